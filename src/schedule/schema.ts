import * as z from '../zod.ts';
import { withMeta } from '../zod.ts';
import { colorSchema as color, portalAliasSchema } from '../request/schema.ts';
import { checkCron } from './cron.ts';
import { parseDuration } from './duration.ts';
import { parseInstant } from './instant.ts';
import { checkTimeZone } from './timeZone.ts';

/**
 * The schedule format (DESIGN.md "Schedule (banner windows)"). Each field is checked here on its
 * own (dates, durations, cron, time zones, colours), with a hint in the issue's `params.hint`;
 * rules across fields and windows (end after start, unique names, overlaps) are validateSchedule's.
 */

type Check = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly hint?: string };

/** A string field checked by a function that explains itself; its hint travels in `params`. */
function checkedString(check: (value: string) => Check) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, input: value, ...(result.hint === undefined ? {} : { params: { hint: result.hint } }) });
    }),
  );
}

const instant = withMeta(checkedString(parseInstant), {
  description: 'An ISO 8601 date-time with a UTC offset or Z, e.g. "2026-12-05T22:00:00-05:00".',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
});

const defaultBannerSchema = withMeta(
  z.strictObject({
    enabled: z.boolean(),
    text: z.optional(z.string()),
    bgColor: z.optional(color),
    fontColor: z.optional(color),
  }),
  { description: 'The banner outside every window. Fields left out keep their current portal values. Without "default", the banner is turned off outside windows.' },
);

const windowBannerSchema = withMeta(
  z.strictObject({
    text: z.string(),
    bgColor: z.optional(color),
    fontColor: z.optional(color),
  }),
  { description: 'The banner while the window is active (always enabled). Colours left out keep their current portal values.' },
);

const windowName = withMeta(z.string().check(z.trim(), z.minLength(1, { error: 'a window needs a non-empty name' })), {
  description: 'Unique within the schedule; shown in plans, logs and previews.',
});

export const oneOffWindowSchema = withMeta(
  z.strictObject({
    name: windowName,
    start: withMeta(instant, { description: 'When the window starts (inclusive): an ISO 8601 date-time with a UTC offset or Z.' }),
    end: withMeta(instant, { description: 'When the window ends (exclusive): an ISO 8601 date-time with a UTC offset or Z.' }),
    banner: windowBannerSchema,
  }),
  { title: 'one-off window', description: 'Active once, from start (inclusive) to end (exclusive).' },
);

export const recurringWindowSchema = withMeta(
  z.strictObject({
    name: windowName,
    cron: withMeta(checkedString(checkCron), { description: 'When each occurrence starts, as a cron expression read in timeZone, e.g. "0 22 * * SAT".' }),
    duration: withMeta(checkedString(parseDuration), {
      description: 'How long each occurrence lasts in absolute time: an ISO 8601 duration in weeks, days, hours, minutes and seconds, e.g. "PT3H". Years and months are not allowed.',
      pattern: '^P(\\d+W)?(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$',
    }),
    timeZone: withMeta(checkedString(checkTimeZone), { description: 'The IANA time zone the cron expression is read in, e.g. "America/New_York".' }),
    banner: windowBannerSchema,
  }),
  { title: 'recurring window', description: 'Active for "duration" from each time the cron expression matches in "timeZone".' },
);

const windowSchema = z.union([oneOffWindowSchema, recurringWindowSchema]);

export const scheduleSchema = withMeta(
  z.strictObject({
    $schema: z.optional(z.string()),
    portal: portalAliasSchema,
    default: z.optional(defaultBannerSchema),
    windows: withMeta(z.array(windowSchema), { description: 'At any instant the banner is that of the first active window in this list, else "default".' }),
  }),
  { title: 'portal-ops banner schedule', description: 'The banner a portal should show over time: a default and windows, one-off or recurring.' },
);

export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleWindow = z.infer<typeof windowSchema>;
export type OneOffWindow = z.infer<typeof oneOffWindowSchema>;
export type RecurringWindow = z.infer<typeof recurringWindowSchema>;

/** The banner a schedule wants: `{ enabled: false }` hides it and keeps its text and colours. */
export interface BannerState {
  readonly enabled: boolean;
  readonly text?: string;
  readonly bgColor?: string;
  readonly fontColor?: string;
}

export const isRecurring = (w: ScheduleWindow): w is RecurringWindow => 'cron' in w;
