/**
 * The built CLI as users run it (`node dist/cli.js`, a fresh process each time, so nothing an
 * earlier run registered for redaction helps), and `portal-ops emulator`, a face users run too:
 * its stdout and stderr while members sign in, succeed and fail, and its argument errors. The
 * emulator runs from source, so the suite checks the code as it is, not the last build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { request, workspace } from '../../action/harness.ts';
import { CREDENTIALS } from './credentials.ts';
import { BUILT_CLI, runNode, SOURCE_CLI, startNode } from './processes.ts';
import { activeSchedule, bannerOn, CLIENT_ID, USERNAME, type SecretsRig } from './rig.ts';

const CHILD = 'cli (child)';
const EMULATOR = 'emulator';

export async function emulatorFace(rig: SecretsRig): Promise<void> {
  await builtCli(rig);
  await emulatorCommand(rig);
}

async function builtCli(rig: SecretsRig): Promise<void> {
  const dir = workspace({ 'invalid.json': request([{ kind: 'banner', enabled: 'yes' }]) });
  let files = 0;
  const file = (text: string): string => {
    const name = `request-${++files}.json`;
    writeFileSync(join(dir, name), text);
    return name;
  };
  const base = { PORTAL_URL: rig.url, PORTAL_RELEASE: '12.1', PORTAL_OPS_DEBUG: '1' };
  const password = { ...base, PORTAL_USERNAME: USERNAME, PORTAL_PASSWORD: CREDENTIALS.password };
  const oauth = { ...base, PORTAL_CLIENT_ID: CLIENT_ID, PORTAL_CLIENT_SECRET: CREDENTIALS.clientSecret };
  const cli = async (label: string, env: Record<string, string>, argv: string[], expected: number): Promise<void> => {
    rig.scanner.run(CHILD);
    const run = await runNode([...BUILT_CLI, ...argv], { env, cwd: dir });
    rig.scanner.capture(CHILD, `${label}: stdout`, run.stdout);
    rig.scanner.capture(CHILD, `${label}: stderr`, run.stderr);
    expect(run.code, `${label}: exit code (stderr: ${run.stderr.slice(0, 300)})`).toBe(expected);
  };

  await cli('validate --json', password, ['validate', 'invalid.json', '--json'], 1);
  await cli('apply --json (password)', password, ['apply', file(bannerOn(rig.nextText('child apply'))), '--json'], 0);
  await cli('plan (oauth)', oauth, ['plan', file(bannerOn(rig.nextText('child plan')))], 2);
  await cli('schedule (oauth)', oauth, ['schedule', file(activeSchedule(rig.nextText('child schedule')))], 0);
  await cli('plan (api key: 498)', { ...base, PORTAL_TOKEN: CREDENTIALS.apiKey }, ['plan', file(bannerOn('x'))], 1);
  await cli('apply (wrong password)', { ...password, PORTAL_PASSWORD: CREDENTIALS.wrongPassword }, ['apply', file(bannerOn('x'))], 1);
  rig.portal.echo('generateToken', 'json');
  await cli('apply --json (sign-in echoed)', password, ['apply', file(bannerOn(rig.nextText('child echo'))), '--json'], 1);
  rig.portal.echo('token', 'text');
  await cli('plan (oauth echoed)', oauth, ['plan', file(bannerOn(rig.nextText('child echo oauth')))], 1);
  rig.portal.echo('settings', 'json');
  await cli('plan (read echoed, pasted token)', { ...base, PORTAL_TOKEN: await rig.pasteToken() }, ['plan', file(bannerOn(rig.nextText('child echo read')))], 1);
  expect(rig.portal.pendingEchoes(), 'every echo was met').toBe(0);
}

async function emulatorCommand(rig: SecretsRig): Promise<void> {
  const members = ['--user', `${USERNAME}:${CREDENTIALS.password}:admin`, '--user', `viewer:${CREDENTIALS.wrongPassword}:user`, '--client', `${CLIENT_ID}:${CREDENTIALS.clientSecret}`];

  // Running, with members signing in and failing to; the state file it keeps is scanned too.
  const stateDir = workspace({});
  for (const json of [true, false]) {
    rig.scanner.run(EMULATOR);
    const running = await startNode([...SOURCE_CLI, 'emulator', '--port', '0', '--test-hooks', '--state', join(stateDir, 'state.json'), ...members, ...(json ? ['--json'] : [])], { env: {} });
    const url = json ? (JSON.parse(running.firstLine) as { url: string }).url : running.firstLine;
    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams({ f: 'json', ...fields }) });
    const signIn = (password: string) => fetch(`${url}/generateToken`, form({ username: USERNAME, password, client: 'referer', referer: 'portal-ops' })).then((r) => r.json() as Promise<{ token?: string }>);
    const good = await signIn(CREDENTIALS.password);
    expect(good.token, 'the emulator accepts the member it was given').toBeTypeOf('string');
    expect((await signIn(CREDENTIALS.wrongPassword)).token).toBeUndefined();
    const oauth = (await fetch(`${url}/oauth2/token`, form({ client_id: CLIENT_ID, client_secret: CREDENTIALS.clientSecret, grant_type: 'client_credentials' })).then((r) => r.json())) as { access_token?: string };
    expect(oauth.access_token).toBeTypeOf('string');
    await fetch(`${url}/oauth2/token`, form({ client_id: CLIENT_ID, client_secret: CREDENTIALS.wrongClientSecret, grant_type: 'client_credentials' }));
    await fetch(`${url}/portals/self/settings?f=json`, { headers: { 'X-Esri-Authorization': `Bearer ${good.token ?? ''}` } });
    await fetch(`${url}/portals/self/settings?f=json&token=${CREDENTIALS.apiKey}`);
    await rig.learnTokens(new URL(url).origin);
    const exited = await running.stop();
    rig.scanner.capture(EMULATOR, `running${json ? ' --json' : ''}: stdout`, exited.stdout);
    rig.scanner.capture(EMULATOR, `running${json ? ' --json' : ''}: stderr`, exited.stderr);
    expect(exited.stderr).toMatch(/portal emulator stopped/);
    rig.scanner.capture(EMULATOR, `running${json ? ' --json' : ''}: state file`, readFileSync(join(stateDir, 'state.json'), 'utf8'));
  }

  // Mistyped command lines.
  const mistakes: Array<[string, string[]]> = [
    ['forgotten --user', [`${USERNAME}:${CREDENTIALS.password}:admin`]],
    ['--user without a role', ['--user', `${USERNAME}:${CREDENTIALS.password}`]],
    ['--user with an unknown role', ['--user', `${USERNAME}:${CREDENTIALS.password}:nosuchrole`]],
    ['--client without an id', ['--client', `:${CREDENTIALS.clientSecret}`]],
    ['unknown flag with a secret', [`--password=${CREDENTIALS.password}`]],
  ];
  for (const [label, argv] of mistakes) {
    rig.scanner.run(EMULATOR);
    const run = await runNode([...SOURCE_CLI, 'emulator', '--port', '0', ...argv], { env: {} });
    rig.scanner.capture(EMULATOR, `${label}: stdout`, run.stdout);
    rig.scanner.capture(EMULATOR, `${label}: stderr`, run.stderr);
    expect(run.code, label).toBe(1);
  }
}
