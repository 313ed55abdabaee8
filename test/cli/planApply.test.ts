import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { request, runCli, tempFiles } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');
const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const SECRET_PASSWORD = 'Zebra-Password-7731';
const users = [{ username: 'ops-admin', password: SECRET_PASSWORD, role: 'admin' as const }];

async function portal() {
  const emulator = await startEmulator({ port: 0, testHooks: true, users, clients: [{ clientId: 'ops-app', clientSecret: 'Quokka-Client-Secret-55' }] });
  running.push(emulator);
  const env = { PORTAL_URL: emulator.url, PORTAL_USERNAME: 'ops-admin', PORTAL_PASSWORD: SECRET_PASSWORD, PORTAL_RELEASE: '12.1' };
  return { emulator, env };
}

const files = tempFiles({
  'banner.json': request([{ kind: 'banner', enabled: true, text: 'Read-only tonight', bgColor: 'navy', fontColor: 'white' }]),
  'roles.json': request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'], remove: ['features:user:edit'] }]),
  'bad-role.json': request([{ kind: 'rolePrivileges', role: 'Nobody', add: ['portal:user:createItem'] }]),
  'config.json': JSON.stringify({ portals: { lab: { url: 'URL', release: '12.1', auth: { type: 'oauth', clientId: 'ops-app', clientSecret: 'env:LAB_SECRET' } } } }),
  'lab.json': JSON.stringify({ portal: 'lab', changes: [{ kind: 'banner', enabled: false }] }),
});

describe('portal-ops plan / apply', () => {
  it('plan exits 2 with pending changes and writes nothing; apply exits 0; plan then exits 0', async () => {
    const { emulator, env } = await portal();
    const plan = await runCli(['plan', 'banner.json'], { cwd: files, env });
    expect(plan.code).toBe(2);
    expect(plan.stdout).toMatch(/~ informationalBanner\.enabled: false → true/);
    expect(plan.stdout).toMatch(/~ informationalBanner\.text: ".*" → "Read-only tonight"/);
    expect(plan.stdout).toMatch(/Plan: change 1 settings field \(one settings\/update\)/);
    const calls = (await fetch(`${emulator.origin}/__emulator/calls`).then((r) => r.json())) as Array<{ operation: string }>;
    expect(calls.map((c) => c.operation)).not.toContain('settings/update');

    const apply = await runCli(['apply', 'banner.json'], { cwd: files, env });
    expect(apply.code).toBe(0);
    expect(apply.stdout).toMatch(/✓ applied and verified: settings\/update \(informationalBanner\)/);
    expect(apply.stderr).toMatch(/\[info\] audit .*"principal":"cli:/);

    const again = await runCli(['plan', 'banner.json'], { cwd: files, env });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/No changes/);
  });

  it('shows + and - per privilege and --json for machines', async () => {
    const { env } = await portal();
    const plan = await runCli(['plan', 'roles.json', '--json'], { cwd: files, env });
    expect(plan.code).toBe(2);
    const body = JSON.parse(plan.stdout) as { plan: { roles: Array<{ added: string[]; removed: string[] }> } };
    expect(body.plan.roles[0]).toMatchObject({ added: ['portal:user:createItem'], removed: ['features:user:edit'] });
    const human = await runCli(['plan', 'roles.json'], { cwd: files, env });
    expect(human.stdout).toContain('      + portal:user:createItem');
    expect(human.stdout).toContain('      - features:user:edit');
    const apply = await runCli(['apply', 'roles.json', '--json'], { cwd: files, env });
    expect(JSON.parse(apply.stdout)).toMatchObject({ result: { status: 'applied' } });
  });

  it('exits 1 with a clear error for an unknown role, a missing config or a wrong password', async () => {
    const { env } = await portal();
    const bad = await runCli(['apply', 'bad-role.json'], { cwd: files, env });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/changes\[0\]\.role: no custom role with the id or name "Nobody"/);
    const none = await runCli(['plan', 'banner.json'], { cwd: files, env: {} });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no portal configured: set PORTAL_URL/);
    const wrong = await runCli(['apply', 'banner.json', '--json'], { cwd: files, env: { ...env, PORTAL_PASSWORD: 'Wrong-Password-000' } });
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ error: { kind: 'auth', code: 'invalid_credentials' } });
    expect(wrong.stdout + wrong.stderr).not.toContain('Wrong-Password-000');
  });

  it('reads named portals from --config with env: secret references', async () => {
    const { emulator } = await portal();
    const dir = tempFiles({ 'config.json': JSON.stringify({ portals: { lab: { url: emulator.url, release: '12.1', auth: { type: 'oauth', clientId: 'ops-app', clientSecret: 'env:LAB_SECRET' } } } }), 'lab.json': JSON.stringify({ portal: 'lab', changes: [{ kind: 'banner', enabled: true }] }) });
    const r = await runCli(['apply', 'lab.json', '--config', 'config.json'], { cwd: dir, env: { LAB_SECRET: 'Quokka-Client-Secret-55' } });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).not.toContain('Quokka-Client-Secret-55');
    const missing = await runCli(['apply', 'lab.json', '--config', 'config.json'], { cwd: dir, env: {} });
    expect(missing.stderr).toMatch(/LAB_SECRET, which is not set/);
    const inline = tempFiles({ 'c.json': JSON.stringify({ portals: { lab: { url: emulator.url, auth: { type: 'token', token: 'abc-inline' } } } }), 'lab.json': '{"portal":"lab","changes":[{"kind":"banner","enabled":true}]}' });
    const refused = await runCli(['plan', 'lab.json', '--config', 'c.json'], { cwd: inline, env: {} });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/never an inline secret/);
    expect(refused.stderr).not.toContain('abc-inline');
  });

  it('the built bin applies over real HTTP and never prints a credential', async () => {
    const { env } = await portal();
    const run = promisify(execFile);
    const { stdout, stderr } = await run(process.execPath, [join(root, 'dist', 'cli.js'), 'apply', join(files, 'banner.json'), '--json'], { env: { ...process.env, ...env, PORTAL_OPS_DEBUG: '1' } });
    expect(JSON.parse(stdout)).toMatchObject({ result: { status: 'applied' } });
    for (const secret of [SECRET_PASSWORD]) expect(stdout + stderr).not.toContain(secret);
    // Tokens the emulator issued (64 alphanumerics) never show either, whatever the field name.
    expect(stderr).toMatch(/\[info\] audit/);
    expect(stdout + stderr).not.toMatch(/[A-Za-z0-9]{64}/);
  });
});
