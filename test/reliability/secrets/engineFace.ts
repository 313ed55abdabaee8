/**
 * The engine face: the core as every face uses it, driven in-process. Its log records (audit
 * lines included) are captured as the engine hands them to the logger, BEFORE any logger
 * redaction: the records themselves must carry no secret. Plans and results are rendered with
 * renderPlan/renderApplyResult and serialized; errors are scanned as message, JSON, stack and
 * `util.inspect` (what `console.error(err)` would print).
 */
import { inspect } from 'node:util';
import { expect } from 'vitest';
import { resolvePortalsConfig } from '../../../src/config/portalsConfig.ts';
import { DEMO_ROLE_IDS } from '../../../src/emulator/initialState.ts';
import { PortalOpsError } from '../../../src/errors.ts';
import { createNodeFetch } from '../../../src/node/fetch.ts';
import { Engine } from '../../../src/plan/engine.ts';
import { renderApplyResult, renderPlan } from '../../../src/plan/renderPlan.ts';
import type { Logger } from '../../../src/runtime.ts';
import { CREDENTIALS } from './credentials.ts';
import type { EchoMode } from './servers.ts';
import { CLIENT_ID, UNREACHABLE, USERNAME, type SecretsRig } from './rig.ts';

const FACE = 'engine';

type Credentials = Record<string, string>;

