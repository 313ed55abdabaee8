import type { FileOutcome } from './types.ts';

/** True for a file that fails the run: invalid, a portal error, or an apply that did not fully land. */
export function outcomeFailed(f: FileOutcome): boolean {
  if (f.status === 'invalid' || f.status === 'error') return true;
  return f.status === 'applied' && (f.result.status === 'partial' || f.result.status === 'failed');
}
