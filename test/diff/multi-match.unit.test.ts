import { describe, expect, it, vi } from 'vitest';
import { Dictionary, type Needle, replaceAll } from '../../src/diff/multi-match';

const TOKENS = /redacted\.[0-9a-f]{16}/g;

/** Each text replaced by `<text>`. */
function dict(texts: string[], standAlone: string[] = []): Dictionary {
  return new Dictionary([
    ...texts.map((text) => ({ text, replacement: `<${text}>` })),
    ...standAlone.map((text) => ({ text, replacement: `<${text}>`, standAlone: true })),
  ]);
}

/** The obvious quadratic implementation of the same rule, to compare with. */
function reference(text: string, needles: Needle[]): string {
  const byText = new Map<string, Needle>();
  for (const n of needles) byText.set(n.text, n);
  const sorted = [...byText.values()].sort((a, b) => b.text.length - a.text.length);
  const word = (i: number) => i >= 0 && i < text.length && /[A-Za-z0-9_]/.test(text[i] as string);
  // Code unit by code unit, stopping at the first difference.
  const startsWith = (needle: string, at: number) => {
    if (at + needle.length > text.length) return false;
    for (let j = 0; j < needle.length; j++)
      if (text.charCodeAt(at + j) !== needle.charCodeAt(j)) return false;
    return true;
  };
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const n = sorted.find(
      (n) => startsWith(n.text, i) && (!n.standAlone || (!word(i - 1) && !word(i + n.text.length))),
    );
    if (n) {
      out.push(n.replacement);
      i += n.text.length;
    } else {
      out.push(text[i] as string);
      i++;
    }
  }
  return out.join('');
}

/**
 * The same for several dictionaries and kept spans: at each position a kept span is passed over
 * whole, else each dictionary's choice is taken as above and the longest wins, the later on a tie.
 */
function referenceOf(text: string, dictionaries: Needle[][], keep: RegExp): string {
  const kept = new Map([...text.matchAll(keep)].map((m) => [m.index, m.index + m[0].length]));
  const word = (i: number) => i >= 0 && i < text.length && /[A-Za-z0-9_]/.test(text[i] as string);
  const choice = (needles: Needle[], at: number): Needle | undefined => {
    const byText = new Map<string, Needle>();
    for (const n of needles) byText.set(n.text, n);
    return [...byText.values()]
      .sort((a, b) => b.text.length - a.text.length)
      .find(
        (n) => text.startsWith(n.text, at) && (!n.standAlone || (!word(at - 1) && !word(at + n.text.length))),
      );
  };
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const keptEnd = kept.get(i);
    if (keptEnd !== undefined) {
      out.push(text.slice(i, keptEnd));
      i = keptEnd;
      continue;
    }
    let best: Needle | undefined;
    for (const needles of dictionaries) {
      const n = choice(needles, i);
      if (n && (!best || n.text.length >= best.text.length)) best = n;
    }
    if (best) {
      out.push(best.replacement);
      i += best.text.length;
    } else {
      out.push(text[i] as string);
      i++;
    }
  }
  return out.join('');
}

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % n;
  };
}

