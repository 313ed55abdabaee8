/** The Action's entry point (bundled to dist/action/index.js): everything happens in `run()`. */
import { run } from './main.ts';

await run();
