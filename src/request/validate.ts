import type { Issue } from '../errors.ts';
import { describeTarget, type Target } from '../catalog/release.ts';
import { configPropertyGate, portalConfigGate, settingsUpdateGate } from './gating.ts';
import { formatPath } from './jsonPath.ts';
import { accessNoticeRules, bannerRules, orgSettingsRules, rolePrivilegesRules, type RuleFindings } from './rules.ts';
import { CHANGE_KINDS, changeRequestEnvelopeSchema, changeSchemaOf, type Change, type ChangeKind, type ChangeRequest, type PortalConfigChange } from './schema.ts';
import { didYouMean } from './suggest.ts';
import { describeType, toIssues } from './zodIssues.ts';

export interface ValidateOptions {
  /** What to gate against; `{ kind: 'unknown' }` skips release gating and says so in `notes`. */
  readonly target: Target;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: readonly Issue[];
  readonly warnings: readonly Issue[];
  /** Facts about the check itself, e.g. that release gating was skipped. */
  readonly notes: readonly string[];
  /** The parsed request (defaults applied), present only when valid. */
  readonly request?: ChangeRequest;
}

export const GATING_SKIPPED = 'release gating skipped: pass --release X.Y (self-hosted) or --hosted to check against your portal';

/** Validates a change request without contacting a portal. Never throws for any JSON input. */
export function validateChangeRequest(input: unknown, options: ValidateOptions): ValidationResult {
  const { target } = options;
  const out: RuleFindings = { errors: [], warnings: [] };
  const notes = target.kind === 'unknown' ? [GATING_SKIPPED] : [`checked against ${describeTarget(target)}`];
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    out.errors.push({ path: '', message: `a change request is a JSON object, got ${describeType(input)}`, hint: 'see examples/ for the format' });
    return { valid: false, ...out, notes };
  }
  // The envelope is parsed on its own and each change separately, so one broken change does not
  // hide the problems of the others.
  const envelopeSchema = changeRequestEnvelopeSchema();
  const envelope = envelopeSchema.safeParse(input, { reportInput: true });
  if (!envelope.success) out.errors.push(...toIssues(envelope.error.issues, envelopeSchema));
  const rawChanges = (input as { changes?: unknown }).changes;
  const changes: Array<{ change: Change; index: number }> = [];
  if (Array.isArray(rawChanges)) {
    rawChanges.forEach((raw: unknown, index) => {
      const change = parseChange(raw, index, out);
      if (change) changes.push({ change, index });
    });
  }
  for (const { change, index } of changes) changeRules(change, ['changes', index], target, out);
  repeatedTargets(changes, out);
  const valid = out.errors.length === 0 && envelope.success && changes.length === countChanges(rawChanges);
  const result = { valid, errors: out.errors, warnings: out.warnings, notes };
  return valid && envelope.success ? { ...result, request: { ...envelope.data, changes: changes.map((c) => c.change) } } : result;
}

const countChanges = (raw: unknown): number => (Array.isArray(raw) ? raw.length : -1);

function parseChange(raw: unknown, index: number, out: RuleFindings): Change | undefined {
  const at = ['changes', index];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    out.errors.push({ path: formatPath(at), message: `a change is a JSON object, got ${describeType(raw)}` });
    return undefined;
  }
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !(CHANGE_KINDS as string[]).includes(kind)) {
    const guess = typeof kind === 'string' ? didYouMean(kind, CHANGE_KINDS) : undefined;
    out.errors.push({
      path: formatPath([...at, 'kind']),
      message: kind === undefined ? '"kind" is required' : `unknown change kind ${JSON.stringify(kind)}`,
      hint: guess !== undefined ? `did you mean "${guess}"?` : `one of: ${CHANGE_KINDS.join(', ')}`,
    });
    return undefined;
  }
  const schema = changeSchemaOf(kind as ChangeKind);
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    out.errors.push(...toIssues(parsed.error.issues, schema, at));
    return undefined;
  }
  return parsed.data as Change;
}

function changeRules(change: Change, at: PropertyKey[], target: Target, out: RuleFindings): void {
  if (change.kind !== 'rolePrivileges') {
    const gate = settingsUpdateGate(target);
    if (gate) out.errors.push({ path: formatPath(at), ...gate });
  }
  switch (change.kind) {
    case 'banner':
      return bannerRules(change, at, out);
    case 'accessNotice':
      return accessNoticeRules(change, at, out);
    case 'orgSettings':
      return orgSettingsRules(change, at, out);
    case 'rolePrivileges':
      return rolePrivilegesRules(change, at, target, out);
    case 'portalConfig':
      return portalConfigRules(change, at, target, out);
  }
}

function portalConfigRules(c: PortalConfigChange, at: PropertyKey[], target: Target, out: RuleFindings): void {
  const set = Object.keys(c.set ?? {});
  const unset = c.unset ?? [];
  if (set.length === 0 && unset.length === 0) {
    out.errors.push({ path: formatPath(at), message: 'this portalConfig change changes nothing', hint: 'give properties in "set" and/or names in "unset"' });
  }
  const gate = portalConfigGate(target);
  if (gate) {
    out.errors.push({ path: formatPath(at), ...gate });
    return;
  }
  for (const name of set) {
    const { error, warning } = configPropertyGate(name, target);
    if (error) out.errors.push({ path: formatPath([...at, 'set', name]), ...error });
    if (warning) out.warnings.push({ path: formatPath([...at, 'set', name]), ...warning });
  }
  unset.forEach((name, i) => {
    if (set.includes(name)) out.errors.push({ path: formatPath([...at, 'unset', i]), message: `"${name}" is both set and unset`, hint: 'keep it in one of the two' });
    const { error } = configPropertyGate(name, target);
    if (error) out.errors.push({ path: formatPath([...at, 'unset', i]), ...error });
  });
}

/** Two changes to the same thing in one request are ambiguous; we refuse rather than guess an order. */
function repeatedTargets(changes: ReadonlyArray<{ change: Change; index: number }>, out: RuleFindings): void {
  const first = new Map<string, number>();
  for (const { change, index } of changes) {
    const key =
      change.kind === 'accessNotice' ? `accessNotice:${change.audience}` : change.kind === 'rolePrivileges' ? `role:${change.role.trim()}` : change.kind;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else out.errors.push({ path: formatPath(['changes', index]), message: `changes[${earlier}] already changes the same ${describeKey(change)}`, hint: `merge this change into changes[${earlier}]` });
  }
}

function describeKey(change: Change): string {
  if (change.kind === 'accessNotice') return `${change.audience} access notice`;
  if (change.kind === 'rolePrivileges') return `role "${change.role}"`;
  return change.kind;
}
