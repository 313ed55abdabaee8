/**
 * Issue #7 part 4, authentication and policy: a table of bypass attempts against the real worker
 * over HTTP (Standard Webhooks, GitHub OIDC, Slack, policy, portal aliases). Every attempt must be
 * refused with the status the worker documents and cause no portal call of any kind. Controls
 * first: the same requests, properly made, are accepted, so a refusal means the attack failed and
 * not that the rig is broken.
 */
import { createHmac, createPublicKey, type JsonWebKey } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIENCE, bannerOn, SECRETS, SLACK_SECRET, workerRig, type WorkerRig } from '../worker/harness.ts';
import { reportFigures } from './figures.ts';

type Answer = { status: number; json: Record<string, unknown> };

interface Attack {
  readonly name: string;
  readonly group: 'webhook' | 'oidc' | 'policy' | 'portal' | 'slack';
  /** The refusal: status and, for JSON errors, the code; Slack policy refusals are 200 with a message. */
  readonly expect: { status: number; code?: string; text?: RegExp };
  /** Work before the attempt that may touch the portal (a first delivery to replay). */
  readonly setup?: (rig: WorkerRig) => Promise<void>;
  /** One attempt, or several variants of it: each must be refused. */
  readonly send: (rig: WorkerRig, ctx: Context) => Promise<Answer | Answer[]>;
}

