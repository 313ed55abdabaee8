/** Bun adapter: `bun dist/worker/bun.js`. */
import { consoleLogger } from './consoleLogger.ts';
import { workerFromEnv } from './fromEnv.ts';

declare const Bun: { env: Record<string, string | undefined>; serve(options: { port: number; hostname: string; fetch: (req: Request) => Response | Promise<Response> }): { port: number } };

const worker = workerFromEnv(Bun.env, { fetch, logger: consoleLogger });
const server = Bun.serve({ port: Number(Bun.env.PORT ?? 8787), hostname: Bun.env.HOST ?? '127.0.0.1', fetch: worker.app.fetch });
console.log(`listening on http://${Bun.env.HOST ?? '127.0.0.1'}:${server.port}`);
