import * as z from '../zod.ts';
import type { Issue } from '../errors.ts';
import { formatPath } from '../request/jsonPath.ts';
import { contrastWarning } from '../request/rules.ts';
import { describeType, toIssues } from '../request/zodIssues.ts';
import { formatDuration } from './duration.ts';
import { formatInstant, parseInstant } from './instant.ts';
import { isRecurring, oneOffWindowSchema, recurringWindowSchema, scheduleSchema, type RecurringWindow, type Schedule, type ScheduleWindow } from './schema.ts';
import { compileWindow, mergeIntervals, sameBanner, type Budget, type CompiledWindow, type Interval } from './windows.ts';

export interface ValidateScheduleOptions {
  /** "Now" for the checks that look ahead (past windows, overlaps); default the current time. */
  readonly now?: number;
}

export interface ScheduleValidation {
  readonly valid: boolean;
  readonly errors: Issue[];
  readonly warnings: Issue[];
  /** The parsed schedule (defaults applied), present only when valid. */
  readonly schedule?: Schedule;
}

const DAY = 86_400_000;
/** How far ahead overlaps between recurring windows, and gaps between occurrences, are looked for. */
export const LOOKAHEAD_MS = 60 * DAY;
/** Questions to croner per check and recurring window; a window starting more often is checked less far. */
const MAX_OCCURRENCES = 2_000;
/** Occurrences compared for the gap check: enough for any weekly pattern and DST changes in the look-ahead. */
const MAX_GAPS = 500;

// The envelope is parsed on its own and each window separately, so one broken window does not
// hide the problems of the others, and each is read against the form (one-off or recurring) it is.
const envelopeSchema = z.extend(scheduleSchema, { windows: z.array(z.unknown()) });

const RECURRING_FIELDS = ['cron', 'duration', 'timeZone'] as const;
const ONE_OFF_FIELDS = ['start', 'end'] as const;

interface Findings {
  errors: Issue[];
  warnings: Issue[];
}

/**
 * Validates a schedule without contacting a portal. Never throws for any JSON input.
 * Errors make it unusable; warnings (overlaps, past windows, poor contrast) do not.
 */
export function validateSchedule(input: unknown, options: ValidateScheduleOptions = {}): ScheduleValidation {
  const now = Math.floor(options.now ?? Date.now());
  const out: Findings = { errors: [], warnings: [] };
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    out.errors.push({ path: '', message: `a schedule is a JSON object, got ${describeType(input)}`, hint: 'see examples/schedules/ for the format' });
    return { valid: false, ...out };
  }
  const envelope = envelopeSchema.safeParse(input, { reportInput: true });
  if (!envelope.success) out.errors.push(...toIssues(envelope.error.issues, envelopeSchema));
  const raw = (input as { windows?: unknown }).windows;
  const parsed: Array<{ window: ScheduleWindow; index: number }> = [];
  if (Array.isArray(raw)) {
    raw.forEach((w: unknown, index) => {
      const window = parseWindow(w, index, out);
      if (window) parsed.push({ window, index });
    });
  }
  if (envelope.success && envelope.data.default) bannerWarnings(envelope.data.default, ['default'], out);
  windowRules(parsed, now, out);
  const valid = out.errors.length === 0 && envelope.success && Array.isArray(raw) && parsed.length === raw.length;
  if (!valid || !envelope.success) return { valid: false, ...out };
  return { valid: true, ...out, schedule: { ...envelope.data, windows: parsed.map((p) => p.window) } };
}

