import { expect } from 'vitest';
import type { Issue } from '../../src/errors.ts';
import type { Schedule } from '../../src/schedule/schema.ts';
import { validateSchedule, type ScheduleValidation } from '../../src/schedule/validateSchedule.ts';

/** Fixed "now" for every test: never the wall clock. */
export const NOW = Date.parse('2026-11-21T12:00:00Z');

/** Epoch ms of an ISO date-time that carries its offset. */
export const at = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !/(Z|[+-]\d{2}:\d{2})$/.test(iso)) throw new Error(`test instant without offset: ${iso}`);
  return ms;
};
export const iso = (ms: number): string => new Date(ms).toISOString();

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export const YELLOW = { bgColor: '#ffcc00', fontColor: '#000000' };
export const GREEN_DEFAULT = { enabled: true, text: 'UNCLASSIFIED', bgColor: '#007a33', fontColor: 'white' };

export const oneOff = (name: string, start: string, end: string, text = name) => ({ name, start, end, banner: { text, ...YELLOW } });
export const recurring = (name: string, cron: string, duration: string, timeZone: string, text = name) => ({ name, cron, duration, timeZone, banner: { text, ...YELLOW } });

/** Validates and returns the schedule, failing the test on any error. */
export function schedule(windows: unknown[], extra: Record<string, unknown> = {}): Schedule {
  const r = validateSchedule({ ...extra, windows }, { now: NOW });
  expect(r.errors).toEqual([]);
  if (r.schedule === undefined) throw new Error('no schedule');
  return r.schedule;
}

export function check(input: unknown, now = NOW): ScheduleValidation {
  return validateSchedule(input, { now });
}

export const errorAt = (r: ScheduleValidation, path: string): Issue | undefined => r.errors.find((e) => e.path === path);
export const warningAt = (r: ScheduleValidation, path: string): Issue | undefined => r.warnings.find((w) => w.path === path);
