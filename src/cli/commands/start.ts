import type { Command } from '../io.ts';

/** `npm start`: the demo. Until the worker exists it explains what works today. */
export const startCommand: Command = async (_argv, io) => {
  io.stdout(`portal-ops: the webhook worker (npm start's eventual job) is not built yet.
What works today:
  npx portal-ops validate examples/*.json              check change requests without a portal
  npx portal-ops validate examples/*.json --release 11.3   ...gated to a self-hosted release
  npx portal-ops validate examples/*.json --hosted         ...or to a hosted organization
`);
  return 0;
};
