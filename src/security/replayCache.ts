/**
 * Replay protection for signed webhooks: remember each accepted message id for long enough that its
 * signature can no longer pass the timestamp check, and refuse a second sighting in that time.
 *
 * `ReplayCache` is per isolate / per process: memory only, nothing shared. That is enough for one
 * Node process, but a Worker runs many isolates and a Lambda many containers, and each has its own
 * cache, so a replay that lands on another isolate is NOT caught. Real protection across instances
 * needs a shared store with an atomic "insert if absent, with expiry": a Durable Object, Redis
 * `SET id 1 NX PX ttl`, DynamoDB `PutItem` with `attribute_not_exists` and a TTL attribute, or a SQL
 * unique key. Implement `ReplayStore` over it and hand it to the face in place of a `ReplayCache`.
 * (Cloudflare KV is eventually consistent and cannot give that guarantee.)
 *
 * Call it only AFTER the signature verified, so that unauthenticated requests cannot fill the cache,
 * and key it by principal and id (e.g. `${principal}\n${id}`) so senders cannot collide.
 */
import { ConfigError } from '../errors.ts';

/** Where replay protection plugs in. `true`: first sighting (now remembered); `false`: seen within the ttl. */
export interface ReplayStore {
  checkAndRemember(id: string, nowMs: number): Promise<boolean> | boolean;
}

export interface ReplayCacheOptions {
  /**
   * How long an id is remembered. Must be at least twice the signature tolerance: a timestamp is
   * accepted from `tolerance` before it until `tolerance` after it. Default 10 minutes, which covers
   * the 5-minute Standard Webhooks tolerance (the boundary itself counts as "within").
   */
  readonly ttlMs?: number | undefined;
  /** Most ids held; when full the oldest is forgotten (losing its protection). Default 10 000. */
  readonly maxEntries?: number | undefined;
}

export const DEFAULT_REPLAY_TTL_MS = 10 * 60 * 1000;
export const DEFAULT_REPLAY_MAX_ENTRIES = 10_000;

export class ReplayCache implements ReplayStore {
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** id → when first seen; Map iteration is insertion order, so the first entry is the oldest. */
  readonly #seen = new Map<string, number>();

  constructor(options: ReplayCacheOptions = {}) {
    const ttlMs = options.ttlMs ?? DEFAULT_REPLAY_TTL_MS;
    const maxEntries = options.maxEntries ?? DEFAULT_REPLAY_MAX_ENTRIES;
    if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new ConfigError('replay cache ttlMs must be a positive number');
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new ConfigError('replay cache maxEntries must be a positive integer');
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** Ids currently remembered (expired ones are dropped lazily). */
  get size(): number {
    return this.#seen.size;
  }

  checkAndRemember(id: string, nowMs: number): boolean {
    this.#purge(nowMs);
    const seenAt = this.#seen.get(id);
    if (seenAt !== undefined && nowMs - seenAt <= this.ttlMs) return false;
    // Re-inserting moves the id to the end, keeping insertion order = age order.
    this.#seen.delete(id);
    this.#seen.set(id, nowMs);
    while (this.#seen.size > this.maxEntries) {
      const oldest = this.#seen.keys().next();
      if (oldest.done === true) break;
      this.#seen.delete(oldest.value);
    }
    return true;
  }

  /** Drops expired ids from the old end; stops at the first live one, so the cost is amortised O(1). */
  #purge(nowMs: number): void {
    for (const [id, seenAt] of this.#seen) {
      if (nowMs - seenAt <= this.ttlMs) break;
      this.#seen.delete(id);
    }
  }
}
