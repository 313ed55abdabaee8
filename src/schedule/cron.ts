import { Cron } from 'croner';

/**
 * Cron expressions for recurring windows, read by croner (5 fields `minute hour day month weekday`,
 * optionally seconds first and a year last; day-of-month and weekday combine with OR, as in Vixie cron).
 * Croner resolves DST in the window's time zone: see evaluate.ts for what that means for windows.
 */
export type CronResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly hint?: string };

const HINT = 'five fields: minute hour day-of-month month day-of-week, e.g. "0 22 * * SAT" for Saturdays at 22:00';

/** A paused croner job: it never runs anything, it only answers questions about run times. */
export function createCron(expression: string, timeZone: string): Cron {
  return new Cron(expression, { timezone: timeZone, paused: true });
}

export function checkCron(expression: string): CronResult {
  let job: Cron;
  try {
    job = createCron(expression, 'UTC');
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^Cron\w*:\s*/, '') : String(err);
    return { ok: false, message: `"${expression}" is not a cron expression: ${detail}`, hint: HINT };
  }
  // Croner also takes an ISO date as a run-once "pattern"; a window that happens once is a one-off window.
  if (job.getPattern() === undefined) return { ok: false, message: `"${expression}" is a date, not a cron expression`, hint: 'for a window that happens once, use "start" and "end" instead of "cron", "duration" and "timeZone"' };
  let first: Date | null;
  try {
    first = job.nextRun(new Date(0));
  } catch (err) {
    return { ok: false, message: `"${expression}" cannot be evaluated: ${err instanceof Error ? err.message : String(err)}`, hint: HINT };
  }
  if (first === null) return { ok: false, message: `"${expression}" never matches a date`, hint: 'check the day and month fields, e.g. "0 0 30 2 *" asks for February 30' };
  return { ok: true };
}
