import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without types
import { buildAll, ENTRIES } from '../../scripts/build.mjs';
import { runAction, workspace } from './harness.ts';

// The Action's `validate` start-up (issue #8: under 2× `node -e 0`) is mostly what Node loads
// before the first line runs: each file costs a resolve, a read and a compile, each byte a compile.
// Timing belongs in `npm run bench -- cold`; these pin the structure that makes it fast.
let out = '';
let meta: Metafile;
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'portal-ops-action-build-'));
  const action = (ENTRIES as Array<{ out: string }>).filter((e) => e.out === 'action/index.js');
  meta = ((await buildAll(out, action)) as Record<string, Metafile>)['action/index.js'] as Metafile;
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Output files a run loads before its first line: index.js and what it imports statically, transitively. */
function loadedUpFront(): string[] {
  const loaded = new Set<string>();
  const visit = (output: string): void => {
    if (loaded.has(output)) return;
    loaded.add(output);
    for (const i of meta.outputs[output]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  for (const output of Object.keys(meta.outputs)) if (output.endsWith('/action/index.js')) visit(output);
  return [...loaded];
}

const inputsOf = (outputs: string[]): string[] => outputs.flatMap((o) => Object.keys(meta.outputs[o]?.inputs ?? {}));

describe('what the built Action loads before its first line', () => {
  it('is index.js and one chunk, not a file per set of shared modules', () => {
    expect(loadedUpFront()).toHaveLength(2);
  });

  it('includes the validator and the JSON.parse fast path, not the position-reporting JSON parser', () => {
    const inputs = inputsOf(loadedUpFront());
    expect(inputs).toContain('src/request/validate.ts');
    expect(inputs).toContain('src/request/parseJsonFast.ts');
    expect(inputs.filter((f) => f.startsWith('node_modules/jsonc-parser/') || f === 'src/request/parseJsonText.ts')).toEqual([]);
  });

  it('does not import all of node:crypto for the step outputs\' random delimiters', () => {
    const builtins = loadedUpFront().flatMap((o) => (meta.outputs[o]?.imports ?? []).filter((i) => i.external).map((i) => i.path.replace(/^node:/, '')));
    expect(builtins).toContain('os');
    expect(builtins).not.toContain('crypto');
  });

  it('still has the parser, for the files that need it, in a chunk of its own', () => {
    const later = Object.keys(meta.outputs).filter((o) => !loadedUpFront().includes(o));
    expect(inputsOf(later)).toContain('node_modules/jsonc-parser/lib/esm/main.js');
  });
});

describe('the built Action loads the JSON parser when a file needs it', () => {
  it('reports a JSON syntax error with its line and column', async () => {
    const ws = workspace({ 'bad.json': '{\n  "changes": [\n    { "kind": "banner", "enabled": false },\n  ]\n}\n' });
    const run = await runAction({ inputs: { command: 'validate', files: 'bad.json' }, workspace: ws });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=bad\.json,line=4,col=3::invalid JSON: value expected/m);
  });

  it('puts a schema error on the line of its field', async () => {
    const ws = workspace({ 'banner.json': '{\n  "changes": [\n    {\n      "kind": "banner",\n      "bgColour": "red"\n    }\n  ]\n}\n' });
    const run = await runAction({ inputs: { command: 'validate', files: 'banner.json' }, workspace: ws });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=banner\.json,line=5::changes\[0\]\.bgColour: unknown field "bgColour"/m);
  });
});
