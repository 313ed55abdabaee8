import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIVILEGE_IDS } from '../../src/catalog/privileges.ts';
import { validateChangeRequest } from '../../src/request/validate.ts';
import { hosted, selfHosted, unknown } from './helpers.ts';

const targets = fc.constantFrom(unknown, hosted, selfHosted('10.7'), selfHosted('11.3'), selfHosted('12.1'));

// Values shaped like change requests, so generation reaches deep into the validator, not only its first check.
const nearValid = fc.record(
  {
    portal: fc.oneof(fc.constant('prod'), fc.string(), fc.constant('__proto__')),
    reason: fc.oneof(fc.string(), fc.integer()),
    changes: fc.array(
      fc.record(
        {
          kind: fc.constantFrom('banner', 'accessNotice', 'portalConfig', 'orgSettings', 'rolePrivileges', 'bogus'),
          enabled: fc.oneof(fc.boolean(), fc.string()),
          text: fc.string(),
          bgColor: fc.oneof(fc.constantFrom('black', '#fff', '#ffcc00'), fc.string()),
          audience: fc.constantFrom('anonymous', 'authenticated', 'x'),
          set: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.constantFrom(...PRIVILEGE_IDS, 'portal:*', 'x'))),
          add: fc.array(fc.constantFrom(...PRIVILEGE_IDS, 'x')),
          remove: fc.array(fc.oneof(fc.string(), fc.constantFrom('portal:admin:*'))),
          unset: fc.array(fc.string()),
          role: fc.string(),
        },
        { requiredKeys: ['kind'] },
      ),
      { maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);

describe('validation never throws', () => {
  it('returns valid or a list of issues for arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), targets, (value, target) => {
        const r = validateChangeRequest(value, { target });
        expect(r.valid === (r.errors.length === 0)).toBe(true);
        for (const e of r.errors) expect(typeof e.message).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
  it('returns valid or a list of issues for near-valid requests', () => {
    fc.assert(
      fc.property(nearValid, targets, (value, target) => {
        const r = validateChangeRequest(value, { target });
        expect(r.valid === (r.errors.length === 0)).toBe(true);
        if (r.valid) expect(r.request?.changes.length).toBeGreaterThan(0);
        for (const e of r.errors) expect(e.path === '' || /^[A-Za-z$[]/.test(e.path)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
