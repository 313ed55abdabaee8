import { describe, expect, it } from 'vitest';
import { AuthError, PermissionError, ValidationError } from '../../src/errors.ts';
import { request, rig } from './harness.ts';

const bannerOn = request([{ kind: 'banner', enabled: true, text: 'Maintenance' }]);
const rolesEdit = request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }]);

describe('authentication', () => {
  it('works with a password and with OAuth client credentials', async () => {
    const pw = await rig();
    expect((await pw.engine.apply(bannerOn)).status).toBe('applied');
    expect((await pw.calls()).map((c) => c.operation)).toContain('generateToken');
    const oauth = await rig({ auth: { type: 'oauth', clientId: 'portal-ops-demo', clientSecret: 'portal-ops-demo-secret' } });
    expect((await oauth.engine.apply(bannerOn)).status).toBe('applied');
    expect((await oauth.calls()).map((c) => c.operation)).toContain('oauth2/token');
  });

  it('an invalid static token fails with an auth error and no write (nothing can refresh it)', async () => {
    const r = await rig({ auth: { type: 'token', token: 'not-a-token-of-this-portal' } });
    const err = await r.engine.apply(bannerOn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect(JSON.stringify((err as AuthError).toJSON())).not.toContain('not-a-token-of-this-portal');
    expect(await r.writes()).toEqual([]);
  });

  it('a static token of this portal is used as-is', async () => {
    const r = await rig();
    const { token } = await fetch(`${r.emulator.url}/generateToken`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'portal-ops-demo', client: 'referer', referer: 'portal-ops', f: 'json' }),
    }).then((res) => res.json() as Promise<{ token: string }>);
    const { Engine } = await import('../../src/plan/engine.ts');
    const engine = new Engine({ portals: new Map([['default', { alias: 'default', url: r.emulator.url, auth: { type: 'token', token }, buttonsSpelling: 'acceptAndDecline', release: '12.1' }]]), fetch });
    expect((await engine.apply(bannerOn)).status).toBe('applied');
    expect((await r.calls()).every((c) => !c.tokenInUrl)).toBe(true);
  });

  it('a wrong password fails clearly and writes nothing', async () => {
    const r = await rig({ auth: { type: 'password', username: 'admin', password: 'wrong-password-123' } });
    const err = await r.engine.apply(bannerOn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect((err as AuthError).message).toMatch(/username or password|generate token/i);
    expect(JSON.stringify((err as AuthError).toJSON())).not.toContain('wrong-password-123');
    expect(await r.writes()).toEqual([]);
  });

  it('a publisher gets a permission error before any write', async () => {
    const r = await rig({
      emulator: { users: [{ username: 'admin', password: 'portal-ops-demo', role: 'admin' }, { username: 'pat', password: 'pat-password', role: 'publisher' }] },
      auth: { type: 'password', username: 'pat', password: 'pat-password' },
    });
    for (const req of [bannerOn, rolesEdit]) {
      const err = await r.engine.apply(req).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PermissionError);
      expect((err as Error).message).toMatch(/"pat" \(org_publisher\)/);
    }
    expect(await r.writes()).toEqual([]);
  });

  it('a token expiring mid-run is refreshed once and the run completes', async () => {
    const r = await rig();
    await r.engine.plan(bannerOn);
    await r.faults([{ kind: 'expireTokens', operation: 'settings/update' }]);
    const result = await r.engine.apply(bannerOn);
    expect(result.status).toBe('applied');
    expect((await r.calls()).filter((c) => c.operation === 'generateToken').length).toBe(2);
  });
});

