/**
 * The `portalConfigProperties` catalog: the 20 advanced properties of the settings update operation,
 * transcribed by hand from the spec's property table, in the spec's order.
 *
 * Hand-written data (not parsed at run time) for the same reason as the privilege catalog; CI's
 * `check:spec` compares names, releases and deprecations with the spec.
 */

export type ConfigPropertyType = 'url' | 'boolean' | 'minutes' | 'stringOrFalse' | 'footerLinks' | 'domainList' | 'stringList';

export interface ConfigProperty {
  readonly name: string;
  readonly type: ConfigPropertyType;
  /** Product release that introduced it. */
  readonly since: string;
  /** Release at which the spec deprecates it. */
  readonly deprecatedAt?: string;
  /** Only where the spec gives a concrete value. */
  readonly default?: unknown;
  /** The spec's words where the default is not a concrete value. */
  readonly defaultNote?: string;
  readonly meaning: string;
}

const NOT_SHOWN = 'none given';

export const CONFIG_PROPERTIES: readonly ConfigProperty[] = [
  {
    name: 'extentService',
    type: 'url',
    since: '11.0',
    defaultNote: 'not part of the listed defaults',
    meaning:
      'Service used to update or set the extent of a web map item. It must be a tiled map service in the WGS84 geographic coordinate system, WKID 4326.',
  },
  {
    name: 'footerLinks',
    type: 'footerLinks',
    since: '11.0',
    default: [],
    meaning: 'Links shown in all page footers (terms of use, privacy, contact, report abuse and similar).',
  },
  {
    name: 'gcsBasemapService',
    type: 'url',
    since: '11.0',
    deprecatedAt: '12.1',
    defaultNote: NOT_SHOWN,
    meaning: 'Basemap service for OGC WMS services that do not support the Web Mercator coordinate system.',
  },
  {
    // One spec heading spells it httpsDomain; the payload key (and so the catalog) is httpsDomains.
    name: 'httpsDomains',
    type: 'domainList',
    since: '11.0',
    deprecatedAt: '12.1',
    defaultNote: 'a list of eight vendor domains (omitted here)',
    meaning: 'Federated servers that the classic map viewer can use to switch services from HTTP to HTTPS.',
  },
  {
    name: 'longTokenExpiration',
    type: 'minutes',
    since: '11.0',
    deprecatedAt: '12.1',
    default: 20160,
    meaning:
      'Expiration of tokens created when the user selects the keep-me-signed-in option at sign-in (default 14 days). When that option is not selected, tokenExpiration applies instead.',
  },
  {
    name: 'restrictOrganizationPageToAdmin',
    type: 'boolean',
    since: '11.0',
    default: false,
    meaning:
      'When true, the Organization page is hidden from all members except those with the default administrator role. When false, all members see it.',
  },
  {
    name: 'searchPlatformOnlineEnabled',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning:
      "Whether the option to search the vendor's cloud-hosted layers is available in the classic map viewer and, from release 11.2, in the current map viewer. When false, the option is hidden from the Search for Layers dialog.",
  },
  {
    name: 'showCreateDashboard',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning:
      "Whether the dashboards app is accessible. When false, dashboards is hidden from the classic map viewer's Share dialog, the Create Web App option on the item detail page and the Create App option on the My Content tab.",
  },
  {
    name: 'showInAppLauncher',
    type: 'stringList',
    since: '11.0',
    defaultNote: 'a list of sixteen application titles (vendor product names, omitted here)',
    meaning: 'Titles of applications shown in the app launcher. Each entry must match the application title the portal expects.',
  },
  {
    name: 'sceneViewerEnabled',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning: 'Whether the scene viewer is accessible. When false, scene viewer options are hidden from all dialogs and ribbons.',
  },
  {
    name: 'surveyUrl',
    type: 'url',
    since: '11.0',
    defaultNote: NOT_SHOWN,
    meaning: 'URL of the survey website. May point to an installed instance, including port numbers or reverse proxy access points.',
  },
  {
    name: 'tokenExpiration',
    type: 'minutes',
    since: '11.0',
    deprecatedAt: '12.1',
    default: 120,
    meaning:
      'Expiration of tokens generated at sign-in (default 2 hours). When the user selects keep-me-signed-in, longTokenExpiration overrides it.',
  },
  {
    name: 'webAppBuilderEnabled',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning:
      "Whether the web app builder is accessible. When false, it is hidden from the classic map viewer's Share dialog and from the Create App option on the My Content tab.",
  },
  {
    name: 'configurePortalOnlineEnv',
    type: 'stringOrFalse',
    since: '11.0',
    deprecatedAt: '12.1',
    defaultNote: 'a default proxy host name for non-disconnected environments',
    meaning: 'Proxy used for configured utility services. In a disconnected environment set it to false.',
  },
  {
    name: 'portalOnlineConfigEnabled',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning:
      'Whether the cloud tab is displayed on the Organization Settings page. Set to false in a disconnected environment, after disabling access to the reference-content catalog.',
  },
  {
    name: 'portalCatalogConfigEnabled',
    type: 'boolean',
    since: '11.0',
    default: true,
    meaning:
      'Whether the Configure Catalog Content section is displayed on the cloud tab of the Organization Settings page. Set to false in a disconnected environment, after disabling access to the catalog.',
  },
  {
    name: 'iotViewerUrl',
    type: 'url',
    since: '11.1',
    deprecatedAt: '12.1',
    defaultNote: NOT_SHOWN,
    meaning: 'URL of the real-time IoT application; may point to an installed deployment of it.',
  },
  {
    name: 'webEditorEnabled',
    type: 'boolean',
    since: '11.3',
    // The "rule" is the meaning's last sentence: installing the web editor sets it to true.
    defaultNote: 'see rule (not shown; installing the software sets it to true)',
    meaning:
      'Indicates whether the web editor setup is installed. When false, the web editor options (for example in the app launcher) are hidden. Installing the software sets it to true and shows them.',
  },
  {
    name: 'tpsEnabled',
    type: 'boolean',
    since: '11.5',
    defaultNote: 'see note (not shown)',
    meaning:
      'Indicates whether the topographic production web apps are installed. When false, they are hidden, for example from the Content > Create App menu. When true, the option to create them is shown.',
  },
  {
    name: 'dataPipelinesEnabled',
    type: 'boolean',
    since: '11.5',
    defaultNote: 'see note (not shown)',
    meaning: 'Indicates whether the data pipelines web app is installed. When false, its options are hidden. When true, they are shown.',
  },
];

export const CONFIG_PROPERTY_NAMES = nonEmpty(CONFIG_PROPERTIES.map((p) => p.name));

const BY_NAME = new Map(CONFIG_PROPERTIES.map((p) => [p.name, p]));

export function findConfigProperty(name: string): ConfigProperty | undefined {
  return BY_NAME.get(name);
}

// A non-empty tuple type lets callers hand the names straight to z.enum.
function nonEmpty(names: string[]): readonly [string, ...string[]] {
  const [first, ...rest] = names;
  if (first === undefined) throw new Error('config property catalog is empty');
  return [first, ...rest];
}
