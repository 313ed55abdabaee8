import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { decodeUtf8, lineColumn, parseJsonFast, withoutBom, type ParsedJson } from './parseJsonFast.ts';

/**
 * Strict JSON parsing for files people edit: an error names the line and column, and a JSON path
 * can be mapped back to its line so annotations land on the right spot in the file.
 */
export { MAX_DEPTH, lineColumn, type ParsedJson } from './parseJsonFast.ts';

export function parseJsonText(raw: string): ParsedJson {
  return parseJsonFast(raw) ?? locateJsonError(withoutBom(raw));
}

/** Text JSON.parse rejected: the first error and where it is. */
function locateJsonError(text: string): ParsedJson {
  const errors: ParseError[] = [];
  // Comments and trailing commas are errors: the portal and every other tool read strict JSON.
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // Unreachable while jsonc-parser finds an error in all the text JSON.parse rejects; should they
  // ever disagree, JSON.parse throws here as it did before the fast path existed.
  if (first === undefined) return { ok: true, value: JSON.parse(text) as unknown };
  const { line, column } = lineColumn(text, first.offset);
  return { ok: false, message: `invalid JSON: ${describe(printParseErrorCode(first.error))}`, line, column };
}

/**
 * Strict JSON from bytes, as a request body arrives: JSON text is UTF-8 (RFC 8259 §8.1), so bytes
 * that are not are refused with their position rather than repaired into U+FFFD and applied.
 */
export function parseJsonBytes(bytes: Uint8Array): ParsedJson {
  const text = decodeUtf8(bytes);
  if (text !== undefined) return parseJsonText(text);
  // Streaming holds back a sequence cut short, so the position is that of its first byte.
  const valid = new TextDecoder().decode(bytes.subarray(0, validUtf8Prefix(bytes)), { stream: true });
  return { ok: false, message: 'invalid JSON: the text is not UTF-8', ...lineColumn(valid, valid.length) };
}

/** The length of the longest prefix that is UTF-8, by bisection (a prefix may end inside a sequence). */
function validUtf8Prefix(bytes: Uint8Array): number {
  let lo = 0;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  return lo;
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
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
