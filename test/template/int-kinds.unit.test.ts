// Go's integer types as Sprig's type switches and text/template's conversions see them (issue 23):
// a template's integer constant and len are int, Sprig's add and int64 return int64, index of a
// string a uint8. Every expectation in go/int-kinds.json is what Go printed for the template;
// go/int-kinds.go is the program that printed it (go1.19; the wording is go1.25's too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GoValue, Template, TemplateExecError } from '../../src/template/gotemplate';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';

const cases = JSON.parse(readFileSync(path.join(__dirname, 'go', 'int-kinds.json'), 'utf8')) as [
  string,
  string,
][];

function run(text: string): string {
  const data = JSON.parse('{"f":95}') as GoValue;
  try {
    return Template.parse('t', text, { funcs: sprigFuncs }).execute(data);
  } catch (err) {
    if (!(err instanceof TemplateExecError)) throw err;
    return `ERROR ${err.message}`;
  }
}

describe("Go's integer types, as Go's own text/template printed them", () => {
  it('has the cases Go ran', () => expect(cases.length).toBeGreaterThan(30));
  for (const [text, want] of cases) it(text, () => expect(run(text)).toBe(want));
});

// Go 1.22 added range over an integer, after the go1.19 that printed go/int-kinds.json. Go 1.23+
// (Landscaper's go1.25) ranges with reflect.Value.Seq, whose elements have the integer's own type.
describe('range over an integer keeps its type (go1.25, not run here)', () => {
  it('int', () => expect(run('{{range 2}}{{printf "%T " .}}{{end}}')).toBe('int int '));
  it('int64', () => expect(run('{{range add 2}}{{printf "%T=%v " . .}}{{end}}')).toBe('int64=0 int64=1 '));
  it('uint8', () =>
    expect(run('{{range $i := index "\\x02" 0}}{{printf "%T " $i}}{{end}}')).toBe('uint8 uint8 '));
});
