import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { evaluateSchedule, previewSchedule } from '../../src/schedule/evaluate.ts';
import type { Schedule } from '../../src/schedule/schema.ts';
import { at, GREEN_DEFAULT, HOUR, iso, MINUTE, recurring, schedule } from './helpers.ts';

/**
 * Windows across DST changes. Durations are absolute time and occurrences are croner's, read in the
 * window's time zone. The changes used:
 * - America/New_York: spring forward 2027-03-14 02:00 EST -> 03:00 EDT (07:00Z); fall back
 *   2026-11-01 02:00 EDT -> 01:00 EST (06:00Z).
 * - Europe/Berlin: spring forward 2027-03-28 02:00 CET -> 03:00 CEST (01:00Z); fall back
 *   2026-10-25 03:00 CEST -> 02:00 CET (01:00Z).
 */

const win = (cron: string, duration: string, timeZone: string): Schedule => schedule([recurring('w', cron, duration, timeZone)], { default: GREEN_DEFAULT });

/** Every instant in [from, to) at which window "w" becomes active or inactive, from the evaluator. */
function activations(s: Schedule, from: string, days: number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let start: number | undefined;
  for (const change of previewSchedule(s, at(from), days)) {
    if (change.window === 'w') start = change.at;
    else if (start !== undefined) {
      out.push([iso(start), iso(change.at)]);
      start = undefined;
    }
  }
  return out;
}

/** Asserts that "w" is active on exactly [start, end): at start, just before end, not just before start nor at end. */
function expectActiveExactly(s: Schedule, start: number, end: number): void {
  expect(evaluateSchedule(s, start - 1).active, `before ${iso(start)}`).toBeUndefined();
  expect(evaluateSchedule(s, start).active, `at ${iso(start)}`).toEqual({ name: 'w', start, end });
  expect(evaluateSchedule(s, end - 1).active?.name, `just before ${iso(end)}`).toBe('w');
  expect(evaluateSchedule(s, end).active, `at ${iso(end)}`).toBeUndefined();
}

describe.each([
  {
    zone: 'America/New_York',
    change: 'spring forward 2027-03-14',
    before: ['2027-03-13T22:00:00-05:00', '2027-03-14T01:00:00-05:00'],
    after: ['2027-03-14T22:00:00-04:00', '2027-03-15T01:00:00-04:00'],
    // 01:00 EST plus three hours is 05:00 EDT on the clock: the hour from 02:00 to 03:00 does not exist.
    across: { cron: '0 1 * * *', start: '2027-03-14T01:00:00-05:00', end: '2027-03-14T05:00:00-04:00' },
  },
  {
    zone: 'America/New_York',
    change: 'fall back 2026-11-01',
    before: ['2026-10-31T22:00:00-04:00', '2026-11-01T01:00:00-04:00'],
    after: ['2026-11-01T22:00:00-05:00', '2026-11-02T01:00:00-05:00'],
    // 00:00 EDT plus three hours is 02:00 EST on the clock: the hour from 01:00 happens twice.
    across: { cron: '0 0 * * *', start: '2026-11-01T00:00:00-04:00', end: '2026-11-01T02:00:00-05:00' },
  },
  {
    zone: 'Europe/Berlin',
    change: 'spring forward 2027-03-28',
    before: ['2027-03-27T22:00:00+01:00', '2027-03-28T01:00:00+01:00'],
    after: ['2027-03-28T22:00:00+02:00', '2027-03-29T01:00:00+02:00'],
    across: { cron: '0 1 * * *', start: '2027-03-28T01:00:00+01:00', end: '2027-03-28T05:00:00+02:00' },
  },
  {
    zone: 'Europe/Berlin',
    change: 'fall back 2026-10-25',
    before: ['2026-10-24T22:00:00+02:00', '2026-10-25T01:00:00+02:00'],
    after: ['2026-10-25T22:00:00+01:00', '2026-10-26T01:00:00+01:00'],
    across: { cron: '0 1 * * *', start: '2026-10-25T01:00:00+02:00', end: '2026-10-25T03:00:00+01:00' },
  },
])('$zone, $change', ({ zone, before, after, across }) => {
  const daily = win('0 22 * * *', 'PT3H', zone);

  it('a daily 22:00 window with PT3H is active for exactly 3 absolute hours from 22:00 local on both sides', () => {
    for (const [startText, endText] of [before, after] as Array<[string, string]>) {
      const [start, end] = [at(startText), at(endText)];
      expect(end - start).toBe(3 * HOUR);
      expectActiveExactly(daily, start, end);
    }
  });

  it('the preview shows the same windows', () => {
    const from = iso(at((before as [string, string])[0]) - 12 * HOUR);
    expect(activations(daily, from, 2)).toEqual([before, after].map(([s, e]) => [iso(at(s as string)), iso(at(e as string))]));
  });

  it('a window spanning the change lasts its duration in absolute time, not on the clock', () => {
    const s = win(across.cron, 'PT3H', zone);
    const [start, end] = [at(across.start), at(across.end)];
    expect(end - start).toBe(3 * HOUR);
    expectActiveExactly(s, start, end);
    expect(evaluateSchedule(s, start + 90 * MINUTE).next?.at).toBe(end);
  });
});

