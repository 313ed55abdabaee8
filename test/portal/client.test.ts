import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthError, PortalError, TransportError, ValidationError, type PortalOpsError } from '../../src/errors.ts';
import { closeNodeFetch, nodeFetch } from '../../src/node/fetch.ts';
import { PortalClient, type PortalClientOptions } from '../../src/portal/client.ts';
import type { Fetch } from '../../src/runtime.ts';

const CTX = '/portal/sharing/rest';
const ROOT = `https://gis.example.org${CTX}`;
const PORTAL_ID = 'abcDEF0123456789';
const ROLE_ID = 'Pi5ZcW4sddhtho45';
const PASSWORD = 'pw-client-test-5150';
const SELF = { id: PORTAL_ID, name: 'Example', isPortal: true, currentVersion: '2024.1', user: { username: 'gisadmin', role: 'org_admin' } };

interface Seen {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  form: Record<string, string>;
}

/**
 * A tiny in-process portal (Hono, called through app.request): real Request/Response handling,
 * no network. Tokens are "tok-<n>-xxxxxxxx"; `reject` lists tokens answered with 498.
 */
function miniPortal(options: { roles?: number; reject?: Set<string> } = {}) {
  const app = new Hono();
  const seen: Seen[] = [];
  const reject = options.reject ?? new Set<string>();
  let issued = 0;
  const roles = Array.from({ length: options.roles ?? 0 }, (_, i) => ({ id: `role${String(i).padStart(12, '0')}`, name: `Role ${i}` }));
  const tokenOf = (c: Context, form: Record<string, string>): string | undefined =>
    form.token ?? c.req.header('x-esri-authorization')?.replace(/^Bearer /, '');

  app.use('*', async (c, next) => {
    const form = c.req.method === 'POST' ? Object.fromEntries(new URLSearchParams(await c.req.text())) : {};
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => (headers[k] = v));
    seen.push({ method: c.req.method, url: c.req.url, path: c.req.path.slice(CTX.length), headers, form });
    c.set('form' as never, form as never);
    if (c.req.path !== `${CTX}/generateToken`) {
      const token = tokenOf(c, form);
      if (token === undefined) return c.json({ error: { code: 499, message: 'Token Required', details: [] } });
      if (reject.has(token)) return c.json({ error: { code: 498, message: `Invalid token: ${token}`, details: [] } });
    }
    await next();
  });
  const form = (c: Context): Record<string, string> => c.get('form' as never) as Record<string, string>;

  app.post(`${CTX}/generateToken`, (c) => {
    if (form(c).password !== PASSWORD) return c.json({ error: { code: 400, message: 'Unable to generate token.', details: ['Invalid username or password.'] } });
    issued++;
    return c.json({ token: `tok-${issued}-xxxxxxxx`, expires: Date.now() + 3_600_000, ssl: true });
  });
  app.get(`${CTX}/portals/self`, (c) => c.json(SELF));
  app.get(`${CTX}/portals/:id/settings`, (c) => c.json({ informationalBanner: { text: 'Hi', enabled: true }, helperServices: {} }));
  app.post(`${CTX}/portals/:id/settings/update`, (c) => c.json({ success: true }));
  app.get(`${CTX}/portals/:id/roles`, (c) => {
    const start = Number(c.req.query('start'));
    const num = Number(c.req.query('num'));
    const page = roles.slice(start - 1, start - 1 + num);
    const nextStart = start - 1 + num < roles.length ? start + num : -1;
    return c.json({ total: roles.length, start, num, nextStart, roles: page });
  });
  app.get(`${CTX}/portals/:id/roles/:role/privileges`, (c) => c.json({ privileges: ['portal:user:joinGroup'] }));
  app.post(`${CTX}/portals/:id/roles/:role/setPrivileges`, (c) => c.json({ success: true }));
  app.post(`${CTX}/portals/:id/createRole`, (c) => c.json({ success: true, id: ROLE_ID }));

  const fetch: Fetch = async (input, init) => app.request(String(input), init);
  return { fetch, seen, issued: () => issued };
}

