/**
 * The one place that talks HTTP to a portal. It always asks for `f=json`, keeps the token out of
 * every URL (GET: `X-Esri-Authorization` header; POST: `token` form field), puts a timeout on every
 * call, never follows redirects (a redirect would carry credentials elsewhere), maps every answer
 * through `interpretAnswer`, and retries transient failures of idempotent calls with backoff.
 */
import {
  AuthError,
  PermissionError,
  PortalError,
  PortalOpsError,
  TransportError,
  ValidationError,
  type PortalOpsErrorOptions,
} from '../errors.ts';
import { silentLogger, sleep as realSleep, systemClock, type Clock, type Fetch, type Logger } from '../runtime.ts';
import { interpretAnswer, type JsonObject, type PortalOutcome } from './portalResponse.ts';
import { parseRetryAfter, resolveRetryOptions, retryDelay, type ResolvedRetryOptions, type RetryOptions } from './retryPolicy.ts';

export type ParamValue = string | number | boolean | null | undefined | readonly unknown[] | { readonly [key: string]: unknown };
export type Params = Readonly<Record<string, ParamValue>>;

export interface PortalRequest {
  /** Name used in errors and logs, e.g. `settings/update`. */
  readonly operation: string;
  readonly method: 'GET' | 'POST';
  /** Relative to the REST root, e.g. `portals/self`. */
  readonly path: string;
  /** `undefined` values are left out; objects and arrays are sent as JSON text. */
  readonly params?: Params;
  readonly token?: string;
  /** Sent as the `Referer` header (tokens generated with `client=referer` are bound to it). */
  readonly referer?: string;
  /** Safe to repeat: sends the full desired value. Default: true for GET, false for POST. */
  readonly idempotent?: boolean;
}

export interface TransportOptions {
  /** The REST root, e.g. `https://gis.example.org/portal/sharing/rest` (see `parseRestRoot`). */
  readonly root: string;
  readonly fetch: Fetch;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Per attempt, covering headers and body. Default 30 000. */
  readonly timeoutMs?: number;
  readonly retry?: RetryOptions;
  readonly sleep?: (ms: number) => Promise<void>;
  /** In [0, 1); drives the backoff jitter. */
  readonly random?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const RESERVED = new Set(['f', 'token']);
const SAFE_PATH = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

type Attempt = PortalOutcome & { readonly retryAfterMs?: number };

export class PortalTransport {
  readonly root: string;
  readonly timeoutMs: number;
  readonly #fetch: Fetch;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #retry: ResolvedRetryOptions;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #random: () => number;

  constructor(options: TransportOptions) {
    this.root = options.root.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#retry = resolveRetryOptions(options.retry);
    this.#sleep = options.sleep ?? realSleep;
    this.#random = options.random ?? Math.random;
  }

