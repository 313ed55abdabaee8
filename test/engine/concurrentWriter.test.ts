import { describe, expect, it } from 'vitest';
import type { Fetch } from '../../src/runtime.ts';
import { request, rig, type Rig } from './harness.ts';

/**
 * Another writer (a second worker process, a person) changes the portal right after our write and
 * before our read-back. The engine writes whole fields and whole privilege lists, so the read-back
 * then differs in parts this request did not change: that must not be reported as "the portal did
 * not take" our change, and a real loss of our change must still be.
 */
async function rigWithWriterAfter(operation: 'settings/update' | 'setPrivileges', change: (state: Awaited<ReturnType<Rig['state']>>) => void): Promise<Rig> {
  const holder: { rig?: Rig } = {};
  const fetchThenInterfere: Fetch = async (input, init) => {
    const response = await fetch(input, init);
    const r = holder.rig;
    if (String(input).endsWith(`/${operation}`) && r !== undefined) {
      const state = await r.state();
      change(state);
      await fetch(`${r.emulator.origin}/__emulator/state`, { method: 'PUT', body: JSON.stringify(state), headers: { 'content-type': 'application/json' } });
    }
    return response;
  };
  holder.rig = await rig({ engine: { fetch: fetchThenInterfere } });
  return holder.rig;
}

const config = (state: { settings: Record<string, unknown> }) => state.settings.portalConfigProperties as Record<string, unknown>;

describe('verification when another writer changes the portal between our write and our read-back', () => {
  it('a property this request left alone changed: reported as a concurrent change, not as "did not take"', async () => {
    const r = await rigWithWriterAfter('settings/update', (state) => void (config(state).surveyUrl = 'https://survey.example.org/theirs'));
    const result = await r.engine.apply(request([{ kind: 'portalConfig', set: { tokenExpiration: 90 } }]));
    expect(result.status).toBe('partial');
    expect(result.error).toMatchObject({ code: 'changed_concurrently', message: expect.stringContaining('portalConfigProperties.surveyUrl') });
    expect(String(result.error?.message)).not.toMatch(/did not take|tokenExpiration/);
    expect(result.writes[0]?.mismatches).toEqual([expect.stringMatching(/^portalConfigProperties\.surveyUrl \(not changed by this request/)]);
    expect(config(await r.state())).toMatchObject({ tokenExpiration: 90, surveyUrl: 'https://survey.example.org/theirs' });
  });

  it('our own property overwritten: still "the portal did not take" it', async () => {
    const r = await rigWithWriterAfter('settings/update', (state) => void (config(state).tokenExpiration = 120));
    const result = await r.engine.apply(request([{ kind: 'portalConfig', set: { tokenExpiration: 90 } }]));
    expect(result.status).toBe('partial');
    expect(result.error).toMatchObject({ code: 'not_applied', message: 'the portal did not take: portalConfigProperties.tokenExpiration' });
  });

  it('ours and a property left alone both changed: "did not take", each mismatch marked as it is', async () => {
    const r = await rigWithWriterAfter('settings/update', (state) => {
      config(state).tokenExpiration = 120;
      config(state).surveyUrl = 'https://survey.example.org/theirs';
    });
    const result = await r.engine.apply(request([{ kind: 'portalConfig', set: { tokenExpiration: 90 } }]));
    const marked = 'portalConfigProperties.surveyUrl (not changed by this request: another writer changed it after this write?)';
    expect(result.writes[0]?.mismatches).toEqual(expect.arrayContaining(['portalConfigProperties.tokenExpiration', marked]));
    expect(result.error).toMatchObject({ code: 'not_applied', message: expect.stringMatching(/^the portal did not take: /) });
    expect(String(result.error?.message)).toContain(marked);
  });

  it('a privilege this request did not touch was added to the role: reported as a concurrent change', async () => {
    const r = await rigWithWriterAfter('setPrivileges', (state) => {
      const crew = state.roles.find((role) => role.name === 'Field Crew');
      crew?.privileges.push('portal:user:shareToGroup');
    });
    const result = await r.engine.apply(request([{ kind: 'rolePrivileges', role: 'Field Crew', add: ['portal:user:createItem'] }]));
    expect(result.status).toBe('partial');
    expect(result.error).toMatchObject({ code: 'changed_concurrently', message: expect.stringContaining('portal:user:shareToGroup still present') });
    expect((await r.state()).roles.find((role) => role.name === 'Field Crew')?.privileges).toEqual(expect.arrayContaining(['portal:user:createItem', 'portal:user:shareToGroup']));
  });
});
