/**
 * `POST portals/<id>/roles/<role_id>/setPrivileges` with the form field
 * `privileges={"privileges":[...]}`.
 *
 * Every known client treats it as a full replacement, and so does the emulator. Pre-built roles are
 * refused. EMULATOR CHOICE (the real behaviour is undocumented): an unknown privilege string is
 * refused with error 400 naming it, instead of being stored or silently dropped, and so is a
 * privilege newer than the self-hosted release. Hosted organizations have every privilege.
 */
import { findPrivilege } from '../../catalog/privileges.ts';
import { privilegeAvailable, requireDefaultAdmin } from '../auth.ts';
import type { CallContext } from '../core.ts';
import { badParameter, PortalFailure } from '../portalErrors.ts';
import { mutableRole } from './roles.ts';

export async function setPrivileges({ core, params, caller, roleId, dropFields }: CallContext): Promise<unknown> {
  if (caller === undefined) throw new Error('setPrivileges reached without a caller');
  requireDefaultAdmin(caller);
  const role = mutableRole(core, roleId);
  const requested = parsePrivileges(params.get('privileges'));

  const problems: string[] = [];
  for (const id of requested) {
    const privilege = findPrivilege(id);
    if (privilege === undefined) problems.push(`Unknown privilege '${id}'.`);
    else if (!privilegeAvailable(core.options.release, privilege.since)) {
      problems.push(`Privilege '${id}' requires release ${privilege.since ?? '?'} or later.`);
    }
  }
  if (problems.length > 0) throw new PortalFailure(400, 'Invalid privileges.', problems, 'EMU_0203');

  role.privileges = [...new Set(requested)].filter((id) => !dropFields.includes(id));
  role.modified = core.options.now();
  await core.commit();
  return { success: true };
}

function parsePrivileges(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') throw badParameter("'privileges' must be specified.");
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badParameter("'privileges' is not valid JSON.");
  }
  const list = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)['privileges'] : undefined;
  if (!Array.isArray(list) || !list.every((p): p is string => typeof p === 'string')) {
    throw badParameter('\'privileges\' must be a JSON object {"privileges":[...]} holding an array of strings.');
  }
  return list;
}
