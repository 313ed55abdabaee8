/**
 * Standard Webhooks verification (https://www.standardwebhooks.com), runtime-agnostic: Web Crypto,
 * `TextEncoder` and `atob` only, so it runs unchanged on Node, Workers, Deno, Bun and Lambda.
 *
 * Signed content is `${webhook-id}.${webhook-timestamp}.${rawBody}`, HMAC-SHA256 keyed with the
 * base64-decoded part of a `whsec_<base64>` secret. `webhook-signature` is a space-separated list of
 * `v1,<base64>` entries; any one matching any configured secret suffices (that is how both senders
 * and receivers rotate). Verification runs on the raw body bytes, before anything parses them.
 *
 * Replay: a valid signature only proves the message was sent once, within the tolerance. Remember
 * the ids of accepted messages (see `replayCache.ts`) AFTER verification succeeds, so that
 * unauthenticated requests cannot fill the cache.
 */
import { ConfigError } from '../errors.ts';

/** A Web Crypto key; `@types/node` declares the type only inside its `webcrypto` namespace. */
export type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** Standard Webhooks recommends secrets of 24 to 64 bytes; shorter ones are refused at start-up. */
const MIN_SECRET_BYTES = 24;
/** At most this many signature entries are looked at, whatever the header holds. */
export const MAX_SIGNATURE_ENTRIES = 10;
/** Longest `webhook-id` accepted: ids are remembered for replay protection, so they are bounded. */
export const MAX_WEBHOOK_ID_LENGTH = 256;
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

const NAME = /^[A-Za-z0-9_.-]+$/;
const SECRET_PREFIX = 'whsec_';
/** Printable ASCII without spaces. */
const WEBHOOK_ID = /^[\x21-\x7e]+$/;
/** Integer seconds, no sign, no fraction, no exponent; 12 digits reach far past year 30000. */
const TIMESTAMP = /^[0-9]{1,12}$/;
/** HMAC-SHA256 output length. */
const SIGNATURE_BYTES = 32;

/**
 * One named secret from `WEBHOOK_SECRETS`. The key bytes live in a private field: they never appear
 * in JSON, logs or `util.inspect` output, and the imported `CryptoKey` is cached per secret.
 */
export class WebhookSecret {
  readonly name: string;
  /** `webhook:<name>`, the principal the policy sees. */
  readonly principal: string;
  readonly #bytes: Uint8Array<ArrayBuffer>;
  #key: Promise<HmacKey> | undefined;

  /** Prefer `parseWebhookSecrets`; this takes an already-decoded key. */
  constructor(name: string, keyBytes: Uint8Array) {
    if (!NAME.test(name)) throw new ConfigError('webhook secret name must match [A-Za-z0-9_.-]+');
    if (keyBytes.length < MIN_SECRET_BYTES) throw new ConfigError(`webhook secret must be at least ${MIN_SECRET_BYTES} bytes`);
    this.name = name;
    this.principal = `webhook:${name}`;
    this.#bytes = Uint8Array.from(keyBytes);
  }

  /** The HMAC key, imported once and reused. */
  key(): Promise<HmacKey> {
    this.#key ??= importHmacKey(this.#bytes).catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    return this.#key;
  }

  toJSON(): { name: string; principal: string } {
    return { name: this.name, principal: this.principal };
  }
}

/**
 * Parses `WEBHOOK_SECRETS`: `name=whsec_<base64>,name2=whsec_<base64>`. The same name may appear
 * more than once (rotation: every listed secret is valid). Whitespace around entries is ignored. An
 * empty or blank spec gives `[]`: whether webhook authentication is required is the caller's call.
 *
 * Errors name the variable and the 1-based entry index, never the entry's text (not even the name:
 * an entry missing its name may be all secret).
 */
export function parseWebhookSecrets(spec: string): WebhookSecret[] {
  if (spec.trim() === '') return [];
  const entries = spec.split(',');
  return entries.map((raw, index) => {
    const where = `WEBHOOK_SECRETS entry ${index + 1} of ${entries.length}`;
    const entry = raw.trim();
    if (entry === '') throw new ConfigError(`${where} is empty (entries are name=whsec_..., comma-separated)`);
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new ConfigError(`${where} is not name=whsec_...`);
    const name = entry.slice(0, eq).trim();
    const value = entry.slice(eq + 1).trim();
    if (!NAME.test(name)) throw new ConfigError(`${where}: the name must match [A-Za-z0-9_.-]+`);
    if (!value.startsWith(SECRET_PREFIX)) throw new ConfigError(`${where}: the secret must start with whsec_`);
    const bytes = decodeBase64(value.slice(SECRET_PREFIX.length));
    if (bytes === undefined) throw new ConfigError(`${where}: the secret after whsec_ is not valid base64`);
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new ConfigError(`${where}: the secret decodes to ${bytes.length} bytes; at least ${MIN_SECRET_BYTES} are required`);
    }
    return new WebhookSecret(name, bytes);
  });
}

export interface WebhookHeaders {
  /** `webhook-id` */
  readonly id?: string | null | undefined;
  /** `webhook-timestamp` */
  readonly timestamp?: string | null | undefined;
  /** `webhook-signature` */
  readonly signature?: string | null | undefined;
}

