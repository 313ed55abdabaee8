import * as z from 'zod';
import { CONFIG_PROPERTY_NAMES } from '../catalog/configProperties.ts';
import { PRIVILEGE_IDS } from '../catalog/privileges.ts';
import { isColor } from './colors.ts';
import { portalConfigSetSchema } from './configValueSchemas.ts';

/**
 * The change-request format (DESIGN.md "Change request"). Structure lives here; rules that need
 * more than one field, the catalog's releases or the target portal live in the rule files.
 * Fields left out keep their current portal values, so every field of a change is optional.
 */

/** A configured portal alias. Never a URL: requests must not be able to point the tool elsewhere. */
export const PORTAL_ALIAS = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The `portal` field of a change request or a schedule: an alias, default "default". */
export const portalAliasSchema = z
  .string()
  .regex(PORTAL_ALIAS, { error: 'must be a configured portal alias (letters, digits, "-" and "_"), never a URL' })
  .default('default');

/** Banner colours, shared with schedules. */
export const colorSchema = z
  .string()
  .refine(isColor, { error: 'not a colour: use a CSS colour name such as "black" or a hex value such as "#ffcc00"' })
  .meta({ description: 'A CSS colour name or a hex value (#rgb or #rrggbb).' });

export const bannerChangeSchema = z
  .strictObject({
    kind: z.literal('banner'),
    enabled: z.boolean().optional(),
    text: z.string().optional(),
    bgColor: colorSchema.optional(),
    fontColor: colorSchema.optional(),
  })
  .meta({ title: 'banner', description: 'The informational banner at the top of every page. Omitted fields keep their current values.' });

export const BUTTONS = ['acceptAndDecline', 'okOnly', 'acceptAndDecilne'] as const;

export const accessNoticeChangeSchema = z
  .strictObject({
    kind: z.literal('accessNotice'),
    audience: z.enum(['anonymous', 'authenticated']),
    enabled: z.boolean().optional(),
    title: z.string().optional(),
    text: z.string().optional(),
    buttons: z.enum(BUTTONS).optional().meta({
      description: 'acceptAndDecline or okOnly. The misspelling acceptAndDecilne from the API value list is accepted and treated as acceptAndDecline.',
    }),
  })
  .meta({ title: 'accessNotice', description: 'The access notice (terms of use) for anonymous or authenticated users.' });

export const portalConfigChangeSchema = z
  .strictObject({
    kind: z.literal('portalConfig'),
    set: portalConfigSetSchema.optional(),
    unset: z.array(z.enum(CONFIG_PROPERTY_NAMES)).optional(),
  })
  .meta({ title: 'portalConfig', description: 'portalConfigProperties (self-hosted 11.0+). Properties not named keep their values.' });

export const orgSettingsChangeSchema = z
  .strictObject({
    kind: z.literal('orgSettings'),
    blockBetaApps: z.boolean().optional(),
    aiAssistantsEnabled: z.boolean().optional(),
  })
  .meta({ title: 'orgSettings', description: 'Organization switches sent through settings/update.' });

// Privileges are plain strings to zod so that one unknown identifier does not hide the other
// findings of its change; the rules check them against the catalog (with a did-you-mean), and the
// JSON Schema still offers the catalog as an enum for editors.
const privilege = z.string().meta({ enum: [...PRIVILEGE_IDS], description: 'A privilege identifier from the catalog (case-sensitive).' });
// `remove` also takes globs such as "portal:admin:*"; the rules check that they match something.
const privilegeOrGlob = z.string().min(1).meta({ description: 'A privilege identifier, or a glob with * such as "portal:admin:*".' });

export const rolePrivilegesChangeSchema = z
  .strictObject({
    kind: z.literal('rolePrivileges'),
    role: z.string().trim().min(1).meta({ description: 'A custom role id (16 characters) or its exact name.' }),
    set: z.array(privilege).optional().meta({ description: 'Replace the privileges with exactly this list.' }),
    add: z.array(privilege).optional(),
    remove: z.array(privilegeOrGlob).optional(),
    allowEmpty: z.boolean().optional().meta({ description: 'Allow a result with no privileges.' }),
  })
  .meta({ title: 'rolePrivileges', description: 'Privileges of a custom role: either set, or add and/or remove.' });

export const CHANGE_SCHEMAS = {
  banner: bannerChangeSchema,
  accessNotice: accessNoticeChangeSchema,
  portalConfig: portalConfigChangeSchema,
  orgSettings: orgSettingsChangeSchema,
  rolePrivileges: rolePrivilegesChangeSchema,
} as const;

export type ChangeKind = keyof typeof CHANGE_SCHEMAS;
export const CHANGE_KINDS = Object.keys(CHANGE_SCHEMAS) as ChangeKind[];

export const changeSchema = z.discriminatedUnion('kind', [
  bannerChangeSchema,
  accessNoticeChangeSchema,
  portalConfigChangeSchema,
  orgSettingsChangeSchema,
  rolePrivilegesChangeSchema,
]);

export const changeRequestSchema = z
  .strictObject({
    $schema: z.string().optional(),
    portal: portalAliasSchema,
    reason: z.string().max(2000).optional().meta({ description: 'Why: shown in the audit log, plan summaries and chat replies.' }),
    changes: z.array(changeSchema).min(1, { error: 'a change request needs at least one change' }),
  })
  .meta({ title: 'portal-ops change request', description: 'Settings and role privileges to apply to one portal.' });

export type BannerChange = z.infer<typeof bannerChangeSchema>;
export type AccessNoticeChange = z.infer<typeof accessNoticeChangeSchema>;
export type PortalConfigChange = z.infer<typeof portalConfigChangeSchema>;
export type OrgSettingsChange = z.infer<typeof orgSettingsChangeSchema>;
export type RolePrivilegesChange = z.infer<typeof rolePrivilegesChangeSchema>;
export type Change = z.infer<typeof changeSchema>;
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
