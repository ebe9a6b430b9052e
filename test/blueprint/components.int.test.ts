// Component descriptors and Installation files through `rigging render`: getResource/getComponent
// over the source's descriptor and the components it references, and an Installation as `path`.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import {
  artifact,
  artifactNames,
  blueprintRepo,
  blueprintYaml,
  lineOf,
  object,
  renderError,
  renderOk,
} from './helpers';

cleanupTempDirs();

const appDescriptor = `meta:
  schemaVersion: v2
component:
  name: example.com/app
  version: 2.1.0
  provider: internal
  repositoryContexts:
    - { type: ociRegistry, baseUrl: registry.example.com/components }
  sources: []
  componentReferences:
    - { name: db, componentName: example.com/db, version: 9.6.0 }
  resources:
    - name: image
      type: ociImage
      version: 2.1.0
      relation: external
      access: { type: ociRegistry, imageReference: registry.example.com/app:2.1.0-cd7 }
    - name: app-bp
      type: landscaper.gardener.cloud/blueprint
      relation: local
      access: { type: localFilesystemBlob, filename: app-bp, mediaType: application/vnd.gardener.landscaper.blueprint.v1+tar+gzip }
`;

const dbDescriptor = `meta:
  schemaVersion: v2
component:
  name: example.com/db
  version: 9.6.0
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences: []
  resources:
    - name: image
      type: ociImage
      version: 9.6.0
      relation: external
      access: { type: ociRegistry, imageReference: registry.example.com/db:9.6.0-cd7 }
    - name: settings-schema
      type: landscaper.gardener.cloud/jsonschema
      relation: local
      access: { type: localFilesystemBlob, filename: settings.json, mediaType: application/vnd.gardener.landscaper.jsonschema.layer.v1.json }
`;

const deployWithComponents = `deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{- $app := getResource .cd "name" "image" }}
      {{- $db := getComponent .cd "name" "db" }}
      {{- $dbImage := getResource $db "name" "image" }}
      deployItems:
        - name: images
          type: landscaper.gardener.cloud/mock
          config:
            app: {{ $app.access.imageReference }}
            db: {{ $dbImage.access.imageReference }}
            dbVersion: {{ $db.component.version }}
            components: {{ len .components.components }}
            repo: {{ (getRepositoryContext .cd).baseUrl }}
`;

