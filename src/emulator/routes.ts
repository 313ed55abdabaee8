/**
 * The operations under the REST root: path pattern, normalized name, method, auth and the release
 * that introduced them. `:portal` matches `self` or the portal id; `:role` a role id.
 */
import { SETTINGS_UPDATE_SINCE } from '../catalog/release.ts';
import type { OperationName } from './callLog.ts';
import type { Handler } from './core.ts';
import { communitySelf } from './handlers/community.ts';
import { portalSelf, portalSettings } from './handlers/portal.ts';
import { createRole, deleteRole, getRole, getRolePrivileges, listRoles, updateRole } from './handlers/roles.ts';
import { setPrivileges } from './handlers/setPrivileges.ts';
import { settingsUpdate } from './handlers/settingsUpdate.ts';
import { generateToken, oauth2Token } from './handlers/tokens.ts';

export interface Route {
  readonly operation: Exclude<OperationName, 'unknown'>;
  readonly pattern: readonly string[];
  /** `read`: GET or POST; `write`: POST only. */
  readonly kind: 'read' | 'write';
  /** `none`: no token looked at; `optional`: anonymous allowed, a bad token is still 498. */
  readonly auth: 'none' | 'optional' | 'required';
  /** Self-hosted release that introduced the operation; before it the URL does not exist. */
  readonly since?: string;
  readonly handler: Handler;
}

export const ROUTES: readonly Route[] = [
  { operation: 'generateToken', pattern: ['generateToken'], kind: 'write', auth: 'none', handler: generateToken },
  { operation: 'oauth2/token', pattern: ['oauth2', 'token'], kind: 'write', auth: 'none', handler: oauth2Token },
  { operation: 'portals/self', pattern: ['portals', ':portal'], kind: 'read', auth: 'optional', handler: portalSelf },
  { operation: 'community/self', pattern: ['community', 'self'], kind: 'read', auth: 'required', handler: communitySelf },
  { operation: 'settings', pattern: ['portals', ':portal', 'settings'], kind: 'read', auth: 'required', handler: portalSettings },
  {
    operation: 'settings/update',
    pattern: ['portals', ':portal', 'settings', 'update'],
    kind: 'write',
    auth: 'required',
    since: SETTINGS_UPDATE_SINCE,
    handler: settingsUpdate,
  },
  { operation: 'roles', pattern: ['portals', ':portal', 'roles'], kind: 'read', auth: 'required', handler: listRoles },
  { operation: 'roles/get', pattern: ['portals', ':portal', 'roles', ':role'], kind: 'read', auth: 'required', handler: getRole },
  {
    operation: 'roles/privileges',
    pattern: ['portals', ':portal', 'roles', ':role', 'privileges'],
    kind: 'read',
    auth: 'required',
    handler: getRolePrivileges,
  },
  { operation: 'createRole', pattern: ['portals', ':portal', 'createRole'], kind: 'write', auth: 'required', handler: createRole },
  {
    operation: 'roles/update',
    pattern: ['portals', ':portal', 'roles', ':role', 'update'],
    kind: 'write',
    auth: 'required',
    handler: updateRole,
  },
  {
    operation: 'roles/delete',
    pattern: ['portals', ':portal', 'roles', ':role', 'delete'],
    kind: 'write',
    auth: 'required',
    handler: deleteRole,
  },
  {
    operation: 'roles/setPrivileges',
    pattern: ['portals', ':portal', 'roles', ':role', 'setPrivileges'],
    kind: 'write',
    auth: 'required',
    handler: setPrivileges,
  },
];

export interface RouteMatch {
  readonly route: Route;
  readonly portal: string | undefined;
  readonly role: string | undefined;
}

export function matchRoute(segments: readonly string[]): RouteMatch | undefined {
  for (const route of ROUTES) {
    if (route.pattern.length !== segments.length) continue;
    let portal: string | undefined;
    let role: string | undefined;
    let ok = true;
    route.pattern.forEach((part, i) => {
      const seg = segments[i] ?? '';
      if (part === ':portal') portal = seg;
      else if (part === ':role') role = seg;
      else if (part !== seg) ok = false;
    });
    if (ok) return { route, portal, role };
  }
  return undefined;
}
