// Subinstallations through `rigging render`: static (a file of the blueprint, or inline) and
// templated, importing from the parent's imports and their siblings' exports, ordered by that graph.
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

/** The producer's blueprint, a resource of a referenced component: imports `prefix`, exports `url` and `cluster`. */
const producerBlueprint = blueprintYaml(`imports:
  - { name: prefix, type: data, schema: { type: string } }
exports:
  - { name: url, type: data, schema: { type: string } }
  - { name: cluster, type: target, targetType: kubernetes-cluster }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: server
          type: landscaper.gardener.cloud/mock
          config: { prefix: {{ .imports.prefix }}, component: {{ .cd.component.name }} }
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        url: {{ .imports.prefix }}-{{ .deployitems.server.host }}
        cluster: { type: landscaper.gardener.cloud/kubernetes-cluster, config: { kubeconfig: kc-sub-4b } }
`);

const consumerFile = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: InstallationTemplate
name: consumer
blueprint:
  ref: cd://resources/consumer-bp
imports:
  data:
    - { name: url, dataRef: producerUrl }
  targets:
    - { name: cluster, target: producerCluster }
exports:
  data:
    - { name: seen, dataRef: consumerSeen }
`;

const consumerBlueprint = blueprintYaml(`imports:
  - { name: url, type: data, schema: { type: string } }
  - { name: cluster, type: target, targetType: kubernetes-cluster }
