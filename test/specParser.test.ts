import { describe, expect, it } from 'vitest';
import { CONFIG_PROPERTIES } from '../src/catalog/configProperties.ts';
import { PRIVILEGES } from '../src/catalog/privileges.ts';
import {
  compareCatalogs,
  parseSpec,
  parseSpecConfigProperties,
  parseSpecDeprecations,
  parseSpecPrivileges,
} from '../scripts/specParser.ts';

// A small excerpt in the spec's format. The real spec lives in ../shared, which a user's clone lacks,
// so these tests never read it; `npm run check:spec` covers the real file in CI.
const FIXTURE = `
#### Advanced portal configuration properties (shape of portalConfigProperties)

| Property | Type | Since | Default | Meaning |
|---|---|---|---|---|
| extentService | string (URL) | 11.0 | not part of the listed defaults | Service used to set the extent. |
| tokenExpiration | integer, minutes | 11.0; deprecated 12.1 | 120 (2 hours) | Expiration of tokens. |
| tpsEnabled | boolean | 11.5 | see note | Whether the apps are installed. |

footerLinks element shape:

| Property | Type | Meaning |
|---|---|---|
| title | string | Link label. |

#### Privilege identifiers (values accepted in the privileges array)

**General privileges - Members**

| Privilege | Grants |
|---|---|
| portal:user:viewOrgUsers | View members of the organization. |
| portal:user:desktopapp:takeLicenseOffline | Take the license offline. Introduced with the February 2026 hosted release and at 12.1. |

**General privileges - Content**

| Privilege | Grants |
|---|---|
| portal:publisher:createDataPipelines | Create data pipelines. Introduced on self-hosted at 12.0, available only where data pipelines are configured. |
| portal:publisher:PublishVideo | Publish hosted video layers. Introduced at 11.2. |
| portal:user:createWorkflow | Create workflow manager items. Introduced with the October 2025 hosted release and at 12.1. |

**Administrative privileges - Members**

| Privilege | Grants |
|---|---|
| portal:admin:viewUsers | View full member account information. |

## Versioning

3. Deprecated at release 12.1: tokenExpiration.
`;

const CATALOG = { privileges: PRIVILEGES, properties: CONFIG_PROPERTIES };

describe('spec parser', () => {
  it('reads privileges with category, group and releases from the row text', () => {
    expect(parseSpecPrivileges(FIXTURE)).toEqual([
      { id: 'portal:user:viewOrgUsers', category: 'general', group: 'Members' },
      {
        id: 'portal:user:desktopapp:takeLicenseOffline',
        category: 'general',
        group: 'Members',
        since: '12.1',
        hostedSince: 'February 2026',
      },
      { id: 'portal:publisher:createDataPipelines', category: 'general', group: 'Content', since: '12.0' },
      { id: 'portal:publisher:PublishVideo', category: 'general', group: 'Content', since: '11.2' },
      { id: 'portal:user:createWorkflow', category: 'general', group: 'Content', since: '12.1', hostedSince: 'October 2025' },
      { id: 'portal:admin:viewUsers', category: 'administrative', group: 'Members' },
    ]);
  });

  it('reads only the property table with a Since column, including deprecations', () => {
    expect(parseSpecConfigProperties(FIXTURE)).toEqual([
      { name: 'extentService', since: '11.0' },
      { name: 'tokenExpiration', since: '11.0', deprecatedAt: '12.1' },
      { name: 'tpsEnabled', since: '11.5' },
    ]);
  });

  it('reads the Versioning deprecation list', () => {
    expect(parseSpecDeprecations(FIXTURE)).toEqual([{ release: '12.1', names: ['tokenExpiration'] }]);
    expect(parseSpecDeprecations('3. Deprecated at release 12.1: a, `b` and c.')).toEqual([
      { release: '12.1', names: ['a', 'b', 'c'] },
    ]);
  });

  it('flags an unreadable release instead of dropping it', () => {
    const text = FIXTURE.replace('Introduced at 11.2.', 'Introduced in a later release.');
    expect(parseSpec(text).problems).toEqual([
      'spec: cannot read the release in "portal:publisher:PublishVideo": "Introduced in a later release."',
    ]);
  });
});

