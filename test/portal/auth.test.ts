import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AuthError, TransportError, type PortalOpsError } from '../../src/errors.ts';
import { createTokenProvider } from '../../src/portal/auth/tokenProvider.ts';
import type { AuthConfig } from '../../src/portal/auth/authConfig.ts';
import { PortalTransport } from '../../src/portal/transport.ts';
import { redact } from '../../src/security/redact.ts';
import type { Fetch } from '../../src/runtime.ts';

const ROOT = 'https://gis.example.org/portal/sharing/rest';
const PASSWORD = 'pw-Correct-Horse-9137';
const SECRET = 'cs-4b1d9e77a0c2f5e8';
const T0 = Date.parse('2026-03-01T12:00:00Z');

interface Seen {
  url: string;
  form: URLSearchParams;
}

/** A tiny in-process portal (Hono) issuing tokens; `lifetimeMs` controls `expires`/`expires_in`. */
function tokenPortal(clock: { t: number }, lifetimeMs = 60 * 60_000) {
  const seen: Seen[] = [];
  let issued = 0;
  const app = new Hono();
  app.post('/portal/sharing/rest/generateToken', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    seen.push({ url: c.req.url, form });
    if (form.get('password') !== PASSWORD) {
      return c.json({ error: { code: 400, message: 'Unable to generate token.', details: ['Invalid username or password.'] } });
    }
    issued++;
    return c.json({ token: `gen-token-${issued}-abcdef`, expires: clock.t + lifetimeMs, ssl: true });
  });
  app.post('/portal/sharing/rest/oauth2/token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    seen.push({ url: c.req.url, form });
    if (form.get('client_secret') !== SECRET) {
      return c.json({ error: { code: 400, error: 'invalid_client', error_description: 'Invalid client_secret', message: 'Invalid client_secret', details: [] } });
    }
    issued++;
    return c.json({ access_token: `oauth-token-${issued}-abcdef`, expires_in: lifetimeMs / 1000 });
  });
  const fetch: Fetch = async (input, init) => app.request(String(input), init);
  return { fetch, seen, issued: () => issued };
}

function provider(auth: AuthConfig, fetch: Fetch, clock: { t: number }) {
  const now = { now: () => clock.t };
  const transport = new PortalTransport({ root: ROOT, fetch, clock: now, sleep: async () => {}, random: () => 0 });
  return createTokenProvider(auth, { transport, clock: now });
}

const password: AuthConfig = { type: 'password', username: 'gisadmin', password: PASSWORD };

describe('static token', () => {
  it('is used as-is, cannot refresh, and is registered as a secret', async () => {
    const tokens = createTokenProvider(
      { type: 'token', token: 'AAPK-static-api-key-42' },
      { transport: new PortalTransport({ root: ROOT, fetch: () => Promise.reject(new Error('no calls')) }) },
    );
    expect(await tokens.getToken()).toBe('AAPK-static-api-key-42');
    tokens.invalidate('AAPK-static-api-key-42');
    expect(await tokens.getToken()).toBe('AAPK-static-api-key-42');
    expect(tokens.refreshable).toBe(false);
    expect(redact('key AAPK-static-api-key-42 used')).toBe('key *** used');
  });

  it('refuses empty credentials', () => {
    const transport = new PortalTransport({ root: ROOT, fetch: () => Promise.reject(new Error('no calls')) });
    expect(() => createTokenProvider({ type: 'token', token: '' }, { transport })).toThrow(/empty/);
    expect(() => createTokenProvider({ type: 'oauth', clientId: 'id', clientSecret: ' ' }, { transport })).toThrow(/clientSecret/);
  });
});

