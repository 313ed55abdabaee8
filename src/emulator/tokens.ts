/**
 * Issued tokens, in memory only: a restart (or the `expireTokens` fault) invalidates them all, so
 * a client's 498 refresh path can be exercised.
 */
import { randomAlphanumeric } from './ids.ts';

export interface IssuedToken {
  readonly username: string;
  /** Epoch milliseconds. */
  readonly expires: number;
}

export class TokenStore {
  readonly #tokens = new Map<string, IssuedToken>();

  issue(username: string, expires: number): string {
    const token = randomAlphanumeric(64);
    this.#tokens.set(token, { username, expires });
    return token;
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
