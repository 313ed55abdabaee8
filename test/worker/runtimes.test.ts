/**
 * The runtime matrix: the same bundles in dist/worker answer a signed dry-run request on workerd
 * (through miniflare), Deno and Bun, and the Node bundle under Node 24, each against the emulator
 * on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { SECRETS } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const NODE24 = join(root, 'tools', 'node24', 'node_modules', '.bin', 'node');

const children: ChildProcess[] = [];
let emulator: RunningEmulator | undefined;
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  await emulator?.close();
});

async function workerEnv(): Promise<Record<string, string>> {
  emulator = await startEmulator({ port: 0, testHooks: true });
  return {
    PORTAL_URL: emulator.url,
    PORTAL_USERNAME: 'admin',
    PORTAL_PASSWORD: 'portal-ops-demo',
    PORTAL_RELEASE: '12.1',
    WEBHOOK_SECRETS: `ci=${SECRETS.ci}`,
    PORTAL_OPS_CONFIG: JSON.stringify({ policy: [{ principal: 'webhook:ci', allow: ['banner'] }] }),
    HOST: '127.0.0.1',
    PORT: '0',
  };
}

function signedDryRun(): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ reason: 'runtime matrix', changes: [{ kind: 'banner', enabled: true, text: 'Edge' }] });
  const id = `msg_${crypto.randomUUID()}`;
  const at = new Date();
  return { body, headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(SECRETS.ci).sign(id, at, body) } };
}

/** Starts a server process and resolves with the URL it prints. */
function serve(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(command, args, { env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command}: no address within 20 s\n${out}`)), 20_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/[\d.]+:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`${command} exited ${code}\n${out}`)));
  });
}

async function expectPlan(res: Response): Promise<void> {
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(json).toMatchObject({ principal: 'webhook:ci', plan: { changed: true, portal: { kind: 'selfHosted' } } });
}

describe('the bundled worker on every runtime', () => {
  it('workerd (miniflare) runs dist/worker/cloudflare.js', async () => {
    const env = await workerEnv();
    const mf = new Miniflare({ scriptPath: join(root, 'dist', 'worker', 'cloudflare.js'), modules: true, compatibilityDate: '2026-04-01', compatibilityFlags: ['nodejs_compat'], bindings: env });
    try {
      const { body, headers } = signedDryRun();
      const res = await mf.dispatchFetch('http://worker.local/v1/changes?dryRun=true', { method: 'POST', body, headers });
      await expectPlan(res as unknown as Response);
    } finally {
      await mf.dispose();
    }
  });

  it('workerd (miniflare) converges SCHEDULE on the cron trigger', async () => {
    const env = await workerEnv();
    const now = Date.now();
    const schedule = { windows: [{ name: 'now', start: new Date(now - 60_000).toISOString(), end: new Date(now + 3_600_000).toISOString(), banner: { text: 'Edge cron window' } }] };
    const mf = new Miniflare({ scriptPath: join(root, 'dist', 'worker', 'cloudflare.js'), modules: true, compatibilityDate: '2026-04-01', compatibilityFlags: ['nodejs_compat'], bindings: { ...env, SCHEDULE: JSON.stringify(schedule) } });
    try {
      // miniflare's Fetcher type omits scheduled(), which the runtime object has.
      const worker = (await mf.getWorker()) as unknown as { scheduled(event: { scheduledTime: Date; cron: string }): Promise<unknown> };
      await worker.scheduled({ scheduledTime: new Date(now), cron: '*/5 * * * *' });
      const state = (await fetch(`${emulator?.origin}/__emulator/state`).then((r) => r.json())) as { settings: { informationalBanner: Record<string, unknown> } };
      expect(state.settings.informationalBanner).toMatchObject({ enabled: true, text: 'Edge cron window' });
    } finally {
      await mf.dispose();
    }
  });

  it('Deno runs dist/worker/deno.js', async () => {
    const url = await serve(bin('deno'), ['run', '--allow-net', '--allow-env', join(root, 'dist', 'worker', 'deno.js')], await workerEnv());
    const { body, headers } = signedDryRun();
    await expectPlan(await fetch(`${url}/v1/changes?dryRun=true`, { method: 'POST', body, headers }));
  });

  it('Bun runs dist/worker/bun.js', async () => {
    const url = await serve(bin('bun'), [join(root, 'dist', 'worker', 'bun.js')], await workerEnv());
    const { body, headers } = signedDryRun();
    await expectPlan(await fetch(`${url}/v1/changes?dryRun=true`, { method: 'POST', body, headers }));
  });

  it('Node 24 runs dist/cli.js serve', async () => {
    const url = await serve(NODE24, [join(root, 'dist', 'cli.js'), 'serve'], await workerEnv());
    const { body, headers } = signedDryRun();
    await expectPlan(await fetch(`${url}/v1/changes?dryRun=true`, { method: 'POST', body, headers }));
  });
});