interface Context {
  readonly responseUrl: string;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
const b64url = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
const rolesChange = JSON.stringify({ reason: 'escalation', changes: [{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:admin:manageSecurity'] }] });
const forPortal = (portal: string): string => JSON.stringify({ portal, changes: [{ kind: 'banner', enabled: true, text: 'redirected' }] });

/** Standard Webhooks headers with each part chosen separately, so one part can be wrong. */
function webhookHeaders(o: { secret?: string; id?: string; signedId?: string; at?: number; signedAt?: number; body?: string; signedBody?: string }): Record<string, string> {
  const id = o.id ?? `msg_${crypto.randomUUID()}`;
  const at = o.at ?? nowSeconds();
  const signature = new Webhook(o.secret ?? SECRETS.ci).sign(o.signedId ?? id, new Date((o.signedAt ?? at) * 1000), o.signedBody ?? o.body ?? bannerOn);
  return { ...json, 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': signature };
}

function slackBody(text: string, responseUrl: string, o: { team?: string; user?: string } = {}): string {
  return new URLSearchParams({ team_id: o.team ?? 'T0123ABCD', user_id: o.user ?? 'U777', user_name: 'mallory', channel_id: 'C42', command: '/portal-ops', text, response_url: responseUrl }).toString();
}
function slackHeaders(body: string, o: { at?: number; secret?: string } = {}): Record<string, string> {
  const at = o.at ?? nowSeconds();
  const signature = `v0=${createHmac('sha256', o.secret ?? SLACK_SECRET).update(`v0:${at}:${body}`).digest('hex')}`;
  return { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': String(at), 'x-slack-signature': signature };
}
const slack = (rig: WorkerRig, body: string, headers: Record<string, string>) => rig.post('/v1/slack/commands', body, headers);

/** The issuer's RSA public key as the JWKS serves it: what an attacker can always fetch. */
async function publicKeyPem(rig: WorkerRig): Promise<string> {
  const { keys } = (await (await fetch(`${rig.issuer}/jwks`)).json()) as { keys: JsonWebKey[] };
  return createPublicKey({ key: keys[0] as JsonWebKey, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}
const validClaims = (rig: WorkerRig) => ({
  iss: rig.issuer,
  aud: AUDIENCE,
  sub: 'repo:acme/portal-config:ref:refs/heads/main',
  repository: 'acme/portal-config',
  ref: 'refs/heads/main',
  iat: nowSeconds(),
  exp: nowSeconds() + 300,
});

const ATTACKS: Attack[] = [
  // ---- Standard Webhooks ----
  { name: 'no signature headers at all', group: 'webhook', expect: { status: 401, code: 'unauthenticated' }, send: (r) => r.post('/v1/changes', bannerOn, json) },
  { name: 'garbled signature (not base64)', group: 'webhook', expect: { status: 401, code: 'bad_signature' }, send: (r) => r.post('/v1/changes', bannerOn, { ...webhookHeaders({}), 'webhook-signature': 'v1,%%%not-base64%%%' }) },
  {
    name: 'garbled signature (32 random bytes)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => r.post('/v1/changes', bannerOn, { ...webhookHeaders({}), 'webhook-signature': `v1,${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}` }),
  },
  { name: 'empty signature header', group: 'webhook', expect: { status: 401, code: 'missing_headers' }, send: (r) => r.post('/v1/changes', bannerOn, { ...webhookHeaders({}), 'webhook-signature': ' ' }) },
  {
    name: 'signature over a different body',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => r.post('/v1/changes', rolesChange, webhookHeaders({ body: rolesChange, signedBody: bannerOn })),
  },
  {
    name: 'body tampered after signing (one word)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => r.post('/v1/changes', bannerOn.replace('Maintenance', 'Hacked'), webhookHeaders({ body: bannerOn })),
  },
  {
    name: 'body tampered after signing (trailing whitespace)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => r.post('/v1/changes', `${bannerOn} `, webhookHeaders({ body: bannerOn })),
  },
  { name: 'signed with a secret that is not configured', group: 'webhook', expect: { status: 401, code: 'bad_signature' }, send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ secret: SECRETS.wrong })) },
  { name: 'v1 signature made for another webhook-id', group: 'webhook', expect: { status: 401, code: 'bad_signature' }, send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ id: 'msg_sent', signedId: 'msg_signed' })) },
  {
    name: 'v1 signature made for another timestamp',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ at: nowSeconds(), signedAt: nowSeconds() - 60 })),
  },
  { name: 'stale timestamp (301 s old, correctly signed)', group: 'webhook', expect: { status: 401, code: 'stale' }, send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ at: nowSeconds() - 301 })) },
  { name: 'timestamp a day old', group: 'webhook', expect: { status: 401, code: 'stale' }, send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ at: nowSeconds() - 86_400 })) },
  { name: 'future timestamp (301 s ahead)', group: 'webhook', expect: { status: 401, code: 'future' }, send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ at: nowSeconds() + 301 })) },
  {
    name: 'replayed webhook-id (fresh timestamp and signature)',
    group: 'webhook',
    expect: { status: 409, code: 'replayed' },
    setup: async (r) => void expect((await r.post('/v1/changes?dryRun=true', bannerOn, webhookHeaders({ id: 'msg_replayed' }))).status).toBe(200),
    send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ id: 'msg_replayed' })),
  },
  {
    name: 'replayed webhook-id signed with the rotated secret of the same sender',
    group: 'webhook',
    expect: { status: 409, code: 'replayed' },
    setup: async (r) => void expect((await r.post('/v1/changes?dryRun=true', bannerOn, webhookHeaders({ id: 'msg_rotated' }))).status).toBe(200),
    send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ id: 'msg_rotated', secret: SECRETS.ciNext })),
  },
  {
    name: 'signature version in upper case (V1,)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => {
      const h = webhookHeaders({});
      return r.post('/v1/changes', bannerOn, { ...h, 'webhook-signature': (h['webhook-signature'] ?? '').replace(/^v1,/, 'V1,') });
    },
  },
  {
    name: 'space after the comma splits the signature entry',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => {
      const h = webhookHeaders({});
      return r.post('/v1/changes', bannerOn, { ...h, 'webhook-signature': (h['webhook-signature'] ?? '').replace(/^v1,/, 'v1, ') });
    },
  },
  {
    name: 'valid signature hidden as the 11th entry',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: (r) => {
      const h = webhookHeaders({});
      const filler = Array.from({ length: 10 }, () => `v1,${Buffer.alloc(32, 7).toString('base64')}`);
      return r.post('/v1/changes', bannerOn, { ...h, 'webhook-signature': [...filler, h['webhook-signature']].join(' ') });
    },
  },
  {
    name: 'timestamp in milliseconds',
    group: 'webhook',
    expect: { status: 401, code: 'bad_timestamp' },
    send: (r) => {
      const id = 'msg_ms';
      const ms = String(Date.now());
      const sig = createHmac('sha256', Buffer.from(SECRETS.ci.slice(6), 'base64')).update(`${id}.${ms}.${bannerOn}`).digest('base64');
      return r.post('/v1/changes', bannerOn, { ...json, 'webhook-id': id, 'webhook-timestamp': ms, 'webhook-signature': `v1,${sig}` });
    },
  },
  {
    name: 'timestamp with a sign or a fraction (+1700000000, 1700000000.0)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_timestamp' },
    send: async (r) => {
      const first = await r.post('/v1/changes', bannerOn, { ...webhookHeaders({}), 'webhook-timestamp': `+${nowSeconds()}` });
      const second = await r.post('/v1/changes', bannerOn, { ...webhookHeaders({}), 'webhook-timestamp': `${nowSeconds()}.0` });
      return [first, second];
    },
  },
  {
    name: 'webhook-id with an embedded space, correctly signed',
    group: 'webhook',
    expect: { status: 401, code: 'missing_headers' },
    send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ id: 'msg_a msg_b' })),
  },
  {
    name: 'webhook-id longer than the replay cache keeps (300 chars)',
    group: 'webhook',
    expect: { status: 401, code: 'missing_headers' },
    send: (r) => r.post('/v1/changes', bannerOn, webhookHeaders({ id: `msg_${'x'.repeat(296)}` })),
  },
  {
    name: 'garbled signature plus a valid OIDC token (no fallback from a failed signature)',
    group: 'webhook',
    expect: { status: 401, code: 'bad_signature' },
    send: async (r) => r.post('/v1/changes', bannerOn, { ...webhookHeaders({ secret: SECRETS.wrong }), authorization: `Bearer ${await r.signJwt({})}` }),
  },
  { name: 'the webhook secret presented as a bearer token', group: 'webhook', expect: { status: 401, code: 'bad_token' }, send: (r) => r.post('/v1/changes', bannerOn, bearer(SECRETS.ci)) },
  {
    name: 'the webhook key bytes presented as a bearer token',
    group: 'webhook',
    expect: { status: 401, code: 'bad_token' },
    send: (r) => r.post('/v1/changes', bannerOn, bearer(SECRETS.ci.slice('whsec_'.length))),
  },
  { name: 'bearer with trailing junk', group: 'webhook', expect: { status: 401, code: 'unauthenticated' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(`${await r.signJwt({})} extra`)) },

  // ---- GitHub OIDC ----
  {
    name: 'JWT with alg "none" and otherwise perfect claims',
    group: 'oidc',
    expect: { status: 401, code: 'bad_token' },
    send: (r) => r.post('/v1/changes', bannerOn, bearer(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(validClaims(r))}.`)),
  },
  {
    name: 'JWT with alg "none" and a kid of the issuer',
    group: 'oidc',
    expect: { status: 401, code: 'bad_token' },
    send: (r) => r.post('/v1/changes', bannerOn, bearer(`${b64url({ alg: 'none', kid: 'k1' })}.${b64url(validClaims(r))}.${Buffer.from('sig').toString('base64url')}`)),
  },
  {
    name: 'algorithm confusion: HS256 keyed with the issuer RSA public key (PEM)',
    group: 'oidc',
    expect: { status: 401, code: 'bad_token' },
    send: async (r) => {
      const token = await new SignJWT(validClaims(r)).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new TextEncoder().encode(await publicKeyPem(r)));
      return r.post('/v1/changes', bannerOn, bearer(token));
    },
  },
  {
    name: 'algorithm confusion: HS256 keyed with the JWKS document',
    group: 'oidc',
    expect: { status: 401, code: 'bad_token' },
    send: async (r) => {
      const jwks = await (await fetch(`${r.issuer}/jwks`)).text();
      const token = await new SignJWT(validClaims(r)).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new TextEncoder().encode(jwks));
      return r.post('/v1/changes', bannerOn, bearer(token));
    },
  },
  { name: 'signed by a key that is not in the JWKS (same kid)', group: 'oidc', expect: { status: 401, code: 'bad_token' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({}, { key: 'other' }))) },
  {
    name: 'attacker key embedded in the header (jwk) with an unknown kid',
    group: 'oidc',
    expect: { status: 401, code: 'bad_token' },
    send: async (r) => {
      const mallory = await generateKeyPair('RS256');
      const jwk = await exportJWK(mallory.publicKey);
      const token = await new SignJWT(validClaims(r)).setProtectedHeader({ alg: 'RS256', kid: 'mallory', jwk }).sign(mallory.privateKey);
      return r.post('/v1/changes', bannerOn, bearer(token));
    },
  },
  {
    name: 'expired token',
    group: 'oidc',
    expect: { status: 401, code: 'expired' },
    send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({}, { expiresIn: nowSeconds() - 120 }))),
  },
  { name: 'nbf an hour in the future', group: 'oidc', expect: { status: 401, code: 'bad_token' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ nbf: nowSeconds() + 3600 }))) },
  { name: 'wrong audience', group: 'oidc', expect: { status: 401, code: 'wrong_audience' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({}, { audience: 'some-other-service' }))) },
  {
    name: 'wrong issuer (the real GitHub issuer, our key)',
    group: 'oidc',
    expect: { status: 401, code: 'wrong_issuer' },
    send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({}, { issuer: 'https://token.actions.githubusercontent.com' }))),
  },
  {
    name: 'repository claim smuggling an @ref',
    group: 'oidc',
    expect: { status: 401, code: 'missing_claims' },
    send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ repository: 'acme/portal-config@refs/heads/main', ref: 'refs/heads/x' }))),
  },

  // ---- policy ----
  { name: 'OIDC from another repository', group: 'policy', expect: { status: 403, code: 'forbidden' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ repository: 'mallory/portal-config' }))) },
  {
    name: 'OIDC from a look-alike repository (suffix, case)',
    group: 'policy',
    expect: { status: 403, code: 'forbidden' },
    send: async (r) => {
      const suffix = await r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ repository: 'acme/portal-config-fork' })));
      const upper = await r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ repository: 'ACME/portal-config' })));
      return [suffix, upper];
    },
  },
  { name: 'OIDC from another ref (feature branch)', group: 'policy', expect: { status: 403, code: 'forbidden' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ ref: 'refs/heads/feature' }))) },
  { name: 'OIDC from a pull-request ref', group: 'policy', expect: { status: 403, code: 'forbidden' }, send: async (r) => r.post('/v1/changes', bannerOn, bearer(await r.signJwt({ ref: 'refs/pull/7/merge' }))) },
  { name: 'banner-only sender sends a rolePrivileges change', group: 'policy', expect: { status: 403, code: 'forbidden' }, send: (r) => r.post('/v1/changes', rolesChange, webhookHeaders({ secret: SECRETS.ops, body: rolesChange })) },
  {
    name: 'banner-only sender hides a rolePrivileges change behind a banner change',
    group: 'policy',
    expect: { status: 403, code: 'forbidden' },
    send: (r) => {
      const body = JSON.stringify({ changes: [{ kind: 'banner', enabled: true, text: 'cover' }, { kind: 'rolePrivileges', role: 'GIS Analysts', set: ['portal:admin:manageSecurity'] }] });
      return r.post('/v1/changes', body, webhookHeaders({ secret: SECRETS.ops, body }));
    },
  },
  {
    name: 'banner-only sender sends portalConfig and orgSettings',
    group: 'policy',
    expect: { status: 403, code: 'forbidden' },
    send: (r) => {
      const body = JSON.stringify({ changes: [{ kind: 'portalConfig', set: { tokenExpiration: 20160 } }, { kind: 'orgSettings', blockBetaApps: false }] });
      return r.post('/v1/changes', body, webhookHeaders({ secret: SECRETS.ops, body }));
    },
  },

  // ---- portal aliases ----
  { name: 'a portal alias that is not configured', group: 'portal', expect: { status: 400, code: 'unknown_portal' }, send: (r) => r.post('/v1/changes', forPortal('staging'), webhookHeaders({ body: forPortal('staging') })) },
  { name: 'an alias differing only in case (DEFAULT)', group: 'portal', expect: { status: 400, code: 'unknown_portal' }, send: (r) => r.post('/v1/changes', forPortal('DEFAULT'), webhookHeaders({ body: forPortal('DEFAULT') })) },
  ...['https://evil.example/sharing/rest', 'http://127.0.0.1:1/portal/sharing/rest', '//evil.example/sharing/rest', 'default@evil.example', 'default/../admin', 'default ', 'evil.example:443'].map(
    (portal): Attack => ({
      name: `a URL or path smuggled where an alias belongs: ${JSON.stringify(portal)}`,
      group: 'portal',
      expect: { status: 400, code: 'invalid_request' },
      send: (r) => r.post('/v1/changes', forPortal(portal), webhookHeaders({ body: forPortal(portal) })),
    }),
  ),

  // ---- Slack ----
  { name: 'Slack: no signature headers', group: 'slack', expect: { status: 401, code: 'missing_headers' }, send: (r, c) => slack(r, slackBody('banner off', c.responseUrl), { 'content-type': 'application/x-www-form-urlencoded' }) },
  {
    name: 'Slack: signed with the wrong secret',
    group: 'slack',
    expect: { status: 401, code: 'bad_signature' },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl);
      return slack(r, body, slackHeaders(body, { secret: 'not-the-signing-secret' }));
    },
  },
  {
    name: 'Slack: signature over another command',
    group: 'slack',
    expect: { status: 401, code: 'bad_signature' },
    send: (r, c) => slack(r, slackBody('banner on pwned', c.responseUrl), slackHeaders(slackBody('banner off', c.responseUrl))),
  },
  {
    name: 'Slack: signed with the webhook secret',
    group: 'slack',
    expect: { status: 401, code: 'bad_signature' },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl);
      return slack(r, body, slackHeaders(body, { secret: SECRETS.ci }));
    },
  },
  {
    name: 'Slack: stale timestamp (301 s)',
    group: 'slack',
    expect: { status: 401, code: 'stale' },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl);
      return slack(r, body, slackHeaders(body, { at: nowSeconds() - 301 }));
    },
  },
  {
    name: 'Slack: future timestamp (301 s)',
    group: 'slack',
    expect: { status: 401, code: 'future' },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl);
      return slack(r, body, slackHeaders(body, { at: nowSeconds() + 301 }));
    },
  },
  {
    name: 'Slack: a team the policy does not allow',
    group: 'slack',
    expect: { status: 200, text: /^Not allowed: no policy allows slack:T9999EVIL\/U777/ },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl, { team: 'T9999EVIL' });
      return slack(r, body, slackHeaders(body));
    },
  },
  {
    name: 'Slack: status read from a team the policy does not allow',
    group: 'slack',
    expect: { status: 200, text: /^Not allowed/ },
    send: (r, c) => {
      const body = slackBody('status', c.responseUrl, { team: 'T9999EVIL' });
      return slack(r, body, slackHeaders(body));
    },
  },
  {
    name: 'Slack: a team id smuggling a user (T0123ABCD/U1)',
    group: 'slack',
    expect: { status: 400, code: 'invalid_request' },
    send: (r, c) => {
      const body = slackBody('banner off', c.responseUrl, { team: 'T0123ABCD/U1' });
      return slack(r, body, slackHeaders(body));
    },
  },
  {
    name: 'Slack: role edit from a user the policy allows only banner and notices',
    group: 'slack',
    expect: { status: 200, text: /^Not allowed: slack:T0123ABCD\/U777 may not make rolePrivileges changes/ },
    send: (r, c) => {
      const body = slackBody('role "Field Crew" add portal:admin:manageSecurity', c.responseUrl);
      return slack(r, body, slackHeaders(body));
    },
  },
  {
    name: 'Slack: --portal with a URL',
    group: 'slack',
    expect: { status: 200, text: /^No portal `https:\/\/evil\.example\/sharing\/rest` is configured/ },
    send: (r, c) => {
      const body = slackBody('--portal https://evil.example/sharing/rest banner off', c.responseUrl);
      return slack(r, body, slackHeaders(body));
    },
  },
  {
    name: 'Slack: response_url pointing at another host',
    group: 'slack',
    expect: { status: 400, code: 'invalid_request' },
    send: (r) => {
      const body = slackBody('banner off', 'https://evil.example/hooks');
      return slack(r, body, slackHeaders(body));
    },
  },
];

const figures = { cases: ATTACKS.length, refused: 0, wrongAnswer: 0, portalCalls: 0, slackReplies: 0, controlsAccepted: 0, byGroup: {} as Record<string, number> };
const failures: string[] = [];
afterAll(() => reportFigures('auth-bypass', { ...figures, failures: failures.length === 0 ? 'none' : failures }));

describe('authentication and policy bypass attempts', () => {
  it(`refuses all ${ATTACKS.length} attempts with zero portal calls`, async () => {
    const rig = await workerRig();
    const replies = await replyReceiver();
    try {
      const ctx: Context = { responseUrl: replies.url };
      // Controls: the honest versions get through, so the refusals below are the attacks failing.
      const controls: Array<[string, () => Promise<Answer>]> = [
        ['signed webhook', () => rig.post('/v1/changes?dryRun=true', bannerOn, webhookHeaders({}))],
        ['OIDC token', async () => rig.post('/v1/changes?dryRun=true', bannerOn, bearer(await rig.signJwt({})))],
        ['Slack command', () => slack(rig, slackBody('help', ctx.responseUrl), slackHeaders(slackBody('help', ctx.responseUrl)))],
        ['banner-only sender, banner', () => rig.post('/v1/changes?dryRun=true', bannerOn, webhookHeaders({ secret: SECRETS.ops }))],
      ];
      for (const [name, send] of controls) {
        expect((await send()).status, `control: ${name}`).toBe(200);
        figures.controlsAccepted++;
      }

      for (const attack of ATTACKS) {
        await attack.setup?.(rig);
        await rig.worker.worker.idle();
        await clearCalls(rig);
        const repliesBefore = replies.count();
        const answers = [await attack.send(rig, ctx)].flat();
        await rig.worker.worker.idle();
        const calls = await rig.portalCalls();
        const problems = answers.flatMap((answer) => judge(attack, answer));
        if (problems.length > 0) figures.wrongAnswer++;
        figures.portalCalls += calls.length;
        figures.slackReplies += replies.count() - repliesBefore;
        if (calls.length > 0) problems.push(`${calls.length} portal call(s): ${calls.map((c) => c.operation).join(', ')}`);
        if (replies.count() !== repliesBefore) problems.push('the worker posted to response_url');
        if (problems.length === 0) {
          figures.refused++;
          figures.byGroup[attack.group] = (figures.byGroup[attack.group] ?? 0) + 1;
        } else failures.push(`${attack.name}: ${problems.join('; ')}`);
      }
    } finally {
      await replies.close();
    }
    expect(failures).toEqual([]);
    expect(figures.refused).toBe(ATTACKS.length);
    expect(figures.portalCalls).toBe(0);
  });
});

/** What is wrong with an answer, if anything: the status, and the code or Slack text that names the refusal. */
function judge(attack: Attack, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status !== attack.expect.status) problems.push(`status ${answer.status}, expected ${attack.expect.status} (${JSON.stringify(answer.json).slice(0, 200)})`);
  const error = answer.json.error as { code?: string } | undefined;
  if (attack.expect.code !== undefined && error?.code !== attack.expect.code) problems.push(`code ${String(error?.code)}, expected ${attack.expect.code}`);
  if (attack.expect.text !== undefined && !attack.expect.text.test(String(answer.json.text))) problems.push(`Slack text ${JSON.stringify(answer.json.text)} does not refuse`);
  return problems;
}

async function clearCalls(rig: WorkerRig): Promise<void> {
  await (await fetch(`${rig.emulator.origin}/__emulator/calls`, { method: 'DELETE' })).body?.cancel();
}

/** A loopback stand-in for Slack's response_url that counts what the worker posts to it. */
async function replyReceiver(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    req.resume();
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
