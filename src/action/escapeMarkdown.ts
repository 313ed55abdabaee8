/**
 * Escaping for text that goes into GitHub Markdown (job summaries, pull-request comments): anything
 * that came from the portal or from a change-request file. The result is plain text in every
 * context we use: a paragraph, a list item, a table cell and inline HTML such as `<code>`.
 *
 * HTML metacharacters become entities (no tag, comment or attribute can open); Markdown
 * punctuation becomes numeric character references, which GitHub renders as the literal character
 * without interpreting it (no emphasis, link, code span, table-cell split or heading); line breaks
 * become `<br>` so a value can never end a table row or an HTML block.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '|': '&#124;',
  '\\': '&#92;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  '~': '&#126;',
  '#': '&#35;',
  '!': '&#33;',
  '$': '&#36;',
  '@': '&#64;',
};

const SPECIAL = /[&<>"'`|\\*_[\]()~#!$@]/g;
// C0 controls other than tab and newlines, DEL, and bidi controls that can disguise text.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

export function escapeMarkdown(text: string): string {
  return text
    .replace(INVISIBLE, '\uFFFD')
    .replace(SPECIAL, (c) => ENTITIES[c] ?? c)
    .replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * Text as inline code: `<code>` rather than backticks, because a code span cannot hold every
 * string safely in a table cell, while `<code>` with escaped content can. GitHub neither links
 * @-mentions nor issue references inside it.
 */
export function inlineCode(text: string): string {
  return `<code>${escapeMarkdown(text)}</code>`;
}
