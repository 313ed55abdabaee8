import fc from 'fast-check';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { parseJsonFast } from '../../src/request/parseJsonFast.ts';
import { lineColumn, MAX_DEPTH, parseJsonText } from '../../src/request/parseJsonText.ts';

/**
 * parseJsonText as it was before the JSON.parse fast path: jsonc-parser checks every text, and
 * JSON.parse only builds the value of text it found no error in. The fast path must answer the same.
 */
function jsoncFirst(raw: string): unknown {
  const text = raw.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, message: 'the file is empty', line: 1, column: 1 };
  // Depth is checked before any parser, as it was (the check itself only moved).
  const fast = parseJsonFast(text);
  if (fast !== undefined && !fast.ok && fast.message === `invalid JSON: nested deeper than ${MAX_DEPTH} levels`) return fast;
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return { ok: true, value: JSON.parse(text) as unknown };
  const message = `invalid JSON: ${printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
  return { ok: false, message, ...lineColumn(text, first.offset) };
}

// JSON texts, texts one edit away from JSON (the likely typos), and arbitrary strings.
const jsonText = fc.jsonValue().chain((v) => fc.constantFrom(JSON.stringify(v), JSON.stringify(v, null, 2), `\uFEFF${JSON.stringify(v)}`));
const edited = fc
  .tuple(jsonText, fc.nat(), fc.constantFrom('', ',', '}', ']', '"', "'", '/', '//x\n', '\u00a0', '\v', '\t', '\u0000', 'NaN', '-', '01', '.5', '1.', '\\', '\n', 'tru'))
  .map(([text, at, insert]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + insert + text.slice(i + (insert === '' ? 1 : 0));
  });
const anyText = fc.oneof(jsonText, edited, fc.string(), fc.string({ unit: 'binary' }));

describe('the JSON.parse fast path', () => {
  it('answers exactly what checking with jsonc-parser first did, for JSON and near-JSON text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parseJsonText(text)).toEqual(jsoncFirst(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves only text that is not JSON to the position-reporting parser', () => {
    expect(parseJsonFast('{"changes":[]}')).toEqual({ ok: true, value: { changes: [] } });
    expect(parseJsonFast('\uFEFF[1]')).toEqual({ ok: true, value: [1] });
    expect(parseJsonFast('  \n')).toEqual({ ok: false, message: 'the file is empty', line: 1, column: 1 });
    expect(parseJsonFast('{"a":1,}')).toBeUndefined();
    expect(parseJsonText('{\n  "a": 1,\n}')).toEqual({ ok: false, message: 'invalid JSON: property name expected', line: 3, column: 1 });
  });

  it('keeps "__proto__" as an own key', () => {
    const parsed = parseJsonFast('{"__proto__":{"polluted":true}}');
    expect(parsed?.ok && Object.hasOwn(parsed.value as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
