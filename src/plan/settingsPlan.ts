import type { Issue } from '../errors.ts';
import { formatPath } from '../request/jsonPath.ts';
import { aiBetaWarning, contrastWarning } from '../request/rules.ts';
import type { Change } from '../request/schema.ts';
import { isObject } from '../portal/portalResponse.ts';
import type { PortalSettings, SettingsField } from '../portal/types.ts';
import type { FieldChange, SettingsFieldPlan } from './types.ts';
import { definedFields, jsonEqual } from './values.ts';

/**
 * Desired settings = current settings overlaid with the request's changes. Only top-level fields a
 * change touches are considered, each compared and (if different) sent whole, so nothing the
 * request does not mention is ever dropped.
 */
export interface SettingsPlanResult {
  readonly fields: SettingsFieldPlan[];
  readonly unchanged: string[];
  readonly warnings: Issue[];
  /** Problems only visible once merged with the portal's values (e.g. enabling a notice that has no title). */
  readonly errors: Issue[];
}

export type ButtonsSpelling = 'acceptAndDecline' | 'acceptAndDecilne';

/** The API's value list misspells acceptAndDecline; both spellings mean the same. */
export function normalizeButtons(value: unknown): unknown {
  return value === 'acceptAndDecilne' ? 'acceptAndDecline' : value;
}

/** Equality of one key inside a settings object: both `buttons` spellings mean the same. */
export function leafValueEqual(key: string, a: unknown, b: unknown): boolean {
  return jsonEqual(a, b) || (key === 'buttons' && normalizeButtons(a) === normalizeButtons(b));
}

/** Equality of a settings field as the portal means it. */
export function settingsValueEqual(field: SettingsField, a: unknown, b: unknown): boolean {
  if ((field === 'anonymousAccessNotice' || field === 'authenticatedAccessNotice') && isObject(a) && isObject(b)) {
    return jsonEqual({ ...a, buttons: normalizeButtons(a.buttons) }, { ...b, buttons: normalizeButtons(b.buttons) });
  }
  return jsonEqual(a, b);
}

export function planSettings(current: PortalSettings, changes: ReadonlyArray<{ change: Change; index: number }>, spelling: ButtonsSpelling): SettingsPlanResult {
  const out: SettingsPlanResult = { fields: [], unchanged: [], warnings: [], errors: [] };
  for (const { change, index } of changes) {
    const at = ['changes', index];
    switch (change.kind) {
      case 'banner': {
        const before = objectOrEmpty(current.informationalBanner);
        const after = { ...before, ...definedFields(change, ['enabled', 'text', 'bgColor', 'fontColor']) };
        const contrast = contrastWarning(stringOr(after.bgColor), stringOr(after.fontColor), [...at]);
        if (contrast && (change.bgColor !== undefined || change.fontColor !== undefined || change.enabled === true)) out.warnings.push(contrast);
        push(out, 'informationalBanner', current.informationalBanner, after, 'the banner');
        break;
      }
      case 'accessNotice': {
        const field = change.audience === 'anonymous' ? 'anonymousAccessNotice' : 'authenticatedAccessNotice';
        const before = objectOrEmpty(current[field]);
        const after: Record<string, unknown> = { ...before, ...definedFields(change, ['enabled', 'title', 'text']) };
        if (change.buttons !== undefined) {
          // Keep the portal's own spelling when it already means the same, so no needless write.
          const same = normalizeButtons(before.buttons) === normalizeButtons(change.buttons);
          after.buttons = same ? before.buttons : change.buttons === 'okOnly' ? 'okOnly' : spelling;
        }
        if (after.enabled === true) {
          for (const key of ['title', 'text'] as const) {
            if (typeof after[key] !== 'string' || after[key].trim() === '') {
              out.errors.push({ path: formatPath(at), message: `the ${change.audience} access notice would be enabled with an empty ${key}`, hint: `give "${key}" in this change` });
            }
          }
        }
        push(out, field, current[field], after, `the ${change.audience} access notice`);
        break;
      }
      case 'portalConfig': {
        const after: Record<string, unknown> = { ...objectOrEmpty(current.portalConfigProperties), ...(change.set ?? {}) };
        for (const name of change.unset ?? []) delete after[name];
        push(out, 'portalConfigProperties', current.portalConfigProperties, after, 'portalConfigProperties');
        break;
      }
      case 'orgSettings': {
        for (const key of ['blockBetaApps', 'aiAssistantsEnabled'] as const) {
          if (change[key] !== undefined) push(out, key, current[key], change[key], key);
        }
        const ai = aiBetaWarning(change.aiAssistantsEnabled ?? current.aiAssistantsEnabled, change.blockBetaApps ?? current.blockBetaApps, [...at]);
        if (ai) out.warnings.push(ai);
        break;
      }
      case 'rolePrivileges':
        break;
    }
  }
  return out;
}

function push(out: SettingsPlanResult, field: SettingsField, before: unknown, after: unknown, label: string): void {
  if (settingsValueEqual(field, before, after)) {
    out.unchanged.push(`${label} is already as requested`);
    return;
  }
  out.fields.push({ field, before, after, changes: leafChanges(field, before, after) });
}

/** Leaf differences, one level into objects (the settings objects are flat). */
export function leafChanges(path: string, before: unknown, after: unknown): FieldChange[] {
  if (!isObject(after) || !(before === undefined || isObject(before))) {
    return [before === undefined ? { path, op: '+', after } : { path, op: '~', before, after }];
  }
  const b = before ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const p = `${path}.${key}`;
    const inB = Object.hasOwn(b, key);
    const inA = Object.hasOwn(after, key);
    if (inB && !inA) changes.push({ path: p, op: '-', before: b[key] });
    else if (!inB && inA) changes.push({ path: p, op: '+', after: after[key] });
    else if (!leafValueEqual(key, b[key], after[key])) {
      changes.push({ path: p, op: '~', before: b[key], after: after[key] });
    }
  }
  return changes;
}

const objectOrEmpty = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});
const stringOr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
