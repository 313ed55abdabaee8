import { describe, expect, it } from 'vitest';
import { DEMO_ROLE_IDS } from '../../src/emulator/initialState.ts';
import { start } from './support.ts';

describe('emulator portals/self', () => {
  it('serves a self-hosted portal under /<context>/sharing/rest', async () => {
    const portal = await start({ context: 'gis' });
    expect(new URL(portal.url).pathname).toBe('/gis/sharing/rest');
    const self = await portal.get('portals/self');
    expect(self).toMatchObject({ id: '0123456789ABCDEF', isPortal: true, currentVersion: '2025.1' });
    expect(self['currentVersion']).not.toBe('12.1');
  });

  it('serves a hosted organization under /sharing/rest with isPortal false', async () => {
    const portal = await start({ hosted: true });
    expect(new URL(portal.url).pathname).toBe('/sharing/rest');
    expect(await portal.get('portals/self')).toMatchObject({ isPortal: false, portalMode: 'multitenant' });
    const settings = await portal.get('portals/self/settings', {}, await portal.auth());
    expect(settings).not.toHaveProperty('portalConfigProperties');
  });

  it('answers for portals/<id> and refuses an unknown id', async () => {
    const portal = await start({ portalId: 'AbCdEfGhIjKlMnOp' });
    expect(await portal.get('portals/AbCdEfGhIjKlMnOp')).toMatchObject({ id: 'AbCdEfGhIjKlMnOp' });
    expect((await portal.get('portals/ZZZZZZZZZZZZZZZZ')).error?.code).toBe(400);
  });

  it('describes default and custom-role members', async () => {
    const portal = await start({
      users: [
        { username: 'admin', password: 'pw-admin-1', role: 'admin' },
        { username: 'ana', password: 'pw-ana-1', role: 'GIS Analysts' },
      ],
    });
    const admin = await portal.get('portals/self', {}, await portal.auth('admin', 'pw-admin-1'));
    expect(admin['user']).not.toHaveProperty('roleId');
    const ana = await portal.get('portals/self', {}, await portal.auth('ana', 'pw-ana-1'));
    expect(ana['user']).toMatchObject({ username: 'ana', role: 'org_publisher', roleId: DEMO_ROLE_IDS.gisAnalysts });
    expect((ana['user'] as { privileges: string[] }).privileges).toContain('portal:publisher:publishFeatures');
  });
});

describe('emulator settings', () => {
  it('starts from a realistic organization', async () => {
    const portal = await start();
    const s = await portal.get('portals/self/settings', {}, await portal.auth());
    expect(s).toMatchObject({
      informationalBanner: { enabled: false, bgColor: '#007a33' },
      anonymousAccessNotice: { enabled: false },
      authenticatedAccessNotice: { enabled: false, title: 'Terms of use' },
      blockBetaApps: true,
      aiAssistantsEnabled: false,
      portalConfigProperties: { tokenExpiration: 120, restrictOrganizationPageToAdmin: false },
    });
    expect(s).toHaveProperty('helperServices');
    expect(s).toHaveProperty('allowedRedirectUris');
  });

  it('replaces each given top-level field whole and keeps the others', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const before = await portal.get('portals/self/settings', {}, headers);
    const banner = { text: 'Read-only', bgColor: '#ffcc00', fontColor: 'black', enabled: true };
    expect(await portal.post('portals/self/settings/update', { informationalBanner: JSON.stringify(banner) }, headers)).toEqual({ success: true });
    const after = await portal.get('portals/self/settings', {}, headers);
    expect(after['informationalBanner']).toEqual(banner);
    for (const key of ['anonymousAccessNotice', 'authenticatedAccessNotice', 'portalConfigProperties', 'helperServices', 'allowedRedirectUris', 'blockBetaApps']) {
      expect(after[key]).toEqual(before[key]);
    }
  });

  it('replaces portalConfigProperties whole (no merge)', async () => {
    const portal = await start();
    const headers = await portal.auth();
    await portal.post('portals/0123456789ABCDEF/settings/update', { portalConfigProperties: '{"showCreateDashboard":false}' }, headers);
    const after = await portal.get('portals/0123456789ABCDEF/settings', {}, headers);
    expect(after['portalConfigProperties']).toEqual({ showCreateDashboard: false });
  });

  it('ignores blank values unless clearEmptyFields=true', async () => {
    const portal = await start();
    const headers = await portal.auth();
    await portal.post('portals/self/settings/update', { informationalBanner: '' }, headers);
    expect(await portal.get('portals/self/settings', {}, headers)).toHaveProperty('informationalBanner.text');
    await portal.post('portals/self/settings/update', { informationalBanner: '', clearEmptyFields: 'true' }, headers);
    expect(await portal.get('portals/self/settings', {}, headers)).not.toHaveProperty('informationalBanner');
  });

  it('refuses JSON that does not parse, and applies nothing of that call', async () => {
    const portal = await start();
    const headers = await portal.auth();
    const body = await portal.post('portals/self/settings/update', { blockBetaApps: 'false', informationalBanner: '{"text":' }, headers);
    expect(body.error?.code).toBe(400);
    expect(body.error?.details.join(' ')).toContain('informationalBanner');
    expect((await portal.get('portals/self/settings', {}, headers))['blockBetaApps']).toBe(true);
  });

  it('refuses portalConfigProperties on hosted organizations and before 11.0', async () => {
    for (const options of [{ hosted: true }, { release: '10.9' }]) {
      const portal = await start(options);
      const body = await portal.post('portals/self/settings/update', { portalConfigProperties: '{"surveyUrl":"https://s.example"}' }, await portal.auth());
      expect(body.error?.code).toBe(400);
      expect(body.error?.details.join(' ')).toContain('portalConfigProperties');
    }
  });

  it('refuses a property newer than the release', async () => {
    const portal = await start({ release: '11.1' });
    const body = await portal.post('portals/self/settings/update', { portalConfigProperties: '{"webEditorEnabled":true}' }, await portal.auth());
    expect(body.error?.details).toEqual(["Property 'webEditorEnabled' of 'portalConfigProperties' requires release 11.3 or later."]);
  });

  it('has no settings/update before 10.8', async () => {
    const portal = await start({ release: '10.7' });
    const body = await portal.post('portals/self/settings/update', { blockBetaApps: 'false' }, await portal.auth());
    expect(body.error).toMatchObject({ code: 400, messageCode: 'GWM_0002', message: 'Invalid URL' });
  });

  it('lets a custom role with manageSecurity update settings, and no publisher', async () => {
    const securityRole = { id: 'SecOps0000000001', name: 'Security', description: '', created: 1, modified: 1, privileges: ['portal:admin:manageSecurity', 'portal:admin:viewUsers'] };
    const portal = await start({ users: [{ username: 'admin', password: 'pw-admin-1', role: 'admin' }] });
    const state = portal.running.emulator.snapshot();
    const custom = await start({
      initialState: { ...state, roles: [...state.roles, securityRole] },
      users: [
        { username: 'sec', password: 'pw-sec-1', role: 'SecOps0000000001' },
        { username: 'pub', password: 'pw-pub-1', role: 'publisher' },
      ],
    });
    expect(await custom.post('portals/self/settings/update', { blockBetaApps: 'false' }, await custom.auth('sec', 'pw-sec-1'))).toEqual({ success: true });
    const denied = await custom.post('portals/self/settings/update', { blockBetaApps: 'true' }, await custom.auth('pub', 'pw-pub-1'));
    expect(denied).toEqual({
      error: { code: 403, messageCode: 'GWM_0003', message: 'You do not have permissions to access this resource or perform this operation.', details: [] },
    });
  });
});
