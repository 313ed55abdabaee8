/**
 * Faces as child processes, so the scan sees the real bytes of stdout and stderr: the built CLI
 * (`node dist/cli.js`) and the CLI from source (`node --import tsx src/cli/bin.ts`, for the
 * long-running worker). Every process is bounded in time and killed by its own pid.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const BUILT_CLI = [join(ROOT, 'dist', 'cli.js')];
export const SOURCE_CLI = ['--import', 'tsx', join(ROOT, 'src', 'cli', 'bin.ts')];

export interface Exited {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A clean environment: nothing of the test runner's leaks in, only what the run is given. */
function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env };
}

function spawnNode(args: readonly string[], env: Record<string, string>, cwd: string): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [...args], { cwd, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
}

function collect(child: ChildProcessWithoutNullStreams, timeoutMs: number): { output: () => { stdout: string; stderr: string }; exited: Promise<number | null> } {
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child process ${child.pid ?? '?'} did not exit within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return { output: () => ({ stdout, stderr }), exited };
}

/** Runs a command to completion. */
export async function runNode(args: readonly string[], options: { env: Record<string, string>; cwd?: string; timeoutMs?: number }): Promise<Exited> {
  const child = spawnNode(args, options.env, options.cwd ?? ROOT);
  child.stdin.end();
  const { output, exited } = collect(child, options.timeoutMs ?? 30_000);
  const code = await exited;
  return { code, ...output() };
}

export interface LongRunning {
  /** The first line of stdout (the URL for `serve` and `emulator`). */
  readonly firstLine: string;
  /** What it wrote so far. */
  output(): { stdout: string; stderr: string };
  /** SIGTERM, then everything the process wrote. */
  stop(): Promise<Exited>;
}

/**
 * Starts a long-running command and waits for its first stdout line; if it exits before that
 * (a start-up error), the returned promise rejects with its output attached.
 */
export async function startNode(args: readonly string[], options: { env: Record<string, string>; timeoutMs?: number }): Promise<LongRunning> {
  const child = spawnNode(args, options.env, ROOT);
  const { output, exited } = collect(child, options.timeoutMs ?? 120_000);
  const firstLine = await new Promise<string>((resolve, reject) => {
    const onData = (): void => {
      const out = output().stdout;
      if (out.includes('\n')) {
        child.stdout.off('data', onData);
        resolve(out.slice(0, out.indexOf('\n')));
      }
    };
    child.stdout.on('data', onData);
    exited.then(
      (code) => reject(Object.assign(new Error(`exited with ${code} before printing a line`), { exited: { code, ...output() } })),
      reject,
    );
  });
  return {
    firstLine,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      return { code, ...output() };
    },
  };
}
