import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output. */
export async function runCli(argv: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(
    argv,
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: options.env ?? {}, cwd: options.cwd ?? process.cwd(), color: false },
    'test',
  );
  return { code, stdout, stderr };
}

/** A temp folder with the given files. */
export function tempFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

export const request = (changes: unknown[]): string => JSON.stringify({ reason: 'test', changes }, null, 2);
