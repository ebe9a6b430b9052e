/** Limits on one text shown in a code block, so a single object cannot fill the whole report. */
export interface TextCaps {
  /** Lines kept; a line saying how many more follows them. */
  maxLines: number;
  /** Characters kept of each line; longer ones (base64 data, JSON annotations) end in a count. */
  maxLineLength: number;
}

export interface CappedText {
  text: string;
  /** Whether anything was cut. */
  capped: boolean;
}

/** The first `maxLines` lines of `text`, each cut at `maxLineLength`, then `more(n)` for n lines left out. */
export function capText(text: string, caps: TextCaps, more: (omitted: number) => string): CappedText {
  const lines = text.split('\n');
  // A final newline ends the last line; it does not start another.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  let capped = lines.length > caps.maxLines;
  const kept = lines.slice(0, Math.max(0, caps.maxLines)).map((line) => {
    if (line.length <= caps.maxLineLength) return line;
    capped = true;
    const head = cutAt(line, caps.maxLineLength);
    return `${head} … (${line.length - head.length} more characters)`;
  });
  if (!capped) return { text, capped };
  const omitted = lines.length - kept.length;
  if (omitted > 0) kept.push(more(omitted));
  return { text: `${kept.join('\n')}\n`, capped };
}

/** The first `n` UTF-16 units, one fewer if that would split a surrogate pair. */
export function cutAt(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}
