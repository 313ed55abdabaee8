/** Why the run failed, in one message for `core.setFailed`; undefined when it succeeded. */
import { outcomeFailed } from './outcomeFailed.ts';
import type { ActionReport, FileOutcome } from './types.ts';

export function failureMessage(report: ActionReport): string | undefined {
  const reasons = [...report.problems, ...report.files.filter(outcomeFailed).map(reason)];
  if (reasons.length === 0) return undefined;
  return `portal-ops ${report.command} failed: ${reasons.join('; ')}`;
}

function reason(f: FileOutcome): string {
  switch (f.status) {
    case 'invalid':
      return `${f.file} is invalid (${f.errors.length} error${f.errors.length === 1 ? '' : 's'}: ${f.errors[0]?.message ?? ''}${f.errors.length > 1 ? ', ...' : ''})`;
    case 'error':
      return `${f.file}: ${f.error.message}`;
    case 'applied': {
      const landed = f.result.writes.filter((w) => w.status === 'applied').length;
      return `${f.file}: apply ${f.result.status}, ${landed} of ${f.result.writes.length} writes landed (re-running is safe)`;
    }
    default:
      return f.file;
  }
}
