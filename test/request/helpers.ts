import { parseRelease, type Target } from '../../src/catalog/release.ts';
import { validateChangeRequest, type ValidationResult } from '../../src/request/validate.ts';

export const selfHosted = (release: string): Target => ({ kind: 'selfHosted', release: parseRelease(release) ?? [0, 0] });
export const hosted: Target = { kind: 'hosted' };
export const unknown: Target = { kind: 'unknown' };

/** Validates a request made of the given changes. */
export function check(changes: unknown[], target: Target = unknown, extra: Record<string, unknown> = {}): ValidationResult {
  return validateChangeRequest({ reason: 'test', ...extra, changes }, { target });
}

export const errorAt = (r: ValidationResult, path: string) => r.errors.find((e) => e.path === path);
export const warningAt = (r: ValidationResult, path: string) => r.warnings.find((w) => w.path === path);
