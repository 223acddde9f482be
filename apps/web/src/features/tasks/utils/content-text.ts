// A task's description is the server's sanitised HTML (the comments' rich editor since issue 18).
// Descriptions stored as plain text before that (an API client, an older form) have no tag at all:
// they are read as paragraphs, the way they were typed.

/** True when some stored description carries markup (sanitised text escapes every other "<"). */
function hasMarkup(content: string): boolean {
  return /<[a-z][a-z0-9]*[\s/>]/i.test(content);
}

/**
 * The description as HTML to show or edit. Sanitised HTML comes back as it is; tagless text, which
 * the sanitiser already escaped, becomes paragraphs at blank lines with its single line breaks kept.
 */
export function contentHtml(content: string): string {
  if (hasMarkup(content)) return content;
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').join('<br>')}</p>`)
    .join('');
}
