import type { Issue } from '../errors.ts';
import type { ApplyResult, FieldChange, Plan, WriteResult } from './types.ts';

/**
 * Plans and results as text, in the familiar `+ / - / ~` style. Pure: colour functions come in
 * from the face, which turns them on only for terminals.
 */
export interface Paint {
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const plainPaint: Paint = { red: (s) => s, green: (s) => s, yellow: (s) => s, dim: (s) => s, bold: (s) => s };

const MAX_VALUE = 120;

export function formatValue(value: unknown): string {
  const text = value === undefined ? 'unset' : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function changeLine(c: FieldChange, p: Paint): string {
  if (c.op === '+') return p.green(`  + ${c.path}: ${formatValue(c.after)}`);
  if (c.op === '-') return p.red(`  - ${c.path}: ${formatValue(c.before)}`);
  return p.yellow(`  ~ ${c.path}: ${formatValue(c.before)} → ${formatValue(c.after)}`);
}

export function describePortal(plan: Plan): string {
  const where = plan.portal.kind === 'hosted' ? 'hosted' : plan.portal.release ? `self-hosted ${plan.portal.release}` : 'self-hosted';
  return `portal "${plan.portal.alias}" (${plan.portal.url}, ${where}${plan.portal.username ? `, as ${plan.portal.username}` : ''})`;
}

export function renderPlan(plan: Plan, p: Paint = plainPaint): string {
  const lines = [p.bold(describePortal(plan))];
  if (plan.reason) lines.push(p.dim(`reason: ${plan.reason}`));
  for (const field of plan.settings) for (const c of field.changes) lines.push(changeLine(c, p));
  for (const role of plan.roles) {
    lines.push(p.yellow(`  ~ role "${role.roleName}" (${role.roleId}):`));
    for (const id of role.added) lines.push(p.green(`      + ${id}`));
    for (const id of role.removed) lines.push(p.red(`      - ${id}`));
  }
  for (const u of plan.unchanged) lines.push(p.dim(`  = ${u}`));
  lines.push(...renderIssues('warning', plan.warnings, p.yellow));
  for (const n of plan.notes) lines.push(p.dim(`note: ${n}`));
  lines.push(summaryLine(plan));
  return `${lines.join('\n')}\n`;
}

export function summaryLine(plan: Plan): string {
  if (!plan.changed) return 'No changes: the portal already matches the request.';
  const parts: string[] = [];
  if (plan.settings.length > 0) parts.push(`${plan.settings.length} settings field${plan.settings.length === 1 ? '' : 's'} (one settings/update)`);
  if (plan.roles.length > 0) parts.push(`${plan.roles.length} role${plan.roles.length === 1 ? '' : 's'}`);
  return `Plan: change ${parts.join(' and ')}.`;
}

export function renderIssues(label: string, issues: readonly Issue[], color: (s: string) => string): string[] {
  return issues.map((i) => color(`${label}: ${i.path ? `${i.path}: ` : ''}${i.message}${i.hint ? ` (${i.hint})` : ''}`));
}

export function describeWrite(w: WriteResult): string {
  return w.target.kind === 'settings' ? `settings/update (${w.target.fields.join(', ')})` : `setPrivileges role "${w.target.roleName}" (${w.target.roleId})`;
}

export function renderApplyResult(result: ApplyResult, p: Paint = plainPaint): string {
  if (result.status === 'noop') return `${renderPlan(result.plan, p)}Nothing to apply: no write was made.\n`;
  const lines = [renderPlan(result.plan, p).trimEnd(), ''];
  for (const w of result.writes) {
    const mark = w.status === 'applied' ? p.green('✓ applied and verified') : w.status === 'not-attempted' ? p.dim('· not attempted') : p.red(`✗ ${w.status}`);
    lines.push(`${mark}: ${describeWrite(w)}`);
    for (const m of w.mismatches ?? []) lines.push(p.red(`    not taken: ${m}`));
    if (w.error && w.status !== 'applied') lines.push(p.red(`    ${String(w.error.message)}`));
  }
  const landed = result.writes.filter((w) => w.status === 'applied').length;
  if (result.status === 'applied') lines.push(p.green(`Applied: ${landed} write${landed === 1 ? '' : 's'}, all verified.`));
  else lines.push(p.red(`Apply ${result.status}: ${landed} of ${result.writes.length} writes landed and verified. Re-running is safe: every write carries the full desired value.`));
  return `${lines.join('\n')}\n`;
}
