/**
 * One `TokenProvider` per portal: hands out a valid token, caches it until shortly before it
 * expires (by the injected clock), shares one in-flight sign-in among concurrent callers, and never
 * caches a failure. A static token or API key is used as-is and cannot be refreshed.
 */
import { ConfigError } from '../../errors.ts';
import { registerSecret } from '../../security/redact.ts';
import { systemClock, type Clock } from '../../runtime.ts';
import type { PortalTransport } from '../transport.ts';
import { DEFAULT_REFERER, type AuthConfig, type AuthType } from './authConfig.ts';
import { requestOAuthToken, requestPasswordToken, type IssuedToken } from './requestToken.ts';

export interface TokenProvider {
  readonly type: AuthType;
  /** False for a static token/API key: a 498 cannot be cured by asking again. */
  readonly refreshable: boolean;
  /** The referer a generated token is bound to; requests send it as the `Referer` header. */
  readonly referer?: string;
  getToken(): Promise<string>;
  /** Forget `token` (after the portal rejected it) so the next `getToken` signs in again. */
  invalidate(token: string): void;
}

export interface TokenProviderDeps {
  readonly transport: PortalTransport;
  readonly clock?: Clock;
}

/** Refresh when within this margin of expiry: 2 minutes, or 10% of the lifetime for short tokens. */
export const REFRESH_MARGIN_MS = 2 * 60_000;

export function createTokenProvider(auth: AuthConfig, deps: TokenProviderDeps): TokenProvider {
  const clock = deps.clock ?? systemClock;
  switch (auth.type) {
    case 'token': {
      requireValue(auth.token, 'token');
      registerSecret(auth.token);
      return staticTokenProvider(auth.token);
    }
    case 'password': {
      requireValue(auth.username, 'username');
      requireValue(auth.password, 'password');
      registerSecret(auth.password);
      const referer = auth.referer ?? DEFAULT_REFERER;
      return new RefreshingTokenProvider('password', clock, () => requestPasswordToken(deps.transport, auth, clock), referer);
    }
    case 'oauth': {
      requireValue(auth.clientId, 'clientId');
      requireValue(auth.clientSecret, 'clientSecret');
      registerSecret(auth.clientSecret);
      return new RefreshingTokenProvider('oauth', clock, () => requestOAuthToken(deps.transport, auth, clock));
    }
  }
}

function staticTokenProvider(token: string): TokenProvider {
  return {
    type: 'token',
    refreshable: false,
    getToken: () => Promise.resolve(token),
    invalidate: () => {},
  };
}

class RefreshingTokenProvider implements TokenProvider {
  readonly refreshable = true;
  readonly type: AuthType;
  readonly referer?: string;
  readonly #clock: Clock;
  readonly #issue: () => Promise<IssuedToken>;
  #cached: IssuedToken | undefined;
  #inFlight: Promise<string> | undefined;

  constructor(type: AuthType, clock: Clock, issue: () => Promise<IssuedToken>, referer?: string) {
    this.type = type;
    this.#clock = clock;
    this.#issue = issue;
    if (referer !== undefined) this.referer = referer;
  }

  getToken(): Promise<string> {
    const cached = this.#cached;
    if (cached !== undefined && !this.#dueForRefresh(cached)) return Promise.resolve(cached.token);
    if (this.#inFlight !== undefined) return this.#inFlight;
    const pending = this.#issue().then(
      (issued) => {
        this.#inFlight = undefined;
        this.#cached = issued;
        return issued.token;
      },
      (err: unknown) => {
        this.#inFlight = undefined;
        throw err;
      },
    );
    this.#inFlight = pending;
    return pending;
  }

  invalidate(token: string): void {
    if (this.#cached?.token === token) this.#cached = undefined;
  }

  #dueForRefresh(issued: IssuedToken): boolean {
    const lifetime = Math.max(0, issued.expiresAt - issued.obtainedAt);
    const margin = Math.min(REFRESH_MARGIN_MS, lifetime * 0.1);
    return this.#clock.now() >= issued.expiresAt - margin;
  }
}

function requireValue(value: string, name: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(`Portal auth: "${name}" is empty.`, { code: 'missing_credentials' });
  }
}
