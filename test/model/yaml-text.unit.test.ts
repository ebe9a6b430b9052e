import { describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { stringTag } from 'yaml/util';
import { verbatimParts, yamlPrinter, yamlText } from '../../src/model/yaml-text';

/** What `rigging render` and the diff printed before yamlText: the package itself. */
const reference = (value: unknown, aliasDuplicateObjects: boolean) =>
  stringify(value, { lineWidth: 0, aliasDuplicateObjects });

/** Pieces of strings that each take some branch of the package's string printer. */
const PIECES = [
  '',
  ' ',
  'a',
  'web',
  'true',
  'False',
  'null',
  '~',
  '0x1F',
  '0o17',
  '017',
  '1e3',
  '.5',
  '-1.5',
  '+1',
  '1_000',
  '.inf',
  '-.Inf',
  '.NaN',
  'yes',
  'off',
  '2001-12-14',
  '-',
  '?',
  ':',
  '- a',
  '? b',
  'a: b',
  'a:b',
  '#',
  ' #c',
  'a #b',
  'a#b',
  "'",
  '"',
  `'"`,
  '\n',
  '\n\n',
  'a\nb',
  'line one\nline two\n',
  'trailing\n\n',
  '\nleading',
  '  indented\nnext',
  'space \nbreak',
  'break\n space',
  '\t',
  'tab\there',
  '---',
  '--- x',
  '...',
  '%YAML 1.2',
  'x\n---\ny',
  'x\n...\n',
  '[a]',
  '{b}',
  'c,d',
  '*ref',
  '&anchor',
  '!tag',
  '|',
  '>',
  '@at',
  '`tick',
  '%',
  '<<',
  '=',
  'é',
  '😀',
  '\ud800',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\r\n',
  'back\\slash',
  'ends with space ',
  'ends with colon:',
  'https://example.com/a?b=c#d',
  '{"json": [1, 2]}',
  'k'.repeat(1030),
  'word '.repeat(30),
  // Multi-line values: literal blocks, their indicators, and where the package quotes instead.
  ' \n',
  '\n ',
  ' \nx',
  '  lead\n\n\n',
  'x\n \n',
  'x\n\t',
  '\t\nx',
  '\n\n\nx\n\n\ny\n\n',
  'a\n\nb\n',
  '  \n  \nz',
  '\n \n',
  'x\r\ny',
  '\u0085\nx',
  '😀\nx',
  'x\n\u0080',
  'a "quoted" \\ line\n\'single\'\n',
  `${'long line '.repeat(40)}\n${'x'.repeat(300)}\n`,
];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUMBERS = [0, -0, 1, -7, 1.5, 0.1, 1e21, 1e-7, 5e-324, 2 ** 53, 123456789.125, -1e300];

function generate(next: () => number, depth: number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const text = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PIECES)).join('');
  const r = next();
  if (depth > 4 || r < 0.45) {
    const s = next();
    if (s < 0.7) return text();
    if (s < 0.85) return pick(NUMBERS);
    if (s < 0.95) return s < 0.9;
    return null;
  }
  const size = Math.floor(next() * 5);
  if (r < 0.7) return Array.from({ length: size }, () => generate(next, depth + 1));
  const out: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) out[text()] = generate(next, depth + 1);
  return out;
}

