// The last differences from Go's text/template (issue 23). Every expectation is what Go
// (go1.19 text/template; Landscaper builds with go1.25, whose wording here is the same) printed
// for the same template, with the data decoded by encoding/json as Landscaper decodes imports.
import { describe, expect, it } from 'vitest';
import { type GoValue, Template, TemplateExecError } from '../../src/template/gotemplate';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';

const DATA = JSON.parse('{"imports":{"ports":[80,443],"name":"x","m":{"a":1},"l2":[80,443]}}') as GoValue;

function run(text: string): string {
  try {
    return Template.parse('t', text).execute(DATA);
  } catch (err) {
    expect(err).toBeInstanceOf(TemplateExecError);
    return (err as Error).message;
  }
}

const at = (col: number, ctx: string, msg: string, name = 't') =>
  `template: t:1:${col}: executing "${name}" at <${ctx}>: ${msg}`;

describe('error context is the whole node', () => {
  it('a long command', () => {
    expect(run('{{index .imports.ports 9}}')).toBe(
      at(2, 'index .imports.ports 9', 'error calling index: index out of range: 9'),
    );
  });
});

describe("a value taken out of a map or list has Go's static type interface {}", () => {
  const field = (col: number, ctx: string, type: string, f = 'foo') =>
    at(col, ctx, `can't evaluate field ${f} in type ${type}`);
  const rows: [string, string][] = [
    ['{{.imports.name.foo}}', field(10, '.imports.name.foo', 'interface {}')],
    ['{{.imports.ports.foo}}', field(10, '.imports.ports.foo', 'interface {}')],
    ['{{.imports.m.a.b}}', field(10, '.imports.m.a.b', 'interface {}', 'b')],
    ['{{range .imports.ports}}{{.foo}}{{end}}', field(26, '.foo', 'interface {}')],
    ['{{range .imports.m}}{{.foo}}{{end}}', field(22, '.foo', 'interface {}')],
    ['{{range $i, $e := .imports.ports}}{{$e.foo}}{{end}}', field(38, '$e.foo', 'interface {}')],
    ['{{range $k, $v := .imports.m}}{{$v.foo}}{{end}}', field(34, '$v.foo', 'interface {}')],
    // A pipeline's result is unwrapped to its dynamic type.
    ['{{with .imports.name}}{{.foo}}{{end}}', field(24, '.foo', 'string')],
    ['{{$x := .imports.name}}{{$x.foo}}', field(27, '$x.foo', 'string')],
    [
      '{{template "u" .imports.name}}{{define "u"}}{{.foo}}{{end}}',
      `template: t:1:46: executing "u" at <.foo>: can't evaluate field foo in type string`,
    ],
  ];
  for (const [text, want] of rows) it(text, () => expect(run(text)).toBe(want));
});

describe("eq's errors print values as Go's %s does", () => {
  const rows: [string, string][] = [
    [
      '{{eq .imports.ports .imports.l2}}',
      'error calling eq: non-comparable type [%!s(float64=80) %!s(float64=443)]: []interface {}',
    ],
    [
      '{{eq .imports.m .imports.m}}',
      'error calling eq: non-comparable type map[a:%!s(float64=1)]: map[string]interface {}',
    ],
    [
      '{{eq .imports.m .imports.ports}}',
      'error calling eq: non-comparable types map[a:%!s(float64=1)]: map[string]interface {}, []interface {}: [80 443]',
    ],
    [
      '{{eq .imports.ports .imports.m}}',
      'error calling eq: non-comparable types [%!s(float64=80) %!s(float64=443)]: []interface {}, map[string]interface {}: map[a:1]',
    ],
    ['{{eq 1 .imports.ports}}', 'error calling eq: incompatible types for comparison'],
  ];
  for (const [text, want] of rows) {
    it(text, () => expect(run(text)).toBe(at(2, text.slice(2, -2), want)));
  }
});

describe("Sprig's duration switches on int64: a template's integer constant is an int", () => {
  // Go's outputs, from a FuncMap function with Sprig's type switch and data decoded by encoding/json.
  const sprig = (text: string) =>
    Template.parse('t', text, { funcs: sprigFuncs }).execute(JSON.parse('{"x":95}') as GoValue);
  const rows: [string, string][] = [
    ['{{duration 95}}', '0s'],
    ['{{95 | duration}}', '0s'],
    ['{{duration .x}}', '0s'],
    ['{{duration "95"}}', '1m35s'],
    ['{{duration (int64 95)}}', '1m35s'],
    ['{{int64 95 | duration}}', '1m35s'],
    ['{{duration (add 90 5)}}', '1m35s'],
    ['{{durationRound 3700000000000}}', '0s'],
    ['{{durationRound (int64 3700000000000)}}', '1h'],
    ['{{durationRound "2h"}}', '2h'],
  ];
  for (const [text, want] of rows) it(text, () => expect(sprig(text)).toBe(want));
});

describe("arguments for a function's int parameter, converted as Go's evalArg does", () => {
  // Go's outputs for a FuncMap function `func(n int) []int` and data decoded by encoding/json.
  const sprig = (text: string) => {
    try {
      return Template.parse('t', text, { funcs: sprigFuncs }).execute(
        JSON.parse('{"x":3,"s":"3"}') as GoValue,
      );
    } catch (err) {
      return (err as Error).message;
    }
  };
  const rows: [string, string][] = [
    ['{{until 3.0}}', '[0 1 2]'],
    ['{{len (until 1e1)}}', '10'],
    ['{{until 3.5}}', at(8, '3.5', 'expected integer; found 3.5')],
    ['{{until .x}}', at(8, '.x', 'wrong type for value; expected int; got float64')],
    ['{{until .s}}', at(8, '.s', 'wrong type for value; expected int; got string')],
    ['{{randAlpha .x}}', at(12, '.x', 'wrong type for value; expected int; got float64')],
    ['{{.x | until}}', at(7, 'until', 'wrong type for value; expected int; got float64')],
  ];
  for (const [text, want] of rows) it(text, () => expect(sprig(text)).toBe(want));
});
