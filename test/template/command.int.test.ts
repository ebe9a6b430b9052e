// `rigging template`: the engine as a user runs it, to compare with Go on the same input.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

describe('rigging template', () => {
  it('keeps a map key named __proto__ as Go does, and reaches no prototype', async () => {
    const dir = await writeTree({
      't.tmpl': [
        '{{- $d := dict "__proto__" (dict "polluted" "yes") -}}',
        '{{- $e := mergeOverwrite (dict) $d -}}',
        '{{- $f := merge (dict "b" 1) $d -}}',
        '{{- $h := set (dict) "__proto__" "x" -}}',
        '[{{ (dict).polluted }}] {{ $e }} {{ $f }} {{ $h }} {{ pick $d "__proto__" }} {{ deepCopy $d }} {{ toJson $e }}',
      ].join('\n'),
      'data.yaml': '{}\n',
    });
    const r = await run(dir, ['template', 't.tmpl', '--data', 'data.yaml']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      '[<no value>] map[__proto__:map[polluted:yes]] map[__proto__:map[polluted:yes] b:1] map[__proto__:x] ' +
        'map[__proto__:map[polluted:yes]] map[__proto__:map[polluted:yes]] {"__proto__":{"polluted":"yes"}}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('renders a template with YAML data, float64 numbers and missingkey=zero, as Landscaper does', async () => {
    const dir = await writeTree({
      't.tmpl':
        'replicas: {{ .imports.replicas }}\nbig: {{ .imports.big }}\nname: {{ .imports.name | quote }}\nmissing: {{ .imports.nope }}\n',
      'data.yaml': 'imports:\n  replicas: 3\n  big: 1000000\n  name: web\n',
    });
    const r = await run(dir, ['template', 't.tmpl', '--data', 'data.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('replicas: 3\nbig: 1e+06\nname: "web"\nmissing: <no value>\n');
  });

  it("renders the seed's deploy execution with its bindings (.cd, .components, .imports)", async () => {
    const template = `deployItems:
- name: deploy
  type: landscaper.gardener.cloud/helm
  target:
    import: cluster
  config:
    apiVersion: helm.deployer.landscaper.gardener.cloud/v1alpha1
    kind: ProviderConfiguration
    chart:
      {{ $resource := getResource .cd "name" "nginx-ingress-chart" }}
      ref: {{ $resource.access.imageReference }}
    values:
      replicas: {{ .imports.replicas }}
      {{ $component := getComponent .cd "name" "my-referenced-component" }}
      {{ $resource := getResource $component "name" "ubuntu" }}
      usesImage: {{ $resource.access.imageReference }}
`;
    const resource = (name: string, version: string, image: string) => ({
      name,
      version,
      type: 'ociImage',
      relation: 'external',
      access: { type: 'ociRegistry', imageReference: image },
    });
    const data = {
      imports: { replicas: 3 },
      cd: {
        meta: { schemaVersion: 'v2' },
        component: {
          name: 'github.com/gardener/gardener',
          version: 'v1.7.2',
          repositoryContexts: [{ type: 'ociRegistry', baseUrl: 'eu.gcr.io/myproj' }],
          provider: 'internal',
          sources: [],
          componentReferences: [
            {
              name: 'my-referenced-component',
              componentName: 'github.com/example/ubuntu',
              version: 'v0.18.0',
            },
          ],
          resources: [resource('nginx-ingress-chart', '0.30.0', 'nginx:0.30.0')],
        },
      },
      components: [
        {
          meta: { schemaVersion: 'v2' },
          component: {
            name: 'github.com/example/ubuntu',
            version: 'v0.18.0',
            repositoryContexts: [{ type: 'ociRegistry', baseUrl: 'eu.gcr.io/myproj' }],
            provider: 'internal',
            sources: [],
            componentReferences: [],
            resources: [resource('ubuntu', '0.18.0', 'ubuntu:0.18.0')],
          },
        },
      ],
    };
    const dir = await writeTree({ 'deploy-execution.yaml': template, 'bindings.json': JSON.stringify(data) });
    const r = await run(dir, ['template', 'deploy-execution.yaml', '--data', 'bindings.json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('      ref: nginx:0.30.0\n');
    expect(r.stdout).toContain('      replicas: 3\n');
    expect(r.stdout).toContain('      usesImage: ubuntu:0.18.0\n');
  });

  it("prints Go's error and exits 2", async () => {
    const dir = await writeTree({ 't.tmpl': 'x\n{{ .a.b }}\n', 'data.json': '{}' });
    const zero = await run(dir, ['template', 't.tmpl', '--data', 'data.json']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toBe(
      'template: t.tmpl:2:5: executing "t.tmpl" at <.a.b>: nil pointer evaluating interface {}.b\n',
    );
    const error = await run(dir, ['template', 't.tmpl', '--data', 'data.json', '--missingkey', 'error']);
    expect(error.stderr).toContain('map has no entry for key "a"');
    const parse = await run(await writeTree({ 'p.tmpl': '{{ if }}' }), ['template', 'p.tmpl']);
    expect(parse.code).toBe(2);
    expect(parse.stderr).toBe('template: p.tmpl:1: missing value for if\n');
  });

  it("adds the closest known function to Go's unknown-function error, and nothing when none is close", async () => {
    const dir = await writeTree({ 'typo.tmpl': 'a: 1\n{{ toYml . }}\n', 'far.tmpl': '{{ frobnicate . }}' });
    const typo = await run(dir, ['template', 'typo.tmpl']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      'template: typo.tmpl:2: function "toYml" not defined (did you mean "toYaml"?)\n',
    );
    const far = await run(dir, ['template', 'far.tmpl']);
    expect(far.code).toBe(2);
    expect(far.stderr).toBe('template: far.tmpl:1: function "frobnicate" not defined\n');
  });

  it('names a file it cannot read, and a bad --missingkey', async () => {
    const dir = await writeTree({ 't.tmpl': '{{.}}' });
    const missing = await run(dir, ['template', 'nope.tmpl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read nope.tmpl');
    const bad = await run(dir, ['template', 't.tmpl', '--missingkey', 'maybe']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown --missingkey "maybe"');
  });
});
