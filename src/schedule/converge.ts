import type { Engine, RunOptions } from '../plan/engine.ts';
import type { ApplyResult, Plan } from '../plan/types.ts';
import { evaluateSchedule } from './evaluate.ts';
import type { Schedule } from './schema.ts';

/**
 * Converging a schedule is an ordinary change request for the banner the schedule wants now, so it
 * gets the same validation, policy, verification and no-write-when-already-right as any request.
 * State-based: a late or skipped run converges on the next one.
 */
export type Evaluation = ReturnType<typeof evaluateSchedule>;

export function scheduleChangeRequest(schedule: Schedule, evaluation: Evaluation): { portal: string; reason: string; changes: Array<Record<string, unknown>> } {
  const reason = evaluation.active
    ? `schedule: window "${evaluation.active.name}" until ${new Date(evaluation.active.end).toISOString()}`
    : 'schedule: outside every window';
  return { portal: schedule.portal, reason, changes: [{ kind: 'banner', ...evaluation.banner }] };
}

export interface ConvergeOutcome {
  readonly at: number;
  readonly evaluation: Evaluation;
  readonly plan?: Plan;
  readonly result?: ApplyResult;
}

export async function convergeSchedule(
  engine: Pick<Engine, 'plan' | 'apply'>,
  schedule: Schedule,
  options: { readonly at: number; readonly dryRun?: boolean } & RunOptions,
): Promise<ConvergeOutcome> {
  const evaluation = evaluateSchedule(schedule, options.at);
  const request = scheduleChangeRequest(schedule, evaluation);
  if (options.dryRun === true) return { at: options.at, evaluation, plan: await engine.plan(request) };
  return { at: options.at, evaluation, result: await engine.apply(request, options.principal === undefined ? {} : { principal: options.principal }) };
}
