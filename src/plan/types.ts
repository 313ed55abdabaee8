import type { Issue } from '../errors.ts';
import type { SettingsField } from '../portal/types.ts';

/** One leaf difference, for people: `informationalBanner.text: "a" → "b"`. */
export interface FieldChange {
  readonly path: string;
  readonly op: '+' | '-' | '~';
  readonly before?: unknown;
  readonly after?: unknown;
}

/** A top-level settings field to send whole, with the leaf changes that explain it. */
export interface SettingsFieldPlan {
  readonly field: SettingsField;
  readonly before: unknown;
  /** The whole value `settings/update` will carry. */
  readonly after: unknown;
  readonly changes: readonly FieldChange[];
}

export interface RolePlan {
  readonly roleId: string;
  readonly roleName: string;
  readonly before: readonly string[];
  /** The full list `setPrivileges` will carry (it replaces). */
  readonly after: readonly string[];
  readonly added: readonly string[];
  readonly removed: readonly string[];
}

export interface PortalIdentity {
  readonly alias: string;
  readonly url: string;
  readonly id: string;
  readonly name?: string;
  readonly kind: 'hosted' | 'selfHosted';
  readonly release?: string;
  readonly username?: string;
}

export interface Plan {
  readonly portal: PortalIdentity;
  readonly reason?: string;
  readonly settings: readonly SettingsFieldPlan[];
  readonly roles: readonly RolePlan[];
  /** What the request asked for that is already so. */
  readonly unchanged: readonly string[];
  readonly warnings: readonly Issue[];
  readonly notes: readonly string[];
  readonly changed: boolean;
}

export type WriteTarget = { readonly kind: 'settings'; readonly fields: readonly SettingsField[] } | { readonly kind: 'role'; readonly roleId: string; readonly roleName: string };

export interface WriteResult {
  readonly target: WriteTarget;
  /**
   * applied: the read-back shows it (when the portal's answer was lost, `error` says so);
   * unverified: the read-back differs (`mismatches`) or failed, so it may have partly landed;
   * failed: the call failed and the read-back shows it did not land; not-attempted: never sent.
   */
  readonly status: 'applied' | 'unverified' | 'failed' | 'not-attempted';
  readonly error?: Record<string, unknown>;
  /** Fields or privileges the read-back showed the portal did not take. */
  readonly mismatches?: readonly string[];
}

export interface ApplyResult {
  readonly plan: Plan;
  /** noop: nothing to write; applied: every write landed and verified; partial: some did; failed: none did. */
  readonly status: 'noop' | 'applied' | 'partial' | 'failed';
  readonly writes: readonly WriteResult[];
  readonly error?: Record<string, unknown>;
}
