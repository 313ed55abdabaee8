/**
 * `POST portals/<id>/settings/update`.
 *
 * Semantics (portal-rest-facts.md): each top-level field given REPLACES that field whole — the
 * banner object, each notice, and `portalConfigProperties` (the emulator's documented choice for an
 * undocumented behaviour: replace-whole-object, never merged). Blank values are ignored unless
 * `clearEmptyFields=true`. The update is all-or-nothing: any invalid field refuses the whole call.
 * Fields other than the six managed ones are ignored, so unmanaged keys stay as they are.
 */
import { findConfigProperty } from '../../catalog/configProperties.ts';
import { releaseAtLeast } from '../../catalog/release.ts';
import { SETTINGS_FIELDS, type SettingsField } from '../../portal/types.ts';
import { requireSecurityAdmin } from '../auth.ts';
import type { CallContext, EmulatorCore } from '../core.ts';
import { PortalFailure } from '../portalErrors.ts';
import { supportsPortalConfig } from './portal.ts';

const OBJECT_FIELDS: ReadonlySet<SettingsField> = new Set([
  'anonymousAccessNotice',
  'authenticatedAccessNotice',
  'informationalBanner',
  'portalConfigProperties',
]);

const CLEAR = Symbol('clear');
type Update = readonly [SettingsField, unknown];

function refuse(details: string[]): PortalFailure {
  return new PortalFailure(400, 'Unable to update organization settings.', details, 'EMU_0301');
}

export async function settingsUpdate(ctx: CallContext): Promise<unknown> {
  const { core, params, caller } = ctx;
  if (caller === undefined) throw new Error('settings/update reached without a caller');
  requireSecurityAdmin(caller);

  const clearEmpty = (params.get('clearEmptyFields') ?? '').toLowerCase() === 'true';
  const updates: Update[] = [];
  const problems: string[] = [];
  for (const field of SETTINGS_FIELDS) {
    const raw = params.get(field);
    if (raw === undefined) continue;
    if (field === 'portalConfigProperties' && !checkPortalConfigSupported(core, problems)) continue;
    if (raw.trim() === '') {
      if (clearEmpty) updates.push([field, CLEAR]);
      continue;
    }
    const value = OBJECT_FIELDS.has(field) ? parseObject(field, raw, problems) : parseBoolean(field, raw, problems);
    if (value === undefined) continue;
    if (field === 'portalConfigProperties') checkPortalConfig(core, value as Record<string, unknown>, problems);
    updates.push([field, value]);
  }
  if (problems.length > 0) throw refuse(problems);

  const settings = core.state.settings;
  for (const [field, value] of updates) {
    if (ctx.dropFields.includes(field)) continue;
    if (value !== CLEAR) settings[field] = value;
    else if (field === 'portalConfigProperties') settings[field] = {};
    else delete settings[field];
  }
  await core.commit();
  return { success: true };
}

function parseObject(field: string, raw: string, problems: string[]): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    problems.push(`'${field}' is not valid JSON.`);
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`'${field}' must be a JSON object.`);
    return undefined;
  }
  return value as Record<string, unknown>;
}

function parseBoolean(field: string, raw: string, problems: string[]): boolean | undefined {
  const text = raw.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  problems.push(`'${field}' must be true or false.`);
  return undefined;
}

function checkPortalConfigSupported(core: EmulatorCore, problems: string[]): boolean {
  if (core.options.hosted) {
    problems.push("'portalConfigProperties' is not supported by hosted organizations.");
    return false;
  }
  if (!supportsPortalConfig(core)) {
    problems.push("'portalConfigProperties' is not supported before release 11.0.");
    return false;
  }
  return true;
}

/**
 * Release gating per property. Unknown property names are stored as given (the real service's
 * handling is undocumented; the product validates names before it calls).
 */
function checkPortalConfig(core: EmulatorCore, value: Record<string, unknown>, problems: string[]): void {
  const release = core.options.release;
  if (release === undefined) return;
  for (const name of Object.keys(value)) {
    const since = findConfigProperty(name)?.since;
    if (since !== undefined && !releaseAtLeast(release, since)) {
      problems.push(`Property '${name}' of 'portalConfigProperties' requires release ${since} or later.`);
    }
  }
}
