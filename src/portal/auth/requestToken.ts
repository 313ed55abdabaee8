/**
 * The two sign-in calls that turn credentials into a token: `generateToken` (username/password,
 * `client=referer`) and `oauth2/token` (client credentials). Both are POSTs, so the secret travels
 * only in the form body; a refusal becomes an `AuthError` with code `invalid_credentials`.
 */
import { AuthError, PortalOpsError } from '../../errors.ts';
import { registerSecret } from '../../security/redact.ts';
import type { Clock } from '../../runtime.ts';
import { isTransientStatus, type JsonObject } from '../portalResponse.ts';
import type { PortalTransport } from '../transport.ts';
import { DEFAULT_EXPIRATION_MINUTES, DEFAULT_REFERER, type AuthConfig } from './authConfig.ts';

export interface IssuedToken {
  readonly token: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** Epoch ms, by the injected clock. */
  readonly obtainedAt: number;
}

type PasswordAuth = Extract<AuthConfig, { type: 'password' }>;
type OAuthAuth = Extract<AuthConfig, { type: 'oauth' }>;

export async function requestPasswordToken(transport: PortalTransport, auth: PasswordAuth, clock: Clock): Promise<IssuedToken> {
  const minutes = auth.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES;
  const referer = auth.referer ?? DEFAULT_REFERER;
  const operation = 'generateToken';
  const body = await refusedAsAuth(operation, `the username/password for "${auth.username}"`, () =>
    transport.request({
      operation,
      method: 'POST',
      path: 'generateToken',
      idempotent: true,
      params: { username: auth.username, password: auth.password, client: 'referer', referer, expiration: minutes },
    }),
  );
  const obtainedAt = clock.now();
  const token = requireToken(operation, body.token);
  const expiresAt = typeof body.expires === 'number' && body.expires > obtainedAt ? body.expires : obtainedAt + minutes * 60_000;
  return { token, expiresAt, obtainedAt };
}

export async function requestOAuthToken(transport: PortalTransport, auth: OAuthAuth, clock: Clock): Promise<IssuedToken> {
  const operation = 'oauth2/token';
  const body = await refusedAsAuth(operation, `the client id/secret for "${auth.clientId}"`, () =>
    transport.request({
      operation,
      method: 'POST',
      path: 'oauth2/token',
      idempotent: true,
      params: {
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
        grant_type: 'client_credentials',
        expiration: auth.expirationMinutes,
      },
    }),
  );
  const obtainedAt = clock.now();
  const token = requireToken(operation, body.access_token);
  const seconds =
    typeof body.expires_in === 'number' && body.expires_in > 0
      ? body.expires_in
      : (auth.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES) * 60;
  return { token, expiresAt: obtainedAt + seconds * 1000, obtainedAt };
}

/**
 * The portal saying no (400/401/403, a token error) means wrong credentials; transport trouble
 * stays as it is, and so does a 429 whose retries ran out: being throttled says nothing about the
 * credentials.
 */
async function refusedAsAuth(operation: string, what: string, call: () => Promise<JsonObject>): Promise<JsonObject> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PortalOpsError)) throw err;
    const refused =
      err.kind === 'auth' ||
      err.kind === 'permission' ||
      (err.kind === 'portal' && err.portalCode !== undefined && err.portalCode >= 400 && err.portalCode < 500 && !isTransientStatus(err.portalCode));
    if (!refused) throw err;
    const reason = err.message.startsWith(`${operation}: `) ? err.message.slice(operation.length + 2) : err.message;
    throw new AuthError(`${operation}: the portal refused ${what}: ${reason}`, {
      code: 'invalid_credentials',
      operation,
      details: err.details,
      ...(err.status === undefined ? {} : { status: err.status }),
      ...(err.portalCode === undefined ? {} : { portalCode: err.portalCode }),
      ...(err.messageCode === undefined ? {} : { messageCode: err.messageCode }),
    });
  }
}

function requireToken(operation: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw new AuthError(`${operation}: the portal answered without a token.`, { code: 'invalid_response', operation });
  }
  registerSecret(value);
  return value;
}
