import { describe, expect, it } from 'vitest';
import { start } from './support.ts';

describe('emulator transport and auth', () => {
  it('answers HTML without f=json, for reads and writes, and runs nothing', async () => {
    const portal = await start({ testHooks: true });
    const read = await fetch(`${portal.url}/portals/self`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await read.text()).toMatch(/<html/);

    const headers = await portal.auth();
    const write = await portal.postRaw('portals/self/settings/update', { blockBetaApps: 'false' }, headers);
    expect(write.headers.get('content-type')).toMatch(/^text\/html/);
    const settings = await portal.get('portals/self/settings', {}, headers);
    expect(settings['blockBetaApps']).toBe(true);
  });

  it('pretty-prints with f=pjson', async () => {
    const portal = await start();
    const text = await (await fetch(`${portal.url}/portals/self?f=pjson`)).text();
    expect(text).toContain('\n  "id": "0123456789ABCDEF"');
  });

  it('reports errors with HTTP 200 and the error envelope', async () => {
    const portal = await start();
    const res = await fetch(`${portal.url}/no/such/thing?f=json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: { code: 400, messageCode: 'GWM_0002', message: 'Invalid URL', details: ['Invalid URL'] } });
  });

  it('says 499 without a token and 498 for a bad one', async () => {
    const portal = await start();
    const missing = await portal.get('portals/self/settings');
    expect(missing.error).toMatchObject({ code: 499, message: 'Token Required' });
    const bad = await portal.get('portals/self/settings', {}, { 'X-Esri-Authorization': 'Bearer nope' });
    expect(bad.error).toMatchObject({ code: 498, message: 'Invalid token.' });
    // portals/self is readable anonymously, but a bad token is still refused
    expect((await portal.get('portals/self'))['user']).toBeUndefined();
    expect((await portal.get('portals/self', {}, { Authorization: 'Bearer nope' })).error?.code).toBe(498);
  });

  it('accepts the token as a form field, either header, or (logged) in the URL', async () => {
    const portal = await start({ testHooks: true });
    const token = await portal.token();
    const viaForm = await portal.post('portals/self', { token });
    expect(viaForm['user']).toMatchObject({ username: 'admin', role: 'org_admin' });
    expect(await portal.get('portals/self', {}, { 'X-Esri-Authorization': `Bearer ${token}` })).toHaveProperty('user.username', 'admin');
    expect(await portal.get('portals/self', {}, { Authorization: `Bearer ${token}` })).toHaveProperty('user.username', 'admin');
    expect(await portal.get('portals/self', { token })).toHaveProperty('user.username', 'admin');
    const calls = await portal.calls();
    expect(calls.map((c) => c.tokenInUrl)).toEqual([false, false, false, false, true]);
  });

  it('refuses wrong credentials with the real generateToken body', async () => {
    const portal = await start();
    const body = await portal.post('generateToken', { username: 'admin', password: 'wrong', client: 'referer', referer: 'x' });
    expect(body).toEqual({ error: { code: 400, message: 'Unable to generate token.', details: ['Invalid username or password.'] } });
  });

  it('issues tokens with expiry and honours the clock', async () => {
    let now = Date.UTC(2026, 0, 1);
    const portal = await start({ now: () => now });
    const body = await portal.post('generateToken', {
      username: 'admin',
      password: 'portal-ops-demo',
      client: 'referer',
      referer: 'x',
      expiration: '5',
    });
    expect(body).toMatchObject({ expires: now + 5 * 60_000, ssl: true });
    const headers = { 'X-Esri-Authorization': `Bearer ${String(body['token'])}` };
    expect((await portal.get('portals/self/settings', {}, headers)).error).toBeUndefined();
    now += 5 * 60_000;
    expect((await portal.get('portals/self/settings', {}, headers)).error?.code).toBe(498);
  });

  it('requires POST for generateToken and writes', async () => {
    const portal = await start();
    expect((await portal.get('generateToken', { username: 'admin', password: 'portal-ops-demo' })).error?.code).toBe(405);
  });

  it('issues OAuth2 client-credentials tokens acting as the owner', async () => {
    const portal = await start({
      users: [
        { username: 'boss', password: 'pw-boss-1', role: 'admin' },
        { username: 'pub', password: 'pw-pub-1', role: 'publisher' },
      ],
      clients: [{ clientId: 'app1', clientSecret: 's3cret-app' }],
    });
    const ok = await portal.post('oauth2/token', { client_id: 'app1', client_secret: 's3cret-app', grant_type: 'client_credentials' });
    expect(ok).toMatchObject({ expires_in: 7200 });
    const self = await portal.get('portals/self', {}, { 'X-Esri-Authorization': `Bearer ${String(ok['access_token'])}` });
    expect(self['user']).toMatchObject({ username: 'boss', role: 'org_admin' });

    const badSecret = await portal.post('oauth2/token', { client_id: 'app1', client_secret: 'nope', grant_type: 'client_credentials' });
    expect(badSecret.error).toMatchObject({ code: 400, error: 'invalid_client' });
    const badId = await portal.post('oauth2/token', { client_id: 'nope', client_secret: 'x', grant_type: 'client_credentials' });
    expect(badId.error).toMatchObject({ code: 400, error: 'invalid_client_id' });
    const badGrant = await portal.post('oauth2/token', { client_id: 'app1', client_secret: 's3cret-app', grant_type: 'password' });
    expect(badGrant.error).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('emulator app without a server', () => {
  it('answers app.request() the same way (runtime-agnostic Hono app)', async () => {
    const { createEmulator } = await import('../../src/emulator/app.ts');
    const emulator = createEmulator({ hosted: true });
    const res = await emulator.app.request('/sharing/rest/portals/self?f=json');
    expect(await res.json()).toMatchObject({ isPortal: false });
    expect((await emulator.app.request('/__emulator/calls')).status).toBe(404);
    expect((await emulator.app.request('/portal/sharing/rest/portals/self?f=json')).status).toBe(404);
  });
});
