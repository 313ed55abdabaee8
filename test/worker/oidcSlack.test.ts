import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bannerOn, SLACK_SECRET, workerRig } from './harness.ts';

const bearer = (jwt: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${jwt}` });

describe('GitHub OIDC (local JWKS on loopback)', () => {
  it('accepts a token from the allowed repository and ref', async () => {
    const r = await workerRig();
    const res = await r.post('/v1/changes', bannerOn, bearer(await r.signJwt({})));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ principal: 'github:acme/portal-config@refs/heads/main', result: { status: 'applied' } });
  });

  it('refuses wrong audience, issuer, key, expiry and repository, with no portal call', async () => {
    const r = await workerRig();
    const cases: Array<[string, Promise<string>, number]> = [
      ['audience', r.signJwt({}, { audience: 'someone-else' }), 401],
      ['issuer', r.signJwt({}, { issuer: 'https://token.actions.githubusercontent.com' }), 401],
      ['other key', r.signJwt({}, { key: 'other' }), 401],
      ['expired', r.signJwt({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 }), 401],
      ['repository', r.signJwt({ repository: 'mallory/portal-config' }), 403],
      ['ref', r.signJwt({ ref: 'refs/heads/feature' }), 403],
    ];
    for (const [name, token, status] of cases) {
      const res = await r.post('/v1/changes', bannerOn, bearer(await token));
      expect(res.status, name).toBe(status);
    }
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ repository: 'acme/portal-config', ref: 'refs/heads/main', aud: 'portal-ops-test' })).toString('base64url')}.`;
    expect((await r.post('/v1/changes', bannerOn, bearer(none))).status).toBe(401);
    expect(await r.portalCalls()).toEqual([]);
  });
});

describe('Slack slash commands (real HTTP, loopback response_url)', () => {
  const received: Array<Record<string, unknown>> = [];
  let receiverUrl = '';
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    received.length = 0;
  });

  async function receiver(): Promise<void> {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as Record<string, unknown>);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  }

  function slackBody(text: string, user = 'U777'): string {
    return new URLSearchParams({ team_id: 'T0123ABCD', user_id: user, user_name: 'amy', channel_id: 'C42', command: '/portal-ops', text, response_url: receiverUrl }).toString();
  }
  function slackHeaders(body: string, at = Math.floor(Date.now() / 1000), secret = SLACK_SECRET) {
    const sig = `v0=${createHmac('sha256', secret).update(`v0:${at}:${body}`).digest('hex')}`;
    return { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': String(at), 'x-slack-signature': sig };
  }

  it('acknowledges before the portal work is done and finishes through response_url', async () => {
    await receiver();
    const r = await workerRig();
    // A slow portal: the acknowledgement must not wait for it (Slack gives up after 3 s).
    await fetch(`${r.emulator.origin}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ kind: 'latency', operation: 'settings/update', ms: 1500 }]) });
    const body = slackBody('banner on Read-only until 18:00');
    const ack = await r.post('/v1/slack/commands', body, slackHeaders(body));
    expect(ack.status).toBe(200);
    expect(ack.json).toMatchObject({ response_type: 'ephemeral', text: expect.stringMatching(/Working on/) });
    expect(received).toEqual([]);
    expect((await r.state()).settings.informationalBanner?.text).not.toBe('Read-only until 18:00');
    await r.worker.worker.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ response_type: 'in_channel', text: expect.stringMatching(/applied to `default` and verified/) });
    expect((await r.state()).settings.informationalBanner).toMatchObject({ enabled: true, text: 'Read-only until 18:00' });

    const statusBody = slackBody('banner status');
    await r.post('/v1/slack/commands', statusBody, slackHeaders(statusBody));
    await r.worker.worker.idle();
    expect(received[1]?.text).toMatch(/banner \*on\*: "Read-only until 18:00"/);
  });

  it('answers help synchronously and refuses role edits the policy does not allow, with no portal call', async () => {
    await receiver();
    const r = await workerRig();
    const help = slackBody('help');
    expect((await r.post('/v1/slack/commands', help, slackHeaders(help))).json.text).toMatch(/banner on <text>/);
    const role = slackBody('role "Field Crew" add portal:user:createItem');
    const refused = await r.post('/v1/slack/commands', role, slackHeaders(role));
    expect(refused.status).toBe(200);
    expect(refused.json.text).toMatch(/Not allowed: slack:T0123ABCD\/U777 may not make rolePrivileges changes/);
    expect(await r.portalCalls()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('refuses bad, stale and future signatures with 401 and no portal call', async () => {
    await receiver();
    const r = await workerRig();
    const body = slackBody('banner off');
    const now = Math.floor(Date.now() / 1000);
    for (const headers of [slackHeaders(body, now, 'wrong-secret'), slackHeaders(body, now - 301), slackHeaders(body, now + 301)]) {
      expect((await r.post('/v1/slack/commands', body, headers)).status).toBe(401);
    }
    expect(await r.portalCalls()).toEqual([]);
  });
});
