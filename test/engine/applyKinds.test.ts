import { describe, expect, it } from 'vitest';
import { request, rig } from './harness.ts';

const everyKind = request([
  { kind: 'banner', enabled: true, text: 'Read-only until 04:00 UTC', bgColor: '#ffcc00', fontColor: 'black' },
  { kind: 'accessNotice', audience: 'authenticated', enabled: true, title: 'Terms', text: 'You agree.', buttons: 'okOnly' },
  { kind: 'orgSettings', blockBetaApps: false, aiAssistantsEnabled: true },
  { kind: 'rolePrivileges', role: 'GIS Analysts', add: ['portal:user:generateApiTokens'], remove: ['portal:publisher:*'] },
]);

describe.each([
  { name: 'self-hosted context path', emulator: { context: 'gis' }, config: true },
  { name: 'hosted root', emulator: { hosted: true }, config: false },
])('every change kind on a $name', ({ emulator, config }) => {
  it('plans, applies with one settings/update, verifies, then is a no-op', async () => {
    const r = await rig({ emulator });
    expect(r.emulator.url).toMatch(config ? /\/gis\/sharing\/rest$/ : /:\d+\/sharing\/rest$/);
    const changes = config ? { ...everyKind, changes: [...everyKind.changes, { kind: 'portalConfig', set: { restrictOrganizationPageToAdmin: true } }] } : everyKind;

    const plan = await r.engine.plan(changes);
    expect(plan.changed).toBe(true);
    expect(plan.portal.kind).toBe(config ? 'selfHosted' : 'hosted');
    expect(plan.roles[0]?.added).toEqual(['portal:user:generateApiTokens']);
    expect(plan.roles[0]?.removed).toEqual(['portal:publisher:publishFeatures', 'portal:publisher:publishTiles']);
    expect(await r.writes()).toEqual([]);

    await r.resetCalls();
    const result = await r.engine.apply(changes, { principal: 'test:suite' });
    expect(result.status).toBe('applied');
    expect(await r.writes()).toEqual(['settings/update', 'roles/setPrivileges']);

    const state = await r.state();
    expect(state.settings.informationalBanner).toMatchObject({ enabled: true, text: 'Read-only until 04:00 UTC', bgColor: '#ffcc00', fontColor: 'black' });
    expect(state.settings.authenticatedAccessNotice).toMatchObject({ enabled: true, title: 'Terms', buttons: 'okOnly' });
    expect(state.settings).toMatchObject({ blockBetaApps: false, aiAssistantsEnabled: true });
    if (config) expect(state.settings.portalConfigProperties).toMatchObject({ restrictOrganizationPageToAdmin: true });
    const analysts = state.roles.find((x) => x.name === 'GIS Analysts');
    expect(analysts?.privileges).toContain('portal:user:generateApiTokens');
    expect(analysts?.privileges.some((p) => p.startsWith('portal:publisher:'))).toBe(false);

    const audit = r.logs.find((l) => l.event === 'audit');
    expect(audit?.fields).toMatchObject({ principal: 'test:suite', reason: 'test', status: 'applied' });

    await r.resetCalls();
    const again = await r.engine.apply(changes);
    expect(again.status).toBe('noop');
    expect(await r.writes()).toEqual([]);
  });
});

describe('lossless writes', () => {
  it('reads the settings immediately before writing them, under the lock', async () => {
    const r = await rig();
    await r.engine.plan(request([{ kind: 'banner', enabled: false }]));
    await r.resetCalls();
    await r.engine.apply(request([{ kind: 'banner', enabled: true }]));
    const ops = (await r.calls()).map((c) => c.operation);
    const write = ops.indexOf('settings/update');
    expect(ops.slice(write - 1, write + 2)).toEqual(['settings', 'settings/update', 'settings']);
  });

  it('a banner toggle keeps text, colours, both notices and every portalConfigProperties entry', async () => {
    const r = await rig();
    const before = await r.state();
    const result = await r.engine.apply(request([{ kind: 'banner', enabled: !(before.settings.informationalBanner as { enabled: boolean }).enabled }]));
    expect(result.status).toBe('applied');
    expect(result.plan.settings.map((f) => f.field)).toEqual(['informationalBanner']);
    const after = await r.state();
    const { enabled: _b, ...bannerRest } = before.settings.informationalBanner as Record<string, unknown>;
    expect(after.settings.informationalBanner).toMatchObject(bannerRest);
    for (const key of Object.keys(before.settings).filter((k) => k !== 'informationalBanner')) {
      expect(after.settings[key], key).toEqual(before.settings[key]);
    }
  });

  it('a portalConfig change keeps every other property', async () => {
    const r = await rig();
    const before = (await r.state()).settings.portalConfigProperties as Record<string, unknown>;
    expect(Object.keys(before).length).toBeGreaterThan(3);
    await r.engine.apply(request([{ kind: 'portalConfig', set: { tokenExpiration: 240 }, unset: ['surveyUrl'] }]));
    const after = (await r.state()).settings.portalConfigProperties as Record<string, unknown>;
    const { surveyUrl: _s, tokenExpiration: _t, ...others } = before;
    expect(after).toEqual({ ...others, tokenExpiration: 240 });
  });

  it('sends the per-portal buttons spelling and treats both spellings as equal', async () => {
    const r = await rig({ buttonsSpelling: 'acceptAndDecilne' });
    const notice = { kind: 'accessNotice', audience: 'anonymous', enabled: true, title: 'T', text: 'X', buttons: 'acceptAndDecline' };
    await r.engine.apply(request([notice]));
    expect(((await r.state()).settings.anonymousAccessNotice as Record<string, unknown>).buttons).toBe('acceptAndDecilne');
    expect((await r.engine.plan(request([notice]))).changed).toBe(false);
  });
});
