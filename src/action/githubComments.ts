/**
 * `CommentsApi` over GitHub's REST API with `@actions/github`'s Octokit. The base URL is the
 * runner's `GITHUB_API_URL` (GitHub Enterprise Server, or a loopback fake in tests).
 */
import { getOctokit } from '@actions/github';
import type { CommentsApi } from './upsertStickyComment.ts';

export interface IssueTarget {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
}

export function githubComments(token: string, baseUrl: string, target: IssueTarget): CommentsApi {
  const octokit = getOctokit(token, { baseUrl });
  const where = { owner: target.owner, repo: target.repo };
  return {
    list: () => octokit.paginate(octokit.rest.issues.listComments, { ...where, issue_number: target.issueNumber, per_page: 100 }),
    create: async (body) => (await octokit.rest.issues.createComment({ ...where, issue_number: target.issueNumber, body })).data,
    update: async (id, body) => (await octokit.rest.issues.updateComment({ ...where, comment_id: id, body })).data,
  };
}
