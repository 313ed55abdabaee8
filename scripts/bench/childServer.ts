/**
 * Starts one of the bench's servers (emulatorProcess.ts, workerProcess.ts) as a child process
 * under tsx and waits for the first stdout line, where it prints its address. Closing stdin stops it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface ChildServer {
  readonly firstLine: string;
  close(): Promise<void>;
}

export async function startChildServer(script: string, env: Record<string, string | undefined> = process.env): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = once(child, 'exit');
  let stderr = '';
  const keep = (d: Buffer) => (stderr += d.toString('utf8')).length;
  child.stderr.on('data', keep);
  const lines = createInterface({ input: child.stdout });
  const failed = exited.then(([code]) => Promise.reject(new Error(`${script} exited with ${String(code)} before it started: ${stderr.slice(0, 1000)}`)));
  const [firstLine] = (await Promise.race([once(lines, 'line'), failed])) as [string];
  failed.catch(() => undefined); // it exits later, on close(), on purpose
  lines.close();
  child.stdout.resume();
  // From here on stderr is drained and dropped: the worker logs a line per request there, as in production.
  child.stderr.off('data', keep).resume();
  return {
    firstLine,
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
