import * as z from '../zod.ts';
import { withMeta } from '../zod.ts';
import { CONFIG_PROPERTY_NAMES } from '../catalog/configProperties.ts';
import { PRIVILEGE_IDS } from '../catalog/privileges.ts';
import { isColor } from './colors.ts';
import { portalConfigSetSchema } from './configValueSchemas.ts';
import { lazy } from './lazy.ts';

/**
 * The change-request format (DESIGN.md "Change request"). Structure lives here; rules that need
 * more than one field, the catalog's releases or the target portal live in the rule files.
 * Fields left out keep their current portal values, so every field of a change is optional.
 *
 * Each kind's schema is a function that builds it on first call (`lazy`): validating a banner
 * change builds the banner schema, not the portalConfig properties or the privilege lists.
 */

/** A configured portal alias. Never a URL: requests must not be able to point the tool elsewhere. */
export const PORTAL_ALIAS = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The `portal` field of a change request or a schedule: an alias, default "default". */
export const portalAliasSchema = z._default(
  z.string().check(z.regex(PORTAL_ALIAS, { error: 'must be a configured portal alias (letters, digits, "-" and "_"), never a URL' })),
  'default',
);

/** Banner colours, shared with schedules. */
export const colorSchema = withMeta(
  z.string().check(z.refine(isColor, { error: 'not a colour: use a CSS colour name such as "black" or a hex value such as "#ffcc00"' })),
  { description: 'A CSS colour name or a hex value (#rgb or #rrggbb).' },
);

export const bannerChangeSchema = lazy(() =>
  withMeta(
    z.strictObject({
      kind: z.literal('banner'),
      enabled: z.optional(z.boolean()),
      text: z.optional(z.string()),
      bgColor: z.optional(colorSchema),
      fontColor: z.optional(colorSchema),
    }),
    { title: 'banner', description: 'The informational banner at the top of every page. Omitted fields keep their current values.' },
  ),
);

export const BUTTONS = ['acceptAndDecline', 'okOnly', 'acceptAndDecilne'] as const;

export const accessNoticeChangeSchema = lazy(() =>
  withMeta(
    z.strictObject({
      kind: z.literal('accessNotice'),
      audience: z.enum(['anonymous', 'authenticated']),
      enabled: z.optional(z.boolean()),
      title: z.optional(z.string()),
      text: z.optional(z.string()),
      buttons: withMeta(z.optional(z.enum(BUTTONS)), {
        description: 'acceptAndDecline or okOnly. The misspelling acceptAndDecilne from the API value list is accepted and treated as acceptAndDecline.',
      }),
    }),
    { title: 'accessNotice', description: 'The access notice (terms of use) for anonymous or authenticated users.' },
  ),
);

export const portalConfigChangeSchema = lazy(() =>
  withMeta(
    z.strictObject({
      kind: z.literal('portalConfig'),
      set: z.optional(portalConfigSetSchema()),
      unset: z.optional(z.array(z.enum(CONFIG_PROPERTY_NAMES))),
    }),
    { title: 'portalConfig', description: 'portalConfigProperties (self-hosted 11.0+). Properties not named keep their values.' },
  ),
);

export const orgSettingsChangeSchema = lazy(() =>
  withMeta(
    z.strictObject({
      kind: z.literal('orgSettings'),
      blockBetaApps: z.optional(z.boolean()),
      aiAssistantsEnabled: z.optional(z.boolean()),
    }),
    { title: 'orgSettings', description: 'Organization switches sent through settings/update.' },
  ),
);

export const rolePrivilegesChangeSchema = lazy(() => {
  // Privileges are plain strings to zod so that one unknown identifier does not hide the other
  // findings of its change; the rules check them against the catalog (with a did-you-mean), and the
  // JSON Schema still offers the catalog as an enum for editors.
  const privilege = withMeta(z.string(), { enum: [...PRIVILEGE_IDS], description: 'A privilege identifier from the catalog (case-sensitive).' });
  // `remove` also takes globs such as "portal:admin:*"; the rules check that they match something.
  const privilegeOrGlob = withMeta(z.string().check(z.minLength(1)), { description: 'A privilege identifier, or a glob with * such as "portal:admin:*".' });
  return withMeta(
    z.strictObject({
      kind: z.literal('rolePrivileges'),
      role: withMeta(z.string().check(z.trim(), z.minLength(1)), { description: 'A custom role id (16 characters) or its exact name.' }),
      set: withMeta(z.optional(z.array(privilege)), { description: 'Replace the privileges with exactly this list.' }),
      add: z.optional(z.array(privilege)),
      remove: z.optional(z.array(privilegeOrGlob)),
      allowEmpty: withMeta(z.optional(z.boolean()), { description: 'Allow a result with no privileges.' }),
    }),
    { title: 'rolePrivileges', description: 'Privileges of a custom role: either set, or add and/or remove.' },
  );
});

const CHANGE_SCHEMAS = {
  banner: bannerChangeSchema,
  accessNotice: accessNoticeChangeSchema,
  portalConfig: portalConfigChangeSchema,
  orgSettings: orgSettingsChangeSchema,
  rolePrivileges: rolePrivilegesChangeSchema,
} as const;

export type ChangeKind = keyof typeof CHANGE_SCHEMAS;
export const CHANGE_KINDS = Object.keys(CHANGE_SCHEMAS) as ChangeKind[];

/** The schema of one kind of change, built on first use. */
export function changeSchemaOf(kind: ChangeKind): ReturnType<(typeof CHANGE_SCHEMAS)[ChangeKind]> {
  return CHANGE_SCHEMAS[kind]();
}

export const changeSchema = lazy(() =>
  z.discriminatedUnion('kind', [bannerChangeSchema(), accessNoticeChangeSchema(), portalConfigChangeSchema(), orgSettingsChangeSchema(), rolePrivilegesChangeSchema()]),
);

/** The fields of a change request around its changes; the validator checks each change on its own. */
function requestShape<T extends z.ZodMiniType>(change: T) {
  return {
    $schema: z.optional(z.string()),
    portal: portalAliasSchema,
    reason: withMeta(z.optional(z.string().check(z.maxLength(2000))), { description: 'Why: shown in the audit log, plan summaries and chat replies.' }),
    changes: z.array(change).check(z.minLength(1, { error: 'a change request needs at least one change' })),
  };
}

/** The whole format at once: what the shipped JSON Schema is generated from. */
export const changeRequestSchema = lazy(() =>
  withMeta(z.strictObject(requestShape(changeSchema())), {
    title: 'portal-ops change request',
    description: 'Settings and role privileges to apply to one portal.',
  }),
);

/**
 * The request with its changes unchecked: the validator parses the envelope on its own and each
 * change separately, so one broken change does not hide the problems of the others, and only the
 * kinds a request names are built.
 */
export const changeRequestEnvelopeSchema = lazy(() => z.strictObject(requestShape(z.unknown())));

export type BannerChange = z.infer<ReturnType<typeof bannerChangeSchema>>;
export type AccessNoticeChange = z.infer<ReturnType<typeof accessNoticeChangeSchema>>;
export type PortalConfigChange = z.infer<ReturnType<typeof portalConfigChangeSchema>>;
export type OrgSettingsChange = z.infer<ReturnType<typeof orgSettingsChangeSchema>>;
export type RolePrivilegesChange = z.infer<ReturnType<typeof rolePrivilegesChangeSchema>>;
export type Change = z.infer<ReturnType<typeof changeSchema>>;
export type ChangeRequest = z.infer<ReturnType<typeof changeRequestSchema>>;
