import type { Issue } from '../errors.ts';
import { type Target } from '../catalog/release.ts';
import { findPrivilege, isGlob, matchPrivileges, PRIVILEGE_IDS } from '../catalog/privileges.ts';
import { contrastRatio, MIN_CONTRAST, parseColor } from './colors.ts';
import { formatPath } from './jsonPath.ts';
import { didYouMean } from './suggest.ts';
import type { AccessNoticeChange, BannerChange, OrgSettingsChange, RolePrivilegesChange } from './schema.ts';
import { privilegeGate } from './gating.ts';

/**
 * Rules on one parsed change that need more than its shape. Each returns errors and warnings;
 * the functions taking final values (contrast, AI/beta, group sharing) are reused at plan time,
 * when the merged portal state is known.
 */
export interface RuleFindings {
  errors: Issue[];
  warnings: Issue[];
}

const blank = (s: string | undefined): boolean => s !== undefined && s.trim() === '';

export function bannerRules(c: BannerChange, at: PropertyKey[], out: RuleFindings): void {
  if (c.enabled === undefined && c.text === undefined && c.bgColor === undefined && c.fontColor === undefined) {
    out.errors.push({ path: formatPath(at), message: 'this banner change changes nothing', hint: 'give at least one of enabled, text, bgColor, fontColor' });
  }
  if (c.enabled === true && blank(c.text)) {
    out.warnings.push({ path: formatPath([...at, 'text']), message: 'the banner is enabled with empty text: an empty bar will show' });
  }
  const contrast = contrastWarning(c.bgColor, c.fontColor, [...at, 'fontColor']);
  if (contrast) out.warnings.push(contrast);
}

/** Low contrast is a warning, never an error: the portal accepts any colour (spec). */
export function contrastWarning(bg: string | undefined, font: string | undefined, at: PropertyKey[]): Issue | undefined {
  if (bg === undefined || font === undefined) return undefined;
  const [b, f] = [parseColor(bg), parseColor(font)];
  if (!b || !f) return undefined;
  const ratio = contrastRatio(b, f);
  if (ratio >= MIN_CONTRAST) return undefined;
  return {
    path: formatPath(at),
    message: `banner contrast ${ratio.toFixed(2)}:1 between "${font}" on "${bg}" is below the WCAG minimum of ${MIN_CONTRAST}:1`,
    hint: 'pick a darker font on a light background or the reverse, e.g. "black" on "#ffcc00"',
  };
}

export function accessNoticeRules(c: AccessNoticeChange, at: PropertyKey[], out: RuleFindings): void {
  if (c.enabled === undefined && c.title === undefined && c.text === undefined && c.buttons === undefined) {
    out.errors.push({ path: formatPath(at), message: 'this access notice change changes nothing', hint: 'give at least one of enabled, title, text, buttons' });
  }
  if (c.enabled === true) {
    for (const field of ['title', 'text'] as const) {
      if (blank(c[field])) {
        out.errors.push({ path: formatPath([...at, field]), message: `an enabled access notice needs a non-empty ${field}`, hint: `write the notice's ${field}, or leave "enabled" out` });
      }
    }
  }
}

export function orgSettingsRules(c: OrgSettingsChange, at: PropertyKey[], out: RuleFindings): void {
  if (c.blockBetaApps === undefined && c.aiAssistantsEnabled === undefined) {
    out.errors.push({ path: formatPath(at), message: 'this orgSettings change changes nothing', hint: 'give blockBetaApps and/or aiAssistantsEnabled' });
  }
  const ai = aiBetaWarning(c.aiAssistantsEnabled, c.blockBetaApps, [...at, 'aiAssistantsEnabled']);
  if (ai) out.warnings.push(ai);
}

/** AI assistants are beta apps: enabling them while beta apps are blocked has no visible effect. */
export function aiBetaWarning(ai: boolean | undefined, blockBeta: boolean | undefined, at: PropertyKey[]): Issue | undefined {
  if (ai !== true || blockBeta !== true) return undefined;
  return { path: formatPath(at), message: 'AI assistants are enabled while beta apps are blocked: assistants need blockBetaApps=false', hint: 'set "blockBetaApps": false as well' };
}

const GROUP_SHARING = ['portal:user:shareGroupToOrg', 'portal:user:shareGroupToPublic'];

