/**
 * The remote engine's failure modes that the real worker cannot produce: no identity token, and no
 * worker at all. A request-level stand-in for fetch is enough here (and counts what was sent).
 */
import { describe, expect, it } from 'vitest';
import { AuthError, TransportError } from '../../src/errors.ts';
import { createRemoteEngine } from '../../src/plan/remoteEngine.ts';
import { registerSecret } from '../../src/security/redact.ts';

const request = { reason: 'test', changes: [{ kind: 'banner', enabled: true }] };

describe('createRemoteEngine', () => {
  it('says the identity token is missing, not that the worker is unreachable, and sends nothing', async () => {
    const runnerToken = 'runner-request-token-Wombat-5521';
    registerSecret(runnerToken);
    let sent = 0;
    const engine = createRemoteEngine({
      url: 'http://127.0.0.1:9/',
      token: () => Promise.reject(new Error(`Failed to get ID Token: 401 for bearer ${runnerToken}`)),
      fetch: () => {
        sent++;
        return Promise.reject(new Error('unreachable'));
      },
    });
    const err = await engine.apply(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect(err).toMatchObject({ code: 'identity_token_unavailable', operation: 'worker apply' });
    expect((err as Error).message).toContain('id-token: write');
    expect(sent).toBe(0);
    // The token service's error is kept as the cause, with the runner's token redacted.
    expect(JSON.stringify(String((err as Error).cause))).not.toContain(runnerToken);
  });

  it('calls a worker it cannot reach unreachable', async () => {
    const engine = createRemoteEngine({ url: 'http://127.0.0.1:9', token: async () => 'oidc-token', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const err = await engine.plan(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ code: 'worker_unreachable', operation: 'worker plan' });
  });
});
