import type { Issue } from '../errors.ts';
import { matchPrivileges, isGlob } from '../catalog/privileges.ts';
import { formatPath } from '../request/jsonPath.ts';
import { groupSharingWarning } from '../request/rules.ts';
import type { RolePrivilegesChange } from '../request/schema.ts';
import { PREBUILT_ROLES, type RoleSummary } from '../portal/types.ts';
import type { RolePlan } from './types.ts';

/**
 * Role references resolve by id first, then by exact name; an ambiguous or unknown name is an
 * error, as is a pre-built role. The desired privileges are the full list setPrivileges will carry.
 */
export interface RolesPlanResult {
  readonly roles: RolePlan[];
  readonly unchanged: string[];
  readonly warnings: Issue[];
  readonly errors: Issue[];
}

export function resolveRole(roles: readonly RoleSummary[], ref: string): { role: RoleSummary } | { error: string; hint?: string } {
  const byId = roles.find((r) => r.id === ref);
  const role = byId ?? singleByName(roles, ref);
  if (role === 'ambiguous') return { error: `more than one role is named "${ref}"`, hint: 'refer to the role by its id' };
  if (role === undefined) {
    const caseOnly = roles.find((r) => r.name.toLowerCase() === ref.toLowerCase());
    return { error: `no custom role with the id or name "${ref}"`, hint: caseOnly ? `names are exact: did you mean "${caseOnly.name}"?` : 'names must match exactly; ids are 16 characters' };
  }
  const prebuilt = PREBUILT_ROLES[role.id];
  if (prebuilt !== undefined) return { error: `"${ref}" is the pre-built ${prebuilt} role; its privileges cannot be changed`, hint: 'create a custom role and change that one' };
  return { role };
}

function singleByName(roles: readonly RoleSummary[], name: string): RoleSummary | 'ambiguous' | undefined {
  const found = roles.filter((r) => r.name === name);
  return found.length > 1 ? 'ambiguous' : found[0];
}

export function desiredPrivileges(current: readonly string[], change: RolePrivilegesChange): string[] {
  if (change.set !== undefined) return [...new Set(change.set)];
  const removed = new Set<string>();
  for (const entry of change.remove ?? []) {
    if (isGlob(entry)) for (const p of matchPrivileges(entry)) removed.add(p.id);
    else removed.add(entry);
  }
  const kept = current.filter((p) => !removed.has(p));
  return [...new Set([...kept, ...(change.add ?? [])])];
}

export function planRoles(roles: readonly RoleSummary[], changes: ReadonlyArray<{ change: RolePrivilegesChange; index: number }>): RolesPlanResult {
  const out: RolesPlanResult = { roles: [], unchanged: [], warnings: [], errors: [] };
  const seen = new Map<string, number>();
  for (const { change, index } of changes) {
    const at = ['changes', index];
    const resolved = resolveRole(roles, change.role.trim());
    if ('error' in resolved) {
      out.errors.push({ path: formatPath([...at, 'role']), message: resolved.error, ...(resolved.hint === undefined ? {} : { hint: resolved.hint }) });
      continue;
    }
    const { role } = resolved;
    const earlier = seen.get(role.id);
    if (earlier !== undefined) {
      out.errors.push({ path: formatPath([...at, 'role']), message: `changes[${earlier}] already changes this role (${role.name}, ${role.id})`, hint: `merge this change into changes[${earlier}]` });
      continue;
    }
    seen.set(role.id, index);
    const before = role.privileges ?? [];
    const after = desiredPrivileges(before, change);
    if (after.length === 0 && change.allowEmpty !== true) {
      out.errors.push({ path: formatPath(at), message: `this would leave the role "${role.name}" with no privileges`, hint: 'add "allowEmpty": true if that is intended' });
      continue;
    }
    const sharing = groupSharingWarning(after, at);
    if (sharing) out.warnings.push(sharing);
    const beforeSet = new Set(before);
    const afterSet = new Set(after);
    const added = after.filter((p) => !beforeSet.has(p));
    const removed = before.filter((p) => !afterSet.has(p));
    if (added.length === 0 && removed.length === 0) out.unchanged.push(`role "${role.name}" already has the requested privileges`);
    else out.roles.push({ roleId: role.id, roleName: role.name, before, after, added, removed });
  }
  return out;
}
