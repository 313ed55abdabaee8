import { describe, expect, it } from 'vitest';
import { DEMO_ROLE_IDS } from '../../src/emulator/initialState.ts';
import { start } from './support.ts';

describe('emulator test hooks', () => {
  it('do not exist unless testHooks is on', async () => {
    const portal = await start();
    for (const path of ['calls', 'state', 'faults', 'tokens']) expect((await portal.hook(path)).status).toBe(404);
    expect((await portal.hook('faults', { method: 'POST', body: '[]' })).status).toBe(404);
  });

  it('log calls with normalized operation names, and clear', async () => {
    const portal = await start({ testHooks: true });
    const headers = await portal.auth();
    await portal.get('portals/self', {}, headers);
    await portal.get('portals/self/settings', {}, headers);
    await portal.post('portals/self/settings/update', { blockBetaApps: 'false' }, headers);
    await portal.get('portals/self/roles', {}, headers);
    await portal.get(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}`, {}, headers);
    await portal.get(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/privileges`, {}, headers);
    const created = await portal.post('portals/self/createRole', { name: 'Temp' }, headers);
    const id = String(created['id']);
    await portal.post(`portals/self/roles/${id}/update`, { description: 'x' }, headers);
    await portal.post(`portals/self/roles/${id}/setPrivileges`, { privileges: '{"privileges":["portal:user:joinGroup"]}' }, headers);
    await portal.post(`portals/self/roles/${id}/delete`, {}, headers);
    await portal.get('portals/self/settings');
    const calls = await portal.calls();
    expect(calls.map((c) => c.operation)).toEqual([
      'generateToken',
      'portals/self',
      'settings',
      'settings/update',
      'roles',
      'roles/get',
      'roles/privileges',
      'createRole',
      'roles/update',
      'roles/setPrivileges',
      'roles/delete',
      'settings',
    ]);
    expect(calls.map((c) => c.seq)).toEqual([...calls.keys()].map((i) => i + 1));
    expect(calls.at(-1)).toMatchObject({ method: 'GET', status: 200, tokenInUrl: false, errorCode: 499 });
    expect(Date.parse(calls[0]?.at ?? '')).not.toBeNaN();
    expect((await portal.hook('calls', { method: 'DELETE' })).status).toBe(200);
    expect(await portal.calls()).toEqual([]);
  });

  it('read and replace the state', async () => {
    const portal = await start({ testHooks: true });
    const state = (await (await portal.hook('state')).json()) as { settings: Record<string, unknown> };
    state.settings['blockBetaApps'] = false;
    const put = await portal.hook('state', { method: 'PUT', body: JSON.stringify(state), headers: { 'content-type': 'application/json' } });
    expect(put.status).toBe(200);
    expect((await portal.get('portals/self/settings', {}, await portal.auth()))['blockBetaApps']).toBe(false);
    const bad = await portal.hook('state', { method: 'PUT', body: '{"version":2}', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('list every issued token, revoked ones included, so tests can scan output for them', async () => {
    const portal = await start({ testHooks: true, clients: [{ clientId: 'ops-app', clientSecret: 'ops-app-secret-1234', username: 'admin' }] });
    const first = await portal.token();
    const oauth = await portal.post('oauth2/token', { client_id: 'ops-app', client_secret: 'ops-app-secret-1234', grant_type: 'client_credentials' });
    await portal.post('generateToken', { username: 'admin', password: 'wrong', client: 'referer', referer: 'https://tests.local' });
    await portal.faults([{ kind: 'expireTokens' }]);
    await portal.get('portals/self/settings', {}, { 'X-Esri-Authorization': `Bearer ${first}` });
    const second = await portal.token();
    const tokens = (await (await portal.hook('tokens')).json()) as Array<{ token: string; username: string; expires: number; active: boolean }>;
    expect(tokens.map((t) => t.token)).toEqual([first, oauth['access_token'], second]);
    expect(tokens.map((t) => [t.username, t.active])).toEqual([
      ['admin', false],
      ['admin', false],
      ['admin', true],
    ]);
    expect(tokens[2]?.expires).toBeGreaterThan(Date.now());
  });
});

describe('emulator faults', () => {
  it('adds latency', async () => {
    const portal = await start({ testHooks: true });
    await portal.faults([{ kind: 'latency', ms: 150, operation: 'portals/self' }]);
    const t0 = Date.now();
    await portal.get('portals/self');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    const t1 = Date.now();
    await portal.get('portals/self');
    expect(Date.now() - t1).toBeLessThan(140);
  });

  it('answers a 502 HTML page, then recovers', async () => {
    const portal = await start({ testHooks: true });
    await portal.faults([{ kind: 'status', status: 502, body: 'html' }]);
    const res = await fetch(`${portal.url}/portals/self?f=json`);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<html/);
    expect((await fetch(`${portal.url}/portals/self?f=json`)).status).toBe(200);
  });

  it('answers 429 with Retry-After, counting down `times`', async () => {
    const portal = await start({ testHooks: true });
    await portal.faults([{ kind: 'status', status: 429, retryAfter: 2, times: 2, operation: 'portals/self' }]);
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${portal.url}/portals/self?f=json`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(429);
    }
    expect((await fetch(`${portal.url}/portals/self?f=json`)).status).toBe(200);
  });

  it('answers an HTML page with HTTP 200', async () => {
    const portal = await start({ testHooks: true });
    await portal.faults([{ kind: 'html' }]);
    const res = await fetch(`${portal.url}/portals/self?f=json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('drops the connection so the client sees a network error', async () => {
    const portal = await start({ testHooks: true });
    await portal.faults([{ kind: 'drop', operation: 'portals/self' }]);
    await expect(fetch(`${portal.url}/portals/self?f=json`)).rejects.toThrow(TypeError);
    expect((await fetch(`${portal.url}/portals/self?f=json`)).status).toBe(200);
    expect((await portal.calls()).find((c) => c.status === 0)).toMatchObject({ operation: 'portals/self' });
  });

  it('drops the answer after the write landed with when=after', async () => {
    const portal = await start({ testHooks: true });
    const headers = await portal.auth();
    await portal.faults([{ kind: 'drop', operation: 'settings/update', when: 'after' }]);
    await expect(portal.post('portals/self/settings/update', { blockBetaApps: 'false' }, headers)).rejects.toThrow(TypeError);
    expect((await portal.get('portals/self/settings', {}, headers))['blockBetaApps']).toBe(false);
  });

  it('expires every issued token', async () => {
    const portal = await start({ testHooks: true });
    const headers = await portal.auth();
    await portal.faults([{ kind: 'expireTokens' }]);
    expect((await portal.get('portals/self/settings', {}, headers)).error?.code).toBe(498);
    expect((await portal.get('portals/self/settings', {}, await portal.auth())).error).toBeUndefined();
  });

  it('silently drops a settings field, still answering success', async () => {
    const portal = await start({ testHooks: true });
    const headers = await portal.auth();
    await portal.faults([{ kind: 'dropField', field: 'informationalBanner' }]);
    const banner = JSON.stringify({ text: 'Down', bgColor: 'red', fontColor: 'white', enabled: true });
    const body = await portal.post('portals/self/settings/update', { informationalBanner: banner, aiAssistantsEnabled: 'true' }, headers);
    expect(body).toEqual({ success: true });
    const after = await portal.get('portals/self/settings', {}, headers);
    expect(after['informationalBanner']).toMatchObject({ enabled: false });
    expect(after['aiAssistantsEnabled']).toBe(true);
  });

  it('silently drops a privilege in setPrivileges', async () => {
    const portal = await start({ testHooks: true });
    const headers = await portal.auth();
    await portal.faults([{ kind: 'dropField', field: 'portal:user:joinGroup', operation: 'roles/setPrivileges' }]);
    const path = `portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/setPrivileges`;
    const body = await portal.post(path, { privileges: '{"privileges":["portal:user:joinGroup","portal:user:viewOrgItems"]}' }, headers);
    expect(body).toEqual({ success: true });
    expect((await portal.get(`portals/self/roles/${DEMO_ROLE_IDS.fieldCrew}/privileges`, {}, headers))['privileges']).toEqual(['portal:user:viewOrgItems']);
  });

  it('refuses malformed rules and can be cleared', async () => {
    const portal = await start({ testHooks: true });
    const bad = await portal.hook('faults', { method: 'POST', body: '[{"kind":"explode"}]', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    await portal.faults([{ kind: 'status', status: 503, times: 5 }]);
    expect(await (await portal.hook('faults')).json()).toHaveLength(1);
    await portal.hook('faults', { method: 'DELETE' });
    expect((await fetch(`${portal.url}/portals/self?f=json`)).status).toBe(200);
  });
});
