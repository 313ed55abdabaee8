import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../../worker/config.ts';

const base = { PORTAL_URL: 'https://gis.example.org/portal/sharing/rest', PORTAL_TOKEN: 'token-Value-123', WEBHOOK_SECRETS: 'ci=whsec_' + Buffer.from('x'.repeat(32)).toString('base64') };

describe('worker configuration', () => {
  it('reads the names DESIGN.md gives, with GitHub OIDC defaults', () => {
    const c = loadWorkerConfig({ ...base, OIDC_AUDIENCE: 'portal-ops', SLACK_SIGNING_SECRET: 'slack-secret-1', PORTAL_OPS_CONFIG: '{"policy":[{"principal":"webhook:ci","allow":["banner"]}]}' });
    expect(c.oidc).toEqual({ issuer: 'https://token.actions.githubusercontent.com', audience: 'portal-ops', jwksUrl: 'https://token.actions.githubusercontent.com/.well-known/jwks' });
    expect(c.portals.portals.get('default')?.url).toBe(base.PORTAL_URL);
    expect(c.portals.policy).toHaveLength(1);
    expect(c.webhookSecrets.map((s) => s.principal)).toEqual(['webhook:ci']);
    expect(c.bodyLimit).toBe(65536);
  });

  it('stops start-up with a message naming the variable', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ WEBHOOK_SECRETS: base.WEBHOOK_SECRETS }, /no portal configured: set PORTAL_URL/],
      [{ ...base, WEBHOOK_SECRETS: '' }, /nothing can authenticate requests: set WEBHOOK_SECRETS, SLACK_SIGNING_SECRET or OIDC_AUDIENCE/],
      [{ ...base, WEBHOOK_SECRETS: 'ci=notasecret' }, /WEBHOOK_SECRETS/],
      [{ ...base, PORTAL_OPS_CONFIG: '{"portals": ' }, /PORTAL_OPS_CONFIG is not valid JSON/],
      [{ ...base, PORTAL_OPS_CONFIG: '{"policy":[{"principal":"x"}]}' }, /PORTAL_OPS_CONFIG is invalid/],
      [{ ...base, OIDC_ISSUER: 'https://issuer.example' }, /without OIDC_AUDIENCE/],
      [{ ...base, OIDC_AUDIENCE: 'a', OIDC_ISSUER: 'not a url' }, /OIDC_ISSUER/],
      [{ ...base, BODY_LIMIT: '12' }, /BODY_LIMIT/],
    ];
    for (const [env, message] of cases) expect(() => loadWorkerConfig(env), String(message)).toThrow(message);
  });

  it('never echoes a secret in a configuration error', () => {
    try {
      loadWorkerConfig({ ...base, WEBHOOK_SECRETS: 'whsec_c2VjcmV0LXRoYXQtbXVzdC1ub3QtbGVhaw==' });
    } catch (err) {
      expect((err as Error).message).not.toContain('c2VjcmV0LXRoYXQtbXVzdC1ub3QtbGVhaw');
      return;
    }
    throw new Error('expected a configuration error');
  });
});
