import { startNodeWorker } from '../../../worker/node.ts';
import type { Command } from '../io.ts';
import { stderrLogger } from '../logger.ts';
import { untilSignal } from '../signals.ts';

export const SERVE_USAGE = 'usage: portal-ops serve   (configuration from the environment: PORTAL_*, PORTAL_OPS_CONFIG, WEBHOOK_SECRETS, SLACK_SIGNING_SECRET, OIDC_*, PORT, HOST)';

/** `portal-ops serve`: the webhook worker on Node until SIGINT/SIGTERM. */
export const serveCommand: Command = async (_argv, io) => {
  const running = await startNodeWorker(io.env, stderrLogger(io.stderr, io.env.PORTAL_OPS_DEBUG !== undefined));
  io.stdout(`${running.url}\n`);
  await untilSignal(io);
  await running.close();
  return 0;
};
