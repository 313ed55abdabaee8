#!/usr/bin/env node
import { main } from './main.ts';

declare const PORTAL_OPS_VERSION: string;
const version = typeof PORTAL_OPS_VERSION === 'string' ? PORTAL_OPS_VERSION : 'dev';

const code = await main(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined,
  },
  version,
);
process.exitCode = code;
