/**
 * ISO 8601 durations for recurring windows: `P[nW][nD][T[nH][nM][n(.n)S]]`, e.g. `PT3H`, `P1DT12H`,
 * `PT90M`. Every unit has a fixed length in absolute time (a day is 24 hours here, not "the same
 * wall-clock time tomorrow"), so a window is active for exactly its duration across DST changes.
 * Years and months are refused: their length depends on the date they start from.
 */
export type DurationResult = { readonly ok: true; readonly ms: number } | { readonly ok: false; readonly message: string; readonly hint?: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Longer than this is not a banner window but a default; it also bounds how far back evaluation looks. */
export const MAX_DURATION_MS = 366 * DAY;

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const WITH_YEARS_OR_MONTHS = /^-?P(?:\d+(?:[.,]\d+)?[YMWD])*(?:\d+(?:[.,]\d+)?[YM])/;

const EXAMPLES = 'e.g. "PT3H", "PT90M", "P1DT12H" or "P2W"';

export function parseDuration(text: string): DurationResult {
  if (text.startsWith('-')) return { ok: false, message: `duration "${text}" is negative`, hint: `a window lasts a positive time, ${EXAMPLES}` };
  if (WITH_YEARS_OR_MONTHS.test(text.toUpperCase())) {
    return { ok: false, message: `duration "${text}" uses years or months, whose length depends on the date`, hint: 'use weeks or days instead, e.g. "P30D" or "P4W"' };
  }
  const match = DURATION.exec(text);
  if (match === null || text === 'P' || text.endsWith('T')) {
    const upper = text.toUpperCase();
    if (upper !== text && DURATION.test(upper) && upper !== 'P' && !upper.endsWith('T')) return { ok: false, message: `"${text}" is not an ISO 8601 duration`, hint: `did you mean "${upper}"?` };
    return { ok: false, message: `"${text}" is not an ISO 8601 duration`, hint: `write P, then weeks/days, then T and hours/minutes/seconds, ${EXAMPLES}` };
  }
  const [, w, d, h, m, s] = match;
  const ms = num(w) * WEEK + num(d) * DAY + num(h) * HOUR + num(m) * MINUTE + Math.round(num(s) * SECOND);
  if (ms <= 0) return { ok: false, message: `duration "${text}" is zero`, hint: `a window lasts a positive time, ${EXAMPLES}` };
  if (ms > MAX_DURATION_MS) return { ok: false, message: `duration "${text}" is longer than a year (366 days)`, hint: 'use a one-off window with start and end, or the default banner' };
  return { ok: true, ms };
}

const num = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** "3h", "1d 2h 30m", "45s": for messages. */
export function formatDuration(ms: number): string {
  const parts: string[] = [];
  let rest = Math.round(ms);
  for (const [unit, size] of [['d', DAY], ['h', HOUR], ['m', MINUTE], ['s', SECOND]] as const) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}ms`);
  return parts.join(' ');
}
