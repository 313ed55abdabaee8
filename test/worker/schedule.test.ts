import { describe, expect, it } from 'vitest';
import { workerRig } from './harness.ts';

const windowNow = () => {
  const now = Date.now();
  return {
    portal: 'default',
    default: { enabled: false },
    windows: [{ name: 'now', start: new Date(now - 3_600_000).toISOString(), end: new Date(now + 3_600_000).toISOString(), banner: { text: 'Scheduled read-only', bgColor: '#ffcc00', fontColor: 'black' } }],
  };
};

describe('the worker converges SCHEDULE on Node', () => {
  it('at start-up and on its interval, writing only when the banner differs', async () => {
    const r = await workerRig({ SCHEDULE: JSON.stringify(windowNow()), SCHEDULE_INTERVAL: '1' });
    const deadline = Date.now() + 10_000;
    let banner: Record<string, unknown> = {};
    while (Date.now() < deadline) {
      banner = (await r.state()).settings.informationalBanner ?? {};
      if (banner.text === 'Scheduled read-only') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(banner).toMatchObject({ enabled: true, text: 'Scheduled read-only' });
    // Let at least two more ticks run: they find the banner right and write nothing.
    await new Promise((res) => setTimeout(res, 2_300));
    const writes = (await r.portalCalls()).filter((c) => c.operation === 'settings/update');
    expect(writes).toHaveLength(1);
    const ticks = r.logs.filter((l) => l.event === 'schedule');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.at(-1)?.fields).toMatchObject({ window: 'now', status: 'noop' });
  });

  it('refuses an invalid SCHEDULE at start-up, naming the variable', async () => {
    await expect(workerRig({ SCHEDULE: '{"windows":[{"name":"x","cron":"nope","duration":"PT1H","timeZone":"UTC","banner":{"text":"x"}}]}' })).rejects.toThrow(/SCHEDULE is invalid: windows\[0\]\.cron/);
  });
});
