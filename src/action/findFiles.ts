/**
 * Expands the `files` input into change-request files. Node 20 has no `fs.glob`, so this walks the
 * workspace below each pattern's literal prefix and matches with `globToRegExp`. Literal paths
 * name one file each; `!pattern` removes matches. Dot-directories and `node_modules` are not
 * walked unless the pattern names them. The walk is synchronous: it runs before anything else can
 * happen, and a thread-pool round trip per directory and file only adds to the Action's start.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { globToRegExp, isGlob, normalizeGlob } from './globToRegExp.ts';

export interface FoundFiles {
  /** Workspace-relative paths with `/` separators (absolute when outside the workspace), in pattern order, each once. */
  readonly files: readonly string[];
  /** Patterns that matched nothing and literal paths that do not exist or are not files. */
  readonly problems: readonly string[];
}

/** How many directory entries one expansion may visit: a guard against globbing a huge tree. */
export const MAX_VISITED = 200_000;

export function findFiles(patterns: readonly string[], workspace: string): FoundFiles {
  const files: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const excludes = patterns.filter((p) => p.startsWith('!')).map((p) => globToRegExp(toPosix(p.slice(1))));
  const excluded = (file: string): boolean => excludes.some((re) => re.test(file));
  for (const raw of patterns) {
    if (raw.startsWith('!')) continue;
    const pattern = normalizeGlob(toPosix(raw));
    const found = isGlob(pattern) ? expand(pattern, workspace) : literal(pattern, workspace);
    if (typeof found === 'string') {
      problems.push(found);
      continue;
    }
    const kept = found.filter((f) => !excluded(f));
    if (kept.length === 0) problems.push(found.length === 0 ? `no file matches "${raw}"` : `every file matching "${raw}" is excluded`);
    for (const f of kept) {
      if (seen.has(f)) continue;
      seen.add(f);
      files.push(f);
    }
  }
  return { files, problems };
}

function literal(pattern: string, workspace: string): string[] | string {
  const path = resolve(workspace, pattern);
  const info = statOrUndefined(path);
  if (info === undefined) return `${pattern}: no such file`;
  if (!info.isFile()) return `${pattern}: not a file`;
  return [display(path, workspace)];
}

function expand(pattern: string, workspace: string): string[] {
  const segments = pattern.split('/');
  const firstGlob = segments.findIndex(isGlob);
  const base = segments.slice(0, firstGlob).join('/');
  const re = globToRegExp(pattern);
  // Without `**` nothing deeper than the pattern's last segment can match.
  const maxDepth = segments.includes('**') ? Number.POSITIVE_INFINITY : segments.length - firstGlob;
  const root = resolve(workspace, base === '' ? '.' : base);
  const rest = segments.slice(firstGlob);
  const walked = (name: string): boolean =>
    name === 'node_modules' ? rest.includes('node_modules') : !name.startsWith('.') || rest.some((s) => s.startsWith('.'));
  const matches: string[] = [];
  let visited = 0;
  const walk = (dir: string, depth: number): void => {
    const entries = readdirOrEmpty(dir);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (++visited > MAX_VISITED) throw new Error(`"${pattern}" visits more than ${MAX_VISITED} entries: narrow the pattern`);
      const path = resolve(dir, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        // Linked files count; linked directories are not followed (no cycles).
        const info = statOrUndefined(path);
        isFile = info?.isFile() ?? false;
        isDir = false;
      }
      if (isFile && re.test(display(path, workspace))) matches.push(display(path, workspace));
      if (isDir && depth < maxDepth && walked(entry.name)) walk(path, depth + 1);
    }
  };
  walk(root, 1);
  return matches;
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function readdirOrEmpty(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function display(path: string, workspace: string): string {
  const rel = relative(workspace, path);
  return isAbsolute(rel) ? toPosix(path) : toPosix(rel);
}

const toPosix = (p: string): string => (sep === '\\' ? p.split('\\').join('/') : p);
