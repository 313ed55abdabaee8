/**
 * Shapes of the portal resources this product reads and writes, as the spec and the facts page
 * describe them. Fields we do not manage are kept as `unknown` and never rewritten.
 */
export type Buttons = 'acceptAndDecline' | 'okOnly' | 'acceptAndDecilne';

export interface AccessNotice {
  title?: string;
  text?: string;
  buttons?: Buttons | string;
  enabled?: boolean;
}

export interface InformationalBanner {
  text?: string;
  bgColor?: string;
  fontColor?: string;
  enabled?: boolean;
}

export type PortalConfigProperties = Record<string, unknown>;

/** The settings this product manages; the portal returns more keys, which pass through untouched. */
export interface PortalSettings {
  anonymousAccessNotice?: AccessNotice;
  authenticatedAccessNotice?: AccessNotice;
  informationalBanner?: InformationalBanner;
  portalConfigProperties?: PortalConfigProperties;
  blockBetaApps?: boolean;
  aiAssistantsEnabled?: boolean;
  [other: string]: unknown;
}

/** The top-level settings fields `settings/update` takes and this product may send. */
export const SETTINGS_FIELDS = [
  'anonymousAccessNotice',
  'authenticatedAccessNotice',
  'informationalBanner',
  'portalConfigProperties',
  'blockBetaApps',
  'aiAssistantsEnabled',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export interface PortalUser {
  username: string;
  role: 'org_admin' | 'org_publisher' | 'org_user' | string;
  /** Present only for members with a custom role; a default administrator has none. */
  roleId?: string;
  privileges?: string[];
}

export interface PortalSelf {
  id: string;
  name?: string;
  currentVersion?: string;
  /** true = self-hosted (Enterprise), false = hosted. */
  isPortal: boolean;
  portalMode?: string;
  user?: PortalUser;
}

export interface RoleSummary {
  id: string;
  name: string;
  description?: string;
  created?: number;
  modified?: number;
  privileges?: string[];
}

/** Pre-built roles that exist in every organization and cannot be changed. */
export const PREBUILT_ROLES: Readonly<Record<string, string>> = {
  iAAAAAAAAAAAAAAA: 'Viewer',
  iBBBBBBBBBBBBBBB: 'Data Editor',
};

/** A default administrator: `org_admin` with no custom `roleId` (portal-rest-facts.md). */
export function isDefaultAdministrator(user: PortalUser | undefined): boolean {
  return user !== undefined && user.role === 'org_admin' && (user.roleId === undefined || user.roleId === '');
}
