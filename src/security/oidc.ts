/**
 * GitHub Actions OIDC token verification (`Authorization: Bearer <jwt>` from
 * `core.getIDToken(audience)`), runtime-agnostic: `jose` over Web Crypto and the injected fetch.
 *
 * Checked: RS256 signature against the issuer's JWKS (no other algorithm, so neither `alg: none`
 * nor HS256 "algorithm confusion" with the public key as HMAC secret get through), `iss`, `aud`,
 * `exp` (required) and `nbf` against the injected clock, a non-empty `sub`, and the claims the
 * policy keys on: `repository` (`owner/repo`) and `ref` (`refs/...`). The principal is
 * `github:<repository>@<ref>`. The token never appears in a verdict.
 */
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { ConfigError } from '../errors.ts';
import type { Clock, Fetch } from '../runtime.ts';

export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';
/** JWKS cache lifetime: keys are refetched after this even if nothing changed. */
const JWKS_CACHE_MAX_AGE_MS = 10 * 60 * 1000;
/** After a fetch, an unknown `kid` does not trigger another fetch for this long: bounds what a stranger's tokens can cost. */
const JWKS_COOLDOWN_MS = 30 * 1000;
const JWKS_TIMEOUT_MS = 5000;
/** Allowed clock skew for `exp`/`nbf`/`iat`. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** GitHub's tokens are about 1 KB; anything far larger is not one. */
const MAX_TOKEN_LENGTH = 16 * 1024;

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const REF = /^refs\/[^\s]+$/;

export interface OidcConfig {
  /** Expected `iss`; default GitHub Actions'. `OIDC_ISSUER`. */
  readonly issuer?: string | undefined;
  /** Expected `aud`, required. `OIDC_AUDIENCE`. */
  readonly audience: string;
  /** Default `${issuer}/.well-known/jwks`. Must be https, except on loopback hosts. `OIDC_JWKS_URL`. */
  readonly jwksUrl?: string | undefined;
}

export interface OidcDeps {
  readonly fetch: Fetch;
  readonly clock: Clock;
}

export interface OidcClaims {
  repository: string;
  ref: string;
  actor?: string;
  workflow?: string;
  sha?: string;
}

export type OidcFailureCode = 'bad_token' | 'expired' | 'wrong_issuer' | 'wrong_audience' | 'missing_claims' | 'jwks_unavailable';

export type OidcVerdict = { ok: true; principal: string; claims: OidcClaims } | { ok: false; code: OidcFailureCode; message: string };

export interface OidcVerifier {
  verify(jwt: string): Promise<OidcVerdict>;
}

/**
 * Builds a verifier; the JWKS is fetched lazily on first use, cached for 10 minutes, refetched at
 * most every 30 s for an unknown `kid`. Bad configuration throws `ConfigError` at once.
 */
export function createOidcVerifier(config: OidcConfig, deps: OidcDeps): OidcVerifier {
  const issuer = config.issuer === undefined || config.issuer.trim() === '' ? GITHUB_ACTIONS_ISSUER : config.issuer.trim();
  const audience = config.audience.trim();
  if (audience === '') throw new ConfigError('OIDC_AUDIENCE is required for OIDC authentication');
  const issuerUrl = parseUrl(issuer, 'OIDC_ISSUER');
  const jwksUrl = parseUrl(
    config.jwksUrl === undefined || config.jwksUrl.trim() === '' ? `${issuer.replace(/\/+$/, '')}/.well-known/jwks` : config.jwksUrl.trim(),
    'OIDC_JWKS_URL',
  );
  requireSecureUrl(issuerUrl, 'OIDC_ISSUER');
  requireSecureUrl(jwksUrl, 'OIDC_JWKS_URL');

  const jwks = createRemoteJWKSet(jwksUrl, {
    [customFetch]: (url, init) => deps.fetch(url, init),
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    cooldownDuration: JWKS_COOLDOWN_MS,
    timeoutDuration: JWKS_TIMEOUT_MS,
  });

  return {
    async verify(jwt: string): Promise<OidcVerdict> {
      const token = jwt.trim();
      if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return fail('bad_token', 'not a signed JWT');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer,
          audience,
          algorithms: ['RS256'],
          requiredClaims: ['exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(deps.clock.now()),
        }));
      } catch (error) {
        return classify(error);
      }
      return checkClaims(payload);
    },
  };
}

function checkClaims(payload: JWTPayload): OidcVerdict {
  const { sub, repository, ref } = payload;
  const missing: string[] = [];
  if (typeof sub !== 'string' || sub === '') missing.push('sub');
  if (typeof repository !== 'string' || !REPOSITORY.test(repository)) missing.push('repository (owner/repo)');
  if (typeof ref !== 'string' || !REF.test(ref)) missing.push('ref (refs/...)');
  if (missing.length > 0 || typeof repository !== 'string' || typeof ref !== 'string') {
    return fail('missing_claims', `token lacks required claims: ${missing.join(', ')}`);
  }
  const claims: OidcClaims = { repository, ref };
  for (const name of ['actor', 'workflow', 'sha'] as const) {
    const value = payload[name];
    if (typeof value === 'string' && value !== '') claims[name] = value;
  }
  return { ok: true, principal: `github:${repository}@${ref}`, claims };
}

/** Maps jose's errors (by `code`, robust to duplicated jose copies) to verdicts; no token text is kept. */
function classify(error: unknown): OidcVerdict {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  const claim = typeof error === 'object' && error !== null && 'claim' in error ? String(error.claim) : undefined;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return fail('expired', 'token has expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'iss') return fail('wrong_issuer', 'token was issued by an unexpected issuer');
      if (claim === 'aud') return fail('wrong_audience', 'token is for another audience');
      if (claim === 'nbf') return fail('bad_token', 'token is not valid yet');
      if (claim === 'exp') return fail('bad_token', 'token has no expiry');
      return fail('bad_token', `token claim ${claim ?? 'unknown'} is invalid`);
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return fail('bad_token', 'token algorithm is not allowed (RS256 only)');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return fail('bad_token', 'token signature is invalid');
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return fail('bad_token', 'token was not signed by a key of the issuer');
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return fail('bad_token', 'token is malformed');
    case 'ERR_JWKS_TIMEOUT':
      return fail('jwks_unavailable', 'timed out fetching the issuer keys (JWKS)');
    case 'ERR_JWKS_INVALID':
    case 'ERR_JWK_INVALID':
      return fail('jwks_unavailable', 'the issuer keys (JWKS) are invalid');
    default:
      // ERR_JOSE_GENERIC (non-200, unparsable body) and anything fetch threw (connection refused, DNS).
      return fail('jwks_unavailable', 'could not fetch the issuer keys (JWKS)');
  }
}

function fail(code: OidcFailureCode, message: string): OidcVerdict {
  return { ok: false, code, message };
}

function parseUrl(text: string, variable: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new ConfigError(`${variable} is not a valid URL`);
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function requireSecureUrl(url: URL, variable: string): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return;
  throw new ConfigError(`${variable} must be an https URL (http only on localhost)`);
}
