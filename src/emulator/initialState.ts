/**
 * The demo organization the emulator starts with: a realistic, non-default configuration, so a
 * client that wipes what it does not manage is caught (notices with text, a disabled banner with
 * colours, several non-default `portalConfigProperties`, unmanaged keys, two custom roles).
 */
import { findConfigProperty } from '../catalog/configProperties.ts';
import { findPrivilege } from '../catalog/privileges.ts';
import { parseRelease, releaseAtLeast, PORTAL_CONFIG_SINCE, type Release } from '../catalog/release.ts';
import { DEFAULT_RELEASE } from './options.ts';
import type { EmulatorState, StoredRole } from './state.ts';

/** Fixed ids so `--user NAME:PASSWORD:<id>` and tests can name the demo roles. */
export const DEMO_ROLE_IDS = { gisAnalysts: 'Pi5ZcW4sddhtho45', fieldCrew: 'fC7rW2kQ9xLm3Np8' } as const;

const CREATED = Date.UTC(2024, 0, 15, 9, 30);
const MODIFIED = Date.UTC(2025, 5, 2, 14, 5);

export function buildInitialState(options: { hosted?: boolean; release?: string } = {}): EmulatorState {
  const hosted = options.hosted === true;
  const release = hosted ? undefined : parseRelease(options.release ?? DEFAULT_RELEASE);
  const settings: Record<string, unknown> = {
    informationalBanner: {
      text: 'UNCLASSIFIED // FOR OFFICIAL USE ONLY',
      bgColor: '#007a33',
      fontColor: 'white',
      enabled: false,
    },
    anonymousAccessNotice: {
      title: 'Public information',
      text: 'This site provides public GIS data of the City of Example. Data are provided as is.',
      buttons: 'okOnly',
      enabled: false,
    },
    authenticatedAccessNotice: {
      title: 'Terms of use',
      text: 'By signing in you agree to the acceptable use policy of the City of Example.',
      buttons: 'acceptAndDecline',
      enabled: false,
    },
    blockBetaApps: true,
    aiAssistantsEnabled: false,
    helperServices: {
      geocode: [{ url: 'https://geocode.example.org/arcgis/rest/services/World/GeocodeServer', batch: true }],
      printTask: { url: 'https://gis.example.org/server/rest/services/Utilities/PrintingTools/GPServer/Export Web Map Task' },
    },
    allowedRedirectUris: ['https://apps.example.org/oauth-callback'],
  };
  if (release !== undefined && releaseAtLeast(release, PORTAL_CONFIG_SINCE)) {
    settings['portalConfigProperties'] = demoConfigProperties(release);
  }
  return {
    version: 1,
    organization: { name: 'City of Example GIS' },
    settings,
    roles: demoRoles(release),
  };
}

function demoConfigProperties(release: Release): Record<string, unknown> {
  const all: Record<string, unknown> = {
    footerLinks: [
      { title: 'Privacy', url: 'https://www.example.org/privacy' },
      { title: 'Contact us', email: 'gis@example.org', type: 'contactUs' },
    ],
    tokenExpiration: 120,
    restrictOrganizationPageToAdmin: false,
    searchPlatformOnlineEnabled: false,
    showCreateDashboard: true,
    surveyUrl: 'https://survey.example.org/survey',
    webEditorEnabled: true,
  };
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => {
      const since = findConfigProperty(name)?.since;
      return since === undefined || releaseAtLeast(release, since);
    }),
  );
}

function demoRoles(release: Release | undefined): StoredRole[] {
  const available = (ids: string[]): string[] =>
    ids.filter((id) => {
      const since = findPrivilege(id)?.since;
      return release === undefined || since === undefined || releaseAtLeast(release, since);
    });
  const role = (id: string, name: string, description: string, privileges: string[]): StoredRole => ({
    id,
    name,
    description,
    created: CREATED,
    modified: MODIFIED,
    privileges: available(privileges),
  });
  const viewer = ['portal:user:viewOrgUsers', 'portal:user:joinGroup', 'portal:user:viewOrgGroups', 'portal:user:viewOrgItems'];
  return [
    role('iAAAAAAAAAAAAAAA', 'Viewer', 'Viewer role (pre-built): view items, groups and members.', viewer),
    role('iBBBBBBBBBBBBBBB', 'Data Editor', 'Data Editor role (pre-built): view and edit data.', [...viewer, 'features:user:edit']),
    role(DEMO_ROLE_IDS.gisAnalysts, 'GIS Analysts', 'Analysts who publish and analyse.', [
      'portal:user:viewOrgUsers',
      'portal:user:createGroup',
      'portal:user:joinGroup',
      'portal:user:viewOrgGroups',
      'portal:user:createItem',
      'portal:user:viewOrgItems',
      'portal:user:shareToGroup',
      'portal:user:shareToOrg',
      'portal:publisher:publishFeatures',
      'portal:publisher:publishTiles',
      'premium:user:spatialanalysis',
      'premium:user:geocode',
      'features:user:edit',
    ]),
    role(DEMO_ROLE_IDS.fieldCrew, 'Field Crew', 'Mobile data collection crews.', [
      'portal:user:joinGroup',
      'portal:user:viewOrgGroups',
      'portal:user:viewOrgItems',
      'features:user:edit',
      'portal:user:viewTracks',
    ]),
  ];
}
