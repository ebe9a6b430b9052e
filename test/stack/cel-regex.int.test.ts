// CEL's `matches` in a Hub stack through `rigging render`: Go's RE2 as in cel-go, linear in the
// input, so a pull request's catastrophic pattern finishes (cel-js's own `matches` never returns).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';
import { artifact, objectOf, renderEnv } from './stack-repo';

cleanupTempDirs();

const HOSTILE = `${'a'.repeat(40)}!`;

/** A stack of one snippet component `dash` whose ConfigMap shows parameter `matched`. */
function stack(expression: string): Record<string, string> {
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
  - name: name
    value: "${HOSTILE}"
  - name: matched
    value: "#{${expression}}"
`,
    'components/dash/hub-component.yaml':
      'version: 1\nkind: component\nmeta: { name: dash }\nparameters:\n  - name: matched\n',
    'components/dash/dash.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash' }, data: { matched: std.extVar('matched') } }
`,
  };
}

describe('rigging render: CEL matches in a Hub stack', () => {
  it('finishes name.matches("^(a+)+$") over 40 a\'s and a "!"', async () => {
    const env = await renderEnv(await writeTree(stack("name.matches('^(a+)+$')")));
    expect(objectOf(env, 'dash', 'ConfigMap', 'dash').data).toEqual({ matched: 'false' });
    expect(JSON.parse(artifact(env, 'plan').content).components[0].parameters.matched).toBe('false');
  }, 60_000);

  it("takes RE2's syntax, and cel-go's global matches(s, re)", async () => {
    const env = await renderEnv(
      await writeTree(stack("matches(name, '(?i)^A+!$') && 'é'.matches('^\\\\\\\\pL$')")),
    );
    expect(objectOf(env, 'dash', 'ConfigMap', 'dash').data).toEqual({ matched: 'true' });
  });

  it("fails with Go's regexp error at the parameter for a pattern RE2 refuses", async () => {
    const r = await renderJson(await writeTree(stack("name.matches('a(?=b)')")), ['--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^stacks\/dev\/hub\.yaml:\d+:\d+: .*CEL evaluation error .*error parsing regexp: invalid or unsupported Perl syntax: `\(\?=`$/m,
    );
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  });
});
