import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './harness.ts';

describe('portal-ops validate on hostile files', () => {
  it('reports nesting too deep for the parser as an invalid file, not a crash', async () => {
    const dir = tempFiles({ 'deep.json': `{"changes":[{"kind":"banner","text":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}` });
    const run = await runCli(['validate', 'deep.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stderr: '' });
    expect(run.stdout).toContain('deep.json:1:290: error: invalid JSON: nested deeper than 256 levels');
  });

  it('refuses a file that is not UTF-8 instead of validating a repaired copy', async () => {
    const dir = tempFiles({});
    const enc = new TextEncoder();
    writeFileSync(join(dir, 'latin1.json'), Uint8Array.from([...enc.encode('{"changes":[{"kind":"banner","enabled":true,"text":"Caf'), 0xe9, ...enc.encode('"}]}')]));
    const run = await runCli(['validate', 'latin1.json'], { cwd: dir });
    expect(run).toMatchObject({ code: 1, stderr: '' });
    expect(run.stdout).toContain('latin1.json:1:56: error: invalid JSON: the text is not UTF-8');
  });
});
