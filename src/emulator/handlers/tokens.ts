/**
 * `generateToken` (username/password, `client=referer`) and `oauth2/token` (client credentials).
 */
import type { CallContext } from '../core.ts';
import { badParameter, PortalFailure, unableToGenerateToken } from '../portalErrors.ts';

/** The real service caps requested lifetimes; the emulator uses the spec's long-token default, 14 days. */
const MAX_EXPIRATION_MINUTES = 20_160;

function lifetimeMs(requestedMinutes: string | undefined, defaultSeconds: number): number {
  const minutes = requestedMinutes === undefined || requestedMinutes === '' ? NaN : Number(requestedMinutes);
  if (!Number.isFinite(minutes) || minutes <= 0) return defaultSeconds * 1000;
  return Math.min(minutes, MAX_EXPIRATION_MINUTES) * 60_000;
}

export function generateToken({ core, params }: CallContext): unknown {
  const username = params.get('username') ?? '';
  const password = params.get('password') ?? '';
  const client = params.get('client') ?? 'referer';
  const missing: string[] = [];
  if (username === '') missing.push("'username' must be specified.");
  if (password === '') missing.push("'password' must be specified.");
  if (client === 'referer' && (params.get('referer') ?? '') === '') missing.push("'referer' must be specified.");
  if (!['referer', 'requestip', 'ip'].includes(client)) missing.push(`'client' value '${client}' is not supported.`);
  if (missing.length > 0) throw new PortalFailure(400, 'Unable to generate token.', missing);

  const user = core.options.users.find((u) => u.username === username);
  if (user === undefined || user.password !== password) throw unableToGenerateToken('Invalid username or password.');

  const expires = core.options.now() + lifetimeMs(params.get('expiration'), core.options.tokenTtlSeconds);
  return { token: core.tokens.issue(username, expires), expires, ssl: true };
}

/** OAuth-style failure inside the portal error envelope, as the service answers on HTTP 200. */
function oauthFailure(error: string, description: string): PortalFailure {
  const failure = badParameter(description);
  Object.assign(failure.body.error, { error, error_description: description });
  return failure;
}

export function oauth2Token({ core, params }: CallContext): unknown {
  const grantType = params.get('grant_type') ?? '';
  if (grantType !== 'client_credentials') {
    throw oauthFailure('unsupported_grant_type', `Unsupported grant_type '${grantType}'; the emulator supports client_credentials.`);
  }
  const clientId = params.get('client_id') ?? '';
  const client = core.options.clients.find((c) => c.clientId === clientId);
  if (client === undefined) throw oauthFailure('invalid_client_id', 'Invalid client_id');
  if (client.clientSecret !== (params.get('client_secret') ?? '')) throw oauthFailure('invalid_client', 'Invalid client_secret');

  const ms = lifetimeMs(params.get('expiration'), core.options.tokenTtlSeconds);
  const token = core.tokens.issue(client.username, core.options.now() + ms);
  return { access_token: token, expires_in: Math.floor(ms / 1000) };
}
