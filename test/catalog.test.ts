import { describe, expect, it } from 'vitest';
import { CONFIG_PROPERTIES, CONFIG_PROPERTY_NAMES, findConfigProperty } from '../src/catalog/configProperties.ts';
import { PRIVILEGES, PRIVILEGE_IDS, findPrivilege, isGlob, matchPrivileges } from '../src/catalog/privileges.ts';
import { parseRelease } from '../src/catalog/release.ts';

describe('privilege catalog', () => {
  it('has the 92 unique identifiers of the spec, ids in catalog order', () => {
    expect(PRIVILEGES).toHaveLength(92);
    expect(new Set(PRIVILEGE_IDS).size).toBe(92);
    expect(PRIVILEGE_IDS).toEqual(PRIVILEGES.map((p) => p.id));
  });

  it('has identifiers of the form area:group:name (one four-segment id)', () => {
    for (const id of PRIVILEGE_IDS) expect(id).toMatch(/^[a-z]+:[a-z]+(:[a-z]+)?:[A-Za-z]+$/);
    expect(PRIVILEGE_IDS.filter((id) => id.split(':').length === 4)).toEqual(['portal:user:desktopapp:takeLicenseOffline']);
  });

  it('has releases that parse and grants text without the release sentence', () => {
    for (const p of PRIVILEGES) {
      if (p.since !== undefined) expect(parseRelease(p.since), p.id).toBeDefined();
      expect(p.grants, p.id).not.toMatch(/Introduced/);
      expect(p.grants.length, p.id).toBeGreaterThan(0);
    }
  });

  it('splits 54 general and 38 administrative privileges over the spec groups', () => {
    const counts: Record<string, number> = {};
    for (const p of PRIVILEGES) counts[`${p.category}/${p.group}`] = (counts[`${p.category}/${p.group}`] ?? 0) + 1;
    expect(counts).toEqual({
      'general/Members': 2,
      'general/Groups': 6,
      'general/Content': 25,
      'general/Sharing': 6,
      'general/Premium content and analysis': 11,
      'general/Features': 2,
      'general/Version management': 1,
      'general/Webhooks': 1,
      'administrative/Members': 8,
      'administrative/Groups': 8,
      'administrative/Content': 9,
      'administrative/Marketplace subscriptions': 3,
      'administrative/Webhooks': 1,
      'administrative/Organization settings': 8,
      'administrative/Open data': 1,
    });
  });

  it('records the introduction releases the spec gives', () => {
    expect(findPrivilege('portal:publisher:PublishVideo')?.since).toBe('11.2');
    expect(findPrivilege('portal:publisher:publishLivestreamVideo')?.since).toBe('11.2');
    expect(findPrivilege('portal:user:generateApiTokens')?.since).toBe('11.4');
    expect(findPrivilege('portal:user:assignPrivilegesToApps')?.since).toBe('11.4');
    expect(findPrivilege('portal:user:reassignItems')?.since).toBe('11.0');
    expect(findPrivilege('portal:user:receiveItems')?.since).toBe('11.0');
    expect(findPrivilege('portal:admin:createLeavingDisallowedGroup')?.since).toBe('11.3');
    expect(findPrivilege('portal:admin:createReports')?.since).toBe('11.3');
    expect(findPrivilege('portal:user:createWorkflow')).toMatchObject({ since: '12.1', hostedSince: 'October 2025' });
    expect(findPrivilege('portal:user:desktopapp:takeLicenseOffline')).toMatchObject({
      since: '12.1',
      hostedSince: 'February 2026',
      category: 'general',
      group: 'Members',
    });
    // Optional fields are omitted, not present-but-undefined.
    expect('since' in (findPrivilege('portal:user:createItem') ?? {})).toBe(false);
    expect(PRIVILEGES.filter((p) => p.since !== undefined)).toHaveLength(11);
    expect(PRIVILEGES.filter((p) => p.hostedSince !== undefined)).toHaveLength(2);
  });

  it('records licence, visibility and subscription conditions', () => {
    const kinds = (id: string): string[] => (findPrivilege(id)?.conditions ?? []).map((c) => c.kind);
    const pipelines = findPrivilege('portal:publisher:createDataPipelines');
    expect(pipelines?.since).toBe('12.0');
    expect(pipelines?.hostedSince).toBeUndefined();
    expect(kinds('portal:publisher:createDataPipelines')).toContain('subscription');
    expect(kinds('portal:publisher:publishTiledImagery')).toEqual(['licence']);
    expect(kinds('premium:publisher:rasteranalysis')).toEqual(['licence']);
    expect(kinds('portal:publisher:publishBigDataAnalytics')).toEqual(['licence']);
    expect(kinds('premium:publisher:scheduleNotebooks')).toEqual(['visibility']);
    expect(kinds('premium:user:places')).toEqual(['subscription']);
    expect(kinds('portal:user:createItem')).toEqual([]);
    expect(PRIVILEGES.filter((p) => p.conditions.length > 0)).toHaveLength(11);
  });

  it('distinguishes reused group names by category and keeps case in lookups', () => {
    expect(findPrivilege('portal:admin:reassignItems')).toMatchObject({ category: 'administrative', group: 'Content' });
    expect(findPrivilege('portal:user:reassignItems')).toMatchObject({ category: 'general', group: 'Content' });
    expect(findPrivilege('portal:publisher:publishServerGPServices')?.category).toBe('administrative');
    expect(findPrivilege('portal:publisher:publishVideo')).toBeUndefined();
  });
});

