import type { CliIO } from './io.ts';

/** Resolves on SIGINT or SIGTERM, or when the caller's signal aborts (tests). */
export function untilSignal(io: CliIO): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      io.signal?.removeEventListener('abort', done);
      resolve();
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    if (io.signal?.aborted) done();
    else io.signal?.addEventListener('abort', done, { once: true });
  });
}