describe('replaceAll', () => {
  it('takes the leftmost match, and the longest of those starting there', () => {
    expect(replaceAll('abcd', [dict(['ab', 'abc', 'bcd'])])).toBe('<abc>d');
    expect(replaceAll('ushers', [dict(['he', 'she', 'hers', 'his'])])).toBe('u<she>rs');
    expect(replaceAll('xbcdx', [dict(['abcd', 'bc'])])).toBe('x<bc>dx');
  });

  it('handles needles that are prefixes and suffixes of each other', () => {
    const d = dict(['pass', 'password', 'password123', 'word', 'sword']);
    expect(replaceAll('password1234 password passwor sword', [d])).toBe(
      '<password123>4 <password> <pass>wor <sword>',
    );
    const runs = dict(['aa', 'aaa']);
    expect(replaceAll('aaaaaaaa', [runs])).toBe('<aaa><aaa><aa>');
  });

  it('replaces a stand-alone needle only away from ASCII letters, digits and `_`', () => {
    const d = dict([], ['test']);
    expect(replaceAll('nginx:latest test testing _test test_ test-x (test) test', [d])).toBe(
      'nginx:latest <test> testing _test test_ <test>-x (<test>) <test>',
    );
    // Outside ASCII is not a word character (as the regular expression it replaces had it).
    expect(replaceAll('étesté', [d])).toBe('é<test>é');
  });

  it('falls back to a shorter needle where a longer stand-alone one is not alone', () => {
    const d = dict([], ['abc-', 'abc']);
    expect(replaceAll('abc-d abc- x', [d])).toBe('<abc>-d <abc-> x');
    // A needle that may appear anywhere wins over a shorter stand-alone one, and the reverse.
    expect(
      replaceAll('xabcdefgh', [
        new Dictionary([
          { text: 'abcdefgh', replacement: 'L' },
          { text: 'abcd', replacement: 'S', standAlone: true },
        ]),
      ]),
    ).toBe('xL');
  });

  it('matches code units: non-ASCII, surrogate pairs, combining marks', () => {
    expect(replaceAll('xpässwördy', [dict(['pässwörd'])])).toBe('x<pässwörd>y');
    expect(replaceAll('😀😀😀', [dict(['😀😀'])])).toBe('<😀😀>😀');
    // A secret followed by a combining mark is still found (grapheme matching would miss it).
    expect(replaceAll('password123\u0301', [dict(['password123'])])).toBe('<password123>\u0301');
    expect(replaceAll('a\ud800b', [dict(['\ud800b', 'é'])])).toBe('a<\ud800b>');
  });

  it('passes over spans of `keep` whole, unless a match started before them', () => {
    const d = dict(['redacted', 'cted.0']);
    const token = 'redacted.0123456789abcdef';
    expect(replaceAll(`redacted ${token} redacted`, [d], TOKENS)).toBe(`<redacted> ${token} <redacted>`);
    expect(replaceAll(`xredacted.0123456789abcdef`, [dict(['xredact'])], TOKENS)).toBe(
      '<xredact>ed.0123456789abcdef',
    );
  });

  it('combines dictionaries: the longest match, the later dictionary on a tie', () => {
    const a = new Dictionary([
      { text: 'secret', replacement: 'A' },
      { text: 'secret-long', replacement: 'AL' },
    ]);
    const b = new Dictionary([{ text: 'secret', replacement: 'B' }]);
    expect(replaceAll('secret secret-long', [a, b])).toBe('B AL');
    expect(replaceAll('secret', [b, a])).toBe('A');
  });

  it('returns the text itself when nothing matched, and refuses an empty needle', () => {
    const text = 'nothing here';
    expect(replaceAll(text, [dict(['absent'])])).toBe(text);
    expect(replaceAll(text, [new Dictionary([])])).toBe(text);
    expect(() => new Dictionary([{ text: '', replacement: 'x' }])).toThrow(RangeError);
    const twice = new Dictionary([
      { text: 'same', replacement: '1' },
      { text: 'same', replacement: '2' },
    ]);
    expect(replaceAll('same', [twice])).toBe('2');
  });

  it('finds needles longer than its window, across window edges', () => {
    const next = random(3);
    const big = Array.from({ length: 200_000 }, () => 'ab'[next(2)]).join('');
    const near = `${big.slice(0, -1)}c`;
    const text = `${'x'.repeat(70_000)}${near}${big}${big.slice(1)}${big}y`;
    const d = new Dictionary([
      { text: big, replacement: 'BIG' },
      { text: big.slice(0, 1000), replacement: 'HEAD' },
    ]);
    const expected = reference(text, [
      { text: big, replacement: 'BIG' },
      { text: big.slice(0, 1000), replacement: 'HEAD' },
    ]);
    const out = replaceAll(text, [d]);
    expect(out.length).toBe(expected.length);
    expect(out === expected).toBe(true);
    expect(out.split('BIG').length - 1).toBe(2);
  });

  it('agrees with the obvious implementation on random dictionaries and texts', () => {
    const next = random(21);
    const alphabet = ['a', 'b', 'c', '_', ' ', '-', 'é', '\ud83d', '\ude00', '1'];
    const word = (n: number) =>
      Array.from({ length: n }, () => alphabet[next(next(2) ? 3 : alphabet.length)]).join('');
    for (let round = 0; round < 3000; round++) {
      const needles: Needle[] = Array.from({ length: 1 + next(8) }, (_, i) => ({
        text: word(1 + next(6)),
        replacement: `<${i}>`,
        standAlone: next(3) === 0,
      }));
      const text = word(next(60));
      expect(replaceAll(text, [new Dictionary(needles)]), JSON.stringify({ needles, text })).toBe(
        reference(text, needles),
      );
    }
  });

  it('agrees with the obvious implementation on dictionaries too large to search needle by needle', () => {
    const next = random(23);
    const alphabet = ['a', 'b', 'c', '_', ' ', 'é', '1'];
    const word = (n: number) => Array.from({ length: n }, () => alphabet[next(alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const needles: Needle[] = Array.from({ length: 25 + next(40) }, (_, i) => ({
        text: word(1 + next(5)),
        replacement: `<${i}>`,
        standAlone: next(3) === 0,
      }));
      const text = word(next(80));
      expect(replaceAll(text, [new Dictionary(needles)]), JSON.stringify({ needles, text })).toBe(
        reference(text, needles),
      );
    }
  });

  it('passes over a text holding none of a few needles without running the automaton', () => {
    const scans = vi.spyOn(Dictionary.prototype, 'fillLongest');
    try {
      const few = dict(['secret-one', 'secret-two']);
      const text = `${'a manifest without either, '.repeat(1000)}secret-on`;
      expect(replaceAll(text, [few])).toBe(text);
      expect(scans).not.toHaveBeenCalled();
      expect(replaceAll(`${text}e`, [few])).toBe(`${text.slice(0, -9)}<secret-one>`);
      expect(scans).toHaveBeenCalledTimes(1);
    } finally {
      scans.mockRestore();
    }
  });

  it('builds no automaton until a text holds one of a few needles', () => {
    // Private: building it is the cost spared (a run's first redaction, of kilobytes of needles).
    const builds = vi.spyOn(Dictionary.prototype as unknown as { insert(n: Needle): void }, 'insert');
    try {
      const few = new Dictionary([
        { text: 'secret-one', replacement: '<1>' },
        { text: 'secret-one', replacement: '<one>' },
        { text: 'two', replacement: '<2>', standAlone: true },
      ]);
      expect([few.size, few.minLength, few.maxLength]).toEqual([2, 3, 10]);
      expect(replaceAll('a manifest without either', [few])).toBe('a manifest without either');
      expect(builds).not.toHaveBeenCalled();
      // Built on first use, as before: the later of two replacements, stand-alone rules kept.
      expect(replaceAll('secret-one, two, network', [few])).toBe('<one>, <2>, network');
      expect(builds).toHaveBeenCalledTimes(3);
      expect(replaceAll('two secret-one', [few])).toBe('<2> <one>');
      expect(builds).toHaveBeenCalledTimes(3);
      // Too many to search for one by one: every text needs the automaton, built at once.
      dict(Array.from({ length: 30 }, (_, i) => `needle-${i}`));
      expect(builds).toHaveBeenCalledTimes(33);
    } finally {
      builds.mockRestore();
    }
  });

  it('agrees with the obvious implementation with kept spans and two dictionaries', () => {
    const next = random(22);
    const alphabet = [
      'a',
      'b',
      'red',
      'acted',
      '.',
      '0123456789abcdef',
      'redacted.0123456789abcdef',
      ' ',
      'x',
    ];
    const word = (n: number) => Array.from({ length: n }, () => alphabet[next(alphabet.length)]).join('');
    for (let round = 0; round < 2000; round++) {
      const needles = (tag: string): Needle[] =>
        Array.from({ length: next(6) }, (_, i) => ({
          text: word(1 + next(4)),
          replacement: `<${tag}${i}>`,
          standAlone: next(3) === 0,
        }));
      const first = needles('a');
      const second = needles('b');
      const text = word(next(40));
      const out = replaceAll(text, [new Dictionary(first), new Dictionary(second)], TOKENS);
      expect(out, JSON.stringify({ first, second, text })).toBe(referenceOf(text, [first, second], TOKENS));
    }
  });

  it('agrees with the obvious implementation on texts of several windows', () => {
    const next = random(5);
    const word = (n: number, k: number) => Array.from({ length: n }, () => 'abcdefgh'[next(k)]).join('');
    for (let round = 0; round < 2; round++) {
      const big = word(20_000 + next(60_000), 2);
      const needles: Needle[] = [
        { text: big, replacement: '<BIG>' },
        { text: big.slice(0, -1 - next(100)), replacement: '<PREFIX>' },
        { text: big.slice(1 + next(100)), replacement: '<SUFFIX>' },
        ...Array.from({ length: 30 }, (_, i) => ({
          text: word(1 + next(9), 3),
          replacement: `<${i}>`,
          standAlone: next(3) === 0,
        })),
      ];
      const parts: string[] = [];
      for (let length = 0; length < 150_000; length += (parts[parts.length - 1] as string).length) {
        const pick = next(4);
        parts.push(
          pick === 0
            ? big
            : pick === 1
              ? big.slice(next(50), big.length - next(50))
              : word(next(3000), 3 + next(5)),
        );
      }
      // Joined, not appended: a deep cons string would make the reference's reads crawl.
      const text = parts.join('');
      const out = replaceAll(text, [new Dictionary(needles)]);
      expect(out === reference(text, needles), `round ${round}`).toBe(true);
    }
  });
});

describe('Dictionary.occurring', () => {
  it('finds every needle in the text, nested, overlapping and across window edges', () => {
    const next = random(31);
    const alphabet = ['a', 'b', 'c', '_', 'é', '\ud83d', '\ude00'];
    const word = (n: number) => Array.from({ length: n }, () => alphabet[next(alphabet.length)]).join('');
    for (let round = 0; round < 400; round++) {
      const texts = Array.from({ length: 1 + next(40) }, () => word(1 + next(6)));
      const text = round % 50 === 0 ? word(70_000 + next(70_000)) : word(next(120));
      const distinct = [...new Set(texts)];
      const found = new Dictionary(
        texts.map((t) => ({ text: t, replacement: '', standAlone: next(2) === 0 })),
      ).occurring(text);
      expect([...found], JSON.stringify({ texts, text: text.slice(0, 200) })).toEqual(
        distinct.map((t) => (text.includes(t) ? 1 : 0)),
      );
    }
  });

  it('finds a needle longer than a window, and one cut by a window edge', () => {
    const big = 'ab'.repeat(50_000);
    const edge = 'needle-at-the-edge';
    const text = `${'x'.repeat((1 << 16) - 5)}${edge}${big}`;
    expect([
      ...new Dictionary([big, edge, 'absent'].map((t) => ({ text: t, replacement: '' }))).occurring(text),
    ]).toEqual([1, 1, 0]);
  });
});
