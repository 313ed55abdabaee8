/**
 * Who is calling: token lookup (form field, `X-Esri-Authorization`, `Authorization`, query string),
 * the member's role and privileges as `portals/self` reports them, and the permission rules of the
 * facts page (default administrator; `portal:admin:manageSecurity` for settings/update).
 */
import { PRIVILEGES } from '../catalog/privileges.ts';
import { releaseAtLeast, type Release } from '../catalog/release.ts';
import type { PortalUser } from '../portal/types.ts';
import type { ResolvedOptions } from './options.ts';
import { invalidToken, permissionDenied, tokenRequired } from './portalErrors.ts';
import type { EmulatorState } from './state.ts';
import type { TokenStore } from './tokens.ts';

export interface PresentedToken {
  readonly value: string;
  readonly inUrl: boolean;
}

/** The member behind a valid token, with role and privileges as of this call. */
export interface Caller {
  readonly username: string;
  readonly role: 'org_admin' | 'org_publisher' | 'org_user';
  readonly roleId?: string;
  readonly privileges: readonly string[];
}

/** Body field first, then the two headers, then the URL (accepted, but logged as `tokenInUrl`). */
export function presentedToken(body: URLSearchParams, query: URLSearchParams, headers: Headers): PresentedToken | undefined {
  const fromBody = body.get('token');
  if (fromBody !== null && fromBody !== '') return { value: fromBody, inUrl: false };
  for (const name of ['x-esri-authorization', 'authorization']) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.get(name) ?? '');
    if (m?.[1] !== undefined) return { value: m[1], inUrl: false };
  }
  const fromQuery = query.get('token');
  if (fromQuery !== null && fromQuery !== '') return { value: fromQuery, inUrl: true };
  return undefined;
}

export interface AuthDeps {
  readonly options: ResolvedOptions;
  readonly tokens: TokenStore;
  readonly state: () => EmulatorState;
}

/** 499 without a token, 498 for an unknown or expired one. */
export function authenticate(deps: AuthDeps, token: PresentedToken | undefined): Caller {
  if (token === undefined) throw tokenRequired();
  const issued = deps.tokens.verify(token.value, deps.options.now());
  if (issued === undefined) throw invalidToken();
  const caller = describeCaller(deps, issued.username);
  if (caller === undefined) throw invalidToken();
  return caller;
}

const USER_PRIVILEGES = [
  'portal:user:viewOrgUsers',
  'portal:user:createGroup',
  'portal:user:joinGroup',
  'portal:user:viewOrgGroups',
  'portal:user:createItem',
  'portal:user:viewOrgItems',
  'portal:user:shareToGroup',
  'portal:user:shareToOrg',
  'portal:user:shareGroupToOrg',
  'features:user:edit',
];
const PUBLISHER_PRIVILEGES = [
  ...USER_PRIVILEGES,
  'portal:user:shareToPublic',
  'portal:user:shareGroupToPublic',
  'portal:publisher:publishFeatures',
  'portal:publisher:publishTiles',
  'portal:publisher:publishScenes',
  'portal:publisher:registerDataStores',
  'premium:user:geocode',
  'premium:user:networkanalysis',
  'premium:user:spatialanalysis',
  'premium:user:geoenrichment',
  'premium:user:demographics',
];

/** Privileges that exist at the release (hosted organizations have every one). */
export function privilegeAvailable(release: Release | undefined, since: string | undefined): boolean {
  return release === undefined || since === undefined || releaseAtLeast(release, since);
}

export function describeCaller(deps: AuthDeps, username: string): Caller | undefined {
  const user = deps.options.users.find((u) => u.username === username);
  if (user === undefined) return undefined;
  const release = deps.options.release;
  switch (user.role) {
    case 'admin':
      return {
        username,
        role: 'org_admin',
        privileges: PRIVILEGES.filter((p) => privilegeAvailable(release, p.since)).map((p) => p.id),
      };
    case 'publisher':
      return { username, role: 'org_publisher', privileges: PUBLISHER_PRIVILEGES };
    case 'user':
      return { username, role: 'org_user', privileges: USER_PRIVILEGES };
    default: {
      const role = deps.state().roles.find((r) => r.id === user.role);
      const privileges = role?.privileges ?? [];
      return { username, role: roleTypeOf(privileges), roleId: user.role, privileges: [...privileges] };
    }
  }
}

/** A custom role's member type follows its privileges: any administrative one makes an org_admin. */
function roleTypeOf(privileges: readonly string[]): Caller['role'] {
  if (privileges.some((p) => p.includes(':admin:'))) return 'org_admin';
  if (privileges.some((p) => p.includes(':publisher:'))) return 'org_publisher';
  return 'org_user';
}

export function isDefaultAdmin(caller: Caller): boolean {
  return caller.role === 'org_admin' && caller.roleId === undefined;
}

/** setPrivileges, createRole, role update and delete. */
export function requireDefaultAdmin(caller: Caller): void {
  if (!isDefaultAdmin(caller)) throw permissionDenied();
}

/** settings/update: a default administrator, or a custom role holding manageSecurity. */
export function requireSecurityAdmin(caller: Caller): void {
  if (isDefaultAdmin(caller)) return;
  if (caller.role === 'org_admin' && caller.privileges.includes('portal:admin:manageSecurity')) return;
  throw permissionDenied();
}

/** The `user` object of `portals/self`. */
export function userView(caller: Caller): PortalUser {
  const view: PortalUser = { username: caller.username, role: caller.role, privileges: [...caller.privileges] };
  if (caller.roleId !== undefined) view.roleId = caller.roleId;
  return view;
}
