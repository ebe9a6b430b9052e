// The executor's bounds: steps, output, the size of what functions build, and a deadline. Each
// template here exhausted the heap (V8 aborts the process) or ran for ever before these bounds.
import { describe, expect, it } from 'vitest';
import { ExecMeter, Template, TemplateExecError } from '../../src/template/gotemplate';
import { MAX_LIST_LENGTH, MAX_STRING_LENGTH } from '../../src/template/gotemplate/limits';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';

const T = 60_000;

function fails(text: string, meter?: ExecMeter): string {
  const t = Template.parse('t', text, { funcs: sprigFuncs, ...(meter ? { meter } : {}) });
  try {
    t.execute({});
  } catch (err) {
    expect(err).toBeInstanceOf(TemplateExecError);
    return (err as Error).message;
  }
  throw new Error('expected an execution error');
}

describe('template execution bounds', () => {
  it(
    'refuses `until 200000000` before building the list',
    () => {
      expect(fails('{{ len (until 200000000) }}')).toBe(
        `template: t:1:8: executing "t" at <until 200000000>: error calling until: a list of 200000000 elements is more than the ${MAX_LIST_LENGTH} a template may build`,
      );
    },
    T,
  );

  it(
    'refuses untilStep and seq past the list bound, and keeps smaller ones',
    () => {
      expect(fails('{{ untilStep 0 300000000 1 }}')).toMatch(
        /error calling untilStep: a list of 300000000 elements/,
      );
      expect(fails('{{ seq 1 300000000 }}')).toMatch(/error calling seq: a list of 300000000 elements/);
      const ok = Template.parse('t', '{{ len (until 1000) }} {{ seq 3 }}', { funcs: sprigFuncs });
      expect(ok.execute({})).toBe('1000 1 2 3');
    },
    T,
  );

  it(
    'stops nested ranges at the step budget, naming the range',
    () => {
      const msg = fails('{{ range until 100000 }}{{ range until 100000 }}{{ end }}{{ end }}');
      expect(msg).toMatch(
        /^template: t:1:\d+: executing "t" at <until 100000>: exceeded maximum number of execution steps \(20000000\)$/,
      );
    },
    T,
  );

  it(
    'stops output past its bound',
    () => {
      const msg = fails('{{ range until 100000 }}{{ printf "%1000d" 1 }}{{ end }}');
      expect(msg).toMatch(
        /^template: t:1:\d+: executing "t" at <printf "%1000d" 1>: exceeded maximum output size \(16777216 characters\)$/,
      );
    },
    T,
  );

  it(
    'refuses strings and lists that double in a loop',
    () => {
      expect(
        fails('{{ $s := "xxxxxxxxxx" }}{{ range until 40 }}{{ $s = print $s $s }}{{ end }}{{ len $s }}'),
      ).toMatch(
        /error calling print: a string of \d+ characters is more than the 16777216 a template may build/,
      );
      expect(
        fails('{{ $l := list 1 }}{{ range until 40 }}{{ $l = concat $l $l }}{{ end }}{{ len $l }}'),
      ).toMatch(/error calling concat: a list of 1048576 elements is more than the 1000000/);
      expect(fails(`{{ repeat ${MAX_STRING_LENGTH} "ab" }}`)).toMatch(
        /error calling repeat: a string of 33554432 characters/,
      );
      expect(fails('{{ indent 100000000 "a\\nb" }}')).toMatch(/error calling indent: a string of/);
      expect(fails('{{ splitList "" (repeat 2000000 "a") | len }}')).toMatch(
        /error calling splitList: a list of 2000000 elements/,
      );
      expect(fails('{{ split "," (repeat 2000000 "a,") | len }}')).toMatch(
        /error calling split: a list of 2000001 elements/,
      );
    },
    T,
  );

  it(
    'refuses to print or copy a value that shares itself into an exponential tree',
    () => {
      const bomb = '{{ $l := list "xxxxxxxxxx" }}{{ range until 40 }}{{ $l = list $l $l }}{{ end }}';
      expect(fails(`${bomb}{{ $l }}`)).toMatch(/at <\$l>: the value is too large to print or copy/);
      expect(fails(`${bomb}{{ mustToJson $l }}`)).toMatch(/error calling mustToJson: the value is too large/);
      expect(fails(`${bomb}{{ deepCopy $l | len }}`)).toMatch(
        /error calling deepCopy: the value is too large/,
      );
      expect(fails(`${bomb}{{ join "," $l }}`)).toMatch(/error calling join: the value is too large/);
    },
    T,
  );

  it(
    'refuses to print a map that holds itself',
    () => {
      expect(fails('{{ $d := dict }}{{ $_ := set $d "self" $d }}{{ $d }}')).toMatch(
        /the value is too large to print or copy/,
      );
    },
    T,
  );

  it(
    'stops at its deadline, cooperatively',
    () => {
      const meter = new ExecMeter({ deadline: Date.now() + 200, maxSteps: Number.MAX_SAFE_INTEGER });
      expect(fails('{{ range until 1000000 }}{{ range until 1000000 }}{{ end }}{{ end }}', meter)).toMatch(
        /executing "t" at <until 1000000>: execution deadline exceeded$/,
      );
    },
    T,
  );

  it(
    'shares one meter with the templates an execution includes',
    () => {
      const meter = new ExecMeter({ maxSteps: 50 });
      const t = Template.parse(
        't',
        '{{ define "x" }}{{ range until 10 }}.{{ end }}{{ end }}{{ template "x" }}{{ template "x" }}',
        {
          funcs: sprigFuncs,
          meter,
        },
      );
      expect(t.execute({})).toBe('....................');
      expect(() => t.execute({})).toThrow(/exceeded maximum number of execution steps \(50\)/);
    },
    T,
  );
});

describe('functions that compare or deduplicate', () => {
  it(
    'refuse lists that share themselves into exponential trees instead of comparing for ever',
    () => {
      const two =
        '{{ $a := list "x" }}{{ $b := list "x" }}{{ range until 40 }}{{ $a = list $a $a }}{{ $b = list $b $b }}{{ end }}';
      expect(fails(`${two}{{ deepEqual $a $b }}`)).toMatch(/error calling deepEqual: the value is too large/);
      expect(fails(`${two}{{ has $a (list $b) }}`)).toMatch(/error calling has: the value is too large/);
      expect(fails(`${two}{{ uniq (list $a $b) }}`)).toMatch(/error calling uniq: the value is too large/);
      const maps =
        '{{ $a := dict }}{{ $b := dict }}{{ range until 40 }}{{ $a = dict "l" $a "r" $a }}{{ $b = dict "l" $b "r" $b }}{{ end }}';
      expect(fails(`${maps}{{ merge $a $b | len }}`)).toMatch(/error calling merge: the value is too large/);
    },
    T,
  );

  it(
    'deduplicate a list of a million scalars without comparing each pair',
    () => {
      const t = Template.parse('t', '{{ until 1000000 | uniq | len }} {{ list 1 "1" 1 nil nil | uniq }}', {
        funcs: sprigFuncs,
      });
      expect(t.execute({})).toBe('1000000 [1 1 <nil>]');
    },
    T,
  );
});
