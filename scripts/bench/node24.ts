/**
 * Where the bench finds what it runs under Node 24 (the Action's runtime): the binary the repo
 * pins, the Action's entry as action.yml names it (another build may split it into chunks, so
 * nothing else about its layout is assumed), and a clean runner environment for `validate`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const NODE24 = join(ROOT, 'tools', 'node24', 'node_modules', '.bin', 'node');
export const EXAMPLE = 'examples/banner-off.json';

/** `runs.main` of action.yml, relative to the repository. */
export function actionMain(): string {
  const main = /^\s+main:\s*['"]?([^'"\s]+)['"]?\s*$/m.exec(readFileSync(join(ROOT, 'action.yml'), 'utf8'))?.[1];
  if (main === undefined) throw new Error('action.yml has no runs.main');
  return main;
}

/** What a runner gives a `validate` step: inputs as INPUT_*, output files, the workspace; nothing else leaks in. */
export function actionValidateEnv(): Record<string, string> {
  const runner = mkdtempSync(join(tmpdir(), 'portal-ops-bench-'));
  const output = join(runner, 'output');
  const summary = join(runner, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  return {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ROOT,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_NAME: 'push',
    INPUT_COMMAND: 'validate',
    INPUT_FILES: EXAMPLE,
  };
}
