import { describe, expect, it } from 'vitest';
import { formatValue, sprint, sprintf, sprintln } from '../../src/template/gotemplate/fmt';
import { formatFloat, formatFloatExact } from '../../src/template/gotemplate/fmt/strconv';
import type { GoValue } from '../../src/template/gotemplate/value';

// Cases modelled on the breadth of Go's fmt_test.go, for the template value model:
// float64 = number, int = bigint, string, bool, nil = null (and undefined), []interface{} = array,
// map[string]interface{} = plain object. Expected strings are what Go's fmt.Sprintf prints.
type Case = [format: string, args: GoValue[], want: string];

const floats: Case[] = [
  // %v is strconv 'g' shortest: exponent form when exp < -4 || exp >= 6 (eprec 6, not 21)
  ['%v', [1000000], '1e+06'],
  ['%v', [123456789], '1.23456789e+08'],
  ['%v', [100000], '100000'],
  ['%v', [999999], '999999'],
  ['%v', [1234567], '1.234567e+06'],
  ['%v', [0.0001], '0.0001'],
  ['%v', [0.00001], '1e-05'],
  ['%v', [1.5], '1.5'],
  ['%v', [3], '3'],
  ['%v', [0], '0'],
  ['%v', [-0], '-0'],
  ['%v', [0.1 + 0.2], '0.30000000000000004'],
  ['%v', [1e21], '1e+21'],
  ['%v', [5e-324], '5e-324'],
  ['%v', [1.7976931348623157e308], '1.7976931348623157e+308'],
  ['%v', [Number.NaN], 'NaN'],
  ['%v', [Number.POSITIVE_INFINITY], '+Inf'],
  ['%v', [Number.NEGATIVE_INFINITY], '-Inf'],
  ['%+v', [1.5], '1.5'],
  ['%#v', [1.0], '1'],
  ['%#v', [1e6], '1e+06'],
  ['%.3v', [3.14259], '3.14'],
  // %e %E %f %F
  ['%e', [1.0], '1.000000e+00'],
  ['%e', [1234.5678e3], '1.234568e+06'],
  ['%e', [1234.5678e-8], '1.234568e-05'],
  ['%e', [-7.0], '-7.000000e+00'],
  ['%e', [1e100], '1.000000e+100'],
  ['%E', [-1e-9], '-1.000000E-09'],
  ['%.0e', [15.0], '2e+01'],
  ['%+.3e', [0.0], '+0.000e+00'],
  ['% .3E', [-1.0], '-1.000E+00'],
  ['% .3e', [1.0], ' 1.000e+00'],
  ['%f', [1234.5678e3], '1234567.800000'],
  ['%f', [1234.5678e-8], '0.000012'],
  ['%f', [-1e-9], '-0.000000'],
  ['%F', [3.0], '3.000000'],
  ['%.2f', [3.14259], '3.14'],
  ['%.2f', [2.675], '2.67'],
  ['%.0f', [2.5], '2'],
  ['%.0f', [3.5], '4'],
  ['%.1f', [0.25], '0.2'],
  ['%.3f', [1e20], '100000000000000000000.000'],
  ['%20f', [12345678901.234568], '  12345678901.234568'],
  ['%-20f|', [1.23456789e3], '1234.567890         |'],
  ['%20.8f', [1.23456789e-3], '          0.00123457'],
  // flags on floats
  ['%+07.2f', [1.0], '+001.00'],
  ['%+07.2f', [-1.0], '-001.00'],
  ['%07.2f', [-1.0], '-001.00'],
  ['% 07.2f', [1.0], ' 001.00'],
  ['%-07.2f|', [1.0], '1.00   |'],
  ['%+-07.2f|', [-1.0], '-1.00  |'],
  ['%+10.2f', [1.0], '     +1.00'],
  ['%-05.1f|', [1.0], '1.0  |'],
  // %g %G
  ['%g', [1234.5678e3], '1.2345678e+06'],
  ['%g', [1234.5678e-8], '1.2345678e-05'],
  ['%g', [-7.0], '-7'],
  ['%g', [-1e-9], '-1e-09'],
  ['%g', [1.23456789e3], '1234.56789'],
  ['%g', [1.23456789e20], '1.23456789e+20'],
  ['%G', [1234.5678e-8], '1.2345678E-05'],
  ['%.3g', [100.0], '100'],
  ['%.2g', [100.0], '1e+02'],
  ['%.3g', [1.0], '1'],
  ['%+.3g', [0.0], '+0'],
  ['% .3g', [1.0], ' 1'],
  // sharp
  ['%#g', [1.1], '1.10000'],
  ['%#g', [-1.0], '-1.00000'],
  ['%#g', [123456.0], '123456.'],
  ['%#g', [1234567.0], '1.234567e+06'],
  ['%#g', [1000000.0], '1.00000e+06'],
  ['%#g', [1e-323], '1.00000e-323'],
  ['%#.0f', [1.0], '1.'],
  ['%#.0e', [123.0], '1.e+02'],
  ['%#.4g', [123.0], '123.0'],
  ['%#.4g', [123000.0], '1.230e+05'],
  ['%#9.4g', [1.0], '    1.000'],
  // %b %x %X on floats
  ['%b', [1.0], '4503599627370496p-52'],
  ['%b', [-1.0], '-4503599627370496p-52'],
  ['%b', [0.0], '0p-1074'],
  ['%x', [1.0], '0x1p+00'],
  ['%X', [-1.5], '-0X1.8P+00'],
  ['%.3x', [1.0], '0x1.000p+00'],
  // infinities and NaN are never zero-padded
  ['%f', [Number.POSITIVE_INFINITY], '+Inf'],
  ['%.1f', [Number.NEGATIVE_INFINITY], '-Inf'],
  ['% f', [Number.NaN], ' NaN'],
  ['%20e', [Number.NaN], '                 NaN'],
  ['% +20E', [Number.NaN], '                +NaN'],
  ['%+020e', [Number.POSITIVE_INFINITY], '                +Inf'],
  ['%-020f|', [Number.NEGATIVE_INFINITY], '-Inf                |'],
  // wrong verbs
  ['%d', [1.0], '%!d(float64=1)'],
  ['%s', [1.5], '%!s(float64=1.5)'],
  ['%t', [0.5], '%!t(float64=0.5)'],
  ['%c', [65.0], '%!c(float64=65)'],
  ['%q', [1.0], '%!q(float64=1)'],
];

