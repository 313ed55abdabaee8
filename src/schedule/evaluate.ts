import type { BannerState, Schedule } from './schema.ts';
import { compileWindows, defaultBanner, sameBanner, type Budget, type CompiledWindow, type Interval } from './windows.ts';

/**
 * The pure evaluator: what banner a schedule wants at an instant, and when that next changes.
 *
 * State-based: the answer depends only on the schedule and the instant, never on what ran before,
 * so a late or skipped cron run converges on the next one. At any instant the banner is that of
 * the FIRST window in the list that is active, else the default (`{ enabled: false }` without one).
 *
 * A one-off window is active on [start, end). A recurring window is active on [S, S + duration)
 * for every occurrence S that croner computes for its cron expression in its time zone; the
 * duration is absolute time, so "0 22 * * *" with PT3H is active for exactly three hours from 22:00
 * local time on both sides of a DST change. A window whose occurrences overlap or touch is active
 * on their union. Around DST changes we follow croner 11 (its default `fixedTimeRule`), because the
 * evaluator asks croner for every occurrence, forwards and backwards alike:
 *
 * - Spring forward (a local time that does not exist, e.g. 02:30 in New York on 2027-03-14): a
 *   fixed-time expression (single minute and hour, like "30 2 * * *") runs at the first valid
 *   time after the gap, 03:00 EDT (07:00Z); an interval expression ("*\/15 2 * * *", "30 * * * *",
 *   "30 1,2 * * *") skips the times in the gap.
 * - Fall back (a local time that happens twice, e.g. 01:30 in New York on 2026-11-01): a
 *   fixed-time expression runs once, at the FIRST occurrence (01:30 EDT, 05:30Z); an interval
 *   expression runs at both (05:30Z and 06:30Z).
 */

const DAY = 86_400_000;

/** How far ahead `next` looks for a change. */
export const HORIZON_MS = 400 * DAY;

/**
 * Croner questions allowed per call (each costs tens of microseconds). Ordinary schedules (daily,
 * weekly, one-off windows) need a few hundred at most. A window recurring every few minutes whose
 * occurrences chain (validation warns about that) can exhaust them: then `next` (or the rest of a
 * preview) is left out rather than guessed, and `active` is cut short where the search stopped.
 * The banner itself never depends on the budget: it takes one question per window.
 */
export const SEARCH_BUDGET = 3_000;
export const EXTENT_BUDGET = 500;
export const PREVIEW_BUDGET = 50_000;

export interface ActiveWindow {
  readonly name: string;
  /** When this window's current activity began (its occurrences chained when they overlap or touch). */
  readonly start: number;
  /** When it ends, if nothing else changes (exclusive). */
  readonly end: number;
}

export interface ScheduleState {
  readonly banner: BannerState;
  /** The window whose banner this is; absent outside every window. */
  readonly active?: ActiveWindow;
}

export interface ScheduleEvaluation extends ScheduleState {
  /** The next instant the desired banner changes (within 400 days), and what it becomes. */
  readonly next?: { readonly at: number } & ScheduleState;
}

export interface PreviewEntry {
  readonly at: number;
  readonly banner: BannerState;
  /** The window whose banner this is; absent for the default. */
  readonly window?: string;
}

/** The banner `schedule` wants at `instant` (epoch ms), the window it comes from, and the next change. */
export function evaluateSchedule(schedule: Schedule, instant: number): ScheduleEvaluation {
  const at = Math.floor(instant);
  const windows = compileWindows(schedule);
  const fallback = defaultBanner(schedule);
  const state = stateAt(windows, fallback, at);
  const change = changes(windows, fallback, at, at + HORIZON_MS, { left: SEARCH_BUDGET }).next();
  if (change.done === true) return state;
  return { ...state, next: { at: change.value.at, ...stateAt(windows, fallback, change.value.at) } };
}

/**
 * The desired-banner changes in [from, from + days): each instant at which the banner differs from
 * the one just before, with what it becomes. Empty when the banner stays as it is.
 */
export function previewSchedule(schedule: Schedule, from: number, days: number): PreviewEntry[] {
  const start = Math.floor(from);
  if (!(days > 0)) return [];
  const windows = compileWindows(schedule);
  const out: PreviewEntry[] = [];
  for (const c of changes(windows, defaultBanner(schedule), start - 1, start + days * DAY, { left: PREVIEW_BUDGET })) {
    out.push({ at: c.at, banner: c.banner, ...(c.window === undefined ? {} : { window: c.window.name }) });
  }
  return out;
}

function stateAt(windows: readonly CompiledWindow[], fallback: BannerState, at: number): ScheduleState {
  for (const w of windows) {
    // The occurrence starting last at or before `at` is the one that can still cover it: all of a
    // window's occurrences last the same, so an earlier one ends no later.
    const latest = w.previous(at + 1, { left: 1 });
    if (latest !== undefined && latest.end > at) return { banner: w.banner, active: { name: w.name, ...extent(w, latest, at) } };
  }
  return { banner: fallback };
}

/** The activity (occurrences chained while they overlap or touch) around `covering`, within the horizon both ways. */
function extent(w: CompiledWindow, covering: Interval, at: number): Interval {
  return { start: w.activityStart(covering, at - HORIZON_MS, { left: EXTENT_BUDGET }), end: w.activityEnd(covering, at + HORIZON_MS, { left: EXTENT_BUDGET }) };
}

interface Change {
  readonly at: number;
  readonly banner: BannerState;
  readonly window?: CompiledWindow;
}

/**
 * The instants in (after, until) at which the desired banner differs from the one just before.
 * Walks forward in chunks (a day, then doubling), collecting every window's activity in the
 * chunk and sweeping its boundaries in time order; a boundary that leaves the banner as it was
 * (one window handing over to another with the same banner, a window hidden behind an earlier one)
 * is no change. Stops when the budget runs out rather than report a change it cannot be sure of.
 */
function* changes(windows: readonly CompiledWindow[], fallback: BannerState, after: number, until: number, budget: Budget): Generator<Change> {
  let current: BannerState | undefined;
  let step = DAY;
  for (let cursor = after; cursor < until; cursor += step, step = Math.min(step * 2, 64 * DAY)) {
    const end = Math.min(until, cursor + step);
    const lists = windows.map((w) => w.activity(cursor, end, budget));
    if (budget.left < 0) return;
    const points = new Set<number>(current === undefined ? [after] : []);
    for (const list of lists) {
      for (const { start, end: stop } of list) {
        if (start > after && start >= cursor && start < end) points.add(start);
        if (stop > after && stop >= cursor && stop < end) points.add(stop);
      }
    }
    const position = lists.map(() => 0);
    for (const p of [...points].sort((a, b) => a - b)) {
      let winner: CompiledWindow | undefined;
      for (let i = 0; i < lists.length; i++) {
        // Every window's position moves on, including those behind the winner: points only grow.
        const list = lists[i] ?? [];
        let k = position[i] ?? 0;
        while (k < list.length && (list[k] as Interval).end <= p) k++;
        position[i] = k;
        const iv = list[k];
        if (winner === undefined && iv !== undefined && iv.start <= p) winner = windows[i];
      }
      const banner = winner?.banner ?? fallback;
      if (current === undefined) current = banner;
      else if (!sameBanner(current, banner)) {
        current = banner;
        yield { at: p, banner, ...(winner === undefined ? {} : { window: winner }) };
      }
    }
  }
}
