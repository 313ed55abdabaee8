import { describe, expect, it } from 'vitest';
import { check, errorAt, GREEN_DEFAULT, oneOff, recurring, warningAt, YELLOW } from './helpers.ts';

const weekly = recurring('weekly-backup', '0 22 * * SAT', 'PT3H', 'America/New_York');
const upgrade = oneOff('upgrade', '2026-12-05T22:00:00-05:00', '2026-12-06T04:00:00-05:00');

describe('shape', () => {
  it('accepts the DESIGN.md example and applies the portal default', () => {
    const r = check({ $schema: '../../schema/schedule.schema.json', default: GREEN_DEFAULT, windows: [weekly] });
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.schedule?.portal).toBe('default');
    expect(r.schedule?.windows).toHaveLength(1);
  });

  it('needs a JSON object', () => {
    for (const input of [null, [], 'x', 3]) {
      const r = check(input);
      expect(r.valid).toBe(false);
      expect(r.errors[0]).toMatchObject({ path: '', message: expect.stringMatching(/a schedule is a JSON object/) });
    }
  });

  it('needs windows', () => {
    expect(errorAt(check({ default: GREEN_DEFAULT }), 'windows')).toMatchObject({ message: '"windows" is required' });
    expect(check({ windows: [] }).valid).toBe(true);
  });

  it('suggests the field meant by an unknown one, at its path', () => {
    const r = check({ defualt: GREEN_DEFAULT, windows: [{ ...weekly, banner: { text: 'x', bgColour: 'red' } }] });
    expect(errorAt(r, 'defualt')).toMatchObject({ message: 'unknown field "defualt"', hint: 'did you mean "default"?' });
    expect(errorAt(r, 'windows[0].banner.bgColour')).toMatchObject({ hint: 'did you mean "bgColor"?' });
  });

  it('reports a wrong type at the field, e.g. windows[1].duration', () => {
    const r = check({ windows: [upgrade, { ...weekly, duration: 3 }] });
    expect(errorAt(r, 'windows[1].duration')).toMatchObject({ message: 'expected string, got number' });
    expect(r.valid).toBe(false);
  });

  it('refuses a portal that is not an alias', () => {
    expect(errorAt(check({ portal: 'https://evil.example', windows: [] }), 'portal')).toBeDefined();
    expect(check({ portal: 'prod', windows: [] }).schedule?.portal).toBe('prod');
  });

  it('needs "enabled" in default; text and colours are optional', () => {
    expect(errorAt(check({ default: { text: 'x' }, windows: [] }), 'default.enabled')).toMatchObject({ message: '"enabled" is required' });
    expect(check({ default: { enabled: false }, windows: [] }).valid).toBe(true);
  });

  it('needs banner text in a window; colours are optional', () => {
    expect(errorAt(check({ windows: [{ ...weekly, banner: { bgColor: 'red' } }] }), 'windows[0].banner.text')).toBeDefined();
    expect(check({ windows: [{ ...weekly, banner: { text: 'x' } }] }).valid).toBe(true);
  });

  it('needs a non-empty window name', () => {
    expect(errorAt(check({ windows: [{ ...weekly, name: ' ' }] }), 'windows[0].name')).toMatchObject({ message: 'a window needs a non-empty name' });
  });

  it('tells one-off from recurring windows, and refuses a mix or neither', () => {
    const mixed = check({ windows: [{ ...weekly, start: '2026-12-05T22:00:00Z' }] });
    expect(errorAt(mixed, 'windows[0]')).toMatchObject({ message: expect.stringMatching(/either one-off .* or recurring/) });
    const neither = check({ windows: [{ name: 'x', banner: { text: 'x' } }] });
    expect(neither.errors).toEqual([expect.objectContaining({ path: 'windows[0]', message: expect.stringMatching(/needs "start" and "end" .* or "cron", "duration" and "timeZone"/) })]);
    const partial = check({ windows: [{ name: 'x', cron: '0 22 * * SAT', banner: { text: 'x' } }] });
    expect(errorAt(partial, 'windows[0].duration')).toMatchObject({ message: '"duration" is required' });
    expect(errorAt(partial, 'windows[0].timeZone')).toMatchObject({ message: '"timeZone" is required' });
    const typo = check({ windows: [{ name: 'x', strat: '2026-12-05T22:00:00Z', end: '2026-12-06T22:00:00Z', banner: { text: 'x' } }] });
    expect(errorAt(typo, 'windows[0].strat')).toMatchObject({ hint: 'did you mean "start"?' });
  });

  it('reports every broken window, not only the first', () => {
    const r = check({ windows: [5, { ...weekly, cron: 'x' }, { ...upgrade, end: 'y' }] });
    expect(r.errors.map((e) => e.path)).toEqual(['windows[0]', 'windows[1].cron', 'windows[2].end']);
  });
});

