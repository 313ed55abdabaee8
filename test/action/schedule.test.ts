/** `command: schedule` in the built Action (Node 24) against the emulator. */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { runAction, workspace } from './harness.ts';

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

describe('the Action: schedule', () => {
  it('converges the banner to the active window, then reports no change', async () => {
    const emulator = await startEmulator({ port: 0, testHooks: true });
    running.push(emulator);
    const now = Date.now();
    const ws = workspace({
      'schedules/ops.json': JSON.stringify({
        default: { enabled: false },
        windows: [{ name: 'maintenance', start: new Date(now - 600_000).toISOString(), end: new Date(now + 3_600_000).toISOString(), banner: { text: 'Scheduled maintenance' } }],
      }),
      'schedules/bad.json': '{\n  "windows": [\n    { "name": "x", "cron": "0 22 * * SAT", "duration": "P1M", "timeZone": "UTC", "banner": { "text": "x" } }\n  ]\n}\n',
    });
    const inputs = { command: 'schedule', files: 'schedules/ops.json', 'portal-url': emulator.url, username: 'admin', password: 'portal-ops-demo', release: '12.1', comment: 'false' };
    const first = await runAction({ inputs, workspace: ws });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.changed).toBe('true');
    const state = (await fetch(`${emulator.origin}/__emulator/state`).then((r) => r.json())) as { settings: { informationalBanner: Record<string, unknown> } };
    expect(state.settings.informationalBanner).toMatchObject({ enabled: true, text: 'Scheduled maintenance' });
    // The summary carries the derived request's reason: which window, until when.
    expect(first.summary).toMatch(/schedule: window (&quot;|")maintenance(&quot;|") until \d{4}-/);

    const second = await runAction({ inputs, workspace: ws });
    expect(second.code).toBe(0);
    expect(second.outputs.changed).toBe('false');

    const bad = await runAction({ inputs: { ...inputs, files: 'schedules/bad.json' }, workspace: ws });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/::error file=schedules\/bad\.json,line=3/);
  });
});
