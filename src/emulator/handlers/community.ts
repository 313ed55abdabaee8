/**
 * `GET community/self`: the signed-in member as a user resource. The vendor's JS client reads it
 * to sign in (`ArcGISIdentityManager.signIn` / `fromToken`), so a rehearsal with that client needs it.
 */
import { userView } from '../auth.ts';
import type { CallContext } from '../core.ts';

export function communitySelf({ core, caller }: CallContext): unknown {
  // The route requires a token, so a caller is always present here.
  if (caller === undefined) return {};
  return { ...userView(caller), fullName: caller.username, orgId: core.options.portalId, access: 'org', provider: 'arcgis', groups: [] };
}
