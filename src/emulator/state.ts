/**
 * The emulated organization's persistent state: its settings object (managed and unmanaged keys
 * alike) and its roles. Tokens, the call log and faults are not state: they live in memory only.
 */
import * as z from 'zod';
import { PREBUILT_ROLES } from '../portal/types.ts';

export interface StoredRole {
  id: string;
  name: string;
  description: string;
  created: number;
  modified: number;
  privileges: string[];
}

export interface EmulatorState {
  /** Format version of this object, for files written by `--state`. */
  version: 1;
  organization: { name: string };
  /** Exactly what `GET settings` answers (the emulator removes nothing but unsupported keys). */
  settings: Record<string, unknown>;
  /** Pre-built roles first, then custom roles in creation order. */
  roles: StoredRole[];
}

const ROLE_ID = /^[A-Za-z0-9]{16}$/;

const storedRoleSchema = z.object({
  id: z.string().regex(ROLE_ID, 'role ids are 16 alphanumeric characters'),
  name: z.string().min(1).max(128),
  description: z.string().max(250),
  created: z.number().int(),
  modified: z.number().int(),
  privileges: z.array(z.string()),
});

export const emulatorStateSchema = z
  .object({
    version: z.literal(1),
    organization: z.object({ name: z.string() }),
    settings: z.record(z.string(), z.unknown()),
    roles: z.array(storedRoleSchema),
  })
  .superRefine((state, ctx) => {
    const ids = new Set<string>();
    for (const [i, role] of state.roles.entries()) {
      if (ids.has(role.id)) ctx.addIssue({ code: 'custom', path: ['roles', i, 'id'], message: `duplicate role id ${role.id}` });
      ids.add(role.id);
    }
  });

/** Parses untrusted state (a file, a PUT body); throws with zod's issues on a bad shape. */
export function parseEmulatorState(value: unknown): EmulatorState {
  return emulatorStateSchema.parse(value) as EmulatorState;
}

/** A deep copy through JSON, so callers never hold references into the live state. */
export function cloneState(state: EmulatorState): EmulatorState {
  return JSON.parse(JSON.stringify(state)) as EmulatorState;
}

export function isPrebuiltRole(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(PREBUILT_ROLES, id);
}

/** Roles as `GET roles` lists them: pre-built first, then custom roles in creation order. */
export function orderedRoles(state: EmulatorState): StoredRole[] {
  const prebuilt = state.roles.filter((r) => isPrebuiltRole(r.id));
  const custom = state.roles.filter((r) => !isPrebuiltRole(r.id));
  return [...prebuilt, ...custom];
}