function client(fetch: Fetch, extra: Partial<PortalClientOptions> = {}): PortalClient {
  return new PortalClient({
    root: ROOT,
    auth: { type: 'password', username: 'gisadmin', password: PASSWORD },
    fetch,
    sleep: async () => {},
    random: () => 0.5,
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<PortalOpsError> {
  try {
    await p;
  } catch (err) {
    return err as PortalOpsError;
  }
  throw new Error('expected a failure');
}

function noSecrets(err: PortalOpsError, secrets: string[]): void {
  for (const text of [err.message, JSON.stringify(err), String(err.cause)]) {
    for (const s of secrets) expect(text).not.toContain(s);
  }
}

describe('PortalClient against an in-process portal', () => {
  it('reads self and settings; the token never appears in a URL; the Referer is sent', async () => {
    const portal = miniPortal();
    const c = client(portal.fetch);
    expect(c.hostedHint).toBe(false);
    expect(await c.self()).toEqual(SELF);
    expect((await c.getSettings(PORTAL_ID)).informationalBanner).toEqual({ text: 'Hi', enabled: true });
    expect(portal.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /generateToken', 'GET /portals/self', `GET /portals/${PORTAL_ID}/settings`]);
    for (const s of portal.seen) {
      expect(s.url).not.toMatch(/tok-|token=|pw-/);
      expect(s.method === 'GET' ? new URL(s.url).searchParams.get('f') : s.form.f).toBe('json');
    }
    expect(portal.seen[1]!.headers['x-esri-authorization']).toBe('Bearer tok-1-xxxxxxxx');
    expect(portal.seen[1]!.headers['referer']).toBe('portal-ops');
  });

  it('updateSettings sends exactly the given fields, JSON-encoded, with the token in the body', async () => {
    const portal = miniPortal();
    await client(portal.fetch).updateSettings(PORTAL_ID, {
      informationalBanner: { text: 'Read-only', enabled: true, bgColor: '#ffcc00', fontColor: 'black' },
      blockBetaApps: false,
    });
    const post = portal.seen.at(-1)!;
    expect(post.path).toBe(`/portals/${PORTAL_ID}/settings/update`);
    expect(post.form).toEqual({
      informationalBanner: '{"text":"Read-only","enabled":true,"bgColor":"#ffcc00","fontColor":"black"}',
      blockBetaApps: 'false',
      f: 'json',
      token: 'tok-1-xxxxxxxx',
    });
    await expect(client(portal.fetch).updateSettings(PORTAL_ID, {})).rejects.toBeInstanceOf(ValidationError);
  });

  it('lists roles across 3 pages (start 1-based, num=100, nextStart until -1)', async () => {
    const portal = miniPortal({ roles: 250 });
    const roles = await client(portal.fetch).listRoles(PORTAL_ID);
    expect(roles).toHaveLength(250);
    expect(new Set(roles.map((r) => r.id)).size).toBe(250);
    const pages = portal.seen.filter((s) => s.path.endsWith('/roles')).map((s) => new URL(s.url).searchParams);
    expect(pages.map((p) => [p.get('start'), p.get('num')])).toEqual([
      ['1', '100'],
      ['101', '100'],
      ['201', '100'],
    ]);
  });

  it('role privileges: read, and set as {"privileges":[...]} JSON text', async () => {
    const portal = miniPortal();
    const c = client(portal.fetch);
    expect(await c.getRolePrivileges(PORTAL_ID, ROLE_ID)).toEqual(['portal:user:joinGroup']);
    await c.setRolePrivileges(PORTAL_ID, ROLE_ID, ['portal:user:viewOrgItems', 'portal:user:joinGroup']);
    const post = portal.seen.at(-1)!;
    expect(post.path).toBe(`/portals/${PORTAL_ID}/roles/${ROLE_ID}/setPrivileges`);
    expect(post.form.privileges).toBe('{"privileges":["portal:user:viewOrgItems","portal:user:joinGroup"]}');
    expect(await c.createRole(PORTAL_ID, { name: 'GIS Analysts' })).toEqual({ id: ROLE_ID });
  });

  it('498 refreshes the token once and repeats the call', async () => {
    const portal = miniPortal({ reject: new Set(['tok-1-xxxxxxxx']) });
    expect((await client(portal.fetch).self()).id).toBe(PORTAL_ID);
    expect(portal.issued()).toBe(2);
    expect(portal.seen.map((s) => s.path)).toEqual(['/generateToken', '/portals/self', '/generateToken', '/portals/self']);
    expect(portal.seen[3]!.headers['x-esri-authorization']).toBe('Bearer tok-2-xxxxxxxx');
  });

  it('a second 498 fails cleanly with an AuthError and no loop, and no token in it', async () => {
    const portal = miniPortal({ reject: new Set(['tok-1-xxxxxxxx', 'tok-2-xxxxxxxx']) });
    const err = await failure(client(portal.fetch).self());
    expect(err).toBeInstanceOf(AuthError);
    expect(err.portalCode).toBe(498);
    expect(err.message).toMatch(/freshly issued token/);
    expect(portal.seen).toHaveLength(4);
    noSecrets(err, ['tok-1-xxxxxxxx', 'tok-2-xxxxxxxx', PASSWORD]);
  });

  it('a static token rejected with 498 says the token/API key is invalid or expired', async () => {
    const portal = miniPortal({ reject: new Set(['AAPK-expired-key-31337']) });
    const err = await failure(client(portal.fetch, { auth: { type: 'token', token: 'AAPK-expired-key-31337' } }).self());
    expect(err).toBeInstanceOf(AuthError);
    expect(err.message).toMatch(/token or API key is invalid or expired/);
    expect(portal.seen).toHaveLength(1);
    noSecrets(err, ['AAPK-expired-key-31337']);
  });

  it('refuses ids that are not alphanumeric before any call', async () => {
    const portal = miniPortal();
    const c = client(portal.fetch);
    await expect(c.getSettings('../../admin')).rejects.toBeInstanceOf(ValidationError);
    await expect(c.getRolePrivileges(PORTAL_ID, 'x/../y')).rejects.toBeInstanceOf(ValidationError);
    await expect(c.setRolePrivileges(PORTAL_ID, 'a?b', [])).rejects.toBeInstanceOf(ValidationError);
    expect(portal.seen).toHaveLength(0);
  });

  it('a bad REST root is refused at construction', () => {
    expect(() => client(miniPortal().fetch, { root: 'http://gis.example.org/portal/sharing/rest' })).toThrow(/plain http/);
  });
});

describe('PortalClient fault cases (scripted fetch)', () => {
  const json = (body: unknown): Response => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const token = json({ token: 'tok-scripted-123456', expires: Date.now() + 3_600_000 });

  function scripted(...replies: (Response | Error)[]) {
    const urls: string[] = [];
    const fetch: Fetch = async (input) => {
      urls.push(String(input));
      const reply = replies[Math.min(urls.length - 1, replies.length - 1)]!;
      if (reply instanceof Error) throw reply;
      return reply.clone();
    };
    return { fetch, urls };
  }

  it('roles paging stops when nextStart does not advance', async () => {
    const { fetch } = scripted(token, json({ total: 5, start: 1, num: 100, nextStart: 1, roles: [] }));
    const err = await failure(client(fetch).listRoles(PORTAL_ID));
    expect(err).toBeInstanceOf(PortalError);
    expect(err.code).toBe('invalid_paging');
  });

  it('roles paging stops after 1000 pages of a server that never ends', async () => {
    let start = 1;
    const fetch: Fetch = async (input) => {
      if (String(input).endsWith('/generateToken')) return token.clone();
      start += 100;
      return json({ total: 1e9, start: start - 100, num: 100, nextStart: start, roles: [] });
    };
    const err = await failure(client(fetch).listRoles(PORTAL_ID));
    expect(err.code).toBe('invalid_paging');
    expect(err.message).toContain('1000 pages');
  });

  it('success=false on a write is a PortalError', async () => {
    const { fetch } = scripted(token, json({ success: false }));
    const err = await failure(client(fetch).setRolePrivileges(PORTAL_ID, ROLE_ID, ['portal:user:joinGroup']));
    expect(err).toBeInstanceOf(PortalError);
    expect(err.code).toBe('unsuccessful');
  });

  it('createRole is not retried after a gateway error', async () => {
    const gateway = new Response('<html><title>502 Bad Gateway</title></html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const { fetch, urls } = scripted(token, gateway, json({ success: true, id: ROLE_ID }));
    const err = await failure(client(fetch).createRole(PORTAL_ID, { name: 'x' }));
    expect(err).toBeInstanceOf(TransportError);
    expect(urls).toHaveLength(2);
  });

  it('errors echoing credentials are redacted', async () => {
    const echo = json({ error: { code: 400, message: 'Bad request for token tok-scripted-123456', details: [`password=${PASSWORD}`] } });
    const { fetch } = scripted(token, echo);
    const err = await failure(client(fetch).self());
    expect(err).toBeInstanceOf(PortalError);
    noSecrets(err, ['tok-scripted-123456', PASSWORD]);
  });
});

describe('PortalClient over real HTTP (Hono on @hono/node-server, undici keep-alive fetch)', () => {
  let server: ReturnType<typeof serve> | undefined;
  afterAll(async () => {
    await closeNodeFetch();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('signs in, survives a 502, and reads portals/self', async () => {
    const app = new Hono();
    const hits: string[] = [];
    let selfCalls = 0;
    app.post(`${CTX}/generateToken`, async (c) => {
      hits.push('generateToken');
      const form = new URLSearchParams(await c.req.text());
      if (form.get('password') !== PASSWORD) return c.json({ error: { code: 400, message: 'Unable to generate token.' } });
      return c.json({ token: 'tok-real-http-2468', expires: Date.now() + 3_600_000, ssl: false });
    });
    app.get(`${CTX}/portals/self`, (c) => {
      hits.push(`self ${c.req.header('x-esri-authorization') ?? ''} ${c.req.header('referer') ?? ''} ${c.req.url.includes('tok-') ? 'LEAK' : ''}`.trim());
      selfCalls++;
      if (selfCalls === 1) return c.html('<html><head><title>502 Bad Gateway</title></head></html>', 502);
      return c.json(SELF);
    });
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    const delays: number[] = [];
    const c = new PortalClient({
      root: `http://127.0.0.1:${port}${CTX}`,
      auth: { type: 'password', username: 'gisadmin', password: PASSWORD },
      fetch: nodeFetch,
      sleep: async (ms) => void delays.push(ms),
      random: () => 0.25,
      timeoutMs: 5_000,
    });
    expect(await c.self()).toEqual(SELF);
    expect(hits).toEqual(['generateToken', 'self Bearer tok-real-http-2468 portal-ops', 'self Bearer tok-real-http-2468 portal-ops']);
    expect(delays).toEqual([125]);
  });
});