const ints: Case[] = [
  ['%v', [1000000n], '1000000'],
  ['%#v', [42n], '42'],
  ['%+v', [5n], '5'],
  ['%d', [-12345n], '-12345'],
  ['%d', [-9223372036854775808n], '-9223372036854775808'],
  ['%.d', [0n], ''],
  ['%.0d', [0n], ''],
  ['%6.0d|', [0n], '      |'],
  ['%06.0d|', [0n], '      |'],
  ['% d', [12345n], ' 12345'],
  ['%+d', [12345n], '+12345'],
  ['%+d', [-12345n], '-12345'],
  ['%10d', [-12345n], '    -12345'],
  ['%+10d', [12345n], '    +12345'],
  ['%010d', [12345n], '0000012345'],
  ['%010d', [-12345n], '-000012345'],
  ['%-10d|', [12345n], '12345     |'],
  ['%-010d|', [12345n], '12345     |'],
  ['%20.8d', [-1234n], '           -00001234'],
  ['%020.8d', [1234n], '            00001234'],
  ['%-20.8d|', [1234n], '00001234            |'],
  ['%b', [7n], '111'],
  ['%b', [-6n], '-110'],
  ['%#b', [5n], '0b101'],
  ['%.20b', [7n], '00000000000000000111'],
  ['%o', [668n], '1234'],
  ['%#o', [668n], '01234'],
  ['%O', [8n], '0o10'],
  ['%x', [0x12abcdefn], '12abcdef'],
  ['%X', [0x12abcdefn], '12ABCDEF'],
  ['%x', [-255n], '-ff'],
  ['%#x', [255n], '0xff'],
  ['%#X', [0n], '0X0'],
  ['%-#20.8x|', [0x1234abcn], '0x01234abc          |'],
  ['%c', [0x65e5n], '日'],
  ['%c', [0xe4n], 'ä'],
  ['%3c', [0x2318n], '  ⌘'],
  ['%-3c|', [0x2318n], '⌘  |'],
  ['%c', [-1n], '\ufffd'],
  ['%c', [0xdc80n], '\ufffd'],
  ['%c', [0x110000n], '\ufffd'],
  ['%q', [0x78n], "'x'"],
  ['%q', [0x27n], "'\\''"],
  ['%q', [0x22n], `'"'`],
  ['%q', [0x0an], "'\\n'"],
  ['%q', [0n], "'\\x00'"],
  ['%q', [0xffn], "'ÿ'"],
  ['%+q', [0xffn], "'\\u00ff'"],
  ['%q', [0x10ffffn], "'\\U0010ffff'"],
  ['%q', [-1n], '%!q(int=-1)'],
  ['%q', [0x110000n], '%!q(int=1114112)'],
  ['%U', [0n], 'U+0000'],
  ['%U', [-1n], 'U+FFFFFFFFFFFFFFFF'],
  ['%U', [0x1f600n], 'U+1F600'],
  ['%#U', [0x0an], 'U+000A'],
  ['%#U', [0x263an], "U+263A '☺'"],
  ['%#.2U', [0x78n], "U+0078 'x'"],
  ['%#14.6U', [0x2318n], "  U+002318 '⌘'"],
  ['%#014.6U', [0x2318n], "  U+002318 '⌘'"],
  ['%#-14.6U|', [0x2318n], "U+002318 '⌘'  |"],
  ['%e', [3n], '%!e(int=3)'],
  ['%f', [3n], '%!f(int=3)'],
  ['%s', [3n], '%!s(int=3)'],
  ['%t', [1n], '%!t(int=1)'],
  ['%z', [3n], '%!z(int=3)'],
];

