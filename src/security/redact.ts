/**
 * Redaction of credentials from any text that may be stored or shown.
 *
 * Two layers, because neither alone is enough: known secret values (registered when a face reads
 * them, like the Actions runner's `setSecret`) are replaced wherever they appear, and well-known
 * credential shapes (`token=...`, `"password":"..."`, `Bearer ...`) are masked even when the value
 * was never registered, e.g. a token echoed back inside a portal error body.
 */
const MASK = '***';
const registered = new Set<string>();

/** Remember a secret so every later redaction hides it. Short values are ignored: masking "a" would shred text. */
export function registerSecret(value: string | undefined): void {
  if (value !== undefined && value.length >= 6) registered.add(value);
}

const SECRET_KEYS = 'token|access_token|refresh_token|password|client_secret|clientSecret|secret|api_key|apiKey';
const FORM_PAIR = new RegExp(`\\b(${SECRET_KEYS})=([^&\\s"']+)`, 'gi');
const JSON_PAIR = new RegExp(`("(?:${SECRET_KEYS})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)(")`, 'gi');
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g;
const WHSEC = /\bwhsec_[A-Za-z0-9+/=]+/g;

export function redact(text: string): string {
  let out = text;
  for (const secret of registered) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out
    .replace(FORM_PAIR, (_m, key: string) => `${key}=${MASK}`)
    .replace(JSON_PAIR, (_m, open: string, _v: string, close: string) => `${open}${MASK}${close}`)
    .replace(BEARER, `$1 ${MASK}`)
    .replace(WHSEC, `whsec_${MASK}`);
}

/** Deep-redacts a JSON-like value: secret-named keys are masked, strings are redacted. */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SECRET_KEY_NAME.test(k) && typeof v === 'string' ? MASK : redactValue(v);
    }
    return out;
  }
  return value;
}
const SECRET_KEY_NAME = new RegExp(`^(?:${SECRET_KEYS})$`, 'i');
