import { describe, expect, it } from 'vitest';
import { resolvePortalsConfig } from '../../src/config/portalsConfig.ts';
import { ConfigError } from '../../src/errors.ts';
import { redact } from '../../src/security/redact.ts';

const URL = 'https://gis.example.org/portal/sharing/rest';

describe('portal connection from the environment', () => {
  it('is the alias "default" with the one kind of credentials given', () => {
    const c = resolvePortalsConfig(undefined, { PORTAL_URL: URL, PORTAL_CLIENT_ID: 'app', PORTAL_CLIENT_SECRET: 'Secret-From-Env-1', PORTAL_RELEASE: '11.3' });
    expect(c.portals.get('default')).toMatchObject({ url: URL, release: '11.3', auth: { type: 'oauth', clientId: 'app' } });
    // The secret is registered for redaction as soon as it is read.
    expect(redact('echo Secret-From-Env-1')).toBe('echo ***');
  });
  it('refuses missing, mixed or half credentials and a bad release, naming the variables', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORTAL_URL: URL }, /no credentials: set PORTAL_TOKEN/],
      [{ PORTAL_URL: URL, PORTAL_TOKEN: 'tok-123456', PORTAL_USERNAME: 'a', PORTAL_PASSWORD: 'b' }, /one kind of credentials/],
      [{ PORTAL_URL: URL, PORTAL_USERNAME: 'a' }, /PORTAL_USERNAME and PORTAL_PASSWORD go together/],
      [{ PORTAL_URL: URL, PORTAL_TOKEN: 'tok-123456', PORTAL_RELEASE: 'latest' }, /PORTAL_RELEASE "latest"/],
    ];
    for (const [env, message] of cases) expect(() => resolvePortalsConfig(undefined, env)).toThrow(message);
  });
});

describe('config file', () => {
  const doc = (auth: unknown) => ({ portals: { prod: { url: URL, release: '11.3', auth } } });
  it('resolves env: references', () => {
    const c = resolvePortalsConfig(doc({ type: 'password', username: 'env:U', password: 'env:P' }), { U: 'amy', P: 'pw-Secret-99' });
    expect(c.portals.get('prod')?.auth).toEqual({ type: 'password', username: 'amy', password: 'pw-Secret-99' });
  });
  it('refuses inline secrets and unset references without echoing values', () => {
    let err: unknown;
    try {
      resolvePortalsConfig(doc({ type: 'token', token: 'inline-token-value' }), {});
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/portals\.prod\.auth\.token: must be a reference such as "env:/);
    expect((err as Error).message).not.toContain('inline-token-value');
    expect(() => resolvePortalsConfig(doc({ type: 'token', token: 'env:NOPE' }), {})).toThrow(/NOPE, which is not set/);
  });
  it('parses policy rules', () => {
    const c = resolvePortalsConfig({ policy: [{ principal: 'webhook:statuspage', allow: ['banner'], portals: ['prod'] }] }, {});
    expect(c.policy).toHaveLength(1);
    expect(() => resolvePortalsConfig({ policy: [{ principal: 'x', allow: [] }] }, {})).toThrow(/policy/);
  });
});
