/**
 * The part of strict JSON parsing that needs no parser library: the checks made before parsing
 * (byte-order mark, empty text, nesting depth) and the engine's own `JSON.parse`. Text that
 * `JSON.parse` accepts is JSON, so its value is the answer; only text it rejects needs
 * parseJsonText's position-reporting parser to say where the error is. Files in a pull request are
 * almost always valid, so the Action's `validate` loads that parser only for the ones that are not.
 */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

/** Far deeper than any change request, schedule or config file; far shallower than the stack. */
export const MAX_DEPTH = 256;

/** The answer for `raw`, or undefined when it is not JSON and the error still needs locating. */
export function parseJsonFast(raw: string): ParsedJson | undefined {
  const text = withoutBom(raw);
  if (text.trim() === '') return { ok: false, message: 'the file is empty', line: 1, column: 1 };
  // A recursive parser would overflow the stack on a few thousand brackets (well inside a 64 KB
  // body) instead of answering, so depth is checked first, without recursion.
  const tooDeep = depthExceeded(text, MAX_DEPTH);
  if (tooDeep !== undefined) return { ok: false, message: `invalid JSON: nested deeper than ${MAX_DEPTH} levels`, ...lineColumn(text, tooDeep) };
  try {
    // JSON.parse keeps "__proto__" as an own key instead of assigning the prototype the way a
    // plain `obj[key] = value` parser does.
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

export const withoutBom = (raw: string): string => raw.replace(/^\uFEFF/, '');

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of `bytes`, or undefined when they are not UTF-8 (nothing is replaced by U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The offset of the bracket that opens level `max + 1`, outside strings; undefined if none does. */
function depthExceeded(text: string, max: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return undefined;
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
