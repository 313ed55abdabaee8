import { parseArgs } from 'node:util';
import { ValidationError } from '../../errors.ts';
import { renderApplyResult, renderIssues, renderPlan } from '../../plan/renderPlan.ts';
import { convergeSchedule, type Evaluation } from '../../schedule/converge.ts';
import { previewSchedule } from '../../schedule/evaluate.ts';
import type { BannerState } from '../../schedule/schema.ts';
import { validateSchedule } from '../../schedule/validateSchedule.ts';
import { cliPrincipal, createCliEngine, loadPortals, readJsonFile } from '../connection.ts';
import { EXIT_CHANGES, EXIT_ERROR, EXIT_OK, UsageError, type Command } from '../io.ts';
import { makeStyle } from '../style.ts';
import { withPortal } from '../withPortal.ts';

export const SCHEDULE_USAGE = `usage: portal-ops schedule <file> [--at ISO] [--dry-run] [--config FILE] [--json]
       portal-ops schedule <file> --preview [--days N] [--at ISO] [--json]`;

/**
 * Converges the portal's banner to what the schedule wants at `--at` (default now): exit 0 when
 * applied or already right, 1 on error; with --dry-run 0 no change, 2 change pending (like plan).
 * --preview lists the upcoming banner changes and needs no portal.
 */
export const scheduleCommand: Command = async (argv, io) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { at: { type: 'string' }, 'dry-run': { type: 'boolean' }, preview: { type: 'boolean' }, days: { type: 'string' }, config: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError('give exactly one schedule file');
  const at = values.at === undefined ? Date.now() : Date.parse(values.at);
  if (Number.isNaN(at) || (values.at !== undefined && !/(Z|[+-]\d{2}:?\d{2})$/i.test(values.at))) throw new UsageError(`--at "${values.at}" is not an ISO date-time with an offset, e.g. 2026-12-05T22:30:00-05:00`);
  const days = values.days === undefined ? 14 : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new UsageError('--days takes a whole number from 1 to 366');
  const s = makeStyle(io.color);
  const json = values.json === true;

  const file = positionals[0] as string;
  return withPortal(io, json, async () => {
    const checked = validateSchedule(await readJsonFile(file, io, 'schedule'), { now: at });
    if (!checked.valid || checked.schedule === undefined) throw new ValidationError(`${file} is not a valid schedule`, checked.errors);
    const schedule = checked.schedule;
    const warnings = renderIssues('warning', checked.warnings, s.yellow);

    if (values.preview === true) {
      const timeline = previewSchedule(schedule, at, days);
      if (json) io.stdout(`${JSON.stringify({ from: new Date(at).toISOString(), days, transitions: timeline.map((t) => ({ ...t, at: new Date(t.at).toISOString() })) }, null, 2)}\n`);
      else {
        io.stdout(`${s.bold(`Banner changes for portal "${schedule.portal}" from ${new Date(at).toISOString()} over ${days} days:`)}\n`);
        if (timeline.length === 0) io.stdout('  none: the banner stays as it is\n');
        for (const t of timeline) io.stdout(`  ${new Date(t.at).toISOString()}  ${describeBanner(t.banner)}${t.window ? s.dim(`  [${t.window}]`) : s.dim('  [default]')}\n`);
        for (const w of warnings) io.stdout(`${w}\n`);
      }
      return EXIT_OK;
    }

    const engine = createCliEngine(await loadPortals(values.config, io), io);
    const outcome = await convergeSchedule(engine, schedule, { at, dryRun: values['dry-run'] === true, principal: cliPrincipal(io) });
    if (json) io.stdout(`${JSON.stringify({ at: new Date(at).toISOString(), evaluation: serializeEvaluation(outcome.evaluation), ...(outcome.plan ? { plan: outcome.plan } : { result: outcome.result }) }, null, 2)}\n`);
    else {
      io.stdout(`${describeNow(outcome.evaluation, at)}\n`);
      if (outcome.plan) io.stdout(renderPlan(outcome.plan, s));
      if (outcome.result) io.stdout(renderApplyResult(outcome.result, s));
      const next = outcome.evaluation.next;
      io.stdout(s.dim(next ? `next change: ${new Date(next.at).toISOString()} → ${describeBanner(next.banner)}\n` : 'next change: none within 400 days\n'));
      for (const w of warnings) io.stdout(`${w}\n`);
    }
    if (outcome.plan) return outcome.plan.changed ? EXIT_CHANGES : EXIT_OK;
    return outcome.result?.status === 'applied' || outcome.result?.status === 'noop' ? EXIT_OK : EXIT_ERROR;
  });
};

export function describeBanner(b: BannerState): string {
  if (!b.enabled) return 'banner off';
  return `banner on${b.text === undefined ? '' : ` "${b.text}"`}${b.bgColor === undefined ? '' : ` (${b.fontColor ?? '?'} on ${b.bgColor})`}`;
}

function describeNow(e: Evaluation, at: number): string {
  const when = new Date(at).toISOString();
  return e.active ? `at ${when}: window "${e.active.name}" is active until ${new Date(e.active.end).toISOString()}` : `at ${when}: outside every window (default banner)`;
}

function serializeEvaluation(e: Evaluation): Record<string, unknown> {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    banner: e.banner,
    ...(e.active ? { active: { ...e.active, start: iso(e.active.start), end: iso(e.active.end) } } : {}),
    ...(e.next ? { next: { ...e.next, at: iso(e.next.at) } } : {}),
  };
}
