/**
 * Node adapter: the worker on @hono/node-server, with the undici transport. `portal-ops serve`
 * and `npm start` use it. PORT and HOST default to 127.0.0.1:8787.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Env } from '../src/config/portalsConfig.ts';
import { ConfigError } from '../src/errors.ts';
import { createNodeFetch } from '../src/node/fetch.ts';
import { Engine } from '../src/plan/engine.ts';
import { systemClock, type Logger } from '../src/runtime.ts';
import { createWorker, type Worker } from './app.ts';
import { loadWorkerConfig } from './config.ts';

export interface RunningWorker {
  readonly url: string;
  readonly worker: Worker;
  close(): Promise<void>;
}

export async function startNodeWorker(env: Env, logger: Logger): Promise<RunningWorker> {
  const config = loadWorkerConfig(env);
  const port = env.PORT === undefined || env.PORT === '' ? 8787 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT "${env.PORT}" is not a port number`);
  const host = env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST;
  // Node has no cron trigger: converge SCHEDULE now and then every SCHEDULE_INTERVAL seconds.
  const intervalSeconds = env.SCHEDULE_INTERVAL === undefined || env.SCHEDULE_INTERVAL === '' ? 60 : Number(env.SCHEDULE_INTERVAL);
  if (!Number.isFinite(intervalSeconds) || intervalSeconds < 1) throw new ConfigError(`SCHEDULE_INTERVAL "${env.SCHEDULE_INTERVAL}" must be a number of seconds, at least 1`);

  const transport = createNodeFetch();
  const engine = new Engine({ portals: config.portals.portals, fetch: transport.fetch, logger });
  const worker = createWorker({ config, engine, fetch: transport.fetch, clock: systemClock, logger });
  const server = createAdaptorServer({ fetch: worker.app.fetch, hostname: host });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new ConfigError(`PORT ${port} on ${host} is already in use`) : err));
    server.listen(port, host, resolve);
  });
  let ticking: Promise<void> = Promise.resolve();
  const tick = () => {
    ticking = ticking.then(() => worker.runSchedule(Date.now()));
  };
  const timer = config.schedule === undefined ? undefined : setInterval(tick, intervalSeconds * 1000);
  if (config.schedule !== undefined) tick();
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    worker,
    close: async () => {
      if (timer !== undefined) clearInterval(timer);
      await ticking;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
      await worker.idle();
      await transport.close();
    },
  };
}
