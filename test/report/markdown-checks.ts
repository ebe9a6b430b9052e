import { lexer, type Token, walkTokens } from 'marked';
import { expect } from 'vitest';

/**
 * Walks the lines: a line of at least three backticks (indented in a list or not) opens a fence of
 * that length, and only a line of at least that many backticks and nothing else closes it.
 * Returns the lines outside fences, so tags in diff text are not counted as markup.
 */
export function expectBalancedFences(md: string): string[] {
  const outside: string[] = [];
  let open = 0;
  for (const line of md.split('\n')) {
    const trimmed = line.trim();
    const run = /^`{3,}/.exec(trimmed)?.[0].length ?? 0;
    if (open === 0) {
      if (run >= 3) open = run;
      else outside.push(line);
    } else if (run >= open && run === trimmed.length) {
      open = 0;
    }
  }
  expect(open, 'a code fence is left open').toBe(0);
  return outside;
}

/** `<details>`/`<summary>` pairs balance outside code blocks, never nest, and there are `count` of them. */
export function expectBalancedDetails(md: string, count?: number): void {
  const outside = expectBalancedFences(md).join('\n');
  let depth = 0;
  let opened = 0;
  for (const m of outside.matchAll(/<(\/?)details>/g)) {
    depth += m[1] ? -1 : 1;
    if (!m[1]) opened++;
    expect(depth === 0 || depth === 1, 'details nest or close before opening').toBe(true);
  }
  expect(depth).toBe(0);
  expect(outside.match(/<summary>/g)?.length ?? 0).toBe(outside.match(/<\/summary>/g)?.length ?? 0);
  expect(outside.match(/<summary>/g)?.length ?? 0).toBe(opened);
  if (count !== undefined) expect(opened).toBe(count);
}

/**
 * The same through a real CommonMark lexer: every fenced code token ends in its closing fence
 * (an open one runs to the end of the document), and the HTML tokens open and close `<details>`
 * alternately, so no diff text became markup.
 */
export function expectParsesCleanly(md: string): { tokens: Token[] } {
  const tokens = lexer(md);
  const tags: string[] = [];
  walkTokens(tokens, (t) => {
    if (t.type === 'code' && t.codeBlockStyle !== 'indented') {
      const raw = t.raw.replace(/\n+$/, '');
      const opening = /^\s*(`{3,})/.exec(raw)?.[1] ?? '';
      const last = raw.slice(raw.lastIndexOf('\n') + 1).trim();
      expect(raw.includes('\n') && /^`+$/.test(last) && last.length >= opening.length, 'unclosed fence').toBe(
        true,
      );
      expect(t.text).not.toMatch(/^<details><summary>/m);
    }
    if (t.type === 'html') for (const m of t.raw.matchAll(/<\/?details>/g)) tags.push(m[0]);
  });
  tags.forEach((tag, i) => {
    expect(tag).toBe(i % 2 === 0 ? '<details>' : '</details>');
  });
  expect(tags.length % 2).toBe(0);
  return { tokens };
}

/** All of the above, plus the size. */
export function expectValidReport(
  md: string,
  limit: number,
  measure: 'chars' | 'utf8-bytes' = 'chars',
): void {
  const size = measure === 'chars' ? md.length : Buffer.byteLength(md, 'utf8');
  expect(size).toBeLessThanOrEqual(limit);
  expectBalancedDetails(md);
  expectParsesCleanly(md);
}

/** The `<summary>` texts in document order. */
export function summaries(md: string): string[] {
  return [...md.matchAll(/^<details><summary>(.*)<\/summary>$/gm)].map((m) => m[1] ?? '');
}
