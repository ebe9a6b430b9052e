// Conformance of rigging's text/template with Go's: each row is a template, its data and what Go
// prints (or the error Go gives). Data is JSON-shaped, numbers float64, as Landscaper decodes it.
import { describe, expect, it } from 'vitest';
import {
  type GoValue,
  type MissingKey,
  Template,
  TemplateExecError,
  TemplateParseError,
} from '../../src/template/gotemplate';

const DATA: GoValue = {
  name: 'web',
  replicas: 3,
  big: 1000000,
  ratio: 0.5,
  enabled: true,
  off: false,
  empty: '',
  nothing: null,
  list: ['a', 'b', 'c'],
  nums: [1, 2, 3],
  none: [],
  map: { b: 2, a: 1, B: 3 },
  emptyMap: {},
  nested: { inner: { value: 'deep' } },
  'with-dash': 'dashed',
};

interface Row {
  name: string;
  text: string;
  want?: string;
  error?: string | RegExp;
  data?: GoValue;
  missingKey?: MissingKey;
}

function run(row: Row): string {
  const t = Template.parse('t', row.text, { missingKey: row.missingKey ?? 'default' });
  return t.execute(row.data === undefined ? DATA : row.data);
}

const rows: Row[] = [
  // text, actions, trimming and comments
  { name: 'plain text', text: 'hello', want: 'hello' },
  { name: 'field', text: '{{.name}}', want: 'web' },
  { name: 'nested field', text: '{{.nested.inner.value}}', want: 'deep' },
  { name: 'trim both', text: 'a  {{- .name -}}  b', want: 'awebb' },
  { name: 'trim newlines', text: 'a\n\n{{- .name }}\n', want: 'aweb\n' },
  { name: 'comment', text: 'a{{/* c */}}b', want: 'ab' },
  { name: 'trimmed comment', text: 'a \n{{- /* c */ -}}\n b', want: 'ab' },
  { name: 'minus without space is a number', text: '{{-3}}', want: '-3' },
  // values and printing as Go's fmt %v
  { name: 'float from JSON', text: '{{.replicas}}', want: '3' },
  { name: 'large float from JSON', text: '{{.big}}', want: '1e+06' },
  { name: 'fraction', text: '{{.ratio}}', want: '0.5' },
  { name: 'bool', text: '{{.enabled}} {{.off}}', want: 'true false' },
  { name: 'nil data value', text: '{{.nothing}}', want: '<no value>' },
  { name: 'list', text: '{{.list}}', want: '[a b c]' },
  { name: 'map sorted by key', text: '{{.map}}', want: 'map[B:3 a:1 b:2]' },
  { name: 'missing key default', text: '{{.missing}}', want: '<no value>' },
  { name: 'int constant', text: '{{1000000}}', want: '1000000' },
  { name: 'float constant', text: '{{1e6}}', want: '1e+06' },
  {
    name: 'hex, octal, binary, underscores',
    text: '{{0x1F}} {{0o17}} {{0b101}} {{1_000}}',
    want: '31 15 5 1000',
  },
  { name: 'char constant', text: "{{'a'}}", want: '97' },
  { name: 'raw string', text: '{{`a\\nb`}}', want: 'a\\nb' },
  { name: 'string escapes', text: '{{"a\\tb"}}', want: 'a\tb' },
  { name: 'dot', text: '{{.list}}{{with .nested}}{{.}}{{end}}', want: '[a b c]map[inner:map[value:deep]]' },
  // variables
  { name: 'declare and use', text: '{{$x := .name}}{{$x}}', want: 'web' },
  { name: 'assign', text: '{{$x := 1}}{{$x = 2}}{{$x}}', want: '2' },
  { name: 'root', text: '{{with .nested}}{{$.name}}{{end}}', want: 'web' },
  { name: 'variable fields', text: '{{$n := .nested}}{{$n.inner.value}}', want: 'deep' },
  // if / else
  { name: 'if true', text: '{{if .enabled}}yes{{end}}', want: 'yes' },
  { name: 'if empty string', text: '{{if .empty}}yes{{else}}no{{end}}', want: 'no' },
  { name: 'else if', text: '{{if .off}}a{{else if .enabled}}b{{else}}c{{end}}', want: 'b' },
  { name: 'if empty list', text: '{{if .none}}a{{else}}b{{end}}', want: 'b' },
  { name: 'if zero float', text: '{{if 0.0}}a{{else}}b{{end}}', want: 'b' },
  // range
  { name: 'range list', text: '{{range .list}}{{.}},{{end}}', want: 'a,b,c,' },
  {
    name: 'range index and value',
    text: '{{range $i, $v := .list}}{{$i}}={{$v}} {{end}}',
    want: '0=a 1=b 2=c ',
  },
  { name: 'range map sorted', text: '{{range $k, $v := .map}}{{$k}}{{$v}}{{end}}', want: 'B3a1b2' },
  { name: 'range empty map else', text: '{{range .emptyMap}}x{{else}}empty{{end}}', want: 'empty' },
  { name: 'range nil else', text: '{{range .missing}}x{{else}}none{{end}}', want: 'none' },
  { name: 'range int', text: '{{range 3}}{{.}}{{end}}', want: '012' },
  { name: 'break', text: '{{range .list}}{{if eq . "b"}}{{break}}{{end}}{{.}}{{end}}', want: 'a' },
  { name: 'continue', text: '{{range .list}}{{if eq . "b"}}{{continue}}{{end}}{{.}}{{end}}', want: 'ac' },
  // with
  { name: 'with', text: '{{with .nested.inner}}{{.value}}{{end}}', want: 'deep' },
  { name: 'with else', text: '{{with .missing}}x{{else}}y{{end}}', want: 'y' },
  { name: 'else with', text: '{{with .missing}}x{{else with .name}}{{.}}{{end}}', want: 'web' },
  // define / template / block
  { name: 'define and template', text: '{{define "T"}}<{{.}}>{{end}}{{template "T" .name}}', want: '<web>' },
  { name: 'template without data', text: '{{define "T"}}{{.}}{{end}}{{template "T"}}', want: '<no value>' },
  { name: 'block', text: '{{block "B" .replicas}}[{{.}}]{{end}}', want: '[3]' },
  // pipelines and parentheses
  { name: 'pipeline last arg', text: '{{.name | printf "%s!"}}', want: 'web!' },
  { name: 'parenthesised', text: '{{printf "%s-%s" (.name) (print "x")}}', want: 'web-x' },
  { name: 'field of a parenthesised pipeline', text: '{{(.nested).inner.value}}', want: 'deep' },
  // builtins
  { name: 'and returns the deciding value', text: '{{and 1 0 "x"}} {{and 1 "x"}}', want: '0 x' },
  { name: 'or', text: '{{or .empty .name}}', want: 'web' },
  { name: 'and short-circuits', text: '{{and .off (index .list 10)}}', want: 'false' },
  { name: 'not', text: '{{not .enabled}}', want: 'false' },
  { name: 'len', text: '{{len .list}} {{len .name}} {{len .map}}', want: '3 3 3' },
  { name: 'index list', text: '{{index .list 1}}', want: 'b' },
  { name: 'index map', text: '{{index .map "a"}}', want: '1' },
  { name: 'index map missing key', text: '{{index .map "zz"}}', want: '<no value>' },
  { name: 'index key with a dash', text: '{{index . "with-dash"}}', want: 'dashed' },
  { name: 'slice', text: '{{slice .list 1 3}} {{slice .name 1}}', want: '[b c] eb' },
  { name: 'eq multi', text: '{{eq .name "x" "web"}}', want: 'true' },
  { name: 'eq floats', text: '{{eq .replicas 3.0}}', want: 'true' },
  { name: 'ne', text: '{{ne .name "web"}}', want: 'false' },
  {
    name: 'lt le gt ge',
    text: '{{lt 1 2}} {{le 2 2}} {{gt "b" "a"}} {{ge 1.5 2.5}}',
    want: 'true true true false',
  },
  { name: 'eq with nil', text: '{{eq .nothing .missing}}', want: 'true' },
  { name: 'print', text: '{{print "a" 1 2 "b"}}', want: 'a1 2b' },
  { name: 'println', text: '{{println "a" 1}}', want: 'a 1\n' },
  { name: 'html', text: `{{html "<a href='x'>&"}}`, want: '&lt;a href=&#39;x&#39;&gt;&amp;' },
  { name: 'js', text: `{{js "it's <b>"}}`, want: "it\\'s \\u003Cb\\u003E" },
  { name: 'urlquery', text: '{{urlquery "a b&c"}}', want: 'a+b%26c' },
  { name: 'printf integer-valued float', text: '{{printf "%v %d" .replicas 3}}', want: '3 3' },
  // custom delimiters
  // errors, worded as Go's
  {
    name: 'missingkey zero: nested field on a missing key',
    text: '{{.a.b}}',
    missingKey: 'zero',
    error: 'template: t:1:4: executing "t" at <.a.b>: nil pointer evaluating interface {}.b',
  },
  { name: 'missingkey zero prints no value', text: '{{.a}}', missingKey: 'zero', want: '<no value>' },
  { name: 'missingkey default nested', text: '{{.a.b}}', want: '<no value>' },
  {
    name: 'missingkey error',
    text: '{{.a}}',
    missingKey: 'error',
    error: 'template: t:1:2: executing "t" at <.a>: map has no entry for key "a"',
  },
  {
    name: 'comparing float and int',
    text: '{{eq .replicas 3}}',
    error:
      'template: t:1:2: executing "t" at <eq .replicas 3>: error calling eq: incompatible types for comparison',
  },
  {
    name: 'index out of range',
    text: '{{index .list 5}}',
    error: 'template: t:1:2: executing "t" at <index .list 5>: error calling index: index out of range: 5',
  },
  { name: 'field on a string', text: '{{.name.x}}', error: /can't evaluate field x in type interface {}/ },
  { name: 'undefined function', text: '{{nope}}', error: 'template: t:1: function "nope" not defined' },
  { name: 'undefined variable', text: '{{$x}}', error: 'template: t:1: undefined variable "$x"' },
  { name: 'unclosed action', text: '{{.name', error: /template: t:1: unclosed action/ },
  { name: 'unexpected end', text: '{{end}}', error: /unexpected \{\{end\}\}/ },
  { name: 'break outside range', text: '{{break}}', error: /\{\{break\}\} outside \{\{range\}\}/ },
  { name: 'range over a string', text: '{{range .name}}{{end}}', error: /range can't iterate over web/ },
];

describe('text/template as Go executes it', () => {
  for (const row of rows) {
    it(row.name, () => {
      if (row.error !== undefined) {
        let message = '';
        try {
          run(row);
        } catch (err) {
          expect(err instanceof TemplateExecError || err instanceof TemplateParseError).toBe(true);
          message = (err as Error).message;
        }
        if (typeof row.error === 'string') expect(message).toBe(row.error);
        else expect(message).toMatch(row.error);
        return;
      }
      expect(run(row)).toBe(row.want);
    });
  }

  it('takes custom delimiters', () => {
    const t = Template.parse('t', '[[ .name ]] {{.name}}', { leftDelim: '[[', rightDelim: ']]' });
    expect(t.execute(DATA)).toBe('web {{.name}}');
  });

  it('is parsed once and executed many times with other data', () => {
    const t = Template.parse('t', '{{range .}}{{.}}{{end}}');
    expect(t.execute([1, 2])).toBe('12');
    expect(t.execute(['x'])).toBe('x');
  });
});
