/**
 * One worker in its own process, for the two-process concurrency suite: starts the Node worker from
 * the environment, prints `{"url": ...}` as its first stdout line, and exits on SIGTERM, when stdin
 * closes (the parent died) or after WORKER_MAX_LIFETIME_MS, so it can never outlive its test.
 */
import { startNodeWorker } from '../../../worker/node.ts';
import type { LogFields, Logger } from '../../../src/runtime.ts';
import { redact, redactValue } from '../../../src/security/redact.ts';

// stdout carries only the URL line; problems go to stderr (redacted, as the console logger does).
const toStderr = (level: string) => (event: string, fields?: LogFields) => {
  process.stderr.write(`${redact(JSON.stringify({ level, event, ...(redactValue(fields ?? {}) as object) }))}\n`);
};
const logger: Logger = { debug: () => {}, info: () => {}, warn: toStderr('warn'), error: toStderr('error') };

const lifetime = Number(process.env.WORKER_MAX_LIFETIME_MS ?? 180_000);
setTimeout(() => process.exit(3), lifetime).unref();

const running = await startNodeWorker(process.env, logger);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.once('close', stop);
process.stdin.once('end', stop);
process.stdin.resume();
