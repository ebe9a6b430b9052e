// Landscaper reads blueprints with sigs.k8s.io/yaml over go-yaml v2: YAML 1.1 booleans, 0o octal,
// `<<` merge keys, and the later of two equal keys.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { blueprintRepo, blueprintYaml, object, renderOk } from './helpers';

cleanupTempDirs();

const BLUEPRINT = blueprintYaml(`imports:
  - &flag
    name: flag
    type: data
    required: no
    schema: { type: boolean }
    default: { value: on }
  - <<: *flag
    name: mode
    schema: { type: integer }
    default: { value: 0o644 }
  - <<: *flag
    name: window
    schema: { type: string }
    default: { value: 1:30 }
    default: { value: 2:45 }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: item
          type: landscaper.gardener.cloud/mock
          config: { flag: {{ .imports.flag }}, mode: {{ .imports.mode }}, window: "{{ .imports.window }}" }
`);

describe('blueprint.yaml is read as Landscaper reads it (go-yaml v2)', () => {
  it('takes `required: no` as false, `on` as true and 0o644 as 420, merges `<<`, keeps the later duplicate', async () => {
    const r = await renderOk(await blueprintRepo({ 'bp/blueprint.yaml': BLUEPRINT }));
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ flag: true, mode: 420, window: '2:45' });
  });
});

describe('a component descriptor is read as Landscaper reads it (go-yaml v2)', () => {
  it('takes `on` as true and 0o10 as 8 in a resource, and keeps the later of two equal keys', async () => {
    const descriptor = `meta:
  schemaVersion: v2
component:
  name: example.com/app
  version: 1.0.0
  version: 2.0.0
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences: []
  resources:
    - name: image
      type: ociImage
      version: 2.0.0
      relation: external
      access: { type: ociRegistry, imageReference: registry.example.com/app:2.0.0 }
      labels: [{ name: scan, value: on }, { name: shards, value: 0o10 }]
`;
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{- $image := getResource .cd "name" "image" }}
      deployItems:
        - name: item
          type: landscaper.gardener.cloud/mock
          config: { version: "{{ .cd.component.version }}", scan: {{ (index $image.labels 0).value }}, shards: {{ (index $image.labels 1).value }} }
`),
        'cd/component-descriptor.yaml': descriptor,
      },
      { componentDescriptor: 'cd/component-descriptor.yaml' },
    );
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ version: '2.0.0', scan: true, shards: 8 });
  });
});