/** The spec recommends createGroup alongside the group-sharing privileges. */
export function groupSharingWarning(privileges: readonly string[], at: PropertyKey[]): Issue | undefined {
  const sharing = GROUP_SHARING.filter((p) => privileges.includes(p));
  if (sharing.length === 0 || privileges.includes('portal:user:createGroup')) return undefined;
  return { path: formatPath(at), message: `${sharing.join(' and ')} without portal:user:createGroup: the role can share groups it cannot create`, hint: 'add "portal:user:createGroup"' };
}

/** Role references that name a role portal-ops must never change. */
const DEFAULT_ROLE_NAMES = new Map([
  ['iaaaaaaaaaaaaaaa', 'the pre-built Viewer role'],
  ['ibbbbbbbbbbbbbbb', 'the pre-built Data Editor role'],
  ['viewer', 'the pre-built Viewer role'],
  ['data editor', 'the pre-built Data Editor role'],
  ['org_admin', 'the default Administrator role'],
  ['org_publisher', 'the default Publisher role'],
  ['org_user', 'the default User role'],
  ['administrator', 'the default Administrator role'],
  ['publisher', 'the default Publisher role'],
  ['user', 'the default User role'],
]);

export function rolePrivilegesRules(c: RolePrivilegesChange, at: PropertyKey[], target: Target, out: RuleFindings): void {
  const builtIn = DEFAULT_ROLE_NAMES.get(c.role.trim().toLowerCase());
  if (builtIn !== undefined) {
    out.errors.push({ path: formatPath([...at, 'role']), message: `"${c.role}" is ${builtIn}; its privileges cannot be changed`, hint: 'create a custom role and change that one' });
  }
  const hasSet = c.set !== undefined;
  if (hasSet && (c.add !== undefined || c.remove !== undefined)) {
    out.errors.push({ path: formatPath([...at, 'set']), message: '"set" replaces the whole list and cannot be combined with "add" or "remove"', hint: 'use either "set", or "add" and/or "remove"' });
  }
  if (!hasSet && c.add === undefined && c.remove === undefined) {
    out.errors.push({ path: formatPath(at), message: 'this rolePrivileges change changes nothing', hint: 'give "set", or "add" and/or "remove"' });
  }
  if (c.set !== undefined && c.set.length === 0 && c.allowEmpty !== true) {
    out.errors.push({ path: formatPath([...at, 'set']), message: 'this would leave the role with no privileges', hint: 'add "allowEmpty": true if that is intended' });
  }
  for (const list of ['set', 'add'] as const) {
    c[list]?.forEach((id, i) => {
      const path = formatPath([...at, list, i]);
      if (isGlob(id)) out.errors.push({ path, message: `globs such as "${id}" are allowed only in "remove"`, hint: 'list the privileges one by one, or move the glob to "remove"' });
      else if (findPrivilege(id) === undefined) out.errors.push(unknownPrivilege(id, path));
      else {
        const gate = privilegeGate(id, target);
        if (gate) out.errors.push({ path, ...gate });
      }
    });
    duplicateWarnings(c[list], [...at, list], out);
  }
  const removed = new Set<string>();
  c.remove?.forEach((entry, i) => {
    const path = formatPath([...at, 'remove', i]);
    if (isGlob(entry)) {
      const matches = matchPrivileges(entry);
      if (matches.length === 0) out.errors.push({ path, message: `the glob "${entry}" matches no privilege`, hint: 'globs use * for any characters, e.g. "portal:admin:*"' });
      for (const m of matches) removed.add(m.id);
    } else if (findPrivilege(entry) === undefined) out.errors.push(unknownPrivilege(entry, path));
    else removed.add(entry);
  });
  duplicateWarnings(c.remove, [...at, 'remove'], out);
  c.add?.forEach((id, i) => {
    if (removed.has(id)) out.errors.push({ path: formatPath([...at, 'add', i]), message: `"${id}" is both added and removed`, hint: 'keep it in one list' });
  });
  if (c.set) {
    const w = groupSharingWarning(c.set, [...at, 'set']);
    if (w) out.warnings.push(w);
  }
}

function unknownPrivilege(id: string, path: string): Issue {
  const guess = didYouMean(id, PRIVILEGE_IDS);
  return { path, message: `unknown privilege "${id}"`, hint: guess !== undefined ? `did you mean "${guess}"?` : 'identifiers are case-sensitive; see the privilege catalog (docs/privileges.md)' };
}

function duplicateWarnings(list: readonly string[] | undefined, at: PropertyKey[], out: RuleFindings): void {
  const seen = new Set<string>();
  list?.forEach((id, i) => {
    if (seen.has(id)) out.warnings.push({ path: formatPath([...at, i]), message: `"${id}" is listed twice` });
    seen.add(id);
  });
}
