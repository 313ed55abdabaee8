/**
 * The report as GitHub Markdown, for the job summary and the pull-request comment: an overview
 * table, then per file what changes (field, before, after; privileges added and removed), what was
 * already right, warnings and, for apply, the result of each write. Everything that came from the
 * portal or a file is escaped.
 */
import { describeWrite, formatValue, summaryLine } from '../plan/renderPlan.ts';
import { GATING_SKIPPED } from '../request/validate.ts';
import type { ApplyResult, Plan, WriteResult } from '../plan/types.ts';
import { escapeMarkdown, inlineCode } from './escapeMarkdown.ts';
import { outcomeFailed } from './outcomeFailed.ts';
import type { ActionReport, FileOutcome, LocatedIssue } from './types.ts';

export interface RenderOptions {
  /** Heading level of the title (default 2); file sections are one deeper. */
  readonly level?: number;
  /** Markdown placed right after the headline (already escaped). */
  readonly intro?: string;
}

export function renderReport(report: ActionReport, options: RenderOptions = {}): string {
  const level = options.level ?? 2;
  const blocks: string[] = [`${'#'.repeat(level)} portal-ops ${report.command}`, headline(report)];
  if (options.intro !== undefined && options.intro !== '') blocks.push(options.intro.trim());
  if (report.problems.length > 0) blocks.push(report.problems.map((p) => `- ❌ ${escapeMarkdown(p)}`).join('\n'));
  if (report.files.length > 0) {
    blocks.push(
      report.command === 'validate'
        ? table(['File', 'Result'], report.files.map((f) => [inlineCode(f.file), statusLabel(f)]))
        : table(['File', 'Portal', 'Result'], report.files.map((f) => [inlineCode(f.file), portalOf(f), statusLabel(f)])),
    );
  }
  for (const f of report.files) blocks.push(...fileSection(f, level + 1));
  if (report.notes.length > 0) blocks.push(report.notes.map((n) => `<sub>note: ${escapeMarkdown(actionNote(n))}</sub>`).join('<br>\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** One line saying how the run went. */
export function headline(report: ActionReport): string {
  const files = report.files;
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const bad = files.filter(outcomeFailed).length;
  if (report.problems.length > 0 && files.length === 0) return '❌ **Failed** before any file was read.';
  if (bad > 0 || report.problems.length > 0) {
    return `❌ **Failed**: ${bad > 0 ? `${n(bad, 'file')} of ${files.length} failed` : 'see the problems below'}.`;
  }
  switch (report.command) {
    case 'validate':
      return `✅ **${n(files.length, 'file')} valid.**`;
    case 'plan': {
      const changed = files.filter((f) => f.status === 'planned' && f.plan.changed).length;
      return changed === 0 ? '✅ **No changes**: the portal already matches every request.' : `📝 **Changes pending** in ${changed} of ${n(files.length, 'file')}.`;
    }
    case 'apply': {
      const applied = files.filter((f) => f.status === 'applied' && f.result.status === 'applied');
      const writes = applied.reduce((sum, f) => sum + (f.status === 'applied' ? f.result.writes.length : 0), 0);
      return applied.length === 0 ? '✅ **Nothing to apply**: the portal already matches every request.' : `✅ **Applied** ${n(applied.length, 'file')}: ${n(writes, 'write')}, all verified.`;
    }
  }
}

export function statusLabel(f: FileOutcome): string {
  const warn = f.warnings.length > 0 ? `, ${f.warnings.length} warning${f.warnings.length === 1 ? '' : 's'}` : '';
  switch (f.status) {
    case 'invalid':
      return `❌ invalid (${f.errors.length} error${f.errors.length === 1 ? '' : 's'}${warn})`;
    case 'valid':
      return `✅ valid${warn}`;
    case 'planned':
      return f.plan.changed ? `📝 ${escapeMarkdown(changeCount(f.plan))}${warn}` : `✅ no changes${warn}`;
    case 'applied':
      return `${applyMark(f.result)} ${applyWord(f.result)}${warn}`;
    case 'error':
      return `❌ ${escapeMarkdown(String(f.error.kind ?? 'error'))} error`;
    case 'skipped':
      return '⏭️ skipped';
  }
}

/** "1 settings field and 2 roles". */
export function changeCount(plan: Plan): string {
  const parts: string[] = [];
  if (plan.settings.length > 0) parts.push(`${plan.settings.length} settings field${plan.settings.length === 1 ? '' : 's'}`);
  if (plan.roles.length > 0) parts.push(`${plan.roles.length} role${plan.roles.length === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'no changes' : parts.join(' and ');
}

function applyMark(result: ApplyResult): string {
  return result.status === 'applied' || result.status === 'noop' ? '✅' : '❌';
}

function applyWord(result: ApplyResult): string {
  if (result.status === 'noop') return 'nothing to do';
  if (result.status === 'applied') return `applied (${escapeMarkdown(changeCount(result.plan))})`;
  return result.status;
}

function portalOf(f: FileOutcome): string {
  const plan = f.status === 'planned' ? f.plan : f.status === 'applied' ? f.result.plan : undefined;
  return plan === undefined ? '—' : inlineCode(plan.portal.alias);
}

function fileSection(f: FileOutcome, level: number): string[] {
  const out = [`${'#'.repeat(level)} ${inlineCode(f.file)}: ${statusLabel(f)}`];
  switch (f.status) {
    case 'invalid':
      out.push(issueList('❌', f.errors));
      break;
    case 'valid':
      break;
    case 'planned':
      out.push(...planBlocks(f.plan));
      break;
    case 'applied':
      out.push(...planBlocks(f.result.plan), ...writeBlocks(f.result));
      break;
    case 'error':
      out.push(`❌ ${escapeMarkdown(f.error.message)}`);
      break;
    case 'skipped':
      out.push(`⏭️ ${escapeMarkdown(f.reason)}`);
      break;
  }
  if (f.warnings.length > 0) out.push(`**Warnings**\n\n${issueList('⚠️', f.warnings)}`);
  return out;
}

function planBlocks(plan: Plan): string[] {
  const p = plan.portal;
  const where = p.kind === 'hosted' ? 'hosted organization' : p.release === undefined ? 'self-hosted' : `self-hosted ${p.release}`;
  const who = p.username === undefined ? '' : `, signed in as ${inlineCode(p.username)}`;
  const out = [`Portal ${inlineCode(p.alias)} at ${inlineCode(p.url)} (${escapeMarkdown(where)}${who})${plan.reason === undefined ? '' : `<br>\nReason: ${escapeMarkdown(plan.reason)}`}`];
  const rows = plan.settings.flatMap((field) => field.changes.map((c) => [inlineCode(c.path), value(c.op === '+' ? undefined : c.before), value(c.op === '-' ? undefined : c.after)]));
  if (rows.length > 0) out.push(table(['Field', 'Before', 'After'], rows));
  if (plan.roles.length > 0) {
    out.push(
      table(
        ['Role', 'Privileges added', 'Privileges removed'],
        plan.roles.map((r) => [`${inlineCode(r.roleName)} (${inlineCode(r.roleId)})`, list(r.added.map((a) => `➕ ${inlineCode(a)}`)), list(r.removed.map((a) => `➖ ${inlineCode(a)}`))]),
      ),
    );
  }
  if (plan.unchanged.length > 0) out.push(`Already as requested:\n\n${plan.unchanged.map((u) => `- ${escapeMarkdown(u)}`).join('\n')}`);
  if (plan.notes.length > 0) out.push(plan.notes.map((n) => `<sub>note: ${escapeMarkdown(actionNote(n))}</sub>`).join('<br>\n'));
  out.push(`**${escapeMarkdown(summaryLine(plan))}**`);
  return out;
}

function writeBlocks(result: ApplyResult): string[] {
  if (result.status === 'noop') return ['Nothing to apply: no write was made.'];
  const rows = result.writes.map((w) => [escapeMarkdown(describeWrite(w)), writeStatus(w)]);
  const landed = result.writes.filter((w) => w.status === 'applied').length;
  const tail =
    result.status === 'applied'
      ? `✅ Applied: ${landed} write${landed === 1 ? '' : 's'}, all verified.`
      : `❌ Apply ${result.status}: ${landed} of ${result.writes.length} writes landed and verified. Re-running is safe: every write carries the full desired value.`;
  const error = result.error === undefined ? [] : [`❌ ${escapeMarkdown(String(result.error.message ?? 'error'))}`];
  return [table(['Write', 'Result'], rows), ...error, tail];
}

function writeStatus(w: WriteResult): string {
  const parts = [w.status === 'applied' ? '✅ applied and verified' : w.status === 'not-attempted' ? '⏸️ not attempted' : `❌ ${w.status}`];
  for (const m of w.mismatches ?? []) parts.push(`not taken: ${escapeMarkdown(m)}`);
  if (w.error !== undefined && w.status !== 'applied') parts.push(escapeMarkdown(String(w.error.message ?? 'error')));
  return parts.join('<br>');
}

function issueList(mark: string, issues: readonly LocatedIssue[]): string {
  return issues
    .map((i) => {
      const where = i.line === undefined ? '' : `line ${i.line}: `;
      const path = i.path === '' ? '' : `${inlineCode(i.path)}: `;
      const hint = i.hint === undefined ? '' : ` (${escapeMarkdown(i.hint)})`;
      return `- ${mark} ${where}${path}${escapeMarkdown(i.message)}${hint}`;
    })
    .join('\n');
}

/** The core's notes speak CLI (`--release`); say it in inputs. */
export function actionNote(note: string): string {
  return note === GATING_SKIPPED ? 'release gating skipped: set the release input (X.Y for a self-hosted portal, or hosted), or release in the portals config' : note;
}

function value(v: unknown): string {
  return v === undefined ? '<em>unset</em>' : inlineCode(formatValue(v));
}

function list(items: readonly string[]): string {
  return items.length === 0 ? '—' : items.join('<br>');
}

/** A Markdown table; cells must already be escaped. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
