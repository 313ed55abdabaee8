/**
 * The CLI in-process (test/cli/harness.ts): validate, plan, apply and schedule, text and --json,
 * with each kind of credential in the environment, on success and on every failure a user meets:
 * refused credentials, portal errors, HTML pages, dropped connections, a portal quoting the
 * request, bad configuration, a credential typed where a file name or flag belongs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { request, workspace } from '../../action/harness.ts';
import { runCli } from '../../cli/harness.ts';
import { CREDENTIALS } from './credentials.ts';
import { activeSchedule, bannerOn, CLIENT_ID, UNREACHABLE, USERNAME, type SecretsRig } from './rig.ts';

const FACE = 'cli';

export async function cliFace(rig: SecretsRig): Promise<void> {
  const dir = workspace({
    'invalid.json': request([{ kind: 'banner', enabled: 'yes', bgColor: 'not a colour' }]),
    'broken.json': '{ "reason": "x", "changes": [ { "kind": "banner", ',
    'config.json': JSON.stringify({ portals: { default: { url: rig.url, release: '12.1', auth: { type: 'password', username: USERNAME, password: 'env:PROD_PORTAL_PASSWORD' } } } }),
    'config-oauth.json': JSON.stringify({ portals: { default: { url: rig.url, auth: { type: 'oauth', clientId: CLIENT_ID, clientSecret: 'env:PROD_CLIENT_SECRET' } } } }),
    // A secret pasted inline where a reference belongs: refused, and must not be quoted back.
    'config-inline.json': JSON.stringify({ portals: { default: { url: rig.url, auth: { type: 'password', username: USERNAME, password: CREDENTIALS.password } } } }),
    'config-unset.json': JSON.stringify({ portals: { default: { url: rig.url, auth: { type: 'oauth', clientId: CLIENT_ID, clientSecret: 'env:NOT_SET_ANYWHERE' } } } }),
  });
  let files = 0;
  /** A new banner request file, so every apply writes. */
  const banner = (label: string): string => {
    const name = `banner-${++files}.json`;
    writeFileSync(join(dir, name), bannerOn(rig.nextText(`cli ${label}`)));
    return name;
  };
  const schedule = (label: string): string => {
    const name = `schedule-${++files}.json`;
    writeFileSync(join(dir, name), activeSchedule(rig.nextText(`cli schedule ${label}`)));
    return name;
  };

  const base = { PORTAL_URL: rig.url, PORTAL_RELEASE: '12.1', USER: 'secrets-suite' };
  const password = { ...base, PORTAL_USERNAME: USERNAME, PORTAL_PASSWORD: CREDENTIALS.password };
  const debugPassword = { ...password, PORTAL_OPS_DEBUG: '1' };
  const oauth = { ...base, PORTAL_CLIENT_ID: CLIENT_ID, PORTAL_CLIENT_SECRET: CREDENTIALS.clientSecret, PORTAL_OPS_DEBUG: '1' };

  const cli = async (label: string, env: Record<string, string>, argv: string[], expected: number): Promise<void> => {
    rig.scanner.run(FACE);
    const run = await runCli(argv, { cwd: dir, env });
    rig.scanner.capture(FACE, `${label}: stdout`, run.stdout);
    rig.scanner.capture(FACE, `${label}: stderr`, run.stderr);
    expect(run.code, `${label}: exit code (stderr: ${run.stderr.slice(0, 300)})`).toBe(expected);
  };

  try {
    await cli('validate', password, ['validate', banner('validate'), 'invalid.json', 'broken.json', 'missing.json'], 1);
    await cli('validate --json', password, ['validate', banner('validate json'), 'invalid.json', '--json'], 1);

    await cli('plan (password, debug)', debugPassword, ['plan', banner('plan')], 2);
    await cli('plan --json (oauth)', oauth, ['plan', banner('plan json'), '--json'], 2);
    await cli('apply (password, debug)', debugPassword, ['apply', banner('apply')], 0);
    await cli('apply --json (oauth)', oauth, ['apply', banner('apply json'), '--json'], 0);
    await cli('apply (pasted token)', { ...base, PORTAL_TOKEN: await rig.pasteToken(), PORTAL_OPS_DEBUG: '1' }, ['apply', banner('token')], 0);
    await cli('schedule --dry-run', debugPassword, ['schedule', schedule('dry'), '--dry-run'], 2);
    await cli('schedule --json (oauth)', oauth, ['schedule', schedule('json'), '--json'], 0);
    await cli('schedule --preview', password, ['schedule', schedule('preview'), '--preview', '--json'], 0);
    await cli('plan --config (password ref)', { PROD_PORTAL_PASSWORD: CREDENTIALS.password, PORTAL_OPS_DEBUG: '1' }, ['plan', banner('config'), '--config', 'config.json'], 2);
    await cli('apply --config (oauth ref)', { PROD_CLIENT_SECRET: CREDENTIALS.clientSecret }, ['apply', banner('config oauth'), '--config', 'config-oauth.json', '--json'], 0);

    // Refused credentials.
    await cli('plan (api key: 498)', { ...base, PORTAL_TOKEN: CREDENTIALS.apiKey, PORTAL_OPS_DEBUG: '1' }, ['plan', banner('api key')], 1);
    await cli('apply --json (api key: 498)', { ...base, PORTAL_TOKEN: CREDENTIALS.apiKey }, ['apply', banner('api key json'), '--json'], 1);
    await cli('apply (wrong password)', { ...debugPassword, PORTAL_PASSWORD: CREDENTIALS.wrongPassword }, ['apply', banner('wrong password')], 1);
    await cli('plan --json (wrong password)', { ...password, PORTAL_PASSWORD: CREDENTIALS.wrongPassword }, ['plan', banner('wrong password json'), '--json'], 1);
    await cli('schedule (wrong client secret)', { ...oauth, PORTAL_CLIENT_SECRET: CREDENTIALS.wrongClientSecret }, ['schedule', schedule('wrong secret')], 1);

    // The portal failing.
    await rig.faults([{ kind: 'status', status: 500, operation: 'settings', times: 4, retryAfter: 0 }]);
    await cli('plan (portal 500)', debugPassword, ['plan', banner('500')], 1);
    await rig.faults([{ kind: 'status', status: 403, operation: 'settings/update' }]);
    await cli('apply --json (portal 403 on write)', oauth, ['apply', banner('403'), '--json'], 1);
    await rig.faults([{ kind: 'html', operation: 'portals/self' }]);
    await cli('apply (sign-in page)', debugPassword, ['apply', banner('html')], 1);
    await rig.faults([{ kind: 'drop', operation: 'settings', times: 1 }]);
    await cli('apply (dropped read, retried)', debugPassword, ['apply', banner('drop')], 0);
    await rig.faults([{ kind: 'drop', operation: 'settings/update', when: 'before' }]);
    // Writes carry the whole desired value, so a dropped one is safely sent again.
    await cli('apply --json (dropped write, retried)', oauth, ['apply', banner('drop write'), '--json'], 0);
    await rig.faults([{ kind: 'expireTokens', operation: 'settings' }]);
    await cli('schedule (expired token)', debugPassword, ['schedule', schedule('expired')], 0);
    await cli('plan (unreachable portal)', { ...debugPassword, PORTAL_URL: UNREACHABLE }, ['plan', banner('unreachable')], 1);

    // A portal quoting the request back.
    rig.portal.echo('generateToken', 'json');
    await cli('plan --json (sign-in echoed)', password, ['plan', banner('echo sign-in'), '--json'], 1);
    rig.portal.echo('token', 'text');
    await cli('apply (oauth echoed)', oauth, ['apply', banner('echo oauth')], 1);
    rig.portal.echo('update', 'json');
    await cli('apply --json (write echoed)', debugPassword, ['apply', banner('echo write'), '--json'], 1);
    rig.portal.echo('settings', 'html', 4);
    await cli('schedule (read echoed in a gateway page)', { ...base, PORTAL_TOKEN: await rig.pasteToken() }, ['schedule', schedule('echo read')], 1);
    expect(rig.portal.pendingEchoes(), 'every echo was met').toBe(0);

    // Configuration mistakes, and credentials typed in the wrong place.
    await cli('config with an inline secret', {}, ['plan', banner('inline'), '--config', 'config-inline.json'], 1);
    await cli('config with an unset reference', {}, ['apply', banner('unset'), '--config', 'config-unset.json', '--json'], 1);
    await cli('two kinds of credentials', { ...password, PORTAL_TOKEN: CREDENTIALS.apiKey }, ['plan', banner('two kinds')], 1);
    const [scheme, rest] = rig.url.split('://') as [string, string];
    await cli('password inside PORTAL_URL', { ...password, PORTAL_URL: `${scheme}://${USERNAME}:${encodeURIComponent(CREDENTIALS.password)}@${rest}` }, ['plan', banner('userinfo')], 1);
    await cli('token in the PORTAL_URL query', { ...password, PORTAL_URL: `${rig.url}?token=${CREDENTIALS.apiKey}` }, ['plan', banner('query')], 1);
    await cli('password without username', { ...base, PORTAL_PASSWORD: CREDENTIALS.password }, ['plan', banner('half')], 1);
    await cli('secret as a second file', password, ['plan', banner('stray'), CREDENTIALS.password], 1);
    await cli('secret as an unknown flag', password, ['apply', banner('flag'), `--password=${CREDENTIALS.password}`], 1);
  } finally {
    await rig.clearFaults();
  }
}