describe('a local time that does not exist (spring forward)', () => {
  /*
   * New York, 2027-03-14: the clock jumps from 02:00 EST to 03:00 EDT, so 02:30 does not exist.
   * Croner 11 treats "30 2 * * *" (one minute, one hour: a "fixed-time" job) like Vixie cron: it
   * runs at the first valid time after the gap, 03:00 EDT = 07:00Z. It does not skip the day and
   * it does not shift to 03:30. An expression with a wildcard, step, list or range in the minute or
   * hour ("*\/30 2 * * *") is an "interval" job: the times in the gap are skipped, that day has none.
   * The evaluator asks croner for every occurrence, so it shows exactly that.
   */
  const s = win('30 2 * * *', 'PT1H', 'America/New_York');

  it('croner shifts "30 2 * * *" to 03:00 EDT on that day', () => {
    const job = new Cron('30 2 * * *', { timezone: 'America/New_York', paused: true });
    expect(job.nextRuns(3, new Date(at('2027-03-13T00:00:00-05:00'))).map((d) => d.toISOString())).toEqual([
      '2027-03-13T07:30:00.000Z', // 02:30 EST
      '2027-03-14T07:00:00.000Z', // 03:00 EDT: shifted past the gap
      '2027-03-15T06:30:00.000Z', // 02:30 EDT
    ]);
  });

  it('the evaluator follows it: the window runs 03:00-04:00 EDT that day, 02:30-03:30 on the others', () => {
    expectActiveExactly(s, at('2027-03-13T02:30:00-05:00'), at('2027-03-13T03:30:00-05:00'));
    expectActiveExactly(s, at('2027-03-14T03:00:00-04:00'), at('2027-03-14T04:00:00-04:00'));
    expectActiveExactly(s, at('2027-03-15T02:30:00-04:00'), at('2027-03-15T03:30:00-04:00'));
    expect(activations(s, '2027-03-13T00:00:00-05:00', 3)).toEqual([
      ['2027-03-13T07:30:00.000Z', '2027-03-13T08:30:00.000Z'],
      ['2027-03-14T07:00:00.000Z', '2027-03-14T08:00:00.000Z'],
      ['2027-03-15T06:30:00.000Z', '2027-03-15T07:30:00.000Z'],
    ]);
    // next, from the evening before, is the shifted start.
    expect(evaluateSchedule(s, at('2027-03-13T23:00:00-05:00')).next?.at).toBe(at('2027-03-14T03:00:00-04:00'));
  });

  it('an interval expression skips the missing times that day', () => {
    const every = win('*/30 2 * * *', 'PT10M', 'America/New_York');
    expect(activations(every, '2027-03-13T00:00:00-05:00', 3).map(([start]) => start)).toEqual([
      '2027-03-13T07:00:00.000Z',
      '2027-03-13T07:30:00.000Z',
      '2027-03-15T06:00:00.000Z',
      '2027-03-15T06:30:00.000Z',
    ]);
    expect(evaluateSchedule(every, at('2027-03-14T03:05:00-04:00')).active).toBeUndefined();
  });

  it('Berlin: "30 2 * * *" runs at 03:00 CEST on 2027-03-28', () => {
    const berlin = win('30 2 * * *', 'PT1H', 'Europe/Berlin');
    expectActiveExactly(berlin, at('2027-03-28T03:00:00+02:00'), at('2027-03-28T04:00:00+02:00'));
  });
});

