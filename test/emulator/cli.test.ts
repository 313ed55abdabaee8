import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorCommand } from '../../src/cli/commands/emulator.ts';
import type { CliIO } from '../../src/cli/io.ts';

interface Harness {
  io: CliIO;
  out: string[];
  err: string[];
  stop: () => void;
  firstLine: () => Promise<string>;
}

function harness(cwd = process.cwd()): Harness {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  const io: CliIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    env: {},
    cwd,
    color: false,
    signal: controller.signal,
  };
  const firstLine = async (): Promise<string> => {
    for (let i = 0; i < 200; i += 1) {
      const text = out.join('');
      if (text.includes('\n')) return text.split('\n')[0] ?? '';
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no output; stderr: ${err.join('')}`);
  };
  return { io, out, err, stop: () => controller.abort(), firstLine };
}

describe('portal-ops emulator command', () => {
  it('prints the REST root first, serves it, and stops on abort', async () => {
    const h = harness();
    const done = emulatorCommand(['--port', '0', '--context', 'arcgis', '--release', '11.3'], h.io);
    const url = await h.firstLine();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/arcgis\/sharing\/rest$/);
    const self = (await (await fetch(`${url}/portals/self?f=json`)).json()) as { isPortal: boolean };
    expect(self.isPortal).toBe(true);
    const info = h.err.join('');
    expect(info).toContain('admin');
    expect(info).toContain('portal-ops-demo'); // the built-in demo default may be shown as a hint
    h.stop();
    expect(await done).toBe(0);
    await expect(fetch(`${url}/portals/self?f=json`)).rejects.toThrow();
  });

  it('prints {"url": ...} with --json and never shows given passwords', async () => {
    const h = harness();
    const done = emulatorCommand(
      ['--port', '0', '--hosted', '--json', '--user', 'ops:s3cr:et-pass:admin', '--user', 'viewer:pw-viewer-9:user', '--client', 'app:client-secret-9'],
      h.io,
    );
    const line = JSON.parse(await h.firstLine()) as { url: string; users: unknown[] };
    expect(line.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sharing\/rest$/);
    expect(line.users).toEqual([
      { username: 'ops', role: 'admin' },
      { username: 'viewer', role: 'user' },
    ]);
    const token = (await (
      await fetch(`${line.url}/generateToken`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'ops', password: 's3cr:et-pass', client: 'referer', referer: 'x', f: 'json' }),
      })
    ).json()) as { token?: string };
    expect(token.token).toBeTypeOf('string');
    h.stop();
    expect(await done).toBe(0);
    const all = h.out.join('') + h.err.join('');
    for (const secret of ['s3cr:et-pass', 'pw-viewer-9', 'client-secret-9']) expect(all).not.toContain(secret);
  });

  it('persists to --state relative to the working directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-emulator-cli-'));
    try {
      const h = harness(dir);
      const done = emulatorCommand(['--port', '0', '--state', 'emu.json', '--test-hooks'], h.io);
      await h.firstLine();
      expect(h.err.join('')).toContain(join(dir, 'emu.json'));
      h.stop();
      expect(await done).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['--port', 'eighty']],
    [['--hosted', '--context', 'x']],
    [['--release', 'eleven']],
    [['--user', 'nopassword']],
    [['--client', 'idonly']],
    [['--bogus']],
    [['extra']],
  ])('refuses bad flags %j with one line and the usage', async (argv) => {
    const h = harness();
    expect(await emulatorCommand(argv, h.io)).toBe(1);
    const text = h.err.join('');
    expect(text.split('\n')[0]).toMatch(/^portal-ops emulator: /);
    expect(text).toContain('usage: portal-ops emulator');
    expect(h.out).toEqual([]);
  });

  it('fails cleanly for an unknown custom role', async () => {
    const h = harness();
    expect(await emulatorCommand(['--port', '0', '--user', 'bob:pw-bob-1:No Such Role'], h.io)).toBe(1);
    expect(h.err.join('')).toMatch(/No Such Role/);
    expect(h.err.join('')).not.toContain('pw-bob-1');
  });

  it('warns when listening beyond loopback', async () => {
    const h = harness();
    const done = emulatorCommand(['--port', '0', '--host', '0.0.0.0'], h.io);
    expect(await h.firstLine()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal\/sharing\/rest$/);
    expect(h.err.join('')).toMatch(/warning: .*not loopback/);
    h.stop();
    expect(await done).toBe(0);
  });
});