export type WebhookFailureCode = 'missing_headers' | 'bad_timestamp' | 'stale' | 'future' | 'bad_signature';

export type WebhookVerdict =
  | { ok: true; principal: string; id: string; timestamp: number }
  | { ok: false; code: WebhookFailureCode; message: string };

/**
 * Verifies a Standard Webhooks request against every configured secret.
 *
 * - Headers are checked first (present, well-formed id, integer-seconds timestamp), then the
 *   timestamp window, in both directions (`toleranceSeconds` old or in the future; the boundary
 *   itself is accepted), then the signatures.
 * - At most `MAX_SIGNATURE_ENTRIES` entries of the header are looked at; entries with other
 *   versions (`v1a`, `v2`) or undecodable signatures are skipped.
 * - One HMAC per secret over the raw bytes, compared to each entry in constant time.
 * - On success the principal is that of the first secret that matched.
 */
export async function verifyWebhook(
  secrets: readonly WebhookSecret[],
  headers: WebhookHeaders,
  rawBody: Uint8Array,
  nowMs: number,
  toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
): Promise<WebhookVerdict> {
  const id = headers.id ?? '';
  const timestampText = (headers.timestamp ?? '').trim();
  const signatureHeader = headers.signature ?? '';
  const missing = [
    id === '' ? 'webhook-id' : undefined,
    timestampText === '' ? 'webhook-timestamp' : undefined,
    signatureHeader.trim() === '' ? 'webhook-signature' : undefined,
  ].filter((h): h is string => h !== undefined);
  if (missing.length > 0) return fail('missing_headers', `missing webhook header(s): ${missing.join(', ')}`);
  if (id.length > MAX_WEBHOOK_ID_LENGTH || !WEBHOOK_ID.test(id)) {
    return fail('missing_headers', `webhook-id must be 1 to ${MAX_WEBHOOK_ID_LENGTH} printable characters without spaces`);
  }

  if (!TIMESTAMP.test(timestampText)) return fail('bad_timestamp', 'webhook-timestamp must be integer seconds since the epoch');
  const timestamp = Number(timestampText);
  const window = timeWindow(timestamp, nowMs, toleranceSeconds);
  if (window !== undefined) return fail(window, windowMessage('webhook-timestamp', window, toleranceSeconds));

  const candidates = parseSignatureHeader(signatureHeader);
  if (candidates.length === 0 || secrets.length === 0) return fail('bad_signature', 'no valid webhook signature');

  const content = concatBytes(new TextEncoder().encode(`${id}.${timestampText}.`), rawBody);
  for (const secret of secrets) {
    const expected = new Uint8Array(await crypto.subtle.sign('HMAC', await secret.key(), content));
    let matched = false;
    // No early exit: every candidate is compared, each in constant time.
    for (const candidate of candidates) matched = constantTimeEqual(expected, candidate) || matched;
    if (matched) return { ok: true, principal: secret.principal, id, timestamp };
  }
  return fail('bad_signature', 'no valid webhook signature');
}

function fail(code: WebhookFailureCode, message: string): WebhookVerdict {
  return { ok: false, code, message };
}

/** The decoded `v1` signatures among the first `MAX_SIGNATURE_ENTRIES` entries. */
function parseSignatureHeader(header: string): Uint8Array[] {
  const out: Uint8Array[] = [];
  const entries = header.split(' ').filter((e) => e !== '').slice(0, MAX_SIGNATURE_ENTRIES);
  for (const entry of entries) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    const bytes = decodeBase64(entry.slice(comma + 1));
    if (bytes !== undefined && bytes.length === SIGNATURE_BYTES) out.push(bytes);
  }
  return out;
}

// ---- shared helpers (also used by slackSignature.ts) ----

/** @internal `stale`/`future` when `timestampSeconds` is more than `toleranceSeconds` from now, else undefined. */
export function timeWindow(timestampSeconds: number, nowMs: number, toleranceSeconds: number): 'stale' | 'future' | undefined {
  const ageMs = nowMs - timestampSeconds * 1000;
  const toleranceMs = toleranceSeconds * 1000;
  if (ageMs > toleranceMs) return 'stale';
  if (-ageMs > toleranceMs) return 'future';
  return undefined;
}

/** @internal */
export function windowMessage(header: string, window: 'stale' | 'future', toleranceSeconds: number): string {
  return window === 'stale'
    ? `${header} is more than ${toleranceSeconds} s in the past`
    : `${header} is more than ${toleranceSeconds} s in the future`;
}

/** @internal An HMAC-SHA256 key for signing and verifying. */
export function importHmacKey(bytes: Uint8Array<ArrayBuffer>): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** @internal Constant-time for equal lengths; lengths are public (a signature's length is fixed). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** @internal */
export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict standard base64 (padding optional); undefined when malformed. */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (text === '' || !BASE64.test(text) || text.length % 4 === 1) return undefined;
  const unpadded = text.replace(/=+$/, '');
  if (text.length !== unpadded.length && text.length % 4 !== 0) return undefined;
  let binary: string;
  try {
    binary = atob(unpadded);
  } catch {
    return undefined;
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
