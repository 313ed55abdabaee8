/**
 * Reads the privilege and portalConfigProperties tables out of spec/portal-admin-api.md and compares
 * them with the hand-written catalogs. Pure functions over markdown text: the CLI does the file I/O,
 * and the tests feed small fixtures, so nothing here depends on ../shared existing.
 */

export interface SpecPrivilege {
  readonly id: string;
  readonly category: string;
  readonly group: string;
  readonly since?: string;
  readonly hostedSince?: string;
}

export interface SpecConfigProperty {
  readonly name: string;
  readonly since: string;
  readonly deprecatedAt?: string;
}

/** One "Deprecated at release X.Y: a, b, c." line of the Versioning section. */
export interface SpecDeprecation {
  readonly release: string;
  readonly names: readonly string[];
}

/** What is compared: the catalogs' Privilege and ConfigProperty satisfy these shapes as they are. */
export interface CatalogView {
  readonly privileges: readonly SpecPrivilege[];
  readonly properties: readonly SpecConfigProperty[];
}

export interface SpecContents extends CatalogView {
  readonly deprecations: readonly SpecDeprecation[];
  /** Things in the spec text the parser could not read; each is reported as a difference. */
  readonly problems: readonly string[];
}

const HEADING = /^\*\*(General|Administrative) privileges\s*[-–—]\s*(.+?)\*\*\s*$/;
const RELEASE = /\b\d+\.\d+\b/;
const HOSTED_RELEASE =
  /\b((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}) hosted release/;

export function parseSpec(markdown: string): SpecContents {
  const problems: string[] = [];
  const privileges = readPrivileges(markdown, problems);
  const properties = readConfigProperties(markdown, problems);
  if (privileges.length === 0) problems.push('spec: no privilege tables found (expected "**General privileges - X**" headings)');
  if (properties.length === 0) problems.push('spec: no portalConfigProperties table found (expected a table with a "Since" column)');
  return { privileges, properties, deprecations: parseSpecDeprecations(markdown), problems };
}

export function parseSpecPrivileges(markdown: string): SpecPrivilege[] {
  return readPrivileges(markdown, []);
}

export function parseSpecConfigProperties(markdown: string): SpecConfigProperty[] {
  return readConfigProperties(markdown, []);
}

export function parseSpecDeprecations(markdown: string): SpecDeprecation[] {
  const out: SpecDeprecation[] = [];
  for (const line of markdown.split('\n')) {
    const m = /Deprecated at release (\d+\.\d+):\s*(.+?)\.?\s*$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    const names = m[2]
      .split(/,\s*(?:and\s+)?|\s+and\s+/)
      .map(stripCode)
      .filter((n) => n !== '');
    out.push({ release: m[1], names });
  }
  return out;
}

/**
 * One human-readable line per difference between the spec and the catalogs. When `spec` is a full
 * parse result, its parse problems and the Versioning deprecation list are checked too.
 */
export function compareCatalogs(spec: CatalogView | SpecContents, catalog: CatalogView): string[] {
  const out: string[] = [];
  if ('problems' in spec) out.push(...spec.problems);

  out.push(
    ...compareLists('privilege', spec.privileges, catalog.privileges, (p) => p.id, (s, c) => [
      field('category', s.category, c.category),
      field('group', s.group, c.group),
      field('since', s.since, c.since),
      field('hostedSince', s.hostedSince, c.hostedSince),
    ]),
  );
  out.push(
    ...compareLists('property', spec.properties, catalog.properties, (p) => p.name, (s, c) => [
      field('since', s.since, c.since),
      field('deprecatedAt', s.deprecatedAt, c.deprecatedAt),
    ]),
  );

  if ('deprecations' in spec) out.push(...checkDeprecationList(spec.properties, spec.deprecations));
  return out;
}

/** The spec states deprecations twice (table and Versioning list); the two must agree. */
export function checkDeprecationList(
  properties: readonly SpecConfigProperty[],
  deprecations: readonly SpecDeprecation[],
): string[] {
  const out: string[] = [];
  const listed = new Map<string, string>();
  for (const { release, names } of deprecations) {
    for (const name of names) {
      listed.set(name, release);
      const prop = properties.find((p) => p.name === name);
      if (!prop) out.push(`spec: Versioning lists "${name}" as deprecated at ${release}, but the property table has no such property`);
      else if (prop.deprecatedAt !== release)
        out.push(`spec: Versioning lists "${name}" as deprecated at ${release}, but the property table says ${show(prop.deprecatedAt)}`);
    }
  }
  for (const prop of properties) {
    if (prop.deprecatedAt !== undefined && !listed.has(prop.name))
      out.push(`spec: the property table deprecates "${prop.name}" at ${prop.deprecatedAt}, but the Versioning list does not`);
  }
  return out;
}

function readPrivileges(markdown: string, problems: string[]): SpecPrivilege[] {
  const out: SpecPrivilege[] = [];
  let heading: { category: string; group: string } | undefined;
  let inTable = false;
  for (const line of markdown.split('\n')) {
    const h = HEADING.exec(line.trim());
    if (h?.[1] && h[2]) {
      heading = { category: h[1].toLowerCase(), group: h[2].trim() };
      inTable = false;
      continue;
    }
    if (!heading) continue;
    const cells = tableCells(line);
    if (!cells) {
      // A heading owns only the table right under it; prose after that table ends its reach.
      if (inTable || line.startsWith('#')) heading = undefined;
      inTable = false;
      continue;
    }
    inTable = true;
    const [first = '', grants = ''] = cells;
    if (isHeaderOrRule(first, 'Privilege')) continue;
    const id = stripCode(first);
    out.push({ id, ...heading, ...parseIntroduced(id, grants, problems) });
  }
  return out;
}

