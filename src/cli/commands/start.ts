import { startEmulator } from '../../emulator/node/serve.ts';
import { startNodeWorker } from '../../../worker/node.ts';
import type { Command } from '../io.ts';
import { stderrLogger } from '../logger.ts';
import { makeStyle } from '../style.ts';
import { untilSignal } from '../signals.ts';
import { DEMO_SECRET, DEMO_WEBHOOK_NAME } from './demo.ts';

/**
 * `npm start`: the worker on Node. With no portal configured (no PORTAL_URL, no PORTAL_OPS_CONFIG)
 * it embeds the portal emulator and a demo webhook secret, so a newcomer sees the whole loop:
 * `npm run demo` in a second terminal sends a signed banner-on request.
 */
export const startCommand: Command = async (_argv, io) => {
  const s = makeStyle(io.color);
  const embedded = !io.env.PORTAL_URL && !io.env.PORTAL_OPS_CONFIG;
  const emulator = embedded ? await startEmulator({ port: Number(io.env.EMULATOR_PORT ?? 0) }) : undefined;
  const env = emulator
    ? {
        ...io.env,
        PORTAL_URL: emulator.url,
        PORTAL_USERNAME: 'admin',
        PORTAL_PASSWORD: 'portal-ops-demo',
        PORTAL_RELEASE: '12.1',
        WEBHOOK_SECRETS: `${DEMO_WEBHOOK_NAME}=${DEMO_SECRET}`,
        PORTAL_OPS_CONFIG: JSON.stringify({ policy: [{ principal: `webhook:${DEMO_WEBHOOK_NAME}`, allow: ['banner', 'accessNotice'] }] }),
      }
    : io.env;
  let worker;
  try {
    worker = await startNodeWorker(env, stderrLogger(io.stderr, io.env.PORTAL_OPS_DEBUG !== undefined));
  } catch (err) {
    await emulator?.close();
    throw err;
  }
  io.stdout(`${s.bold('portal-ops worker')} listening on ${worker.url}\n`);
  if (emulator) {
    io.stdout(`portal emulator (self-hosted 12.1, user admin / portal-ops-demo): ${emulator.url}
demo webhook secret (principal webhook:${DEMO_WEBHOOK_NAME}, may change banner and notices): ${DEMO_SECRET}

In a second terminal, send a signed request and see the result:
  ${s.bold('npm run demo')}                      # plan (dry run), then apply "banner on", then show it
  npm run demo -- "Read-only until 18:00"    # your own banner text
  npm run demo -- --off                      # banner off

Ctrl-C stops both. Configure a real portal with PORTAL_URL and credentials (see README).
`);
  }
  await untilSignal(io);
  await worker.close();
  await emulator?.close();
  return 0;
};
