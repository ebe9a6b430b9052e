import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { hasOnlyDuplicateKeyErrors, parseYamlFile } from '../../src/schema/parse';
import { formatPath, pointerToPath } from '../../src/schema/path';
import { nodeAt, positionOf } from '../../src/schema/position';

const parse = (text: string) => parseYamlFile('qbec.yaml', text, 'qbec');
const lines = (text: string) => parse(text).diagnostics.map(formatDiagnostic);

describe('parseYamlFile', () => {
  it('returns the plain value of a valid document', () => {
    const parsed = parse('a: 1\nb: [x, y]\n');
    expect(parsed.value).toEqual({ a: 1, b: ['x', 'y'] });
    expect(parsed.diagnostics).toEqual([]);
  });

  it('reports a duplicate key at the repeated key with its path and first occurrence', () => {
    const parsed = parse('spec:\n  environments:\n    dev: {}\n    prod: {}\n    dev: {}\n');
    expect(parsed.diagnostics).toEqual([
      {
        severity: 'error',
        source: 'qbec',
        file: 'qbec.yaml',
        line: 5,
        column: 5,
        message: 'spec.environments.dev: duplicate key "dev" (first at line 3)',
        reason: 'DuplicateKey',
      },
    ]);
    expect(hasOnlyDuplicateKeyErrors(parsed)).toBe(true);
  });

  it('reports syntax errors without the yaml package excerpt', () => {
    const parsed = parse('a: [1, 2\nb: 3\n');
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    const [first] = parsed.diagnostics;
    expect(first?.reason).toBe('YamlSyntax');
    expect(first?.line).toBeGreaterThan(0);
    expect(first?.message).not.toMatch(/at line|\^/);
    expect(hasOnlyDuplicateKeyErrors(parsed)).toBe(false);
  });

  it('reports a bad indentation at its line and column', () => {
    expect(lines('a:\n  b: 1\n c: 2\n')).toEqual([
      'qbec.yaml:3:1: All mapping items must start at the same column',
    ]);
  });

  it('rejects a second document in plain words', () => {
    expect(lines('a: 1\n---\nb: 2\n')).toEqual([
      'qbec.yaml:2:1: expected a single YAML document, found another after "---"',
    ]);
  });

  it('reports an alias to an undefined anchor at the alias', () => {
    const parsed = parse('a: 1\nb: *missing\n');
    expect(parsed.diagnostics.map(formatDiagnostic)).toEqual(['qbec.yaml:2:4: Unresolved alias: missing']);
    expect(hasOnlyDuplicateKeyErrors(parsed)).toBe(false);
  });

  it('reports yaml warnings as warnings', () => {
    const [warning] = parse('a: !custom 1\n').diagnostics;
    expect(warning).toMatchObject({
      severity: 'warning',
      line: 1,
      column: 4,
      message: 'Unresolved tag: !custom',
    });
  });
});

describe('positionOf', () => {
  const text = [
    'spec:',
    '  sources:',
    '    - name: a',
    '      path:',
    '    - { name: b, type: qbec }',
    '',
  ].join('\n');
  const parsed = parse(text);

  it('finds values and keys', () => {
    expect(positionOf(parsed, ['spec', 'sources', 1, 'type'])).toEqual({ line: 5, column: 24 });
    expect(positionOf(parsed, ['spec', 'sources', 1, 'type'], { key: true })).toEqual({
      line: 5,
      column: 18,
    });
    expect(positionOf(parsed, ['spec', 'sources', 0])).toEqual({ line: 3, column: 7 });
  });

  it('points at the key of an empty value', () => {
    expect(positionOf(parsed, ['spec', 'sources', 0, 'path'])).toEqual({ line: 4, column: 7 });
  });

  it('falls back to the nearest existing ancestor', () => {
    expect(positionOf(parsed, ['spec', 'sources', 1, 'missing', 'deeper'])).toEqual({ line: 5, column: 7 });
    expect(positionOf(parsed, ['nothing'])).toEqual({ line: 1, column: 1 });
  });

  it('follows aliases', () => {
    const aliased = parse('base: &b\n  name: x\ncopy: *b\n');
    expect(positionOf(aliased, ['copy', 'name'])).toEqual({ line: 2, column: 9 });
  });

  it('points at the start of an empty document', () => {
    expect(positionOf(parse(''), ['a'])).toEqual({ line: 1, column: 1 });
  });

  it('tells missing nodes from present ones', () => {
    expect(nodeAt(parsed, ['spec', 'sources', 3])).toBeUndefined();
    expect(nodeAt(parsed, ['spec', 'sources', 1, 'name'])?.toJSON()).toBe('b');
  });
});

describe('paths', () => {
  it('formats paths the way users write them', () => {
    expect(formatPath(['spec', 'sources', 1, 'type'])).toBe('spec.sources[1].type');
    expect(formatPath(['spec', 'environments', 'eu.prod'])).toBe('spec.environments["eu.prod"]');
    expect(formatPath([0, 'name'])).toBe('[0].name');
    expect(formatPath([])).toBe('');
  });

  it('reads JSON pointers, telling list indexes from numeric map keys', () => {
    const data = { envs: { '1': { a: 1 } }, list: [{ 'a/b': 1 }] };
    expect(pointerToPath('/envs/1/a', data)).toEqual(['envs', '1', 'a']);
    expect(pointerToPath('/list/0/a~1b', data)).toEqual(['list', 0, 'a/b']);
    expect(pointerToPath('', data)).toEqual([]);
  });
});
