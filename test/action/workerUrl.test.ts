/**
 * `worker-url`: the built Action (Node 24) sends change requests to the worker with the job's OIDC
 * token (requested from a loopback stand-in for the runner's token service); the worker, which
 * alone holds the portal credentials, plans and applies them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { workerRig, type WorkerRig } from '../worker/harness.ts';
import { request, runAction, workspace } from './harness.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

/** Plays ACTIONS_ID_TOKEN_REQUEST_URL: answers `{ value: <jwt> }` for the requested audience. */
async function tokenService(rig: WorkerRig, claims: Record<string, unknown> = {}): Promise<{ url: string; audiences: string[] }> {
  const audiences: string[] = [];
  const server = createServer((req, res) => {
    const audience = new URL(req.url ?? '/', 'http://x').searchParams.get('audience') ?? '';
    audiences.push(audience);
    void rig.signJwt(claims, { audience }).then((value) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ value }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token?api-version=2.0`, audiences };
}

describe('the Action with worker-url', () => {
  const ws = workspace({ 'portal/banner.json': request([{ kind: 'banner', enabled: true, text: 'Via the worker' }]) });

  it('plans and applies through the worker with an OIDC token, holding no portal credential', async () => {
    const rig = await workerRig({ OIDC_AUDIENCE: 'portal-ops' });
    const tokens = await tokenService(rig);
    const env = { ACTIONS_ID_TOKEN_REQUEST_URL: tokens.url, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'runner-request-token-1' };
    const inputs = { command: 'plan', files: 'portal/*.json', 'worker-url': rig.worker.url, comment: 'false' };
    const plan = await runAction({ inputs, workspace: ws, env });
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.outputs.changed).toBe('true');
    expect(tokens.audiences).toEqual(['portal-ops']);
    expect((await rig.portalCalls()).some((c) => c.operation === 'settings/update')).toBe(false);

    const apply = await runAction({ inputs: { ...inputs, command: 'apply' }, workspace: ws, env });
    expect(apply.code, apply.stdout).toBe(0);
    expect((await rig.state()).settings.informationalBanner).toMatchObject({ enabled: true, text: 'Via the worker' });
    const audit = rig.logs.filter((l) => l.event === 'request').map((l) => l.fields?.principal);
    expect(audit).toContain('github:acme/portal-config@refs/heads/main');
    // The OIDC token is masked in the job log.
    expect(apply.stdout).toMatch(/::add-mask::/);
  });

  it('fails clearly when the worker refuses the repository by policy', async () => {
    const rig = await workerRig({ OIDC_AUDIENCE: 'portal-ops' });
    const tokens = await tokenService(rig, { repository: 'mallory/fork' });
    const run = await runAction({
      inputs: { command: 'apply', files: 'portal/*.json', 'worker-url': rig.worker.url, comment: 'false' },
      workspace: ws,
      env: { ACTIONS_ID_TOKEN_REQUEST_URL: tokens.url, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'runner-request-token-2' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/no policy allows github:mallory\/fork@refs\/heads\/main/);
    expect(await rig.portalCalls()).toEqual([]);
  });
});
