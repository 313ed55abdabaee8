/** What one run of the Action did, file by file: the model the summary, comment and outputs render. */
import type { Issue } from '../errors.ts';
import type { ApplyResult, Plan } from '../plan/types.ts';

export type ActionCommand = 'validate' | 'plan' | 'apply';

/** An issue with the line of the change-request file it points at, for annotations. */
export interface LocatedIssue extends Issue {
  readonly line?: number;
  readonly column?: number;
}

interface FileBase {
  /** Workspace-relative path with `/` separators. */
  readonly file: string;
  readonly warnings: readonly LocatedIssue[];
}

export type FileOutcome =
  /** Unreadable, not JSON, or not a valid change request (locally or for the portal). */
  | (FileBase & { readonly status: 'invalid'; readonly errors: readonly LocatedIssue[] })
  /** `validate`: the file is valid. */
  | (FileBase & { readonly status: 'valid' })
  /** `plan`: what would change. */
  | (FileBase & { readonly status: 'planned'; readonly plan: Plan })
  /** `apply`: what was written (the result's status says noop/applied/partial/failed). */
  | (FileBase & { readonly status: 'applied'; readonly result: ApplyResult })
  /** The portal, the transport or the credentials failed; `error` is a PortalOpsError's toJSON(). */
  | (FileBase & { readonly status: 'error'; readonly error: Readonly<Record<string, unknown>> & { readonly message: string } })
  /** `apply` stopped before this file (an earlier file failed or another file is invalid). */
  | (FileBase & { readonly status: 'skipped'; readonly reason: string });

export interface ActionReport {
  readonly command: ActionCommand;
  readonly files: readonly FileOutcome[];
  /** Problems that belong to no single file: unmatched patterns, bad configuration. */
  readonly problems: readonly string[];
  /** Facts about the check, e.g. that release gating was skipped. */
  readonly notes: readonly string[];
}
