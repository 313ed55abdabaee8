/**
 * Turns one HTTP answer of the portal into either its JSON object or a typed error, and says
 * whether that error is transient. The portal reports most errors with HTTP 200 and an `error`
 * body, so the body is inspected whatever the status (portal-rest-facts.md, Transport).
 */
import { AuthError, PermissionError, PortalError, TransportError, type PortalOpsError } from '../errors.ts';
import { redact } from '../security/redact.ts';

export type JsonObject = Record<string, unknown>;

export type PortalOutcome =
  | { readonly ok: true; readonly body: JsonObject }
  | { readonly ok: false; readonly error: PortalOpsError; readonly retryable: boolean };

export interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly location?: string | null;
  readonly text: string;
}

/** Portal error codes (in a JSON `error` body) that mean "try again later". */
const TRANSIENT_CODES = new Set([429, 500, 502, 503, 504]);
const GATEWAY_PHRASE = /bad gateway|gateway time-?out|service (?:temporarily )?unavailable|proxy error|too many requests/i;
const GATEWAY_TITLE = /\b50[234]\b|\b429\b/;

export function isTransientStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function interpretAnswer(operation: string, answer: RawAnswer): PortalOutcome {
  const { status, text } = answer;
  if ((status >= 300 && status < 400) || status === 0) return { ok: false, retryable: false, error: redirected(operation, answer) };
  if (looksLikeHtml(answer)) return htmlAnswer(operation, answer);

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const retryable = isTransientStatus(status);
    const message = `${operation}: the portal answered HTTP ${status} with a body that is not JSON` + snippet(text);
    const error = retryable
      ? new TransportError(message, { code: 'http_error', operation, status })
      : new PortalError(message, { code: 'invalid_response', operation, status });
    return { ok: false, retryable, error };
  }

  if (!isObject(parsed)) {
    return {
      ok: false,
      retryable: false,
      error: new PortalError(`${operation}: the portal answered with JSON that is not an object.`, {
        code: 'invalid_response',
        operation,
        status,
      }),
    };
  }
  if (parsed.error !== undefined && parsed.error !== null) return errorBody(operation, status, parsed);
  if (status < 200 || status >= 300) {
    const retryable = isTransientStatus(status);
    const message = `${operation}: the portal answered HTTP ${status}.`;
    const error = retryable
      ? new TransportError(message, { code: 'http_error', operation, status })
      : new PortalError(message, { code: 'http_error', operation, status });
    return { ok: false, retryable, error };
  }
  return { ok: true, body: parsed };
}

/** Maps `{"error":{"code","messageCode","message","details"}}` (or an OAuth-style `error` string). */
function errorBody(operation: string, status: number, body: JsonObject): PortalOutcome {
  const raw = body.error;
  const e: JsonObject = isObject(raw) ? raw : { message: body.error_description ?? raw, error: raw };
  const portalCode = toCode(e.code);
  const messageCode = typeof e.messageCode === 'string' ? e.messageCode : undefined;
  const text =
    (typeof e.message === 'string' && e.message) ||
    (typeof e.error_description === 'string' && e.error_description) ||
    (typeof e.error === 'string' && e.error) ||
    'unknown error';
  const details = Array.isArray(e.details) ? e.details.filter((d): d is string => typeof d === 'string') : [];
  const label = [portalCode === undefined ? undefined : `code ${portalCode}`, messageCode].filter(Boolean).join(', ');
  const message =
    `${operation}: ${text}` + (label ? ` (${label})` : '') + (details.length > 0 ? `: ${details.join('; ')}` : '');
  const options = {
    operation,
    status,
    details,
    ...(portalCode === undefined ? {} : { portalCode }),
    ...(messageCode === undefined ? {} : { messageCode }),
  };

  if (portalCode === 498 || portalCode === 499) {
    const code = portalCode === 498 ? 'invalid_token' : 'token_required';
    return { ok: false, retryable: false, error: new AuthError(message, { ...options, code }) };
  }
  if (portalCode === 403 || messageCode === 'GWM_0003') {
    return { ok: false, retryable: false, error: new PermissionError(message, { ...options, code: 'forbidden' }) };
  }
  const retryable = (portalCode !== undefined && TRANSIENT_CODES.has(portalCode)) || isTransientStatus(status);
  return { ok: false, retryable, error: new PortalError(message, { ...options, code: 'portal_error' }) };
}

function htmlAnswer(operation: string, answer: RawAnswer): PortalOutcome {
  // Redacted before it is cut: half a secret no longer matches the whole one the error would mask.
  const rawTitle = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(answer.text)?.[1];
  const title = rawTitle === undefined ? undefined : redact(rawTitle).replace(/\s+/g, ' ').trim().slice(0, 120);
  const about = title ? ` ("${title}")` : '';
  const head = answer.text.slice(0, 4096);
  if (isTransientStatus(answer.status) || GATEWAY_TITLE.test(title ?? '') || GATEWAY_PHRASE.test(head)) {
    return {
      ok: false,
      retryable: true,
      error: new TransportError(`${operation}: a gateway or proxy answered HTTP ${answer.status} with an HTML page${about}.`, {
        code: 'gateway_error',
        operation,
        status: answer.status,
      }),
    };
  }
  return {
    ok: false,
    retryable: false,
    error: new PortalError(
      `${operation}: the server answered HTTP ${answer.status} with an HTML page${about} instead of JSON. ` +
        'Check that the portal URL is the REST root ending in /sharing/rest (e.g. https://gis.example.org/portal/sharing/rest), ' +
        'not the home page or a sign-in page.',
      { code: 'unexpected_html', operation, status: answer.status },
    ),
  };
}

function redirected(operation: string, answer: RawAnswer): PortalError {
  const where = answer.location ? ` to ${stripQuery(answer.location)}` : '';
  return new PortalError(
    `${operation}: the server redirected (HTTP ${answer.status})${where}. Redirects are not followed so that ` +
      'credentials never travel to another address; set the portal URL to the REST root the redirect points to.',
    { code: 'unexpected_redirect', operation, status: answer.status },
  );
}

function looksLikeHtml(answer: RawAnswer): boolean {
  if (/text\/html|application\/xhtml/i.test(answer.contentType)) return true;
  return /^\s*</.test(answer.text);
}

/** The start of a body, redacted before it is cut (a cut secret would escape the error's redaction). */
function snippet(text: string): string {
  const s = redact(text).replace(/\s+/g, ' ').trim().slice(0, 80);
  return s === '' ? ' (empty body).' : ` (starts with "${s}").`;
}

function stripQuery(location: string): string {
  const cut = location.search(/[?#]/);
  return cut >= 0 ? location.slice(0, cut) : location;
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
