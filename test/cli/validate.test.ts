import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request, runCli, tempFiles } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');
const role = (add: string[]) => request([{ kind: 'rolePrivileges', role: 'GIS Analysts', add }]);

describe('portal-ops validate', () => {
  const dir = tempFiles({
    'video.json': role(['portal:publisher:publishVideo']),
    'keys.json': role(['portal:user:generateApiTokens']),
    'broken.json': '{\n  "changes": [\n    { "kind": "banner", }\n  ]\n}\n',
    'empty.json': '',
    'array.json': '[]',
    'warn.json': request([{ kind: 'banner', enabled: true, text: 'x', bgColor: 'yellow', fontColor: 'white' }]),
  });
  const run = (...argv: string[]) => runCli(['validate', ...argv], { cwd: dir });

  it('exits 0 for valid files, with warnings allowed', async () => {
    const r = await run('warn.json');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/warn\.json: valid \(1 warning\)/);
    expect(r.stdout).toMatch(/warn\.json:\d+: warning: changes\[0\]\.fontColor: banner contrast/);
    expect(r.stdout).toMatch(/note: release gating skipped/);
  });

  it('fails an unknown privilege with the suggestion, naming file, line and path', async () => {
    const r = await run('video.json');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('video.json:8: error: changes[0].add[0]: unknown privilege "portal:publisher:publishVideo"');
    expect(r.stdout).toContain('hint: did you mean "portal:publisher:PublishVideo"?');
  });

  it('gates by --release', async () => {
    expect((await run('keys.json', '--release', '11.3')).code).toBe(1);
    expect((await run('keys.json', '--release', '11.4')).code).toBe(0);
    expect((await run('keys.json', '--hosted')).code).toBe(0);
    expect((await runCli(['validate', 'keys.json'], { cwd: dir, env: { PORTAL_RELEASE: '11.3' } })).code).toBe(1);
  });

  it('gives one clear line for a missing, broken or empty file, never a stack trace', async () => {
    const r = await run('missing.json', 'broken.json', 'empty.json', 'array.json');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('missing.json: error: no such file');
    expect(r.stdout).toContain('broken.json:3:25: error: invalid JSON: property name expected');
    expect(r.stdout).toContain('empty.json:1:1: error: the file is empty');
    expect(r.stdout).toContain('array.json:1: error: a change request is a JSON object, got array');
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  it('is invalid overall when any one file is', async () => {
    expect((await run('warn.json', 'video.json')).code).toBe(1);
  });

  it('--json prints the documented shape', async () => {
    const r = await run('video.json', 'warn.json', '--json');
    const out = JSON.parse(r.stdout) as { files: Array<Record<string, unknown>>; notes: string[] };
    expect(out.files).toHaveLength(2);
    expect(out.files[0]).toMatchObject({
      file: 'video.json',
      valid: false,
      errors: [{ path: 'changes[0].add[0]', message: 'unknown privilege "portal:publisher:publishVideo"', hint: 'did you mean "portal:publisher:PublishVideo"?' }],
      warnings: [],
    });
    expect(out.files[1]).toMatchObject({ file: 'warn.json', valid: true, errors: [] });
    expect((out.files[1]?.warnings as unknown[]).length).toBe(1);
  });

  it('refuses bad flags with a one-line error and the usage', async () => {
    for (const argv of [['keys.json', '--release', 'eleven'], ['keys.json', '--release', '11.3', '--hosted'], [], ['keys.json', '--bogus']]) {
      const r = await run(...argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/^portal-ops validate: .+\nusage: portal-ops validate/);
    }
  });

  it('works as the built bin: every example is valid', () => {
    const out = execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'validate', ...['banner-maintenance', 'combined', 'role-privileges'].map((f) => `examples/${f}.json`)], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toMatch(/combined\.json: valid/);
  });

  it('the built bin exits 1 on an invalid file', () => {
    let status = 0;
    try {
      execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'validate', join(dir, 'video.json')], { encoding: 'utf8' });
    } catch (err) {
      status = (err as { status: number }).status;
    }
    expect(status).toBe(1);
  });
});

describe('portal-ops', () => {
  it('prints usage for help and refuses unknown commands', async () => {
    expect((await runCli(['help'])).stdout).toMatch(/portal-ops validate/);
    const r = await runCli(['deploy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown command "deploy"/);
  });
});
