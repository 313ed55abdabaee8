import type { Context } from 'hono';
// hono/tiny: the pattern router is a fraction of the default one's size, and three routes need no more.
import { Hono } from 'hono/tiny';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { authorize } from '../src/config/policy.ts';
import { PortalOpsError } from '../src/errors.ts';
import type { Engine } from '../src/plan/engine.ts';
import { parseJsonBytes } from '../src/request/parseJsonText.ts';
import { validateChangeRequest } from '../src/request/validate.ts';
import type { Clock, Fetch, Logger } from '../src/runtime.ts';
import { createOidcVerifier } from '../src/security/oidc.ts';
import { ReplayCache, type ReplayStore } from '../src/security/replayCache.ts';
import { verifyWebhook } from '../src/security/webhookSignature.ts';
import { convergeSchedule } from '../src/schedule/converge.ts';
import type { WorkerConfig } from './config.ts';
import { fromError, jsonError } from './errors.ts';
import { slackRoute } from './slackRoute.ts';

/**
 * The webhook worker: one Hono app for every runtime. Nothing reaches a portal unless the request
 * is authenticated (signature or OIDC, verified on the raw body before parsing), allowed by policy
 * and valid. Runtime specifics (serving, waitUntil, env) live in the adapters beside this file.
 */
export interface WorkerDeps {
  readonly config: WorkerConfig;
  readonly engine: Engine;
  /** For the OIDC issuer's JWKS and Slack's response_url. */
  readonly fetch: Fetch;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly replay?: ReplayStore;
  /** Keeps work alive after the response (Workers' waitUntil); default: tracked promises. */
  readonly background?: (task: Promise<unknown>) => void;
}

export type WorkerEnv = { Variables: { requestId: string; principal: string; decision: string } };

export interface Worker {
  readonly app: Hono<WorkerEnv>;
  /** Converges SCHEDULE at `now` (cron trigger, Node interval); logs and never throws. */
  runSchedule(now: number): Promise<void>;
  /** Resolves when background work (Slack follow-ups) has finished: for tests and graceful shutdown. */
  idle(): Promise<void>;
}

