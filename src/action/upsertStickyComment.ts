/**
 * One comment per marker on a pull request: the first run creates it, later runs edit it in place.
 * Only a comment whose body starts with the marker is ours; every other comment is left alone.
 */
export interface IssueComment {
  readonly id: number;
  readonly body?: string | null;
}

/** The three REST calls the sticky comment needs (GitHub's issue-comment API, or a fake). */
export interface CommentsApi {
  list(): Promise<readonly IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
}

export interface StickyResult {
  readonly action: 'created' | 'updated';
  readonly id: number;
}

export async function upsertStickyComment(api: CommentsApi, marker: string, body: string): Promise<StickyResult> {
  if (!body.startsWith(marker)) throw new Error('the comment body must start with its marker');
  const existing = (await api.list()).find((c) => isSticky(c, marker));
  if (existing === undefined) return { action: 'created', id: (await api.create(body)).id };
  await api.update(existing.id, body);
  return { action: 'updated', id: existing.id };
}

export function isSticky(comment: IssueComment, marker: string): boolean {
  return (comment.body ?? '').trimStart().startsWith(marker);
}
