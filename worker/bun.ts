/** Bun adapter: `bun dist/worker/bun.js`. */
import { Engine } from '../src/plan/engine.ts';
import { systemClock } from '../src/runtime.ts';
import { createWorker } from './app.ts';
import { loadWorkerConfig } from './config.ts';
import { consoleLogger } from './consoleLogger.ts';

declare const Bun: { env: Record<string, string | undefined>; serve(options: { port: number; hostname: string; fetch: (req: Request) => Response | Promise<Response> }): { port: number } };

const config = loadWorkerConfig(Bun.env);
const engine = new Engine({ portals: config.portals.portals, fetch, logger: consoleLogger });
const worker = createWorker({ config, engine, fetch, clock: systemClock, logger: consoleLogger });
const server = Bun.serve({ port: Number(Bun.env.PORT ?? 8787), hostname: Bun.env.HOST ?? '127.0.0.1', fetch: worker.app.fetch });
console.log(`listening on http://${Bun.env.HOST ?? '127.0.0.1'}:${server.port}`);
