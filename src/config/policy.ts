import type { PolicyRule } from './portalsConfig.ts';

/**
 * Deny by default: a principal may use the change kinds its rules list, on the portals they list
 * (all portals when a rule lists none). Principals match exactly or by a trailing `*`.
 */
export type PolicyDecision = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

export function principalMatches(pattern: string, principal: string): boolean {
  return pattern.endsWith('*') ? principal.startsWith(pattern.slice(0, -1)) : pattern === principal;
}

export function authorize(policy: readonly PolicyRule[], principal: string, kinds: readonly string[], portal: string): PolicyDecision {
  const rules = policy.filter((r) => principalMatches(r.principal, principal) && (r.portals === undefined || r.portals.includes(portal)));
  if (rules.length === 0) return { allowed: false, reason: `no policy allows ${principal} to change portal "${portal}"` };
  const refused = [...new Set(kinds)].filter((kind) => !rules.some((r) => r.allow.includes('*') || r.allow.includes(kind)));
  if (refused.length > 0) return { allowed: false, reason: `${principal} may not make ${refused.join(', ')} changes on portal "${portal}"` };
  return { allowed: true };
}
