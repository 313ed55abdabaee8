import { findConfigProperty } from '../catalog/configProperties.ts';
import { findPrivilege } from '../catalog/privileges.ts';
import { describeTarget, formatRelease, PORTAL_CONFIG_SINCE, releaseAtLeast, SETTINGS_UPDATE_SINCE, type Target } from '../catalog/release.ts';

/**
 * Release gating: what the target portal can take. A self-hosted portal has the features of its
 * release; a hosted organization is always on the current release, so every privilege exists there
 * and only self-hosted-only features (portalConfigProperties) are refused.
 */
export interface GateFinding {
  message: string;
  hint?: string;
}

const raise = (since: string): string => `remove it, or pass --release ${since} (or later) if the portal is newer`;

export function privilegeGate(id: string, target: Target): GateFinding | undefined {
  const p = findPrivilege(id);
  if (p?.since === undefined || target.kind !== 'selfHosted') return undefined;
  if (releaseAtLeast(target.release, p.since)) return undefined;
  return { message: `"${id}" was introduced at ${p.since}; the target portal is ${formatRelease(target.release)}`, hint: raise(p.since) };
}

export function settingsUpdateGate(target: Target): GateFinding | undefined {
  if (target.kind !== 'selfHosted' || releaseAtLeast(target.release, SETTINGS_UPDATE_SINCE)) return undefined;
  return { message: `settings/update exists from release ${SETTINGS_UPDATE_SINCE}; the target portal is ${formatRelease(target.release)}`, hint: 'upgrade the portal, or change these settings in its admin pages' };
}

export function portalConfigGate(target: Target): GateFinding | undefined {
  if (target.kind === 'hosted') {
    return { message: 'portalConfigProperties exists only on self-hosted portals (11.0 and later), not on a hosted organization', hint: 'remove this change, or point the request at a self-hosted portal' };
  }
  if (target.kind === 'selfHosted' && !releaseAtLeast(target.release, PORTAL_CONFIG_SINCE)) {
    return { message: `portalConfigProperties exists from release ${PORTAL_CONFIG_SINCE}; the target is ${describeTarget(target)}`, hint: 'before 11.0 these properties live in the portal configuration file' };
  }
  return undefined;
}

export function configPropertyGate(name: string, target: Target): { error?: GateFinding; warning?: GateFinding } {
  const p = findConfigProperty(name);
  if (p === undefined || target.kind !== 'selfHosted') return {};
  if (!releaseAtLeast(target.release, p.since)) {
    return { error: { message: `"${name}" was introduced at ${p.since}; the target portal is ${formatRelease(target.release)}`, hint: raise(p.since) } };
  }
  if (p.deprecatedAt !== undefined && releaseAtLeast(target.release, p.deprecatedAt)) {
    return { warning: { message: `"${name}" is deprecated from ${p.deprecatedAt}; the target portal is ${formatRelease(target.release)}`, hint: 'the portal may ignore it; plan to remove it' } };
  }
  return {};
}