const strings: Case[] = [
  ['%v', ['abc'], 'abc'],
  ['%s', ['abc'], 'abc'],
  ['%#v', ['foo'], '"foo"'],
  ['%5s', ['abc'], '  abc'],
  ['%-5s|', ['abc'], 'abc  |'],
  ['%05s', ['abc'], '00abc'],
  ['%0-5s|', ['abc'], 'abc  |'],
  ['%2s', ['\u263a'], ' ☺'],
  ['%-4s|', ['日本'], '日本  |'],
  ['%.5s', ['abcdefghijklmnopqrstuvwxyz'], 'abcde'],
  ['%.0s', ['日本語日本語'], ''],
  ['%.5s', ['日本語日本語'], '日本語日本'],
  ['%20.5s', ['qwertyuiop'], '               qwert'],
  ['%q', [''], '""'],
  ['%#q', [''], '``'],
  ['%q', ['"'], '"\\""'],
  ['%#q', ['"'], '`"`'],
  ['%q', ['`'], '"`"'],
  ['%#q', ['`'], '"`"'],
  ['%q', ['\\n'], '"\\\\n"'],
  ['%#q', ['\\n'], '`\\n`'],
  ['%#q', ['\n'], '"\\n"'],
  ['%q', ['\x07\b\f\n\r\t\v"\\'], '"\\a\\b\\f\\n\\r\\t\\v\\"\\\\"'],
  ['%q', ['\x00\x1f\x7f'], '"\\x00\\x1f\\x7f"'],
  ['%q', ['a\u00a0b'], '"a\\u00a0b"'],
  ['%q', ['\u{10ffff}'], '"\\U0010ffff"'],
  ['%q', ['日本語'], '"日本語"'],
  ['%+q', ['日本語'], '"\\u65e5\\u672c\\u8a9e"'],
  ['%#q', ['日本語'], '`日本語`'],
  ['%#+q', ['☺'], '`☺`'],
  ['% q', ['☺'], '"☺"'],
  ['%+q', ['😀'], '"\\U0001f600"'],
  ['%10q', ['⌘'], '       "⌘"'],
  ['%+10q', ['⌘'], '  "\\u2318"'],
  ['%-10q|', ['⌘'], '"⌘"       |'],
  ['%010q', ['⌘'], '0000000"⌘"'],
  ['%-010q|', ['⌘'], '"⌘"       |'],
  ['%#-8q|', ['\t'], '`\t`     |'],
  ['%.3q', ['日本語日本語'], '"日本語"'],
  ['%10.1q', ['日本語日本語'], '       "日"'],
  ['%x', ['xyz'], '78797a'],
  ['%X', ['xyz'], '78797A'],
  ['% x', ['xyz'], '78 79 7a'],
  ['%#x', ['xyz'], '0x78797a'],
  ['%# X', ['xyz'], '0X78 0X79 0X7A'],
  ['%x', ['日'], 'e697a5'],
  ['%.1x', ['日本語'], 'e6'],
  ['%.5x', ['abcdefghijklmnopqrstuvwxyz'], '6162636465'],
  ['%x', [''], ''],
  ['%2x|', [''], '  |'],
  ['% 02x', [''], '00'],
  ['%# 10x', ['ab'], ' 0x61 0x62'],
  ['%010x', ['ab'], '0000006162'],
  ['%#-10X|', ['ab'], '0X6162    |'],
  ['%d', ['hi'], '%!d(string=hi)'],
  ['%t', ['true'], '%!t(string=true)'],
  ['%c', ['a'], '%!c(string=a)'],
  ['%e', ['1'], '%!e(string=1)'],
];