describe('one-off windows', () => {
  it('need start and end with a UTC offset or Z', () => {
    expect(check({ windows: [oneOff('a', '2026-12-05T22:00:00Z', '2026-12-06T03:00:00.5+01:00')] }).valid).toBe(true);
    expect(check({ windows: [oneOff('a', '2026-12-05T22:00-05:00', '2026-12-06T04:00Z')] }).valid).toBe(true);
  });

  it('refuse a local time without an offset, with a hint', () => {
    const r = check({ windows: [oneOff('a', '2026-12-05T22:00:00', '2026-12-06T04:00:00-05:00')] });
    expect(errorAt(r, 'windows[0].start')).toMatchObject({
      message: expect.stringMatching(/has no UTC offset/),
      hint: expect.stringMatching(/"2026-12-05T22:00:00-05:00".*"2026-12-05T22:00:00Z"/),
    });
  });

  it.each([
    ['2026-02-30T22:00:00Z', /has no day 30/],
    ['2026-12-05T24:00:00Z', /not a time of day/],
    ['2026-12-05', /not an ISO 8601 date-time/],
    ['2026-12-05T22:00:00+25:00', /impossible UTC offset/],
    ['next Saturday', /not an ISO 8601 date-time/],
  ])('refuse %s', (start, message) => {
    expect(errorAt(check({ windows: [oneOff('a', start, '2027-01-01T00:00:00Z')] }), 'windows[0].start')).toMatchObject({ message: expect.stringMatching(message) });
  });

  it('suggest the T a date-time needs', () => {
    expect(errorAt(check({ windows: [oneOff('a', '2026-12-05 22:00:00Z', '2027-01-01T00:00:00Z')] }), 'windows[0].start')).toMatchObject({ hint: 'did you mean "2026-12-05T22:00:00Z"?' });
  });

  it('must end after they start', () => {
    const same = check({ windows: [oneOff('a', '2026-12-05T22:00:00-05:00', '2026-12-06T03:00:00Z')] });
    expect(errorAt(same, 'windows[0].end')).toMatchObject({ message: expect.stringMatching(/is not after start/) });
    const before = check({ windows: [oneOff('a', '2026-12-06T00:00:00Z', '2026-12-05T23:00:00Z')] });
    expect(errorAt(before, 'windows[0].end')).toBeDefined();
    expect(check({ windows: [oneOff('a', '2026-12-06T00:00:00Z', '2026-12-06T00:00:01Z')] }).valid).toBe(true);
  });

  it('warn when entirely in the past, not when running or ahead', () => {
    const past = check({ windows: [oneOff('old', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')] });
    expect(past.valid).toBe(true);
    expect(warningAt(past, 'windows[0].end')).toMatchObject({ message: expect.stringMatching(/"old" ended at 2026-11-02T00:00:00Z, before now .*never apply/) });
    const running = check({ windows: [oneOff('now', '2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z')] });
    expect(running.warnings).toEqual([]);
    expect(check({ windows: [upgrade] }).warnings).toEqual([]);
    // An end exactly at now is over: [start, end) is half-open.
    expect(check({ windows: [oneOff('edge', '2026-11-21T00:00:00Z', '2026-11-21T12:00:00Z')] }).warnings).toHaveLength(1);
  });
});

describe('recurring windows', () => {
  it('need a known IANA time zone, with a did-you-mean', () => {
    const r = check({ windows: [{ ...weekly, timeZone: 'America/NewYork' }] });
    expect(errorAt(r, 'windows[0].timeZone')).toMatchObject({ message: 'unknown time zone "America/NewYork"', hint: 'did you mean "America/New_York"?' });
    expect(errorAt(check({ windows: [{ ...weekly, timeZone: 'Mars/Olympus_Mons' }] }), 'windows[0].timeZone')).toMatchObject({ hint: expect.stringMatching(/IANA/) });
    expect(errorAt(check({ windows: [{ ...weekly, timeZone: '' }] }), 'windows[0].timeZone')).toBeDefined();
    for (const timeZone of ['UTC', 'Europe/Berlin', 'Asia/Kolkata']) expect(check({ windows: [{ ...weekly, timeZone }] }).valid).toBe(true);
  });

  it('need a valid cron expression', () => {
    for (const cron of ['bogus', '61 * * * *', '0 22 * * FUNDAY', '', '* * *']) {
      expect(errorAt(check({ windows: [{ ...weekly, cron }] }), 'windows[0].cron'), cron).toMatchObject({ message: expect.stringMatching(/is not a cron expression/), hint: expect.stringMatching(/five fields/) });
    }
    for (const cron of ['0 22 * * SAT', '*/15 9-17 * * MON-FRI', '@weekly', '0 0 1 * *', '30 0 22 * * 6']) expect(check({ windows: [{ ...weekly, cron }] }).errors, cron).toEqual([]);
  });

  it('refuse a date in place of a cron expression, and one that never matches', () => {
    expect(errorAt(check({ windows: [{ ...weekly, cron: '2026-12-05T22:00:00' }] }), 'windows[0].cron')).toMatchObject({ message: expect.stringMatching(/is a date, not a cron expression/) });
    expect(errorAt(check({ windows: [{ ...weekly, cron: '0 0 30 2 *' }] }), 'windows[0].cron')).toMatchObject({ message: expect.stringMatching(/never matches/) });
  });

  it('warn when the cron expression has no occurrence after now', () => {
    const r = check({ windows: [{ ...weekly, cron: '0 0 22 1 1 * 2025' }] });
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'windows[0].cron')).toMatchObject({ message: expect.stringMatching(/no occurrence after/) });
    expect(check({ windows: [{ ...weekly, cron: '0 0 22 1 1 * 2027' }] }).warnings).toEqual([]);
  });

  it('need a positive duration without years or months', () => {
    expect(errorAt(check({ windows: [{ ...weekly, duration: 'P1M' }] }), 'windows[0].duration')).toMatchObject({ message: expect.stringMatching(/years or months/) });
    expect(errorAt(check({ windows: [{ ...weekly, duration: 'PT0S' }] }), 'windows[0].duration')).toMatchObject({ message: expect.stringMatching(/zero/) });
    expect(errorAt(check({ windows: [{ ...weekly, duration: '-PT1H' }] }), 'windows[0].duration')).toMatchObject({ message: expect.stringMatching(/negative/) });
    expect(errorAt(check({ windows: [{ ...weekly, duration: '3 hours' }] }), 'windows[0].duration')).toMatchObject({ hint: expect.stringMatching(/PT3H/) });
    expect(check({ windows: [{ ...weekly, duration: 'P1DT2H' }] }).valid).toBe(true);
  });

  it('warn when the duration is longer than the gap between occurrences', () => {
    const r = check({ windows: [recurring('hourly', '0 * * * *', 'PT90M', 'UTC')] });
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'windows[0].duration')).toMatchObject({ message: expect.stringMatching(/"PT90M" \(1h 30m\) is longer than the 1h between occurrences/) });
    expect(check({ windows: [recurring('hourly', '0 * * * *', 'PT1H', 'UTC')] }).warnings).toEqual([]);
    expect(check({ windows: [recurring('weekly', '0 22 * * SAT', 'P8D', 'UTC')] }).warnings).toHaveLength(1);
    // A DST change makes one gap 23 hours: a 24-hour daily window overlaps itself there.
    const daily = check({ windows: [recurring('daily', '0 12 * * *', 'PT24H', 'America/New_York')] }, Date.parse('2027-03-01T00:00:00Z'));
    expect(warningAt(daily, 'windows[0].duration')).toMatchObject({ message: expect.stringMatching(/than the 23h between occurrences at 2027-03-13 12:00/) });
  });

  it('look for the gap beyond the look-ahead for rare windows', () => {
    const r = check({ windows: [recurring('yearly', '0 0 1 1 *', 'P300D', 'UTC')] });
    expect(r.warnings).toEqual([]);
    expect(warningAt(check({ windows: [recurring('twice', '0 0 1 1,3 *', 'P60D', 'UTC')] }), 'windows[0].duration')).toBeDefined();
  });
});

