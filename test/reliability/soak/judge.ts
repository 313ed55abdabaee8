/**
 * What "converged", "failed loudly" and "lost" mean, checked against the emulator's real state.
 *
 * - Success (`applied`/`noop`) must be true: the mentioned leaves are as requested (`noop`: nothing
 *   changed at all).
 * - A thrown error happens before any write (the engine writes only in applyPlan, which reports
 *   instead of throwing), so it must be a typed, clear error and the state must be untouched.
 * - A `partial`/`failed` result must carry an error and one write result per planned target, and
 *   each must tell the truth: `applied` = the read-back shows the value, `failed`/`not-attempted` =
 *   the target is as it was, `unverified` = it names exactly the leaves the portal does not show
 *   (or says the read-back itself failed, when nobody can know).
 * - Whatever happens, nothing the request does not mention may change.
 */
import { PortalOpsError } from '../../../src/errors.ts';
import type { EmulatorState } from '../../../src/emulator/state.ts';
import type { ApplyResult, RolePlan, SettingsFieldPlan, WriteResult } from '../../../src/plan/types.ts';
import { canonical, expectedState, mentionedBy, mentionedDifferences, sameLeaf, unmentionedChanges } from './oracle.ts';
import type { SoakRequest } from './requests.ts';

export type Outcome = { readonly result: ApplyResult } | { readonly error: unknown };

export interface Verdict {
  /** True when the run reached the requested state and said so. */
  readonly converged: boolean;
  /** Anything false, silent or misleading: each one is a loss. */
  readonly problems: string[];
  /** `applied`, `noop`, `partial`, `failed` or `thrown`. */
  readonly status: string;
}

export function judgeRun(before: EmulatorState, request: SoakRequest, outcome: Outcome, after: EmulatorState): Verdict {
  const mentioned = mentionedBy(before, request);
  const expected = expectedState(before, request);
  const problems = unmentionedChanges(before, after, mentioned).map((p) => `unmentioned change: ${p}`);
  if ('error' in outcome) {
    problems.push(...thrownProblems(outcome.error));
    if (canonical(after) !== canonical(before)) problems.push(`the run threw (${String((outcome.error as Error).message)}) yet the state changed`);
    return { converged: false, problems, status: 'thrown' };
  }
  const { result } = outcome;
  const differences = mentionedDifferences(after, expected, mentioned);
  switch (result.status) {
    case 'noop':
      if (canonical(after) !== canonical(before)) problems.push('noop, yet the state changed');
      if (differences.length > 0) problems.push(`noop, yet not as requested: ${differences.join(', ')}`);
      break;
    case 'applied':
      if (differences.length > 0) problems.push(`claimed applied, yet not as requested: ${differences.join(', ')}`);
      if (result.writes.some((w) => w.status !== 'applied')) problems.push('claimed applied with a write that is not');
      break;
    default:
      problems.push(...claimProblems(before, after, result));
  }
  return { converged: (result.status === 'applied' || result.status === 'noop') && problems.length === 0, problems, status: result.status };
}

/** The re-run after a failure, with faults cleared: must succeed and reach the requested state. */
export function judgeRerun(before: EmulatorState, request: SoakRequest, outcome: Outcome, after: EmulatorState): string[] {
  const mentioned = mentionedBy(before, request);
  const problems = unmentionedChanges(before, after, mentioned).map((p) => `re-run: unmentioned change: ${p}`);
  if ('error' in outcome) return [...problems, `re-run threw: ${String((outcome.error as Error).message)}`];
  if (outcome.result.status !== 'applied' && outcome.result.status !== 'noop') {
    problems.push(`re-run ended ${outcome.result.status}: ${JSON.stringify(outcome.result.error)}`);
  }
  const differences = mentionedDifferences(after, expectedState(before, request), mentioned);
  if (differences.length > 0) problems.push(`re-run: not as requested: ${differences.join(', ')}`);
  return problems;
}

function thrownProblems(error: unknown): string[] {
  if (!(error instanceof PortalOpsError)) return [`crashed with an untyped error: ${String(error)}`];
  const problems: string[] = [];
  if (error.message.trim() === '' || error.operation === undefined) problems.push(`an error that does not name its operation: ${error.message}`);
  // Valid requests and correct credentials: blaming either would send the administrator the wrong way.
  if (error.kind === 'validation' || error.kind === 'config' || error.kind === 'permission') problems.push(`misleading ${error.kind} error: ${error.message}`);
  if (error.code === 'invalid_credentials') problems.push(`blames the (correct) credentials: ${error.message}`);
  return problems;
}