describe('password (generateToken)', () => {
  it('posts username, password, client=referer, referer, expiration, f=json', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider({ ...password, expirationMinutes: 30 }, portal.fetch, clock);
    expect(await tokens.getToken()).toBe('gen-token-1-abcdef');
    expect(tokens.referer).toBe('portal-ops');
    const call = portal.seen[0]!;
    expect(call.url).toBe(`${ROOT}/generateToken`);
    expect(Object.fromEntries(call.form)).toEqual({
      username: 'gisadmin',
      password: PASSWORD,
      client: 'referer',
      referer: 'portal-ops',
      expiration: '30',
      f: 'json',
    });
    expect(redact('gen-token-1-abcdef')).toBe('***');
    expect(redact(PASSWORD)).toBe('***');
  });

  it('wrong credentials: AuthError invalid_credentials, one request, no password anywhere', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider({ ...password, password: 'pw-Wrong-Horse-0000' }, portal.fetch, clock);
    const err = (await tokens.getToken().catch((e: unknown) => e)) as PortalOpsError;
    expect(err).toBeInstanceOf(AuthError);
    expect(err.code).toBe('invalid_credentials');
    expect(err.message).toContain('Invalid username or password.');
    expect(err.message).toContain('gisadmin');
    expect(portal.seen).toHaveLength(1);
    for (const text of [err.message, JSON.stringify(err), String(err.cause)]) {
      expect(text).not.toContain('pw-Wrong-Horse-0000');
      expect(text).not.toContain(PASSWORD);
    }
  });

  it('ten concurrent callers share one in-flight request; the token is cached', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider(password, portal.fetch, clock);
    const all = await Promise.all(Array.from({ length: 10 }, () => tokens.getToken()));
    expect(new Set(all)).toEqual(new Set(['gen-token-1-abcdef']));
    expect(await tokens.getToken()).toBe('gen-token-1-abcdef');
    expect(portal.issued()).toBe(1);
  });

  it('refreshes within 2 minutes of expiry by the injected clock', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider(password, portal.fetch, clock);
    expect(await tokens.getToken()).toBe('gen-token-1-abcdef');
    clock.t = T0 + 57 * 60_000;
    expect(await tokens.getToken()).toBe('gen-token-1-abcdef');
    clock.t = T0 + 58 * 60_000;
    expect(await tokens.getToken()).toBe('gen-token-2-abcdef');
    expect(portal.issued()).toBe(2);
  });

  it('invalidate(token) forces a new sign-in; invalidating an old token keeps the new one', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider(password, portal.fetch, clock);
    const first = await tokens.getToken();
    tokens.invalidate(first);
    expect(await tokens.getToken()).toBe('gen-token-2-abcdef');
    tokens.invalidate(first);
    expect(await tokens.getToken()).toBe('gen-token-2-abcdef');
  });

  it('a failed token request is not cached', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    let calls = 0;
    const flaky: Fetch = async (input, init) => {
      calls++;
      if (calls <= 4) throw new TypeError('fetch failed');
      return portal.fetch(input, init);
    };
    const tokens = provider(password, flaky, clock);
    const err = (await tokens.getToken().catch((e: unknown) => e)) as PortalOpsError;
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toContain('4 attempts');
    expect(await tokens.getToken()).toBe('gen-token-1-abcdef');
  });
});

describe('oauth (client credentials)', () => {
  it('posts client_id, client_secret, grant_type and honours expires_in with a 10% margin for short tokens', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock, 10 * 60_000);
    const tokens = provider({ type: 'oauth', clientId: 'portal-ops-app', clientSecret: SECRET }, portal.fetch, clock);
    expect(await tokens.getToken()).toBe('oauth-token-1-abcdef');
    expect(Object.fromEntries(portal.seen[0]!.form)).toEqual({
      client_id: 'portal-ops-app',
      client_secret: SECRET,
      grant_type: 'client_credentials',
      f: 'json',
    });
    expect(portal.seen[0]!.url).not.toContain(SECRET);
    clock.t = T0 + 8 * 60_000 + 59_000;
    expect(await tokens.getToken()).toBe('oauth-token-1-abcdef');
    clock.t = T0 + 9 * 60_000;
    expect(await tokens.getToken()).toBe('oauth-token-2-abcdef');
  });

  it('a wrong secret is invalid_credentials and never echoed', async () => {
    const clock = { t: T0 };
    const portal = tokenPortal(clock);
    const tokens = provider({ type: 'oauth', clientId: 'portal-ops-app', clientSecret: 'cs-wrong-secret-77' }, portal.fetch, clock);
    const err = (await tokens.getToken().catch((e: unknown) => e)) as PortalOpsError;
    expect(err).toBeInstanceOf(AuthError);
    expect(err.code).toBe('invalid_credentials');
    expect(err.message).toContain('Invalid client_secret');
    expect(JSON.stringify(err)).not.toContain('cs-wrong-secret-77');
    expect(portal.seen).toHaveLength(1);
  });
});
