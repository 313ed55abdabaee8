import { ConflictError, PortalOpsError, TransportError } from '../errors.ts';
import type { PortalClient } from '../portal/client.ts';
import type { PortalSettings, SettingsField } from '../portal/types.ts';
import { normalizeButtons } from './settingsPlan.ts';
import type { ApplyResult, Plan, RolePlan, SettingsFieldPlan, WriteResult } from './types.ts';
import { isRecord, jsonEqual, mapSettled } from './values.ts';

/**
 * Writes a plan and proves it landed: one settings/update carrying only the changed top-level
 * fields, setPrivileges per changed role (bounded concurrency), then a read-back of each. Every
 * write carries the full desired value, so re-running after any failure is safe.
 */
export interface PlanContext {
  readonly plan: Plan;
  readonly client: PortalClient;
  readonly portalId: string;
  readonly settingsChanged: boolean;
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
  return summarize(plan, verified);
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

/** Reads back what was written; a field or privilege the portal did not take turns the write 'unverified'. */
async function verify(context: PlanContext, writes: WriteResult[]): Promise<WriteResult[]> {
  const { plan, client, portalId } = context;
  const settingsWritten = writes.some((w) => w.target.kind === 'settings' && w.status === 'applied');
  const rolesWritten = writes.some((w) => w.target.kind === 'role' && w.status === 'applied');
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
  return writes.map((w) => {
    if (w.status !== 'applied') return w;
    if (readError !== undefined) {
      const error = new TransportError('the write succeeded but reading it back failed, so it is not verified', { code: 'verify_failed', operation: 'verify', cause: readError });
      return { ...w, status: 'unverified', error: errorJson(error) };
    }
    const mismatches =
      w.target.kind === 'settings'
        ? plan.settings.flatMap((f) => settingsMismatches(f, settings?.[f.field]))
        : roleMismatches(plan.roles.find((r) => w.target.kind === 'role' && r.roleId === w.target.roleId), roles);
    return mismatches.length === 0 ? w : { ...w, status: 'unverified', mismatches };
  });
}

/** What of `sent` the portal does not show. Extra keys the portal adds on its own are not ours to judge. */
export function settingsMismatches(plan: SettingsFieldPlan, actual: unknown): string[] {
  const field: SettingsField = plan.field;
  const sent = plan.after;
  if (!isRecord(sent)) return jsonEqual(sent, actual) ? [] : [field];
  const got = isRecord(actual) ? actual : {};
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    const same = key === 'buttons' ? normalizeButtons(value) === normalizeButtons(got[key]) : jsonEqual(value, got[key]);
    if (!same) out.push(`${field}.${key}`);
  }
  if (isRecord(plan.before)) {
    for (const key of Object.keys(plan.before)) if (!Object.hasOwn(sent, key) && Object.hasOwn(got, key)) out.push(`${field}.${key} (should be removed)`);
  }
  return out;
}

function roleMismatches(role: RolePlan | undefined, roles: Map<string, readonly string[]> | undefined): string[] {
  if (role === undefined) return [];
  const actual = roles?.get(role.roleId);
  if (actual === undefined) return [`role "${role.roleName}" is gone`];
  const have = new Set(actual);
  const want = new Set(role.after);
  return [
    ...role.after.filter((p) => !have.has(p)).map((p) => `role "${role.roleName}": ${p} missing`),
    ...actual.filter((p) => !want.has(p)).map((p) => `role "${role.roleName}": ${p} still present`),
  ];
}

function summarize(plan: Plan, writes: readonly WriteResult[]): ApplyResult {
  const landed = writes.filter((w) => w.status === 'applied').length;
  const status = landed === writes.length ? 'applied' : landed === 0 && !writes.some((w) => w.status === 'unverified') ? 'failed' : 'partial';
  if (status === 'applied') return { plan, status, writes };
  const mismatches = writes.flatMap((w) => w.mismatches ?? []);
  const firstError = writes.find((w) => w.error !== undefined)?.error;
  const error =
    mismatches.length > 0
      ? errorJson(new ConflictError(`the portal did not take: ${mismatches.join('; ')}`, { code: 'not_applied', operation: 'verify' }))
      : (firstError ?? errorJson(new ConflictError('some writes did not land', { code: 'not_applied' })));
  return { plan, status, writes, error };
}

function roleTarget(role: RolePlan) {
  return { kind: 'role', roleId: role.roleId, roleName: role.roleName } as const;
}

export function errorJson(err: unknown): Record<string, unknown> {
  if (err instanceof PortalOpsError) return err.toJSON();
  return new TransportError(err instanceof Error ? err.message : String(err), { code: 'unexpected', cause: err }).toJSON();
}
