import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigValues from '../../src/request/configValueSchemas.ts';
import type * as Schema from '../../src/request/schema.ts';
import type * as Validate from '../../src/request/validate.ts';

// Building every schema at load time was most of the Action's `validate` start-up: each kind's
// schema is built when a change of that kind first appears. Fresh modules per test, so what one
// test builds does not count for the next.
let schema: typeof Schema;
let configValues: typeof ConfigValues;
let validate: typeof Validate.validateChangeRequest;

beforeEach(async () => {
  vi.resetModules();
  schema = await import('../../src/request/schema.ts');
  configValues = await import('../../src/request/configValueSchemas.ts');
  validate = (await import('../../src/request/validate.ts')).validateChangeRequest;
});

const built = () => ({
  banner: schema.bannerChangeSchema.built,
  accessNotice: schema.accessNoticeChangeSchema.built,
  portalConfig: schema.portalConfigChangeSchema.built,
  portalConfigSet: configValues.portalConfigSetSchema.built,
  orgSettings: schema.orgSettingsChangeSchema.built,
  rolePrivileges: schema.rolePrivilegesChangeSchema.built,
  union: schema.changeSchema.built,
  request: schema.changeRequestSchema.built,
});
const none = { banner: false, accessNotice: false, portalConfig: false, portalConfigSet: false, orgSettings: false, rolePrivileges: false, union: false, request: false };

describe('change schemas are built when a change of their kind appears', () => {
  it('loading the validator builds none of them', () => {
    expect(built()).toEqual(none);
  });

  it('a banner-only request builds the banner schema and nothing else', () => {
    const r = validate({ reason: 'maintenance over', changes: [{ kind: 'banner', enabled: false }] }, { target: { kind: 'unknown' } });
    expect(r.valid).toBe(true);
    expect(built()).toEqual({ ...none, banner: true });
  });

  it('an invalid banner change still builds only its own schema, and reports as before', () => {
    const r = validate({ changes: [{ kind: 'banner', bgColour: 'red' }] }, { target: { kind: 'unknown' } });
    expect(r.errors).toContainEqual({ path: 'changes[0].bgColour', message: 'unknown field "bgColour"', hint: 'did you mean "bgColor"?' });
    expect(built()).toEqual({ ...none, banner: true });
  });

  it('role privileges and portalConfig changes build their schemas (with the property value schemas)', () => {
    const r = validate(
      { changes: [{ kind: 'rolePrivileges', role: 'Analysts', add: ['portal:user:createItem'] }, { kind: 'portalConfig', set: { sceneViewerEnabled: false } }] },
      { target: { kind: 'selfHosted', release: [11, 3] } },
    );
    expect(r.errors).toEqual([]);
    expect(built()).toEqual({ ...none, rolePrivileges: true, portalConfig: true, portalConfigSet: true });
  });

  it('an unknown kind builds no change schema', () => {
    const r = validate({ changes: [{ kind: 'baner', enabled: false }] }, { target: { kind: 'unknown' } });
    expect(r.errors).toContainEqual({ path: 'changes[0].kind', message: 'unknown change kind "baner"', hint: 'did you mean "banner"?' });
    expect(built()).toEqual(none);
  });

  it('the whole-format schema (for the JSON Schema) shares the instances validation built', () => {
    const banner = schema.bannerChangeSchema();
    const union = schema.changeSchema();
    expect(union._zod.def.options).toContain(banner);
    expect(built()).toEqual({ ...none, banner: true, accessNotice: true, portalConfig: true, portalConfigSet: true, orgSettings: true, rolePrivileges: true, union: true });
  });
});
