import { describe, expect, it } from 'vitest';
import { PortalLock } from '../../src/plan/portalLock.ts';
import { request, rig } from './harness.ts';

describe('changes to one portal are serialized within a process', () => {
  it('concurrent portalConfig and role edits lose nothing', async () => {
    const r = await rig();
    const results = await Promise.all([
      r.engine.apply(request([{ kind: 'portalConfig', set: { tokenExpiration: 90 } }])),
      r.engine.apply(request([{ kind: 'portalConfig', set: { sceneViewerEnabled: false } }])),
      r.engine.apply(request([{ kind: 'portalConfig', set: { showCreateDashboard: false } }])),
      r.engine.apply(request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }])),
      r.engine.apply(request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:shareToGroup'] }])),
    ]);
    expect(results.map((x) => x.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const state = await r.state();
    expect(state.settings.portalConfigProperties).toMatchObject({ tokenExpiration: 90, sceneViewerEnabled: false, showCreateDashboard: false });
    expect(state.roles.find((x) => x.name === 'Field Crew')?.privileges).toEqual(expect.arrayContaining(['portal:user:createItem', 'portal:user:shareToGroup']));
  });

  it('the lock runs work for one key in order, other keys in parallel, and survives a failure', async () => {
    const lock = new PortalLock();
    const order: string[] = [];
    const step = (name: string, ms: number, fail = false) => async () => {
      order.push(`start ${name}`);
      await new Promise((res) => setTimeout(res, ms));
      order.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([lock.run('a', step('a1', 20, true)), lock.run('a', step('a2', 1)), lock.run('b', step('b1', 5))]);
    expect(results.map((x) => x.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(order.indexOf('start a2')).toBeGreaterThan(order.indexOf('end a1'));
    expect(order.indexOf('start b1')).toBeLessThan(order.indexOf('end a1'));
  });
});
