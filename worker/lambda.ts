/** AWS Lambda adapter (API Gateway / function URLs): configuration from the function's environment. */
import { handle } from 'hono/aws-lambda';
import { Engine } from '../src/plan/engine.ts';
import { systemClock } from '../src/runtime.ts';
import { createWorker } from './app.ts';
import { loadWorkerConfig } from './config.ts';
import { consoleLogger } from './consoleLogger.ts';

const config = loadWorkerConfig(process.env);
const engine = new Engine({ portals: config.portals.portals, fetch, logger: consoleLogger });
// Lambda freezes the process after the response, so Slack follow-ups finish before it returns.
const worker = createWorker({ config, engine, fetch, clock: systemClock, logger: consoleLogger });

export const handler = handle(worker.app);
