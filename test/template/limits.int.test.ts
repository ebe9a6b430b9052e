// `rigging template` of templates that exhausted the heap or ran for ever: a clean execution error
// and a non-zero exit instead.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';
import { billionLaughs } from '../support/yaml-bomb';

cleanupTempDirs();

const T = 120_000;

async function template(text: string) {
  const dir = await writeTree({ 't.tmpl': text, 'data.yaml': 'imports: {}\n' });
  const r = await run(dir, ['template', 't.tmpl', '--data', 'data.yaml']);
  expect(r.code).not.toBe(0);
  expect(r.stdout).toBe('');
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  return r.stderr;
}

describe('rigging template: bounded work', () => {
  it(
    'refuses `until 200000000` with Go-style wording',
    async () => {
      expect(await template('n: {{ len (until 200000000) }}\n')).toBe(
        'template: t.tmpl:1:11: executing "t.tmpl" at <until 200000000>: error calling until: a list of 200000000 elements is more than the 1000000 a template may build\n',
      );
    },
    T,
  );

  it(
    'stops nested `range until 100000` at the step budget',
    async () => {
      expect(
        await template('{{ range until 100000 }}\n{{ range until 100000 }}x{{ end }}{{ end }}\n'),
      ).toMatch(
        /^template: t\.tmpl:\d+:\d+: executing "t\.tmpl" at <until 100000>: exceeded maximum (number of execution steps \(20000000\)|output size \(16777216 characters\))\n$/,
      );
    },
    T,
  );

  it(
    'reports a template that includes itself for ever as Go does, not as a crash',
    async () => {
      expect(await template('{{ define "x" }}{{ template "x" . }}{{ end }}{{ template "x" . }}\n')).toMatch(
        /^template: t\.tmpl:1:\d+: executing "x" at <\{\{template "x" \.\}\}>: exceeded maximum template depth \(the stack ran out before 100000\)\n$/,
      );
    },
    T,
  );

  it(
    'refuses a data file that is a YAML alias bomb, naming it',
    async () => {
      const dir = await writeTree({ 't.tmpl': '{{ len .i }}\n', 'data.yaml': billionLaughs() });
      const r = await run(dir, ['template', 't.tmpl', '--data', 'data.yaml']);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(
        /^rigging: data\.yaml: Excessive alias count indicates a resource exhaustion attack/,
      );
    },
    T,
  );
});
