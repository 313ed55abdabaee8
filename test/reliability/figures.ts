/**
 * Every reliability suite ends by printing its figures, one block per suite, and writing them to
 * reliability-results/<suite>.json (git-ignored) so a run can be compared with the last one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export function reportFigures(suite: string, figures: Record<string, unknown>): void {
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  const lines = Object.entries(figures).map(([k, v]) => `  ${k.padEnd(width)}  ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  console.log(`\n[reliability] ${suite}\n${lines.join('\n')}\n`);
  mkdirSync(join(root, 'reliability-results'), { recursive: true });
  writeFileSync(join(root, 'reliability-results', `${suite}.json`), `${JSON.stringify({ suite, when: new Date().toISOString(), figures }, null, 2)}\n`);
}
