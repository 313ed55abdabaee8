/**
 * The call log the test hooks expose: one entry per request under the REST root, with the
 * normalized operation name and whether a token travelled in the URL (which clients must never do).
 */

export type OperationName =
  | 'generateToken'
  | 'oauth2/token'
  | 'portals/self'
  | 'community/self'
  | 'settings'
  | 'settings/update'
  | 'roles'
  | 'roles/get'
  | 'roles/privileges'
  | 'createRole'
  | 'roles/update'
  | 'roles/delete'
  | 'roles/setPrivileges'
  | 'unknown';

export const OPERATION_NAMES: readonly OperationName[] = [
  'generateToken',
  'oauth2/token',
  'portals/self',
  'community/self',
  'settings',
  'settings/update',
  'roles',
  'roles/get',
  'roles/privileges',
  'createRole',
  'roles/update',
  'roles/delete',
  'roles/setPrivileges',
  'unknown',
];

export interface CallRecord {
  readonly seq: number;
  readonly operation: OperationName;
  readonly method: string;
  /** HTTP status sent; 0 when the connection was dropped by a fault. */
  readonly status: number;
  /** The portal error code in the body (HTTP 200 errors included), when the answer was an error. */
  readonly errorCode?: number;
  readonly tokenInUrl: boolean;
  /** ISO 8601 time the call arrived. */
  readonly at: string;
  /** Name of the fault that shaped the answer, if any. */
  readonly fault?: string;
}

/** Bounded so a long rehearsal does not grow without limit; `seq` keeps counting. */
const MAX_ENTRIES = 10_000;

export class CallLog {
  #seq = 0;
  #entries: CallRecord[] = [];

  nextSeq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  add(record: CallRecord): void {
    this.#entries.push(record);
    if (this.#entries.length > MAX_ENTRIES) this.#entries.splice(0, this.#entries.length - MAX_ENTRIES);
  }

  list(): CallRecord[] {
    return [...this.#entries];
  }

  clear(): void {
    this.#entries = [];
  }
}
