/**
 * A glob for change-request files, as a regular expression over workspace-relative paths with `/`
 * separators. Supports `*` and `?` (within one path segment), `**` (any number of segments),
 * `[abc]` / `[!abc]` / `[a-z]` classes and `{a,b}` alternatives. As in shells and the Actions
 * toolkit, wildcards do not match a leading `.` of a segment (`*` skips `.github`), unless the
 * pattern spells the dot.
 */
export function globToRegExp(pattern: string): RegExp {
  const segments = normalizeGlob(pattern).split('/');
  let source = '';
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '**') {
      // `a/**/b` matches a/b, a/x/b, a/x/y/b; a trailing `**` matches everything below.
      source += last ? '(?:(?!\\.)[^/]+)(?:/(?!\\.)[^/]+)*' : '(?:(?!\\.)[^/]+/)*';
      return;
    }
    source += segmentSource(segment) + (last ? '' : '/');
  });
  return new RegExp(`^${source}$`);
}

/** True when the text has a glob metacharacter (otherwise it names one file). */
export function isGlob(pattern: string): boolean {
  return /[*?[\]{}]/.test(pattern);
}

/** `./a//b/` → `a/b`: the form patterns and walked paths are compared in. */
export function normalizeGlob(pattern: string): string {
  let p = pattern.trim().replace(/\/{2,}/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

function segmentSource(segment: string): string {
  const body = translate(segment);
  // A segment that starts with a wildcard must not match dot-names.
  return /^[*?[{]/.test(segment) ? `(?!\\.)${body}` : body;
}

function translate(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '*') {
      while (text.charAt(i + 1) === '*') i++;
      out += '[^/]*';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const end = text.indexOf(']', i + 2);
      if (end === -1) {
        out += '\\[';
        continue;
      }
      let cls = text.slice(i + 1, end);
      const negate = cls.startsWith('!') || cls.startsWith('^');
      if (negate) cls = cls.slice(1);
      out += `[${negate ? '^/' : ''}${cls.replace(/[\\\]^]/g, '\\$&')}]`;
      i = end;
    } else if (c === '{') {
      const end = closingBrace(text, i);
      if (end === -1) {
        out += '\\{';
        continue;
      }
      out += `(?:${splitAlternatives(text.slice(i + 1, end)).map(translate).join('|')})`;
      i = end;
    } else {
      out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return out;
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text.charAt(i) === '{') depth++;
    else if (text.charAt(i) === '}' && --depth === 0) return i;
  }
  return -1;
}

function splitAlternatives(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
