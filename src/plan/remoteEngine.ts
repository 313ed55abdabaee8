import { AuthError, PermissionError, PortalError, TransportError, ValidationError, type Issue } from '../errors.ts';
import type { Fetch } from '../runtime.ts';
import type { Engine } from './engine.ts';
import type { ApplyResult, Plan } from './types.ts';

/**
 * The engine's plan/apply, run by a portal-ops worker instead of here: the caller sends the change
 * request with an identity token (GitHub OIDC) and the worker, which alone holds the portal
 * credentials, checks policy and talks to the portal. Errors come back as the same typed errors.
 */
export interface RemoteEngineOptions {
  /** The worker's base URL, e.g. https://portal-ops.example.workers.dev */
  readonly url: string;
  /** A fresh bearer token per request (OIDC tokens are short-lived). */
  readonly token: () => Promise<string>;
  readonly fetch: Fetch;
  readonly timeoutMs?: number;
}

export function createRemoteEngine(options: RemoteEngineOptions): Pick<Engine, 'plan' | 'apply'> {
  const base = options.url.replace(/\/+$/, '');
  const send = async (input: unknown, dryRun: boolean): Promise<{ status: number; body: Record<string, unknown> }> => {
    const operation = dryRun ? 'worker plan' : 'worker apply';
    // Outside the fetch's try: a token that cannot be had is not an unreachable worker, and saying
    // so sends people to the network instead of to the job's `id-token: write` permission.
    let bearer: string;
    try {
      bearer = await options.token();
    } catch (err) {
      throw new AuthError('cannot obtain an identity token for the worker: the job needs `permissions: id-token: write`, and worker-audience must be what the worker expects', {
        code: 'identity_token_unavailable',
        operation,
        cause: err,
      });
    }
    let res: Response;
    try {
      res = await options.fetch(`${base}/v1/changes${dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
      });
    } catch (err) {
      throw new TransportError(`cannot reach the portal-ops worker at ${base}`, { code: 'worker_unreachable', operation, cause: err });
    }
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new TransportError(`the worker answered HTTP ${res.status} without JSON`, { code: 'worker_bad_answer', operation, status: res.status });
    }
    return { status: res.status, body };
  };
  const fail = (operation: string, status: number, body: Record<string, unknown>): never => {
    const error = (body.error ?? {}) as { code?: string; message?: string; issues?: Issue[] };
    const message = `worker: ${error.message ?? `HTTP ${status}`}`;
    const common = { code: error.code ?? 'worker_error', operation, status };
    if (status === 400) throw new ValidationError(message, error.issues ?? [], common);
    if (status === 401) throw new AuthError(message, common);
    if (status === 403) throw new PermissionError(message, common);
    if (status >= 500 && status !== 502) throw new TransportError(message, common);
    throw new PortalError(message, common);
  };
  return {
    async plan(input: unknown): Promise<Plan> {
      const { status, body } = await send(input, true);
      if (status === 200 && body.plan !== undefined) return body.plan as Plan;
      return fail('worker plan', status, body);
    },
    async apply(input: unknown): Promise<ApplyResult> {
      const { status, body } = await send(input, false);
      // A partial or failed apply is a result, not an exception: it says which writes landed.
      if ((status === 200 || status === 502) && body.result !== undefined) return body.result as ApplyResult;
      return fail('worker apply', status, body);
    },
  };
}
