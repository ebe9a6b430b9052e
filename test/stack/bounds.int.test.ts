// Hub stacks whose parameters exhausted memory or ran for ever through `rigging render`: values
// that double each other, references that fan out, and YAML alias bombs. One clear error each,
// at the parameter's file and line, and exit 2.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';
import { billionLaughs } from '../support/yaml-bomb';

cleanupTempDirs();

const T = 180_000;

const RIGGING = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {} }
  sources:
    - name: platform
      type: stack
      path: stacks/dev/hub.yaml
`;

/** hub.yaml with no components and `params` (YAML list entries, indented by two). */
function hub(params: string): string {
  return `version: 1\nkind: stack\nmeta:\n  name: demo\ncomponents: []\nparameters:\n${params}`;
}

const param = (name: string, value: string) => `  - name: ${name}\n    value: ${JSON.stringify(value)}\n`;

async function render(files: Record<string, string>) {
  const r = await renderJson(await writeTree({ 'rigging.yaml': RIGGING, ...files }), ['--env', 'dev']);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  return r;
}

describe('stack parameter expansion bounds', () => {
  it(
    'refuses parameters that double each other, naming the first past 1 MiB at its line',
    async () => {
      let params = param('l0', 'xxxxxxxxxx');
      for (let i = 1; i <= 40; i++) params += param(`l${i}`, `\${l${i - 1}}\${l${i - 1}}`);
      const text = hub(params);
      const r = await render({ 'stacks/dev/hub.yaml': text });
      expect(r.code).toBe(2);
      const line = text.split('\n').indexOf('  - name: l17') + 2;
      expect(r.stderr).toBe(
        `stacks/dev/hub.yaml:${line}:12: Parameter \`l17\` value expands to more than 1048576 characters\n`,
      );
    },
    T,
  );

  it(
    'stops references that fan out without growing the value',
    async () => {
      // Level i is named so that the top level sorts first (q, r, ..., z) and is expanded through
      // all below it: 9^9 lookups of "".
      const level = (i: number) => String.fromCharCode('z'.charCodeAt(0) - i);
      let params = param(level(0), '');
      for (let i = 1; i <= 9; i++) params += param(level(i), `\${${level(i - 1)}}`.repeat(9));
      const r = await render({ 'stacks/dev/hub.yaml': hub(params) });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^stacks\/dev\/hub\.yaml:\d+:12: Parameter `q` value makes more than 100000 substitutions$/m,
      );
    },
    T,
  );
});

describe('stack YAML aliases', () => {
  it(
    'refuses a params file that is a billion laughs, and keeps one anchor used 150 times',
    async () => {
      const bomb = await render({
        'stacks/dev/hub.yaml': hub(param('a', 'x')),
        'stacks/dev/params.yaml': `bomb:\n${billionLaughs('  ')}parameters: []\n`,
      });
      expect(bomb.code).toBe(2);
      expect(bomb.stderr).toMatch(
        /^stacks\/dev\/params\.yaml:3:\d+: Excessive alias count indicates a resource exhaustion attack/m,
      );

      let params = '  - name: p0\n    value: &v shared-value\n';
      for (let i = 1; i <= 150; i++) params += `  - name: p${i}\n    value: *v\n`;
      const ok = await render({ 'stacks/dev/hub.yaml': hub(params) });
      expect(ok.json?.environments[0]?.diagnostics).toEqual([]);
      expect(ok.code).toBe(0);
    },
    T,
  );
});
