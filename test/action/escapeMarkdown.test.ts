import { describe, expect, it } from 'vitest';
import { escapeMarkdown, inlineCode } from '../../src/action/escapeMarkdown.ts';
import { table } from '../../src/action/renderReport.ts';

describe('escapeMarkdown', () => {
  it('leaves no HTML tag, comment or entity able to open', () => {
    expect(escapeMarkdown('<script>alert("x")</script>')).toBe('&lt;script&gt;alert&#40;&quot;x&quot;&#41;&lt;/script&gt;');
    expect(escapeMarkdown('<!-- portal-ops:x -->')).toBe('&lt;&#33;-- portal-ops:x --&gt;');
    expect(escapeMarkdown('&lt; is already escaped')).toBe('&amp;lt; is already escaped');
    expect(escapeMarkdown(`<img src=x onerror='alert(1)'>`)).not.toMatch(/[<>'"]/);
  });

  it('neutralizes Markdown: table pipes, code spans, emphasis, links, headings', () => {
    expect(escapeMarkdown('a | b')).toBe('a &#124; b');
    expect(escapeMarkdown('`rm -rf /`')).toBe('&#96;rm -rf /&#96;');
    expect(escapeMarkdown('```\ncode\n```')).toBe('&#96;&#96;&#96;<br>code<br>&#96;&#96;&#96;');
    expect(escapeMarkdown('*bold* _it_ ~~gone~~')).toBe('&#42;bold&#42; &#95;it&#95; &#126;&#126;gone&#126;&#126;');
    expect(escapeMarkdown('[click](javascript:alert(1)) ![x](y)')).toBe('&#91;click&#93;&#40;javascript:alert&#40;1&#41;&#41; &#33;&#91;x&#93;&#40;y&#41;');
    expect(escapeMarkdown('# heading')).toBe('&#35; heading');
    expect(escapeMarkdown('back\\slash')).toBe('back&#92;slash');
    expect(escapeMarkdown('$x$ @team')).toBe('&#36;x&#36; &#64;team');
  });

  it('keeps every value on one line and drops invisible controls', () => {
    expect(escapeMarkdown('one\r\ntwo\nthree\rfour')).toBe('one<br>two<br>three<br>four');
    expect(escapeMarkdown('a\n\n| x |')).not.toContain('\n');
    expect(escapeMarkdown('bell\u0007 rtl\u202Eevil')).toBe('bell\uFFFD rtl\uFFFDevil');
    expect(escapeMarkdown('plain text, 12.1 & more')).toBe('plain text, 12.1 &amp; more');
  });

  it('inlineCode wraps escaped text in <code>', () => {
    expect(inlineCode('a|`b`<c>')).toBe('<code>a&#124;&#96;b&#96;&lt;c&gt;</code>');
  });

  it('hostile cells cannot add columns or rows to a table', () => {
    const hostile = 'x | y |\n| --- | --- |\n<script>`';
    const rendered = table(['A', 'B'], [[inlineCode(hostile), escapeMarkdown(hostile)]]);
    const lines = rendered.split('\n');
    expect(lines).toHaveLength(3);
    // Only the table's own pipes: 3 per row.
    expect(lines[2]?.split('|')).toHaveLength(4);
  });
});
