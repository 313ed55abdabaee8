/**
 * The bench organization's emulator in a process of its own, so its CPU time is not charged to the
 * client being measured (on a 2-core machine one event loop would serve both). Prints
 * `{"url","origin"}` on the first line of stdout and stops when stdin closes (its parent went away).
 */
import { startEmulator } from '../../src/emulator/node/serve.ts';
import { benchState } from './fixtures.ts';

const emulator = await startEmulator({ port: 0, testHooks: true, initialState: benchState() });
process.stdout.write(`${JSON.stringify({ url: emulator.url, origin: emulator.origin })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void emulator.close().then(() => process.exit(0)));
