import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AuthError, ConflictError, PermissionError, PortalError, PortalOpsError, TransportError, ValidationError, type Issue } from '../src/errors.ts';

/** The worker's error body: `{"error":{"code","message","issues":[...]}}` (DESIGN.md). */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string, issues?: readonly Issue[]): Response {
  const requestId = c.get('requestId' as never) as string | undefined;
  return c.json({ error: { code, message, ...(issues && issues.length > 0 ? { issues } : {}), ...(requestId ? { requestId } : {}) } }, status);
}

/**
 * Maps core errors to HTTP: the caller's mistakes are 4xx; the portal's refusals and failures are
 * 502 (the gateway's upstream failed), an unreachable portal 503.
 */
export function statusOf(err: PortalOpsError): ContentfulStatusCode {
  if (err instanceof ValidationError) return 400;
  if (err instanceof TransportError) return 503;
  if (err instanceof AuthError || err instanceof PermissionError || err instanceof PortalError || err instanceof ConflictError) return 502;
  return 500;
}

export function fromError(c: Context, err: unknown): Response {
  if (err instanceof PortalOpsError) {
    return jsonError(c, statusOf(err), err.code, err.message, err instanceof ValidationError ? err.issues : undefined);
  }
  return jsonError(c, 500, 'internal_error', 'an unexpected error occurred; see the worker log');
}
