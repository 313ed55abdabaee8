/**
 * A sign-in throttled until the retries run out is a transient failure, not a refusal: the fault
 * soak found it reported as "the portal refused the username/password", which sends an
 * administrator to rotate credentials that are fine.
 */
import { expect, it } from 'vitest';
import { AuthError, PortalOpsError } from '../../src/errors.ts';
import type { AuthConfig } from '../../src/portal/auth/authConfig.ts';
import { request, rig } from './harness.ts';

const bannerOn = request([{ kind: 'banner', enabled: true }]);
const OAUTH_CLIENT: AuthConfig = { type: 'oauth', clientId: 'portal-ops-demo', clientSecret: 'portal-ops-demo-secret' };

it.each([
  ['generateToken', undefined],
  ['oauth2/token', OAUTH_CLIENT],
] as const)('%s answering 429 until the retries run out does not blame the credentials', async (operation, auth) => {
  const r = await rig(auth === undefined ? {} : { auth });
  await r.faults([{ kind: 'status', operation, status: 429, times: 4 }]);
  const err = await r.engine.apply(bannerOn).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PortalOpsError);
  expect(err).not.toBeInstanceOf(AuthError);
  expect((err as PortalOpsError).message).toMatch(/429.*gave up after 4 attempts/);
  expect(await r.writes()).toEqual([]);
});

it('a real refusal is still a credentials error', async () => {
  const r = await rig({ auth: { type: 'password', username: 'admin', password: 'not-the-password' } });
  const err = await r.engine.apply(bannerOn).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AuthError);
  expect((err as AuthError).code).toBe('invalid_credentials');
});