describe('privilege globs', () => {
  it('matches portal:admin:* to the 33 portal:admin ids only', () => {
    const admin = matchPrivileges('portal:admin:*');
    expect(admin).toHaveLength(33);
    for (const p of admin) expect(p.id.startsWith('portal:admin:')).toBe(true);
  });

  it('lets * cross segment boundaries and treats other characters literally', () => {
    expect(matchPrivileges('portal:*Offline').map((p) => p.id)).toEqual(['portal:user:desktopapp:takeLicenseOffline']);
    expect(matchPrivileges('*').length).toBe(92);
    expect(matchPrivileges('portal:user:createGroup').map((p) => p.id)).toEqual(['portal:user:createGroup']);
    expect(matchPrivileges('portal.user.*')).toEqual([]);
    expect(matchPrivileges('nothing:*')).toEqual([]);
  });

  it('recognises globs', () => {
    expect(isGlob('portal:admin:*')).toBe(true);
    expect(isGlob('portal:admin:viewUsers')).toBe(false);
  });
});

describe('portalConfigProperties catalog', () => {
  it('has the 20 unique properties of the spec', () => {
    expect(CONFIG_PROPERTIES).toHaveLength(20);
    expect(new Set(CONFIG_PROPERTY_NAMES).size).toBe(20);
    expect(CONFIG_PROPERTY_NAMES).toEqual(CONFIG_PROPERTIES.map((p) => p.name));
  });

  it('has releases that parse, and a default or a note for each', () => {
    for (const p of CONFIG_PROPERTIES) {
      expect(parseRelease(p.since), p.name).toBeDefined();
      if (p.deprecatedAt !== undefined) expect(parseRelease(p.deprecatedAt), p.name).toBeDefined();
      expect('default' in p || 'defaultNote' in p, p.name).toBe(true);
    }
  });

  it('records releases, deprecations, defaults and types from the spec table', () => {
    expect(findConfigProperty('tokenExpiration')).toMatchObject({ type: 'minutes', deprecatedAt: '12.1', default: 120 });
    expect(findConfigProperty('longTokenExpiration')).toMatchObject({ default: 20160, deprecatedAt: '12.1' });
    expect(findConfigProperty('tpsEnabled')).toMatchObject({ since: '11.5', type: 'boolean' });
    expect(findConfigProperty('webEditorEnabled')?.since).toBe('11.3');
    expect(findConfigProperty('iotViewerUrl')).toMatchObject({ since: '11.1', type: 'url', deprecatedAt: '12.1' });
    expect(findConfigProperty('footerLinks')).toMatchObject({ type: 'footerLinks', default: [] });
    expect(findConfigProperty('httpsDomains')?.type).toBe('domainList');
    expect(findConfigProperty('showInAppLauncher')?.type).toBe('stringList');
    expect(findConfigProperty('configurePortalOnlineEnv')?.type).toBe('stringOrFalse');
    expect(findConfigProperty('restrictOrganizationPageToAdmin')?.default).toBe(false);
    expect(CONFIG_PROPERTIES.filter((p) => p.deprecatedAt !== undefined).map((p) => p.name)).toEqual([
      'gcsBasemapService',
      'httpsDomains',
      'longTokenExpiration',
      'tokenExpiration',
      'configurePortalOnlineEnv',
      'iotViewerUrl',
    ]);
    expect(findConfigProperty('httpsDomain')).toBeUndefined();
  });
});
