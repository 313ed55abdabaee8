import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Issue } from '../../errors.ts';
import { lineOfPath, parseJsonBytes } from '../../request/parseJsonText.ts';
import { validateChangeRequest } from '../../request/validate.ts';
import { EXIT_ERROR, EXIT_OK, UsageError, type CliIO, type Command } from '../io.ts';
import { makeStyle } from '../style.ts';
import { describeReadError } from '../../node/readError.ts';
import { targetFromFlags } from '../target.ts';
import { resolve } from 'node:path';

export const VALIDATE_USAGE = 'usage: portal-ops validate <file...> [--release X.Y | --hosted] [--json]';

interface LocatedIssue extends Issue {
  line?: number;
  column?: number;
}

export interface FileReport {
  file: string;
  valid: boolean;
  errors: LocatedIssue[];
  warnings: LocatedIssue[];
}

export const validateCommand: Command = async (argv, io) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { release: { type: 'string' }, hosted: { type: 'boolean' }, json: { type: 'boolean' } },
  });
  if (positionals.length === 0) throw new UsageError('no change-request file given');
  const target = targetFromFlags(values.release ?? io.env.PORTAL_RELEASE, values.hosted);
  const files: FileReport[] = [];
  let notes: readonly string[] = [];
  for (const file of positionals) {
    const { report, notes: fileNotes } = await validateFile(file, io, target);
    files.push(report);
    if (fileNotes.length > 0) notes = fileNotes;
  }
  if (values.json === true) io.stdout(`${JSON.stringify({ files, notes }, null, 2)}\n`);
  else printHuman(files, notes, io);
  return files.every((f) => f.valid) ? EXIT_OK : EXIT_ERROR;
};

async function validateFile(file: string, io: CliIO, target: Parameters<typeof validateChangeRequest>[1]['target']) {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(resolve(io.cwd, file));
  } catch (err) {
    return { report: failed(file, { path: '', message: describeReadError(err) }), notes: [] };
  }
  const parsed = parseJsonBytes(bytes);
  if (!parsed.ok) return { report: failed(file, { path: '', message: parsed.message, line: parsed.line, column: parsed.column }), notes: [] };
  // Known to be UTF-8 now: the text is only for finding each issue's line.
  const text = new TextDecoder().decode(bytes);
  const result = validateChangeRequest(parsed.value, { target });
  const locate = (issue: Issue): LocatedIssue => {
    const line = lineOfPath(text, issue.path);
    return line === undefined ? { ...issue } : { ...issue, line };
  };
  return {
    report: { file, valid: result.valid, errors: result.errors.map(locate), warnings: result.warnings.map(locate) },
    notes: result.notes,
  };
}

function failed(file: string, issue: LocatedIssue): FileReport {
  return { file, valid: false, errors: [issue], warnings: [] };
}

function printHuman(files: readonly FileReport[], notes: readonly string[], io: CliIO): void {
  const s = makeStyle(io.color);
  for (const f of files) {
    const summary = f.valid
      ? `${s.green('valid')}${f.warnings.length > 0 ? ` (${f.warnings.length} warning${f.warnings.length === 1 ? '' : 's'})` : ''}`
      : s.red(`invalid: ${f.errors.length} error${f.errors.length === 1 ? '' : 's'}`);
    io.stdout(`${s.bold(f.file)}: ${summary}\n`);
    for (const e of f.errors) io.stdout(formatIssue(f.file, e, s.red('error'), s.dim));
    for (const w of f.warnings) io.stdout(formatIssue(f.file, w, s.yellow('warning'), s.dim));
  }
  for (const n of notes) io.stdout(`${s.dim(`note: ${n}`)}\n`);
}

/** `file:line:col: error: path: message` with the hint indented below: what editors and CI logs link. */
export function formatIssue(file: string, issue: LocatedIssue, label: string, dim: (s: string) => string): string {
  const where = issue.line === undefined ? file : issue.column === undefined ? `${file}:${issue.line}` : `${file}:${issue.line}:${issue.column}`;
  const path = issue.path === '' ? '' : `${issue.path}: `;
  const hint = issue.hint === undefined ? '' : `\n    ${dim(`hint: ${issue.hint}`)}`;
  return `  ${where}: ${label}: ${path}${issue.message}${hint}\n`;
}
