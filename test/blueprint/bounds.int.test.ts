// Blueprints that exhausted the heap, ran for ever or recursed without end through `rigging render`:
// Go templates past their budget, an execution's output that is a YAML alias bomb, and
// subinstallations that nest themselves. Each is one clean diagnostic and a non-zero exit.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run } from '../qbec/helpers';
import { billionLaughs } from '../support/yaml-bomb';
import { blueprintRepo, blueprintYaml, lineOf, renderError, renderOk } from './helpers';

cleanupTempDirs();

const T = 120_000;

/** A blueprint whose one deploy execution is `template` (lines of a block scalar). */
function deploying(template: string): string {
  return blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
${template
  .split('\n')
  .map((l) => `      ${l}`)
  .join('\n')}
`);
}

describe('Go template budgets in a blueprint', () => {
  it(
    'refuses `until 200000000` at its line in blueprint.yaml',
    async () => {
      const bp = deploying(
        'deployItems:\n- name: x\n  type: landscaper.gardener.cloud/mock\n  config: { n: {{ len (until 200000000) }} }',
      );
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
      const d = await renderError(dir);
      expect(d.message).toBe(
        'installation root: deploy execution "main": template: execution:4:23: executing "execution" at <until 200000000>: error calling until: a list of 200000000 elements is more than the 1000000 a template may build',
      );
      expect(d.file).toBe('bp/blueprint.yaml');
      expect(d.line).toBe(lineOf(bp, 'until 200000000'));
    },
    T,
  );

  it(
    'stops nested `range until 100000` with Go-style wording',
    async () => {
      const bp = deploying(
        '{{ range until 100000 }}{{ range until 100000 }}{{ end }}{{ end }}\ndeployItems: []',
      );
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
      const d = await renderError(dir);
      expect(d.message).toMatch(
        /^installation root: deploy execution "main": template: execution:1:\d+: executing "execution" at <until 100000>: exceeded maximum number of execution steps \(20000000\)$/,
      );
      expect(d.file).toBe('bp/blueprint.yaml');
    },
    T,
  );

  it(
    'bounds what a template includes with its includer: one budget for both',
    async () => {
      const dir = await blueprintRepo({
        'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    file: /main.tmpl
`),
        'bp/main.tmpl': '{{ range until 100000 }}{{ include "loop.tmpl" . }}{{ end }}\ndeployItems: []\n',
        'bp/loop.tmpl': '{{ range until 1000 }}{{ end }}',
      });
      const d = await renderError(dir);
      expect(d.message).toMatch(/exceeded maximum number of execution steps \(20000000\)/);
      expect(d.file).toMatch(/^bp\//);
    },
    T,
  );
});

describe('values that share themselves in a blueprint', () => {
  it(
    'refuses toYaml of a list doubled forty times by sharing, at its line',
    async () => {
      const bp = deploying(
        '{{ $l := list "xxxxxxxxxx" }}{{ range until 40 }}{{ $l = list $l $l }}{{ end }}\ndeployItems: []\nbomb: {{ toYaml $l }}',
      );
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
      const d = await renderError(dir);
      expect(d.message).toMatch(
        /^installation root: deploy execution "main": template: execution:3:\d+: executing "execution" at <toYaml \$l>: error calling toYaml: the value is too large to print or copy \(more than 16777216 characters\)$/,
      );
      expect(d.line).toBe(lineOf(bp, 'toYaml'));
    },
    T,
  );
});

