/** AWS Lambda adapter (API Gateway / function URLs): configuration from the function's environment. */
import { handle } from 'hono/aws-lambda';
import { consoleLogger } from './consoleLogger.ts';
import { workerFromEnv } from './fromEnv.ts';

export const handler = handle(workerFromEnv(process.env, { fetch, logger: consoleLogger }).app);