const boolsAndNil: Case[] = [
  ['%t', [true], 'true'],
  ['%v', [false], 'false'],
  ['%#v', [true], 'true'],
  ['%6t|', [true], '  true|'],
  ['%-6t|', [false], 'false |'],
  ['%d', [true], '%!d(bool=true)'],
  ['%s', [false], '%!s(bool=false)'],
  ['%v', [null], '<nil>'],
  ['%#v', [null], '<nil>'],
  ['%v', [undefined], '<nil>'],
  ['%10v', [null], '     <nil>'],
  ['%-10v|', [null], '<nil>     |'],
  ['%d', [null], '%!d(<nil>)'],
  ['%s', [undefined], '%!s(<nil>)'],
  ['%☠', [null], '%!☠(<nil>)'],
];

const lists: Case[] = [
  ['%v', [[1, 2, 3]], '[1 2 3]'],
  ['%v', [[1n, 'hello', 2.5, null]], '[1 hello 2.5 <nil>]'],
  ['%v', [[]], '[]'],
  ['%v', [[[1], [2, 3], []]], '[[1] [2 3] []]'],
  ['%v', [[1e6, 1000000n]], '[1e+06 1000000]'],
  ['%+v', [[1, -1]], '[1 -1]'],
  ['%#v', [[1n, 'hello', 2.5, null]], '[]interface {}{1, "hello", 2.5, interface {}(nil)}'],
  ['%#v', [[]], '[]interface {}{}'],
  ['%d', [[1n, 2n, 15n]], '[1 2 15]'],
  ['%x', [[1n, 2n, 15n]], '[1 2 f]'],
  ['%#x', [[1n, 2n, 15n]], '[0x1 0x2 0xf]'],
  ['%+d', [[1n, 11n]], '[+1 +11]'],
  ['%d', [[1.5, 'a', null]], '[%!d(float64=1.5) %!d(string=a) <nil>]'],
  ['%s', [['a', 'b']], '[a b]'],
  ['%s', [['a', 1]], '[a %!s(float64=1)]'],
  ['%q', [['a', 'b']], '["a" "b"]'],
  ['%x', [['a', 'b']], '[61 62]'],
  ['%6v', [['a', 1n]], '[     a      1]'],
  ['%-4v|', [[1n, 22n]], '[1    22  ]|'],
  ['%06v', [[10.0, 10n]], '[000010 000010]'],
  ['%06v', [[-10.0, 10n]], '[-00010 000010]'],
  ['%03.6v', [[1n, 2.0, 'x']], '[000001 002 00x]'],
  ['%03.0v', [[0n, 2.0, 'x']], '[    002 000]'],
  ['%.2f', [[1, 2.345]], '[1.00 2.35]'],
  ['%☠', [[0n, 1n]], '[%!☠(int=0) %!☠(int=1)]'],
];

const maps: Case[] = [
  ['%v', [{ b: 2, a: 1 }], 'map[a:1 b:2]'],
  ['%v', [{}], 'map[]'],
  ['%v', [{ b: 1, B: 2, a: 3, A: 4, _: 5, '1': 6 }], 'map[1:6 A:4 B:2 _:5 a:3 b:1]'],
  ['%v', [{ '\uff01': 1, '\u{1f600}': 2, z: 3 }], 'map[z:3 ！:1 😀:2]'],
  ['%v', [{ a: { c: [1, { d: null }] }, b: 'x y' }], 'map[a:map[c:[1 map[d:<nil>]]] b:x y]'],
  ['%v', [{ n: 1e6, i: 7n, t: true }], 'map[i:7 n:1e+06 t:true]'],
  ['%#v', [{ b: 1, a: 'x', c: null }], 'map[string]interface {}{"a":"x", "b":1, "c":interface {}(nil)}'],
  ['%#v', [{}], 'map[string]interface {}{}'],
  ['%d', [{ a: 1n }], 'map[%!d(string=a):1]'],
  ['%q', [{ a: 'x' }], 'map["a":"x"]'],
  ['%s', [{ k: ['v'] }], 'map[k:[v]]'],
  ['%4v', [{ a: 1n }], 'map[   a:   1]'],
];

