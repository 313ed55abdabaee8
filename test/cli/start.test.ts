import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from './harness.ts';

describe('npm start (the demo)', () => {
  it('runs plan, apply, a no-op re-apply and banner-off against the embedded emulator, exit 0', async () => {
    const r = await runCli(['start']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/~ informationalBanner\.enabled: false → true/);
    expect(r.stdout).toMatch(/✓ applied and verified: settings\/update \(informationalBanner\)/);
    expect(r.stdout).toMatch(/3\. apply it again[\s\S]*Nothing to apply: no write was made/);
    expect(r.stdout).toMatch(/4\. apply examples\/banner-off\.json[\s\S]*~ informationalBanner\.enabled: true → false/);
  });

  it('works from the built bin, as npm start runs it', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(import.meta.dirname, '..', '..', 'dist', 'cli.js'), 'start']);
    expect(stdout).toMatch(/Applied: 1 write, all verified\./);
  });
});
