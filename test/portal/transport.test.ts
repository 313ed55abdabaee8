import { describe, expect, it } from 'vitest';
import { AuthError, PermissionError, PortalError, TransportError, type PortalOpsError } from '../../src/errors.ts';
import { createTransport, type PortalTransport, type TransportOptions } from '../../src/portal/transport.ts';
import { parseRetryAfter, retryDelay, DEFAULT_RETRY } from '../../src/portal/retryPolicy.ts';
import type { Fetch, LogFields, Logger } from '../../src/runtime.ts';

const ROOT = 'https://gis.example.org/portal/sharing/rest';
const TOKEN = 'tok-7f3a9c1e5b2d4f6a8c0e';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

type Reply = Response | Error | 'hang';

/** A scripted fetch for fault cases: answers in order (the last answer repeats). */
function scripted(...replies: Reply[]): { fetch: Fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    seen.push({ url: String(input), method: init?.method ?? 'GET', headers, body: typeof init?.body === 'string' ? init.body : '' });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    if (reply === 'hang') return new Promise<Response>(() => {});
    if (reply instanceof Error) throw reply;
    if (reply === undefined) throw new Error('no reply scripted');
    return reply.clone();
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const html = (text: string, status: number): Response => new Response(text, { status, headers: { 'content-type': 'text/html' } });
const GATEWAY = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

function recorder(): { logger: Logger; events: { event: string; fields: LogFields | undefined }[] } {
  const events: { event: string; fields: LogFields | undefined }[] = [];
  const push = (event: string, fields?: LogFields): void => void events.push({ event, fields });
  return { logger: { debug() {}, info: push, warn: push, error: push }, events };
}

function setup(fetch: Fetch, extra: Partial<TransportOptions> = {}) {
  const delays: number[] = [];
  const transport = createTransport({
    root: ROOT,
    fetch,
    sleep: async (ms) => void delays.push(ms),
    random: () => 0.5,
    clock: { now: () => Date.parse('2026-01-01T00:00:00Z') },
    ...extra,
  });
  return { transport, delays };
}

async function failure(p: Promise<unknown>): Promise<PortalOpsError> {
  try {
    await p;
  } catch (err) {
    return err as PortalOpsError;
  }
  throw new Error('expected a failure');
}

describe('PortalTransport requests', () => {
  it('GET: parameters and f=json in the query, the token only in X-Esri-Authorization', async () => {
    const { fetch, seen } = scripted(json({ ok: 1 }));
    const { transport } = setup(fetch);
    const body = await transport.request({
      operation: 'roles',
      method: 'GET',
      path: 'portals/abc/roles',
      params: { start: 1, num: 100, returnPrivileges: true, skip: undefined },
      token: TOKEN,
    });
    expect(body).toEqual({ ok: 1 });
    const call = seen[0]!;
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe(`${ROOT}/portals/abc/roles`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ start: '1', num: '100', returnPrivileges: 'true', f: 'json' });
    expect(call.url).not.toContain(TOKEN);
    expect(call.headers['x-esri-authorization']).toBe(`Bearer ${TOKEN}`);
    expect(call.body).toBe('');
  });

  it('POST: form body with JSON-encoded values and the token as a form field, never in the URL', async () => {
    const { fetch, seen } = scripted(json({ success: true }));
    const { transport } = setup(fetch);
    await transport.request({
      operation: 'settings/update',
      method: 'POST',
      path: 'portals/abc/settings/update',
      params: { informationalBanner: { text: 'Hi & bye', enabled: true }, blockBetaApps: false, list: ['a', 'b'] },
      token: TOKEN,
      idempotent: true,
    });
    const call = seen[0]!;
    expect(call.url).toBe(`${ROOT}/portals/abc/settings/update`);
    expect(call.method).toBe('POST');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers['x-esri-authorization']).toBeUndefined();
    const form = new URLSearchParams(call.body);
    expect(form.get('informationalBanner')).toBe('{"text":"Hi & bye","enabled":true}');
    expect(form.get('blockBetaApps')).toBe('false');
    expect(form.get('list')).toBe('["a","b"]');
    expect(form.get('f')).toBe('json');
    expect(form.get('token')).toBe(TOKEN);
  });

  it('refuses reserved parameters and unsafe paths before calling', async () => {
    const { fetch, seen } = scripted(json({}));
    const { transport } = setup(fetch);
    await expect(transport.request({ operation: 'x', method: 'GET', path: 'a', params: { token: TOKEN } })).rejects.toThrow(/reserved|transport/);
    await expect(transport.request({ operation: 'x', method: 'GET', path: '../admin' })).rejects.toThrow(/unsafe path/);
    await expect(transport.request({ operation: 'x', method: 'GET', path: 'a?b=1' })).rejects.toThrow(/unsafe path/);
    expect(seen).toHaveLength(0);
  });
});

