import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.ts';
import { createOidcVerifier, GITHUB_ACTIONS_ISSUER, type OidcVerdict } from '../../src/security/oidc.ts';
import type { Clock, Fetch } from '../../src/runtime.ts';

const AUDIENCE = 'portal-ops';
const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;
const clock: Clock = { now: () => NOW_MS };
const KID = 'test-key-1';

const CLAIMS = {
  sub: 'repo:octo-org/portal-config:ref:refs/heads/main',
  repository: 'octo-org/portal-config',
  ref: 'refs/heads/main',
  actor: 'octocat',
  workflow: 'Apply portal changes',
  sha: '3f786850e387550fdab836ed7e6dc881de23001b',
  repository_owner: 'octo-org',
};

let keys: { publicKey: CryptoKey; privateKey: CryptoKey };
let otherKeys: { publicKey: CryptoKey; privateKey: CryptoKey };

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  otherKeys = await generateKeyPair('RS256');
});

// ---- a real JWKS server on 127.0.0.1 ----

interface JwksServer {
  url: string;
  hits: number;
}
const servers: Server[] = [];

async function startServer(handler: (res: ServerResponse) => void | Promise<void>): Promise<JwksServer> {
  const state: JwksServer = { url: '', hits: 0 };
  const server = createServer((req, res) => {
    state.hits++;
    if (req.url !== '/.well-known/jwks') {
      res.writeHead(404).end();
      return;
    }
    void handler(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks`;
  return state;
}

async function startJwksServer(): Promise<JwksServer> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  return startServer((res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

// ---- tokens ----

interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  iat?: number;
  exp?: number;
  key?: CryptoKey;
  kid?: string;
}

function token(options: TokenOptions = {}): Promise<string> {
  const iat = options.iat ?? NOW_S - 10;
  return new SignJWT(options.claims ?? CLAIMS)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: options.kid ?? KID })
    .setIssuer(options.issuer ?? GITHUB_ACTIONS_ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(options.exp ?? iat + 300)
    .sign(options.key ?? keys.privateKey);
}

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function verifier(jwksUrl: string, fetchImpl: Fetch = fetch) {
  return createOidcVerifier({ audience: AUDIENCE, jwksUrl }, { fetch: fetchImpl, clock });
}

/** The verdict, also checking that no part of the token leaked into it. */
async function check(v: ReturnType<typeof verifier>, jwt: string): Promise<OidcVerdict> {
  const verdict = await v.verify(jwt);
  const text = JSON.stringify(verdict);
  for (const part of jwt.split('.').filter((p) => p.length > 8)) expect(text).not.toContain(part.slice(0, 16));
  return verdict;
}

describe('createOidcVerifier', () => {
  it('accepts a GitHub-shaped token and builds the principal, fetching the JWKS through the injected fetch once', async () => {
    const server = await startJwksServer();
    let fetched = 0;
    const v = verifier(server.url, (input, init) => {
      fetched++;
      return fetch(input, init);
    });
    const verdict = await check(v, await token());
    expect(verdict).toEqual({
      ok: true,
      principal: 'github:octo-org/portal-config@refs/heads/main',
      claims: {
        repository: 'octo-org/portal-config',
        ref: 'refs/heads/main',
        actor: 'octocat',
        workflow: 'Apply portal changes',
        sha: '3f786850e387550fdab836ed7e6dc881de23001b',
      },
    });
    await expect(check(v, await token({ claims: { ...CLAIMS, ref: 'refs/tags/v1.2.0' } }))).resolves.toMatchObject({
      ok: true,
      principal: 'github:octo-org/portal-config@refs/tags/v1.2.0',
    });
    expect(fetched).toBe(1);
    expect(server.hits).toBe(1);
  });

  it('omits optional claims that are absent', async () => {
    const server = await startJwksServer();
    const { sub, repository, ref } = CLAIMS;
    await expect(check(verifier(server.url), await token({ claims: { sub, repository, ref } }))).resolves.toEqual({
      ok: true,
      principal: `github:${repository}@${ref}`,
      claims: { repository, ref },
    });
  });

  it('refuses a token for another audience', async () => {
    const server = await startJwksServer();
    await expect(check(verifier(server.url), await token({ audience: 'someone-else' }))).resolves.toMatchObject({ ok: false, code: 'wrong_audience' });
  });

  it('refuses a token from another issuer', async () => {
    const server = await startJwksServer();
    await expect(check(verifier(server.url), await token({ issuer: 'https://evil.example' }))).resolves.toMatchObject({ ok: false, code: 'wrong_issuer' });
  });

  it('refuses expired and not-yet-valid tokens, by the injected clock', async () => {
    const server = await startJwksServer();
    const v = verifier(server.url);
    await expect(check(v, await token({ iat: NOW_S - 3600, exp: NOW_S - 60 }))).resolves.toMatchObject({ ok: false, code: 'expired' });
    await expect(check(v, await token({ iat: NOW_S + 600 }))).resolves.toMatchObject({ ok: false, code: 'bad_token' });
    // Within the 30 s clock tolerance.
    await expect(check(v, await token({ iat: NOW_S - 300, exp: NOW_S - 10 }))).resolves.toMatchObject({ ok: true });
  });

  it('refuses a token without an expiry', async () => {
    const server = await startJwksServer();
    const jwt = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(GITHUB_ACTIONS_ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(NOW_S)
      .sign(keys.privateKey);
    await expect(check(verifier(server.url), jwt)).resolves.toMatchObject({ ok: false, code: 'bad_token' });
  });

  it.each([
    ['repository', { ...CLAIMS, repository: undefined }],
    ['ref', { ...CLAIMS, ref: undefined }],
    ['sub', { ...CLAIMS, sub: undefined }],
    ['an owner/repo repository', { ...CLAIMS, repository: 'portal-config' }],
    ['a refs/ ref', { ...CLAIMS, ref: 'main' }],
    ['a string repository', { ...CLAIMS, repository: 42 }],
  ])('refuses a token missing %s', async (_label, claims) => {
    const server = await startJwksServer();
    await expect(check(verifier(server.url), await token({ claims: JSON.parse(JSON.stringify(claims)) as JWTPayload }))).resolves.toMatchObject({
      ok: false,
      code: 'missing_claims',
    });
  });

  it('refuses a token signed by another key, with an unknown or a reused kid', async () => {
    const server = await startJwksServer();
    const v = verifier(server.url);
    await expect(check(v, await token({ key: otherKeys.privateKey }))).resolves.toMatchObject({ ok: false, code: 'bad_token' });
    await expect(check(v, await token({ key: otherKeys.privateKey, kid: 'other-kid' }))).resolves.toMatchObject({ ok: false, code: 'bad_token' });
  });

  it('refuses an unsigned alg:none token', async () => {
    const server = await startJwksServer();
    const payload = { ...CLAIMS, iss: GITHUB_ACTIONS_ISSUER, aud: AUDIENCE, iat: NOW_S, exp: NOW_S + 300 };
    const v = verifier(server.url);
    for (const alg of ['none', 'None', 'NONE']) {
      const jwt = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}.`;
      await expect(check(v, jwt)).resolves.toMatchObject({ ok: false, code: 'bad_token' });
    }
    // Not even a signature-less token with the right alg and kid gets through.
    await expect(check(v, `${b64url({ alg: 'RS256', kid: KID })}.${b64url(payload)}.`)).resolves.toMatchObject({ ok: false, code: 'bad_token' });
  });

  it('refuses HS256 tokens keyed with the public key (algorithm confusion)', async () => {
    const server = await startJwksServer();
    const v = verifier(server.url);
    const pem = await exportSPKI(keys.publicKey);
    const jwk = JSON.stringify({ ...(await exportJWK(keys.publicKey)), kid: KID });
    for (const secret of [pem, jwk]) {
      const jwt = await new SignJWT(CLAIMS)
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .setIssuer(GITHUB_ACTIONS_ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(NOW_S)
        .setExpirationTime(NOW_S + 300)
        .sign(new TextEncoder().encode(secret));
      await expect(check(v, jwt)).resolves.toMatchObject({ ok: false, code: 'bad_token' });
    }
  });

  it('refuses garbage', async () => {
    const server = await startJwksServer();
    const v = verifier(server.url);
    const real = await token();
    for (const jwt of ['', 'not-a-jwt', 'a.b', 'a.b.c.d', `${real}x`.replace(/\.[^.]+$/, '.AAAA'), 'x'.repeat(20_000), `${b64url({ alg: 'RS256' })}.bm90IGpzb24.AAAA`]) {
      await expect(check(v, jwt)).resolves.toMatchObject({ ok: false, code: 'bad_token' });
    }
  });

  it('reports jwks_unavailable when the JWKS server is down', async () => {
    const server = await startJwksServer();
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    await expect(check(verifier(server.url), await token())).resolves.toMatchObject({ ok: false, code: 'jwks_unavailable' });
  });

  it('reports jwks_unavailable when the JWKS server errors or answers junk', async () => {
    const failing = await startServer((res) => {
      res.writeHead(503).end('unavailable');
    });
    await expect(check(verifier(failing.url), await token())).resolves.toMatchObject({ ok: false, code: 'jwks_unavailable' });
    const junk = await startServer((res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"not":"a jwks"}');
    });
    await expect(check(verifier(junk.url), await token())).resolves.toMatchObject({ ok: false, code: 'jwks_unavailable' });
  });

  it('reports jwks_unavailable when the injected fetch throws', async () => {
    const v = verifier('https://jwks.invalid/.well-known/jwks', () => Promise.reject(new TypeError('fetch failed')));
    await expect(check(v, await token())).resolves.toMatchObject({ ok: false, code: 'jwks_unavailable' });
  });

  it('validates its configuration', () => {
    const deps = { fetch, clock };
    expect(() => createOidcVerifier({ audience: '' }, deps)).toThrow(ConfigError);
    expect(() => createOidcVerifier({ audience: 'a', jwksUrl: 'not a url' }, deps)).toThrow(/OIDC_JWKS_URL/);
    expect(() => createOidcVerifier({ audience: 'a', jwksUrl: 'http://jwks.example/keys' }, deps)).toThrow(/https/);
    expect(() => createOidcVerifier({ audience: 'a', issuer: 'http://issuer.example' }, deps)).toThrow(/OIDC_ISSUER/);
    expect(() => createOidcVerifier({ audience: 'a' }, deps)).not.toThrow();
    expect(() => createOidcVerifier({ audience: 'a', issuer: undefined, jwksUrl: undefined }, deps)).not.toThrow();
  });

  it('derives the JWKS URL from the issuer by default', async () => {
    const urls: string[] = [];
    const v = createOidcVerifier({ audience: AUDIENCE, issuer: 'https://issuer.example/' }, {
      fetch: (input) => {
        urls.push(String(input));
        return Promise.reject(new TypeError('offline'));
      },
      clock,
    });
    await v.verify(await token());
    expect(urls).toEqual(['https://issuer.example/.well-known/jwks']);
  });
});
