/**
 * Cloudflare Workers adapter: configuration comes from the bindings (wrangler vars and secrets);
 * Slack follow-ups run under the request's `ctx.waitUntil`. The worker is built once per isolate.
 */
import { Engine } from '../src/plan/engine.ts';
import { systemClock } from '../src/runtime.ts';
import { createWorker, type Worker } from './app.ts';
import { loadWorkerConfig } from './config.ts';
import { consoleLogger } from './consoleLogger.ts';

import type { ExecutionContext } from 'hono';

let cached: Worker | undefined;

function worker(env: Record<string, string | undefined>): Worker {
  if (cached === undefined) {
    const config = loadWorkerConfig(env);
    const fetcher = (input: string | URL | Request, init?: RequestInit) => fetch(input, init);
    const engine = new Engine({ portals: config.portals.portals, fetch: fetcher, logger: consoleLogger });
    cached = createWorker({ config, engine, fetch: fetcher, clock: systemClock, logger: consoleLogger });
  }
  return cached;
}

export default {
  fetch(request: Request, env: Record<string, string | undefined>, ctx: ExecutionContext): Response | Promise<Response> {
    return worker(env).app.fetch(request, env, ctx);
  },
};
