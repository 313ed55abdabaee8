/**
 * The `--state FILE` persistence of the emulator on Node: load at start, and after every change
 * write atomically (a temporary file in the same directory, flushed, then renamed over the target),
 * one write at a time, so a crash or a concurrent change never leaves a torn or interleaved file.
 */
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ConfigError } from '../../errors.ts';
import { parseEmulatorState, type EmulatorState } from '../state.ts';

/** The saved state, or undefined when the file does not exist. A corrupt file is a ConfigError. */
export async function loadStateFile(path: string): Promise<EmulatorState | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`cannot read emulator state file ${path}: ${(err as Error).message}`);
  }
  try {
    return parseEmulatorState(JSON.parse(text));
  } catch (err) {
    throw new ConfigError(`emulator state file ${path} is not a valid state: ${(err as Error).message.slice(0, 500)}`);
  }
}

export class StateFileWriter {
  readonly #path: string;
  #tail: Promise<void> = Promise.resolve();
  #counter = 0;

  constructor(path: string) {
    this.#path = path;
  }

  /** Queues a write of this snapshot; resolves once it (and every earlier one) is on disk. */
  write(state: EmulatorState): Promise<void> {
    const text = `${JSON.stringify(state, null, 2)}\n`;
    const run = this.#tail.then(() => this.#writeAtomically(text));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Waits for queued writes. */
  flush(): Promise<void> {
    return this.#tail;
  }

  async #writeAtomically(text: string): Promise<void> {
    this.#counter += 1;
    const temp = join(dirname(this.#path), `.${basename(this.#path)}.${process.pid}.${this.#counter}.tmp`);
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.#path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }
}