describe('a local time that happens twice (fall back)', () => {
  /*
   * New York, 2026-11-01: the clock goes from 02:00 EDT back to 01:00 EST, so 01:30 happens twice,
   * at 05:30Z (EDT) and at 06:30Z (EST). Croner 11 runs a fixed-time expression ("30 1 * * *") ONCE,
   * at the FIRST of the two (01:30 EDT), like Vixie cron. An interval expression ("30 1,2 * * *",
   * "30 * * * *") runs at both. Asked from between the two, croner still does not offer the second
   * one for a fixed-time expression, so evaluation at any instant agrees with the forward timeline.
   */
  const s = win('30 1 * * *', 'PT30M', 'America/New_York');

  it('croner picks the first 01:30 (EDT) for "30 1 * * *", and only that one', () => {
    const job = new Cron('30 1 * * *', { timezone: 'America/New_York', paused: true });
    expect(job.nextRuns(3, new Date(at('2026-10-31T00:00:00-04:00'))).map((d) => d.toISOString())).toEqual([
      '2026-10-31T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, the first of the two
      '2026-11-02T06:30:00.000Z',
    ]);
    expect(job.nextRun(new Date(at('2026-11-01T01:45:00-04:00')))?.toISOString()).toBe('2026-11-02T06:30:00.000Z');
  });

  it('the evaluator follows it: active 01:30-02:00 EDT, not again at 01:30 EST', () => {
    expectActiveExactly(s, at('2026-11-01T01:30:00-04:00'), at('2026-11-01T01:30:00-05:00') - 30 * MINUTE);
    expect(evaluateSchedule(s, at('2026-11-01T01:45:00-05:00')).active).toBeUndefined();
    expect(evaluateSchedule(s, at('2026-11-01T01:45:00-04:00')).next?.at).toBe(at('2026-11-01T02:00:00-04:00'));
    expect(evaluateSchedule(s, at('2026-11-01T02:00:00-04:00')).next?.at).toBe(at('2026-11-02T01:30:00-05:00'));
  });

  it('an interval expression is active at both', () => {
    const both = win('30 1,2 * * *', 'PT30M', 'America/New_York');
    expect(activations(both, '2026-11-01T00:00:00-04:00', 1).map(([start]) => start)).toEqual([
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:30:00.000Z', // 01:30 EST
      '2026-11-01T07:30:00.000Z', // 02:30 EST
    ]);
    expect(evaluateSchedule(both, at('2026-11-01T01:45:00-05:00')).active?.name).toBe('w');
  });

  it('Berlin: "30 2 * * *" runs at the first 02:30 (CEST) on 2026-10-25', () => {
    const berlin = win('30 2 * * *', 'PT15M', 'Europe/Berlin');
    expectActiveExactly(berlin, at('2026-10-25T02:30:00+02:00'), at('2026-10-25T02:45:00+02:00'));
    expect(evaluateSchedule(berlin, at('2026-10-25T02:35:00+01:00')).active).toBeUndefined();
  });
});

describe('evaluation at any instant agrees with the forward timeline around DST changes', () => {
  const cases: Array<[string, string, string]> = [
    ['America/New_York', '2027-03-13T12:00:00Z', '30 2 * * *'],
    ['America/New_York', '2026-10-31T12:00:00Z', '30 1 * * *'],
    ['America/New_York', '2026-10-31T12:00:00Z', '*/20 1-2 * * *'],
    ['Europe/Berlin', '2027-03-27T12:00:00Z', '0 2 * * *'],
    ['Europe/Berlin', '2026-10-24T12:00:00Z', '30 2 * * *'],
    ['Europe/Berlin', '2026-10-24T12:00:00Z', '15,45 2 * * *'],
  ];
  it.each(cases)('%s from %s, "%s"', (zone, from, cron) => {
    const s = win(cron, 'PT25M', zone);
    const timeline = previewSchedule(s, at(from), 2);
    const expected = (t: number) => {
      let banner = evaluateSchedule(s, at(from)).banner;
      for (const c of timeline) if (c.at <= t) banner = c.banner;
      return banner;
    };
    for (let t = at(from); t < at(from) + 2 * 86_400_000; t += 11 * MINUTE + 13_000) {
      expect(evaluateSchedule(s, t).banner, iso(t)).toEqual(expected(t));
    }
  });
});
