import { parseRelease, type Target } from '../catalog/release.ts';
import { UsageError } from './io.ts';

/** `--release X.Y` or `--hosted` (or PORTAL_RELEASE); neither means gating is skipped. */
export function targetFromFlags(release: string | undefined, hosted: boolean | undefined): Target {
  if (release !== undefined && hosted === true) throw new UsageError('--release and --hosted exclude each other: a hosted organization has no release number');
  if (hosted === true) return { kind: 'hosted' };
  if (release === undefined) return { kind: 'unknown' };
  const parsed = parseRelease(release);
  if (!parsed) throw new UsageError(`--release "${release}" is not a release such as 11.3`);
  return { kind: 'selfHosted', release: parsed };
}