describe('across windows', () => {
  it('refuses duplicate names', () => {
    const r = check({ windows: [upgrade, { ...weekly, name: 'upgrade' }] });
    expect(errorAt(r, 'windows[1].name')).toMatchObject({ message: 'windows[0] is already named "upgrade"' });
    expect(check({ windows: [upgrade, weekly] }).valid).toBe(true);
  });

  it('warns about overlapping windows, naming both and the first overlapping instant', () => {
    const r = check({ windows: [upgrade, weekly] });
    expect(r.valid).toBe(true);
    // 2026-12-05 is a Saturday: the weekly backup starts when the upgrade does.
    expect(warningAt(r, 'windows[1]')).toMatchObject({
      message: expect.stringMatching(/"weekly-backup" overlaps "upgrade" \(windows\[0\]\), first at 2026-12-05 22:00 America\/New_York \(2026-12-06T03:00:00Z\): "upgrade" is listed first/),
      hint: expect.stringMatching(/move "weekly-backup" above "upgrade"/),
    });
  });

  it('finds the first overlap between one-off windows, ignoring overlaps in the past', () => {
    const a = oneOff('a', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z');
    const b = oneOff('b', '2026-12-01T11:30:00Z', '2026-12-01T14:00:00Z');
    expect(warningAt(check({ windows: [a, b] }), 'windows[1]')).toMatchObject({ message: expect.stringMatching(/first at 2026-12-01T11:30:00Z/) });
    expect(check({ windows: [a, b] }, Date.parse('2026-12-01T12:00:00Z')).warnings.filter((w) => /overlaps/.test(w.message))).toEqual([]);
  });

  it('does not count touching windows as overlapping', () => {
    const a = oneOff('a', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z');
    const b = oneOff('b', '2026-12-01T12:00:00Z', '2026-12-01T14:00:00Z');
    expect(check({ windows: [a, b] }).warnings).toEqual([]);
    expect(check({ windows: [recurring('mon', '0 9 * * MON', 'PT2H', 'UTC'), recurring('tue', '0 9 * * TUE', 'PT2H', 'UTC')] }).warnings).toEqual([]);
  });

  it('compares recurring windows over the next 60 days, in absolute time across zones', () => {
    // In November, 22:00 in New York is 04:00 the next day in Berlin.
    const ny = recurring('ny', '0 22 * * *', 'PT3H', 'America/New_York');
    const berlin = recurring('berlin', '0 4 * * *', 'PT1H', 'Europe/Berlin');
    const r = check({ windows: [ny, berlin] });
    expect(warningAt(r, 'windows[1]')).toMatchObject({ message: expect.stringMatching(/"berlin" overlaps "ny" \(windows\[0\]\), first at 2026-11-22 04:00 Europe\/Berlin \(2026-11-22T03:00:00Z\)/) });
    // A window that only meets the other after 60 days is not reported.
    const later = oneOff('later', '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z');
    expect(warningAt(check({ windows: [later, ny] }), 'windows[1]')).toBeDefined(); // one-off vs recurring: over the one-off's span
    const far = recurring('far', '0 0 1 6 *', 'PT1H', 'UTC');
    const nearDaily = recurring('daily', '30 0 * * *', 'PT1H', 'UTC');
    expect(check({ windows: [far, nearDaily] }).warnings).toEqual([]);
  });

  it('says when overlapping windows show the same banner', () => {
    const a = oneOff('a', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z', 'same');
    const b = oneOff('b', '2026-12-01T11:00:00Z', '2026-12-01T13:00:00Z', 'same');
    expect(warningAt(check({ windows: [a, b] }), 'windows[1]')).toMatchObject({ message: expect.stringMatching(/both show the same banner/) });
  });
});

describe('banner colours', () => {
  it('refuses what is not a colour', () => {
    const r = check({ default: { enabled: true, bgColor: 'greenish' }, windows: [{ ...weekly, banner: { text: 'x', fontColor: '#12345' } }] });
    expect(errorAt(r, 'default.bgColor')).toMatchObject({ message: expect.stringMatching(/not a colour/) });
    expect(errorAt(r, 'windows[0].banner.fontColor')).toBeDefined();
    expect(check({ default: { enabled: true, bgColor: 'rebeccapurple', fontColor: '#FFF' }, windows: [] }).valid).toBe(true);
  });

  it('warns about poor contrast in the default and in windows', () => {
    const r = check({ default: { enabled: true, text: 'x', bgColor: 'yellow', fontColor: 'white' }, windows: [{ ...weekly, banner: { text: 'x', bgColor: 'white', fontColor: '#eeeeee' } }] });
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'default.fontColor')).toMatchObject({ message: expect.stringMatching(/banner contrast 1\.07:1/) });
    expect(warningAt(r, 'windows[0].banner.fontColor')).toBeDefined();
    expect(check({ default: GREEN_DEFAULT, windows: [{ ...weekly, banner: { text: 'x', ...YELLOW } }] }).warnings).toEqual([]);
  });

  it('warns about an enabled banner with empty text', () => {
    expect(warningAt(check({ default: { enabled: true, text: ' ' }, windows: [] }), 'default.text')).toBeDefined();
    expect(check({ default: { enabled: false, text: '' }, windows: [] }).warnings).toEqual([]);
    expect(warningAt(check({ windows: [{ ...weekly, banner: { text: '' } }] }), 'windows[0].banner.text')).toBeDefined();
  });
});
