/** Deno adapter: `deno run --allow-net --allow-env dist/worker/deno.js`. */
import { consoleLogger } from './consoleLogger.ts';
import { workerFromEnv } from './fromEnv.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(options: { port: number; hostname: string; onListen?: (addr: { port: number; hostname: string }) => void }, handler: (req: Request) => Response | Promise<Response>): unknown;
};

const env = Deno.env.toObject();
const worker = workerFromEnv(env, { fetch, logger: consoleLogger });
Deno.serve({ port: Number(env.PORT ?? 8787), hostname: env.HOST ?? '127.0.0.1', onListen: (a) => console.log(`listening on http://${a.hostname}:${a.port}`) }, worker.app.fetch);
