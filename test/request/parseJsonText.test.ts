import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, parseJsonBytes, parseJsonText } from '../../src/request/parseJsonText.ts';

describe('parseJsonText on deep nesting', () => {
  it('refuses nesting deeper than MAX_DEPTH with a position instead of overflowing the stack', () => {
    // 5,000 levels fit in a 25 KB body and used to throw RangeError (a worker 500, a CLI crash).
    for (const text of ['['.repeat(20_000) + ']'.repeat(20_000), `{"changes":[{"kind":"banner","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`]) {
      const parsed = parseJsonText(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.message).toMatch(/nested deeper than 256 levels/);
        expect(parsed.line).toBe(1);
        expect(text[parsed.column - 1]).toMatch(/[[{]/);
      }
    }
  });

  it('accepts nesting up to MAX_DEPTH and ignores brackets inside strings', () => {
    expect(parseJsonText('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH)).ok).toBe(true);
    expect(parseJsonText('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1)).ok).toBe(false);
    const brackets = JSON.stringify({ text: `${'['.repeat(1000)}\\"{{{` });
    expect(parseJsonText(brackets)).toEqual({ ok: true, value: JSON.parse(brackets) });
  });

  it('does not let stray closing brackets buy extra depth', () => {
    const text = ']'.repeat(1000) + '['.repeat(1200) + ']'.repeat(1200);
    const parsed = parseJsonText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/nested deeper/);
  });
});

describe('parseJsonBytes', () => {
  const enc = new TextEncoder();
  it('refuses bytes that are not UTF-8 instead of repairing them into U+FFFD, and says where', () => {
    const bytes = Uint8Array.from([...enc.encode('{\n  "changes": [{"kind": "banner", "text": "ab'), 0xff, ...enc.encode('"}]\n}')]);
    expect(parseJsonBytes(bytes)).toEqual({ ok: false, message: 'invalid JSON: the text is not UTF-8', line: 2, column: 45 });
    for (const bad of [[0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82]]) {
      expect(parseJsonBytes(Uint8Array.from([...enc.encode('{"a":"'), ...bad, ...enc.encode('"}')])).ok).toBe(false);
    }
  });

  it('parses UTF-8, multi-byte characters and a leading BOM like parseJsonText', () => {
    const text = '{"text":"Ünïcödé 👩‍💻 \u202e"}';
    expect(parseJsonBytes(enc.encode(text))).toEqual({ ok: true, value: JSON.parse(text) });
    expect(parseJsonBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...enc.encode(text)]))).toEqual({ ok: true, value: JSON.parse(text) });
    expect(parseJsonBytes(enc.encode('['.repeat(MAX_DEPTH + 1))).ok).toBe(false);
  });
});
