/**
 * Starts workerProcess.ts as a real child process and waits (bounded) for its URL line. `stop()`
 * sends SIGTERM, then SIGKILL if it has not exited in time, so a test never leaves a worker behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = join(import.meta.dirname, 'workerProcess.ts');
const root = join(import.meta.dirname, '..', '..', '..');

export interface WorkerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

export async function spawnWorker(env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: root,
    // Only what the worker needs: the parent's environment could hold anything.
    env: { PATH: process.env.PATH ?? '', ...(process.env.TMPDIR === undefined ? {} : { TMPDIR: process.env.TMPDIR }), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await firstLine(child, options.startTimeoutMs ?? 30_000);
    return { url, stop: () => stop(child, exited) };
  } catch (err) {
    await stop(child, exited);
    throw new Error(`the worker process did not start: ${err instanceof Error ? err.message : String(err)}\n${stderr}`, { cause: err });
  }
}

function firstLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`no URL within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code) => reject(new Error(`exited with code ${code}`)));
    lines.once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        reject(new Error(`first line is not {"url": ...}: ${line.slice(0, 200)}`));
      }
    });
  });
}

async function stop(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
