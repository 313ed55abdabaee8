import { ConflictError, PortalOpsError, TransportError } from '../errors.ts';
import type { PortalClient } from '../portal/client.ts';
import { isObject } from '../portal/portalResponse.ts';
import type { PortalSettings, SettingsField } from '../portal/types.ts';
import { leafValueEqual, settingsValueEqual } from './settingsPlan.ts';
import type { ApplyResult, Plan, RolePlan, SettingsFieldPlan, WriteResult, WriteTarget } from './types.ts';
import { jsonEqual, mapSettled } from './values.ts';

/**
 * Writes a plan and proves it landed: one settings/update carrying only the changed top-level
 * fields, setPrivileges per changed role (bounded concurrency), then a read-back of each. Every
 * write carries the full desired value, so re-running after any failure is safe.
 */
export interface PlanContext {
  readonly plan: Plan;
  readonly client: PortalClient;
  readonly portalId: string;
}

export async function applyPlan(context: PlanContext, options: { concurrency: number }): Promise<ApplyResult> {
  const { plan, client, portalId } = context;
  if (!plan.changed) return { plan, status: 'noop', writes: [] };
  const writes: WriteResult[] = [];

  let settingsOk = true;
  if (plan.settings.length > 0) {
    const result = await writeSettings(client, portalId, plan.settings);
    settingsOk = result.status === 'applied';
    writes.push(result);
  }
  if (settingsOk) {
    const settled = await mapSettled(plan.roles, options.concurrency, (role) => client.setRolePrivileges(portalId, role.roleId, role.after));
    plan.roles.forEach((role, i) => {
      const s = settled[i];
      writes.push(s?.status === 'fulfilled' ? { target: roleTarget(role), status: 'applied' } : { target: roleTarget(role), status: 'failed', error: errorJson(s?.reason) });
    });
  } else {
    for (const role of plan.roles) writes.push({ target: roleTarget(role), status: 'not-attempted' });
  }

  const verified = await verify(context, writes);
  return summarize(plan, verified.writes, verified.mismatches);
}

async function writeSettings(client: PortalClient, portalId: string, fields: readonly SettingsFieldPlan[]): Promise<WriteResult> {
  const target = { kind: 'settings', fields: fields.map((f) => f.field) } as const;
  try {
    await client.updateSettings(portalId, Object.fromEntries(fields.map((f) => [f.field, f.after])) as Partial<PortalSettings>);
    return { target, status: 'applied' };
  } catch (err) {
    return { target, status: 'failed', error: errorJson(err) };
  }
}

/**
 * Reads back what was written; a field or privilege the portal did not take turns the write
 * 'unverified'. A write that failed is read back too: a lost answer (dropped connection, 5xx or a
 * gateway page after the portal ran the call) may hide a write that landed, so the result says
 * what the portal shows rather than what the transport saw.
 */
async function verify(context: PlanContext, writes: WriteResult[]): Promise<{ writes: WriteResult[]; mismatches: Mismatch[] }> {
  const { plan, client, portalId } = context;
  const attempted = (w: WriteResult): boolean => w.status === 'applied' || w.status === 'failed';
  const settingsWritten = writes.some((w) => w.target.kind === 'settings' && attempted(w));
  const rolesWritten = writes.some((w) => w.target.kind === 'role' && attempted(w));
  let settings: PortalSettings | undefined;
  let roles: Map<string, readonly string[]> | undefined;
  let readError: unknown;
  try {
    [settings, roles] = await Promise.all([
      settingsWritten ? client.getSettings(portalId) : Promise.resolve(undefined),
      rolesWritten ? client.listRoles(portalId, { privileges: true }).then((list) => new Map(list.map((r) => [r.id, r.privileges ?? []]))) : Promise.resolve(undefined),
    ]);
  } catch (err) {
    readError = err;
  }
  const found: Mismatch[] = [];
  const verified = writes.map((w): WriteResult => {
    if (!attempted(w)) return w;
    if (readError !== undefined) {
      if (w.status === 'failed') return { ...w, status: 'unverified', error: lostAnswer(w.error, 'Reading it back failed too, so whether it landed is unknown.') };
      const error = new TransportError('the write succeeded but reading it back failed, so it is not verified', { code: 'verify_failed', operation: 'verify', cause: readError });
      return { ...w, status: 'unverified', error: errorJson(error) };
    }
    const check = readBack(plan, w.target, settings, roles);
    // A failed call is decided by the read-back too (its error is kept either way).
    if (check.mismatches.length === 0) return w.status === 'applied' ? w : { ...w, status: 'applied', error: lostAnswer(w.error, 'The read-back shows the write landed.') };
    if (w.status === 'failed' && check.untouched) return w;
    found.push(...check.mismatches);
    const unverified = { ...w, status: 'unverified', mismatches: check.mismatches.map(mismatchText) } as const;
    return w.status === 'applied' ? unverified : { ...unverified, error: lostAnswer(w.error, 'The read-back shows it partly landed.') };
  });
  return { writes: verified, mismatches: found };
}

/**
 * One part the read-back shows differently from what was sent. `byAnotherWriter`: a part this
 * request sent back unchanged (we write whole fields and whole privilege lists). Within one process
 * the lock rules out another portal-ops write, so the usual cause is a writer elsewhere (a second
 * worker process or isolate, a person) changing it after us.
 */
