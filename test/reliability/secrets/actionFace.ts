/**
 * The Action as a runner runs it: the BUILT dist/action/index.js under Node 24
 * (test/action/harness.ts). Scanned: stdout (minus the `::add-mask::` commands, which must carry
 * the secrets: that is how the runner learns to hide them), stderr, the GITHUB_OUTPUT file and
 * the step summary. Each kind of credential input, each command, failures, a GitHub API that
 * quotes the token back, and `worker-url` with the job's OIDC token.
 */
import { expect } from 'vitest';
import { request, runAction, workspace, type ActionRun } from '../../action/harness.ts';
import { CREDENTIALS } from './credentials.ts';
import { SOURCE_CLI, startNode } from './processes.ts';
import { activeSchedule, bannerOn, CLIENT_ID, USERNAME, type SecretsRig } from './rig.ts';
import { oidcIssuer, recorder } from './servers.ts';

const FACE = 'action';
const pullRequest = { name: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'feedfacecafebeef0000000000000000deadbeef' }, base: { ref: 'main' } } } };

interface Expectation {
  readonly code: number;
  /** Values the run must have registered with `::add-mask::` (a function: known only after the run). */
  readonly masked: readonly string[] | (() => readonly string[]);
  /** Every token the portal issued during the run must be masked too (false when a worker signs in instead). */
  readonly masksIssued?: boolean;
}

