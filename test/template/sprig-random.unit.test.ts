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
