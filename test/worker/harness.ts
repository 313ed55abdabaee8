/** The worker on Node over real HTTP, against the emulator, with a local JWKS for OIDC. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { Webhook } from 'standardwebhooks';
import { afterEach } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import type { LogFields, Logger } from '../../src/runtime.ts';
import { startNodeWorker, type RunningWorker } from '../../worker/node.ts';

export const SECRETS = {
  ci: 'whsec_' + Buffer.from('ci-secret-0123456789abcdefghijkl').toString('base64'),
  ciNext: 'whsec_' + Buffer.from('ci-rotated-secret-0123456789abcd').toString('base64'),
  ops: 'whsec_' + Buffer.from('ops-secret-0123456789abcdefghijk').toString('base64'),
  wrong: 'whsec_' + Buffer.from('not-configured-secret-0123456789').toString('base64'),
};
export const SLACK_SECRET = 'slack-signing-secret-Marmot-8841';
export const PASSWORD = 'Emulator-Admin-Password-3141';
export const ISSUER_PATH = '/oidc';
export const AUDIENCE = 'portal-ops-test';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

export interface WorkerRig {
  readonly worker: RunningWorker;
  readonly emulator: RunningEmulator;
  readonly logs: Array<{ level: string; event: string; fields?: LogFields }>;
  readonly issuer: string;
  signJwt(claims: Record<string, unknown>, options?: { audience?: string; issuer?: string; expiresIn?: string | number; key?: 'other' }): Promise<string>;
  portalCalls(): Promise<Array<{ operation: string; method: string }>>;
  state(): Promise<{ settings: Record<string, Record<string, unknown>>; roles: Array<{ name: string; privileges: string[] }> }>;
  post(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  signed(body: string, secret?: string, options?: { id?: string; at?: Date; path?: string }): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
}

export const policy = [
  { principal: 'webhook:ci', allow: ['*'] },
  { principal: 'webhook:ops', allow: ['banner'], portals: ['default'] },
  { principal: 'slack:T0123ABCD/*', allow: ['banner', 'accessNotice'] },
  { principal: 'github:acme/portal-config@refs/heads/main', allow: ['*'] },
];

export async function workerRig(extraEnv: Record<string, string> = {}): Promise<WorkerRig> {
  const emulator = await startEmulator({ port: 0, testHooks: true, users: [{ username: 'admin', password: PASSWORD, role: 'admin' }] });
  cleanup.push(() => emulator.close());
  const keys = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const jwks: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  cleanup.push(() => new Promise((r) => jwks.close(() => r())));
  const issuer = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}${ISSUER_PATH}`;
  const logs: WorkerRig['logs'] = [];
  const log = (level: string) => (event: string, fields?: LogFields) => logs.push({ level, event, ...(fields ? { fields } : {}) });
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  const worker = await startNodeWorker(
    {
      PORTAL_URL: emulator.url,
      PORTAL_USERNAME: 'admin',
      PORTAL_PASSWORD: PASSWORD,
      PORTAL_RELEASE: '12.1',
      PORTAL_OPS_CONFIG: JSON.stringify({ policy }),
      WEBHOOK_SECRETS: `ci=${SECRETS.ci},ci=${SECRETS.ciNext},ops=${SECRETS.ops}`,
      SLACK_SIGNING_SECRET: SLACK_SECRET,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_ISSUER: issuer,
      OIDC_JWKS_URL: `${issuer}/jwks`,
      PORT: '0',
      ...extraEnv,
    },
    logger,
  );
  cleanup.push(() => worker.close());
  const post = async (path: string, body: string, headers: Record<string, string>) => {
    const res = await fetch(`${worker.url}${path}`, { method: 'POST', body, headers });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  return {
    worker,
    emulator,
    logs,
    issuer,
    signJwt: (claims, o = {}) =>
      new SignJWT({ repository: 'acme/portal-config', ref: 'refs/heads/main', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('repo:acme/portal-config:ref:refs/heads/main')
        .setIssuer(o.issuer ?? issuer)
        .setAudience(o.audience ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(o.expiresIn ?? '5m')
        .sign(o.key === 'other' ? other.privateKey : keys.privateKey),
    portalCalls: () => fetch(`${emulator.origin}/__emulator/calls`).then((r) => r.json() as ReturnType<WorkerRig['portalCalls']>),
    state: () => fetch(`${emulator.origin}/__emulator/state`).then((r) => r.json() as ReturnType<WorkerRig['state']>),
    post,
    signed: (body, secret = SECRETS.ci, o = {}) => {
      const id = o.id ?? `msg_${crypto.randomUUID()}`;
      const signature = new Webhook(secret).sign(id, o.at ?? new Date(), body);
      const at = Math.floor((o.at ?? new Date()).getTime() / 1000);
      return post(o.path ?? '/v1/changes', body, { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': signature });
    },
  };
}

export const bannerOn = JSON.stringify({ reason: 'worker test', changes: [{ kind: 'banner', enabled: true, text: 'Maintenance window' }] });