  /** Performs the call (with retries when allowed) and returns the portal's JSON object, or throws a typed error. */
  async request(req: PortalRequest): Promise<JsonObject> {
    const { url, init } = this.#build(req);
    const idempotent = req.idempotent ?? req.method === 'GET';
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#attempt(req.operation, url, init);
      if (outcome.ok) return outcome.body;
      if (!outcome.retryable) throw attempt > 1 ? annotate(outcome.error, ` (on attempt ${attempt})`) : outcome.error;
      if (!idempotent) {
        throw annotate(
          outcome.error,
          ` Not retried because ${req.operation} is not idempotent; check whether it took effect before repeating it.`,
        );
      }
      if (attempt >= this.#retry.maxAttempts) throw annotate(outcome.error, afterAttempts(attempt));
      const delayMs = retryDelay(attempt, this.#retry, this.#random, outcome.retryAfterMs);
      this.#logger.warn('portal.retry', { operation: req.operation, attempt, delayMs, reason: reasonOf(outcome.error) });
      await this.#sleep(delayMs);
    }
  }

  #build(req: PortalRequest): { url: string; init: RequestInit } {
    if (!SAFE_PATH.test(req.path) || req.path.split('/').some((s) => s === '.' || s === '..')) {
      throw new ValidationError(`${req.operation}: refusing to call an unsafe path`, [
        { path: '', message: `path "${req.path}" is not a plain relative REST path` },
      ]);
    }
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(req.params ?? {})) {
      if (RESERVED.has(key.toLowerCase())) {
        throw new ValidationError(`${req.operation}: "${key}" is set by the transport, not by callers`, [
          { path: key, message: 'reserved parameter' },
        ]);
      }
      const encoded = encodeParam(value);
      if (encoded !== undefined) form.append(key, encoded);
    }
    form.set('f', 'json');

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.referer !== undefined) headers['Referer'] = req.referer;
    let url = `${this.root}/${req.path}`;
    const init: RequestInit = { method: req.method, headers, redirect: 'manual' };
    if (req.method === 'GET') {
      url += `?${form.toString()}`;
      if (req.token !== undefined) headers['X-Esri-Authorization'] = `Bearer ${req.token}`;
    } else {
      if (req.token !== undefined) form.set('token', req.token);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = form.toString();
    }
    return { url, init };
  }

  async #attempt(operation: string, url: string, init: RequestInit): Promise<Attempt> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const started = this.#clock.now();
    try {
      const res = await untilAborted(this.#fetch(url, { ...init, signal }), signal);
      const text = await untilAborted(res.text(), signal);
      const outcome = interpretAnswer(operation, {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        location: res.headers.get('location'),
        text,
      });
      this.#logger.debug('portal.response', { operation, status: res.status, ms: this.#clock.now() - started });
      if (outcome.ok || !outcome.retryable) return outcome;
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), this.#clock.now());
      return retryAfterMs === undefined ? outcome : { ...outcome, retryAfterMs };
    } catch (err) {
      if (err instanceof PortalOpsError) return { ok: false, retryable: false, error: err };
      if (signal.aborted) {
        return {
          ok: false,
          retryable: true,
          error: new TransportError(`${operation}: no answer from the portal within ${this.timeoutMs} ms.`, {
            code: 'timeout',
            operation,
          }),
        };
      }
      return {
        ok: false,
        retryable: true,
        error: new TransportError(`${operation}: network error: ${describe(err)}`, {
          code: 'network_error',
          operation,
          cause: err,
        }),
      };
    }
  }
}

export function createTransport(options: TransportOptions): PortalTransport {
  return new PortalTransport(options);
}

/** Form/query encoding: strings as-is, numbers and booleans as text, objects, arrays and null as JSON text. */
export function encodeParam(value: ParamValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if the fetch ignores the signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const inner = cause && typeof cause === 'object' ? [cause.code, cause.message].filter((x) => typeof x === 'string') : [];
  return inner.length > 0 ? `${err.message} (${inner.join(': ')})` : err.message;
}

function reasonOf(error: PortalOpsError): string {
  const parts: string[] = [error.code];
  if (error.portalCode !== undefined) parts.push(`portal ${error.portalCode}`);
  else if (error.status !== undefined) parts.push(`HTTP ${error.status}`);
  return parts.join(' ');
}

function afterAttempts(attempts: number): string {
  return ` (gave up after ${attempts} attempts)`;
}

/** The same error with text appended to its message; classes and fields are kept. */
function annotate(error: PortalOpsError, suffix: string): PortalOpsError {
  const options: PortalOpsErrorOptions = {
    code: error.code,
    details: error.details,
    ...(error.operation === undefined ? {} : { operation: error.operation }),
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.portalCode === undefined ? {} : { portalCode: error.portalCode }),
    ...(error.messageCode === undefined ? {} : { messageCode: error.messageCode }),
    ...(error.cause === undefined ? {} : { cause: error.cause }),
  };
  const message = error.message.replace(/\.?$/, '.') + suffix;
  switch (error.kind) {
    case 'transport':
      return new TransportError(message, options);
    case 'portal':
      return new PortalError(message, options);
    case 'auth':
      return new AuthError(message, options);
    case 'permission':
      return new PermissionError(message, options);
    default:
      return error;
  }
}
