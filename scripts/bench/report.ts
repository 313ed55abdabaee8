/**
 * What every bench part shares: small statistics, a plain-text table, and the summary row type.
 * Figures are ratios where the machine matters (these machines are noisy), counts where it does not.
 */

/** One line of the final summary: a goal of issue #8, what was measured, and whether it holds. */
export interface SummaryRow {
  readonly part: string;
  readonly goal: string;
  readonly measured: string;
  /** `info` when the issue sets no number to meet. */
  readonly verdict: 'pass' | 'miss' | 'info';
}

export interface PartResult {
  /** Printed tables, in order. */
  readonly tables: Table[];
  readonly summary: SummaryRow[];
  /** Everything measured, for bench-results/latest.json. */
  readonly raw: unknown;
}

export interface Table {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
  readonly notes?: readonly string[];
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Nearest-rank quantile (p in [0, 1]); what p50/p99 mean in load-test reports. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] as number;
}

export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const kb = (bytes: number): string => `${round(bytes / 1024, 1)} KB`;

const FIGURE = /^[-+]?[\d.]+(?: ?(?:×|%|ms|KB|s))?$|^—$/;

export function renderTable(table: Table): string {
  const cells = [table.columns.map(String), ...table.rows.map((r) => r.map(String))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  // Figures right-aligned so their digits line up; text (and the first column) left-aligned.
  const line = (r: readonly string[]) => r.map((c, i) => (i > 0 && FIGURE.test(c) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  const out = [table.title, line(cells[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

/** The same table as GitHub Markdown, for docs/performance.md. */
export function markdownTable(table: Table): string {
  const esc = (c: string | number) => String(c).replace(/\|/g, '\\|');
  const head = `| ${table.columns.map(esc).join(' | ')} |`;
  const figures = (i: number) => i > 0 && table.rows.every((r) => FIGURE.test(String(r[i] ?? '')));
  const align = `|${table.columns.map((_, i) => (figures(i) ? '---:' : '---')).join('|')}|`;
  return [`**${table.title}**`, '', head, align, ...table.rows.map((r) => `| ${r.map(esc).join(' | ')} |`), ...(table.notes ?? []).map((n) => `\n${n}`)].join('\n');
}
