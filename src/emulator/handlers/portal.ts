/**
 * `GET portals/self` (or `portals/<id>`) and `GET portals/<id>/settings`.
 */
import { PORTAL_CONFIG_SINCE, releaseAtLeast } from '../../catalog/release.ts';
import { userView } from '../auth.ts';
import type { CallContext, EmulatorCore } from '../core.ts';

export function portalSelf({ core, caller }: CallContext): unknown {
  const { options } = core;
  const body: Record<string, unknown> = {
    id: options.portalId,
    name: core.state.organization.name,
    currentVersion: options.currentVersion,
    isPortal: !options.hosted,
    portalMode: options.hosted ? 'multitenant' : 'singletenant',
    portalName: options.hosted ? 'Hosted organization (emulated)' : 'Portal (emulated)',
    supportsOAuth: true,
    allSSL: true,
  };
  if (options.hosted) body['urlKey'] = 'example';
  if (caller !== undefined) body['user'] = { ...userView(caller), orgId: options.portalId };
  return body;
}

/** True when this deployment has `portalConfigProperties` (self-hosted, 11.0 or later). */
export function supportsPortalConfig(core: EmulatorCore): boolean {
  const { release } = core.options;
  return release !== undefined && releaseAtLeast(release, PORTAL_CONFIG_SINCE);
}

export function portalSettings({ core }: CallContext): unknown {
  const settings = JSON.parse(JSON.stringify(core.state.settings)) as Record<string, unknown>;
  if (!supportsPortalConfig(core)) delete settings['portalConfigProperties'];
  return settings;
}
