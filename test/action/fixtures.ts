/** Plans and results shaped like the engine's, with hostile portal text, for rendering tests. */
import type { ApplyResult, Plan } from '../../src/plan/types.ts';

export const HOSTILE = '<script>alert(1)</script> | `tick` *b* @team\nnext | line';

export function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    portal: { alias: 'prod', url: 'https://gis.example.org/portal/sharing/rest', id: '0123456789ABCDEF', kind: 'selfHosted', release: '11.3', username: 'admin' },
    reason: 'Upgrade | <em>now</em>',
    settings: [
      {
        field: 'informationalBanner',
        before: { enabled: false, text: HOSTILE },
        after: { enabled: true, text: 'Read-only' },
        changes: [
          { path: 'informationalBanner.enabled', op: '~', before: false, after: true },
          { path: 'informationalBanner.text', op: '~', before: HOSTILE, after: 'Read-only' },
        ],
      },
      {
        field: 'portalConfigProperties',
        before: { surveyUrl: 'https://s.example.org' },
        after: { webEditorEnabled: true },
        changes: [
          { path: 'portalConfigProperties.surveyUrl', op: '-', before: 'https://s.example.org' },
          { path: 'portalConfigProperties.webEditorEnabled', op: '+', after: true },
        ],
      },
    ],
    roles: [
      {
        roleId: 'Pi5ZcW4sddhtho45',
        roleName: 'GIS | <Analysts>',
        before: ['portal:publisher:publishFeatures'],
        after: ['portal:user:generateApiTokens'],
        added: ['portal:user:generateApiTokens'],
        removed: ['portal:publisher:publishFeatures'],
      },
    ],
    unchanged: ['the authenticated access notice is already as requested'],
    warnings: [{ path: 'changes[0].fontColor', message: 'low contrast `2.1:1`', hint: 'use <b>black</b>' }],
    notes: ['checked against self-hosted release 11.3'],
    changed: true,
    ...overrides,
  };
}

export function applied(status: ApplyResult['status'] = 'applied'): ApplyResult {
  const p = plan();
  if (status === 'noop') return { plan: { ...p, settings: [], roles: [], changed: false }, status, writes: [] };
  return {
    plan: p,
    status,
    writes: [
      { target: { kind: 'settings', fields: ['informationalBanner', 'portalConfigProperties'] }, status: 'applied' },
      status === 'applied'
        ? { target: { kind: 'role', roleId: 'Pi5ZcW4sddhtho45', roleName: 'GIS | <Analysts>' }, status: 'applied' }
        : { target: { kind: 'role', roleId: 'Pi5ZcW4sddhtho45', roleName: 'GIS | <Analysts>' }, status: 'failed', error: { message: 'portal said <no> | denied' } },
    ],
  };
}
