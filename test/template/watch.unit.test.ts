// The watchdog (node:vm's timeout, a thread per call) covers only the steps that can run long
// (src/template/gotemplate/watch.ts): a small execution starts none, and every step that never
// yields is still stopped at the execution's deadline.
import { describe, expect, it } from 'vitest';
import { watchdogsStarted } from '../../src/model/sync-deadline';
import { landscaperFuncs } from '../../src/render/blueprint/functions';
import { ExecMeter, type FuncMap, type GoValue, Template } from '../../src/template/gotemplate';
import { sprigFuncs } from '../../src/template/gotemplate/sprig';
import { markCooperative } from '../../src/template/gotemplate/watch';

const T = 30_000;

/** A meter whose deadline is `ms` away and whose long steps get no grace past it. */
const soon = (ms = 50) => new ExecMeter({ deadline: Date.now() + ms, graceMs: 0 });

/** Runs `text` and returns [output or error message, watchdogs it started]. */
function run(text: string, data: GoValue, meter: ExecMeter, funcs: FuncMap[] = []): [string, number] {
  const before = watchdogsStarted();
  let out: string;
  const all: FuncMap[] = [sprigFuncs, ...funcs];
  try {
    out = Template.parse('t', text, { funcs: all, missingKey: 'zero', meter }).execute(data);
  } catch (err) {
    out = (err as Error).message;
  }
  return [out, watchdogsStarted() - before];
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the watchdog of a template execution', () => {
  it('is not started for a small execution under a deadline', () => {
    const text = `{{ range $i, $s := .services }}- {{ printf "%s-%d" ($s.name | lower) $i | quote }}: {{ toJson $s.ports }} {{ $s.env | toYaml | nindent 2 }}{{ if eq $s.name "a" }}{{ upper $s.name }}{{ end }}{{ len $s.ports }}
{{ end }}{{ range $k, $v := .labels }}{{ $k }}={{ $v }} {{ end }}{{ .labels }}`;
    const data = {
      services: [
        { name: 'A', ports: [80, 443], env: { X: '1' } },
        { name: 'b', ports: [], env: {} },
      ],
      labels: { app: 'web', tier: 'front' },
    };
    const [out, started] = run(text, data, ExecMeter.within(60_000), [landscaperFuncs()]);
    expect(out).toContain('- "a-0": [80,443] \n  X: "1"');
    expect(out).toContain('app=web tier=front map[app:web tier:front]');
    expect(started).toBe(0);
  });

  it('is started for a function call over large arguments', () => {
    const meter = () => ExecMeter.within(60_000);
    expect(run('{{ toJson . }}', numbers(10), meter())).toEqual(['[0,1,2,3,4,5,6,7,8,9]', 0]);
    expect(run('{{ toJson . | len }}', numbers(10_000), meter())).toEqual(['48891', 2]); // len's string too
    const map = Object.fromEntries(numbers(1000).map((i) => [`k${i}`, i]));
    expect(run('{{ get . "k7" }}', map, meter())).toEqual(['7', 1]);
    expect(
      run('{{ range $k, $v := . }}{{ if eq $k "k999" }}{{ $v }}{{ end }}{{ end }}', map, meter()),
    ).toEqual([
      '999',
      1, // sorting the keys; each eq is small
    ]);
  });

  it('is started for regular expressions and a function map’s own functions, whatever their arguments', () => {
    const own: FuncMap = { hi: () => 'hi' };
    const [out, started] = run('{{ regexMatch "^a+$" "aaa" }} {{ hi }}', null, ExecMeter.within(60_000), [
      own,
    ]);
    expect(out).toBe('true hi');
    expect(started).toBe(2);
  });

  it('is not started without a deadline', () => {
    expect(run('{{ toJson . | len }} {{ regexMatch "a" "a" }}', numbers(10_000), new ExecMeter())).toEqual([
      '48891 true',
      0,
    ]);
  });
});

describe('a step that never yields is still stopped at the deadline', () => {
  it(
    'a function map’s function that runs on',
    () => {
      const spin: FuncMap = {
        spin: () => {
          const end = Date.now() + 5_000;
          while (Date.now() < end);
          return 'done';
        },
      };
      const [out] = run('ok {{ spin }}', null, soon(), [spin]);
      expect(out).toBe('template: t:1:6: executing "t" at <spin>: execution deadline exceeded');
    },
    T,
  );

  it(
    'a size-bounded function over a large argument (sortAlpha of a million strings)',
    () => {
      const data = numbers(1_000_000).map((i) => `s${(i * 7919) % 1_000_003}`);
      const [out] = run('{{ sortAlpha . | len }}', data, soon());
      expect(out).toBe('template: t:1:3: executing "t" at <sortAlpha .>: execution deadline exceeded');
    },
    T,
  );

  it(
    'printing a huge value',
    () => {
      const [out] = run('{{ . }}', numbers(1_000_000), soon());
      expect(out).toBe('template: t:1:3: executing "t" at <.>: execution deadline exceeded');
    },
    T,
  );

  it(
    "sorting a huge map's keys to range over it",
    () => {
      const data: Record<string, number> = {};
      for (let i = 0; i < 200_000; i++) data[`k${(i * 7919) % 1_000_003}`] = i;
      const [out] = run('{{ range $k, $v := . }}{{ $k }}{{ break }}{{ end }}', data, soon());
      expect(out).toMatch(/^template: t:1:\d+: executing "t" at <.*>: execution deadline exceeded$/);
    },
    T,
  );

  it(
    'parsing a large included text (include itself runs without a watchdog)',
    () => {
      const meter = soon();
      let funcs: FuncMap[] = [];
      const own: FuncMap = {
        include: markCooperative((name) =>
          Template.parse(name as string, '{{ "x" }}'.repeat(300_000), { funcs, meter }).execute(null),
        ),
      };
      funcs = [sprigFuncs, own];
      const [out] = run('{{ include "big" . }}', null, meter, [own]);
      expect(out).toBe('template: big: execution deadline exceeded');
    },
    T,
  );
});