export async function actionFace(rig: SecretsRig): Promise<void> {
  const issuedTokens = async (): Promise<string[]> => ((await (await fetch(`${rig.emulator.origin}/__emulator/tokens`)).json()) as Array<{ token: string }>).map((t) => t.token);
  const portal = { 'portal-url': rig.url, release: '12.1', comment: 'false' };
  const password = { ...portal, username: USERNAME, password: CREDENTIALS.password };
  const oauth = { ...portal, 'client-id': CLIENT_ID, 'client-secret': CREDENTIALS.clientSecret };

  const action = async (label: string, options: Parameters<typeof runAction>[0], expected: Expectation): Promise<ActionRun> => {
    rig.scanner.run(FACE);
    const before = (await issuedTokens()).length;
    const run = await runAction({ timeoutMs: 60_000, ...options });
    const lines = run.stdout.split('\n');
    const masks = lines.filter((l) => l.startsWith('::add-mask::')).map((l) => unescapeCommandData(l.slice('::add-mask::'.length)));
    rig.scanner.capture(FACE, `${label}: stdout`, lines.filter((l) => !l.startsWith('::add-mask::')).join('\n'));
    rig.scanner.capture(FACE, `${label}: stderr`, run.stderr);
    rig.scanner.capture(FACE, `${label}: GITHUB_OUTPUT`, run.outputFile);
    rig.scanner.capture(FACE, `${label}: step summary`, run.summary);
    expect(run.code, `${label}: exit code`).toBe(expected.code);
    const mustMask = [...(typeof expected.masked === 'function' ? expected.masked() : expected.masked), ...(expected.masksIssued === false ? [] : (await issuedTokens()).slice(before))];
    for (const [i, secret] of mustMask.entries()) expect(masks.includes(secret), `${label}: secret #${i + 1} of ${mustMask.length} is registered with ::add-mask::`).toBe(true);
    return run;
  };

  const requests = workspace({
    'portal/banner.json': bannerOn(rig.nextText('action plan')),
    'portal/invalid.json': request([{ kind: 'banner', enabled: 'yes' }]),
  });
  const { password: pw, clientSecret, apiKey, wrongPassword, githubToken } = CREDENTIALS;

  await action('validate', { workspace: requests, inputs: { ...password, command: 'validate', files: 'portal/*.json' } }, { code: 1, masked: [pw] });

  // A pull request whose GitHub API refuses the token and quotes it back.
  const github = await recorder((req) => ({ status: 401, body: { message: `Bad credentials: ${req.headers['authorization'] ?? ''}`, documentation_url: 'https://docs.github.com/rest' } }));
  try {
    const planned = await action(
      'plan on a pull request (GitHub API echoes the token)',
      { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action pr')) }), inputs: { ...password, command: 'plan', files: 'portal/*.json', comment: 'true', 'github-token': githubToken }, event: pullRequest, env: { GITHUB_API_URL: github.url } },
      { code: 0, masked: [pw, githubToken] },
    );
    expect(planned.outputs.changed).toBe('true');
    expect(github.received.length, 'the comment was attempted').toBeGreaterThan(0);
  } finally {
    await github.close();
  }

  await action('apply (oauth)', { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action apply')) }), inputs: { ...oauth, command: 'apply', files: 'portal/*.json' } }, { code: 0, masked: [clientSecret] });
  const pasted = await rig.pasteToken();
  await action('schedule (pasted token)', { workspace: workspace({ 'schedules/banner.json': activeSchedule(rig.nextText('action schedule')) }), inputs: { ...portal, token: pasted, command: 'schedule', files: 'schedules/*.json' } }, { code: 0, masked: [pasted] });
  await action('plan --config (env reference)', {
    workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action config')), 'portals.json': JSON.stringify({ portals: { default: { url: rig.url, release: '12.1', auth: { type: 'password', username: USERNAME, password: 'env:PROD_PORTAL_PASSWORD' } } } }) }),
    inputs: { command: 'plan', files: 'portal/*.json', config: 'portals.json', comment: 'false' },
    env: { PROD_PORTAL_PASSWORD: pw },
  }, { code: 0, masked: [pw] });

  // Failures.
  await action('config with an inline secret', {
    workspace: workspace({ 'portal/banner.json': bannerOn('x'), 'portals.json': JSON.stringify({ portals: { default: { url: rig.url, auth: { type: 'oauth', clientId: CLIENT_ID, clientSecret: clientSecret } } } }) }),
    inputs: { command: 'plan', files: 'portal/*.json', config: 'portals.json', comment: 'false' },
  }, { code: 1, masked: [] });
  await action('apply (api key: 498)', { workspace: workspace({ 'portal/banner.json': bannerOn('x') }), inputs: { ...portal, token: apiKey, command: 'apply', files: 'portal/*.json' } }, { code: 1, masked: [apiKey] });
  await action('plan (wrong password)', { workspace: workspace({ 'portal/banner.json': bannerOn('x') }), inputs: { ...password, password: wrongPassword, command: 'plan', files: 'portal/*.json' } }, { code: 1, masked: [wrongPassword] });
  await action('schedule (wrong client secret)', { workspace: workspace({ 's/b.json': activeSchedule('x') }), inputs: { ...oauth, 'client-secret': CREDENTIALS.wrongClientSecret, command: 'schedule', files: 's/*.json' } }, { code: 1, masked: [CREDENTIALS.wrongClientSecret] });
  await action('input error after the secrets', { workspace: requests, inputs: { ...password, command: 'destroy', files: 'portal/*.json' } }, { code: 1, masked: [pw] });
  await rig.faults([{ kind: 'html', operation: 'portals/self' }]);
  await action('plan (sign-in page)', { workspace: workspace({ 'portal/banner.json': bannerOn('x') }), inputs: { ...oauth, command: 'plan', files: 'portal/*.json' } }, { code: 1, masked: [clientSecret] });
  rig.portal.echo('generateToken', 'json');
  await action('apply (sign-in echoed)', { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action echo')) }), inputs: { ...password, command: 'apply', files: 'portal/*.json' } }, { code: 1, masked: [pw] });
  rig.portal.echo('update', 'text');
  await action('apply (write echoed)', { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action echo write')) }), inputs: { ...oauth, command: 'apply', files: 'portal/*.json' } }, { code: 1, masked: [clientSecret] });
  rig.portal.echo('settings', 'json');
  const echoedToken = await rig.pasteToken();
  await action('plan (read echoed, pasted token)', { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action echo read')) }), inputs: { ...portal, token: echoedToken, command: 'plan', files: 'portal/*.json' } }, { code: 1, masked: [echoedToken] });
  expect(rig.portal.pendingEchoes(), 'every echo was met').toBe(0);
  await rig.clearFaults();

  await throughWorker(rig, action);
}

/** `worker-url`: the job's OIDC token (from the runner's token service) instead of portal credentials. */
async function throughWorker(rig: SecretsRig, action: (label: string, options: Parameters<typeof runAction>[0], expected: Expectation) => Promise<ActionRun>): Promise<void> {
  const oidc = await oidcIssuer('portal-ops', CREDENTIALS.runnerRequestToken);
  const worker = await startNode([...SOURCE_CLI, 'serve'], {
    env: {
      PORTAL_URL: rig.url,
      PORTAL_RELEASE: '12.1',
      PORTAL_USERNAME: USERNAME,
      PORTAL_PASSWORD: CREDENTIALS.password,
      PORTAL_OPS_CONFIG: JSON.stringify({ policy: [{ principal: 'github:acme/portal-config@refs/heads/main', allow: ['banner'] }] }),
      OIDC_AUDIENCE: 'portal-ops',
      OIDC_ISSUER: oidc.issuer,
      OIDC_JWKS_URL: oidc.jwksUrl,
      PORT: '0',
      PORTAL_OPS_DEBUG: '1',
    },
  });
  try {
    const env = { ACTIONS_ID_TOKEN_REQUEST_URL: oidc.tokenServiceUrl, ACTIONS_ID_TOKEN_REQUEST_TOKEN: CREDENTIALS.runnerRequestToken };
    const inputs = { command: 'apply', files: 'portal/*.json', 'worker-url': worker.firstLine, comment: 'false' };
    // The worker signs in to the portal, not the job: the job masks its OIDC token instead.
    const jwts = (): string[] => [...oidc.issued];
    await action('apply through the worker', { workspace: workspace({ 'portal/banner.json': bannerOn(rig.nextText('action worker')) }), inputs, env }, { code: 0, masked: jwts, masksIssued: false });
    expect(oidc.issued.length, 'the job asked for an OIDC token').toBeGreaterThan(0);
    const seen = oidc.issued.length;
    // The runner's token service failing and quoting the request (its bearer) back.
    const failing = await recorder((req) => ({ status: 500, body: { message: `token service down; request had ${req.headers['authorization'] ?? ''}` } }));
    try {
      await action('token service failing', { workspace: workspace({ 'portal/banner.json': bannerOn('x') }), inputs, env: { ...env, ACTIONS_ID_TOKEN_REQUEST_URL: `${failing.url}/token?api-version=2.0` } }, { code: 1, masked: [], masksIssued: false });
      expect(failing.received.length, 'the job asked the failing token service').toBeGreaterThan(0);
    } finally {
      await failing.close();
    }
    const refused = request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:joinGroup'] }]);
    await action('policy refusal through the worker', { workspace: workspace({ 'portal/role.json': refused }), inputs, env }, { code: 1, masked: () => oidc.issued.slice(seen), masksIssued: false });
  } finally {
    const exited = await worker.stop();
    rig.scanner.capture('worker', 'serving the Action: stdout', exited.stdout);
    rig.scanner.capture('worker', 'serving the Action: stderr', exited.stderr);
    await oidc.close();
  }
}

/** Workflow command data as the runner reads it back (`%`, CR and LF are escaped on the way out). */
function unescapeCommandData(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
