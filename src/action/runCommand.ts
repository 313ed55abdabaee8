/**
 * validate / plan / apply over a list of change-request files, file by file, into an
 * `ActionReport`. Every file is read and checked locally first. `apply` is careful: nothing is
 * applied while any file is invalid, and it stops at the first file that fails, because later files
 * may build on earlier ones.
 */
import type { Target } from '../catalog/release.ts';
import { PortalOpsError, ValidationError, type Issue } from '../errors.ts';
import { describeReadError } from '../node/readError.ts';
import type { Engine, RunOptions } from '../plan/engine.ts';
import { decodeUtf8, parseJsonFast } from '../request/parseJsonFast.ts';
import { validateChangeRequest } from '../request/validate.ts';
import { redact } from '../security/redact.ts';
import { outcomeFailed } from './outcomeFailed.ts';
import type { ActionCommand, FileOutcome, LocatedIssue } from './types.ts';

export interface RunDeps {
  /** Reads a workspace-relative file's bytes (JSON text must be UTF-8: other bytes are refused). */
  readonly readFile: (file: string) => Promise<Uint8Array>;
  /** The engine, created on first use (plan/apply only); a configuration error surfaces here. */
  readonly engine: () => Promise<Pick<Engine, 'plan' | 'apply'>>;
  /** What `validate` checks against. */
  readonly target: Target;
  readonly principal: string;
}

export interface CommandOutcome {
  readonly files: FileOutcome[];
  readonly problems: string[];
  readonly notes: string[];
}

interface ReadFile {
  readonly file: string;
  readonly text: string;
  readonly value: unknown;
}

export async function runCommand(command: ActionCommand, files: readonly string[], deps: RunDeps): Promise<CommandOutcome> {
  const notes = new Set<string>();
  const checked: Array<FileOutcome | ReadFile> = [];
  for (const file of files) {
    const read = await readJson(file, deps.readFile);
    if ('status' in read) {
      checked.push(read);
      continue;
    }
    // plan/apply check against the portal's own release later; here only what needs no portal.
    const result = validateChangeRequest(read.value, { target: command === 'validate' ? deps.target : { kind: 'unknown' } });
    if (command === 'validate') result.notes.forEach((n) => notes.add(n));
    if (!result.valid) checked.push({ file, status: 'invalid', errors: await locate(read.text, result.errors), warnings: await locate(read.text, result.warnings) });
    else if (command === 'validate') checked.push({ file, status: 'valid', warnings: await locate(read.text, result.warnings) });
    else checked.push(read);
  }
  const out: CommandOutcome = { files: [], problems: [], notes: [...notes] };
  if (command === 'validate') {
    out.files.push(...(checked as FileOutcome[]));
    return out;
  }

  const anyInvalid = checked.some((c) => 'status' in c);
  let engine: Pick<Engine, 'plan' | 'apply'> | undefined;
  let stop: string | undefined;
  if (checked.some((c) => !('status' in c)) && !(command === 'apply' && anyInvalid)) {
    try {
      engine = await deps.engine();
    } catch (err) {
      out.problems.push(messageOf(err));
      stop = `not ${command === 'apply' ? 'applied' : 'planned'}: the portal configuration failed`;
    }
  }
  if (command === 'apply' && anyInvalid) stop = 'not applied: nothing is applied while any file is invalid';

  for (const c of checked) {
    if ('status' in c) {
      out.files.push(c);
      continue;
    }
    if (stop !== undefined || engine === undefined) {
      out.files.push({ file: c.file, status: 'skipped', reason: stop ?? 'not run', warnings: [] });
      continue;
    }
    const outcome = await runOne(command, c, engine, { principal: deps.principal });
    out.files.push(outcome);
    if (command === 'apply' && outcomeFailed(outcome)) stop = `not applied: ${c.file} failed first (files are applied in order)`;
  }
  return out;
}

async function runOne(command: 'plan' | 'apply', read: ReadFile, engine: Pick<Engine, 'plan' | 'apply'>, options: RunOptions): Promise<FileOutcome> {
  try {
    if (command === 'plan') {
      const plan = await engine.plan(read.value);
      return { file: read.file, status: 'planned', plan, warnings: await locate(read.text, plan.warnings) };
    }
    const result = await engine.apply(read.value, options);
    return { file: read.file, status: 'applied', result, warnings: await locate(read.text, result.plan.warnings) };
  } catch (err) {
    if (err instanceof ValidationError) return { file: read.file, status: 'invalid', errors: await locate(read.text, err.issues), warnings: [] };
    const error = err instanceof PortalOpsError ? err.toJSON() : { kind: 'unexpected', code: 'unexpected', message: messageOf(err) };
    return { file: read.file, status: 'error', error: { ...error, message: String(error.message) }, warnings: [] };
  }
}

/** Reads and parses a JSON file (change request or schedule); an unreadable or non-JSON file is an invalid outcome. */
export async function readJson(file: string, readFile: RunDeps['readFile']): Promise<ReadFile | FileOutcome> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (err) {
    return { file, status: 'invalid', errors: [{ path: '', message: describeReadError(err) }], warnings: [] };
  }
  // Valid UTF-8 JSON needs no more than a strict decode and JSON.parse; parseJsonBytes (the
  // position-reporting parser) is loaded for the rest, and says where bytes that are not UTF-8 start.
  const text = decodeUtf8(bytes);
  const fast = text === undefined ? undefined : parseJsonFast(text);
  const parsed = fast ?? (await import('../request/parseJsonText.ts')).parseJsonBytes(bytes);
  if (!parsed.ok) return { file, status: 'invalid', errors: [{ path: '', message: parsed.message, line: parsed.line, column: parsed.column }], warnings: [] };
  // parseJsonBytes accepts nothing decodeUtf8 refuses: parsed JSON always has its text.
  return { file, text: text ?? '', value: parsed.value };
}

/** Each issue with the line of its path in the file; the JSON tree parser is loaded only when there are issues. */
export async function locate(text: string, issues: readonly Issue[]): Promise<LocatedIssue[]> {
  if (issues.length === 0) return [];
  const { lineOfPath } = await import('../request/parseJsonText.ts');
  return issues.map((issue) => {
    const line = lineOfPath(text, issue.path);
    return line === undefined ? { ...issue } : { ...issue, line };
  });
}

function messageOf(err: unknown): string {
  return redact(err instanceof Error ? err.message : String(err));
}
