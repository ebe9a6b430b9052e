import { createCipheriv } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createSprigFuncs, fixedClock, GoTime, sprigFuncs } from '../../src/template/gotemplate/sprig';
import { GoInt, type GoValue, int64 } from '../../src/template/gotemplate/value';

const call = (name: string, ...args: GoValue[]) =>
  (sprigFuncs[name] as (...a: GoValue[]) => GoValue)(...args);
const time = (sec: bigint, nsec = 0n) =>
  new GoTime(sec * 1_000_000_000n + nsec, 0, 'UTC') as unknown as GoValue;

describe('sprig encoding', () => {
  test.each([
    ['hello', 'aGVsbG8='],
    ['', ''],
    ['hi?>', 'aGk/Pg=='],
    ['é', 'w6k='],
  ])('b64enc %j', (s, want) => {
    expect(call('b64enc', s)).toBe(want);
    expect(call('b64dec', want)).toBe(s);
  });

  test("b64dec returns Go's error text for bad input", () => {
    expect(call('b64dec', 'aGVsbG8')).toBe('illegal base64 data at input byte 4');
    expect(call('b64dec', 'aGk')).toBe('illegal base64 data at input byte 0');
    expect(call('b64dec', 'a===')).toBe('illegal base64 data at input byte 1');
    expect(call('b64dec', 'aG!=')).toBe('illegal base64 data at input byte 2');
    expect(call('b64dec', 'aGk=\n')).toBe('hi');
    expect(call('b64dec', 'aGk=aGk=')).toBe('illegal base64 data at input byte 4');
  });

  test('b32enc and b32dec', () => {
    expect(call('b32enc', 'hello')).toBe('NBSWY3DP');
    expect(call('b32enc', 'hi')).toBe('NBUQ====');
    expect(call('b32dec', 'NBUQ====')).toBe('hi');
    expect(call('b32dec', 'NBSWY3D')).toBe('illegal base32 data at input byte 0');
  });
});

