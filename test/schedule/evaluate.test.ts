import { describe, expect, it } from 'vitest';
import { evaluateSchedule, HORIZON_MS, previewSchedule } from '../../src/schedule/evaluate.ts';
import { at, GREEN_DEFAULT, HOUR, iso, oneOff, recurring, schedule, YELLOW } from './helpers.ts';

const DEFAULT_BANNER = GREEN_DEFAULT;
const upgrade = oneOff('upgrade', '2026-12-05T22:00:00-05:00', '2026-12-06T04:00:00-05:00', 'Read-only: upgrade');
const weekly = recurring('weekly-backup', '0 22 * * SAT', 'PT3H', 'America/New_York', 'Read-only: weekly backup');
const design = schedule([upgrade, weekly], { portal: 'prod', default: GREEN_DEFAULT });

const windowBanner = (text: string) => ({ enabled: true, text, ...YELLOW });

describe('evaluateSchedule: one instant (--at)', () => {
  it('inside a window: its banner, enabled, and the window with its bounds', () => {
    const e = evaluateSchedule(design, at('2026-12-05T23:30:00-05:00'));
    expect(e.banner).toEqual(windowBanner('Read-only: upgrade'));
    expect(e.active).toEqual({ name: 'upgrade', start: at('2026-12-05T22:00:00-05:00'), end: at('2026-12-06T04:00:00-05:00') });
  });

  it('exactly at the start: active; exactly at the end: not', () => {
    expect(evaluateSchedule(design, at('2026-12-05T22:00:00-05:00')).active?.name).toBe('upgrade');
    expect(evaluateSchedule(design, at('2026-12-05T22:00:00-05:00') - 1).active).toBeUndefined();
    const end = evaluateSchedule(design, at('2026-12-06T04:00:00-05:00'));
    expect(end.active).toBeUndefined();
    expect(end.banner).toEqual(DEFAULT_BANNER);
    expect(evaluateSchedule(design, at('2026-12-06T04:00:00-05:00') - 1).active?.name).toBe('upgrade');
  });

  it('outside every window: the default, and no active window', () => {
    const e = evaluateSchedule(design, at('2026-12-02T12:00:00-05:00'));
    expect(e).toMatchObject({ banner: DEFAULT_BANNER });
    expect(e.active).toBeUndefined();
  });

  it('without a default, outside windows the banner is only switched off (text and colours kept)', () => {
    const s = schedule([upgrade]);
    expect(evaluateSchedule(s, at('2026-12-02T12:00:00Z')).banner).toEqual({ enabled: false });
  });

  it('a window without colours leaves them out, so the portal keeps its current ones', () => {
    const s = schedule([{ name: 'plain', start: '2026-12-01T00:00:00Z', end: '2026-12-02T00:00:00Z', banner: { text: 'Heads up' } }]);
    expect(evaluateSchedule(s, at('2026-12-01T12:00:00Z')).banner).toStrictEqual({ enabled: true, text: 'Heads up' });
  });

  it('a late evaluation (an hour after the window started) still gives the window', () => {
    // Saturday 2026-12-12 22:00 New York; the cron run comes at 23:00.
    const e = evaluateSchedule(design, at('2026-12-12T23:00:00-05:00'));
    expect(e.banner).toEqual(windowBanner('Read-only: weekly backup'));
    expect(e.active).toEqual({ name: 'weekly-backup', start: at('2026-12-12T22:00:00-05:00'), end: at('2026-12-13T01:00:00-05:00') });
    // and a skipped run simply converges at the next one: after the window, the default again.
    expect(evaluateSchedule(design, at('2026-12-13T01:00:00-05:00')).banner).toEqual(DEFAULT_BANNER);
  });

  it('is the same for instants with milliseconds', () => {
    expect(evaluateSchedule(design, at('2026-12-05T22:00:00-05:00') + 0.5).active?.name).toBe('upgrade');
  });
});

describe('a window across midnight', () => {
  const s = schedule([recurring('late', '0 23 * * *', 'PT2H', 'Europe/Berlin')]);
  it('is active at 00:30 the next day and inactive at 01:00', () => {
    expect(evaluateSchedule(s, at('2026-12-02T00:30:00+01:00')).active).toEqual({ name: 'late', start: at('2026-12-01T23:00:00+01:00'), end: at('2026-12-02T01:00:00+01:00') });
    expect(evaluateSchedule(s, at('2026-12-02T01:00:00+01:00')).active).toBeUndefined();
    expect(evaluateSchedule(s, at('2026-12-01T22:59:59+01:00')).active).toBeUndefined();
  });
});

