import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../src/schedule/duration.ts';

const ok = (text: string) => {
  const r = parseDuration(text);
  return r.ok ? r.ms : undefined;
};

describe('parseDuration', () => {
  it.each([
    ['PT3H', 3 * 3_600_000],
    ['PT90M', 90 * 60_000],
    ['PT45S', 45_000],
    ['PT1.5S', 1_500],
    ['P1D', 86_400_000],
    ['P1DT12H', 36 * 3_600_000],
    ['P2W', 14 * 86_400_000],
    ['P1W2DT3H4M5S', ((9 * 24 + 3) * 60 + 4) * 60_000 + 5_000],
    ['PT0H30M', 30 * 60_000],
  ])('%s is %d ms', (text, ms) => {
    expect(ok(text)).toBe(ms);
  });

  it.each(['P1Y', 'P1M', 'P1Y2M', 'P1M2D', 'p1m'])('refuses years and months (%s): their length depends on the date', (text) => {
    const r = parseDuration(text);
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(/years or months/), hint: expect.stringMatching(/P30D/) });
  });

  it('reads M after T as minutes, not months', () => {
    expect(ok('PT1M')).toBe(60_000);
  });

  it.each(['PT0S', 'P0D', 'PT0H0M'])('refuses zero (%s)', (text) => {
    expect(parseDuration(text)).toMatchObject({ ok: false, message: expect.stringMatching(/zero/) });
  });

  it.each(['-PT1H', '-P1D'])('refuses negative durations (%s)', (text) => {
    expect(parseDuration(text)).toMatchObject({ ok: false, message: expect.stringMatching(/negative/) });
  });

  it.each(['', 'P', 'PT', 'P1DT', '3h', 'PT3', 'PT3H2H', 'P1.5D', 'T3H', 'PT3H ', '1 hour'])('refuses %j as not a duration', (text) => {
    const r = parseDuration(text);
    expect(r.ok).toBe(false);
  });

  it('suggests the upper-case spelling', () => {
    expect(parseDuration('pt3h')).toMatchObject({ ok: false, hint: 'did you mean "PT3H"?' });
  });

  it('refuses more than a year', () => {
    expect(parseDuration('P53W')).toMatchObject({ ok: false, message: expect.stringMatching(/longer than a year/) });
    expect(ok('P52W')).toBe(364 * 86_400_000);
    // So many digits that the number is Infinity: too long, not zero.
    expect(parseDuration(`P${'9'.repeat(400)}W`)).toMatchObject({ ok: false, message: expect.stringMatching(/longer than a year/) });
  });
});

describe('formatDuration', () => {
  it.each([
    [3 * 3_600_000, '3h'],
    [90 * 60_000, '1h 30m'],
    [86_400_000 + 1_000, '1d 1s'],
    [1_500, '1s 500ms'],
    [0, '0ms'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
