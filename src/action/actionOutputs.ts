/**
 * The step outputs: `changed` (`true` when a plan has changes or an apply wrote something),
 * `plan` (JSON: each file's plan) and `result` (JSON: each file's outcome, without the plans).
 * Redacted like everything else that leaves the process.
 */
import { redact } from '../security/redact.ts';
import { outcomeFailed } from './outcomeFailed.ts';
import type { ActionReport, FileOutcome } from './types.ts';

export interface ActionOutputs {
  readonly changed: 'true' | 'false';
  readonly plan: string;
  readonly result: string;
}

export function actionOutputs(report: ActionReport): ActionOutputs {
  const plans = report.files.flatMap((f) => {
    const plan = f.status === 'planned' ? f.plan : f.status === 'applied' ? f.result.plan : undefined;
    return plan === undefined ? [] : [{ file: f.file, changed: plan.changed, plan }];
  });
  const result = {
    command: report.command,
    ok: report.problems.length === 0 && !report.files.some(outcomeFailed),
    changed: reportChanged(report),
    files: report.files.map(fileResult),
    problems: report.problems,
  };
  return { changed: reportChanged(report) ? 'true' : 'false', plan: redact(JSON.stringify(plans)), result: redact(JSON.stringify(result)) };
}

/** A plan with changes, or an apply that wrote (fully or partly). `validate` never changes anything. */
export function reportChanged(report: ActionReport): boolean {
  return report.files.some(
    (f) => (f.status === 'planned' && f.plan.changed) || (f.status === 'applied' && (f.result.status === 'applied' || f.result.writes.some((w) => w.status === 'applied'))),
  );
}

function fileResult(f: FileOutcome): Record<string, unknown> {
  switch (f.status) {
    case 'invalid':
      return { file: f.file, status: f.status, errors: f.errors, warnings: f.warnings };
    case 'valid':
      return { file: f.file, status: f.status, warnings: f.warnings };
    case 'planned':
      return { file: f.file, status: f.status, changed: f.plan.changed, warnings: f.warnings };
    case 'applied':
      return { file: f.file, status: f.result.status, writes: f.result.writes, ...(f.result.error === undefined ? {} : { error: f.result.error }), warnings: f.warnings };
    case 'error':
      return { file: f.file, status: f.status, error: f.error };
    case 'skipped':
      return { file: f.file, status: f.status, reason: f.reason };
  }
}