describe('sprig crypto', () => {
  test.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['hello world', 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9'],
  ])('sha256sum %j', (s, want) => expect(call('sha256sum', s)).toBe(want));

  test('sha1sum, sha512sum, adler32sum', () => {
    expect(call('sha1sum', 'abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect((call('sha512sum', 'abc') as string).slice(0, 16)).toBe('ddaf35a193617aba');
    expect(call('adler32sum', 'Wikipedia')).toBe('300286872');
    expect(call('adler32sum', '')).toBe('1');
    expect(() => call('sha256sum', 1n)).toThrow('expected string; got int');
  });

  test('derivePassword (Master Password)', () => {
    expect(call('derivePassword', 1n, 'long', 'password', 'user', 'example.com')).toBe('ZedaFaxcZaso9*');
    expect(call('derivePassword', 1n, 'nope', 'p', 'u', 's')).toBe('cannot find password template nope');
  });

  test('decryptAES reads what AES-256-CBC with a leading IV wrote', () => {
    const key = Buffer.alloc(32);
    Buffer.from('secretkey').copy(key);
    const iv = Buffer.alloc(16, 7);
    const c = createCipheriv('aes-256-cbc', key, iv);
    const data = Buffer.concat([iv, c.update('plaintext'), c.final()]).toString('base64');
    expect(call('decryptAES', 'secretkey', data)).toBe('plaintext');
    expect(call('decryptAES', 'secretkey', '')).toBe('');
  });

  test('htpasswd sha, and the random ones fail', () => {
    expect(call('htpasswd', 'user', 'password', 'sha')).toBe('user:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=');
    expect(call('htpasswd', 'a:b', 'p', 'sha')).toBe('invalid username: a:b');
    expect(() => call('bcrypt', 'x')).toThrow('bcrypt is not deterministic');
    expect(() => call('uuidv4')).toThrow('uuidv4 is not deterministic');
    expect(() => call('genPrivateKey', 'rsa')).toThrow('not deterministic');
  });
});

describe('sprig semver', () => {
  test.each([
    ['^1.2.3', '1.8.9', true],
    ['^1.2.3', '2.0.0', false],
    ['^0.2.3', '0.2.9', true],
    ['^0.2.3', '0.3.0', false],
    ['^0.0.3', '0.0.4', false],
    ['~1.2.3', '1.2.9', true],
    ['~1.2.3', '1.3.0', false],
    ['~1', '1.9.9', true],
    ['>= 1.2, < 3.0.0 || >= 4.2.3', '4.5.0', true],
    ['>= 1.2, < 3.0.0 || >= 4.2.3', '3.1.0', false],
    ['>=1.2 <2', '1.5.0', true],
    ['1.2.x', '1.2.9', true],
    ['1.2.x', '1.3.0', false],
    ['*', '5.0.0', true],
    ['*', '1.0.0-beta', false],
    ['>=1.0.0-alpha', '1.0.0-beta', true],
    ['>1.0.0', '1.0.1-beta', false],
    ['1.1 - 2', '2.9.9', true],
    ['1.1 - 2', '3.0.0', false],
    ['!=1.2.3', '1.2.4', true],
    ['=1.2.3', 'v1.2.3', true],
    ['<1.2', '1.1.9', true],
  ])('semverCompare %j %j', (c, v, want) => expect(call('semverCompare', c, v)).toBe(want));

  test('semverCompare errors', () => {
    expect(() => call('semverCompare', 'bad', '1.0.0')).toThrow('improper constraint: bad');
    expect(() => call('semverCompare', '>1', 'x.y')).toThrow('invalid semantic version');
    expect(() => call('semverCompare', '>1', '1.0.0-01')).toThrow('version segment starts with 0');
  });

  test('semverCompare checks a constraint of many blanks in linear time (RE2, as Go)', () => {
    const blanks = ' '.repeat(20_000);
    expect(() => call('semverCompare', `1${blanks}!`, '1.0.0')).toThrow('improper constraint: 1');
    expect(call('semverCompare', `>= 1.0${blanks}, < 2`, '1.5.0')).toBe(true);
    expect(call('semverCompare', `1.0 - 1.4${blanks}`, '1.2.0')).toBe(true);
  }, 60_000);

  test('semver parses loosely', () => {
    expect(call('semver', 'v1.2-beta.1+build')).toEqual({
      Major: new GoInt('uint64', 1n),
      Minor: new GoInt('uint64', 2n),
      Patch: new GoInt('uint64', 0n),
      Prerelease: 'beta.1',
      Metadata: 'build',
      Original: 'v1.2-beta.1+build',
    });
    expect(() => call('semver', '1.2.3.4')).toThrow('invalid semantic version');
  });
});

describe('sprig regex (RE2)', () => {
  test.each([
    ['^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$', 'test@acme.com', true],
    ['^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$', 'not an email', false],
    ['(?i)^HELLO$', 'hello', true],
    ['[[:digit:]]+', 'abc123', true],
    ['\\Aabc\\z', 'abc\n', false],
    ['(?P<x>a)b', 'ab', true],
  ])('regexMatch %j %j', (r, s, want) => expect(call('regexMatch', r, s)).toBe(want));

  test('constructs RE2 lacks are rejected', () => {
    expect(call('regexMatch', 'a(?=b)', 'ab')).toBe(false);
    expect(() => call('mustRegexMatch', 'a(?=b)', 'ab')).toThrow(
      'error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    );
    // Go 1.22+ reads `(?<` as a named capture, so a lookbehind is a bad name.
    expect(() => call('mustRegexMatch', '(?<!a)b', 'b')).toThrow('invalid named capture: `(?<!a)b`');
    expect(() => call('mustRegexMatch', '(a)\\1', 'aa')).toThrow('invalid escape sequence: `\\1`');
    expect(() => call('regexFind', 'a++', 'aa')).toThrow('invalid nested repetition operator: `++`');
    expect(() => call('mustRegexMatch', '(?>a)', 'a')).toThrow('`(?>`');
  });

  test('find, findAll, replace, split, quote', () => {
    expect(call('regexFindAll', '[2,4,6,8]', '123456789', -1n)).toEqual(['2', '4', '6', '8']);
    expect(call('regexFindAll', '[2,4,6,8]', '123456789', 2n)).toEqual(['2', '4']);
    expect(call('regexFindAll', 'a*', 'baaab', -1n)).toEqual(['', 'aaa', '']);
    expect(call('regexFind', '[a-zA-Z][1-9]', 'abcd1234')).toBe('d1');
    expect(call('regexFind', 'x', 'abc')).toBe('');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Go's Expand syntax, not a template literal
    expect(call('regexReplaceAll', 'a(x*)b', '-ab-axxb-', '${1}W')).toBe('-W-xxW-');
    expect(call('regexReplaceAll', 'a(x*)b', '-ab-axxb-', '$1W')).toBe('---');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Go's Expand syntax, not a template literal
    expect(call('regexReplaceAll', '(?P<first>\\w+) (?P<last>\\w+)', 'Ada Lovelace', '${last}, $first')).toBe(
      'Lovelace, Ada',
    );
    expect(call('regexReplaceAll', 'a', 'banana', '$$')).toBe('b$n$n$');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Go's Expand syntax, not a template literal
    expect(call('regexReplaceAllLiteral', 'a(x*)b', '-ab-axxb-', '${1}')).toBe('-${1}-${1}-');
    expect(call('regexSplit', 'z+', 'pizza', -1n)).toEqual(['pi', 'a']);
    expect(call('regexSplit', 'z+', 'pizza', 1n)).toEqual(['pizza']);
    expect(call('regexSplit', 'a*', 'abaabaccadaaae', 5n)).toEqual(['', 'b', 'b', 'c', 'cadaaae']);
    expect(call('regexSplit', 'x', '', -1n)).toEqual(['']);
    expect(call('regexQuoteMeta', '1.2.3+[x]')).toBe('1\\.2\\.3\\+\\[x\\]');
  });

  test('a pattern that backtracks for ever in JS finishes, as RE2 is linear', () => {
    const hostile = `${'a'.repeat(40)}!`;
    expect(call('regexMatch', '^(a+)+$', hostile)).toBe(false);
    expect(call('mustRegexMatch', '(x+x+)+y', 'x'.repeat(5000))).toBe(false);
    expect(call('regexFindAll', '(a|aa)+$', hostile, -1n)).toEqual([]);
    expect(call('regexReplaceAll', '^(a+)+$', hostile, 'z')).toBe(hostile);
    expect(call('regexSplit', '(a*)*!', hostile, -1n)).toEqual(['', '']);
  }, 60_000);

  test('RE2 syntax, not ECMAScript: what Go accepts and refuses', () => {
    // \\Z and backreferences are JS/Perl, not RE2.
    expect(() => call('mustRegexMatch', 'a\\Z', 'a')).toThrow(
      'error parsing regexp: invalid escape sequence: `\\Z`',
    );
    expect(call('regexMatch', '(a)\\1', 'aa')).toBe(false);
    // Flags anywhere, ungreedy, Unicode classes, negated POSIX classes, \\Q...\\E.
    expect(call('regexMatch', 'a(?i)b', 'aB')).toBe(true);
    expect(call('regexFindAll', '(?U)a+', 'aaa', -1n)).toEqual(['a', 'a', 'a']);
    expect(call('regexFindAll', '\\pL+', 'héllo wörld 12', -1n)).toEqual(['héllo', 'wörld']);
    expect(call('regexFind', '[[:^alpha:]]+', 'ab12')).toBe('12');
    expect(call('regexMatch', '^\\Q.*+\\E$', '.*+')).toBe(true);
    // $ is the end of the text only, without (?m).
    expect(call('regexMatch', 'a$', 'a\n')).toBe(false);
    expect(call('regexMatch', '(?m)a$', 'a\n')).toBe(true);
    // Go's repeat limit.
    expect(() => call('mustRegexFind', 'a{1001}', 'a')).toThrow('invalid repeat count: `{1001}`');
  });

  test("a bad pattern: Go wording, with MustCompile's panic for the non-must functions", () => {
    expect(() => call('regexFindAll', '(', 'x', -1n)).toThrow(
      'regexp: Compile(`(`): error parsing regexp: missing closing ): `(`',
    );
    expect(() => call('mustRegexFindAll', '(', 'x', -1n)).toThrow(
      /^error parsing regexp: missing closing \): `\(`$/,
    );
    // A pattern Go cannot backquote is quoted with strconv.Quote.
    expect(() => call('regexSplit', '`(', 'x', -1n)).toThrow('regexp: Compile("`("): error parsing regexp');
  });

  test("Go's Expand in regexReplaceAll", () => {
    // $1x is the group named "1x" (none): empty. ${1}x is group 1 then x.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Go's Expand syntax, not a template literal
    expect(call('regexReplaceAll', '(a)', 'a', '$1x|${1}x')).toBe('|ax');
    // A leading zero makes a name, not a number; a named group called 01 exists here.
    expect(call('regexReplaceAll', '(?P<01>a)(b)', 'ab', '[$01][$02][$2]')).toBe('[a][][b]');
    // A malformed reference keeps the `$`; $$ is one `$`.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Go's Expand syntax, not a template literal
    expect(call('regexReplaceAll', 'a', 'a', '${1 $ $$ ${}')).toBe('${1 $ $ ${}');
    // Unicode letters belong to a reference's name (Go's group names are ASCII): $xé is not $x.
    expect(call('regexReplaceAll', '(?P<x>a)', 'a', '<$xé|$x.>')).toBe('<|a.>');
    // A group that did not take part, or does not exist, is empty.
    expect(call('regexReplaceAll', '(a)|(b)', 'ab', '[$1$2$3]')).toBe('[a][b]');
    // Empty matches next to a match are not replaced twice.
    expect(call('regexReplaceAll', 'a*', 'baaab', '-')).toBe('-b-b-');
  });

  test("regexSplit and regexFindAll count n as Go's Split and FindAll do", () => {
    expect(call('regexSplit', ',', 'a,b,c', 0n)).toEqual([]);
    expect(call('regexSplit', ',', 'a,b,c', 2n)).toEqual(['a', 'b,c']);
    expect(call('regexSplit', '', 'abc', -1n)).toEqual(['a', 'b', 'c']);
    expect(call('regexSplit', ',', 'a,b,', -1n)).toEqual(['a', 'b', '']);
    expect(call('regexFindAll', '.', 'a😀b', -1n)).toEqual(['a', '😀', 'b']);
    expect(call('regexFindAll', 'x*', 'a😀', -1n)).toEqual(['', '', '']);
    expect(call('regexFindAll', 'a', 'aaaa', 0n)).toEqual([]);
  });
});

describe('sprig dates', () => {
  const t = time(1700000000n);
  test('dateInZone formats with Go layouts', () => {
    expect(call('dateInZone', '2006-01-02 15:04:05 MST', t, 'UTC')).toBe('2023-11-14 22:13:20 UTC');
    expect(call('dateInZone', '2006-01-02 15:04:05 MST -07:00', t, 'Europe/Berlin')).toBe(
      '2023-11-14 23:13:20 CET +01:00',
    );
    expect(call('dateInZone', 'Mon Jan _2 3:04PM 06 002', t, 'UTC')).toBe('Tue Nov 14 10:13PM 23 318');
    expect(call('dateInZone', 'Monday, January 2 2006 Z07:00', 1700000000n, 'Nowhere/Bad')).toBe(
      'Tuesday, November 14 2023 Z',
    );
    expect(call('date_in_zone', '15:04:05.000 .999 pm', time(1n, 500_000_000n), 'UTC')).toBe(
      '00:00:01.500 .5 am',
    );
  });

  test('htmlDate, unixEpoch, time printing', () => {
    expect(call('htmlDateInZone', 0n, 'UTC')).toBe('1970-01-01');
    expect(call('unixEpoch', t)).toBe('1700000000');
    expect(String(time(1n, 500_000_000n))).toBe('1970-01-01 00:00:01.5 +0000 UTC');
    expect(call('toJson', time(1n, 500_000_000n))).toBe('"1970-01-01T00:00:01.5Z"');
    expect(call('typeOf', t)).toBe('time.Time');
  });

  test('toDate and mustToDate parse Go layouts', () => {
    const d = call('mustToDate', '2006-01-02T15:04:05Z07:00', '2017-12-31T10:00:00+01:00');
    expect(call('unixEpoch', d)).toBe('1514710800');
    expect(call('dateInZone', '2006-01-02 15:04 -0700', d, 'UTC')).toBe('2017-12-31 09:00 +0000');
    expect(() => call('mustToDate', '2006-01-02', 'x')).toThrow(
      'parsing time "x" as "2006-01-02": cannot parse "x" as "2006"',
    );
    expect(String(call('toDate', '2006-01-02', 'x'))).toBe('0001-01-01 00:00:00 +0000 UTC');
    const pm = call('mustToDate', 'Jan 2 2006 3:04pm MST', 'Feb 3 2020 4:05pm UTC');
    expect(call('dateInZone', '2006-01-02 15:04', pm, 'UTC')).toBe('2020-02-03 16:05');
  });

  test('dateModify and durations', () => {
    expect(call('unixEpoch', call('dateModify', '1h30m', t))).toBe('1700005400');
    expect(call('unixEpoch', call('dateModify', '-1.5h', t))).toBe('1699994600');
    expect(call('unixEpoch', call('dateModify', 'bad', t))).toBe('1700000000');
    expect(() => call('mustDateModify', 'bad', t)).toThrow('time: invalid duration "bad"');
    expect(() => call('mustDateModify', '1d', t)).toThrow('time: unknown unit "d" in duration "1d"');
    expect(call('duration', '95')).toBe('1m35s');
    expect(call('duration', int64(3661n))).toBe('1h1m1s');
    expect(call('duration', 3661n)).toBe('0s'); // a Go int
    expect(call('duration', 0.5)).toBe('0s');
    expect(call('durationRound', '2h10m5s')).toBe('2h');
    expect(call('durationRound', '400h')).toBe('16d');
    expect(call('durationRound', int64(90_000_000_000n))).toBe('1m');
    expect(call('durationRound', '-3d')).toBe('0s');
    expect(call('durationRound', '8760h1s')).toBe('1y');
  });

  test('the clock is only there when injected', () => {
    expect(() => call('now')).toThrow('now reads the clock, which is not deterministic');
    expect(() => call('date', '2006', 1.5)).toThrow('date reads the clock');
    const f = createSprigFuncs({ now: fixedClock(1_700_000_090_000) });
    const c = (n: string, ...a: GoValue[]) => (f[n] as (...x: GoValue[]) => GoValue)(...a);
    expect(c('unixEpoch', c('now'))).toBe('1700000090');
    expect(c('ago', t)).toBe('1m30s');
    expect(c('dateInZone', '2006', 'not a time', 'UTC')).toBe('2023');
  });
});

describe('sprig urls, paths, reflection, network, flow', () => {
  test('urlParse', () => {
    expect(call('urlParse', 'http://user:pass@host:80/a%20b?x=1#frag')).toEqual({
      scheme: 'http',
      host: 'host:80',
      hostname: 'host',
      path: '/a b',
      query: 'x=1',
      opaque: '',
      fragment: 'frag',
      userinfo: 'user:pass',
    });
    expect(call('urlParse', 'mailto:x@y.z')).toMatchObject({ scheme: 'mailto', opaque: 'x@y.z', path: '' });
    expect(call('urlParse', '/just/a/path?q')).toMatchObject({
      scheme: '',
      path: '/just/a/path',
      query: 'q',
    });
    expect(() => call('urlParse', 'http://x/%zz')).toThrow('unable to parse url');
  });

  test('urlJoin', () => {
    expect(
      call('urlJoin', {
        host: 'localhost:80',
        path: '/path',
        query: 'query',
        scheme: 'http',
        fragment: 'fragment',
        userinfo: 'user:pass',
      }),
    ).toBe('http://user:pass@localhost:80/path?query#fragment');
    expect(call('urlJoin', { scheme: 'https', host: 'x.io', path: 'a b' })).toBe('https://x.io/a%20b');
    expect(call('urlJoin', { path: 'a:b' })).toBe('./a:b');
    expect(() => call('urlJoin', { host: 1 })).toThrow(
      'unable to parse host key, must be of type string, but float64 found',
    );
  });

  test.each([
    ['base', 'foo/bar/', 'bar'],
    ['base', '', '.'],
    ['base', '///', '/'],
    ['dir', 'foo/bar/baz', 'foo/bar'],
    ['dir', 'baz', '.'],
    ['dir', '/a', '/'],
    ['clean', 'a//b/../c/.', 'a/c'],
    ['clean', '/../x', '/x'],
    ['clean', '../../a', '../../a'],
    ['clean', '', '.'],
    ['ext', 'a/b.tar.gz', '.gz'],
    ['ext', 'a.b/c', ''],
    ['osBase', 'x/y.txt', 'y.txt'],
  ])('%s %j', (fn, p, want) => expect(call(fn, p)).toBe(want));

  test('isAbs', () => {
    expect(call('isAbs', '/x')).toBe(true);
    expect(call('isAbs', 'x')).toBe(false);
    expect(call('osIsAbs', '')).toBe(false);
  });

  test('typeOf, kindOf, typeIs, kindIs, typeIsLike, deepEqual', () => {
    expect(call('typeOf', 1.5)).toBe('float64');
    expect(call('typeOf', 1n)).toBe('int');
    expect(call('typeOf', 'x')).toBe('string');
    expect(call('typeOf', [])).toBe('[]interface {}');
    expect(call('typeOf', {})).toBe('map[string]interface {}');
    expect(call('typeOf', null)).toBe('<nil>');
    expect(call('kindOf', [])).toBe('slice');
    expect(call('kindOf', {})).toBe('map');
    expect(call('kindOf', null)).toBe('invalid');
    expect(call('kindOf', true)).toBe('bool');
    expect(call('typeIs', 'string', 'x')).toBe(true);
    expect(call('typeIs', 'int', 1.0)).toBe(false);
    expect(call('kindIs', 'map', { a: 1 })).toBe(true);
    expect(call('typeIsLike', 'float64', 2)).toBe(true);
    expect(call('deepEqual', [1n, { a: 'x' }], [1n, { a: 'x' }])).toBe(true);
    expect(call('deepEqual', 1n, 1)).toBe(false);
    expect(call('deepEqual', null, null)).toBe(true);
    expect(call('deepEqual', { a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  test('getHostByName and fail', () => {
    expect(() => call('getHostByName', 'example.com')).toThrow('not available when rendering offline');
    expect(() => call('fail', 'boom')).toThrow('boom');
    expect(call('hello')).toBe('Hello!');
    expect(sprigFuncs.env).toBeUndefined();
    expect(sprigFuncs.expandenv).toBeUndefined();
  });
});
