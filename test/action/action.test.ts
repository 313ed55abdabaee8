/** The built Action under Node 24 against the portal emulator over real HTTP on loopback. */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { expectNoSecrets, request, runAction, workspace } from './harness.ts';

const PASSWORD = 'Pelican-Password-4471';
const CLIENT_SECRET = 'Narwhal-Client-Secret-9083';
const users = [{ username: 'ops-admin', password: PASSWORD, role: 'admin' as const }];
const clients = [{ clientId: 'ops-app', clientSecret: CLIENT_SECRET }];

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function portal() {
  const emulator = await startEmulator({ port: 0, testHooks: true, users, clients });
  running.push(emulator);
  const hook = (path: string) => fetch(`${emulator.origin}/__emulator/${path}`).then((r) => r.json());
  return {
    emulator,
    calls: () => hook('calls') as Promise<Array<{ operation: string; method: string }>>,
    state: () => hook('state') as Promise<{ settings: { informationalBanner: { enabled: boolean; text: string } } }>,
    passwordInputs: { 'portal-url': emulator.url, username: 'ops-admin', password: PASSWORD, release: '12.1' },
    oauthInputs: { 'portal-url': emulator.url, 'client-id': 'ops-app', 'client-secret': CLIENT_SECRET, release: '12.1' },
  };
}

const banner = request([{ kind: 'banner', enabled: true, text: 'Read-only <b>tonight</b> | `now`', bgColor: 'navy', fontColor: 'white' }], 'Upgrade window');
const role = request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'], remove: ['features:user:edit'] }]);
const invalid = `{
  "reason": "typo",
  "changes": [
    { "kind": "rolePrivileges", "role": "Field Crew",
      "add": ["portal:publisher:publishVideo"] }
  ]
}
`;

