/**
 * The role privilege catalog: every identifier `setPrivileges` accepts, transcribed by hand from the
 * "Privilege identifiers" tables of spec/portal-admin-api.md, in the spec's order.
 *
 * Hand-written data rather than parsed at run time because the core runs where no spec file exists
 * (Workers, the bundled action). `npm run check:spec` keeps this file honest against the spec in CI.
 */

export type PrivilegeCategory = 'general' | 'administrative';
export type HostedRelease = 'October 2025' | 'February 2026';

export interface PrivilegeCondition {
  readonly kind: 'licence' | 'visibility' | 'subscription';
  readonly text: string;
}

export interface Privilege {
  /** Exactly as the spec spells it; case matters (`portal:publisher:PublishVideo`). */
  readonly id: string;
  readonly category: PrivilegeCategory;
  /** The table heading's group. General and administrative tables reuse names such as "Members". */
  readonly group: string;
  /** The spec's "Grants" text, without the "Introduced ..." sentence (that is `since`/`hostedSince`). */
  readonly grants: string;
  /** Self-hosted release that introduced it, only where the spec gives one. */
  readonly since?: string;
  /** Hosted release that introduced it, only where the spec gives one. */
  readonly hostedSince?: HostedRelease;
  /** Licence, visibility and subscription conditions stated in the spec row; empty when none. */
  readonly conditions: readonly PrivilegeCondition[];
}

// Conditions shared by several rows. The spec writes "Same license condition" on follow-up rows;
// the catalog spells the condition out so each entry stands alone.
const IMAGERY_LICENCE: PrivilegeCondition = { kind: 'licence', text: 'Requires an imagery user type extension license.' };
const REAL_TIME_LICENCE: PrivilegeCondition = {
  kind: 'licence',
  text: 'Applies only to organizations with the real-time analytics license.',
};
const NOTEBOOK_SERVER: PrivilegeCondition = {
  kind: 'visibility',
  text: 'On self-hosted deployments visible only if a notebook server is configured.',
};
const KNOWLEDGE_SERVER: PrivilegeCondition = { kind: 'visibility', text: 'Visible only if a knowledge server is configured.' };
// "Requires raster analysis to be configured" is a deployment-configuration condition like the
// server ones above, so it shares their kind.
const RASTER_ANALYSIS: PrivilegeCondition = {
  kind: 'visibility',
  text: 'On self-hosted deployments requires raster analysis to be configured.',
};
const DATA_PIPELINES_SUBSCRIPTION: PrivilegeCondition = {
  kind: 'subscription',
  text: 'Hosted organizations need a subscription type that supports data pipelines.',
};
const DATA_PIPELINES_CONFIGURED: PrivilegeCondition = {
  kind: 'visibility',
  text: 'On self-hosted deployments available only where data pipelines are configured.',
};
const DEVELOPER_SUBSCRIPTION: PrivilegeCondition = { kind: 'subscription', text: 'Developer subscriptions only.' };

interface RowExtras {
  readonly since?: string;
  readonly hostedSince?: HostedRelease;
  readonly conditions?: readonly PrivilegeCondition[];
}
type Row = readonly [id: string, grants: string, extras?: RowExtras];

/** One spec table: its heading gives category and group to every row. */
function section(category: PrivilegeCategory, group: string, rows: readonly Row[]): Privilege[] {
  return rows.map(([id, grants, extras = {}]) => ({
    id,
    category,
    group,
    grants,
    // Spread only what is present: optional properties are omitted, never set to undefined.
    ...(extras.since === undefined ? {} : { since: extras.since }),
    ...(extras.hostedSince === undefined ? {} : { hostedSince: extras.hostedSince }),
    conditions: extras.conditions ?? [],
  }));
}

