/**
 * Annotations on the change-request files: errors and warnings land on the line their JSON path
 * points at, so a pull request's "Files changed" tab shows them in place.
 */
import { redact } from '../security/redact.ts';
import type { ActionReport, LocatedIssue } from './types.ts';

export interface AnnotationProperties {
  file?: string;
  startLine?: number;
  startColumn?: number;
}

export interface Annotator {
  error(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
}

export function emitAnnotations(report: ActionReport, out: Annotator): void {
  for (const f of report.files) {
    if (f.status === 'invalid') for (const e of f.errors) out.error(issueText(e), where(f.file, e));
    if (f.status === 'error') out.error(redact(f.error.message), { file: f.file });
    for (const w of f.warnings) out.warning(issueText(w), where(f.file, w));
  }
}

export function issueText(issue: LocatedIssue): string {
  const path = issue.path === '' ? '' : `${issue.path}: `;
  return redact(`${path}${issue.message}${issue.hint === undefined ? '' : ` (hint: ${issue.hint})`}`);
}

function where(file: string, issue: LocatedIssue): AnnotationProperties {
  return {
    file,
    ...(issue.line === undefined ? {} : { startLine: issue.line }),
    ...(issue.column === undefined ? {} : { startColumn: issue.column }),
  };
}
