/**
 * One-off windows name absolute instants: an ISO 8601 date-time with a UTC offset or Z, such as
 * `2026-12-05T22:00:00-05:00`. A local time without an offset is refused, because which instant
 * it means depends on where the schedule is evaluated (a runner in UTC, a laptop in Berlin).
 * We parse by hand rather than with Date.parse, which rolls "February 30" over into March.
 */
export type InstantResult = { readonly ok: true; readonly ms: number } | { readonly ok: false; readonly message: string; readonly hint?: string };

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

export function parseInstant(text: string): InstantResult {
  const m = DATE_TIME.exec(text);
  if (m === null) {
    const fixed = text.replace(/^(\d{4}-\d{2}-\d{2})[ t]/, '$1T').replace(/z$/, 'Z');
    if (fixed !== text && DATE_TIME.test(fixed)) return { ok: false, message: `"${text}" is not an ISO 8601 date-time`, hint: `did you mean "${fixed}"?` };
    return { ok: false, message: `"${text}" is not an ISO 8601 date-time`, hint: 'write the date, "T", the time and the UTC offset, e.g. "2026-12-05T22:00:00-05:00" or "2026-12-06T03:00:00Z"' };
  }
  const [, y, mo, d, h, mi, s, frac, offset] = m as unknown as [string, string, string, string, string, string, string | undefined, string | undefined, string | undefined];
  if (offset === undefined) {
    return {
      ok: false,
      message: `"${text}" has no UTC offset, so the instant it names depends on where the schedule runs`,
      hint: `add the offset of the time zone you mean, e.g. "${text}-05:00" for New York in winter or "${text}Z" for UTC; for a wall-clock time that follows DST, use a recurring window with "timeZone"`,
    };
  }
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, message: `"${text}" is not a date: ${y}-${mo} has no day ${d}` };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, message: `"${text}" is not a time of day`, hint: 'hours run 00 to 23, minutes and seconds 00 to 59' };
  let offsetMinutes = 0;
  if (offset !== 'Z') {
    const [oh, om] = [Number(offset.slice(1, 3)), Number(offset.slice(4, 6))];
    if (oh > 23 || om > 59) return { ok: false, message: `"${text}" has an impossible UTC offset "${offset}"` };
    offsetMinutes = (offset.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  const ms = Math.floor(Number(`0.${frac ?? '0'}`) * 1000);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, ms);
  return { ok: true, ms: utc.getTime() - offsetMinutes * 60_000 };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** `2026-12-06T03:00:00Z`, or with a time zone `2026-12-05 22:00 America/New_York (2026-12-06T03:00:00Z)`. */
export function formatInstant(ms: number, timeZone?: string): string {
  const utc = new Date(ms).toISOString().replace('.000Z', 'Z');
  if (timeZone === undefined) return utc;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
    const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '??';
    const seconds = get('second') === '00' ? '' : `:${get('second')}`;
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}${seconds} ${timeZone} (${utc})`;
  } catch {
    return utc;
  }
}