function parseWindow(raw: unknown, index: number, out: Findings): ScheduleWindow | undefined {
  const at = ['windows', index];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    out.errors.push({ path: formatPath(at), message: `a window is a JSON object, got ${describeType(raw)}` });
    return undefined;
  }
  const has = (field: string): boolean => Object.hasOwn(raw, field);
  const recurring = RECURRING_FIELDS.filter(has);
  const oneOff = ONE_OFF_FIELDS.filter(has);
  if (recurring.length > 0 && oneOff.length > 0) {
    out.errors.push({
      path: formatPath(at),
      message: `a window is either one-off (start, end) or recurring (cron, duration, timeZone), and this one has ${[...oneOff, ...recurring].map((f) => `"${f}"`).join(', ')}`,
      hint: 'remove "start" and "end", or remove "cron", "duration" and "timeZone"',
    });
    return undefined;
  }
  const schema = recurring.length > 0 ? recurringWindowSchema : oneOffWindowSchema;
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  let issues = toIssues(result.error.issues, schema, at);
  if (recurring.length === 0 && oneOff.length === 0) {
    // Neither form: one message for the missing fields instead of "start is required", "end is required".
    const missing = new Set(ONE_OFF_FIELDS.map((f) => formatPath([...at, f])));
    issues = [
      { path: formatPath(at), message: 'a window needs "start" and "end" (one-off) or "cron", "duration" and "timeZone" (recurring)', hint: 'see examples/schedules/ for both forms' },
      ...issues.filter((i) => !missing.has(i.path)),
    ];
  }
  out.errors.push(...issues);
  return undefined;
}

function bannerWarnings(banner: { enabled?: boolean; text?: string | undefined; bgColor?: string | undefined; fontColor?: string | undefined }, at: PropertyKey[], out: Findings): void {
  if (banner.enabled !== false && banner.text !== undefined && banner.text.trim() === '') {
    out.warnings.push({ path: formatPath([...at, 'text']), message: 'the banner is enabled with empty text: an empty bar will show' });
  }
  const contrast = contrastWarning(banner.bgColor, banner.fontColor, [...at, 'fontColor']);
  if (contrast) out.warnings.push(contrast);
}

interface Checked {
  readonly index: number;
  readonly window: ScheduleWindow;
  readonly compiled: CompiledWindow;
  /** For a one-off window its interval; for a recurring one its activity in the look-ahead. */
  readonly intervals: Interval[];
}

function windowRules(windows: ReadonlyArray<{ window: ScheduleWindow; index: number }>, now: number, out: Findings): void {
  const names = new Map<string, number>();
  const checked: Checked[] = [];
  for (const { window: w, index } of windows) {
    const at = ['windows', index];
    const earlier = names.get(w.name);
    if (earlier !== undefined) {
      out.errors.push({ path: formatPath([...at, 'name']), message: `windows[${earlier}] is already named "${w.name}"`, hint: 'give every window its own name' });
    } else names.set(w.name, index);
    bannerWarnings({ ...w.banner, enabled: true }, [...at, 'banner'], out);

    let compiled: CompiledWindow;
    try {
      compiled = compileWindow(w);
    } catch (err) {
      out.errors.push({ path: formatPath(at), message: `the window cannot be evaluated: ${err instanceof Error ? err.message : String(err)}` });
      continue;
    }
    if (isRecurring(w)) {
      recurringRules(w, compiled, at, now, out);
      const budget: Budget = { left: MAX_OCCURRENCES };
      const intervals = compiled.activity(now, now + LOOKAHEAD_MS, budget);
      if (budget.left < 0) {
        out.warnings.push({
          path: formatPath([...at, 'cron']),
          message: `"${w.cron}" starts the window too often to check it for overlaps over ${LOOKAHEAD_MS / DAY} days; checked up to ${formatInstant(intervals.at(-1)?.start ?? now, w.timeZone)}`,
          hint: 'a banner that changes every few minutes is rarely intended: check the minute and hour fields',
        });
      }
      checked.push({ index, window: w, compiled, intervals });
    } else {
      const [start, end] = [parseInstant(w.start), parseInstant(w.end)];
      if (!start.ok || !end.ok) continue; // the schema has reported it
      if (end.ms <= start.ms) {
        out.errors.push({ path: formatPath([...at, 'end']), message: `end ${w.end} is not after start ${w.start}`, hint: 'a window ends after it starts; check the dates and the UTC offsets' });
        continue;
      }
      if (end.ms <= now) {
        out.warnings.push({ path: formatPath([...at, 'end']), message: `"${w.name}" ended at ${formatInstant(end.ms)}, before now (${formatInstant(now)}): it will never apply`, hint: 'remove the window, or correct its dates' });
      }
      checked.push({ index, window: w, compiled, intervals: [{ start: start.ms, end: end.ms }] });
    }
  }
  overlaps(checked, now, out);
}

