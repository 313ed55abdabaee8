import { describe, expect, it } from 'vitest';
import { bannerOn, PASSWORD, SECRETS, SLACK_SECRET, workerRig } from './harness.ts';

describe('POST /v1/changes with Standard Webhooks signatures (real HTTP)', () => {
  it('a signed dry run plans without writing; a signed request applies and verifies', async () => {
    const r = await workerRig();
    const dry = await r.signed(bannerOn, SECRETS.ci, { path: '/v1/changes?dryRun=true' });
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ principal: 'webhook:ci', plan: { changed: true } });
    expect((await r.portalCalls()).some((c) => c.operation === 'settings/update')).toBe(false);
    const real = await r.signed(bannerOn);
    expect(real.status).toBe(200);
    expect(real.json).toMatchObject({ result: { status: 'applied' } });
    expect((await r.state()).settings.informationalBanner).toMatchObject({ enabled: true, text: 'Maintenance window' });
    expect(real.headers.get('x-request-id')).toBeTruthy();
    expect(real.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('accepts the second secret of a rotated pair', async () => {
    const r = await workerRig();
    expect((await r.signed(bannerOn, SECRETS.ciNext, { path: '/v1/changes?dryRun=true' })).status).toBe(200);
  });

  it('refuses tampered, wrongly signed, stale, future and unsigned requests with no portal call', async () => {
    const r = await workerRig();
    const now = Date.now();
    const cases: Array<[string, () => Promise<{ status: number; json: Record<string, unknown> }>, number, string]> = [
      ['wrong secret', () => r.signed(bannerOn, SECRETS.wrong), 401, 'bad_signature'],
      ['stale', () => r.signed(bannerOn, SECRETS.ci, { at: new Date(now - 301_000) }), 401, 'stale'],
      ['future', () => r.signed(bannerOn, SECRETS.ci, { at: new Date(now + 301_000) }), 401, 'future'],
      ['no headers', () => r.post('/v1/changes', bannerOn, { 'content-type': 'application/json' }), 401, 'unauthenticated'],
      ['missing id', () => r.post('/v1/changes', bannerOn, { 'content-type': 'application/json', 'webhook-signature': 'v1,abc', 'webhook-timestamp': String(Math.floor(now / 1000)) }), 401, 'missing_headers'],
    ];
    for (const [name, send, status, code] of cases) {
      const res = await send();
      expect(res.status, name).toBe(status);
      expect((res.json.error as { code: string }).code, name).toBe(code);
    }
    // Tampered: sign one body, send another.
    const id = 'msg_tampered';
    const { Webhook } = await import('standardwebhooks');
    const at = new Date();
    const sig = new Webhook(SECRETS.ci).sign(id, at, bannerOn);
    const tampered = await r.post('/v1/changes', bannerOn.replace('Maintenance', 'Hacked'), {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': sig,
    });
    expect(tampered.status).toBe(401);
    expect(await r.portalCalls()).toEqual([]);
  });

  it('refuses a replayed webhook-id with 409', async () => {
    const r = await workerRig();
    const first = await r.signed(bannerOn, SECRETS.ci, { id: 'msg_once', path: '/v1/changes?dryRun=true' });
    expect(first.status).toBe(200);
    const again = await r.signed(bannerOn, SECRETS.ci, { id: 'msg_once', path: '/v1/changes?dryRun=true' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: { code: 'replayed' } });
  });

  it('denies by policy with 403 and no portal call', async () => {
    const r = await workerRig();
    const roles = JSON.stringify({ changes: [{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }] });
    const denied = await r.signed(roles, SECRETS.ops);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ error: { code: 'forbidden', message: expect.stringMatching(/webhook:ops may not make rolePrivileges changes/) } });
    expect(await r.portalCalls()).toEqual([]);
  });

  it('refuses an unconfigured portal and a URL smuggled as the alias, with no portal call', async () => {
    const r = await workerRig();
    const other = await r.signed(JSON.stringify({ portal: 'staging', changes: [{ kind: 'banner', enabled: false }] }));
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({ error: { code: 'unknown_portal' } });
    const smuggled = await r.signed(JSON.stringify({ portal: 'https://evil.example.com/sharing/rest', changes: [{ kind: 'banner', enabled: false }] }));
    expect(smuggled.status).toBe(400);
    expect(smuggled.json).toMatchObject({ error: { code: 'invalid_request', issues: [{ path: 'portal' }] } });
    expect(await r.portalCalls()).toEqual([]);
  });

  it('returns validation issues with paths, and 413 / 415 before reading the body', async () => {
    const r = await workerRig();
    const bad = await r.signed(JSON.stringify({ changes: [{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:publisher:publishVideo'] }] }));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { issues: [{ path: 'changes[0].add[0]', message: 'unknown privilege "portal:publisher:publishVideo"' }] } });
    const huge = await r.signed(JSON.stringify({ reason: 'x'.repeat(70_000), changes: [] }));
    expect(huge.status).toBe(413);
    const text = await r.post('/v1/changes', bannerOn, { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await r.portalCalls()).toEqual([]);
  });

  it('writes an audit line per request with principal, decision and status, and no secret anywhere', async () => {
    const r = await workerRig();
    await r.signed(bannerOn);
    await r.signed(bannerOn, SECRETS.wrong);
    const requests = r.logs.filter((l) => l.event === 'request');
    expect(requests.map((l) => [l.fields?.principal, l.fields?.decision, l.fields?.status])).toEqual([
      ['webhook:ci', 'allowed', 200],
      [null, 'refused:bad_signature', 401],
    ]);
    const everything = JSON.stringify(r.logs);
    for (const secret of [PASSWORD, SLACK_SECRET, SECRETS.ci.slice(6), SECRETS.ops.slice(6)]) expect(everything).not.toContain(secret);
  });
});