/** Reads "Introduced at 11.0", "Introduced on self-hosted at 12.0", "Introduced with the October 2025 hosted release and at 12.1". */
function parseIntroduced(id: string, grants: string, problems: string[]): { since?: string; hostedSince?: string } {
  const at = grants.search(/\bIntroduced\b/);
  if (at < 0) return {};
  const sentence = grants.slice(at);
  const hosted = HOSTED_RELEASE.exec(sentence)?.[1];
  const since = /\bat (\d+\.\d+)\b/.exec(sentence)?.[1];
  if (hosted === undefined && since === undefined) problems.push(`spec: cannot read the release in "${id}": "${sentence}"`);
  return { ...(since === undefined ? {} : { since }), ...(hosted === undefined ? {} : { hostedSince: hosted }) };
}

function readConfigProperties(markdown: string, problems: string[]): SpecConfigProperty[] {
  const out: SpecConfigProperty[] = [];
  let columns: { name: number; since: number } | undefined;
  for (const line of markdown.split('\n')) {
    const cells = tableCells(line);
    if (!cells) {
      columns = undefined;
      continue;
    }
    if (!columns) {
      // The property table is the one whose header has both a Property and a Since column; the
      // access notice, banner and footerLinks tables have no Since column.
      const name = cells.indexOf('Property');
      const since = cells.indexOf('Since');
      if (name >= 0 && since >= 0) columns = { name, since };
      continue;
    }
    const nameCell = cells[columns.name] ?? '';
    const sinceCell = cells[columns.since] ?? '';
    if (isHeaderOrRule(nameCell, 'Property')) continue;
    const name = stripCode(nameCell);
    const since = RELEASE.exec(sinceCell.split(';')[0] ?? '')?.[0];
    if (since === undefined) {
      problems.push(`spec: cannot read the Since column of property "${name}": "${sinceCell}"`);
      continue;
    }
    const deprecatedAt = /deprecated (?:at )?(\d+\.\d+)/i.exec(sinceCell)?.[1];
    out.push({ name, since, ...(deprecatedAt === undefined ? {} : { deprecatedAt }) });
  }
  return out;
}

/** Cells of a markdown table row, or undefined when the line is not one. */
function tableCells(line: string): string[] | undefined {
  const t = line.trim();
  if (!t.startsWith('|')) return undefined;
  return t
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

function isHeaderOrRule(cell: string, header: string): boolean {
  return cell === header || /^:?-{3,}:?$/.test(cell);
}

function stripCode(text: string): string {
  return text.trim().replace(/^`(.*)`$/, '$1');
}

type Diff = string | undefined;

function field(name: string, spec: string | undefined, catalog: string | undefined): Diff {
  return spec === catalog ? undefined : `${name} is ${show(spec)} in the spec, ${show(catalog)} in the catalog`;
}

function show(value: string | undefined): string {
  return value === undefined ? 'not given' : `"${value}"`;
}

/** Duplicates, missing and extra keys, field differences, then order (only when the sets agree). */
function compareLists<T>(
  kind: string,
  spec: readonly T[],
  catalog: readonly T[],
  key: (item: T) => string,
  fields: (spec: T, catalog: T) => Diff[],
): string[] {
  const out: string[] = [];
  const specKeys = spec.map(key);
  const catalogKeys = catalog.map(key);
  for (const d of duplicates(specKeys)) out.push(`${kind} ${d} appears more than once in the spec`);
  for (const d of duplicates(catalogKeys)) out.push(`${kind} ${d} appears more than once in the catalog`);

  const inCatalog = new Map(catalog.map((item) => [key(item), item]));
  const inSpec = new Set(specKeys);
  for (const item of spec) {
    const k = key(item);
    const other = inCatalog.get(k);
    if (!other) {
      out.push(`${kind} ${k} is in the spec but not in the catalog${caseHint(k, catalogKeys)}`);
      continue;
    }
    for (const diff of fields(item, other)) if (diff) out.push(`${kind} ${k}: ${diff}`);
  }
  for (const k of catalogKeys) if (!inSpec.has(k)) out.push(`${kind} ${k} is in the catalog but not in the spec${caseHint(k, specKeys)}`);

  if (out.length === 0) {
    const at = specKeys.findIndex((k, i) => k !== catalogKeys[i]);
    if (at >= 0) out.push(`${kind} order differs from the spec at position ${at + 1}: spec has ${specKeys[at]}, catalog has ${catalogKeys[at]}`);
  }
  return out;
}

function duplicates(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(keys.filter((k) => seen.has(k) || !seen.add(k)))];
}

// Case matters in identifiers (PublishVideo), so a case-only mismatch is worth pointing out.
function caseHint(key: string, others: readonly string[]): string {
  const twin = others.find((o) => o !== key && o.toLowerCase() === key.toLowerCase());
  return twin === undefined ? '' : ` (differs only in case from ${twin})`;
}
