import { describe, expect, it } from 'vitest';
import { DEMO_ROLE_IDS } from '../../src/emulator/initialState.ts';
import { start, type Portal } from './support.ts';

const privileges = (list: string[]): string => JSON.stringify({ privileges: list });

async function rolePrivileges(portal: Portal, headers: Record<string, string>, id: string): Promise<unknown> {
  return (await portal.get(`portals/self/roles/${id}/privileges`, {}, headers))['privileges'];
}

describe('emulator roles', () => {
  it('lists the pre-built and demo roles', async () => {
    const portal = await start();
    const list = await portal.get('portals/self/roles', { returnPrivileges: 'true' }, await portal.auth());
    expect(list).toMatchObject({ total: 4, start: 1, num: 10, nextStart: -1 });
    const roles = list['roles'] as { id: string; name: string; privileges?: string[] }[];
    expect(roles.map((r) => r.id)).toEqual(['iAAAAAAAAAAAAAAA', 'iBBBBBBBBBBBBBBB', DEMO_ROLE_IDS.gisAnalysts, DEMO_ROLE_IDS.fieldCrew]);
    expect(roles.every((r) => Array.isArray(r.privileges))).toBe(true);
    const plain = await portal.get('portals/self/roles', {}, await portal.auth());
    expect((plain['roles'] as object[])[0]).not.toHaveProperty('privileges');
  });

  it('pages with a 1-based start, num capped at 100 and nextStart -1 at the end', async () => {
    const portal = await start();
    const headers = await portal.auth();
    for (let i = 0; i < 25; i += 1) {
      const created = await portal.post('portals/self/createRole', { name: `Role ${i}`, description: `number ${i}` }, headers);
      expect(created).toMatchObject({ success: true });
      expect(created['id']).toMatch(/^[A-Za-z0-9]{16}$/);
    }
    const pages: unknown[][] = [];
    const starts: number[] = [];
    let next = 1;
    while (next !== -1) {
      starts.push(next);
      const page = await portal.get('portals/self/roles', { start: String(next), num: '10' }, headers);
      expect(page['total']).toBe(29);
      pages.push(page['roles'] as unknown[]);
      next = page['nextStart'] as number;
    }
    expect(starts).toEqual([1, 11, 21]);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 9]);
    const big = await portal.get('portals/self/roles', { num: '500' }, headers);
    expect(big).toMatchObject({ num: 100, nextStart: -1 });
    expect(big['roles']).toHaveLength(29);
    const defaults = await portal.get('portals/self/roles', {}, headers);
    expect(defaults).toMatchObject({ num: 10, nextStart: 11 });
  });

  it('creates, reads, updates and deletes a role', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const { id } = (await portal.post('portals/self/createRole', { name: 'Editors', description: 'edit' }, headers)) as { id: string };
    expect(await portal.get(`portals/self/roles/${id}`, {}, headers)).toMatchObject({ id, name: 'Editors', description: 'edit' });
    expect(await portal.post(`portals/self/roles/${id}/update`, { name: 'Senior Editors' }, headers)).toEqual({ success: true });
    expect(await portal.get(`portals/self/roles/${id}`, {}, headers)).toMatchObject({ name: 'Senior Editors', description: 'edit' });
    expect(await portal.post(`portals/self/roles/${id}/delete`, {}, headers)).toEqual({ success: true, roleId: id });
    expect((await portal.get(`portals/self/roles/${id}`, {}, headers)).error?.code).toBe(400);
  });

  it('refuses duplicate names and over-long names or descriptions', async () => {
    const portal = await start();
    const headers = await portal.auth();
    expect((await portal.post('portals/self/createRole', { name: 'gis analysts' }, headers)).error?.code).toBe(400);
    expect((await portal.post('portals/self/createRole', { name: 'x'.repeat(129) }, headers)).error?.code).toBe(400);
    expect((await portal.post('portals/self/createRole', { name: 'ok', description: 'd'.repeat(251) }, headers)).error?.code).toBe(400);
    expect(await portal.post('portals/self/createRole', { name: 'y'.repeat(128), description: 'd'.repeat(250) }, headers)).toMatchObject({ success: true });
  });

  it('setPrivileges replaces the whole list', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const path = `portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/setPrivileges`;
    const next = ['portal:user:viewOrgItems', 'portal:user:joinGroup'];
    expect(await portal.post(path, { privileges: privileges(next) }, headers)).toEqual({ success: true });
    expect(await rolePrivileges(portal, headers, DEMO_ROLE_IDS.fieldCrew)).toEqual(next);
  });

  it('keeps pre-built roles immutable', async () => {
    const portal = await start();
    const headers = await portal.auth();
    for (const op of ['setPrivileges', 'update', 'delete']) {
      const body = await portal.post(`portals/self/roles/iAAAAAAAAAAAAAAA/${op}`, { privileges: privileges(['portal:user:joinGroup']), name: 'X' }, headers);
      expect(body.error?.code).toBe(400);
    }
    expect(await rolePrivileges(portal, headers, 'iAAAAAAAAAAAAAAA')).toContain('portal:user:viewOrgItems');
  });

  it('refuses unknown privileges, naming them (an emulator choice)', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const before = await rolePrivileges(portal, headers, DEMO_ROLE_IDS.gisAnalysts);
    const body = await portal.post(
      `portals/self/roles/${DEMO_ROLE_IDS.gisAnalysts}/setPrivileges`,
      { privileges: privileges(['portal:user:joinGroup', 'portal:publisher:publishVideo']) },
      headers,
    );
    expect(body.error).toMatchObject({ code: 400, details: ["Unknown privilege 'portal:publisher:publishVideo'."] });
    expect(await rolePrivileges(portal, headers, DEMO_ROLE_IDS.gisAnalysts)).toEqual(before);
  });

  it('refuses a privilege newer than the self-hosted release', async () => {
    const portal = await start({ release: '11.3' });
    const body = await portal.post(
      `portals/self/roles/${DEMO_ROLE_IDS.gisAnalysts}/setPrivileges`,
      { privileges: privileges(['portal:user:generateApiTokens']) },
      await portal.auth(),
    );
    expect(body.error?.details).toEqual(["Privilege 'portal:user:generateApiTokens' requires release 11.4 or later."]);
    const hosted = await start({ hosted: true });
    const ok = await hosted.post(
      `portals/self/roles/${DEMO_ROLE_IDS.gisAnalysts}/setPrivileges`,
      { privileges: privileges(['portal:user:generateApiTokens']) },
      await hosted.auth(),
    );
    expect(ok).toEqual({ success: true });
  });

  it('refuses a malformed privileges field', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const path = `portals/self/roles/${DEMO_ROLE_IDS.gisAnalysts}/setPrivileges`;
    for (const value of ['', '["portal:user:joinGroup"]', '{"privileges":"portal:user:joinGroup"}', '{oops']) {
      expect((await portal.post(path, { privileges: value }, headers)).error?.code).toBe(400);
    }
  });

  it('answers 403 to a publisher and to a custom-role administrator', async () => {
    const adminRole = { id: 'AdminLite0000001', name: 'Admin lite', description: '', created: 1, modified: 1, privileges: ['portal:admin:manageSecurity', 'portal:admin:manageRoles'] };
    const base = (await start()).running.emulator.snapshot();
    const portal = await start({
      initialState: { ...base, roles: [...base.roles, adminRole] },
      users: [
        { username: 'admin', password: 'pw-admin-1', role: 'admin' },
        { username: 'pub', password: 'pw-pub-1', role: 'publisher' },
        { username: 'lite', password: 'pw-lite-1', role: 'AdminLite0000001' },
      ],
    });
    const lite = await portal.get('portals/self', {}, await portal.auth('lite', 'pw-lite-1'));
    expect(lite['user']).toMatchObject({ role: 'org_admin', roleId: 'AdminLite0000001' });
    for (const [user, password] of [['pub', 'pw-pub-1'], ['lite', 'pw-lite-1']] as const) {
      const headers = await portal.auth(user, password);
      const set = await portal.post(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/setPrivileges`, { privileges: privileges(['portal:user:joinGroup']) }, headers);
      expect(set.error).toMatchObject({ code: 403, messageCode: 'GWM_0003' });
      expect((await portal.post('portals/self/createRole', { name: 'Nope' }, headers)).error?.code).toBe(403);
      expect((await portal.post(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/delete`, {}, headers)).error?.code).toBe(403);
    }
    // The custom admin may still use settings/update through manageSecurity.
    expect(await portal.post('portals/self/settings/update', { aiAssistantsEnabled: 'false' }, await portal.auth('lite', 'pw-lite-1'))).toEqual({ success: true });
  });

  it('refuses to delete a role still assigned to a member', async () => {
    const portal = await start({
      users: [
        { username: 'admin', password: 'pw-admin-1', role: 'admin' },
        { username: 'crew', password: 'pw-crew-1', role: DEMO_ROLE_IDS.fieldCrew },
      ],
    });
    const body = await portal.post(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/delete`, {}, await portal.auth('admin', 'pw-admin-1'));
    expect(body.error?.code).toBe(400);
  });
});
