import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSchedule, previewSchedule } from '../../src/schedule/evaluate.ts';
import { validateSchedule } from '../../src/schedule/validateSchedule.ts';
import { NOW } from './helpers.ts';

const instants = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') });

// Values shaped like schedules, so generation reaches the rules and the evaluator, not only the
// first check: mostly valid pieces, sometimes broken ones.
const mostly = <T, U>(valid: fc.Arbitrary<T>, broken: fc.Arbitrary<U>) => fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: broken, weight: 1 });
const color = mostly(fc.constantFrom('#ffcc00', 'yellow', 'black', 'white', '#000'), fc.constantFrom('nope', ''));
const banner = fc.record({ text: mostly(fc.constantFrom('Read-only', 'Backup'), fc.string()), bgColor: color, fontColor: color }, { requiredKeys: ['text'] });
const name = mostly(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.string());
const oneOffWindow = fc.record(
  {
    name,
    start: mostly(fc.constantFrom('2026-12-05T22:00:00-05:00', '2026-11-01T01:30:00Z', '2027-03-14T06:00:00Z', '2026-11-21T00:00:00+01:00'), fc.oneof(fc.string(), fc.constantFrom('2026-12-05T22:00:00', '2026-02-30T00:00:00Z'))),
    end: mostly(fc.constantFrom('2026-12-06T04:00:00-05:00', '2027-03-14T09:00:00Z', '2027-06-01T00:00:00+02:00'), fc.oneof(fc.string(), fc.constant('2026-10-01T00:00:00Z'))),
    banner,
  },
  { requiredKeys: ['name', 'start', 'end', 'banner'] },
);
const recurringWindow = fc.record(
  {
    name,
    cron: mostly(fc.constantFrom('0 22 * * SAT', '30 2 * * *', '30 1 * * *', '0 */4 * * *', '@daily', '0 10,11 * * *', '0 0 1 1 * * 2027'), fc.oneof(fc.string(), fc.constantFrom('0 0 30 2 *', 'x', '*/15 * * * *'))),
    duration: mostly(fc.constantFrom('PT3H', 'PT90M', 'P1D', 'P8D', 'PT1S', 'P52W'), fc.oneof(fc.string(), fc.constantFrom('P1M', 'PT0S'))),
    timeZone: mostly(fc.constantFrom('America/New_York', 'Europe/Berlin', 'UTC', 'Australia/Lord_Howe', 'Asia/Kolkata'), fc.constantFrom('Nowhere/Else', '')),
    banner,
  },
  { requiredKeys: ['name', 'cron', 'duration', 'timeZone', 'banner'] },
);
const nearValid = fc.record(
  {
    portal: mostly(fc.constant('prod'), fc.string()),
    default: mostly(fc.record({ enabled: fc.boolean(), text: fc.string(), bgColor: color }, { requiredKeys: ['enabled'] }), fc.jsonValue()),
    windows: fc.array(mostly(fc.oneof(oneOffWindow, recurringWindow), fc.tuple(oneOffWindow, recurringWindow).map(([a, b]) => ({ ...a, ...b }))), { maxLength: 4 }),
  },
  { requiredKeys: ['windows'] },
);

describe('validateSchedule never throws', () => {
  it('for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = validateSchedule(value, { now: NOW });
        expect(r.valid).toBe(r.errors.length === 0);
        for (const e of r.errors) expect(typeof e.message).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('for near-valid schedules; a valid one evaluates and previews without throwing, consistently', () => {
    fc.assert(
      fc.property(nearValid, instants, (value, instant) => {
        const r = validateSchedule(value, { now: NOW });
        expect(r.valid).toBe(r.errors.length === 0);
        expect(r.schedule !== undefined).toBe(r.valid);
        for (const e of [...r.errors, ...r.warnings]) expect(e.path === '' || /^[A-Za-z$[]/.test(e.path)).toBe(true);
        if (r.schedule === undefined) return;
        const e = evaluateSchedule(r.schedule, instant);
        expect(typeof e.banner.enabled).toBe('boolean');
        if (e.active) expect(e.active.start <= instant && instant < e.active.end).toBe(true);
        if (e.next) {
          expect(e.next.at).toBeGreaterThan(instant);
          expect(e.next.banner).not.toEqual(e.banner);
          expect(evaluateSchedule(r.schedule, e.next.at).banner).toEqual(e.next.banner);
          const preview = previewSchedule(r.schedule, instant + 1, 3);
          if (e.next.at < instant + 1 + 3 * 86_400_000) expect(preview[0]?.at).toBe(e.next.at);
        }
      }),
      { numRuns: 250 },
    );
  });
});
