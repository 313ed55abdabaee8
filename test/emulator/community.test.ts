import { describe, expect, it } from 'vitest';
import { DEMO_ROLE_IDS } from '../../src/emulator/initialState.ts';
import { start } from './support.ts';

/** community/self is what the vendor's JS client reads to sign in; the bench scripts that client. */
describe('emulator community/self', () => {
  it('describes the signed-in default administrator', async () => {
    const portal = await start();
    const me = await portal.get('community/self', {}, await portal.auth());
    expect(me).toMatchObject({ username: 'admin', role: 'org_admin', orgId: '0123456789ABCDEF', groups: [] });
    expect(me).not.toHaveProperty('roleId');
    expect(me['privileges']).toContain('portal:admin:manageSecurity');
  });

  it('reports a custom-role member with its roleId', async () => {
    const portal = await start({
      users: [
        { username: 'admin', password: 'pw-admin-1', role: 'admin' },
        { username: 'ana', password: 'pw-ana-1', role: 'GIS Analysts' },
      ],
    });
    const ana = await portal.get('community/self', {}, await portal.auth('ana', 'pw-ana-1'));
    expect(ana).toMatchObject({ username: 'ana', role: 'org_publisher', roleId: DEMO_ROLE_IDS.gisAnalysts });
  });

  it('needs a token and is logged under its own name', async () => {
    const portal = await start({ testHooks: true });
    expect((await portal.get('community/self')).error?.code).toBe(499);
    await portal.get('community/self', { token: await portal.token() });
    const calls = (await (await portal.hook('calls')).json()) as Array<{ operation: string; tokenInUrl: boolean }>;
    expect(calls.filter((c) => c.operation === 'community/self')).toEqual([
      expect.objectContaining({ tokenInUrl: false }),
      expect.objectContaining({ tokenInUrl: true }),
    ]);
  });
});
