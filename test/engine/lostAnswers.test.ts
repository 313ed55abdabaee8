/**
 * A write whose answer is lost (dropped connection, 5xx or a gateway page after the portal ran the
 * call) may have landed. The result must say what the portal shows, not what the transport saw:
 * the fault soak found runs reported "failed" (none landed) whose writes had landed.
 */
import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../src/runtime.ts';
import { request, rig } from './harness.ts';

const bannerOn = request([{ kind: 'banner', enabled: true, text: 'Maintenance' }]);
const fieldCrewAdd = request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }]);

describe('a write whose answer was lost', () => {
  it('settings that landed are reported applied, with the lost answer kept', async () => {
    const r = await rig();
    await r.faults([{ kind: 'status', operation: 'settings/update', status: 503, times: 4, when: 'after' }]);
    const result = await r.engine.apply(bannerOn);
    expect((await r.state()).settings.informationalBanner).toMatchObject({ enabled: true, text: 'Maintenance' });
    expect(result.status).toBe('applied');
    expect(result.writes[0]?.status).toBe('applied');
    expect(String(result.writes[0]?.error?.message)).toMatch(/gave up after 4 attempts\)\. The read-back shows the write landed\.$/);
  });

  it('a role that landed behind a sign-in page is reported applied', async () => {
    const r = await rig();
    await r.faults([{ kind: 'html', operation: 'roles/setPrivileges', when: 'after' }]);
    const result = await r.engine.apply(fieldCrewAdd);
    expect((await r.state()).roles.find((x) => x.name === 'Field Crew')?.privileges).toContain('portal:user:createItem');
    expect(result.status).toBe('applied');
  });

  it('a write that did not land stays failed, and the run says none landed', async () => {
    const r = await rig();
    const before = (await r.state()).settings.informationalBanner;
    await r.faults([{ kind: 'drop', operation: 'settings/update', times: 4 }]);
    const result = await r.engine.apply(bannerOn);
    expect((await r.state()).settings.informationalBanner).toEqual(before);
    expect(result.status).toBe('failed');
    expect(result.writes[0]?.status).toBe('failed');
  });

  it('a write that partly landed is unverified and names what the portal did not take', async () => {
    const r = await rig();
    await r.faults([
      { kind: 'dropField', operation: 'settings/update', field: 'aiAssistantsEnabled', times: 4 },
      { kind: 'drop', operation: 'settings/update', times: 4, when: 'after' },
    ]);
    const result = await r.engine.apply(request([{ kind: 'banner', enabled: true }, { kind: 'orgSettings', aiAssistantsEnabled: true }]));
    expect(result.status).toBe('partial');
    expect(result.writes[0]).toMatchObject({ status: 'unverified', mismatches: ['aiAssistantsEnabled'] });
    expect(String(result.writes[0]?.error?.message)).toMatch(/partly landed/);
  });

  it('when reading back fails too, the write is unverified and says nobody knows whether it landed', async () => {
    let wrote = false;
    // The write's answer is lost; after it, every settings read fails as well.
    const flaky: Fetch = async (input, init) => {
      const url = String(input);
      if (url.includes('/settings/update')) {
        wrote = true;
        await fetch(input, init);
        throw new TypeError('fetch failed');
      }
      if (wrote && url.includes('/settings?')) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const r = await rig({ engine: { fetch: flaky } });
    const result = await r.engine.apply(bannerOn);
    expect((await r.state()).settings.informationalBanner).toMatchObject({ enabled: true });
    expect(result.status).toBe('partial');
    expect(result.writes[0]?.status).toBe('unverified');
    expect(String(result.writes[0]?.error?.message)).toMatch(/whether it landed is unknown/);
  });
});