describe('PortalTransport error mapping', () => {
  const get = (t: PortalTransport) => t.request({ operation: 'portals/self', method: 'GET', path: 'portals/self', token: TOKEN });

  it('error bodies on HTTP 200 become typed errors and are not retried', async () => {
    const cases: [unknown, new (...a: never[]) => PortalOpsError, string][] = [
      [{ error: { code: 498, message: 'Invalid token.', details: [] } }, AuthError, 'invalid_token'],
      [{ error: { code: 499, message: 'Token Required', details: [] } }, AuthError, 'token_required'],
      [{ error: { code: 403, messageCode: 'GWM_0003', message: 'You do not have permissions.', details: [] } }, PermissionError, 'forbidden'],
      [{ error: { code: 400, messageCode: 'GWM_0003', message: 'odd', details: [] } }, PermissionError, 'forbidden'],
      [{ error: { code: 400, messageCode: 'ORG_1234', message: "'type' property required.", details: ['detail one'] } }, PortalError, 'portal_error'],
    ];
    for (const [body, type, code] of cases) {
      const { fetch, seen } = scripted(json(body));
      const { transport, delays } = setup(fetch);
      const err = await failure(get(transport));
      expect(err).toBeInstanceOf(type);
      expect(err.code).toBe(code);
      expect(err.operation).toBe('portals/self');
      expect(err.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(delays).toEqual([]);
    }
    const { fetch } = scripted(json(cases[4]![0]));
    const err = await failure(get(setup(fetch).transport));
    expect(err.portalCode).toBe(400);
    expect(err.messageCode).toBe('ORG_1234');
    expect(err.details).toEqual(['detail one']);
    expect(err.message).toContain("'type' property required.");
  });

  it('an HTML gateway page is retried; a 200 HTML page is unexpected_html with a hint', async () => {
    const { fetch, seen } = scripted(html(GATEWAY, 502), json({ id: 'x' }));
    const { transport, delays } = setup(fetch);
    await expect(get(transport)).resolves.toEqual({ id: 'x' });
    expect(seen).toHaveLength(2);
    expect(delays).toEqual([250]); // 0.5 * 500 * 2^0

    const login = scripted(html('<!DOCTYPE html><html><head><title>ArcGIS Enterprise</title></head><body>Sign in</body></html>', 200));
    const err = await failure(get(setup(login.fetch).transport));
    expect(err).toBeInstanceOf(PortalError);
    expect(err.code).toBe('unexpected_html');
    expect(err.message).toContain('/sharing/rest');
    expect(login.seen).toHaveLength(1);

    const gateway200 = scripted(html('<html><body>Service Temporarily Unavailable</body></html>', 200), json({ id: 'y' }));
    await expect(get(setup(gateway200.fetch).transport)).resolves.toEqual({ id: 'y' });
  });

  it('non-JSON is invalid_response; a redirect is not followed', async () => {
    const { fetch } = scripted(new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }));
    const err = await failure(get(setup(fetch).transport));
    expect(err).toBeInstanceOf(PortalError);
    expect(err.code).toBe('invalid_response');

    const redirect = scripted(new Response(null, { status: 302, headers: { location: 'https://idp.example.org/login?state=abc' } }));
    const r = await failure(get(setup(redirect.fetch).transport));
    expect(r.code).toBe('unexpected_redirect');
    expect(r.message).toContain('https://idp.example.org/login');
    expect(r.message).not.toContain('state=abc');
    expect(redirect.seen).toHaveLength(1);
  });

  it('dropped connections are retried with backoff; exhaustion says how many attempts were made', async () => {
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET', message: 'socket hang up' } });
    const { fetch, seen } = scripted(reset);
    const { logger, events } = recorder();
    const { transport, delays } = setup(fetch, { logger });
    const err = await failure(get(transport));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.code).toBe('network_error');
    expect(err.message).toContain('gave up after 4 attempts');
    expect(err.message).toContain('ECONNRESET');
    expect(seen).toHaveLength(4);
    expect(delays).toEqual([250, 500, 1000]);
    expect(events.map((e) => e.event)).toEqual(['portal.retry', 'portal.retry', 'portal.retry']);
    expect(events[0]!.fields).toEqual({ operation: 'portals/self', attempt: 1, delayMs: 250, reason: 'network_error' });
    expect(JSON.stringify(events)).not.toContain(TOKEN);
  });

  it('honours Retry-After in seconds and as an HTTP date, capped', async () => {
    const secs = scripted(json({ error: { code: 429, message: 'slow down' } }, 429, { 'retry-after': '7' }), json({ ok: true }));
    const a = setup(secs.fetch);
    await get(a.transport);
    expect(a.delays).toEqual([7000]);

    const withDate = scripted(
      new Response('', { status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:12 GMT' } }),
      json({ ok: true }),
    );
    const b = setup(withDate.fetch);
    await get(b.transport);
    expect(b.delays).toEqual([12_000]);

    const long = scripted(json({}, 503, { 'retry-after': '3600' }), json({ ok: true }));
    const c = setup(long.fetch);
    await get(c.transport);
    expect(c.delays).toEqual([60_000]);

    const page = new Response('<title>429 Too Many Requests</title>', { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '3' } });
    const d = setup(scripted(page, json({ ok: true })).fetch);
    await get(d.transport);
    expect(d.delays).toEqual([3000]);
  });

  it('JSON error bodies with transient codes are retried, then reported with the attempt count', async () => {
    const { fetch, seen } = scripted(json({ error: { code: 503, message: 'Service unavailable' } }));
    const { transport, delays } = setup(fetch, { retry: { maxAttempts: 3 } });
    const err = await failure(get(transport));
    expect(err).toBeInstanceOf(PortalError);
    expect(err.portalCode).toBe(503);
    expect(err.message).toContain('gave up after 3 attempts');
    expect(seen).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('a non-idempotent call is never retried', async () => {
    const { fetch, seen } = scripted(html(GATEWAY, 502), json({ success: true }));
    const { transport, delays } = setup(fetch);
    const err = await failure(
      transport.request({ operation: 'createRole', method: 'POST', path: 'portals/abc/createRole', params: { name: 'x' }, token: TOKEN }),
    );
    expect(err).toBeInstanceOf(TransportError);
    expect(err.message).toMatch(/not idempotent/);
    expect(seen).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('times out a fetch that never answers, and retries the timeout', async () => {
    const { fetch, seen } = scripted('hang');
    const { transport } = setup(fetch, { timeoutMs: 20, retry: { maxAttempts: 2 } });
    const err = await failure(get(transport));
    expect(err).toBeInstanceOf(TransportError);
    expect(err.code).toBe('timeout');
    expect(err.message).toContain('20 ms');
    expect(err.message).toContain('2 attempts');
    expect(seen).toHaveLength(2);
  });

  it('keeps credential shapes out of messages and causes', async () => {
    const { fetch } = scripted(new TypeError(`connect failed for https://h/x?token=${TOKEN}`));
    const err = await failure(setup(fetch, { retry: { maxAttempts: 1 } }).transport.request({ operation: 'x', method: 'GET', path: 'x' }));
    for (const text of [err.message, JSON.stringify(err), String(err.cause)]) expect(text).not.toContain(TOKEN);
    const body = scripted(json({ error: { code: 400, message: `bad Bearer ${TOKEN}`, details: [`"token":"${TOKEN}"`] } }));
    const e2 = await failure(get(setup(body.fetch).transport));
    for (const text of [e2.message, JSON.stringify(e2)]) expect(text).not.toContain(TOKEN);
  });
});

describe('retry policy', () => {
  it('full jitter stays within [0, min(cap, base * 2^(n-1)))', () => {
    const opts = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    for (let n = 1; n <= 8; n++) {
      const ceiling = Math.min(1000, 100 * 2 ** (n - 1));
      expect(retryDelay(n, opts, () => 0)).toBe(0);
      expect(retryDelay(n, opts, () => 0.999999)).toBeLessThan(ceiling);
      expect(retryDelay(n, opts, () => 0.999999)).toBeGreaterThanOrEqual(ceiling - 1);
      for (let i = 0; i < 50; i++) {
        const d = retryDelay(n, opts, Math.random);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(ceiling);
      }
    }
    expect(retryDelay(1, opts, () => 0.5, 90_000)).toBe(60_000);
  });

  it('parses Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
