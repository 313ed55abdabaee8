/**
 * What the core needs from its host, passed in by each face so the core runs unchanged on Node,
 * Workers, Deno, Bun and Lambda: a fetch, a clock, a logger.
 */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export type LogFields = Record<string, unknown>;

/** Structured logging: an event name and fields. Implementations must not be handed secrets, and redact anyway. */
export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
