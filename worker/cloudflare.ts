/**
 * Cloudflare Workers adapter: configuration from the bindings (wrangler vars and secrets); Slack
 * follow-ups under the request's `ctx.waitUntil`; the cron trigger converges SCHEDULE. The worker
 * is built once per isolate.
 */
import type { ExecutionContext } from 'hono';
import type { Worker } from './app.ts';
import { consoleLogger } from './consoleLogger.ts';
import { workerFromEnv } from './fromEnv.ts';

type Bindings = Record<string, string | undefined>;
let cached: Worker | undefined;
const worker = (env: Bindings): Worker => (cached ??= workerFromEnv(env, { fetch: (input, init) => fetch(input, init), logger: consoleLogger }));

export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => worker(env).app.fetch(request, env, ctx),
  scheduled: (event: { scheduledTime: number }, env: Bindings, ctx: ExecutionContext) => ctx.waitUntil(worker(env).runSchedule(event.scheduledTime)),
};