const errors: Case[] = [
  ['%d', [], '%!d(MISSING)'],
  ['%d %d', [1n], '1 %!d(MISSING)'],
  ['%s %v', [], '%!s(MISSING) %!v(MISSING)'],
  ['', [2n], '%!(EXTRA int=2)'],
  ['', [null], '%!(EXTRA <nil>)'],
  ['no args', ['hello'], 'no args%!(EXTRA string=hello)'],
  ['%d', [1n, 'x', 1.0], '1%!(EXTRA string=x, float64=1)'],
  ['%v', [1n, [1, 2], { a: true }], '1%!(EXTRA []interface {}=[1 2], map[string]interface {}=map[a:true])'],
  ['%s %', ['hello'], 'hello %!(NOVERB)'],
  ['%s %.2', ['hello'], 'hello %!(NOVERB)'],
  ['%', [], '%!(NOVERB)'],
  ['%010.2', ['12345'], '%!(NOVERB)%!(EXTRA string=12345)'],
  ['%184467440737095516170v', [0n], '%!(NOVERB)%!(EXTRA int=0)'],
  ['%.', [3n], '%!.(int=3)'],
  ['%!', [1n], '%!!(int=1)'],
  ['%☠', [1.2345678], '%!☠(float64=1.2345678)'],
  ['%+s', [1.5], '%!s(float64=+1.5)'],
  ['%%', [], '%'],
  ['%-5%|', [], '%|'],
  ['100%% %d%%', [5n], '100% 5%'],
  // width and precision from arguments
  ['%*d', [5n, 3n], '    3'],
  ['%-*d|', [5n, 3n], '3    |'],
  ['%*d|', [-5n, 3n], '3    |'],
  ['%.*f', [2n, 3.14259], '3.14'],
  ['%*.*f', [8n, 2n, 3.14259], '    3.14'],
  ['%.*d', [-1n, 42n], '%!(BADPREC)42'],
  ['%*d', [1.5, 3n], '%!(BADWIDTH)3'],
  ['%*d', ['5', 3n], '%!(BADWIDTH)3'],
  ['%*d', [10000000n, 3n], '%!(BADWIDTH)3'],
  ['%.*d', [1.5, 3n], '%!(BADPREC)3'],
  ['%*d', [], '%!(BADWIDTH)%!d(MISSING)'],
  // argument indexes
  ['%[2]d %[1]d', [1n, 2n], '2 1'],
  ['%[2]d %d', [1n, 2n, 3n], '2 3'],
  ['%[1]d %[1]x %[1]o', [10n], '10 a 12'],
  ['%[2]d', [1n, 2n], '2'],
  ['%[3]d', [1n, 2n], '%!d(BADINDEX)'],
  ['%[0]d', [1n], '%!d(BADINDEX)'],
  ['%[x]d', [1n], '%!d(BADINDEX)'],
  ['%[d', [1n], '%!d(BADINDEX)'],
  ['%[2]*[1]d', [2n, 5n], '    2'],
  ['%[1]*.[2]*[3]f', [8n, 2n, 3.14259], '    3.14'],
  ['%[3]2d', [1n, 2n, 3n], '%!d(BADINDEX)'],
  // %T
  ['%T', [1.5], 'float64'],
  ['%T', [1n], 'int'],
  ['%T', ['s'], 'string'],
  ['%T', [true], 'bool'],
  ['%T', [[1]], '[]interface {}'],
  ['%T', [{}], 'map[string]interface {}'],
  ['%T', [null], '<nil>'],
  ['%8T|', [1n], '     int|'],
  ['%p', [1n], '%!p(int=1)'],
  ['%p', [null], '%!p(<nil>)'],
];

const groups: Record<string, Case[]> = { floats, ints, strings, boolsAndNil, lists, maps, errors };

