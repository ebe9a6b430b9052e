// A CEL comprehension over comprehensions is a few characters of a pull request's hub.yaml and
// runs for ever in cel-js (and in cel-go, which Hub runs without a cost limit). Through `rigging
// render`, each expression is stopped after its second with an error at its parameter, and the
// run goes on to report it.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const list = `[${Array.from({ length: 300 }, (_, i) => i).join(', ')}]`;
const FOREVER = `${list}.map(a, ${list}.map(b, ${list}.map(c, ${list}.map(d, 1)))).size()`;

function stack(expressions: string[]): Record<string, string> {
  return {
    'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {} }
  sources:
    - { name: platform, type: stack, path: stacks/dev/hub.yaml }
`,
    'stacks/dev/hub.yaml': `version: 1
kind: stack
meta: { name: demo }
components:
  - name: dash
    source: { dir: ../../components/dash }
lifecycle:
  order: [dash]
parameters:
${expressions.map((e, i) => `  - name: p${i}\n    value: "#{${e}}"\n`).join('')}`,
    'components/dash/hub-component.yaml': 'version: 1\nkind: component\nmeta: { name: dash }\n',
    'components/dash/dash.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash' } }
`,
  };
}

describe('rigging render: CEL under a time budget', () => {
  it('stops a comprehension that would run for ever, naming its parameter', async () => {
    const r = await renderJson(await writeTree(stack([FOREVER, '1 + 1'])), ['--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^stacks\/dev\/hub\.yaml:\d+:\d+: .*`p0`.*ran past 1000ms and was stopped/m);
    expect(r.stderr).not.toMatch(/`p1`/);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  }, 120_000);

  it('gives all the expressions of a stack ten seconds together, however many there are', async () => {
    const r = await renderJson(await writeTree(stack(Array.from({ length: 30 }, () => FOREVER))), [
      '--env',
      'dev',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not evaluated, the expressions before it used 10000ms/);
  }, 120_000);
});