export const PRIVILEGES: readonly Privilege[] = [
  ...section('general', 'Members', [
    ['portal:user:viewOrgUsers', 'View members of the organization.'],
    ['portal:user:desktopapp:takeLicenseOffline', 'Take the desktop application license offline.', { since: '12.1', hostedSince: 'February 2026' }],
  ]),
  ...section('general', 'Groups', [
    ['portal:user:createGroup', 'Create, edit and delete own groups.'],
    ['portal:user:joinGroup', 'Join groups within the organization.'],
    ['portal:user:joinNonOrgGroup', 'Join groups external to the organization.'],
    ['portal:user:viewOrgGroups', 'View groups shared with the organization.'],
    ['portal:user:invitePartneredCollaborationMembers', 'Invite members of partnered collaboration organizations to groups.'],
    ['portal:user:addExternalMembersToGroup', 'Create groups that allow members of other organizations, and invite external members.'],
  ]),
  ...section('general', 'Content', [
    ['portal:user:createItem', 'Create, edit and delete own content.'],
    ['portal:publisher:publishFeatures', 'Publish hosted feature layers from files such as shapefiles and CSV. Required by apps that create hosted feature layers.'],
    ['portal:publisher:publishTiles', 'Publish hosted tile layers.'],
    ['portal:publisher:publishScenes', 'Publish hosted scene layers.'],
    ['portal:publisher:publishTiledImagery', 'Publish hosted tiled imagery layers and export a tile package from one. Requires an imagery user type extension license.', { conditions: [IMAGERY_LICENCE] }],
    ['portal:publisher:publishDynamicImagery', 'Publish hosted dynamic imagery layers. On self-hosted deployments requires raster analysis to be configured.', { conditions: [RASTER_ANALYSIS] }],
    ['portal:publisher:publishServerServices', 'Publish server web layers to federated servers; also required for bulk publishing from a data store item.'],
    ['portal:publisher:publishKnowledgeGraph', 'Publish hosted knowledge graphs from the desktop application. Visible only if a knowledge server is configured.', { conditions: [KNOWLEDGE_SERVER] }],
    ['portal:user:viewOrgItems', 'View content shared with the organization.'],
    ['portal:publisher:registerDataStores', 'Add data store items.'],
    ['portal:publisher:bulkPublishFromDataStores', 'For the owner of a database data store item: publish feature and map layers from all accessible feature classes and tables.'],
    ['portal:user:viewTracks', "View members' location tracks via shared track views when location tracking is enabled."],
    ['portal:publisher:publishFeeds', 'Publish real-time data feeds. Applies only to organizations with the real-time analytics license.', { conditions: [REAL_TIME_LICENCE] }],
    ['portal:publisher:publishRealTimeAnalytics', 'Publish real-time analytics.', { conditions: [REAL_TIME_LICENCE] }],
    ['portal:publisher:publishBigDataAnalytics', 'Publish big data analytics.', { conditions: [REAL_TIME_LICENCE] }],
    ['premium:publisher:createNotebooks', 'Create and edit notebooks. On self-hosted deployments visible only if a notebook server is configured. Required to run web tools published from a notebook.', { conditions: [NOTEBOOK_SERVER] }],
    ['premium:publisher:scheduleNotebooks', 'Schedule notebooks.', { conditions: [NOTEBOOK_SERVER] }],
    ['portal:user:reassignItems', 'Reassign own content to another member who holds the receive privilege.', { since: '11.0' }],
    ['portal:user:receiveItems', 'Receive content reassigned by another member who holds the reassign privilege.', { since: '11.0' }],
    ['portal:publisher:createDataPipelines', 'Create, edit and run data pipelines. Hosted organizations need a subscription type that supports them.', { since: '12.0', conditions: [DATA_PIPELINES_SUBSCRIPTION, DATA_PIPELINES_CONFIGURED] }],
    ['portal:publisher:PublishVideo', 'Publish hosted video layers from video files and metadata files.', { since: '11.2' }],
    ['portal:publisher:publishLivestreamVideo', 'Publish hosted livestream video layers.', { since: '11.2' }],
    ['portal:user:generateApiTokens', 'Generate API keys.', { since: '11.4' }],
    ['portal:user:assignPrivilegesToApps', 'Assign privileges to OAuth 2.0 applications.', { since: '11.4' }],
    ['portal:user:createWorkflow', 'Create workflow manager items.', { since: '12.1', hostedSince: 'October 2025' }],
  ]),
  ...section('general', 'Sharing', [
    ['portal:user:shareToGroup', 'Share owned content with groups the member belongs to.'],
    ['portal:user:shareToOrg', 'Share owned items with the organization.'],
    ['portal:user:shareToPublic', 'Share owned items with everyone including the public.'],
    ['portal:user:shareGroupToOrg', 'Make any group the member makes discoverable. Recommended together with portal:user:createGroup.'],
    ['portal:user:shareGroupToPublic', 'Make any owned group visible to everyone, including anonymous users. Recommended together with portal:user:createGroup.'],
    ['opendata:user:designateGroup', 'Designate groups as available for open data.'],
  ]),
  ...section('general', 'Premium content and analysis', [
    ['premium:user:geocode', "Large-volume geocoding with the vendor's world geocoder."],
    ['premium:user:networkanalysis', 'Network analysis such as routing and drive-time areas.'],
    ['premium:user:spatialanalysis', 'Spatial analysis tasks.'],
    ['premium:user:geoenrichment', 'Geoenrich features.'],
    ['premium:user:demographics', 'Use premium demographic data.'],
    ['premium:publisher:geoanalytics', 'Perform geoanalytics tasks.'],
    ['premium:publisher:rasteranalysis', 'Imagery and raster analysis such as slope. Requires an imagery user type extension license.', { conditions: [IMAGERY_LICENCE] }],
    ['premium:user:featurereport', 'Create feature reports in the survey app.'],
    ['premium:publisher:createAdvancedNotebooks', 'Import and use the desktop scripting modules in notebooks.'],
    ['portal:user:runWebTool', 'Run web tools published from notebooks.'],
    ['premium:user:places', 'Local place / point-of-interest search with the beta places service. Developer subscriptions only.', { conditions: [DEVELOPER_SUBSCRIPTION] }],
  ]),
  ...section('general', 'Features', [
    ['features:user:edit', "Edit features in editable layers according to the layer's permissions. On self-hosted deployments also update schema of a knowledge graph layer."],
    ['features:user:fullEdit', "Add, delete and update features and attributes in a hosted feature layer regardless of the layer's editing options."],
  ]),
  ...section('general', 'Version management', [
    ['features:user:manageVersions', 'View, alter and delete all branch versions accessed through a server web feature layer; manage version locks.'],
  ]),
  ...section('general', 'Webhooks', [
    ['portal:publisher:createFeatureWebhook', 'Create, edit and delete own feature layer webhooks.'],
  ]),
  ...section('administrative', 'Members', [
    ['portal:admin:viewUsers', 'View full member account information.'],
    ['portal:admin:updateUsers', 'Update member accounts, reset passwords, assign or unassign member categories. Rule: only members with the default administrator role can edit the password of another default administrator; a custom role holding this privilege cannot.'],
    ['portal:admin:deleteUsers', 'Delete member accounts.'],
    ['portal:admin:inviteUsers', 'Invite members.'],
    ['portal:admin:disableUsers', 'Enable and disable member accounts.'],
    ['portal:admin:changeUserRoles', "Change a member's role. Does not allow promoting to or demoting from the default administrator role; that is reserved for default administrators."],
    ['portal:admin:manageLicenses', 'Manage licenses of members.'],
    ['portal:admin:updateMemberCategorySchema', 'Configure the member category schema.'],
  ]),
  ...section('administrative', 'Groups', [
    ['portal:admin:viewGroups', 'View all groups.'],
    ['portal:admin:updateGroups', 'Update groups.'],
    ['portal:admin:deleteGroups', 'Delete groups.'],
    ['portal:admin:reassignGroups', 'Reassign groups to other members.'],
    ['portal:admin:assignToGroups', 'Assign members to and remove members from groups.'],
    ['portal:admin:manageEnterpriseGroups', 'Link group membership to organization-specific groups.'],
    ['portal:admin:createUpdateCapableGroup', 'Create and own groups in which members may update all items (shared update groups).'],
    ['portal:admin:createLeavingDisallowedGroup', 'Create and own groups whose members cannot leave (administrative groups).', { since: '11.3' }],
  ]),
  ...section('administrative', 'Content', [
    ['portal:admin:viewItems', 'View all content.'],
    ['portal:admin:updateItems', 'Update and categorize content; edit hosted feature layers.'],
    ['portal:admin:deleteItems', 'Delete content.'],
    ['portal:admin:reassignItems', 'Reassign content to other members.'],
    ['portal:admin:updateItemCategorySchema', 'Configure the content category schema.'],
    ['portal:publisher:publishServerGPServices', 'Publish web tools to the organization.'],
    ['portal:admin:shareToOrg', "Share other members' content to the organization."],
    ['portal:admin:shareToPublic', "Share other members' content to all users of the portal."],
    ['portal:admin:createReports', 'Create and manage administrative reports.', { since: '11.3' }],
  ]),
  ...section('administrative', 'Marketplace subscriptions', [
    ['marketplace:admin:manage', 'Create listings and list items; manage subscriptions in the marketplace.'],
    ['marketplace:admin:purchase', 'Request purchase information about apps and data.'],
    ['marketplace:admin:startTrial', 'Start trial subscriptions.'],
  ]),
  ...section('administrative', 'Webhooks', [
    ['portal:admin:createGPWebhook', 'Create, edit and delete geoprocessing webhooks.'],
  ]),
  ...section('administrative', 'Organization settings', [
    ['portal:admin:manageSecurity', 'Manage security settings.'],
    ['portal:admin:manageWebsite', 'Manage website settings.'],
    ['portal:admin:manageCollaborations', 'Manage collaborations.'],
    ['portal:admin:manageCredits', 'Manage credit budgeting settings.'],
    ['portal:admin:manageRoles', 'Manage member roles.'],
    ['portal:admin:manageServers', 'Manage server settings.'],
    ['portal:admin:manageUtilityServices', 'Manage utility service settings.'],
    ['portal:admin:manageWebhooks', 'Create, edit and delete organizational webhooks; manage all webhooks in the portal.'],
  ]),
  ...section('administrative', 'Open data', [
    ['opendata:user:openDataAdmin', 'Manage open data sites for the organization.'],
  ]),
];

export const PRIVILEGE_IDS = nonEmpty(PRIVILEGES.map((p) => p.id));

const BY_ID = new Map(PRIVILEGES.map((p) => [p.id, p]));

export function findPrivilege(id: string): Privilege | undefined {
  return BY_ID.get(id);
}

/** Privileges matching a glob where `*` matches any run of characters (including ':'), e.g. 'portal:admin:*'. */
export function matchPrivileges(glob: string): Privilege[] {
  const pattern = new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`);
  return PRIVILEGES.filter((p) => pattern.test(p.id));
}

export function isGlob(text: string): boolean {
  return text.includes('*');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A non-empty tuple type lets callers hand the ids straight to z.enum.
function nonEmpty(ids: string[]): readonly [string, ...string[]] {
  const [first, ...rest] = ids;
  if (first === undefined) throw new Error('privilege catalog is empty');
  return [first, ...rest];
}
