// std conformance of rigging's engine where libjsonnet 0.20 is not the reference: the functions and
// parameter names of the current stdlib (docs, go-jsonnet, google/jsonnet's std.jsonnet), and the
// argument checks go-jsonnet makes where libjsonnet answers. Expected values and messages come from
// go-jsonnet's builtins and testdata goldens, or libjsonnet's own wording where it has one.
import { describe, expect, it } from 'vitest';
import { JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { STD_PARAMS, STD_VALUES } from './std-params';

const engine = createRiggingEngine();

async function run(code: string): Promise<unknown> {
  const out = await engine.evaluate({ snippet: { code, filename: 'x.jsonnet' }, raw: true });
  return JSON.parse(out as string);
}

/** The error's message (its first line, without `RUNTIME ERROR: `), or a failure if it answered. */
async function errorOf(code: string): Promise<string> {
  try {
    const v = await run(code);
    return `answered ${JSON.stringify(v)}`;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return (e.detail.split('\n')[0] ?? '').replace(/^RUNTIME ERROR: /, '');
  }
}

describe('std functions and parameter names', () => {
  const names = Object.keys(STD_PARAMS);

  it('has every std function of the current stdlib, with its number of parameters', async () => {
    const code = `{ [f]: if std.objectHasAll(std, f) then std.length(std[f]) else 'missing' for f in ${JSON.stringify(names)} }`;
    const want = Object.fromEntries(names.map((n) => [n, STD_PARAMS[n]?.length]));
    expect(await run(code)).toEqual(want);
  });

  it('has the std values', async () => {
    for (const [name, value] of Object.entries(STD_VALUES)) expect(await run(`std.${name}`)).toBe(value);
  });

  // One call per parameter, bound by name to an error: a wrong name fails before the argument is
  // read, with "function has no parameter"; a right one fails some other way (or answers).
  for (const name of names) {
    it(`std.${name} takes its arguments by name (${STD_PARAMS[name]?.join(', ')})`, async () => {
      const wrong: string[] = [];
      for (const p of STD_PARAMS[name] ?? []) {
        const message = await errorOf(`std.${name}(${p}=error 'probe')`);
        if (message.startsWith('function has no parameter')) wrong.push(`${p}: ${message}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('binds the documented names to the documented positions', async () => {
    expect(await run('std.exp(x=0)')).toBe(1);
    expect(await run('std.log(x=1)')).toBe(0);
    expect(await run('[std.mantissa(x=8), std.exponent(x=8)]')).toEqual([0.5, 4]);
    expect(await run('std.pow(n=2, x=3)')).toBe(9);
    expect(await run('std.hypot(y=4, x=3)')).toBe(5);
    expect(await run('std.modulo(y=4, x=7)')).toBe(3);
    expect(await run('std.md5(s="")')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(await run('std.sha1(s="")')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(await run('[std.equals(y=1, x=1), std.primitiveEquals(y="a", x="b")]')).toEqual([true, false]);
    expect(await run('std.removeAt(i=0, arr=[1, 2])')).toEqual([2]);
    expect(await run('std.native(x="nothing")')).toBe(null);
  });
});

describe('std functions new in the current stdlib', () => {
  it('std.avg', async () => {
    expect(await run('std.avg([1, 2, 3])')).toBe(2);
    expect(await run('std.avg([1, 2])')).toBe(1.5);
    expect(await errorOf('std.avg([])')).toBe('Cannot calculate average of an empty array.');
  });

  it('std.isNull, std.id, std.escapeStringXml, std.pi', async () => {
    expect(await run('[std.isNull(null), std.isNull(false), std.isNull({})]')).toEqual([true, false, false]);
    expect(await run('std.id({a: 1})')).toEqual({ a: 1 });
    expect(await run('std.escapeStringXml("<a & \'b\'>")')).toBe('&lt;a &amp; &apos;b&apos;&gt;');
    expect(await run('std.pi')).toBe(Math.PI);
  });
});

describe('argument checks go-jsonnet makes where libjsonnet answers', () => {
  it('std.xor and std.xnor take booleans', async () => {
    expect(await run('[std.xor(true, false), std.xor(true, true), std.xnor(false, false)]')).toEqual([
      true,
      false,
      true,
    ]);
    expect(await errorOf('std.xor(1, 2)')).toBe(
      'Builtin function xor expected (boolean, boolean) but got (number, number)',
    );
    expect(await errorOf('std.xnor("true", false)')).toBe(
      'Builtin function xnor expected (boolean, boolean) but got (string, boolean)',
    );
  });

  it('std.substr takes integer positions', async () => {
    expect(await errorOf('std.substr("hello", 1.2, 5)')).toBe(
      'substr second parameter should be an integer, got 1.200000',
    );
    expect(await errorOf('std.substr("hello", 0, 1.2)')).toBe(
      'substr third parameter should be an integer, got 1.200000',
    );
    expect(await run('std.substr("hello", 1, 2)')).toBe('el');
  });

  it('std.base64 takes bytes: integers 0 to 255', async () => {
    for (const bad of ['[1, -1]', '[256]', '[1.5]']) {
      expect(await errorOf(`std.base64(${bad})`)).toBe(
        'Can only base64 encode strings / arrays of single bytes.',
      );
    }
    expect(await run('std.base64([0, 255])')).toBe('AP8=');
  });

  it('std.makeArray, std.range and std.repeat take whole sizes', async () => {
    expect(await errorOf('std.makeArray(2.5, function(i) i)')).toBe('Expected an integer, but got 2.5');
    expect(await errorOf('std.makeArray(1234567.5, function(i) i)')).toBe(
      'Expected an integer, but got 1.2345675e+06',
    );
    expect(await errorOf('std.range(0.5, 3)')).toBe('Expected an integer, but got 0.5');
    expect(await errorOf('std.repeat("ab", 2.5)')).toBe('Expected an integer, but got 2.5');
    expect(await errorOf('std.repeat("ab", -1)')).toBe('makeArray requires size >= 0, got -1');
    expect(await run('std.repeat("ab", 0)')).toBe('');
  });

  // Sizes no array or string can reach are refused before any element is built (an engine that
  // tried would spend seconds filling the heap first; the test would then time out).
  it('refuses arrays and strings beyond what the engine can hold, at once', async () => {
    const arrays: [string, string][] = [
      ['std.makeArray(1e100, function(i) i)', 'std.makeArray: out of memory: 1e+100 elements'],
      ['std.makeArray(1e9, function(i) i)', 'std.makeArray: out of memory: 1000000000 elements'],
      ['std.range(-1e100, 0)', 'std.range: out of memory: 1e+100 elements'],
      ['std.range(0, 1e12)', 'std.range: out of memory: 1000000000001 elements'],
      ['std.repeat([1, 2], 1e8)', 'std.repeat: out of memory: 200000000 elements'],
    ];
    for (const [code, message] of arrays) {
      expect(await errorOf(`std.length(${code})`)).toBe(`${message} (an array holds at most 134217728)`);
    }
    expect(await errorOf('std.length(std.repeat("abcdefgh", 1e8))')).toMatch(
      /^std\.repeat: out of memory: 800000000 characters \(a string holds at most \d+\)$/,
    );
  });
});

// libjsonnet implements these in std.jsonnet, so their errors come from the helpers they call
// (std.findSubstr, std.filter, objectHasEx, std.floor...); rigging names the function called.
describe('errors name the std function the user called', () => {
  const cases: [string, string][] = [
    ['std.member("abc", 1)', 'std.member: only a string can be a member of a string, got number'],
    ['std.stripChars([1], "a")', 'std.stripChars: only a string can be a member of a string, got number'],
    ['std.stripChars("abc", 5)', 'std.stripChars second argument must be an array or a string'],
    [
      'std.startsWith("abc", ["a"])',
      'Builtin function startsWith expected (string, string) but got (string, array)',
    ],
    ['std.lstripChars([1], "a")', 'std.lstripChars: only a string can be a member of a string, got number'],
    ['std.count("ab", 1)', 'Builtin function count expected (array, any) but got (string, number)'],
    [
      'std.equalsIgnoreCase("a", 1)',
      'Builtin function equalsIgnoreCase expected (string, string) but got (string, number)',
    ],
    ['std.trim(1)', 'Builtin function trim expected (string) but got (number)'],
    [
      'std.objectHas([], "a")',
      'Builtin function objectHas expected (object, string) but got (array, string)',
    ],
    [
      'std.objectHasAll(1, "a")',
      'Builtin function objectHasAll expected (object, string) but got (number, string)',
    ],
    [
      'std.get(1, "a")',
      'Builtin function get expected (object, string, any, boolean) but got (number, string, null, boolean)',
    ],
    ['std.objectFieldsAll(1)', 'objectFieldsAll expected object, got number'],
    [
      'std.startsWith([1], [1])',
      'Builtin function startsWith expected (string, string) but got (array, array)',
    ],
    ['std.endsWith("a", 1)', 'Builtin function endsWith expected (string, string) but got (string, number)'],
    ['std.isEven("a")', 'Builtin function isEven expected (number) but got (string)'],
    ['std.isDecimal(null)', 'Builtin function isDecimal expected (number) but got (null)'],
    ['std.round("1")', 'Builtin function round expected (number) but got (string)'],
    [
      'std.resolvePath(1, "a")',
      'Builtin function resolvePath expected (string, any) but got (number, string)',
    ],
    ['std.base64Decode([1, "a"])', 'Builtin function base64Decode expected (string) but got (array)'],
    ['std.base64DecodeBytes(1)', 'Builtin function base64DecodeBytes expected (string) but got (number)'],
    ['std.setUnion(null, [1])', 'setUnion expected array, got null'],
    ['std.setInter([1], {a: 1})', 'setInter expected array, got object'],
    ['std.setDiff(1, [1])', 'setDiff expected array, got number'],
  ];
  for (const [code, message] of cases) {
    it(code, async () => {
      expect(await errorOf(code)).toBe(message);
    });
  }

  it('still answers what it answered', async () => {
    expect(
      await run(
        '[std.member("abc", "b"), std.count([1, 2, 1], 1), std.startsWith("abc", "ab"), std.endsWith("abc", "bc"), std.round(2.5), std.isEven(4), std.setUnion("ab", "bc")]',
      ),
    ).toEqual([true, 2, true, true, 3, true, ['a', 'b', 'c']]);
  });
});

describe('std.parseYaml document markers', () => {
  it('takes `---` followed by a space or the line end as a marker, not a line starting `---a`', async () => {
    // go-jsonnet splits documents the same way; a key `---b` is a key
    expect(await run('std.parseYaml("a: 1\\n---b: 2\\n")')).toEqual({ a: 1, '---b': 2 });
    expect(await run('std.parseYaml("a: 1\\n--- \\nb: 2\\n")')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(await run('std.parseYaml("---\\na: 1\\n")')).toEqual([{ a: 1 }]);
    expect(await run('std.parseYaml("a: 1\\n")')).toEqual({ a: 1 });
  });
});