describe('roles', () => {
  it('refuses an unknown role name with a suggestion for a case slip', async () => {
    const r = await rig();
    const err = await r.engine.apply(request([{ kind: 'rolePrivileges', role: 'field crew', add: ['portal:user:createItem'] }])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).issues[0]).toMatchObject({ path: 'changes[0].role', hint: 'names are exact: did you mean "Field Crew"?' });
    expect(await r.writes()).toEqual([]);
  });

  it('refuses the pre-built roles by id and name', async () => {
    const r = await rig();
    for (const role of ['iAAAAAAAAAAAAAAA', 'Data Editor']) {
      await expect(r.engine.apply(request([{ kind: 'rolePrivileges', role, add: ['portal:user:createItem'] }]))).rejects.toBeInstanceOf(ValidationError);
    }
    expect(await r.writes()).toEqual([]);
  });

  it('gates privileges by the configured release before any call', async () => {
    const r = await rig({ emulator: { release: '11.3' }, release: '11.3' });
    const err = await r.engine.apply(request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:generateApiTokens'] }])).catch((e: unknown) => e);
    expect((err as ValidationError).issues[0]?.message).toMatch(/introduced at 11\.4/);
    expect(await r.writes()).toEqual([]);
  });

  it('applies 12 roles with bounded concurrency and verifies all', async () => {
    const r = await rig();
    const token = await fetch(`${r.emulator.url}/generateToken`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'portal-ops-demo', client: 'referer', referer: 'x', f: 'json' }),
    }).then((res) => res.json() as Promise<{ token: string }>);
    for (let i = 0; i < 12; i++) {
      await fetch(`${r.emulator.url}/portals/self/createRole`, { method: 'POST', body: new URLSearchParams({ name: `Team ${i}`, token: token.token, f: 'json' }) });
    }
    const changes = Array.from({ length: 12 }, (_, i) => ({ kind: 'rolePrivileges', role: `Team ${i}`, set: ['portal:user:viewOrgItems', 'portal:user:joinGroup'] }));
    await r.resetCalls();
    const result = await r.engine.apply(request(changes));
    expect(result.status).toBe('applied');
    const ops = (await r.calls()).map((c) => c.operation);
    expect(ops.filter((o) => o === 'roles/setPrivileges')).toHaveLength(12);
    // One paged list to read every role's privileges, one to verify: no per-role reads.
    expect(ops.filter((o) => o === 'roles/privileges')).toHaveLength(0);
  });
});

describe('faults', () => {
  it('rides out 502 and 429 with Retry-After', async () => {
    const r = await rig();
    await r.engine.plan(bannerOn);
    await r.faults([
      { kind: 'status', operation: 'settings/update', status: 502, body: 'html' },
      { kind: 'status', operation: 'settings', status: 429, retryAfter: 3 },
    ]);
    const result = await r.engine.apply(bannerOn);
    expect(result.status).toBe('applied');
    expect(r.sleeps).toContain(3000);
    expect(r.logs.filter((l) => l.event === 'portal.retry').length).toBe(2);
  });

  it('gives up cleanly after the bound, with nothing written', async () => {
    const r = await rig();
    await r.engine.plan(bannerOn);
    await r.faults([{ kind: 'status', operation: 'settings/update', status: 503, times: 10 }]);
    const result = await r.engine.apply(bannerOn);
    expect(result.status).toBe('failed');
    expect(result.writes[0]).toMatchObject({ status: 'failed' });
    expect(String(result.writes[0]?.error?.message)).toMatch(/gave up after 4 attempts/);
    expect((await r.calls()).filter((c) => c.operation === 'settings/update')).toHaveLength(4);
  });

  it('verification catches a silently dropped privilege', async () => {
    const r = await rig();
    await r.faults([{ kind: 'dropField', operation: 'roles/setPrivileges', field: 'portal:user:createItem' }]);
    const result = await r.engine.apply(rolesEdit);
    expect(result.status).not.toBe('applied');
    expect(result.writes[0]?.mismatches).toEqual(['role "Field Crew": portal:user:createItem missing']);
    expect(String(result.error?.message)).toMatch(/did not take: role "Field Crew": portal:user:createItem missing/);
  });

  it('verification catches a silently dropped settings field', async () => {
    const r = await rig();
    await r.faults([{ kind: 'dropField', operation: 'settings/update', field: 'informationalBanner' }]);
    const result = await r.engine.apply(bannerOn);
    expect(result.writes[0]?.status).toBe('unverified');
    expect(result.writes[0]?.mismatches).toContain('informationalBanner.enabled');
  });

  it('a partial failure says exactly which writes landed', async () => {
    const r = await rig();
    await r.faults([{ kind: 'status', operation: 'roles/setPrivileges', status: 500, times: 4 }]);
    const result = await r.engine.apply(request([...bannerOn.changes, ...rolesEdit.changes]));
    expect(result.status).toBe('partial');
    expect(result.writes.map((w) => [w.target.kind, w.status])).toEqual([
      ['settings', 'applied'],
      ['role', 'failed'],
    ]);
    // Re-running after the fault clears converges.
    expect((await r.engine.apply(request([...bannerOn.changes, ...rolesEdit.changes]))).status).toBe('applied');
  });
});
