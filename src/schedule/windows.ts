import type { Cron } from 'croner';
import { createCron } from './cron.ts';
import { parseDuration } from './duration.ts';
import { parseInstant } from './instant.ts';
import { isRecurring, type BannerState, type OneOffWindow, type RecurringWindow, type Schedule, type ScheduleWindow } from './schema.ts';

/**
 * Windows as sets of half-open intervals [start, end) in absolute time (epoch ms). A one-off window
 * is one interval; a recurring window is one interval per croner occurrence S: [S, S + duration).
 * Croner is asked for every occurrence, so whatever it does with DST (see evaluate.ts) is what we do.
 */
export interface Interval {
  readonly start: number;
  readonly end: number;
}

/**
 * Croner answers in tens of microseconds per run; a budget keeps a pathological schedule (every
 * minute, continuously active) from spinning. Each question to croner costs one unit.
 */
export interface Budget {
  left: number;
}

const spend = (budget: Budget): boolean => --budget.left >= 0;

export interface CompiledWindow {
  readonly name: string;
  readonly banner: BannerState;
  /** The zone a recurring window is read in, for messages. */
  readonly timeZone?: string;
  readonly duration?: number;
  /**
   * Where the window is active within [from, to): its activity as disjoint intervals, ascending
   * (occurrences that overlap or touch are one interval). The first may begin before `from`, and
   * the last may be cut short at or after `to`. Stops early when the budget runs out
   * (`budget.left < 0`): callers check the budget before trusting the answer.
   */
  activity(from: number, to: number, budget: Budget): Interval[];
  /** The end of the activity that `covering` (an occurrence) belongs to, looking no further than `limit`. */
  activityEnd(covering: Interval, limit: number, budget: Budget): number;
  /** The start of the activity that `covering` belongs to, looking no further back than `limit`. */
  activityStart(covering: Interval, limit: number, budget: Budget): number;
  /** The occurrence starting last before `instant` (exclusive), if any. */
  previous(instant: number, budget: Budget): Interval | undefined;
  /** The first occurrence starting after `instant` (exclusive), if any. */
  next(instant: number, budget: Budget): Interval | undefined;
}

export function windowBanner(w: ScheduleWindow): BannerState {
  const b = w.banner;
  return { enabled: true, text: b.text, ...(b.bgColor === undefined ? {} : { bgColor: b.bgColor }), ...(b.fontColor === undefined ? {} : { fontColor: b.fontColor }) };
}

export function defaultBanner(schedule: Schedule): BannerState {
  const d = schedule.default;
  if (d === undefined) return { enabled: false };
  return {
    enabled: d.enabled,
    ...(d.text === undefined ? {} : { text: d.text }),
    ...(d.bgColor === undefined ? {} : { bgColor: d.bgColor }),
    ...(d.fontColor === undefined ? {} : { fontColor: d.fontColor }),
  };
}

export function sameBanner(a: BannerState, b: BannerState): boolean {
  return a.enabled === b.enabled && a.text === b.text && a.bgColor === b.bgColor && a.fontColor === b.fontColor;
}

/**
 * Compiles a schedule's windows. The schedule is expected to come from validateSchedule (or
 * scheduleSchema); a field that still does not parse is a programming error and throws.
 */
export function compileWindows(schedule: Schedule): CompiledWindow[] {
  return schedule.windows.map((w) => compileWindow(w));
}

export function compileWindow(w: ScheduleWindow): CompiledWindow {
  return isRecurring(w) ? recurring(w) : oneOff(w);
}

function oneOff(w: OneOffWindow): CompiledWindow {
  const start = parseInstant(w.start);
  const end = parseInstant(w.end);
  if (!start.ok || !end.ok) throw new TypeError(`window "${w.name}": ${start.ok ? '' : start.message}${end.ok ? '' : end.message}`);
  const interval: Interval = { start: start.ms, end: end.ms };
  const empty = interval.end <= interval.start;
  return {
    name: w.name,
    banner: windowBanner(w),
    activity: (from, to) => (!empty && interval.start < to && interval.end > from ? [interval] : []),
    activityEnd: () => interval.end,
    activityStart: () => interval.start,
    previous: (instant) => (!empty && interval.start < instant ? interval : undefined),
    next: (instant) => (!empty && interval.start > instant ? interval : undefined),
  };
}

function recurring(w: RecurringWindow): CompiledWindow {
  const parsed = parseDuration(w.duration);
  if (!parsed.ok) throw new TypeError(`window "${w.name}": ${parsed.message}`);
  const duration = parsed.ms;
  const job: Cron = createCron(w.cron, w.timeZone);
  const at = (start: number): Interval => ({ start, end: start + duration });
  // Croner's runs are whole seconds. nextRun is strictly after its argument, previousRuns strictly
  // before its reference. Croner throws only for dates outside what it can represent: no run there.
  const nextStart = (after: number, budget: Budget): number | undefined => {
    if (!spend(budget)) return undefined;
    try {
      return job.nextRun(new Date(after))?.getTime();
    } catch {
      return undefined;
    }
  };
  const previousStart = (before: number, budget: Budget): number | undefined => {
    if (!spend(budget)) return undefined;
    try {
      return job.previousRuns(1, new Date(before))[0]?.getTime();
    } catch {
      return undefined;
    }
  };
  /**
   * Occurrences that start while an earlier one is still active chain into one activity. Rather
   * than walk them one by one (every 15 minutes for a day is 96 questions), ask for the latest one
   * starting by the current end: one question moves the end up to a whole duration ahead.
   */
  const activityEnd = (covering: Interval, limit: number, budget: Budget): number => {
    let { start: last, end } = covering;
    while (end < limit) {
      const latest = previousStart(end + 1, budget);
      if (latest === undefined || latest <= last) break;
      last = latest;
      end = latest + duration;
    }
    return end;
  };
  return {
    name: w.name,
    banner: windowBanner(w),
    timeZone: w.timeZone,
    duration,
    activity(from, to, budget) {
      const out: Interval[] = [];
      // All of a window's occurrences last the same, so of those starting at or before `from`
      // only the latest can reach furthest past it.
      const latest = previousStart(from + 1, budget);
      let s = latest !== undefined && latest + duration > from ? latest : nextStart(from, budget);
      while (s !== undefined && s < to && budget.left >= 0) {
        const end = activityEnd(at(s), to, budget);
        out.push({ start: s, end });
        s = end < to ? nextStart(end, budget) : undefined;
      }
      return out;
    },
    activityEnd,
    activityStart(covering, limit, budget) {
      // Back through occurrences still active when the activity starts: the earliest starting at or
      // after start - duration reaches it, so each step jumps about a duration back.
      let start = covering.start;
      for (let s = nextStart(start - duration - 1, budget); s !== undefined && s < start && start > limit; s = nextStart(start - duration - 1, budget)) start = s;
      return start;
    },
    previous(instant, budget) {
      const s = previousStart(instant, budget);
      return s === undefined ? undefined : at(s);
    },
    next(instant, budget) {
      const s = nextStart(instant, budget);
      return s === undefined ? undefined : at(s);
    },
  };
}

/** Unions overlapping or touching intervals (ascending by start in, disjoint and ascending out). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const iv of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last !== undefined && iv.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, iv.end) };
    else out.push(iv);
  }
  return out;
}