describe('component descriptors', () => {
  it('gives getResource, getComponent and .components the descriptor and the components it references', async () => {
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(deployWithComponents),
        'components/app/component-descriptor.yaml': appDescriptor,
        'components/db/component-descriptor.yaml': dbDescriptor,
      },
      { componentDescriptor: 'components/app/component-descriptor.yaml' },
    );
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'images').spec.config).toEqual({
      app: 'registry.example.com/app:2.1.0-cd7',
      db: 'registry.example.com/db:9.6.0-cd7',
      dbVersion: '9.6.0',
      components: 2,
      repo: 'registry.example.com/components',
    });
  });

  it('validates an import against a JSON schema resource of a referenced component', async () => {
    const files = {
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: settings
    type: data
    schema:
      $ref: cd://componentReferences/db/resources/settings-schema
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - { name: db, type: landscaper.gardener.cloud/mock, config: { size: {{ .imports.settings.size }} } }
`),
      'components/app/component-descriptor.yaml': appDescriptor,
      'components/db/component-descriptor.yaml': dbDescriptor,
      'components/db/blobs/settings.json': JSON.stringify({
        type: 'object',
        properties: { size: { type: 'string', enum: ['S', 'M', 'L'] } },
      }),
    };
    const source = { componentDescriptor: 'components/app/component-descriptor.yaml' };
    const ok = await renderOk(
      await blueprintRepo({ ...files, 'values.yaml': 'imports:\n  settings: { size: M }\n' }, source),
    );
    expect(object(ok, 'DeployItem', 'db').spec.config).toEqual({ size: 'M' });
    const values = 'imports:\n  settings:\n    size: XXL\n';
    const d = await renderError(await blueprintRepo({ ...files, 'values.yaml': values }, source));
    expect(d.message).toContain(
      'import "settings": imported datatype does not have the expected schema: value at size',
    );
    expect(d).toMatchObject({ file: 'values.yaml', line: 3 });
  });

  it('names the descriptor when a referenced component is not in the repository', async () => {
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(deployWithComponents),
        'components/app/component-descriptor.yaml': appDescriptor,
      },
      { componentDescriptor: 'components/app/component-descriptor.yaml' },
    );
    const r = await renderError(dir);
    expect(r.message).toContain('example.com/db');
  });
});

describe('an Installation file as path', () => {
  const installation = (blueprint: string) => `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Installation
metadata:
  name: my-inst
  namespace: team-a
spec:
  blueprint:
${blueprint}
  imports:
    data:
      - { name: replicas, dataRef: shared-replicas }
    targets:
      - { name: cluster, target: shared-cluster }
`;

  const blueprintBody = `imports:
  - { name: replicas, type: data, schema: { type: integer } }
  - { name: cluster, type: target, targetType: kubernetes-cluster }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: web
          type: landscaper.gardener.cloud/mock
          target: { import: cluster }
          config: { replicas: {{ .imports.replicas }}, bp: {{ .blueprint | toJson }} }
`;

  const values = `imports:
  shared-replicas: 4
  shared-cluster:
    metadata: { name: c-inst, namespace: team-a }
    spec: { type: landscaper.gardener.cloud/kubernetes-cluster, config: {} }
`;

  it('reads spec.blueprint.inline.filesystem and maps the values through spec.imports', async () => {
    const inline = blueprintYaml(blueprintBody)
      .split('\n')
      .map((l) => (l === '' ? l : `            ${l}`))
      .join('\n');
    const dir = await blueprintRepo(
      {
        'inst/installation.yaml': installation(
          `    inline:\n      filesystem:\n        blueprint.yaml: |\n${inline}`,
        ),
        'values.yaml': values,
      },
      { path: 'inst/installation.yaml' },
    );
    const r = await renderOk(dir);
    const web = object(r, 'DeployItem', 'web');
    expect(web.spec.config.replicas).toBe(4);
    expect(web.spec.target).toEqual({ name: 'c-inst', namespace: 'team-a' });
    expect(artifactNames(r)).toEqual(['my-inst/deployitems/web', 'my-inst/exports']);
  });

  it('reads spec.blueprint.ref.resourceName from the component descriptor', async () => {
    const dir = await blueprintRepo(
      {
        'inst/installation.yaml': installation('    ref:\n      resourceName: app-bp'),
        'components/app/component-descriptor.yaml': appDescriptor,
        'components/app/blobs/app-bp/blueprint.yaml': blueprintYaml(blueprintBody),
        'components/db/component-descriptor.yaml': dbDescriptor,
        'values.yaml': values,
      },
      { path: 'inst/installation.yaml', componentDescriptor: 'components/app/component-descriptor.yaml' },
    );
    const r = await renderOk(dir);
    const web = object(r, 'DeployItem', 'web');
    expect(web.spec.config).toEqual({ replicas: 4, bp: { ref: { resourceName: 'app-bp' } } });
    expect(artifact(r, 'my-inst/deployitems/web').spec.target.name).toBe('c-inst');
  });

  it('positions a schema-invalid import at its scope name in the values file', async () => {
    const inline = blueprintYaml(blueprintBody)
      .split('\n')
      .map((l) => (l === '' ? l : `            ${l}`))
      .join('\n');
    const bad = values.replace('shared-replicas: 4', 'shared-replicas: four');
    const dir = await blueprintRepo(
      {
        'inst/installation.yaml': installation(
          `    inline:\n      filesystem:\n        blueprint.yaml: |\n${inline}`,
        ),
        'values.yaml': bad,
      },
      { path: 'inst/installation.yaml' },
    );
    const d = await renderError(dir);
    expect(d.message).toBe(
      'installation my-inst: import "replicas": imported datatype does not have the expected schema: value must be integer',
    );
    expect(d).toMatchObject({ file: 'values.yaml', line: lineOf(bad, 'shared-replicas: four') });
  });

  it('keeps stored state for the root named after the Installation', async () => {
    const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{- $s := .state.seed | default (randAlphaNum 8) }}
      deployItems:
        - { name: web, type: landscaper.gardener.cloud/mock, config: { seed: {{ $s }} } }
      state: { seed: {{ $s }} }
`)
      .split('\n')
      .map((l) => (l === '' ? l : `            ${l}`))
      .join('\n');
    const inst = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Installation
metadata: { name: my-inst }
spec:
  blueprint:
    inline:
      filesystem:
        blueprint.yaml: |
${bp}`;
    for (const state of [
      'state:\n  deploymain: { seed: seed-inst-1a }\n',
      'state:\n  my-inst:\n    deploymain: { seed: seed-inst-1a }\n',
    ]) {
      const dir = await blueprintRepo({ 'inst.yaml': inst, 'values.yaml': state }, { path: 'inst.yaml' });
      const r = await renderOk(dir);
      expect(object(r, 'DeployItem', 'web').spec.config).toEqual({ seed: 'seed-inst-1a' });
    }
  });

  it('places a template error of an inline blueprint at its line in the Installation file', async () => {
    const text = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Installation
metadata: { name: broken }
spec:
  blueprint:
    inline:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
          deployExecutions:
            - name: main
              type: GoTemplate
              file: /deploy.yaml
        deploy.yaml: |
          deployItems:
            - name: x
              type: landscaper.gardener.cloud/mock
              config: {{ .imports.a | nosuchfunc }}
`;
    const d = await renderError(await blueprintRepo({ 'inst.yaml': text }, { path: 'inst.yaml' }));
    expect(d.message).toContain('function "nosuchfunc" not defined');
    expect(d).toMatchObject({ file: 'inst.yaml', line: lineOf(text, 'nosuchfunc') });
  });

  it('refuses a file that is not an Installation, at its kind', async () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: x }\n';
    const dir = await blueprintRepo({ 'inst.yaml': text }, { path: 'inst.yaml' });
    const d = await renderError(dir);
    expect(d.message).toContain('inst.yaml is neither a blueprint directory nor an Installation');
    expect(d).toMatchObject({ file: 'inst.yaml', line: lineOf(text, 'kind:') });
  });
});

