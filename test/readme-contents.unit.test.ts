// The README's "Contents" list is written by hand: a heading added, renamed or removed without it
// fails here, as does a link whose anchor GitHub would not make.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');

/** `##` and `###` headings outside fenced code, as [level, text]. */
function headings(text: string): [number, string][] {
  const out: [number, string][] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^(#{2,3}) (.+)$/.exec(line);
    if (m) out.push([(m[1] as string).length, m[2] as string]);
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\-_ ]/gu, '')
    .replace(/ /g, '-');

describe('README contents', () => {
  const all = headings(readme);
  const listed = /## Contents\n\n((?:(?: {2})?- \[.+\]\(#.+\)\n)+)/.exec(readme)?.[1] ?? '';

  it('lists every heading after the quick start, nested as the headings are, with working anchors', () => {
    const expected = all
      .filter(([, t]) => t !== 'Quick start' && t !== 'Contents')
      .map(([level, t]) => {
        const plain = t.replace(/`/g, '');
        return `${level === 3 ? '  ' : ''}- [${plain}](#${anchor(plain)})`;
      });
    expect(listed.trimEnd().split('\n')).toEqual(expected);
  });

  it('makes the anchors GitHub makes', () => {
    expect(anchor("Using rigging's Jsonnet engine alone")).toBe('using-riggings-jsonnet-engine-alone');
    expect(anchor('Editor support: the JSON Schema')).toBe('editor-support-the-json-schema');
    expect(anchor('rigging.yaml')).toBe('riggingyaml');
  });
});
