/**
 * The webhook worker as `portal-ops serve` runs it: a child process (from source), so its real
 * stdout and stderr (the audit lines) are scanned, over real HTTP. Every response's status,
 * headers and body is scanned, and so is everything the worker POSTs to Slack's response_url (a
 * loopback recorder). Success, validation errors, authentication and policy refusals, portal
 * errors, a portal quoting the request, Slack commands, the schedule, and start-up errors.
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import { consoleLogger } from '../../../worker/consoleLogger.ts';
import { workerFromEnv } from '../../../worker/fromEnv.ts';
import { request } from '../../action/harness.ts';
import { CREDENTIALS, webhookKey } from './credentials.ts';
import { runNode, SOURCE_CLI, startNode, type LongRunning } from './processes.ts';
import { activeSchedule, bannerOn, CLIENT_ID, USERNAME, type SecretsRig } from './rig.ts';
import { oidcIssuer, recorder, type OidcIssuer } from './servers.ts';

const FACE = 'worker';
const AUDIENCE = 'portal-ops-secrets';
const TEAM = 'T0SECRETS';

const policy = [
  { principal: 'webhook:ci', allow: ['*'] },
  { principal: 'webhook:ops', allow: ['banner'] },
  { principal: `slack:${TEAM}/*`, allow: ['banner', 'accessNotice'] },
  { principal: 'github:acme/portal-config@refs/heads/main', allow: ['*'] },
];

interface Exchange {
  status: number;
  text: string;
}

export async function workerFace(rig: SecretsRig): Promise<void> {
  const oidc = await oidcIssuer(AUDIENCE, CREDENTIALS.runnerRequestToken);
  const slack = await recorder();
  try {
    const base = {
      PORTAL_URL: rig.url,
      PORTAL_RELEASE: '12.1',
      PORTAL_OPS_CONFIG: JSON.stringify({ policy }),
      WEBHOOK_SECRETS: `ci=${CREDENTIALS.webhookCi},ops=${CREDENTIALS.webhookOps}`,
      SLACK_SIGNING_SECRET: CREDENTIALS.slackSigningSecret,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_ISSUER: oidc.issuer,
      OIDC_JWKS_URL: oidc.jwksUrl,
      PORT: '0',
      PORTAL_OPS_DEBUG: '1',
    };
    const password = { ...base, PORTAL_USERNAME: USERNAME, PORTAL_PASSWORD: CREDENTIALS.password };

    await withWorker(rig, 'password', password, (w) => fullTour(rig, w, oidc, slack.url, () => slack.received.length));
    await withWorker(rig, 'oauth + schedule', { ...base, PORTAL_CLIENT_ID: CLIENT_ID, PORTAL_CLIENT_SECRET: CREDENTIALS.clientSecret, SCHEDULE: activeSchedule(rig.nextText('worker schedule')), SCHEDULE_INTERVAL: '3600' }, async (w) => {
      await until(() => /\bschedule\b/.test(w.process.output().stderr), 'the schedule ran');
      expect((await w.signed(bannerOn(rig.nextText('worker oauth')), CREDENTIALS.webhookCi)).status).toBe(200);
    });
    await withWorker(rig, 'wrong password', { ...password, PORTAL_PASSWORD: CREDENTIALS.wrongPassword }, async (w) => {
      expect((await w.signed(bannerOn('x'), CREDENTIALS.webhookCi)).status).toBe(502);
      const body = new URLSearchParams({ team_id: TEAM, user_id: 'U1', user_name: 'amy', command: '/portal-ops', text: 'status', response_url: `${slack.url}/wrong-password` }).toString();
      expect((await w.slack(body)).status).toBe(200);
      await until(() => slack.received.some((r) => r.url === '/wrong-password'), 'the Slack follow-up');
    });
    await withWorker(rig, 'api key', { ...base, PORTAL_TOKEN: CREDENTIALS.apiKey }, async (w) => {
      expect((await w.signed(bannerOn('x'), CREDENTIALS.webhookCi, '/v1/changes?dryRun=true')).status).toBe(502);
    });

    // `npm start` with a configured portal is the same worker; `npm run demo` against it is
    // refused (its public demo secret is not configured) and prints both answers.
    await withWorker(rig, 'npm start', password, async (w) => {
      expect((await w.signed(bannerOn(rig.nextText('worker start')), CREDENTIALS.webhookOps)).status).toBe(200);
      rig.scanner.run(FACE);
      const demo = await runNode([...SOURCE_CLI, 'demo', '--url', w.url], { env: {} });
      rig.scanner.capture(FACE, 'npm run demo: stdout', demo.stdout);
      rig.scanner.capture(FACE, 'npm run demo: stderr', demo.stderr);
      expect(demo.code).toBe(1);
      expect(demo.stdout).toMatch(/→ 401/);
    }, 'start');

    await onWorkersRuntime(rig, password);

    // Start-up mistakes: the process must stop with a message that names no secret.
    const noName = CREDENTIALS.webhookCi;
    const noPrefix = `ci=${Buffer.from(webhookKey(CREDENTIALS.webhookOps)).toString('base64')}`;
    const startupErrors: Array<[string, Record<string, string>]> = [
      ['webhook secret without a name', { ...password, WEBHOOK_SECRETS: noName }],
      ['webhook secret without whsec_', { ...password, WEBHOOK_SECRETS: noPrefix }],
      ['webhook secret that is not base64', { ...password, WEBHOOK_SECRETS: `ci=whsec_${CREDENTIALS.slackSigningSecret}` }],
      ['two kinds of credentials', { ...password, PORTAL_CLIENT_ID: CLIENT_ID, PORTAL_CLIENT_SECRET: CREDENTIALS.clientSecret }],
      ['inline secret in PORTAL_OPS_CONFIG', { ...base, PORTAL_OPS_CONFIG: JSON.stringify({ policy, portals: { default: { url: rig.url, auth: { type: 'token', token: CREDENTIALS.apiKey } } } }) }],
      ['PORTAL_OPS_CONFIG that is not JSON', { ...password, PORTAL_OPS_CONFIG: `{"portals": {"default": {"auth": {"password": "${CREDENTIALS.password}"` }],
    ];
    for (const [label, env] of startupErrors) {
      rig.scanner.run(FACE);
      const run = await runNode([...SOURCE_CLI, 'serve'], { env });
      rig.scanner.capture(FACE, `start-up (${label}): stdout`, run.stdout);
      rig.scanner.capture(FACE, `start-up (${label}): stderr`, run.stderr);
      expect(run.code, `${label}: ${run.stderr}`).toBe(1);
    }
  } finally {
    // What the worker sent to Slack: every follow-up's headers and body.
    for (const [i, r] of slack.received.entries()) rig.scanner.capture(FACE, `Slack response_url POST #${i + 1}`, `${JSON.stringify(r.headers)}\n${r.body}`);
    await rig.clearFaults();
    await slack.close();
    await oidc.close();
  }
}

interface RunningWorker {
  readonly process: LongRunning;
  readonly url: string;
  post(path: string, body: string, headers: Record<string, string>): Promise<Exchange>;
  signed(body: string, secret: string, path?: string, id?: string): Promise<Exchange>;
  slack(body: string, secret?: string): Promise<Exchange>;
}

/** Starts `portal-ops serve` (or `start`) with `env`, runs `tour`, stops it and scans its stdout and stderr. */
async function withWorker(rig: SecretsRig, label: string, env: Record<string, string>, tour: (w: RunningWorker) => Promise<void>, command: 'serve' | 'start' = 'serve'): Promise<void> {
  rig.scanner.run(FACE);
  const process = await startNode([...SOURCE_CLI, command], { env });
  // `serve` prints the URL; `start` a sentence ending in it.
  const url = process.firstLine.replace(/^.* listening on /, '');
  const post = async (path: string, body: string, headers: Record<string, string>): Promise<Exchange> => {
    rig.scanner.run(FACE);
    const res = await fetch(`${url}${path}`, { method: 'POST', body, headers });
    const text = await res.text();
    rig.scanner.capture(FACE, `${label}: POST ${path} response`, `${res.status}\n${JSON.stringify([...res.headers])}\n${text}`);
    return { status: res.status, text };
  };
  const worker: RunningWorker = {
    process,
    url,
    post,
    signed: (body, secret, path = '/v1/changes', id = `msg_${crypto.randomUUID()}`) => {
      const at = new Date();
      const signature = new Webhook(secret).sign(id, at, body);
      return post(path, body, { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature });
    },
    slack: (body, secret = CREDENTIALS.slackSigningSecret) => {
      const at = Math.floor(Date.now() / 1000);
      const signature = `v0=${createHmac('sha256', secret).update(`v0:${at}:${body}`).digest('hex')}`;
      return post('/v1/slack/commands', body, { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': String(at), 'x-slack-signature': signature });
    },
  };
  try {
    await tour(worker);
  } finally {
    const exited = await process.stop();
    rig.scanner.capture(FACE, `${label}: stdout`, exited.stdout);
    rig.scanner.capture(FACE, `${label}: stderr`, exited.stderr);
  }
}

/** Every route and every refusal of the worker with password credentials. */
async function fullTour(rig: SecretsRig, w: RunningWorker, oidc: OidcIssuer, slackUrl: string, slackReplies: () => number): Promise<void> {
  const { webhookCi, webhookOps, webhookStranger } = CREDENTIALS;
  const json = { 'content-type': 'application/json' };
  const health = await fetch(`${w.url}/healthz`);
  rig.scanner.capture(FACE, 'GET /healthz response', `${health.status}\n${JSON.stringify([...health.headers])}\n${await health.text()}`);

  // Success: signed, OIDC, dry run.
  expect((await w.signed(bannerOn(rig.nextText('worker dry run')), webhookCi, '/v1/changes?dryRun=true')).status).toBe(200);
  const id = `msg_${crypto.randomUUID()}`;
  expect((await w.signed(bannerOn(rig.nextText('worker apply')), webhookCi, '/v1/changes', id)).status).toBe(200);
  expect((await w.post('/v1/changes', bannerOn(rig.nextText('worker oidc')), { ...json, authorization: `Bearer ${await oidc.sign()}` })).status).toBe(200);

  // Authentication refusals, including credentials sent where they do not belong.
  expect((await w.signed(bannerOn('replayed'), webhookCi, '/v1/changes', id)).status).toBe(409);
  expect((await w.signed(bannerOn('stranger'), webhookStranger)).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('unsigned'), json)).status).toBe(401);
  const now = String(Math.floor(Date.now() / 1000));
  expect((await w.post('/v1/changes', bannerOn('secret as signature'), { ...json, 'webhook-id': 'msg_1', 'webhook-timestamp': now, 'webhook-signature': `v1,${webhookCi}` })).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('secret as id'), { ...json, 'webhook-id': webhookOps, 'webhook-timestamp': now, 'webhook-signature': 'v1,AAAA' })).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('impostor'), { ...json, authorization: `Bearer ${await oidc.sign({}, { key: 'impostor' })}` })).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('audience'), { ...json, authorization: `Bearer ${await oidc.sign({}, { audience: 'someone-else' })}` })).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('portal key'), { ...json, authorization: `Bearer ${CREDENTIALS.apiKey}` })).status).toBe(401);
  expect((await w.post('/v1/changes', bannerOn('basic'), { ...json, authorization: `Basic ${Buffer.from(`${USERNAME}:${CREDENTIALS.password}`).toString('base64')}` })).status).toBe(401);

  // Validation and policy refusals.
  expect((await w.signed('{"reason": "broken", ', webhookCi)).status).toBe(400);
  expect((await w.signed(request([{ kind: 'banner', enabled: 'yes' }]), webhookCi)).status).toBe(400);
  expect((await w.signed(JSON.stringify({ portal: 'prod', reason: 'x', changes: [{ kind: 'banner', enabled: false }] }), webhookCi)).status).toBe(400);
  expect((await w.signed(request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:joinGroup'] }]), webhookOps)).status).toBe(403);
  expect((await w.post('/v1/nowhere', '{}', json)).status).toBe(404);
  expect((await w.post('/v1/changes', 'text', { 'content-type': 'text/plain' })).status).toBe(415);

  // The portal failing, and quoting the request back.
  await rig.faults([{ kind: 'status', status: 500, operation: 'settings', times: 4, retryAfter: 0 }]);
  expect((await w.signed(bannerOn(rig.nextText('worker 500')), webhookCi)).status).toBeGreaterThanOrEqual(500);
  await rig.faults([{ kind: 'html', operation: 'settings/update' }]);
  expect((await w.signed(bannerOn(rig.nextText('worker html')), webhookCi)).status).toBe(502);
  await rig.faults([{ kind: 'expireTokens', operation: 'settings' }]);
  rig.portal.echo('generateToken', 'json');
  expect((await w.signed(bannerOn(rig.nextText('worker echo sign-in')), webhookCi)).status).toBe(502);
  rig.portal.echo('settings', 'json');
  expect((await w.signed(bannerOn(rig.nextText('worker echo read')), webhookCi)).status).toBe(502);
  rig.portal.echo('update', 'text');
  expect((await w.signed(bannerOn(rig.nextText('worker echo write')), webhookCi)).status).toBe(502);
  expect(rig.portal.pendingEchoes(), 'every echo was met').toBe(0);

  // Slack: acknowledged at once, finished through response_url.
  const responseUrl = `${slackUrl}/commands/${TEAM}/4242/${CREDENTIALS.slackResponsePath}`;
  const command = (text: string) => new URLSearchParams({ team_id: TEAM, user_id: 'U777', user_name: 'amy', channel_id: 'C42', command: '/portal-ops', text, response_url: responseUrl }).toString();
  const before = slackReplies();
  expect((await w.slack(command('help'))).status).toBe(200);
  expect((await w.slack(command('status'))).status).toBe(200);
  expect((await w.slack(command(`banner on ${rig.nextText('slack')}`))).status).toBe(200);
  expect((await w.slack(command('role "Field Crew" add portal:user:joinGroup'))).status).toBe(200);
  expect((await w.slack(command('dance'))).status).toBe(200);
  expect((await w.slack(command('status'), CREDENTIALS.wrongClientSecret)).status).toBe(401);
  await rig.faults([{ kind: 'status', status: 500, operation: 'settings', times: 4, retryAfter: 0 }]);
  expect((await w.slack(command('status'))).status).toBe(200);
  await until(() => slackReplies() >= before + 3, 'three Slack follow-ups');
  rig.portal.echo('update', 'json');
  expect((await w.slack(command(`banner on ${rig.nextText('slack echo')}`))).status).toBe(200);
  await until(() => slackReplies() >= before + 4, 'the fourth Slack follow-up');
  expect(rig.portal.pendingEchoes(), 'the Slack echo was met').toBe(0);
}

/** Polls `done` every 25 ms for at most 10 s. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (done()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The worker as Cloudflare, Lambda, Deno and Bun run it: built by `workerFromEnv` with the console
 * logger (JSON lines on the platform console), driven in-process with `app.request`. The console
 * is captured for the duration.
 */
async function onWorkersRuntime(rig: SecretsRig, env: Record<string, string>): Promise<void> {
  const lines: string[] = [];
  const spies = (['debug', 'info', 'warn', 'error', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))));
  try {
    const worker = workerFromEnv(env, { fetch: (input, init) => fetch(input, init), logger: consoleLogger });
    const send = async (label: string, body: string, secret: string | undefined): Promise<number> => {
      rig.scanner.run(FACE);
      const id = `msg_${crypto.randomUUID()}`;
      const at = new Date();
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (secret !== undefined) Object.assign(headers, { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, at, body) });
      const res = await worker.app.request('/v1/changes', { method: 'POST', body, headers });
      rig.scanner.capture(FACE, `workers runtime: ${label} response`, `${res.status}\n${JSON.stringify([...res.headers])}\n${await res.text()}`);
      return res.status;
    };
    expect(await send('apply', bannerOn(rig.nextText('workers runtime')), CREDENTIALS.webhookCi)).toBe(200);
    expect(await send('unsigned', bannerOn('x'), undefined)).toBe(401);
    expect(await send('stranger', bannerOn('x'), CREDENTIALS.webhookStranger)).toBe(401);
    rig.portal.echo('update', 'json');
    expect(await send('write echoed', bannerOn(rig.nextText('workers runtime echo')), CREDENTIALS.webhookCi)).toBe(502);
    await rig.faults([{ kind: 'expireTokens', operation: 'settings' }]);
    rig.portal.echo('generateToken', 'text');
    expect(await send('sign-in echoed', bannerOn(rig.nextText('workers runtime echo sign-in')), CREDENTIALS.webhookCi)).toBe(502);
    expect(rig.portal.pendingEchoes(), 'every echo was met').toBe(0);
    await worker.idle();
  } finally {
    for (const spy of spies) spy.mockRestore();
    rig.scanner.capture(FACE, 'workers runtime: console', lines.join('\n'));
  }
  expect(lines.some((l) => l.includes('"event":"audit"')), 'the audit lines reached the console').toBe(true);
}