export async function engineFace(rig: SecretsRig): Promise<void> {
  const transport = createNodeFetch();
  const password: Credentials = { PORTAL_USERNAME: USERNAME, PORTAL_PASSWORD: CREDENTIALS.password };
  const oauth: Credentials = { PORTAL_CLIENT_ID: CLIENT_ID, PORTAL_CLIENT_SECRET: CREDENTIALS.clientSecret };

  /** A fresh engine (fresh token cache) for one scenario, with its log records captured raw. */
  const engine = (credentials: Credentials, url = rig.url): Engine => {
    const config = resolvePortalsConfig(undefined, { PORTAL_URL: url, PORTAL_RELEASE: '12.1', ...credentials });
    const record = (level: string) => (event: string, fields?: Record<string, unknown>) => rig.scanner.capture(FACE, `log ${level} ${event}`, JSON.stringify({ event, fields }));
    const logger: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
    // Retries without waiting: the backoff's length is not what this suite proves.
    return new Engine({ portals: config.portals, fetch: transport.fetch, logger, client: { sleep: async () => {} } });
  };

  const banner = (label: string) => ({ reason: `engine ${label}`, changes: [{ kind: 'banner', enabled: true, text: rig.nextText(label) }] });

  /** Runs one scenario; its outcome (result or error) is captured in every printable form. */
  const scenario = async (label: string, run: () => Promise<unknown>): Promise<{ ok: boolean; code?: string; status?: string }> => {
    rig.scanner.run(FACE);
    try {
      const out = await run();
      const status = captureOutcome(rig, label, out);
      return { ok: true, ...(status === undefined ? {} : { status }) };
    } catch (err) {
      captureError(rig, label, err);
      return { ok: false, ...(err instanceof PortalOpsError ? { code: err.code } : {}) };
    }
  };

  try {
    // Success paths, one per kind of credential.
    expect(await scenario('password plan', () => engine(password).plan(banner('plan')))).toMatchObject({ ok: true });
    expect(await scenario('password apply', () => engine(password).apply(banner('apply'), { principal: 'cli:secrets' }))).toMatchObject({ status: 'applied' });
    const roleChange = { reason: 'engine oauth roles', changes: [{ kind: 'rolePrivileges', role: DEMO_ROLE_IDS.fieldCrew, add: ['portal:user:joinGroup'] }] };
    expect(await scenario('oauth apply roles', () => engine(oauth).apply(roleChange, { principal: 'cli:secrets' }))).toMatchObject({ ok: true });
    const pasted = await rig.pasteToken();
    expect(await scenario('pasted token status', () => engine({ PORTAL_TOKEN: pasted }).status('default'))).toMatchObject({ ok: true });

    // Refused credentials.
    expect(await scenario('api key 498', () => engine({ PORTAL_TOKEN: CREDENTIALS.apiKey }).apply(banner('api key'), { principal: 'cli:secrets' }))).toMatchObject({ ok: false, code: 'invalid_token' });
    expect(await scenario('wrong password', () => engine({ ...password, PORTAL_PASSWORD: CREDENTIALS.wrongPassword }).plan(banner('wrong password')))).toMatchObject({ code: 'invalid_credentials' });
    expect(await scenario('wrong client secret', () => engine({ ...oauth, PORTAL_CLIENT_SECRET: CREDENTIALS.wrongClientSecret }).plan(banner('wrong secret')))).toMatchObject({
      code: 'invalid_credentials',
    });

    // The portal failing: error bodies, HTML pages, dropped connections, expired tokens.
    await rig.faults([{ kind: 'status', status: 500, operation: 'settings', times: 4, retryAfter: 0 }]);
    expect(await scenario('portal 500', () => engine(password).plan(banner('500')))).toMatchObject({ ok: false });
    await rig.faults([{ kind: 'html', operation: 'portals/self' }]);
    expect(await scenario('html sign-in page', () => engine(oauth).plan(banner('html')))).toMatchObject({ code: 'unexpected_html' });
    await rig.faults([{ kind: 'status', status: 502, body: 'html', operation: 'generateToken', times: 4 }]);
    expect(await scenario('gateway page on sign-in', () => engine(password).plan(banner('gateway')))).toMatchObject({ ok: false });
    await rig.faults([{ kind: 'drop', operation: 'settings/update', when: 'after' }]);
    // The answer is lost but the write landed: the read-back still verifies it.
    expect(await scenario('dropped answer to a write', () => engine(password).apply(banner('drop'), { principal: 'cli:secrets' }))).toMatchObject({ ok: true, status: 'applied' });
    const shared = engine(password);
    expect(await scenario('before expiry', () => shared.plan(banner('expire 1')))).toMatchObject({ ok: true });
    await rig.faults([{ kind: 'expireTokens', operation: 'settings' }]);
    expect(await scenario('token expired, refreshed', () => shared.apply(banner('expire 2'), { principal: 'cli:secrets' }))).toMatchObject({ status: 'applied' });
    expect(await scenario('unreachable portal', () => engine(password, UNREACHABLE).plan(banner('unreachable')))).toMatchObject({ code: 'network_error' });

    // A portal that quotes the request back: the password, the client secret, the token. A
    // gateway page is retried, so it is echoed on every attempt.
    const echoed = async (label: string, operation: string, mode: EchoMode, run: () => Promise<unknown>) => {
      rig.portal.echo(operation, mode, mode === 'html' ? 4 : 1);
      const outcome = await scenario(`${label} (${mode})`, run);
      expect(rig.portal.pendingEchoes(), `${label} (${mode}) met its echo`).toBe(0);
      return outcome;
    };
    for (const mode of ['json', 'html', 'text'] as const) {
      expect(await echoed('echoed sign-in', 'generateToken', mode, () => engine(password).plan(banner(`echo ${mode}`)))).toMatchObject({ ok: false });
      expect(await echoed('echoed oauth', 'token', mode, () => engine(oauth).plan(banner(`echo oauth ${mode}`)))).toMatchObject({ ok: false });
      expect(await echoed('echoed settings read', 'settings', mode, () => engine(password).plan(banner(`echo read ${mode}`)))).toMatchObject({ ok: false });
      expect(await echoed('echoed write', 'update', mode, () => engine(oauth).apply(banner(`echo write ${mode}`), { principal: 'cli:secrets' }))).toMatchObject({ ok: true, status: 'failed' });
      const token = await rig.pasteToken();
      expect(await echoed('echoed pasted token', 'settings', mode, () => engine({ PORTAL_TOKEN: token }).status('default'))).toMatchObject({ ok: false });
    }

    // The same, with the quoted values at every position: an error that cuts the quote short
    // must not cut a secret in half and show the half it kept.
    let swept = 0;
    for (let pad = 0; pad <= 130; pad += 3) {
      for (const mode of ['text', 'html'] as const) {
        rig.portal.echo('generateToken', mode, mode === 'html' ? 4 : 1, pad);
        const outcome = await scenario(`sign-in echoed at ${pad} (${mode})`, () => engine(password).plan(banner('sweep')));
        swept += outcome.ok ? 0 : 1;
      }
    }
    expect(rig.portal.pendingEchoes(), 'every misaligned echo was met').toBe(0);
    expect(swept, 'every misaligned echo failed the sign-in').toBe(88);

    // Invalid requests.
    expect(await scenario('invalid request', () => engine(password).plan({ changes: [{ kind: 'banner', enabled: 'yes' }] }))).toMatchObject({ code: 'invalid_request' });
    expect(await scenario('unknown portal', () => engine(password).plan({ portal: 'prod', reason: 'x', changes: [{ kind: 'banner', enabled: false }] }))).toMatchObject({ ok: false });
  } finally {
    await rig.clearFaults();
    await transport.close();
  }
}

function captureOutcome(rig: SecretsRig, label: string, out: unknown): string | undefined {
  const capture = (stream: string, text: string) => rig.scanner.capture(FACE, `${label}: ${stream}`, text);
  capture('json', JSON.stringify(out));
  if (isResult(out)) {
    capture('renderApplyResult', renderApplyResult(out));
    return out.status;
  }
  if (isPlan(out)) capture('renderPlan', renderPlan(out));
  return undefined;
}

function captureError(rig: SecretsRig, label: string, err: unknown): void {
  const capture = (stream: string, text: string) => rig.scanner.capture(FACE, `${label}: error ${stream}`, text);
  capture('inspect', inspect(err, { depth: 8 }));
  if (err instanceof Error) capture('message', `${err.message}\n${err.stack ?? ''}`);
  if (err instanceof PortalOpsError) capture('toJSON', JSON.stringify(err));
}

const isResult = (v: unknown): v is Parameters<typeof renderApplyResult>[0] => typeof v === 'object' && v !== null && 'writes' in v && 'plan' in v;
const isPlan = (v: unknown): v is Parameters<typeof renderPlan>[0] => typeof v === 'object' && v !== null && 'settings' in v && 'portal' in v;
