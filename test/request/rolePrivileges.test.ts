import { describe, expect, it } from 'vitest';
import { check, errorAt, hosted, selfHosted, warningAt } from './helpers.ts';

const role = (fields: Record<string, unknown>) => ({ kind: 'rolePrivileges', role: 'GIS Analysts', ...fields });

describe('rolePrivileges', () => {
  it('suggests the right case for an unknown privilege', () => {
    const r = check([role({ add: ['portal:publisher:publishVideo'] })]);
    expect(errorAt(r, 'changes[0].add[0]')).toEqual({
      path: 'changes[0].add[0]',
      message: 'unknown privilege "portal:publisher:publishVideo"',
      hint: 'did you mean "portal:publisher:PublishVideo"?',
    });
    expect(check([role({ add: ['portal:publisher:PublishVideo'] })]).valid).toBe(true);
  });
  it('gates privileges by release: generateApiTokens needs 11.4', () => {
    const change = role({ add: ['portal:user:generateApiTokens'] });
    expect(errorAt(check([change], selfHosted('11.3')), 'changes[0].add[0]')?.message).toMatch(/introduced at 11\.4; the target portal is 11\.3/);
    expect(check([change], selfHosted('11.4')).valid).toBe(true);
    expect(check([change], hosted).valid).toBe(true);
  });
  it('gates 12.1 privileges that came to hosted earlier', () => {
    const change = role({ set: ['portal:user:createWorkflow'] });
    expect(check([change], selfHosted('12.0')).valid).toBe(false);
    expect(check([change], selfHosted('12.1')).valid).toBe(true);
    expect(check([change], hosted).valid).toBe(true);
  });
  it('set excludes add/remove; one of them is required', () => {
    expect(errorAt(check([role({ set: ['portal:user:joinGroup'], add: ['portal:user:createItem'] })]), 'changes[0].set')?.message).toMatch(/cannot be combined/);
    expect(errorAt(check([role({})]), 'changes[0]')?.message).toMatch(/changes nothing/);
  });
  it('globs only in remove, and a glob must match something', () => {
    expect(errorAt(check([role({ add: ['portal:admin:*'] })]), 'changes[0].add[0]')?.message).toMatch(/allowed only in "remove"/);
    expect(errorAt(check([role({ set: ['portal:*'] })]), 'changes[0].set[0]')?.message).toMatch(/allowed only in "remove"/);
    expect(check([role({ remove: ['portal:admin:*', 'premium:*'] })]).valid).toBe(true);
    expect(errorAt(check([role({ remove: ['portal:nothing:*'] })]), 'changes[0].remove[0]')?.message).toMatch(/matches no privilege/);
    expect(errorAt(check([role({ remove: ['portal:user:joinGroups'] })]), 'changes[0].remove[0]')?.hint).toBe('did you mean "portal:user:joinGroup"?');
  });
  it('refuses adding what it removes, including through a glob', () => {
    const r = check([role({ add: ['portal:publisher:publishFeatures'], remove: ['portal:publisher:*'] })]);
    expect(errorAt(r, 'changes[0].add[0]')?.message).toMatch(/both added and removed/);
  });
  it('refuses an empty set unless allowEmpty', () => {
    expect(errorAt(check([role({ set: [] })]), 'changes[0].set')?.hint).toMatch(/allowEmpty/);
    expect(check([role({ set: [], allowEmpty: true })]).valid).toBe(true);
  });
  it('refuses the pre-built and default roles by id or name', () => {
    for (const name of ['iAAAAAAAAAAAAAAA', 'iBBBBBBBBBBBBBBB', 'Viewer', 'data editor', 'org_admin', 'Administrator']) {
      expect(errorAt(check([role({ role: name, add: ['portal:user:joinGroup'] })]), 'changes[0].role')?.message, name).toMatch(/cannot be changed/);
    }
    expect(check([role({ role: 'Pi5ZcW4sddhtho45', add: ['portal:user:joinGroup'] })]).valid).toBe(true);
  });
  it('warns about group sharing without createGroup', () => {
    const r = check([role({ set: ['portal:user:shareGroupToOrg', 'portal:user:joinGroup'] })]);
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'changes[0].set')?.message).toMatch(/shareGroupToOrg without portal:user:createGroup/);
    expect(check([role({ set: ['portal:user:shareGroupToPublic', 'portal:user:createGroup'] })]).warnings).toEqual([]);
  });
  it('warns about duplicates', () => {
    expect(warningAt(check([role({ add: ['portal:user:joinGroup', 'portal:user:joinGroup'] })]), 'changes[0].add[1]')?.message).toMatch(/twice/);
  });
  it('reports every problem of one change at once', () => {
    const r = check([role({ add: ['portal:publisher:publishVideo', 'portal:user:generateApiTokens'] })], selfHosted('11.3'));
    expect(r.errors.map((e) => e.path)).toEqual(['changes[0].add[0]', 'changes[0].add[1]']);
  });
});