describe('overlapping windows', () => {
  const a = oneOff('a', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z', 'A');
  const b = oneOff('b', '2026-12-01T11:00:00Z', '2026-12-01T14:00:00Z', 'B');
  const s = schedule([a, b], { default: GREEN_DEFAULT });

  it('the first listed wins while both are active', () => {
    expect(evaluateSchedule(s, at('2026-12-01T11:30:00Z'))).toMatchObject({ banner: windowBanner('A'), active: { name: 'a' } });
    // Listed the other way round, the other wins.
    expect(evaluateSchedule(schedule([b, a]), at('2026-12-01T11:30:00Z')).active?.name).toBe('b');
  });

  it('next reports the second window when the first ends while it is still active', () => {
    const e = evaluateSchedule(s, at('2026-12-01T11:30:00Z'));
    expect(e.next).toEqual({
      at: at('2026-12-01T12:00:00Z'),
      banner: windowBanner('B'),
      active: { name: 'b', start: at('2026-12-01T11:00:00Z'), end: at('2026-12-01T14:00:00Z') },
    });
    expect(evaluateSchedule(s, at('2026-12-01T12:00:00Z')).next).toEqual({ at: at('2026-12-01T14:00:00Z'), banner: DEFAULT_BANNER });
  });

  it('a window hidden behind an earlier one never shows', () => {
    const inner = oneOff('inner', '2026-12-01T10:30:00Z', '2026-12-01T11:00:00Z', 'inner');
    const t = schedule([a, inner], { default: GREEN_DEFAULT });
    expect(evaluateSchedule(t, at('2026-12-01T10:45:00Z')).active?.name).toBe('a');
    expect(evaluateSchedule(t, at('2026-12-01T10:15:00Z')).next?.at).toBe(at('2026-12-01T12:00:00Z'));
  });
});

describe('next: the next change of the desired banner', () => {
  it('is the next window start from outside', () => {
    const e = evaluateSchedule(design, at('2026-12-02T12:00:00Z'));
    expect(e.next).toEqual({ at: at('2026-12-05T22:00:00-05:00'), banner: windowBanner('Read-only: upgrade'), active: { name: 'upgrade', start: at('2026-12-05T22:00:00-05:00'), end: at('2026-12-06T04:00:00-05:00') } });
  });

  it('skips boundaries that do not change the banner: back-to-back windows with the same banner', () => {
    const s = schedule([oneOff('first', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z', 'same'), oneOff('second', '2026-12-01T12:00:00Z', '2026-12-01T14:00:00Z', 'same')], { default: GREEN_DEFAULT });
    const e = evaluateSchedule(s, at('2026-12-01T10:30:00Z'));
    expect(e.next?.at).toBe(at('2026-12-01T14:00:00Z'));
    expect(e.next?.banner).toEqual(DEFAULT_BANNER);
    // The handover still shows in `active` at the instant itself.
    expect(evaluateSchedule(s, at('2026-12-01T12:00:00Z')).active?.name).toBe('second');
  });

  it('skips a window whose banner equals the default', () => {
    const same = { name: 'same', cron: '0 * * * *', duration: 'PT30M', timeZone: 'UTC', banner: { text: GREEN_DEFAULT.text, bgColor: GREEN_DEFAULT.bgColor, fontColor: GREEN_DEFAULT.fontColor } };
    const s = schedule([same, oneOff('later', '2026-12-03T00:00:00Z', '2026-12-03T01:00:00Z', 'later')], { default: GREEN_DEFAULT });
    expect(evaluateSchedule(s, at('2026-12-01T00:10:00Z')).next?.at).toBe(at('2026-12-03T00:30:00Z'));
  });

  it('is absent when nothing changes within 400 days', () => {
    expect(evaluateSchedule(design, at('2027-01-01T00:00:00Z')).next).toBeDefined();
    const once = schedule([upgrade], { default: GREEN_DEFAULT });
    expect(evaluateSchedule(once, at('2026-12-07T00:00:00Z')).next).toBeUndefined();
    expect(evaluateSchedule(schedule([], { default: GREEN_DEFAULT }), at('2026-12-07T00:00:00Z'))).toEqual({ banner: DEFAULT_BANNER });
    const farOff = schedule([oneOff('far', '2028-06-01T00:00:00Z', '2028-06-02T00:00:00Z')], { default: GREEN_DEFAULT });
    const from = at('2027-01-01T00:00:00Z');
    expect(at('2028-06-01T00:00:00Z') - from).toBeGreaterThan(HORIZON_MS);
    expect(evaluateSchedule(farOff, from).next).toBeUndefined();
    expect(evaluateSchedule(farOff, at('2028-05-01T00:00:00Z')).next?.at).toBe(at('2028-06-01T00:00:00Z'));
  });

  it('equals what evaluation at that instant says', () => {
    for (const t of ['2026-12-01T00:00:00Z', '2026-12-05T23:00:00-05:00', '2026-12-06T05:00:00Z', '2026-12-12T22:30:00-05:00']) {
      const e = evaluateSchedule(design, at(t));
      const next = e.next;
      expect(next, t).toBeDefined();
      if (next === undefined) continue;
      const { next: _ignored, ...there } = evaluateSchedule(design, next.at);
      expect({ banner: next.banner, ...(next.active ? { active: next.active } : {}) }).toEqual(there);
      expect(evaluateSchedule(design, next.at - 1).banner).toEqual(e.banner);
    }
  });
});

describe('a recurring window longer than the gap between its occurrences', () => {
  // 10:00 and 11:00 UTC, 90 minutes each: active from 10:00 to 12:30 without a break.
  const s = schedule([recurring('long', '0 10,11 * * *', 'PT90M', 'UTC')], { default: GREEN_DEFAULT });
  it('is active on the union of its occurrences, found among more than one previous run', () => {
    for (const t of ['2026-12-01T10:15:00Z', '2026-12-01T11:15:00Z', '2026-12-01T12:15:00Z']) {
      expect(evaluateSchedule(s, at(t)).active, t).toEqual({ name: 'long', start: at('2026-12-01T10:00:00Z'), end: at('2026-12-01T12:30:00Z') });
    }
    expect(evaluateSchedule(s, at('2026-12-01T12:30:00Z')).active).toBeUndefined();
  });
  it('changes the banner only when the union ends', () => {
    expect(evaluateSchedule(s, at('2026-12-01T10:15:00Z')).next?.at).toBe(at('2026-12-01T12:30:00Z'));
  });
});

describe('a pathological window', () => {
  // Every minute for an hour: always active. The banner takes one question to croner per window;
  // the search for a change gives up within its budget instead of spinning for 400 days.
  const s = schedule([recurring('always', '* * * * *', 'PT1H', 'UTC')], { default: GREEN_DEFAULT });
  it('still gives the banner, quickly, and leaves out a next change it cannot find', () => {
    const started = performance.now();
    const e = evaluateSchedule(s, at('2026-12-01T12:00:00Z'));
    expect(e.banner).toEqual(windowBanner('always'));
    expect(e.active?.name).toBe('always');
    expect(e.active?.end).toBeGreaterThan(at('2026-12-02T12:00:00Z'));
    expect(e.next).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('previewSchedule', () => {
  it('lists the banner changes in [from, from + days)', () => {
    const timeline = previewSchedule(design, at('2026-12-01T00:00:00Z'), 14);
    expect(timeline.map((t) => [iso(t.at), t.banner.text, t.window])).toEqual([
      ['2026-12-06T03:00:00.000Z', 'Read-only: upgrade', 'upgrade'],
      ['2026-12-06T09:00:00.000Z', 'UNCLASSIFIED', undefined],
      ['2026-12-13T03:00:00.000Z', 'Read-only: weekly backup', 'weekly-backup'],
      ['2026-12-13T06:00:00.000Z', 'UNCLASSIFIED', undefined],
    ]);
    expect(timeline[1]).not.toHaveProperty('window');
  });

  it('includes a change exactly at from and excludes one exactly at from + days', () => {
    const start = at('2026-12-05T22:00:00-05:00');
    expect(previewSchedule(design, start, 1).map((t) => t.at)).toEqual([start, at('2026-12-06T04:00:00-05:00')]);
    expect(previewSchedule(design, start + 1, 1).map((t) => t.at)).toEqual([at('2026-12-06T04:00:00-05:00')]);
    expect(previewSchedule(design, start - 86_400_000, 1)).toEqual([]);
  });

  it('is empty when the banner stays as it is, or for no days', () => {
    expect(previewSchedule(design, at('2026-12-14T00:00:00Z'), 4)).toEqual([]);
    expect(previewSchedule(design, at('2026-12-01T00:00:00Z'), 0)).toEqual([]);
  });

  it('agrees with evaluateSchedule.next, step by step', () => {
    const from = at('2026-11-21T00:00:00Z');
    const timeline = previewSchedule(design, from, 60);
    // The upgrade and eight Saturday backups (the one on 2026-12-05 is hidden behind the upgrade).
    expect(timeline.length).toBe(2 * 9);
    let t = from;
    for (const entry of timeline) {
      const next = evaluateSchedule(design, t).next;
      expect(next?.at).toBe(entry.at);
      expect(next?.banner).toEqual(entry.banner);
      t = entry.at;
    }
    expect(evaluateSchedule(design, from).banner).toEqual(DEFAULT_BANNER);
  });

  it('covers a year of a weekly window quickly', () => {
    const started = performance.now();
    expect(previewSchedule(design, at('2027-01-01T00:00:00Z'), 366)).toHaveLength(2 * 52);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('ends a day-long window after its duration', () => {
    const s = schedule([recurring('day', '0 0 * * *', 'PT23H', 'UTC')], { default: GREEN_DEFAULT });
    const e = evaluateSchedule(s, at('2026-12-01T22:59:59Z'));
    expect(e.next?.at).toBe(at('2026-12-01T23:00:00Z'));
    expect(e.next?.at).toBe(at('2026-12-01T00:00:00Z') + 23 * HOUR);
  });
});