export function createWorker(deps: WorkerDeps): Worker {
  const app = new Hono<WorkerEnv>();
  const replay = deps.replay ?? new ReplayCache();
  const oidc = deps.config.oidc === undefined ? undefined : createOidcVerifier(deps.config.oidc, { fetch: deps.fetch, clock: deps.clock });
  const pending = new Set<Promise<unknown>>();
  // Work after the response: Workers' waitUntil where the runtime has one, else a tracked promise.
  const background = (c: Context, task: Promise<unknown>): void => {
    if (deps.background) return deps.background(task);
    try {
      c.executionCtx.waitUntil(task);
      return;
    } catch {
      // not a Workers runtime: no ExecutionContext
    }
    const tracked: Promise<unknown> = task.catch(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const limit = bodyLimit({
    maxSize: deps.config.bodyLimit,
    onError: (c) => {
      // The rest of the body is never read: closing the connection is what lets a client that is
      // still sending read this 413 (instead of a reset) and keeps it from reusing the socket.
      c.header('connection', 'close');
      return jsonError(c, 413, 'body_too_large', `the body is larger than ${deps.config.bodyLimit} bytes`);
    },
  });

  app.use(requestId({ limitLength: 64 }));
  app.use(secureHeaders());
  app.use(async (c, next) => {
    const started = deps.clock.now();
    await next();
    // One audit line per request: who, what, the decision and the outcome, never a secret.
    deps.logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      principal: c.get('principal') ?? null,
      decision: c.get('decision') ?? null,
      status: c.res.status,
      ms: deps.clock.now() - started,
    });
  });

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.post('/v1/changes', limit, async (c) => {
    if (!isJson(c.req.header('content-type'))) return jsonError(c, 415, 'unsupported_media_type', 'send the change request as application/json');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const principal = await authenticate(c, raw);
    if (principal instanceof Response) return principal;
    c.set('principal', principal);
    const parsed = parseJsonBytes(raw);
    if (!parsed.ok) return deny(c, 400, 'invalid_json', `line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    const checked = validateChangeRequest(parsed.value, { target: { kind: 'unknown' } });
    if (!checked.valid || checked.request === undefined) return deny(c, 400, 'invalid_request', 'the change request is invalid', checked.errors);
    const { request } = checked;
    if (!deps.engine.hasPortal(request.portal)) return deny(c, 400, 'unknown_portal', `no portal "${request.portal}" is configured`, [{ path: 'portal', message: 'not a configured portal alias' }]);
    const decision = authorize(deps.config.portals.policy, principal, request.changes.map((ch) => ch.kind), request.portal);
    if (!decision.allowed) return deny(c, 403, 'forbidden', decision.reason);
    c.set('decision', 'allowed');
    try {
      if (c.req.query('dryRun') === 'true') return c.json({ requestId: c.get('requestId'), principal, plan: await deps.engine.plan(parsed.value) });
      const result = await deps.engine.apply(parsed.value, { principal });
      const ok = result.status === 'applied' || result.status === 'noop';
      if (ok) return c.json({ requestId: c.get('requestId'), principal, result });
      return c.json({ error: { code: 'not_applied', message: String(result.error?.message ?? `apply ${result.status}`), requestId: c.get('requestId') }, result }, 502);
    } catch (err) {
      // Core errors are answers (400/502/503), not crashes: map them here, without onError's log line.
      if (err instanceof PortalOpsError) return fromError(c, err);
      throw err;
    }
  });

  app.route('/v1/slack', slackRoute({ ...deps, limit, background }));

  app.notFound((c) => jsonError(c, 404, 'not_found', `no route ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    deps.logger.error('unhandled', { requestId: c.get('requestId'), error: err instanceof Error ? err.message : String(err) });
    return fromError(c, err);
  });

  /** Signature first, then OIDC; a refusal is a finished 401/409 response. */
  async function authenticate(c: Context<WorkerEnv>, raw: Uint8Array): Promise<string | Response> {
    const signature = c.req.header('webhook-signature');
    if (signature !== undefined) {
      if (deps.config.webhookSecrets.length === 0) return deny(c, 401, 'unauthenticated', 'signed webhooks are not configured on this worker');
      const verdict = await verifyWebhook(
        deps.config.webhookSecrets,
        { id: c.req.header('webhook-id') ?? null, timestamp: c.req.header('webhook-timestamp') ?? null, signature },
        raw,
        deps.clock.now(),
      );
      if (!verdict.ok) return deny(c, 401, verdict.code, verdict.message);
      if (!(await replay.checkAndRemember(`${verdict.principal}:${verdict.id}`, deps.clock.now()))) return deny(c, 409, 'replayed', `webhook-id ${verdict.id.slice(0, 64)} was already delivered`);
      return verdict.principal;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (bearer !== undefined) {
      if (oidc === undefined) return deny(c, 401, 'unauthenticated', 'OIDC is not configured on this worker (OIDC_AUDIENCE)');
      const verdict = await oidc.verify(bearer);
      if (!verdict.ok) return deny(c, verdict.code === 'jwks_unavailable' ? 503 : 401, verdict.code, verdict.message);
      return verdict.principal;
    }
    return deny(c, 401, 'unauthenticated', 'sign the request (webhook-id, webhook-timestamp, webhook-signature) or send a GitHub OIDC token as Authorization: Bearer');
  }

  function deny(c: Context<WorkerEnv>, status: 400 | 401 | 403 | 409 | 503, code: string, message: string, issues?: Parameters<typeof jsonError>[4]): Response {
    c.set('decision', `refused:${code}`);
    return jsonError(c, status, code, message, issues);
  }

  const runSchedule = async (now: number): Promise<void> => {
    const schedule = deps.config.schedule;
    if (schedule === undefined) return;
    try {
      // The schedule is operator configuration, not a request: it needs no principal in the policy.
      const outcome = await convergeSchedule(deps.engine, schedule, { at: now, principal: 'schedule' });
      deps.logger.info('schedule', { at: new Date(now).toISOString(), window: outcome.evaluation.active?.name ?? null, status: outcome.result?.status ?? null });
    } catch (err) {
      deps.logger.error('schedule', { at: new Date(now).toISOString(), error: err instanceof PortalOpsError ? err.toJSON() : String(err) });
    }
  };

  return {
    app,
    runSchedule,
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

const isJson = (type: string | undefined): boolean => type !== undefined && /^application\/json\s*(;|$)/i.test(type);
