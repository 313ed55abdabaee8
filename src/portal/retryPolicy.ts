/**
 * How long to wait before retrying a transient failure: exponential backoff with full jitter
 * (delay drawn uniformly from [0, min(cap, base * 2^(n-1)))), or exactly what the server's
 * `Retry-After` asks for, capped so a misbehaving server cannot park a run for hours.
 */
export interface RetryOptions {
  /** Total attempts including the first. Default 4. 1 disables retries. */
  readonly maxAttempts?: number;
  /** Backoff base in ms. Default 500. */
  readonly baseDelayMs?: number;
  /** Upper bound of a backoff delay in ms. Default 10 000. */
  readonly maxDelayMs?: number;
  /** Upper bound of an honoured `Retry-After` in ms. Default 60 000. */
  readonly maxRetryAfterMs?: number;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export const DEFAULT_RETRY: ResolvedRetryOptions = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
};

export function resolveRetryOptions(options: RetryOptions | undefined): ResolvedRetryOptions {
  const merged = { ...DEFAULT_RETRY, ...options };
  return {
    maxAttempts: Math.max(1, Math.floor(merged.maxAttempts)),
    baseDelayMs: Math.max(0, merged.baseDelayMs),
    maxDelayMs: Math.max(0, merged.maxDelayMs),
    maxRetryAfterMs: Math.max(0, merged.maxRetryAfterMs),
  };
}

/**
 * The delay before attempt `failedAttempt + 1`. `random` returns a number in [0, 1).
 * A server-given `retryAfterMs` wins over the backoff (capped at `maxRetryAfterMs`).
 */
export function retryDelay(
  failedAttempt: number,
  options: ResolvedRetryOptions,
  random: () => number,
  retryAfterMs?: number,
): number {
  if (retryAfterMs !== undefined) return Math.min(Math.max(0, retryAfterMs), options.maxRetryAfterMs);
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (failedAttempt - 1));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}

/** `Retry-After` as delta-seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