describe('compareCatalogs', () => {
  it('reports nothing for identical catalogs', () => {
    expect(compareCatalogs(CATALOG, CATALOG)).toEqual([]);
  });

  it('reports a renamed identifier as one missing and one extra, with a case hint', () => {
    const spec = {
      ...CATALOG,
      privileges: PRIVILEGES.map((p) => (p.id === 'portal:publisher:PublishVideo' ? { ...p, id: 'portal:publisher:publishVideo' } : p)),
    };
    expect(compareCatalogs(spec, CATALOG)).toEqual([
      'privilege portal:publisher:publishVideo is in the spec but not in the catalog (differs only in case from portal:publisher:PublishVideo)',
      'privilege portal:publisher:PublishVideo is in the catalog but not in the spec (differs only in case from portal:publisher:publishVideo)',
    ]);
  });

  it('reports a missing identifier', () => {
    const catalog = { ...CATALOG, privileges: PRIVILEGES.filter((p) => p.id !== 'portal:admin:createReports') };
    expect(compareCatalogs(CATALOG, catalog)).toEqual(['privilege portal:admin:createReports is in the spec but not in the catalog']);
  });

  it('reports a release difference of one privilege and one property', () => {
    const catalog = {
      privileges: PRIVILEGES.map((p) => (p.id === 'portal:user:generateApiTokens' ? { ...p, since: '11.3' } : p)),
      properties: CONFIG_PROPERTIES.map((p) => {
        if (p.name !== 'tokenExpiration') return p;
        const { deprecatedAt: _dropped, ...rest } = p;
        return rest;
      }),
    };
    expect(compareCatalogs(CATALOG, catalog)).toEqual([
      'privilege portal:user:generateApiTokens: since is "11.4" in the spec, "11.3" in the catalog',
      'property tokenExpiration: deprecatedAt is "12.1" in the spec, not given in the catalog',
    ]);
  });

  it('reports category, group and hosted release differences', () => {
    const catalog = {
      ...CATALOG,
      privileges: PRIVILEGES.map((p) =>
        p.id === 'portal:user:createWorkflow' ? { ...p, category: 'administrative' as const, group: 'Groups', hostedSince: 'February 2026' as const } : p,
      ),
    };
    expect(compareCatalogs(CATALOG, catalog)).toEqual([
      'privilege portal:user:createWorkflow: category is "general" in the spec, "administrative" in the catalog',
      'privilege portal:user:createWorkflow: group is "Content" in the spec, "Groups" in the catalog',
      'privilege portal:user:createWorkflow: hostedSince is "October 2025" in the spec, "February 2026" in the catalog',
    ]);
  });

  it('reports order only when the sets agree', () => {
    const [a, b, ...rest] = PRIVILEGES;
    if (!a || !b) throw new Error('catalog too small');
    const catalog = { ...CATALOG, privileges: [b, a, ...rest] };
    expect(compareCatalogs(CATALOG, catalog)).toEqual([
      `privilege order differs from the spec at position 1: spec has ${a.id}, catalog has ${b.id}`,
    ]);
  });

  it('cross-checks the Versioning deprecation list against the property table', () => {
    const spec = parseSpec(FIXTURE.replace('Deprecated at release 12.1: tokenExpiration.', 'Deprecated at release 12.1: tpsEnabled.'));
    const fixtureCatalog = { privileges: spec.privileges, properties: spec.properties };
    expect(compareCatalogs(spec, fixtureCatalog)).toEqual([
      'spec: Versioning lists "tpsEnabled" as deprecated at 12.1, but the property table says not given',
      'spec: the property table deprecates "tokenExpiration" at 12.1, but the Versioning list does not',
    ]);
    expect(compareCatalogs(parseSpec(FIXTURE), fixtureCatalog)).toEqual([]);
  });
});