exports:
  - { name: seen, type: data, schema: { type: string } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: client
          type: landscaper.gardener.cloud/kubernetes-manifest
          target: { import: cluster }
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest: { apiVersion: v1, kind: ConfigMap, metadata: { name: client, namespace: c }, data: { url: "{{ .imports.url }}" } }
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        seen: seen {{ .imports.url }} via {{ .imports.cluster.metadata.name }}
`);

const descriptor = `meta:
  schemaVersion: v2
component:
  name: example.com/platform
  version: 1.2.3
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences:
    - { name: producer, componentName: example.com/producer, version: 0.4.0 }
  resources:
    - name: consumer-bp
      type: landscaper.gardener.cloud/blueprint
      relation: local
      access:
        type: localFilesystemBlob
        filename: consumer
        mediaType: application/vnd.gardener.landscaper.blueprint.v1+tar+gzip
`;

const producerDescriptor = `meta:
  schemaVersion: v2
component:
  name: example.com/producer
  version: 0.4.0
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences: []
  resources:
    - name: producer-bp
      type: blueprint
      relation: local
      access: { type: localFilesystemBlob, filename: producer-bp }
`;

describe('subinstallations', () => {
  it('runs static and templated subinstallations in export-import order, the parent exporting their exports', async () => {
    const parent = blueprintYaml(`imports:
  - { name: parentPrefix, type: data, schema: { type: string } }
  - { name: subName, type: data, schema: { type: string } }
exports:
  - { name: summary, type: data, schema: { type: string } }
  - { name: producerCluster, type: target, targetType: kubernetes-cluster }
subinstallations:
  - file: /installations/consumer.yaml
subinstallationExecutions:
  - name: templated
    type: GoTemplate
    template: |
      subinstallations:
        - name: {{ .imports.subName }}
          blueprint: { ref: cd://componentReferences/producer/resources/producer-bp }
          imports: { data: [{ name: prefix, dataRef: parentPrefix }] }
          exports:
            data: [{ name: url, dataRef: producerUrl }]
            targets: [{ name: cluster, target: producerCluster }]
exportExecutions:
  - name: summary
    type: GoTemplate
    template: |
      exports:
        summary: "{{ .dataobjects.consumerSeen }} / {{ .values.dataobjects.producerUrl }} / {{ .targets.producerCluster.spec.config.kubeconfig }}"
`);
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': parent,
        'bp/installations/consumer.yaml': consumerFile,
        'cd/platform/component-descriptor.yaml': descriptor,
        'cd/platform/blobs/consumer/blueprint.yaml': consumerBlueprint,
        'cd/producer/component-descriptor.yaml': producerDescriptor,
        'cd/producer/blobs/producer-bp/blueprint.yaml': producerBlueprint,
        'values.yaml': 'imports:\n  parentPrefix: pre-sub-61\n  subName: producer\n',
        'exports.yaml': 'root/producer/server:\n  host: host-sub-61\n',
      },
      { componentDescriptor: 'cd/platform/component-descriptor.yaml' },
    );
    const r = await renderOk(dir);
    // The consumer is written first but imports the producer's exports, so it runs second.
    expect(artifactNames(r)).toEqual([
      'root/exports',
      'root/producer/installation',
      'root/producer/deployitems/server',
      'root/producer/exports',
      'root/consumer/installation',
      'root/consumer/deployitems/client',
      'root/consumer/exports',
    ]);
    expect(artifact(r, 'root/producer/exports')).toMatchObject({ url: 'pre-sub-61-host-sub-61' });
    expect(artifact(r, 'root/consumer/exports')).toEqual({
      seen: 'seen pre-sub-61-host-sub-61 via producerCluster',
    });
    expect(artifact(r, 'root/exports')).toEqual({
      summary: 'seen pre-sub-61-host-sub-61 via producerCluster / pre-sub-61-host-sub-61 / kc-sub-4b',
      producerCluster: {
        apiVersion: 'landscaper.gardener.cloud/v1alpha1',
        kind: 'Target',
        metadata: { name: 'producerCluster', namespace: 'default' },
        spec: { type: 'landscaper.gardener.cloud/kubernetes-cluster', config: { kubeconfig: 'kc-sub-4b' } },
      },
    });
    const installation = artifact(r, 'root/consumer/installation');
    expect(installation).toMatchObject({
      apiVersion: 'landscaper.gardener.cloud/v1alpha1',
      kind: 'Installation',
      metadata: { name: 'consumer', namespace: 'default' },
      spec: {
        blueprint: { ref: { resourceName: 'consumer-bp' } },
        componentDescriptor: { ref: { componentName: 'example.com/platform', version: '1.2.3' } },
        imports: { data: [{ name: 'url', dataRef: 'producerUrl' }] },
      },
    });
    expect(object(r, 'DeployItem', 'consumer-client').spec.target).toEqual({
      name: 'producerCluster',
      namespace: 'default',
    });
    expect(object(r, 'DeployItem', 'producer-server').spec.config).toEqual({
      prefix: 'pre-sub-61',
      component: 'example.com/producer',
    });
    expect(artifact(r, 'root/producer/installation').spec).toMatchObject({
      blueprint: { ref: { resourceName: 'producer-bp' } },
      componentDescriptor: { ref: { componentName: 'example.com/producer', version: '0.4.0' } },
    });
    expect(object(r, 'ConfigMap', 'client').data).toEqual({ url: 'pre-sub-61-host-sub-61' });
    expect(r.objects.find((o) => o.object.kind === 'ConfigMap')?.component).toBe('root/consumer/client');
  });

  it('takes an inline subinstallation and keeps state per installation path', async () => {
    const parent = blueprintYaml(`subinstallations:
  - apiVersion: landscaper.gardener.cloud/v1alpha1
    kind: InstallationTemplate
    name: child
    blueprint:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
          deployExecutions:
            - name: gen
              type: GoTemplate
              template: |
                {{- $t := .state.token | default (randAlphaNum 10) }}
                deployItems:
                  - { name: job, type: landscaper.gardener.cloud/mock, config: { token: {{ $t }} } }
                state: { token: {{ $t }} }
`);
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': parent,
      'values.yaml': 'state:\n  root/child:\n    deploygen:\n      token: child-tok-5c\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'child-job').spec.config).toEqual({ token: 'child-tok-5c' });
    expect(artifact(r, 'root/child/state')).toEqual({ state: { deploygen: { token: 'child-tok-5c' } } });
    expect(
      artifact(r, 'root/child/installation').spec.blueprint.inline.filesystem['blueprint.yaml'],
    ).toContain('name: gen');
  });

  it('passes literal importDataMappings and refuses Spiff expressions in them', async () => {
    const child = (mapping: string) =>
      blueprintYaml(`subinstallations:
  - name: child
    blueprint:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
          imports:
            - { name: mapped, type: data, schema: { type: object } }
          deployExecutions:
            - name: main
              type: GoTemplate
              template: |
                deployItems:
                  - { name: m, type: landscaper.gardener.cloud/mock, config: {{ toJson .imports.mapped }} }
    importDataMappings:
      mapped: ${mapping}
`);
    const r = await renderOk(await blueprintRepo({ 'bp/blueprint.yaml': child('{ literal: map-lit-0e }') }));
    expect(object(r, 'DeployItem', 'child-m').spec.config).toEqual({ literal: 'map-lit-0e' });
    const bp = child('{ fromSpiff: (( imports.x )) }');
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe('installation root: data mapping "mapped": Spiff templates are not supported yet');
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: child'),
      reason: 'SpiffUnsupported',
    });
  });

  it('places an error in an inline child blueprint at its line in the parent file', async () => {
    const inline = (body: string) =>
      blueprintYaml(`subinstallations:
  - name: child
    blueprint:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
${body}`);
    const syntax = inline(`          deployExecutions:
            - name: main
              type: GoTemplate
              template: |
                deployItems:
                  - { name: m, type: landscaper.gardener.cloud/mock, config: { a: "{{ if }}" } }
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': syntax }));
    expect(d.message).toBe(
      'installation root/child: deploy execution "main": template: execution:2: missing value for if',
    );
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(syntax, '- { name: m,') });

    const invalid = inline(`          imports:
            - { name: broken, type: nosuchtype }
`);
    const v = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': invalid }));
    expect(v.message).toContain('unsupported import type "nosuchtype"');
    expect(v).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(invalid, '- { name: broken') });

    // A grandchild inline in the inline child: the place moves out twice.
    const nested = inline(`          subinstallations:
            - name: grandchild
              blueprint:
                filesystem:
                  blueprint.yaml: |
                    apiVersion: landscaper.gardener.cloud/v1alpha1
                    kind: Blueprint
                    imports:
                      - { name: needed, type: data, schema: { type: string } }
`);
    const n = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': nested }));
    expect(n.message).toBe(
      'installation root/child/grandchild: blueprint defines import "needed" of type data, which is not satisfied',
    );
    expect(n).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(nested, '- { name: needed') });
  });

  it('places an error in a templated inline child at the execution that wrote it', async () => {
    const bp = blueprintYaml(`subinstallationExecutions:
  - name: subs
    type: GoTemplate
    template: |
      subinstallations:
        - name: child
          blueprint:
            filesystem:
              blueprint.yaml: |
                apiVersion: landscaper.gardener.cloud/v1alpha1
                kind: Blueprint
                imports:
                  - { name: needed, type: data, schema: { type: string } }
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toContain('import "needed" of type data, which is not satisfied');
    expect(d).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(bp, '- name: subs') });
  });

  it('refuses a cycle among siblings, naming the installations', async () => {
    const sub = (name: string, imports: string, exports: string) => `
  - name: ${name}
    blueprint:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
    imports: { data: [{ name: in, dataRef: ${imports} }] }
    exports: { data: [{ name: out, dataRef: ${exports} }] }`;
    const bp =
      blueprintYaml(`subinstallations:${sub('alpha', 'fromGamma', 'fromAlpha')}${sub('beta', 'fromAlpha', 'fromBeta')}${sub('gamma', 'fromBeta', 'fromGamma')}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe(
      'installation root: the subinstallations have a cycle: alpha -{depends_on}-> gamma -{depends_on}-> beta -{depends_on}-> alpha',
    );
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: alpha'),
      reason: 'SubinstallationCycle',
    });
  });

  it('refuses duplicate subinstallation names and imports from outside the parent scope', async () => {
    const sub = (name: string, extra = '') => `
  - name: ${name}
    blueprint: { filesystem: { blueprint.yaml: "apiVersion: landscaper.gardener.cloud/v1alpha1\\nkind: Blueprint\\n" } }${extra}`;
    const dup = blueprintYaml(`subinstallations:${sub('same')}${sub('same')}\n`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': dup }));
    expect(d.message).toContain('duplicate subinstallation name "same"');
    expect(d.line).toBe(lineOf(dup, '- name: same', dup.indexOf('- name: same') + 1));

    const scope = blueprintYaml(
      `subinstallations:${sub('lonely', '\n    imports: { data: [{ name: x, dataRef: nowhere }] }')}\n`,
    );
    const s = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': scope }));
    expect(s.message).toBe(
      'installation root: unable to find data import nowhere for installation root/lonely',
    );
    expect(s).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(scope, '- name: lonely') });
  });

  it("imports one element of the parent's targetList or targetMap import as name[index] / name[key]", async () => {
    // Landscaper's controller stores each element of such an import as a Target of its own, named
    // `name[0]` or `name[key]` in the subinstallations' context, so a child can import just one.
    const child = (name: string, ref: string) => `
  - name: ${name}
    imports: { targets: [{ name: cluster, target: "${ref}" }] }
    blueprint:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
          imports:
            - { name: cluster, type: target, targetType: kubernetes-cluster }
          deployExecutions:
            - name: main
              type: GoTemplate
              template: |
                deployItems:
                  - { name: job, type: landscaper.gardener.cloud/mock, config: { kc: {{ .imports.cluster.spec.config.kubeconfig }} } }`;
    const parent = blueprintYaml(`imports:
  - { name: fleet, type: targetMap, targetType: landscaper.gardener.cloud/kubernetes-cluster }
  - { name: pool, type: targetList, targetType: kubernetes-cluster }
subinstallations:${child('east', 'fleet[east]')}${child('second', 'pool[1]')}
`);
    const target = (name: string) =>
      `{ apiVersion: landscaper.gardener.cloud/v1alpha1, kind: Target, metadata: { name: ${name}, namespace: ns }, spec: { type: landscaper.gardener.cloud/kubernetes-cluster, config: { kubeconfig: kc-${name} } } }`;
    const values = `imports:
  fleet: { east: ${target('t-east')}, west: ${target('t-west')} }
  pool: [${target('t-p0')}, ${target('t-p1')}]
`;
    const r = await renderOk(await blueprintRepo({ 'bp/blueprint.yaml': parent, 'values.yaml': values }));
    expect(object(r, 'DeployItem', 'east-job').spec.config).toEqual({ kc: 'kc-t-east' });
    expect(object(r, 'DeployItem', 'second-job').spec.config).toEqual({ kc: 'kc-t-p1' });

    const missing = blueprintYaml(`imports:
  - { name: fleet, type: targetMap, targetType: landscaper.gardener.cloud/kubernetes-cluster }
subinstallations:${child('north', 'fleet[north]')}
`);
    const d = await renderError(
      await blueprintRepo({
        'bp/blueprint.yaml': missing,
        'values.yaml': `imports:\n  fleet: { east: ${target('t-east')} }\n`,
      }),
    );
    expect(d.message).toBe(
      'installation root: unable to find target import fleet[north] for installation root/north',
    );
  });
});
