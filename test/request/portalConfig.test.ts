import { describe, expect, it } from 'vitest';
import { check, errorAt, hosted, selfHosted, warningAt } from './helpers.ts';

const config = (set: Record<string, unknown>, unset?: string[]) => ({ kind: 'portalConfig', set, ...(unset ? { unset } : {}) });

describe('portalConfig property types', () => {
  it('accepts every type in its right form', () => {
    const r = check(
      [
        config({
          extentService: 'https://services.example.org/arcgis/rest/services/World/MapServer',
          footerLinks: [
            { title: 'Privacy', url: 'https://example.org/privacy' },
            { title: 'Report abuse', email: 'abuse@example.org', type: 'reportAbuse' },
          ],
          httpsDomains: ['example.org', 'tiles.example.co.uk'],
          longTokenExpiration: 20160,
          restrictOrganizationPageToAdmin: true,
          showInAppLauncher: ['Map Viewer', 'Dashboards'],
          surveyUrl: 'https://survey.example.org:8443/survey',
          configurePortalOnlineEnv: false,
        }),
      ],
      selfHosted('11.3'),
    );
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
  });
  it('refuses non-URLs, non-integers, wrong booleans', () => {
    const r = check([config({ surveyUrl: 'survey.example.org', tokenExpiration: 1.5, sceneViewerEnabled: 'false' })]);
    expect(errorAt(r, 'changes[0].set.surveyUrl')?.message).toMatch(/http/);
    expect(errorAt(r, 'changes[0].set.tokenExpiration')?.message).toMatch(/whole number of minutes/);
    expect(errorAt(r, 'changes[0].set.sceneViewerEnabled')?.message).toBe('expected boolean, got string');
    expect(errorAt(check([config({ tokenExpiration: 0 })]), 'changes[0].set.tokenExpiration')?.message).toMatch(/positive/);
  });
  it('configurePortalOnlineEnv is a string or false, never true', () => {
    expect(check([config({ configurePortalOnlineEnv: 'proxy.example.org' })]).valid).toBe(true);
    expect(errorAt(check([config({ configurePortalOnlineEnv: true })]), 'changes[0].set.configurePortalOnlineEnv')?.message).toMatch(/string, or false/);
  });
  it('httpsDomains are domain names, not URLs', () => {
    const r = check([config({ httpsDomains: ['ok.example.org', 'https://bad.example.org', 'bad.example.org/path', 'nodot'] })]);
    expect(errorAt(r, 'changes[0].set.httpsDomains[0]')).toBeUndefined();
    for (const i of [1, 2, 3]) expect(errorAt(r, `changes[0].set.httpsDomains[${i}]`)?.message).toMatch(/domain name/);
  });
  it('footerLinks: title required, exactly one of url/email, type only contactUs/reportAbuse and only with email', () => {
    const r = check([
      config({
        footerLinks: [
          { url: 'https://example.org' },
          { title: 'Both', url: 'https://example.org', email: 'a@example.org' },
          { title: 'Neither' },
          { title: 'Type on url', url: 'https://example.org', type: 'contactUs' },
          { title: 'Bad type', email: 'a@example.org', type: 'complaints' },
          { title: 'Bad mail', email: 'not-an-address' },
        ],
      }),
    ]);
    const at = 'changes[0].set.footerLinks';
    expect(errorAt(r, `${at}[0].title`)?.message).toMatch(/required/);
    expect(errorAt(r, `${at}[1].email`)?.message).toMatch(/exactly one of "url" or "email"/);
    expect(errorAt(r, `${at}[2]`)?.message).toMatch(/exactly one of "url" or "email"/);
    expect(errorAt(r, `${at}[3].type`)?.message).toMatch(/only for e-mail links/);
    expect(errorAt(r, `${at}[4].type`)?.message).toMatch(/"complaints" is not one of "contactUs", "reportAbuse"/);
    expect(errorAt(r, `${at}[5].email`)?.message).toMatch(/e-mail address/);
  });
  it('an unknown property gets a suggestion; set and unset of the same property is refused', () => {
    expect(errorAt(check([config({ tokenExpiry: 5 })]), 'changes[0].set.tokenExpiry')?.hint).toBe('did you mean "tokenExpiration"?');
    expect(errorAt(check([config({}, ['surveyURL'])]), 'changes[0].unset[0]')?.hint).toBe('did you mean "surveyUrl"?');
    expect(errorAt(check([config({ surveyUrl: 'https://a.example.org' }, ['surveyUrl'])]), 'changes[0].unset[0]')?.message).toMatch(/both set and unset/);
    expect(errorAt(check([config({})]), 'changes[0]')?.message).toMatch(/changes nothing/);
  });
});

describe('portalConfig release gating', () => {
  it('is refused on hosted organizations and before 11.0', () => {
    const change = config({ restrictOrganizationPageToAdmin: true });
    expect(errorAt(check([change], hosted), 'changes[0]')?.message).toMatch(/only on self-hosted/);
    expect(errorAt(check([change], selfHosted('10.9')), 'changes[0]')?.message).toMatch(/from release 11\.0/);
    expect(check([change], selfHosted('11.0')).valid).toBe(true);
  });
  it('refuses a property newer than the release', () => {
    expect(errorAt(check([config({ tpsEnabled: true })], selfHosted('11.4')), 'changes[0].set.tpsEnabled')?.message).toMatch(/introduced at 11\.5/);
    expect(check([config({ tpsEnabled: true })], selfHosted('11.5')).valid).toBe(true);
    expect(errorAt(check([config({ iotViewerUrl: 'https://iot.example.org' })], selfHosted('11.0')), 'changes[0].set.iotViewerUrl')).toBeDefined();
  });
  it('warns about properties deprecated at 12.1 on 12.1 and later only', () => {
    const change = config({ tokenExpiration: 60, httpsDomains: ['example.org'] });
    const r = check([change], selfHosted('12.1'));
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'changes[0].set.tokenExpiration')?.message).toMatch(/deprecated from 12\.1/);
    expect(warningAt(r, 'changes[0].set.httpsDomains')).toBeDefined();
    expect(check([change], selfHosted('12.0')).warnings).toEqual([]);
  });
});
