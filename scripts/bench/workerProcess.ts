/**
 * The Node worker (worker/node.ts) in a process of its own, configured from its environment and
 * logging as `portal-ops serve` does. Prints its URL on the first line of stdout and stops when
 * stdin closes (its parent went away).
 */
import { stderrLogger } from '../../src/cli/logger.ts';
import { startNodeWorker } from '../../worker/node.ts';

const running = await startNodeWorker(process.env, stderrLogger((text) => process.stderr.write(text)));
process.stdout.write(`${running.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => void running.close().then(() => process.exit(0)));