function claimProblems(before: EmulatorState, after: EmulatorState, result: ApplyResult): string[] {
  const problems: string[] = [];
  const { plan } = result;
  if (typeof result.error?.message !== 'string' || result.error.message === '') problems.push(`${result.status} without an error message`);
  const settingsWrites = result.writes.filter((w) => w.target.kind === 'settings');
  if (plan.settings.length > 0 && (settingsWrites.length !== 1 || !sameSet(settingsWrites[0]?.target.kind === 'settings' ? settingsWrites[0].target.fields : [], plan.settings.map((f) => f.field)))) {
    problems.push('the settings write is not reported as one write of every planned field');
  }
  for (const role of plan.roles) {
    if (result.writes.filter((w) => w.target.kind === 'role' && w.target.roleId === role.roleId).length !== 1) problems.push(`role ${role.roleName} has no single write result`);
  }
  for (const w of result.writes) {
    const targets = w.target.kind === 'settings' ? plan.settings.map((f) => settingsTarget(f, before, after)) : plan.roles.filter((r) => w.target.kind === 'role' && r.roleId === w.target.roleId).map((r) => roleTarget(r, before, after));
    const label = w.target.kind === 'settings' ? `settings (${w.target.fields.join(', ')})` : `role ${w.target.roleName}`;
    problems.push(...writeClaim(label, w, targets));
  }
  return problems;
}

interface TargetTruth {
  /** The read-back shows every leaf that was sent. */
  readonly landed: boolean;
  /** Exactly as before the run. */
  readonly untouched: boolean;
  /** The leaves the portal does not show, spelled as the engine spells its mismatches. */
  readonly mismatches: string[];
}

function writeClaim(label: string, w: WriteResult, targets: TargetTruth[]): string[] {
  const landed = targets.every((t) => t.landed);
  const untouched = targets.every((t) => t.untouched);
  switch (w.status) {
    case 'applied':
      return landed ? [] : [`${label}: claimed applied, but the portal shows ${targets.flatMap((t) => t.mismatches).join('; ')}`];
    case 'not-attempted':
      return untouched ? [] : [`${label}: claimed not attempted, but it changed`];
    case 'failed': {
      const out = w.error === undefined ? [`${label}: failed without an error`] : [];
      return untouched ? out : [...out, `${label}: claimed failed (did not land), but it ${landed ? 'landed' : 'partly landed'}: ${String(w.error?.message)}`];
    }
    case 'unverified': {
      if (w.mismatches === undefined || w.mismatches.length === 0) {
        // The read-back failed: nobody can know, but the error must say so.
        return /not verified|unknown/.test(String(w.error?.message)) ? [] : [`${label}: unverified without mismatches or an error saying the outcome is unknown`];
      }
      const actual = targets.flatMap((t) => t.mismatches);
      return sameSet(w.mismatches, actual) ? [] : [`${label}: claims the portal did not take [${w.mismatches.join('; ')}], but it does not show [${actual.join('; ')}]`];
    }
  }
}

function settingsTarget(f: SettingsFieldPlan, before: EmulatorState, after: EmulatorState): TargetTruth {
  const actual = after.settings[f.field];
  const mismatches: string[] = [];
  if (isObject(f.after)) {
    const got = isObject(actual) ? actual : {};
    for (const [k, v] of Object.entries(f.after)) if (!sameLeaf(k, v, got[k])) mismatches.push(`${f.field}.${k}`);
    if (isObject(f.before)) for (const k of Object.keys(f.before)) if (!Object.hasOwn(f.after, k) && Object.hasOwn(got, k)) mismatches.push(`${f.field}.${k} (should be removed)`);
  } else if (!sameLeaf(f.field, f.after, actual)) mismatches.push(f.field);
  return { landed: mismatches.length === 0, untouched: canonical(actual) === canonical(before.settings[f.field]), mismatches };
}

function roleTarget(r: RolePlan, before: EmulatorState, after: EmulatorState): TargetTruth {
  const have = new Set(after.roles.find((x) => x.id === r.roleId)?.privileges ?? []);
  const had = new Set(before.roles.find((x) => x.id === r.roleId)?.privileges ?? []);
  const want = new Set(r.after);
  const mismatches = [...r.after.filter((p) => !have.has(p)).map((p) => `role "${r.roleName}": ${p} missing`), ...[...have].filter((p) => !want.has(p)).map((p) => `role "${r.roleName}": ${p} still present`)];
  return { landed: mismatches.length === 0, untouched: sameSet([...have], [...had]), mismatches };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && new Set(a).size === new Set([...a, ...b]).size;
