/** action.yml, the example workflows and the Action's inputs agree. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/action/readInputs.ts';
import { validateChangeRequest } from '../../src/request/validate.ts';

const root = join(import.meta.dirname, '..', '..');
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8');

/** Keys directly under a top-level YAML key (two-space indent), enough for action.yml. */
function keysUnder(yaml: string, section: string): string[] {
  const lines = yaml.split('\n');
  const start = lines.indexOf(`${section}:`);
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const m = /^ {2}([a-z][a-z-]*):/.exec(line);
    if (m?.[1]) out.push(m[1]);
  }
  return out;
}

/** The `with:` keys of every step that uses portal-ops. */
function withKeys(workflow: string): string[][] {
  const lines = workflow.split('\n');
  const steps: string[][] = [];
  lines.forEach((line, i) => {
    if (!/uses: portal-ops\/portal-ops@v1/.test(line)) return;
    const keys: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s+with:\s*$/.test(lines[j] ?? '')) j++;
    const indent = /^(\s*)/.exec(lines[j] ?? '')?.[1]?.length ?? 0;
    for (j++; j < lines.length; j++) {
      const m = /^(\s*)([a-z][a-z-]*):/.exec(lines[j] ?? '');
      if (!m || (m[1]?.length ?? 0) <= indent) break;
      keys.push(m[2] ?? '');
    }
    steps.push(keys);
  });
  return steps;
}

describe('action.yml', () => {
  it('runs the committed bundle on node24 and declares exactly the inputs the Action reads', () => {
    expect(actionYml).toMatch(/^runs:\n {2}using: node24\n {2}main: dist\/action\/index\.js$/m);
    const read: string[] = [];
    readInputs((name) => {
      read.push(name);
      return name === 'files' ? 'a.json' : '';
    }, () => {});
    expect(keysUnder(actionYml, 'inputs').sort()).toEqual([...new Set(read)].sort());
    expect(keysUnder(actionYml, 'outputs')).toEqual(['changed', 'plan', 'result']);
    expect(actionYml).toMatch(/ {2}command:\n(?: {4}.*\n)* {4}default: plan\n/);
    expect(actionYml).toMatch(/ {2}github-token:\n(?: {4}.*\n)* {4}default: \$\{\{ github\.token \}\}\n/);
  });
});

describe('examples/workflows', () => {
  const declared = new Set(keysUnder(actionYml, 'inputs'));
  it.each(['portal-ops.yml', 'banner-toggle.yml'])('%s uses only declared inputs', (file) => {
    const text = readFileSync(join(root, 'examples', 'workflows', file), 'utf8');
    const steps = withKeys(text);
    expect(steps.length).toBeGreaterThan(0);
    for (const keys of steps) {
      expect(keys).toContain('files');
      for (const key of keys) expect(declared, key).toContain(key);
    }
    expect(text).toMatch(/placeholder/);
    expect(text).toMatch(/concurrency:\n\s+group: portal-ops-prod\n\s+cancel-in-progress: false/);
  });

  it('portal-ops.yml keeps permissions minimal', () => {
    const text = readFileSync(join(root, 'examples', 'workflows', 'portal-ops.yml'), 'utf8');
    expect(text).toMatch(/^permissions:\n {2}contents: read\n {2}pull-requests: write\n\n/m);
  });

  it('banner-toggle.yml writes a valid change request from its inputs', () => {
    const text = readFileSync(join(root, 'examples', 'workflows', 'banner-toggle.yml'), 'utf8');
    const script = /node -e '([\s\S]*?)' > banner-request\.json/.exec(text)?.[1];
    expect(script).toBeDefined();
    const run = (env: Record<string, string>) => JSON.parse(execFileSync(process.execPath, ['-e', script ?? ''], { env: { ...env, ACTOR: 'octocat' }, encoding: 'utf8' })) as unknown;
    const on = run({ ENABLED: 'true', TEXT: `Read-only '$(rm -rf /)' "until" 04:00`, BG_COLOR: '#ffcc00', FONT_COLOR: 'black', REASON: '' });
    expect(on).toEqual({
      portal: 'default',
      reason: 'banner on by octocat (workflow_dispatch)',
      changes: [{ kind: 'banner', enabled: true, text: `Read-only '$(rm -rf /)' "until" 04:00`, bgColor: '#ffcc00', fontColor: 'black' }],
    });
    expect(validateChangeRequest(on, { target: { kind: 'selfHosted', release: [11, 3] } })).toMatchObject({ valid: true, warnings: [] });
    const off = run({ ENABLED: 'false', TEXT: '', BG_COLOR: '', FONT_COLOR: '', REASON: 'maintenance over' });
    expect(off).toEqual({ portal: 'default', reason: 'maintenance over', changes: [{ kind: 'banner', enabled: false }] });
    expect(validateChangeRequest(off, { target: { kind: 'unknown' } }).valid).toBe(true);
  });
});
