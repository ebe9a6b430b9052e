// Each dialect's scalars, against what its tool gives. Psych's column was produced by Ruby 3.1's
// Psych 4.0 (`YAML.load("v: #{s}")['v']`); go-yaml v2's follows its resolve.go (strconv.ParseInt
// base 0, yamlStyleFloat, no base 60, timestamps kept as strings in interface{}).
import { describe, expect, it } from 'vitest';
import { parseYamlFile, parseYamlStream } from '../../src/schema/parse';
import type { YamlDialect } from '../../src/schema/yaml-dialect';

const value = (text: string, dialect: YamlDialect) =>
  (parseYamlFile('f.yaml', `v: ${text}\n`, 't', { dialect }).value as { v: unknown }).v;

// text, YAML 1.2, go-yaml v2, Psych
const SCALARS: [string, unknown, unknown, unknown][] = [
  ['on', 'on', true, true],
  ['Off', 'Off', false, false],
  ['yes', 'yes', true, true],
  ['yEs', 'yEs', 'yEs', true],
  ['no', 'no', false, false],
  ['y', 'y', true, 'y'],
  ['n', 'n', false, 'n'],
  ['true', true, true, true],
  ['NuLL', 'NuLL', 'NuLL', null],
  ['~', null, null, null],
  ['0777', 777, 511, 511],
  ['0o777', 511, 511, '0o777'],
  ['0x1F', 31, 31, 31],
  ['0b101', '0b101', 5, 5],
  ['-0b101', '-0b101', -5, -5],
  ['1_000', '1_000', 1000, 1000],
  ['1,000', '1,000', '1,000', 1000],
  ['08', 8, 8, '08'],
  ['1:30', '1:30', '1:30', 5400],
  ['12:30:45', '12:30:45', '12:30:45', 45045],
  ['-1:30', '-1:30', '-1:30', -1800],
  ['1:30.5', '1:30.5', '1:30.5', 5430],
  ['1e3', 1000, 1000, '1e3'],
  ['1.5e+3', 1500, 1500, 1500],
  ['1.', 1, 1, 1],
  ['.5', 0.5, 0.5, 0.5],
  ['.', '.', '.', '.'],
  ['.Inf', Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  ['-.INF', Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
  ['2001-12-14', '2001-12-14', '2001-12-14', undefined],
];

describe('YAML dialects', () => {
  it.each(SCALARS)('reads %s as each tool does', (text, yaml12, goYaml, psych) => {
    expect(value(text, 'yaml-1.2')).toEqual(yaml12);
    expect(value(text, 'go-yaml-v2')).toEqual(goYaml);
    expect(value(text, 'go-yaml-v2-strict')).toEqual(goYaml);
    if (psych !== undefined) expect(value(text, 'psych')).toEqual(psych);
  });

  it('refuses a date in the Psych dialect at its position, as YAML.load does', () => {
    const parsed = parseYamlFile('spec', 'a: 1\nsince: 2024-01-31\n', 'bosh', { dialect: 'psych' });
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: 2,
        column: 8,
        message: expect.stringContaining('Tried to load unspecified class: Date'),
      }),
    ]);
    const time = parseYamlFile('spec', 'at: 2001-12-14 21:59:43.10 -05:00\n', 'bosh', { dialect: 'psych' });
    expect(time.diagnostics[0]?.message).toContain('Tried to load unspecified class: Time');
  });

  it('reads YAML 1.1 booleans as mapping keys too', () => {
    expect(parseYamlFile('f', 'on: 1\n', 't', { dialect: 'go-yaml-v2' }).value).toEqual({ true: 1 });
    expect(parseYamlFile('f', 'on: 1\n', 't').value).toEqual({ on: 1 });
  });

  it('merges `<<` keys in the 1.1 dialects only; the mapping’s own keys win', () => {
    const text = 'base: &b { p: 1, q: 2 }\nm:\n  <<: *b\n  q: 3\n';
    for (const dialect of ['go-yaml-v2', 'go-yaml-v2-strict', 'psych'] as const)
      expect((parseYamlFile('f', text, 't', { dialect }).value as { m: unknown }).m).toEqual({ p: 1, q: 3 });
    expect((parseYamlFile('f', text, 't').value as { m: unknown }).m).toEqual({ '<<': { p: 1, q: 2 }, q: 3 });
  });

  it('keeps the later duplicate key with a warning where the tool does, and refuses it where it does', () => {
    const text = 'a: 1\nb: 2\na: 3\n';
    for (const dialect of ['go-yaml-v2', 'psych'] as const) {
      const parsed = parseYamlFile('f', text, 't', { dialect });
      expect(parsed.value).toEqual({ a: 3, b: 2 });
      expect(parsed.diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', line: 3, reason: 'DuplicateKey' }),
      ]);
      expect(parsed.diagnostics[0]?.message).toMatch(
        /duplicate key "a" \(first at line 1\): the later value is used/,
      );
    }
    for (const dialect of ['yaml-1.2', 'go-yaml-v2-strict'] as const) {
      const [d] = parseYamlFile('f', text, 't', { dialect }).diagnostics;
      expect(d).toMatchObject({ severity: 'error', line: 3, reason: 'DuplicateKey' });
      expect(d?.message).toBe('a: duplicate key "a" (first at line 1)');
    }
    // `on` and `true` are the same key to a YAML 1.1 reader.
    const [dup] = parseYamlFile('f', 'on: 1\ntrue: 2\n', 't', { dialect: 'go-yaml-v2-strict' }).diagnostics;
    expect(dup).toMatchObject({ severity: 'error', line: 2, reason: 'DuplicateKey' });
  });

  it('reads every document of a stream in the dialect', () => {
    const docs = parseYamlStream('f', 'a: on\n---\nb: 0o10\n', 't', { dialect: 'go-yaml-v2-strict' });
    expect(docs.map((d) => d.value)).toEqual([{ a: true }, { b: 8 }]);
  });
});
