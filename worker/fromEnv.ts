import type { Env } from '../src/config/portalsConfig.ts';
import { Engine } from '../src/plan/engine.ts';
import { systemClock, type Fetch, type Logger } from '../src/runtime.ts';
import { createWorker, type Worker } from './app.ts';
import { loadWorkerConfig } from './config.ts';

/** What every adapter does: configuration from the environment, one engine, one worker. */
export function workerFromEnv(env: Env, deps: { readonly fetch: Fetch; readonly logger: Logger }): Worker {
  const config = loadWorkerConfig(env);
  const engine = new Engine({ portals: config.portals.portals, fetch: deps.fetch, logger: deps.logger });
  return createWorker({ config, engine, fetch: deps.fetch, clock: systemClock, logger: deps.logger });
}
