import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';

/**
 * Strict JSON parsing for files people edit: an error names the line and column, and a JSON path
 * can be mapped back to its line so annotations land on the right spot in the file.
 */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

export function parseJsonText(raw: string): ParsedJson {
  const text = raw.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, message: 'the file is empty', line: 1, column: 1 };
  const errors: ParseError[] = [];
  // Comments and trailing commas are errors: the portal and every other tool read strict JSON.
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // The value comes from JSON.parse, which keeps "__proto__" as an own key instead of assigning
  // the prototype the way a plain `obj[key] = value` parser does.
  if (first === undefined) return { ok: true, value: JSON.parse(text) as unknown };
  const { line, column } = lineColumn(text, first.offset);
  return { ok: false, message: `invalid JSON: ${describe(printParseErrorCode(first.error))}`, line, column };
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The line of a JSON path such as `changes[2].set.footerLinks[0].url`, or of its nearest existing
 * parent (a missing field is reported where it should have been).
 */
export function lineOfPath(text: string, path: string): number | undefined {
  const root = parseTree(text);
  if (root === undefined) return undefined;
  const segments = splitPath(path);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, segments.slice(0, n));
    if (node !== undefined) {
      const target = node.parent?.type === 'property' ? node.parent : node;
      return lineColumn(text, target.offset).line;
    }
  }
  return undefined;
}

/** Inverse of formatPath: `a.b[2]["x y"]` → ['a', 'b', 2, 'x y']. */
export function splitPath(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  const re = /([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const m of path.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(m[3]) as string);
  }
  return out;
}