/** A window that never occurs again, and one whose occurrences overlap (its duration exceeds a gap). */
function recurringRules(w: RecurringWindow, compiled: CompiledWindow, at: PropertyKey[], now: number, out: Findings): void {
  const budget: Budget = { left: MAX_GAPS };
  const duration = compiled.duration ?? 0;
  const current = compiled.previous(now + 1, budget);
  let last = current?.start;
  // Through the look-ahead, and at least two occurrences for a window recurring less often.
  for (let seen = current === undefined ? 0 : 1; ; seen++) {
    const n = compiled.next(last ?? now, budget);
    if (budget.left < 0) return;
    if (n === undefined) {
      if (seen === 0 || (seen === 1 && current !== undefined && current.end <= now)) {
        out.warnings.push({ path: formatPath([...at, 'cron']), message: `"${w.cron}" has no occurrence after ${formatInstant(now, w.timeZone)}: the window will never apply again`, hint: 'check the year field, or remove the window' });
      }
      return;
    }
    if (last !== undefined && n.start - last < duration) {
      out.warnings.push({
        path: formatPath([...at, 'duration']),
        message: `duration "${w.duration}" (${formatDuration(duration)}) is longer than the ${formatDuration(n.start - last)} between occurrences at ${formatInstant(last, w.timeZone)} and ${formatInstant(n.start, w.timeZone)}: occurrences overlap and the window stays active from one into the next`,
        hint: 'shorten the duration or space the occurrences out; for one continuous period use a one-off window',
      });
      return;
    }
    last = n.start;
    if (n.start >= now + LOOKAHEAD_MS && seen >= 1) return;
  }
}

/** Overlapping windows: a warning on the later one, since the first listed wins while both are active. */
function overlaps(checked: readonly Checked[], now: number, out: Findings): void {
  checked.forEach((b, j) => {
    for (const a of checked.slice(0, j)) {
      const first = firstOverlap(a, b, now);
      if (first === undefined) continue;
      const zone = b.compiled.timeZone ?? a.compiled.timeZone;
      const same = sameBanner(a.compiled.banner, b.compiled.banner);
      out.warnings.push({
        path: formatPath(['windows', b.index]),
        message: `"${b.window.name}" overlaps "${a.window.name}" (windows[${a.index}]), first at ${formatInstant(first, zone)}: ${
          same ? 'both show the same banner' : `"${a.window.name}" is listed first, so its banner shows while both are active`
        }`,
        hint: same ? 'merge the windows, or change their times so they do not overlap' : `move "${b.window.name}" above "${a.window.name}" if its banner should win, or change the times so they do not overlap`,
      });
    }
  });
}

/**
 * The first instant both windows are active, ignoring overlaps entirely in the past. Two one-off
 * windows are compared exactly; a recurring window is compared over the look-ahead, or over the
 * one-off window it meets.
 */
function firstOverlap(a: Checked, b: Checked, now: number): number | undefined {
  const aRecurs = isRecurring(a.window);
  const bRecurs = isRecurring(b.window);
  let [x, y] = [a.intervals, b.intervals];
  if (aRecurs !== bRecurs) {
    const [oneOff, recurring] = aRecurs ? [b, a] : [a, b];
    const span = oneOff.intervals[0];
    if (span === undefined || span.end <= now) return undefined;
    const budget: Budget = { left: MAX_OCCURRENCES };
    const occurrences = recurring.compiled.activity(Math.max(now, span.start), span.end, budget);
    [x, y] = aRecurs ? [occurrences, oneOff.intervals] : [oneOff.intervals, occurrences];
  }
  return firstIntersection(mergeIntervals(x), mergeIntervals(y), now);
}

function firstIntersection(x: readonly Interval[], y: readonly Interval[], now: number): number | undefined {
  let [i, k] = [0, 0];
  while (i < x.length && k < y.length) {
    const [p, q] = [x[i] as Interval, y[k] as Interval];
    const [start, end] = [Math.max(p.start, q.start), Math.min(p.end, q.end)];
    if (start < end && end > now) return start;
    if (p.end <= q.end) i++;
    else k++;
  }
  return undefined;
}
