/**
 * The sticky pull-request comment: a hidden marker naming the workflow (so each workflow keeps
 * exactly one comment, edited on every push), what merging would apply, then the report.
 */
import { escapeMarkdown, inlineCode } from './escapeMarkdown.ts';
import { outcomeFailed } from './outcomeFailed.ts';
import { changeCount, renderReport } from './renderReport.ts';
import { truncateMarkdown } from './truncateMarkdown.ts';
import type { ActionReport } from './types.ts';

export interface CommentContext {
  /** The workflow's name (GITHUB_WORKFLOW): one sticky comment per workflow. */
  readonly workflow: string;
  /** The branch the pull request merges into. */
  readonly baseRef?: string;
  /** The pull request's head commit. */
  readonly sha?: string;
  readonly runUrl?: string;
}

/** GitHub's limit is 65,536 characters; stay clear of it. */
export const MAX_COMMENT = 60_000;

/** `<!-- portal-ops:<workflow> -->`, with nothing in the name able to close the comment early. */
export function stickyMarker(workflow: string): string {
  const name = workflow.replace(/[\r\n]+/g, ' ').replace(/-{2,}/g, '-').replace(/[<>]/g, '').trim();
  return `<!-- portal-ops:${name === '' ? 'workflow' : name} -->`;
}

export function commentBody(report: ActionReport, context: CommentContext): string {
  const marker = stickyMarker(context.workflow);
  const merge = report.command === 'plan' ? onMerge(report, context.baseRef) : '';
  const footer = [
    context.sha === undefined ? '' : `for commit ${inlineCode(context.sha.slice(0, 7))}`,
    context.runUrl === undefined ? '' : `<a href="${escapeMarkdown(context.runUrl)}">workflow run</a>`,
  ].filter(Boolean);
  const tail = `<sub>portal-ops · ${escapeMarkdown(context.workflow)}${footer.length > 0 ? ` · ${footer.join(' · ')}` : ''} · this comment is updated on every push</sub>\n`;
  return `${marker}\n${truncateMarkdown(renderReport(report, { intro: merge }), MAX_COMMENT - marker.length - tail.length - 100)}\n${tail}`;
}

/** Which changes merging would apply, file by file, as the portal is now. */
function onMerge(report: ActionReport, baseRef: string | undefined): string {
  const into = baseRef === undefined ? '' : ` into ${inlineCode(baseRef)}`;
  const blocked = report.files.filter(outcomeFailed).length + report.problems.length;
  const head = blocked > 0 ? `> [!WARNING]\n> Fix the failures below before merging${into}: the apply would fail.\n\n` : '';
  const changing = report.files.filter((f) => f.status === 'planned' && f.plan.changed);
  if (changing.length === 0) return `${head}**On merge${into}**, nothing changes on the portal${blocked > 0 ? ' until the failures are fixed' : ': it already matches every request'}.`;
  const lines = report.files.map((f) => {
    if (f.status === 'planned') return `- ${inlineCode(f.file)}: ${f.plan.changed ? `**applies** ${escapeMarkdown(changeCount(f.plan))} on portal ${inlineCode(f.plan.portal.alias)}` : 'nothing (the portal already matches)'}`;
    return `- ${inlineCode(f.file)}: ❌ cannot be applied as it is`;
  });
  return `${head}**On merge${into}**, the apply workflow makes these changes (as the portal is now):\n\n${lines.join('\n')}`;
}
