/**
 * Custom roles: list (paged as the facts page describes), get, privileges, create, update, delete.
 * `setPrivileges` is in its own file.
 */
import { requireDefaultAdmin } from '../auth.ts';
import type { CallContext, EmulatorCore } from '../core.ts';
import { newRoleId } from '../ids.ts';
import { badParameter, prebuiltRoleImmutable, unknownRole } from '../portalErrors.ts';
import { isPrebuiltRole, orderedRoles, type StoredRole } from '../state.ts';

export const MAX_NAME = 128;
export const MAX_DESCRIPTION = 250;
const DEFAULT_NUM = 10;
const MAX_NUM = 100;

function roleView(role: StoredRole): Record<string, unknown> {
  return { id: role.id, name: role.name, description: role.description, created: role.created, modified: role.modified };
}

/** The role named by the path; unknown ids are an error. */
export function findRole(core: EmulatorCore, id: string | undefined): StoredRole {
  const role = core.state.roles.find((r) => r.id === id);
  if (role === undefined) throw unknownRole(id ?? '');
  return role;
}

/** A role the caller may change: exists and is not pre-built. */
export function mutableRole(core: EmulatorCore, id: string | undefined): StoredRole {
  const role = findRole(core, id);
  if (isPrebuiltRole(role.id)) throw prebuiltRoleImmutable(role.id);
  return role;
}

function positiveInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

/** `start` is 1-based; `num` defaults to 10 and is capped at 100; `nextStart` is -1 on the last page. */
export function listRoles({ core, params }: CallContext): unknown {
  const all = orderedRoles(core.state);
  const start = positiveInt(params.get('start')) ?? 1;
  const num = Math.min(positiveInt(params.get('num')) ?? DEFAULT_NUM, MAX_NUM);
  const page = all.slice(start - 1, start - 1 + num);
  const withPrivileges = (params.get('returnPrivileges') ?? '').toLowerCase() === 'true';
  const next = start + num;
  return {
    total: all.length,
    start,
    num,
    nextStart: next > all.length ? -1 : next,
    roles: page.map((r) => (withPrivileges ? { ...roleView(r), privileges: [...r.privileges] } : roleView(r))),
  };
}

export function getRole({ core, roleId }: CallContext): unknown {
  return roleView(findRole(core, roleId));
}

export function getRolePrivileges({ core, roleId }: CallContext): unknown {
  return { privileges: [...findRole(core, roleId).privileges] };
}

function checkName(core: EmulatorCore, name: string, exceptId: string | undefined): void {
  if (name.length > MAX_NAME) throw badParameter(`'name' must be at most ${MAX_NAME} characters.`);
  const lower = name.toLowerCase();
  if (core.state.roles.some((r) => r.id !== exceptId && r.name.toLowerCase() === lower)) {
    throw badParameter('A role with this name already exists.', [`Role name '${name}' is taken.`]);
  }
}

function checkDescription(description: string): void {
  if (description.length > MAX_DESCRIPTION) {
    throw badParameter(`'description' must be at most ${MAX_DESCRIPTION} characters.`);
  }
}

export async function createRole({ core, params, caller }: CallContext): Promise<unknown> {
  if (caller === undefined) throw new Error('createRole reached without a caller');
  requireDefaultAdmin(caller);
  const name = (params.get('name') ?? '').trim();
  if (name === '') throw badParameter("'name' must be specified.");
  const description = params.get('description') ?? '';
  checkName(core, name, undefined);
  checkDescription(description);
  const now = core.options.now();
  const id = newRoleId((candidate) => core.state.roles.some((r) => r.id === candidate));
  core.state.roles.push({ id, name, description, created: now, modified: now, privileges: [] });
  await core.commit();
  return { success: true, id };
}

/** Blank values are ignored unless `clearEmptyFields=true` (which can clear the description only). */
export async function updateRole({ core, params, caller, roleId }: CallContext): Promise<unknown> {
  if (caller === undefined) throw new Error('roles/update reached without a caller');
  requireDefaultAdmin(caller);
  const role = mutableRole(core, roleId);
  const clearEmpty = (params.get('clearEmptyFields') ?? '').toLowerCase() === 'true';
  const name = params.get('name')?.trim();
  const description = params.get('description');
  if (name !== undefined && name !== '') checkName(core, name, role.id);
  if (description !== undefined) checkDescription(description);
  if (name !== undefined && name !== '') role.name = name;
  if (description !== undefined && (description !== '' || clearEmpty)) role.description = description;
  role.modified = core.options.now();
  await core.commit();
  return { success: true };
}

/** A role still assigned to a configured member cannot be deleted. */
export async function deleteRole({ core, caller, roleId }: CallContext): Promise<unknown> {
  if (caller === undefined) throw new Error('roles/delete reached without a caller');
  requireDefaultAdmin(caller);
  const role = mutableRole(core, roleId);
  const members = core.options.users.filter((u) => u.role === role.id).map((u) => u.username);
  if (members.length > 0) {
    throw badParameter('Role cannot be deleted while members are assigned to it.', [`Assigned to: ${members.join(', ')}.`]);
  }
  core.state.roles = core.state.roles.filter((r) => r.id !== role.id);
  await core.commit();
  return { success: true, roleId: role.id };
}