describe('YAML alias bombs in a blueprint', () => {
  it(
    "refuses an execution's output that is a billion laughs",
    async () => {
      const bp = deploying(`${billionLaughs()}deployItems: []`);
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
      const d = await renderError(dir);
      expect(d.message).toMatch(
        /^installation root: deploy execution "main": error while decoding templated execution: error converting YAML to JSON: yaml: Excessive alias count indicates a resource exhaustion attack/,
      );
      expect(d.file).toBe('bp/blueprint.yaml');
    },
    T,
  );

  it(
    'refuses a billion laughs through fromYaml',
    async () => {
      const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{ $bomb := readFile "bomb.yaml" | fromYaml }}
      deployItems:
      - name: x
        type: landscaper.gardener.cloud/mock
        config: {{ $bomb | toJson }}
`);
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp, 'bp/bomb.yaml': billionLaughs() });
      const d = await renderError(dir);
      expect(d.message).toMatch(
        /^installation root: deploy execution "main": template: execution:1:\d+: executing "execution" at <fromYaml>: error calling fromYaml: error converting YAML to JSON: yaml: Excessive alias count indicates a resource exhaustion attack/,
      );
      expect(d.line).toBe(lineOf(bp, 'fromYaml'));
    },
    T,
  );

  it(
    'refuses a blueprint.yaml that is a billion laughs, naming the file, and keeps one using an anchor 150 times',
    async () => {
      const bomb = await blueprintRepo({
        'bp/blueprint.yaml': blueprintYaml(`localTypes:\n  bomb:\n${billionLaughs('    ')}`),
      });
      const d = await renderError(bomb);
      expect(d.message).toMatch(/Excessive alias count indicates a resource exhaustion attack/);
      expect(d.file).toBe('bp/blueprint.yaml');

      // Past the yaml package's default of 100 aliases, which a real blueprint may well use.
      const props = Array.from({ length: 150 }, (_, i) => `p${i}: *s`).join(', ');
      const ok = await blueprintRepo({
        'bp/blueprint.yaml': blueprintYaml(`localTypes:
  s: &s { type: string }
  many: { type: object, properties: { ${props} } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - { name: x, type: landscaper.gardener.cloud/mock, config: { n: {{ len (until 150) }} } }
`),
      });
      const r = await renderOk(ok);
      expect(r.objects.length + r.artifacts.length).toBeGreaterThan(0);
    },
    T,
  );
});

/** A component with blueprints `names` as local blobs (`<name>-bp` resources, blobs `<name>`). */
function component(names: string[]): string {
  return `meta:
  schemaVersion: v2
component:
  name: example.com/nest
  version: 1.0.0
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences: []
  resources:
${names
  .map(
    (n) => `    - name: ${n}-bp
      type: landscaper.gardener.cloud/blueprint
      relation: local
      access: { type: localFilesystemBlob, filename: ${n} }`,
  )
  .join('\n')}
`;
}

/** A blueprint with one static subinstallation `name` of resource `<to>-bp`. */
function nesting(name: string, to: string): string {
  return blueprintYaml(`subinstallations:
  - apiVersion: landscaper.gardener.cloud/v1alpha1
    kind: InstallationTemplate
    name: ${name}
    blueprint: { ref: cd://resources/${to}-bp }
`);
}

describe('subinstallations that nest themselves', () => {
  it(
    'refuses a blueprint that is its own subinstallation, naming the chain',
    async () => {
      const dir = await blueprintRepo(
        {
          'bp/blueprint.yaml': nesting('a', 'a'),
          'cd/component-descriptor.yaml': component(['a']),
          'cd/blobs/a/blueprint.yaml': nesting('a', 'a'),
        },
        { componentDescriptor: 'cd/component-descriptor.yaml' },
      );
      const d = await renderError(dir);
      expect(d.message).toBe('installation root/a: subinstallation cycle: root -> a -> a');
      expect(d.file).toBe('cd/blobs/a/blueprint.yaml');
      expect(d.line).toBe(4);
    },
    T,
  );

  it(
    'refuses a cycle through another blueprint (a -> b -> a)',
    async () => {
      const dir = await blueprintRepo(
        {
          'bp/blueprint.yaml': nesting('a', 'a'),
          'cd/component-descriptor.yaml': component(['a', 'b']),
          'cd/blobs/a/blueprint.yaml': nesting('b', 'b'),
          'cd/blobs/b/blueprint.yaml': nesting('a', 'a'),
        },
        { componentDescriptor: 'cd/component-descriptor.yaml' },
      );
      const d = await renderError(dir);
      expect(d.message).toBe('installation root/a/b: subinstallation cycle: root -> a -> b -> a');
      expect(d.file).toBe('cd/blobs/b/blueprint.yaml');
    },
    T,
  );

  it(
    'refuses a templated subinstallation that renders itself inline, level after level',
    async () => {
      // Each level's inline blueprint is the same text: a cycle, though no file names itself.
      const self = blueprintYaml(`subinstallationExecutions:
  - name: again
    type: GoTemplate
    template: |
      subinstallations:
      - name: again
        blueprint:
          filesystem:
            blueprint.yaml: {{ readFile "blueprint.yaml" | toJson }}
`);
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': self });
      const d = await renderError(dir);
      expect(d.message).toMatch(/subinstallation cycle: root -> again -> again$/);
    },
    T,
  );

  it(
    'refuses nesting deeper than 32 levels, without a cycle',
    async () => {
      const names = Array.from({ length: 40 }, (_, i) => `n${i}`);
      const files: Record<string, string> = {
        'bp/blueprint.yaml': nesting('n0', 'n0'),
        'cd/component-descriptor.yaml': component(names),
      };
      names.forEach((n, i) => {
        files[`cd/blobs/${n}/blueprint.yaml`] =
          i + 1 < names.length ? nesting(`n${i + 1}`, `n${i + 1}`) : blueprintYaml('');
      });
      const dir = await blueprintRepo(files, { componentDescriptor: 'cd/component-descriptor.yaml' });
      const d = await renderError(dir);
      expect(d.message).toMatch(
        /subinstallation "n31" nests installations deeper than 32 levels: root -> n0 -> n1 -> .* -> n31$/,
      );
      expect(d.file).toBe('cd/blobs/n30/blueprint.yaml');
    },
    T,
  );
});

describe('one step that never yields', () => {
  it(
    'stops a regexMatch that RE2 takes minutes over at the run budget (rigging render --timeout)',
    async () => {
      // RE2 is linear in the input, but times the pattern's size: 100k instructions over 100k characters.
      const bp = deploying(
        '{{ if regexMatch (repeat 100 "[a-z]{1000}") (repeat 100000 "a") }}{{ end }}\ndeployItems: []',
      );
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
      const r = await run(dir, ['render', '-o', 'json', '--env', 'dev', '--timeout', '2s']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/the run's 2s budget \(--timeout\) ran out/);
      expect(r.stderr).not.toMatch(/\n\s+at |internal error/i);
    },
    T,
  );
});
