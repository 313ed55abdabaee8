import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/emulator/node/serve.ts';
import { runCli, tempFiles } from './harness.ts';

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const schedule = {
  portal: 'default',
  default: { enabled: true, text: 'UNCLASSIFIED', bgColor: '#007a33', fontColor: 'white' },
  windows: [
    { name: 'upgrade', start: '2026-12-05T22:00:00-05:00', end: '2026-12-06T04:00:00-05:00', banner: { text: 'Read-only: upgrade', bgColor: '#ffcc00', fontColor: '#000000' } },
    { name: 'weekly-backup', cron: '0 22 * * SAT', duration: 'PT3H', timeZone: 'America/New_York', banner: { text: 'Read-only: weekly backup', bgColor: '#ffcc00', fontColor: '#000000' } },
  ],
};
const dir = tempFiles({ 'schedule.json': JSON.stringify(schedule, null, 2), 'bad.json': JSON.stringify({ windows: [{ name: 'x', cron: '0 22 * * SAT', duration: 'PT3H', timeZone: 'America/NewYork', banner: { text: 'x' } }] }) });

async function portal() {
  const emulator = await startEmulator({ port: 0, testHooks: true });
  running.push(emulator);
  const env = { PORTAL_URL: emulator.url, PORTAL_USERNAME: 'admin', PORTAL_PASSWORD: 'portal-ops-demo', PORTAL_RELEASE: '12.1' };
  const banner = async () => ((await fetch(`${emulator.origin}/__emulator/state`).then((r) => r.json())) as { settings: { informationalBanner: Record<string, unknown> } }).settings.informationalBanner;
  const writes = async () => ((await fetch(`${emulator.origin}/__emulator/calls`).then((r) => r.json())) as Array<{ operation: string }>).filter((c) => c.operation === 'settings/update').length;
  return { env, banner, writes };
}
const run = (env: Record<string, string>, ...args: string[]) => runCli(['schedule', 'schedule.json', ...args], { cwd: dir, env });

describe('portal-ops schedule against the emulator', () => {
  it('--at inside a one-off window puts its banner up; a second run makes no write', async () => {
    const p = await portal();
    const inside = await run(p.env, '--at', '2026-12-05T23:30:00-05:00');
    expect(inside.code).toBe(0);
    expect(inside.stdout).toMatch(/window "upgrade" is active until 2026-12-06T09:00:00\.000Z/);
    expect(await p.banner()).toMatchObject({ enabled: true, text: 'Read-only: upgrade', bgColor: '#ffcc00' });
    const again = await run(p.env, '--at', '2026-12-05T23:45:00-05:00');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/Nothing to apply/);
    expect(await p.writes()).toBe(1);
  });

  it('exactly at the start is inside, exactly at the end is outside', async () => {
    const p = await portal();
    await run(p.env, '--at', '2026-12-05T22:00:00-05:00');
    expect(await p.banner()).toMatchObject({ text: 'Read-only: upgrade' });
    await run(p.env, '--at', '2026-12-06T04:00:00-05:00');
    expect(await p.banner()).toMatchObject({ enabled: true, text: 'UNCLASSIFIED', bgColor: '#007a33', fontColor: 'white' });
  });

  it('outside every window converges to the default; a run an hour late into a recurring window still converges', async () => {
    const p = await portal();
    const outside = await run(p.env, '--at', '2026-12-02T12:00:00-05:00');
    expect(outside.stdout).toMatch(/outside every window/);
    expect(await p.banner()).toMatchObject({ text: 'UNCLASSIFIED' });
    // Saturday 2026-12-12 22:00 New York; the run comes at 23:00, an hour late.
    const late = await run(p.env, '--at', '2026-12-12T23:00:00-05:00');
    expect(late.code).toBe(0);
    expect(await p.banner()).toMatchObject({ enabled: true, text: 'Read-only: weekly backup' });
  });

  it('--dry-run plans without writing (exit 2 when a change is pending)', async () => {
    const p = await portal();
    const dry = await run(p.env, '--at', '2026-12-05T23:30:00-05:00', '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stdout).toMatch(/~ informationalBanner\.text: .* → "Read-only: upgrade"/);
    expect(await p.writes()).toBe(0);
  });

  it('--preview lists the upcoming transitions without a portal', async () => {
    const r = await runCli(['schedule', 'schedule.json', '--preview', '--days', '8', '--at', '2026-12-01T00:00:00Z'], { cwd: dir, env: {} });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/2026-12-06T03:00:00\.000Z {2}banner on "Read-only: upgrade"/);
    expect(r.stdout).toMatch(/2026-12-06T09:00:00\.000Z {2}banner on "UNCLASSIFIED"/);
  });

  it('refuses an invalid schedule with the path and no portal call', async () => {
    const r = await runCli(['schedule', 'bad.json'], { cwd: dir, env: {} });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/windows\[0\]\.timeZone/);
  });
});
