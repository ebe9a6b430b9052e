import { describe, expect, it } from 'vitest';
import { Template } from '../../src/template/gotemplate';
import { createSprigFuncs, type RandomSource, sprigFuncs } from '../../src/template/gotemplate/sprig';

/** A predictable source: int(max) walks 0, 1, 2, ... modulo max. */
function counter(): RandomSource {
  let n = 0;
  return {
    int: (max) => n++ % max,
    bytes: (count) => Uint8Array.from({ length: count }, (_, i) => i),
    uuid: () => '00000000-0000-4000-8000-000000000000',
  };
}

const run = (text: string, funcs = createSprigFuncs({ random: counter() })) =>
  Template.parse('t', text, { funcs }).execute({});

describe('Sprig random functions', () => {
  it('fail without a source of randomness, so renders stay repeatable', () => {
    expect(() => run('{{ randAlphaNum 4 }}', sprigFuncs)).toThrow(/randAlphaNum is not deterministic/);
  });

  it('draw from the alphabet Sprig uses for each', () => {
    expect(run('{{ randAlphaNum 3 }}')).toBe('ABC');
    expect(run('{{ randNumeric 3 }}')).toBe('012');
    expect(run('{{ randAscii 2 }}')).toBe(' !');
    expect(run('{{ randAlpha 0 }}|{{ randAlpha -2 }}')).toBe('|');
  });

  it('randInt is in [min, max) and an empty range is an error', () => {
    expect(run('{{ randInt 5 8 }} {{ randInt 5 8 }}')).toBe('5 6');
    expect(() => run('{{ randInt 3 3 }}')).toThrow(/invalid argument to Intn/);
  });

  it('randBytes is base64, uuidv4 a UUID, shuffle a permutation of the runes', () => {
    expect(run('{{ randBytes 3 }}')).toBe(Buffer.from([0, 1, 2]).toString('base64'));
    expect(run('{{ uuidv4 }}')).toMatch(/^[0-9a-f-]{36}$/);
    // Fisher-Yates over runes with the counter's draws: 3<->0, 2<->1, 1<->0.
    expect(run('{{ shuffle "häll" }}')).toBe('lläh');
  });
});

describe('Sprig random functions on inputs Go needs no randomness for', () => {
  const plain = (text: string) => run(text, sprigFuncs);
  it('render without a source, as Go renders them', () => {
    expect(plain('[{{ randNumeric 0 }}{{ randAlphaNum 0 }}{{ randAlpha -1 }}{{ randAscii 0 }}]')).toBe('[]');
    expect(plain('[{{ shuffle "" }}|{{ shuffle "x" }}|{{ shuffle "ääää" }}]')).toBe('[|x|ääää]');
    expect(plain('{{ randInt 5 6 }}|{{ randBytes 0 }}|')).toBe('5||');
  });

  it('give Go errors where Go fails without drawing', () => {
    expect(() => plain('{{ randInt 3 3 }}')).toThrow(/error calling randInt: invalid argument to Intn/);
    expect(() => plain('{{ randBytes -1 }}')).toThrow(
      /error calling randBytes: runtime error: makeslice: len out of range/,
    );
  });

  it('still refuse every draw that needs randomness', () => {
    for (const text of [
      '{{ randNumeric 1 }}',
      '{{ shuffle "ab" }}',
      '{{ randInt 0 2 }}',
      '{{ randBytes 1 }}',
      '{{ uuidv4 }}',
    ]) {
      const name = text.split(' ')[1] as string;
      expect(() => plain(text)).toThrow(new RegExp(`${name} is not deterministic`));
    }
  });
});