describe('the Action: plan', () => {
  it('reports changes (changed=true) and leaves the portal untouched', async () => {
    const p = await portal();
    const ws = workspace({ 'portal/banner.json': banner, 'portal/role.json': role });
    const run = await runAction({ workspace: ws, inputs: { command: 'plan', files: 'portal/*.json', ...p.passwordInputs } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.changed).toBe('true');
    const plans = JSON.parse(run.outputs.plan ?? '') as Array<{ file: string; changed: boolean; plan: { settings: unknown[]; roles: unknown[] } }>;
    expect(plans.map((x) => [x.file, x.changed])).toEqual([
      ['portal/banner.json', true],
      ['portal/role.json', true],
    ]);
    expect(JSON.parse(run.outputs.result ?? '')).toMatchObject({ command: 'plan', ok: true, changed: true });
    // Nothing was written.
    const ops = (await p.calls()).map((c) => c.operation);
    expect(ops).not.toContain('settings/update');
    expect(ops).not.toContain('roles/setPrivileges');
    expect((await p.state()).settings.informationalBanner.enabled).toBe(false);
    // The summary: a table per file, portal text escaped.
    expect(run.summary).toContain('## portal-ops plan');
    expect(run.summary).toContain('| <code>informationalBanner.enabled</code> | <code>false</code> | <code>true</code> |');
    expect(run.summary).toContain('&lt;b&gt;tonight&lt;/b&gt; &#124; &#96;now&#96;');
    expect(run.summary).not.toContain('<b>tonight');
    expect(run.summary).toContain('➕ <code>portal:user:createItem</code>');
    expect(run.summary).toContain('➖ <code>features:user:edit</code>');
    expectNoSecrets(run, [PASSWORD]);
    // The token the emulator issued was masked as soon as it arrived.
    expect(run.stdout).toMatch(/^::add-mask::[A-Za-z0-9]{64}$/m);
  });

  it('fails on an invalid file with an annotation on its line, and plans nothing', async () => {
    const p = await portal();
    const ws = workspace({ 'portal/bad.json': invalid });
    const run = await runAction({ workspace: ws, inputs: { command: 'plan', files: 'portal/bad.json', ...p.passwordInputs } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=portal\/bad\.json,line=5::changes\[0\]\.add\[0\]: unknown privilege "portal:publisher:publishVideo"/m);
    expect(run.stdout).toMatch(/^::error::portal-ops plan failed: portal\/bad\.json is invalid/m);
    expect(run.outputs.changed).toBe('false');
    expect(run.summary).toContain('❌ invalid (1 error)');
    expect((await p.calls()).map((c) => c.operation)).not.toContain('settings');
  });

  it('fails clearly on a portal error (wrong password) without printing it', async () => {
    const p = await portal();
    const ws = workspace({ 'banner.json': banner });
    const wrong = 'Wrong-Password-Otter-123';
    const run = await runAction({ workspace: ws, inputs: { command: 'plan', files: 'banner.json', ...p.passwordInputs, password: wrong } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error::portal-ops plan failed: banner\.json: generateToken: the portal refused/m);
    expectNoSecrets(run, [wrong, PASSWORD], [wrong]);
  });
});

describe('the Action: apply', () => {
  it('applies, then a second apply changes nothing (changed=false)', async () => {
    const p = await portal();
    const ws = workspace({ 'portal/banner.json': banner, 'portal/role.json': role });
    const inputs = { command: 'apply', files: 'portal/banner.json\nportal/role.json', ...p.oauthInputs };
    const first = await runAction({ workspace: ws, inputs });
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.outputs.changed).toBe('true');
    const state = await p.state();
    expect(state.settings.informationalBanner).toMatchObject({ enabled: true, text: 'Read-only <b>tonight</b> | `now`' });
    expect((await p.calls()).filter((c) => c.operation === 'settings/update')).toHaveLength(1);
    expect(first.summary).toContain('| settings/update &#40;informationalBanner&#41; | ✅ applied and verified |');
    expect(first.summary).toMatch(/setPrivileges role &quot;Field Crew&quot; .* \| ✅ applied and verified \|/);
    expect(JSON.parse(first.outputs.result ?? '')).toMatchObject({ command: 'apply', ok: true, files: [{ status: 'applied' }, { status: 'applied' }] });
    // The audit line names the repository, ref and actor.
    expect(first.stdout).toMatch(/\[info\] audit .*"principal":"github:acme\/portal-config@refs\/heads\/main".*"actor":"octocat"/);
    expectNoSecrets(first, [CLIENT_SECRET]);
    expect(first.stdout).toMatch(/^::add-mask::[A-Za-z0-9]{64}$/m);

    const second = await runAction({ workspace: ws, inputs });
    expect(second.code).toBe(0);
    expect(second.outputs.changed).toBe('false');
    expect(second.summary).toContain('Nothing to apply');
    expect((await p.calls()).filter((c) => c.operation === 'settings/update')).toHaveLength(1);
  });

  it('applies nothing while any file is invalid', async () => {
    const p = await portal();
    const ws = workspace({ 'a.json': banner, 'b.json': invalid });
    const run = await runAction({ workspace: ws, inputs: { command: 'apply', files: 'a.json, b.json', ...p.passwordInputs } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::error file=b\.json,line=5::/m);
    expect(run.summary).toContain('nothing is applied while any file is invalid');
    expect((await p.calls()).map((c) => c.operation)).not.toContain('settings/update');
  });

  it('reads portals from a config file with env: secret references', async () => {
    const p = await portal();
    const config = JSON.stringify({ portals: { lab: { url: p.emulator.url, release: '12.1', auth: { type: 'oauth', clientId: 'ops-app', clientSecret: 'env:LAB_SECRET' } } } });
    const ws = workspace({ 'portals.json': config, 'lab.json': JSON.stringify({ portal: 'lab', changes: [{ kind: 'banner', enabled: true }] }) });
    const run = await runAction({ workspace: ws, inputs: { command: 'apply', files: 'lab.json', config: 'portals.json' }, env: { LAB_SECRET: CLIENT_SECRET } });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.changed).toBe('true');
    expectNoSecrets(run, [CLIENT_SECRET]);
  });
});

describe('the Action: validate', () => {
  it('needs no portal, gates by the release input, and fails with annotations', async () => {
    const ws = workspace({ 'ok/banner.json': banner, 'ok/role.json': role, 'bad/role.json': invalid });
    const ok = await runAction({ workspace: ws, inputs: { command: 'validate', files: 'ok/**/*.json', release: '11.3' } });
    expect(ok.code, ok.stdout).toBe(0);
    expect(ok.outputs.changed).toBe('false');
    expect(ok.summary).toContain('✅ **2 files valid.**');
    const gated = await runAction({
      workspace: workspace({ 'new.json': request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:generateApiTokens'] }]) }),
      inputs: { command: 'validate', files: 'new.json', release: '11.3' },
    });
    expect(gated.code).toBe(1);
    expect(gated.stdout).toMatch(/^::error file=new\.json,line=\d+::.*generateApiTokens/m);
    const bad = await runAction({ workspace: ws, inputs: { command: 'validate', files: '**/*.json' } });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^::error file=bad\/role\.json,line=5::/m);
    expect(JSON.parse(bad.outputs.result ?? '')).toMatchObject({ ok: false, files: [{ file: 'bad/role.json', status: 'invalid' }, { status: 'valid' }, { status: 'valid' }] });
  });

  it('fails when a pattern matches nothing or an input is wrong', async () => {
    const ws = workspace({ 'a.json': banner });
    const none = await runAction({ workspace: ws, inputs: { command: 'validate', files: 'changes/*.json' } });
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(/no file matches "changes\/\*\.json"/);
    const wrong = await runAction({ workspace: ws, inputs: { command: 'destroy', files: 'a.json' } });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/input "command" must be validate, plan, apply or schedule/);
    expect(wrong.summary).toContain('❌ **Failed** before any file was read.');
  });
});
