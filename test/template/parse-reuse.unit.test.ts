// Parsed trees are reused for a text parsed again with the same function map (an include in a
// range): what a reused tree gives must be what a fresh parse gives.
import { describe, expect, it } from 'vitest';
import { type FuncMap, Template } from '../../src/template/gotemplate';

const message = (f: () => unknown): string => {
  try {
    f();
  } catch (err) {
    return (err as Error).message;
  }
  return 'no error';
};

describe('a text parsed again', () => {
  const funcs: FuncMap = { up: (s) => String(s).toUpperCase() };
  it('keeps its own name in errors', () => {
    for (const name of ['a', 'b', 'a', 'b', 'c']) {
      expect(message(() => Template.parse(name, '{{.x.y}}', { funcs }).execute({ x: 'v' }))).toBe(
        `template: ${name}:1:4: executing "${name}" at <.x.y>: can't evaluate field y in type interface {}`,
      );
    }
  });
  it('follows its delimiters', () => {
    for (let i = 0; i < 3; i++) {
      expect(Template.parse('t', '[[up .]] {{up .}}', { funcs }).execute('x')).toBe('[[up .]] X');
      expect(
        Template.parse('t', '[[up .]] {{up .}}', { funcs, leftDelim: '[[', rightDelim: ']]' }).execute('x'),
      ).toBe('X {{up .}}');
    }
  });
  it('is checked against its own function map', () => {
    for (let i = 0; i < 3; i++) {
      expect(Template.parse('t', '{{up .}}', { funcs }).execute('x')).toBe('X');
      expect(message(() => Template.parse('t', '{{up .}}', { funcs: {} }))).toBe(
        'template: t:1: function "up" not defined',
      );
    }
  });
  it('executes each time with its own data', () => {
    const outs = [1, 2, 3].map((n) =>
      Template.parse('t', '{{range .}}{{.}}{{end}}', { funcs }).execute([n, n]),
    );
    expect(outs).toEqual(['11', '22', '33']);
  });
});