interface Mismatch {
  readonly what: string;
  readonly byAnotherWriter: boolean;
}

const mismatchText = (m: Mismatch): string => (m.byAnotherWriter ? `${m.what} (not changed by this request: another writer changed it after this write?)` : m.what);

/** What the read-back shows of one write's target: what differs from what was sent, and whether it reads exactly as before the run. */
function readBack(plan: Plan, target: WriteTarget, settings: PortalSettings | undefined, roles: Map<string, readonly string[]> | undefined): { mismatches: Mismatch[]; untouched: boolean } {
  if (target.kind === 'settings') {
    return {
      mismatches: plan.settings.flatMap((f) => settingsMismatches(f, settings?.[f.field])),
      untouched: plan.settings.every((f) => settingsValueEqual(f.field, f.before, settings?.[f.field])),
    };
  }
  const role = plan.roles.find((r) => r.roleId === target.roleId);
  const actual = roles?.get(target.roleId);
  return { mismatches: roleMismatches(role, actual), untouched: role !== undefined && actual !== undefined && sameMembers(role.before, actual) };
}

const sameMembers = (a: readonly string[], b: readonly string[]): boolean => {
  const set = new Set(a);
  return new Set(b).size === set.size && b.every((x) => set.has(x));
};

/** A failed write's error, with what the read-back found appended to its message. */
function lostAnswer(error: Record<string, unknown> | undefined, finding: string): Record<string, unknown> {
  const base = error ?? errorJson(new TransportError('the write failed', { code: 'write_failed' }));
  return { ...base, message: `${String(base.message).replace(/\.?$/, '.')} ${finding}` };
}

/** What of `sent` the portal does not show. Extra keys the portal adds on its own are not ours to judge. */
function settingsMismatches(plan: SettingsFieldPlan, actual: unknown): Mismatch[] {
  const field: SettingsField = plan.field;
  const sent = plan.after;
  if (!isObject(sent)) return jsonEqual(sent, actual) ? [] : [{ what: field, byAnotherWriter: false }];
  const got = isObject(actual) ? actual : {};
  const before = isObject(plan.before) ? plan.before : {};
  const out: Mismatch[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (!leafValueEqual(key, value, got[key])) out.push({ what: `${field}.${key}`, byAnotherWriter: leafValueEqual(key, value, before[key]) });
  }
  if (isObject(plan.before)) {
    for (const key of Object.keys(plan.before)) if (!Object.hasOwn(sent, key) && Object.hasOwn(got, key)) out.push({ what: `${field}.${key} (should be removed)`, byAnotherWriter: false });
  }
  return out;
}

function roleMismatches(role: RolePlan | undefined, actual: readonly string[] | undefined): Mismatch[] {
  if (role === undefined) return [];
  if (actual === undefined) return [{ what: `role "${role.roleName}" is gone`, byAnotherWriter: false }];
  const have = new Set(actual);
  const want = new Set(role.after);
  const ours = new Set([...role.added, ...role.removed]);
  const mismatch = (p: string, problem: string): Mismatch => ({ what: `role "${role.roleName}": ${p} ${problem}`, byAnotherWriter: !ours.has(p) });
  return [...role.after.filter((p) => !have.has(p)).map((p) => mismatch(p, 'missing')), ...actual.filter((p) => !want.has(p)).map((p) => mismatch(p, 'still present'))];
}

function summarize(plan: Plan, writes: readonly WriteResult[], mismatches: readonly Mismatch[]): ApplyResult {
  const landed = writes.filter((w) => w.status === 'applied').length;
  const status = landed === writes.length ? 'applied' : landed === 0 && !writes.some((w) => w.status === 'unverified') ? 'failed' : 'partial';
  if (status === 'applied') return { plan, status, writes };
  const firstError = writes.find((w) => w.error !== undefined)?.error;
  const error =
    mismatches.length > 0
      ? errorJson(mismatchError(mismatches))
      : (firstError ?? errorJson(new ConflictError('some writes did not land', { code: 'not_applied' })));
  return { plan, status, writes, error };
}

/** When only parts this request did not change differ, its own changes did land: say so, not "did not take". */
function mismatchError(mismatches: readonly Mismatch[]): ConflictError {
  if (!mismatches.every((m) => m.byAnotherWriter)) {
    return new ConflictError(`the portal did not take: ${mismatches.map(mismatchText).join('; ')}`, { code: 'not_applied', operation: 'verify' });
  }
  const names = mismatches.map((m) => m.what).join('; ');
  return new ConflictError(
    `this request's changes read back as written, but parts it did not change no longer do (${names}): another writer changed them right after this write. ` +
      'Run the request again to check; re-running is safe.',
    { code: 'changed_concurrently', operation: 'verify' },
  );
}

function roleTarget(role: RolePlan) {
  return { kind: 'role', roleId: role.roleId, roleName: role.roleName } as const;
}

export function errorJson(err: unknown): Record<string, unknown> {
  if (err instanceof PortalOpsError) return err.toJSON();
  return new TransportError(err instanceof Error ? err.message : String(err), { code: 'unexpected', cause: err }).toJSON();
}