describe('yamlText', () => {
  it('prints what the yaml package prints, over varied strings, numbers, keys and nesting', () => {
    const next = random(22);
    for (let i = 0; i < 800; i++) {
      const value = { kind: 'Thing', spec: generate(next, 0), list: [generate(next, 1), generate(next, 1)] };
      for (const alias of [true, false]) {
        expect(yamlText(value, { aliasDuplicateObjects: alias })).toBe(reference(value, alias));
      }
    }
  });

  it('prints every piece as a key and as a value, alone, in a list and nested', () => {
    const print = yamlPrinter();
    for (const piece of PIECES) {
      for (const value of [
        { [piece]: piece },
        [piece, [piece], { [piece]: [piece] }],
        { a: { b: [{ c: piece, [piece]: { d: piece } }] } },
      ]) {
        expect(print(value)).toBe(reference(value, true));
        expect(yamlText(value)).toBe(reference(value, true));
      }
    }
  });

  it('prints empty collections, top-level lists and nulls as the package does', () => {
    for (const value of [
      {},
      [],
      [[]],
      [{}],
      { a: {}, b: [], c: null, d: [null, [], {}] },
      [[['x']], { y: [] }],
    ]) {
      expect(yamlText(value)).toBe(reference(value, true));
    }
  });

  it('leaves to the package what plain data never holds', () => {
    const shared = { app: 'web' };
    const cases: unknown[] = [
      // An object met twice becomes an anchor and an alias, unless asked not to.
      { a: shared, b: shared },
      { a: undefined, b: 1 },
      { when: new Date(0) },
      { big: 10n },
      'top-level string',
      42,
      null,
    ];
    for (const value of cases) {
      for (const alias of [true, false]) {
        expect(yamlText(value, { aliasDuplicateObjects: alias })).toBe(reference(value, alias));
      }
    }
    expect(yamlText({ a: shared, b: shared })).toContain('&a1');
  });

  it('prints deep nesting as the package does, and fails where it fails', () => {
    const nest = (levels: number) => {
      let deep: unknown = 'bottom';
      for (let i = 0; i < levels; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
      return deep;
    };
    const outcome = (print: () => string) => {
      try {
        return print();
      } catch (err) {
        return err instanceof Error ? err.name : 'thrown';
      }
    };
    for (const levels of [300, 5000]) {
      const deep = nest(levels);
      expect(outcome(() => yamlText(deep))).toBe(outcome(() => reference(deep, true)));
    }
  });
});

describe('literal blocks', () => {
  it('prints a multi-line value itself, without the package, as the package would', () => {
    const value = { a: { b: 'first\n  second\n\nthird\n', c: ['x\ny', '\n\nz \n\n'] } };
    const expected = reference(value, true);
    const printer = vi.spyOn(stringTag, 'stringify');
    try {
      expect(yamlText(value)).toBe(expected);
      // Only the keys and the top-level collection reach the package's printer.
      const texts = printer.mock.calls.map((call) => (call[0] as { value: unknown }).value);
      expect(texts.filter((t) => typeof t === 'string' && t.includes('\n'))).toEqual([]);
    } finally {
      printer.mockRestore();
    }
  });
});

describe('name-like strings', () => {
  /** Letters, digits, `.`, `_`, `/`, `-` after a letter; the schema's other types spelled so. */
  const WORDS = [
    ...['true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL', 'nULL'],
    ...['yes', 'No', 'on', 'OFF', 'y', 'n', 'NaN', 'nan', 'Infinity', 'inf', 'e1', 'E-1', 'x0', 'o17'],
    ...['a', 'web', 'ClusterIP', 'app.kubernetes.io/name', 'a_b', 'v1', 'apps/v1', 'z-9.x/y_'],
  ];

  it('prints them as the package does, as keys and values, without its string printer', () => {
    const print = yamlPrinter();
    for (const word of WORDS) {
      for (const value of [{ [word]: word }, [word, { [word]: [word] }], { a: { b: word } }]) {
        expect(print(value)).toBe(reference(value, true));
        expect(yamlText(value)).toBe(reference(value, true));
      }
    }
    const names = WORDS.filter((w) => !/^(true|false|null)$/i.test(w) || /[a-z][A-Z]/.test(w));
    const value = Object.fromEntries(names.map((w) => [w, [w, `${w}-x`]]));
    const expected = reference(value, true);
    const printer = vi.spyOn(stringTag, 'stringify');
    try {
      expect(yamlText(value)).toBe(expected);
      expect(printer).not.toHaveBeenCalled();
    } finally {
      printer.mockRestore();
    }
  });
});

describe('verbatimParts', () => {
  it('splits at units some style escapes or breaks, and drops the spaces that end a part', () => {
    expect(verbatimParts('plain text')).toEqual(['plain text']);
    expect(verbatimParts(' a "b" c\\d\'e\nf\tg  ')).toEqual([' a', 'b', ' c', 'd', 'e', 'f', 'g']);
    expect(verbatimParts('x\ud83d\ude00y é\u0085z')).toEqual(['x', 'y é\u0085z']);
    expect(verbatimParts('\n\t"\\  ')).toEqual([]);
  });

  it('finds each part of a text in the YAML of any value holding it in a string', () => {
    const next = random(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
    const text = (n: number) => Array.from({ length: n }, () => pick(PIECES)).join('');
    // A long double-quoted string (a control character forces the style) folds its line breaks
    // and escapes a space next to one: `x \n y` prints as `x\ ` and `\ y` (the space kept whole).
    const quoted = `\u0007${'pad '.repeat(12)}`;
    const cases: [string, string][] = [
      [' lead part', `${quoted}\n lead part`],
      ['trail part ', `${quoted}trail part \nmore`],
      ['both ends', `${quoted}\n both ends \n`],
    ];
    for (let i = 0; i < 1500; i++) {
      const inner = text(1 + Math.floor(next() * 4));
      cases.push([inner, `${text(Math.floor(next() * 2))}${inner}${text(Math.floor(next() * 2))}`]);
    }
    for (const [inner, holder] of cases) {
      const shared = { s: holder };
      for (const value of [
        { k: holder },
        { [holder]: 1 },
        { a: [{ b: holder, [holder]: [holder] }] },
        // Aliases and explicit keys: the package prints these documents itself.
        { x: shared, y: shared },
        { [`${'k'.repeat(1030)}${holder}`]: holder },
      ]) {
        const printed = yamlText(value);
        for (const part of verbatimParts(inner)) {
          expect(printed.includes(part), JSON.stringify({ inner, holder, part })).toBe(true);
        }
      }
    }
  });
});
