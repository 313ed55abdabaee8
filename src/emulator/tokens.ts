/**
 * Issued tokens, in memory only: a restart (or the `expireTokens` fault) invalidates them all, so
 * a client's 498 refresh path can be exercised. Every issued token is also remembered (revoked or
 * not, up to `ISSUED_HISTORY` of the latest) so that tests can scan output for tokens that were
 * handed out and must never be printed (`GET /__emulator/tokens`).
 */
import { randomAlphanumeric } from './ids.ts';

export interface IssuedToken {
  readonly username: string;
  /** Epoch milliseconds. */
  readonly expires: number;
}

/** A token as the `tokens` hook lists it; `active`: it would still be accepted at `now`. */
export interface IssuedTokenRecord extends IssuedToken {
  readonly token: string;
  readonly active: boolean;
}

/** Bounds the history of a long-running emulator; far more than any test issues. */
export const ISSUED_HISTORY = 10_000;

export class TokenStore {
  readonly #tokens = new Map<string, IssuedToken>();
  readonly #issued: { token: string; issued: IssuedToken }[] = [];

  issue(username: string, expires: number): string {
    const token = randomAlphanumeric(64);
    const issued = { username, expires };
    this.#tokens.set(token, issued);
    this.#issued.push({ token, issued });
    if (this.#issued.length > ISSUED_HISTORY) this.#issued.shift();
    return token;
  }

  /** Every token issued since start (the latest `ISSUED_HISTORY`), oldest first. */
  history(now: number): IssuedTokenRecord[] {
    return this.#issued.map(({ token, issued }) => ({ token, ...issued, active: this.#tokens.get(token) === issued && issued.expires > now }));
  }

  /** The token's owner, or undefined when it is unknown, revoked or expired at `now`. */
  verify(token: string, now: number): IssuedToken | undefined {
    const found = this.#tokens.get(token);
    if (found === undefined) return undefined;
    if (found.expires <= now) {
      this.#tokens.delete(token);
      return undefined;
    }
    return found;
  }

  revokeAll(): void {
    this.#tokens.clear();
  }

  get size(): number {
    return this.#tokens.size;
  }
}
