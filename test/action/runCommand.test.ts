import { describe, expect, it } from 'vitest';
import { runCommand, type RunDeps } from '../../src/action/runCommand.ts';
import { scheduleRequests } from '../../src/action/scheduleRequests.ts';
import { AuthError, ConfigError, ValidationError } from '../../src/errors.ts';
import type { Engine } from '../../src/plan/engine.ts';
import { applied, plan } from './fixtures.ts';

const ok = JSON.stringify({ changes: [{ kind: 'banner', enabled: true }] });
const enc = new TextEncoder();
// "Café" in Latin-1: é is the byte 0xe9, not UTF-8.
const latin1 = Uint8Array.from([...enc.encode('{\n  "changes": [{ "kind": "banner", "enabled": true, "text": "Caf'), 0xe9, ...enc.encode('" }]\n}\n')]);
const files: Record<string, string | Uint8Array> = {
  'latin1.json': latin1,
  'a.json': ok,
  'b.json': ok,
  'c.json': ok,
  'broken.json': '{\n  "changes": [\n',
  'invalid.json': '{\n  "changes": [\n    { "kind": "banner", "enabled": "yes" }\n  ]\n}\n',
};

function deps(engine: Partial<Pick<Engine, 'plan' | 'apply'>>, calls: string[] = []): RunDeps {
  return {
    readFile: async (f) => {
      const text = files[f];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return typeof text === 'string' ? enc.encode(text) : text;
    },
    engine: async () => ({
      plan: engine.plan ?? (async () => plan()),
      apply: async (input, options) => {
        calls.push(`apply ${JSON.stringify(options)}`);
        return (engine.apply ?? (async () => applied()))(input, options);
      },
    }),
    target: { kind: 'unknown' },
    principal: 'github:acme/x@refs/heads/main',
  };
}

describe('runCommand', () => {
  it('validate: locates errors on lines, reports unreadable and broken files', async () => {
    const out = await runCommand('validate', ['a.json', 'broken.json', 'invalid.json', 'missing.json'], deps({}));
    expect(out.files.map((f) => f.status)).toEqual(['valid', 'invalid', 'invalid', 'invalid']);
    expect(out.files[1]).toMatchObject({ errors: [{ line: 3, message: expect.stringMatching(/invalid JSON/) }] });
    expect(out.files[2]).toMatchObject({ errors: [{ path: 'changes[0].enabled', line: 3 }] });
    expect(out.files[3]).toMatchObject({ errors: [{ message: 'no such file' }] });
    expect(out.notes[0]).toMatch(/release gating skipped/);
  });

  it('refuses a file that is not UTF-8, with the position of the first bad byte, and never plans it', async () => {
    const expected = { status: 'invalid', errors: [{ message: 'invalid JSON: the text is not UTF-8', line: 2, column: 64 }] };
    expect((await runCommand('validate', ['latin1.json'], deps({}))).files).toMatchObject([expected]);
    const planned: unknown[] = [];
    const out = await runCommand('plan', ['latin1.json'], deps({ plan: async (input) => (planned.push(input), plan()) }));
    expect(out.files).toMatchObject([expected]);
    expect(planned).toEqual([]);
  });

  it('schedule files: read and located like change requests, non-UTF-8 refused', async () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const schedules: Record<string, string | Uint8Array> = {
      'ok.json': JSON.stringify({ default: { enabled: false }, windows: [] }),
      'bad.json': '{\n  "default": { "enabled": "no" },\n  "windows": []\n}\n',
      'latin1.json': latin1,
    };
    const read = async (f: string) => {
      const text = schedules[f];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return typeof text === 'string' ? enc.encode(text) : text;
    };
    const out = await scheduleRequests(['ok.json', 'bad.json', 'latin1.json', 'missing.json'], read, now);
    expect([...out.requests.keys()]).toEqual(['ok.json']);
    expect(JSON.parse(new TextDecoder().decode(out.requests.get('ok.json')))).toMatchObject({ changes: [{ kind: 'banner', enabled: false }] });
    expect(out.invalid).toMatchObject([
      { file: 'bad.json', errors: [{ path: 'default.enabled', line: 2 }] },
      { file: 'latin1.json', errors: [{ message: 'invalid JSON: the text is not UTF-8', line: 2, column: 64 }] },
      { file: 'missing.json', errors: [{ message: 'no such file' }] },
    ]);
  });

  it('plan: one file failing does not stop the others; portal validation errors become located issues', async () => {
    let n = 0;
    const out = await runCommand('plan', ['a.json', 'b.json', 'c.json'], deps({
      plan: async () => {
        n++;
        if (n === 1) throw new AuthError('generateToken: refused', { code: 'invalid_credentials' });
        if (n === 2) throw new ValidationError('cannot', [{ path: 'changes[0].enabled', message: 'no' }]);
        return plan();
      },
    }));
    expect(out.files.map((f) => f.status)).toEqual(['error', 'invalid', 'planned']);
    expect(out.files[0]).toMatchObject({ error: { kind: 'auth', message: 'generateToken: refused' } });
    expect(out.files[1]).toMatchObject({ errors: [{ path: 'changes[0].enabled', line: 1 }] });
  });

  it('apply: nothing while any file is invalid; stops at the first failure; passes the principal', async () => {
    const calls: string[] = [];
    const blocked = await runCommand('apply', ['a.json', 'invalid.json'], deps({}, calls));
    expect(blocked.files.map((f) => f.status)).toEqual(['skipped', 'invalid']);
    expect(calls).toEqual([]);
    const stopped = await runCommand('apply', ['a.json', 'b.json', 'c.json'], deps({ apply: async () => (calls.length === 2 ? applied('partial') : applied()) }, calls));
    expect(stopped.files.map((f) => f.status)).toEqual(['applied', 'applied', 'skipped']);
    expect(stopped.files[2]).toMatchObject({ reason: 'not applied: b.json failed first (files are applied in order)' });
    expect(calls).toEqual(['apply {"principal":"github:acme/x@refs/heads/main"}', 'apply {"principal":"github:acme/x@refs/heads/main"}']);
  });

  it('a configuration error is a problem and skips the portal work', async () => {
    const d = { ...deps({}), engine: async () => Promise.reject(new ConfigError('no portal configured')) };
    const out = await runCommand('plan', ['a.json'], d);
    expect(out.problems).toEqual(['no portal configured']);
    expect(out.files).toMatchObject([{ status: 'skipped', reason: 'not planned: the portal configuration failed' }]);
  });
});
