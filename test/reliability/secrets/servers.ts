/**
 * Loopback stand-ins the secrets suite points the faces at: a hostile portal in front of the
 * emulator that can echo the caller's request (credentials included) back in its error answers,
 * a recorder for Slack's response_url and the GitHub API, and a GitHub OIDC issuer with the
 * runner's token service. Everything listens on 127.0.0.1 and closes with `close()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface Loopback {
  readonly url: string;
  close(): Promise<void>;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Serves `handler` on an ephemeral loopback port, with the request body read. */
export async function serve(handler: (req: RecordedRequest, res: ServerResponse) => void | Promise<void>): Promise<Loopback> {
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers, body: Buffer.concat(chunks).toString('utf8') };
      Promise.resolve(handler(recorded, res)).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** How the hostile portal answers a matching call instead of forwarding it. */
export type EchoMode =
  /** HTTP 200 with a portal error body whose message and details quote the request. */
  | 'json'
  /** HTTP 502 with a proxy's HTML page quoting the request. */
  | 'html'
  /** HTTP 400 plain text starting with the request body (a WAF's answer). */
  | 'text';

export interface HostilePortal extends Loopback {
  /** Every request that came in, as the faces sent it. */
  readonly received: RecordedRequest[];
  /**
   * The next `times` calls whose path ends with `operation` are answered in `mode`; `pad` filler
   * characters go before the quoted values, so a sweep puts them at every position of a message.
   */
  echo(operation: string, mode: EchoMode, times?: number, pad?: number): void;
  /** Echo answers still to give: 0 once a scenario has met every one it set up. */
  pendingEchoes(): number;
  clear(): void;
}

/**
 * A portal that repeats what it was sent: real gateways and misconfigured portals do quote the
 * request in error pages. Everything else is forwarded to `target` (the emulator's origin).
 */
export async function hostilePortal(target: string): Promise<HostilePortal> {
  const received: RecordedRequest[] = [];
  let rules: Array<{ operation: string; mode: EchoMode; left: number; pad: number }> = [];
  const server = await serve(async (req, res) => {
    received.push(req);
    const path = req.url.split('?')[0] ?? '';
    const rule = rules.find((r) => path.endsWith(`/${r.operation}`));
    if (rule !== undefined) {
      rule.left -= 1;
      rules = rules.filter((r) => r.left > 0);
      answerWithEcho(req, rule.mode, rule.pad, res);
      return;
    }
    const forwarded = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k))),
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: req.body }),
    }).catch(() => undefined);
    if (forwarded === undefined) {
      res.socket?.destroy();
      return;
    }
    const text = await forwarded.text();
    res.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  });
  return {
    ...server,
    received,
    echo: (operation, mode, times = 1, pad = 0) => void rules.push({ operation, mode, left: times, pad }),
    pendingEchoes: () => rules.reduce((n, r) => n + r.left, 0),
    clear: () => {
      received.length = 0;
      rules = [];
    },
  };
}

function answerWithEcho(req: RecordedRequest, mode: EchoMode, pad: number, res: ServerResponse): void {
  const auth = ['authorization', 'x-esri-authorization'].map((h) => `${h}: ${req.headers[h] ?? ''}`);
  const decoded = Object.fromEntries(new URLSearchParams(req.body));
  const values = `${'.'.repeat(pad)}${Object.values(decoded).join(' ')}`;
  const quoted = `${req.method} ${req.url} ${auth.join(' ')} body=${req.body} decoded=${JSON.stringify(decoded)}`;
  if (mode === 'json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 400, message: `Unable to process ${values} ${quoted}`, details: [req.body, ...auth, ...Object.values(decoded)] } }));
  } else if (mode === 'html') {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end(`<html><head><title>502 Bad Gateway ${values}</title></head><body><pre>${quoted}</pre></body></html>`);
  } else {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(`${values} ${quoted}`);
  }
}

/** Records every request and answers `respond`'s status and JSON (default 200 `{"ok":true}`). */
export async function recorder(respond: (req: RecordedRequest) => { status: number; body: unknown } = () => ({ status: 200, body: { ok: true } })): Promise<Loopback & { received: RecordedRequest[] }> {
  const received: RecordedRequest[] = [];
  const server = await serve((req, res) => {
    received.push(req);
    const answer = respond(req);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  return { ...server, received };
}

export interface OidcIssuer extends Loopback {
  readonly issuer: string;
  readonly jwksUrl: string;
  /** Every JWT this issuer (or its impostor key) signed: bearer credentials to look for. */
  readonly issued: string[];
  sign(claims?: Record<string, unknown>, options?: { audience?: string; key?: 'impostor' }): Promise<string>;
  /** ACTIONS_ID_TOKEN_REQUEST_URL: answers `{ value: <jwt> }` only to the runner's bearer `requestToken`. */
  readonly tokenServiceUrl: string;
}

/** A GitHub-style OIDC issuer: JWKS, signer, and the runner's token service in one server. */
export async function oidcIssuer(audience: string, requestToken: string): Promise<OidcIssuer> {
  const keys = await generateKeyPair('RS256');
  const impostor = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const issued: string[] = [];
  let issuer = '';
  const sign = async (claims: Record<string, unknown> = {}, options: { audience?: string; key?: 'impostor' } = {}): Promise<string> => {
    const jwt = await new SignJWT({ repository: 'acme/portal-config', ref: 'refs/heads/main', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('repo:acme/portal-config:ref:refs/heads/main')
      .setIssuer(issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(options.key === 'impostor' ? impostor.privateKey : keys.privateKey);
    issued.push(jwt);
    return jwt;
  };
  const server = await serve(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url.startsWith('/oidc/jwks')) return void res.end(JSON.stringify({ keys: [jwk] }));
    if (req.url.startsWith('/token') && req.headers['authorization'] === `Bearer ${requestToken}`) {
      const requested = new URL(req.url, 'http://x').searchParams.get('audience') ?? audience;
      return void res.end(JSON.stringify({ value: await sign({}, { audience: requested }) }));
    }
    res.writeHead(401);
    res.end(JSON.stringify({ message: 'unauthorized' }));
  });
  issuer = `${server.url}/oidc`;
  return { ...server, issuer, jwksUrl: `${issuer}/jwks`, issued, sign, tokenServiceUrl: `${server.url}/token?api-version=2.0` };
}
