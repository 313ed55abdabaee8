/** Cuts Markdown at a line boundary to at most about `max` characters, saying so (comments and summaries have size limits). */
export function truncateMarkdown(markdown: string, max: number, note = '… truncated: the job summary has the full report.'): string {
  if (markdown.length <= max) return markdown;
  const cut = markdown.lastIndexOf('\n', max);
  return `${markdown.slice(0, cut > 0 ? cut : max)}\n\n${note}\n`;
}