describe('sprintf', () => {
  for (const [name, cases] of Object.entries(groups)) {
    describe(name, () => {
      it.each(cases)('%s %o', (format, args, want) => {
        expect(sprintf(format, ...args)).toBe(want);
      });
    });
  }

  it('covers at least 120 cases', () => {
    expect(Object.values(groups).reduce((n, c) => n + c.length, 0)).toBeGreaterThanOrEqual(120);
  });

  it('copies text around verbs and multibyte text untouched', () => {
    expect(sprintf('a日本%sé', 'x')).toBe('a日本xé');
    expect(sprintf('%s=%v;', 'k', 1.5)).toBe('k=1.5;');
    expect(sprintf('%d items at %.2f%% off: %q', 3n, 12.5, 'ok')).toBe('3 items at 12.50% off: "ok"');
  });
});

describe('sprint', () => {
  const cases: [GoValue[], string][] = [
    [[], ''],
    [['a', 'b'], 'ab'],
    [[1, 2], '1 2'],
    [[1n, 'x', 2n], '1x2'],
    [['a', 1, 2, 'b', 'c', 3n, null], 'a1 2bc3 <nil>'],
    [[null, undefined], '<nil> <nil>'],
    [[true, false], 'true false'],
    [[[1, 2], { a: 1 }], '[1 2] map[a:1]'],
    [[1e6, 1000000n], '1e+06 1000000'],
    [['', ''], ''],
  ];
  it.each(cases)('case %#', (args, want) => {
    expect(sprint(...args)).toBe(want);
  });
});

describe('sprintln', () => {
  it('always spaces operands and appends a newline', () => {
    expect(sprintln('a', 1)).toBe('a 1\n');
    expect(sprintln('a', 'b')).toBe('a b\n');
    expect(sprintln()).toBe('\n');
    expect(sprintln(null, [1.5], { k: 'v' })).toBe('<nil> [1.5] map[k:v]\n');
  });
});

describe('formatValue', () => {
  const cases: [GoValue, string][] = [
    [1000000, '1e+06'],
    [1000000n, '1000000'],
    [1.25, '1.25'],
    ['s', 's'],
    [true, 'true'],
    [null, '<nil>'],
    [undefined, '<nil>'],
    [[1, 'a', [true]], '[1 a [true]]'],
    [{ z: 1, a: { b: [] } }, 'map[a:map[b:[]] z:1]'],
  ];
  it.each(cases)('case %#', (v, want) => {
    expect(formatValue(v)).toBe(want);
  });
});

describe('fixed-precision float rounding', () => {
  it('the shortest-digits fast path agrees with exact decimal rounding (ties to even)', () => {
    let seed = 12345;
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const view = new DataView(new ArrayBuffer(8));
    const values: number[] = [0.125, 0.375, 2.5, 1e23, 1e-7, 9.995, 1.005, 5e-324];
    for (let i = 0; i < 1500; i++) {
      view.setUint32(0, (rand() * 2 ** 32) >>> 0);
      view.setUint32(4, (rand() * 2 ** 32) >>> 0);
      const v = view.getFloat64(0);
      if (Number.isFinite(v)) values.push(v);
      values.push(Math.round(rand() * 1e6) / 10 ** Math.floor(rand() * 6));
      values.push((Math.floor(rand() * 1000) + 0.5) / 2 ** Math.floor(rand() * 8));
    }
    const mismatches: string[] = [];
    for (const v of values) {
      for (const fmt of ['e', 'f', 'g']) {
        if (fmt === 'f' && Math.abs(v) > 1e30) continue;
        for (const prec of [0, 1, 2, 3, 6, 12, 17]) {
          const fast = formatFloat(v, fmt, prec);
          const exact = formatFloatExact(v, fmt, prec);
          if (fast !== exact) mismatches.push(`${v} %.${prec}${fmt}: ${fast} != ${exact}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('prints exact digits beyond the shortest representation, as Go does', () => {
    expect(sprintf('%.20f', 0.1)).toBe('0.10000000000000000555');
    expect(sprintf('%.3f', 0.0625)).toBe('0.062');
    expect(sprintf('%.2f', 0.375)).toBe('0.38');
    expect(sprintf('%.0f', 1e23)).toBe('99999999999999991611392');
    expect(sprintf('%.3e', 1e23)).toBe('1.000e+23');
  });
});
