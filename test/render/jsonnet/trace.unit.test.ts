import { describe, expect, it } from 'vitest';
import { parseJsonnetError, withoutFrames } from '../../../src/render/jsonnet/trace';

const relativize = (file: string) => file.replace('/repo/', '');

describe('parseJsonnetError', () => {
  it("places an error raised inside libjsonnet's std.jsonnet at the user's innermost frame", () => {
    const text = [
      'RUNTIME ERROR: Builtin function objectHasEx expected (object, string, boolean) but got (number, string, boolean)',
      '\tstd.jsonnet:1507:5-33\tfunction <anonymous>',
      '\tstd.jsonnet:874:5-71\tfunction <anonymous>',
      '\t/repo/app/c.jsonnet:1:6-24\tobject <anonymous>',
      '\tDuring manifestation\t',
    ].join('\n');
    const err = parseJsonnetError(text, relativize);
    expect([err.file, err.line, err.column]).toEqual(['app/c.jsonnet', 1, 6]);
    expect(err.trace).toBe(
      [
        '\tstd.jsonnet:1507:5-33\tfunction <anonymous>',
        '\tstd.jsonnet:874:5-71\tfunction <anonymous>',
        '\tapp/c.jsonnet:1:6-24\tobject <anonymous>',
        '\tDuring manifestation',
      ].join('\n'),
    );
  });

  it('gives a static error no trace', () => {
    expect(parseJsonnetError('STATIC ERROR: /repo/a.jsonnet:1:1: x', relativize).trace).toBe('');
  });
});

describe('withoutFrames', () => {
  it('drops the frames of the named file, wherever it lives, and keeps the rest', () => {
    const trace = [
      '\tapp/pp.jsonnet:1:1-9\tfunction <anonymous>',
      '\tapp/<post-processor>:2:19-38\tthunk <array_element>',
      '\t...',
      '\tDuring manifestation',
    ].join('\n');
    expect(withoutFrames(trace, '<post-processor>')).toBe(
      ['\tapp/pp.jsonnet:1:1-9\tfunction <anonymous>', '\t...', '\tDuring manifestation'].join('\n'),
    );
  });
});
