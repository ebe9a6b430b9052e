/** Escaping and quoting for the report's markdown: user-controlled names never become markup. */

/** For text inside HTML (a `<summary>`): `|` too, since a summary may end up near a table. */
export function escapeHtml(s: string): string {
  // A newline could end the HTML block early and let the rest be read as markdown.
  return entities(s)
    .replace(/\|/g, '&#124;')
    .replace(/\r?\n|\r/g, ' ');
}

/** For a table cell: a bare `|` would start a new column, a newline would end the row. */
export function escapeCell(s: string): string {
  return entities(s.replace(/[\\|]/g, '\\$&')).replace(/\r?\n|\r/g, ' ');
}

/** For plain markdown text (names in headings and lists): no emphasis, links or HTML from user names. */
export function escapeText(s: string): string {
  return entities(s.replace(/[\\`*_[\]#!~|]/g, '\\$&')).replace(/\r?\n|\r/g, ' ');
}

function entities(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A fenced block whose fence is longer than any backtick run inside, so the content cannot close it. */
export function codeBlock(text: string, lang = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  const body = text.endsWith('\n') || text === '' ? text : `${text}\n`;
  return `${fence}${lang}\n${body}${fence}`;
}

export function inlineCode(text: string): string {
  const ticks = '`'.repeat(longestRun(text, '`') + 1);
  // A space keeps a leading or trailing backtick from joining the delimiter.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

function longestRun(text: string, ch: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

export function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((l) => (l ? prefix + l : l))
    .join('\n');
}

/** A link target that cannot end the link early: `(`, `)`, `<`, `>` and whitespace percent-encoded. */
export function linkTarget(url: string): string {
  return url.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** `65536` -> `65,536`, the same on every machine (toLocaleString depends on the runtime's ICU). */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
