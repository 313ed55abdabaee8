import { describe, expect, it } from 'vitest';
import { actionOutputs } from '../../src/action/actionOutputs.ts';
import { commentBody, stickyMarker } from '../../src/action/commentBody.ts';
import { failureMessage } from '../../src/action/failureMessage.ts';
import { renderReport } from '../../src/action/renderReport.ts';
import type { ActionReport } from '../../src/action/types.ts';
import { GATING_SKIPPED } from '../../src/request/validate.ts';
import { applied, HOSTILE, plan } from './fixtures.ts';

const planReport: ActionReport = {
  command: 'plan',
  files: [
    { file: 'changes/prod.json', status: 'planned', plan: plan(), warnings: [{ path: 'changes[0].fontColor', message: 'low contrast', line: 7 }] },
    { file: 'changes/same.json', status: 'planned', plan: plan({ settings: [], roles: [], changed: false }), warnings: [] },
  ],
  problems: [],
  notes: [],
};

/** Lines of the Markdown, with no raw HTML tag other than the ones the renderer itself writes. */
function tagsIn(markdown: string): string[] {
  return [...markdown.matchAll(/<\/?([a-z]+)[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase());
}

describe('renderReport', () => {
  it('renders a table per file: field, before, after; privileges added and removed', () => {
    const md = renderReport(planReport);
    expect(md).toContain('## portal-ops plan');
    expect(md).toContain('📝 **Changes pending** in 1 of 2 files.');
    expect(md).toContain('| <code>changes/prod.json</code> | <code>prod</code> | 📝 2 settings fields and 1 role, 1 warning |');
    expect(md).toContain('| <code>changes/same.json</code> | <code>prod</code> | ✅ no changes |');
    expect(md).toContain('| Field | Before | After |');
    expect(md).toContain('| <code>informationalBanner.enabled</code> | <code>false</code> | <code>true</code> |');
    expect(md).toContain('| <code>portalConfigProperties.surveyUrl</code> | <code>&quot;https://s.example.org&quot;</code> | <em>unset</em> |');
    expect(md).toContain('| <code>portalConfigProperties.webEditorEnabled</code> | <em>unset</em> | <code>true</code> |');
    expect(md).toContain('| Role | Privileges added | Privileges removed |');
    expect(md).toContain('| <code>GIS &#124; &lt;Analysts&gt;</code> (<code>Pi5ZcW4sddhtho45</code>) | ➕ <code>portal:user:generateApiTokens</code> | ➖ <code>portal:publisher:publishFeatures</code> |');
    expect(md).toContain('- ⚠️ line 7: <code>changes&#91;0&#93;.fontColor</code>: low contrast');
    expect(md).toContain('- the authenticated access notice is already as requested');
  });

  it('escapes everything from the portal or the file', () => {
    const md = renderReport(planReport);
    expect(md).not.toContain('<script>');
    expect(HOSTILE).toContain('<script>');
    expect(md).toContain('<code>&quot;&lt;script&gt;alert&#40;1&#41;&lt;/script&gt; &#124; &#96;tick&#96; &#42;b&#42; &#64;team&#92;nnext &#124; line&quot;</code>');
    expect(md).not.toContain('`tick`');
    expect(md).not.toContain('<em>now</em>');
    expect(md).toContain('Reason: Upgrade &#124; &lt;em&gt;now&lt;/em&gt;');
    expect(new Set(tagsIn(md))).toEqual(new Set(['code', 'em', 'br', 'sub']));
    // Every table row keeps its column count, whatever the values hold.
    for (const line of md.split('\n').filter((l) => l.startsWith('| <code>informationalBanner.text'))) {
      expect(line.split('|')).toHaveLength(5);
    }
  });

  it('shows each write of an apply, and a partial apply as a failure', () => {
    const ok = renderReport({ command: 'apply', files: [{ file: 'a.json', status: 'applied', result: applied(), warnings: [] }], problems: [], notes: [] });
    expect(ok).toContain('✅ **Applied** 1 file: 2 writes, all verified.');
    expect(ok).toContain('| settings/update &#40;informationalBanner, portalConfigProperties&#41; | ✅ applied and verified |');
    const partial: ActionReport = {
      command: 'apply',
      files: [
        { file: 'a.json', status: 'applied', result: applied('partial'), warnings: [] },
        { file: 'b.json', status: 'skipped', reason: 'not applied: a.json failed first', warnings: [] },
      ],
      problems: [],
      notes: [],
    };
    const md = renderReport(partial);
    expect(md).toContain('❌ **Failed**: 1 file of 2 failed.');
    expect(md).toContain('| setPrivileges role &quot;GIS &#124; &lt;Analysts&gt;&quot; &#40;Pi5ZcW4sddhtho45&#41; | ❌ failed<br>portal said &lt;no&gt; &#124; denied |');
    expect(md).toContain('❌ Apply partial: 1 of 2 writes landed and verified.');
    expect(md).toContain('⏭️ not applied: a.json failed first');
    expect(failureMessage(partial)).toBe('portal-ops apply failed: a.json: apply partial, 1 of 2 writes landed (re-running is safe)');
    expect(actionOutputs(partial).changed).toBe('true');
    const noop = renderReport({ command: 'apply', files: [{ file: 'a.json', status: 'applied', result: applied('noop'), warnings: [] }], problems: [], notes: [] });
    expect(noop).toContain('✅ **Nothing to apply**');
  });

  it('lists invalid files with their lines and speaks inputs, not CLI flags, in notes', () => {
    const md = renderReport({
      command: 'validate',
      files: [{ file: 'bad.json', status: 'invalid', errors: [{ path: 'changes[0].add[0]', message: 'unknown privilege "x"', hint: 'did you mean "y"?', line: 5 }], warnings: [] }],
      problems: ['no file matches "nope/*.json"'],
      notes: [GATING_SKIPPED],
    });
    expect(md).toContain('- ❌ no file matches &quot;nope/&#42;.json&quot;');
    expect(md).toContain('- ❌ line 5: <code>changes&#91;0&#93;.add&#91;0&#93;</code>: unknown privilege &quot;x&quot; (did you mean &quot;y&quot;?)');
    expect(md).toContain('set the release input');
    expect(md).not.toContain('--release');
  });
});

describe('commentBody', () => {
  it('starts with the workflow marker and says what merging applies', () => {
    const body = commentBody(planReport, { workflow: 'Portal config', baseRef: 'main', sha: 'feedfacecafe', runUrl: 'https://github.com/acme/x/actions/runs/1' });
    expect(body.startsWith('<!-- portal-ops:Portal config -->\n## portal-ops plan\n')).toBe(true);
    expect(body).toContain('**On merge into <code>main</code>**, the apply workflow makes these changes (as the portal is now):');
    expect(body).toContain('- <code>changes/prod.json</code>: **applies** 2 settings fields and 1 role on portal <code>prod</code>');
    expect(body).toContain('- <code>changes/same.json</code>: nothing (the portal already matches)');
    expect(body).toContain('for commit <code>feedfac</code>');
    expect(body).not.toContain('<script>');
  });

  it('warns that a failing plan blocks the merge, and that nothing changes when nothing would', () => {
    const failing: ActionReport = { ...planReport, files: [{ file: 'x.json', status: 'error', error: { kind: 'auth', message: 'refused' }, warnings: [] }] };
    expect(commentBody(failing, { workflow: 'w', baseRef: 'main' })).toContain('> [!WARNING]\n> Fix the failures below before merging into <code>main</code>');
    const same: ActionReport = { ...planReport, files: [planReport.files[1]!] };
    expect(commentBody(same, { workflow: 'w' })).toContain('**On merge**, nothing changes on the portal: it already matches every request.');
  });

  it('stays under GitHub\'s comment limit', () => {
    const big = plan({ unchanged: Array.from({ length: 5000 }, (_, i) => `property number ${i} is already as requested`) });
    const body = commentBody({ ...planReport, files: [{ file: 'big.json', status: 'planned', plan: big, warnings: [] }] }, { workflow: 'w' });
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain('… truncated: the job summary has the full report.');
    expect(body.startsWith('<!-- portal-ops:w -->')).toBe(true);
  });

  it('the marker cannot be closed early by the workflow name', () => {
    expect(stickyMarker('Deploy --> <b>x</b>')).toBe('<!-- portal-ops:Deploy - bx/b -->');
    expect(stickyMarker('')).toBe('<!-- portal-ops:workflow -->');
  });
});

describe('actionOutputs', () => {
  it('changed, plan and result as JSON', () => {
    const out = actionOutputs(planReport);
    expect(out.changed).toBe('true');
    expect(JSON.parse(out.plan)).toEqual([
      { file: 'changes/prod.json', changed: true, plan: JSON.parse(JSON.stringify(plan())) },
      { file: 'changes/same.json', changed: false, plan: JSON.parse(JSON.stringify(plan({ settings: [], roles: [], changed: false }))) },
    ]);
    expect(JSON.parse(out.result)).toMatchObject({ command: 'plan', ok: true, changed: true, files: [{ file: 'changes/prod.json', status: 'planned', changed: true }, { status: 'planned', changed: false }] });
    expect(actionOutputs({ ...planReport, files: [planReport.files[1]!] }).changed).toBe('false');
    expect(failureMessage(planReport)).toBeUndefined();
  });
});
