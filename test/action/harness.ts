/**
 * Runs the BUILT Action (dist/action/index.js) the way a runner does: under Node 24, inputs as
 * `INPUT_<NAME>` variables (hyphens kept), GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_EVENT_PATH
 * files in a temp folder, and a clean environment (nothing leaks in from a CI runner running the tests).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
export const NODE24 = join(root, 'tools', 'node24', 'node_modules', '.bin', 'node');
export const ACTION = join(root, 'dist', 'action', 'index.js');

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly outputFile: string;
  readonly summary: string;
}

export interface RunActionOptions {
  /** Input name → value, as in a workflow's `with:`. */
  readonly inputs: Record<string, string>;
  /** The workspace (a folder from `workspace()`). */
  readonly workspace: string;
  readonly env?: Record<string, string>;
  /** GITHUB_EVENT_NAME and the payload written to GITHUB_EVENT_PATH. */
  readonly event?: { readonly name: string; readonly payload: unknown };
  readonly timeoutMs?: number;
}

/** A temp workspace with the given files (paths may contain folders). */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-action-ws-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const runner = mkdtempSync(join(tmpdir(), 'portal-ops-action-runner-'));
  const outputFile = join(runner, 'output');
  const summaryFile = join(runner, 'summary');
  const eventFile = join(runner, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.event?.payload ?? {}));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.event?.name ?? 'push',
    GITHUB_REPOSITORY: 'acme/portal-config',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'Portal config',
    GITHUB_RUN_ID: '42',
    GITHUB_SERVER_URL: 'https://github.com',
    // A GitHub API nobody listens on, unless a test brings its own.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  const child = spawn(NODE24, [ACTION], { cwd: options.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the action did not exit within ${timeoutMs} ms\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  const outputsText = readFileSync(outputFile, 'utf8');
  return { code, stdout, stderr, outputs: parseOutputs(outputsText), outputFile: outputsText, summary: readFileSync(summaryFile, 'utf8') };
}

/** `name<<DELIM\nvalue\nDELIM\n` records, as `core.setOutput` writes them. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name, delimiter] = m as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    out[name] = value.join('\n');
  }
  return out;
}

/**
 * No secret anywhere the Action writes, except the `::add-mask::` commands that register them with
 * the runner (which must be there); and no 64-character token the emulator issued.
 */
export function expectNoSecrets(run: ActionRun, secrets: readonly string[], masked: readonly string[] = secrets): void {
  const maskLines = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
  for (const secret of masked) expect(maskLines, `::add-mask:: for ${secret.slice(0, 4)}…`).toContain(`::add-mask::${secret}`);
  const visible = [run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n'), run.stderr, run.summary, run.outputFile].join('\n');
  for (const secret of secrets) expect(visible.includes(secret), `a credential leaked: ${secret.slice(0, 4)}…`).toBe(false);
  expect(visible).not.toMatch(/(?<![A-Za-z0-9])[A-Za-z0-9]{64}(?![A-Za-z0-9])/);
}

export const request = (changes: unknown[], reason = 'test'): string => `${JSON.stringify({ reason, changes }, null, 2)}\n`;