describe("a values file's cd", () => {
  it('is the component descriptor when the source names none, per environment', async () => {
    const valuesFor = (version: string) => `imports: {}
cd:
  meta: { schemaVersion: v2 }
  component:
    name: example.com/inline
    version: ${version}
    provider: internal
    repositoryContexts: []
    sources: []
    componentReferences: []
    resources:
      - { name: image, type: ociImage, version: ${version}, relation: external, access: { type: ociRegistry, imageReference: "registry.example.com/inline:${version}" } }
`;
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: images
          type: landscaper.gardener.cloud/mock
          config:
            image: {{ (getResource .cd "name" "image").access.imageReference }}
            def: {{ .componentDescriptorDef.ref.componentName }}@{{ .componentDescriptorDef.ref.version }}
`),
        'values/dev.yaml': valuesFor('1.0.0'),
        'values/prod.yaml': valuesFor('2.0.0'),
      },
      { values: 'values/{env}.yaml' },
      ['dev', 'prod'],
    );
    for (const [env, version] of [
      ['dev', '1.0.0'],
      ['prod', '2.0.0'],
    ] as const) {
      const r = await renderOk(dir, env);
      const item = object(r, 'DeployItem', 'images');
      expect((item.spec as { config: unknown }).config).toEqual({
        image: `registry.example.com/inline:${version}`,
        def: `example.com/inline@${version}`,
      });
    }
  });
});
