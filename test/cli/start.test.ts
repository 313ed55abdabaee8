import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');

describe('npm start + npm run demo', () => {
  it('serves the worker on the embedded emulator; the demo gets a signed banner-on applied; Ctrl-C exits 0', async () => {
    const child = spawn(process.execPath, [join(root, 'dist', 'cli.js'), 'start'], { env: { ...process.env, PORT: '0', PORTAL_URL: '', PORTAL_OPS_CONFIG: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address within 15 s:\n${out}`)), 15_000);
        child.stdout.on('data', () => {
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m?.[1] && out.includes('npm run demo')) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
      });
      expect(out).toMatch(/portal emulator \(self-hosted 12\.1.*\): http:\/\/127\.0\.0\.1:\d+\/portal\/sharing\/rest/);
      const demo = await runCli(['demo', '--url', url, 'Read-only: demo']);
      expect(demo.code).toBe(0);
      expect(demo.stdout).toMatch(/→ 200[\s\S]*"changed": true/);
      expect(demo.stdout).toMatch(/"status": "applied"/);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it('refuses to start with a configuration error naming the variable', async () => {
    const r = await runCli(['start'], { env: { PORTAL_URL: 'https://gis.example.org/portal/sharing/rest', PORTAL_TOKEN: 'tok-123456' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/nothing can authenticate requests: set WEBHOOK_SECRETS/);
  });

  it('the demo says how to start the worker when none runs', async () => {
    const r = await runCli(['demo', '--url', 'http://127.0.0.1:9']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/start it with npm start/);
  });
});
