/**
 * The sticky comment on pull-request events; any failure (a fork's read-only token) is only a
 * warning. A module of its own because main.ts imports it only on pull-request events: Octokit
 * and the rest of @actions/github are most of the Action's code and are not needed otherwise.
 */
import * as core from '@actions/core';
import { context } from '@actions/github';
import { redact } from '../security/redact.ts';
import { commentBody, stickyMarker } from './commentBody.ts';
import { githubComments } from './githubComments.ts';
import type { ActionReport } from './types.ts';
import { runUrl } from './runUrl.ts';
import { upsertStickyComment } from './upsertStickyComment.ts';

export async function pullRequestComment(report: ActionReport, githubToken: string | undefined): Promise<void> {
  const pr = context.payload.pull_request;
  if (pr === undefined) return;
  if (githubToken === undefined) {
    core.warning('no github-token: the pull-request comment is skipped');
    return;
  }
  const env = process.env;
  const workflow = env.GITHUB_WORKFLOW ?? 'portal-ops';
  const head = (pr.head as { sha?: unknown } | undefined)?.sha;
  const base = (pr.base as { ref?: unknown } | undefined)?.ref;
  const sha = typeof head === 'string' ? head : env.GITHUB_SHA;
  const url = runUrl();
  const body = redact(
    commentBody(report, { workflow, ...(typeof base === 'string' ? { baseRef: base } : {}), ...(sha === undefined ? {} : { sha }), ...(url === undefined ? {} : { runUrl: url }) }),
  );
  try {
    const { owner, repo } = context.repo;
    const api = githubComments(githubToken, env.GITHUB_API_URL || 'https://api.github.com', { owner, repo, issueNumber: pr.number });
    const result = await upsertStickyComment(api, stickyMarker(workflow), body);
    core.info(`pull-request comment ${result.action} (id ${result.id})`);
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    core.warning(redact(`could not comment on the pull request${typeof status === 'number' ? ` (HTTP ${status})` : ''}: ${err instanceof Error ? err.message : String(err)}`));
  }
}
