/**
 * The sticky pull-request comment, end to end: the built Action under Node 24 against the portal
 * emulator and a small loopback server playing GitHub's issue-comment REST API (GITHUB_API_URL).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { expectNoSecrets, request, runAction, workspace } from './harness.ts';

interface Comment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

interface FakeGitHub {
  readonly url: string;
  readonly comments: Comment[];
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  /** Answer every request with this status (e.g. 403, as for a fork's read-only token). */
  refuse?: number;
}

const servers: Server[] = [];
const emulators: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        }),
    ),
  );
});

async function fakeGitHub(initial: Comment[] = []): Promise<FakeGitHub> {
  let nextId = 1000;
  const fake: Omit<FakeGitHub, 'url'> & { url: string } = { url: '', comments: [...initial], requests: [] };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8').on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      fake.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (fake.refuse !== undefined) return send(fake.refuse, { message: 'Resource not accessible by integration', status: String(fake.refuse) });
      const list = /^\/repos\/acme\/portal-config\/issues\/7\/comments$/.exec(path);
      const edit = /^\/repos\/acme\/portal-config\/issues\/comments\/(\d+)$/.exec(path);
      if (list && req.method === 'GET') return send(200, fake.comments);
      if (list && req.method === 'POST') {
        const comment = { id: nextId++, body: (JSON.parse(raw) as { body: string }).body, user: { login: 'github-actions[bot]', type: 'Bot' } };
        fake.comments.push(comment);
        return send(201, comment);
      }
      const target = edit ? fake.comments.find((c) => c.id === Number(edit[1])) : undefined;
      if (target && req.method === 'PATCH') {
        target.body = (JSON.parse(raw) as { body: string }).body;
        return send(200, target);
      }
      send(404, { message: 'Not Found' });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const GITHUB_TOKEN = 'ghs_FakeGitHubToken0123456789abcdefXYZ';
const PASSWORD = 'Heron-Password-5150';
const pullRequest = { name: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'feedfacecafebeef0000000000000000deadbeef' }, base: { ref: 'main' } } } };
const foreign: Comment = { id: 1, body: 'Looks good to me, but what does this banner say?', user: { login: 'reviewer', type: 'User' } };

async function setup(initial: Comment[] = []) {
  const emulator = await startEmulator({ port: 0, testHooks: true, users: [{ username: 'ops-admin', password: PASSWORD, role: 'admin' }] });
  emulators.push(emulator);
  const github = await fakeGitHub(initial);
  const ws = workspace({ 'portal/banner.json': request([{ kind: 'banner', enabled: true, text: 'Maintenance <tonight> | @everyone' }], 'Upgrade') });
  const run = (overrides: { inputs?: Record<string, string>; env?: Record<string, string> } = {}) =>
    runAction({
      workspace: ws,
      event: pullRequest,
      env: { GITHUB_API_URL: github.url, GITHUB_REF: 'refs/pull/7/merge', ...overrides.env },
      inputs: { command: 'plan', files: 'portal/*.json', 'portal-url': emulator.url, username: 'ops-admin', password: PASSWORD, release: '12.1', 'github-token': GITHUB_TOKEN, ...overrides.inputs },
    });
  return { github, run };
}

const MARKER = '<!-- portal-ops:Portal config -->';

describe('the sticky pull-request comment', () => {
  it('is created on the first run and edited (never duplicated) on the next; other comments are left alone', async () => {
    const { github, run } = await setup([foreign]);
    const first = await run();
    expect(first.code, first.stdout).toBe(0);
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(github.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true);
    const ours = github.comments.find((c) => c.id !== foreign.id);
    expect(ours?.body.startsWith(`${MARKER}\n`)).toBe(true);
    expect(ours?.body).toContain('**On merge into <code>main</code>**, the apply workflow makes these changes');
    expect(ours?.body).toContain('- <code>portal/banner.json</code>: **applies** 1 settings field on portal <code>default</code>');
    expect(ours?.body).toContain('| <code>informationalBanner.enabled</code> | <code>false</code> | <code>true</code> |');
    expect(ours?.body).toContain('&lt;tonight&gt; &#124; &#64;everyone');
    expect(ours?.body).toContain('for commit <code>feedfac</code>');
    expect(first.stdout).toMatch(/pull-request comment created \(id 1000\)/);
    expectNoSecrets(first, [GITHUB_TOKEN, PASSWORD]);

    // The file changes on the next push: the same comment is edited.
    const second = await run({ inputs: { files: 'portal/banner.json' } });
    expect(second.code, second.stdout).toBe(0);
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual(['/repos/acme/portal-config/issues/comments/1000']);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]).toEqual(foreign);
    expect(second.stdout).toMatch(/pull-request comment updated \(id 1000\)/);
  });

  it('keeps one comment per workflow', async () => {
    const { github, run } = await setup();
    await run();
    await run({ env: { GITHUB_WORKFLOW: 'Other portal' } });
    await run();
    expect(github.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(github.comments.map((c) => c.body.split('\n')[0])).toEqual([MARKER, '<!-- portal-ops:Other portal -->']);
  });

  it('only warns when GitHub refuses (a fork\'s read-only token)', async () => {
    const { github, run } = await setup();
    github.refuse = 403;
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^::warning::could not comment on the pull request \(HTTP 403\): Resource not accessible by integration/m);
    expect(r.outputs.changed).toBe('true');
    expectNoSecrets(r, [GITHUB_TOKEN, PASSWORD]);
  });

  it('is not posted when comment is false, or outside pull requests', async () => {
    const { github, run } = await setup();
    await run({ inputs: { comment: 'false' } });
    const push = await runAction({ workspace: workspace({ 'a.json': request([{ kind: 'banner', enabled: false }]) }), env: { GITHUB_API_URL: github.url }, inputs: { command: 'validate', files: 'a.json', 'github-token': GITHUB_TOKEN } });
    expect(push.code).toBe(0);
    expect(github.requests).toEqual([]);
  });
});
