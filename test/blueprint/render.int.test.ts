// A blueprint source through `rigging render`: imports constructed and validated, import, deploy and
// export executions, DeployItems as objects and artifacts, state, and values per environment.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, run } from '../qbec/helpers';
import {
  artifact,
  artifactNames,
  blueprintRepo,
  blueprintYaml,
  lineOf,
  object,
  render,
  renderError,
  renderOk,
} from './helpers';

cleanupTempDirs();

const target = (name: string, type = 'landscaper.gardener.cloud/kubernetes-cluster') =>
  `{ metadata: { name: ${name}, namespace: default }, spec: { type: ${type}, config: { kubeconfig: k-${name} } } }`;

/** A deploy execution writing one item `name` whose config is `config` (a flow mapping). */
const itemExecution = (config: string, name = 'item', exec = 'main') => `
  - name: ${exec}
    type: GoTemplate
    template: |
      deployItems:
        - name: ${name}
          type: landscaper.gardener.cloud/mock
          config: ${config}
`;

describe('imports', () => {
  it('gives data, target, targetList and targetMap imports to the templates, with prefixed target types', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: region
    type: data
    schema: { type: string }
  - name: cluster
    type: target
    targetType: kubernetes-cluster
  - name: clusters
    type: targetList
    targetType: kubernetes-cluster
  - name: byZone
    type: targetMap
    targetType: landscaper.gardener.cloud/kubernetes-cluster
deployExecutions:${itemExecution(
        '{ region: "{{ .imports.region }}", cluster: "{{ .imports.cluster.metadata.name }}", second: "{{ (index .imports.clusters 1).metadata.name }}", zone: "{{ .imports.byZone.b.spec.config.kubeconfig }}" }',
      )}`),
      'values.yaml': `imports:
  region: eu-imp-7a1
  cluster: ${target('c-main')}
  clusters: [${target('l0')}, ${target('l1')}]
  byZone: { a: ${target('za')}, b: ${target('zb')} }
`,
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({
      region: 'eu-imp-7a1',
      cluster: 'c-main',
      second: 'l1',
      zone: 'k-zb',
    });
  });

  it('refuses a target of another type than the prefixed targetType', async () => {
    const values = `imports:\n  cluster: ${target('c', 'kubernetes-cluster')}\n`;
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: cluster
    type: target
    targetType: kubernetes-cluster
`),
      'values.yaml': values,
    });
    const d = await renderError(dir);
    expect(d.message).toContain(
      'import "cluster": imported target type is kubernetes-cluster but expected landscaper.gardener.cloud/kubernetes-cluster',
    );
    expect(d).toMatchObject({ file: 'values.yaml', line: 2 });
  });

  it('prefixes the targetType of target and targetList imports only, not of targetMap', async () => {
    const bp = blueprintYaml(`imports:
  - { name: byZone, type: targetMap, targetType: kubernetes-cluster }
`);
    const prefixed = `imports:\n  byZone: { a: ${target('za')} }\n`;
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': prefixed }));
    expect(d.message).toContain(
      'element "a" of the imported targetmap type is landscaper.gardener.cloud/kubernetes-cluster but expected kubernetes-cluster',
    );
    const plain = `imports:\n  byZone: { a: ${target('za', 'kubernetes-cluster')} }\n`;
    await renderOk(await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': plain }));
  });

  it('uses default.value for an optional import without value and leaves other optional ones out', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: size
    type: data
    required: false
    default:
      value: small-def-41
    schema: { type: string }
  - name: extra
    type: data
    required: false
    schema: { type: string }
deployExecutions:${itemExecution('{ size: "{{ .imports.size }}", hasExtra: {{ hasKey .imports "extra" }} }')}`),
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ size: 'small-def-41', hasExtra: false });
  });

  it('constructs nested conditional imports only when their optional owner is satisfied', async () => {
    const bp = blueprintYaml(`imports:
  - name: tls
    type: data
    required: false
    schema: { type: boolean }
    imports:
      - name: cert
        type: data
        schema: { type: string }
deployExecutions:${itemExecution('{ cert: "{{ .imports.cert }}", tls: "{{ .imports.tls }}" }')}`);
    const without = await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': 'imports: {}\n' });
    const d = await renderError(without);
    // The owner is missing, so `cert` is not in scope and the template finds no value.
    expect(d.message).toContain('contains fields with "no value"');

    const withOwner = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml': 'imports:\n  tls: true\n  cert: cert-nested-93\n',
    });
    const r = await renderOk(withOwner);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ cert: 'cert-nested-93', tls: 'true' });

    const ownerOnly = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml': 'imports:\n  tls: true\n',
    });
    const missing = await renderError(ownerOnly);
    expect(missing.message).toContain('blueprint defines import "cert" of type data, which is not satisfied');
  });

  it('validates data imports against local:// and blueprint:// schemas before templating', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`localTypes:
  port: { type: integer, minimum: 1 }
imports:
  - name: service
    type: data
    schema:
      $ref: blueprint://schemas/service.json
deployExecutions:${itemExecution('{ port: {{ .imports.service.port }} }')}`),
      'bp/schemas/service.json': JSON.stringify({
        type: 'object',
        required: ['port'],
        properties: { port: { $ref: 'local://port' } },
      }),
      'values.yaml': 'imports:\n  service:\n    port: 8443\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ port: 8443 });
  });

  it('checks formats in a draft-04 schema too, and passes formats gojsonschema does not know', async () => {
    const bp = blueprintYaml(`imports:
  - name: contact
    type: data
    schema:
      $schema: http://json-schema.org/draft-04/schema#
      type: object
      properties:
        mail: { type: string, format: email }
        other: { type: string, format: no-such-format }
`);
    const ok = 'imports:\n  contact: { mail: a@example.com, other: anything }\n';
    await renderOk(await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': ok }));
    const bad = 'imports:\n  contact: { mail: nope, other: anything }\n';
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': bad }));
    expect(d.message).toContain('value at mail must match format "email"');
  });

  it('checks format keywords as gojsonschema does (email, date-time, ipv4, uri)', async () => {
    const bp = blueprintYaml(`imports:
  - name: contact
    type: data
    schema:
      type: object
      properties:
        mail: { type: string, format: email }
        since: { type: string, format: date-time }
        ip: { type: string, format: ipv4 }
        home: { type: string, format: uri }
deployExecutions:${itemExecution('{ mail: "{{ .imports.contact.mail }}" }')}`);
    const good = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml':
        'imports:\n  contact:\n    mail: ops@example.com\n    since: "2024-01-02T03:04:05Z"\n    ip: 10.0.0.1\n    home: https://example.com/x\n',
    });
    await renderOk(good);
    for (const [key, bad] of [
      ['mail', 'not-an-email'],
      ['since', 'yesterday'],
      ['ip', '10.0.0.300'],
      ['home', 'not a uri'],
    ] as const) {
      const values = `imports:\n  contact:\n    ${key}: "${bad}"\n`;
      const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp, 'values.yaml': values });
      const d = await renderError(dir);
      expect(d.message).toContain(
        `import "contact": imported datatype does not have the expected schema: value at ${key}`,
      );
      expect(d.message).toMatch(/must match format/);
      expect(d).toMatchObject({ file: 'values.yaml', line: 3 });
    }
  });
});

describe('import executions', () => {
  it("merges each execution's bindings into the imports the next one and the deploy executions see", async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: base
    type: data
    schema: { type: string }
importExecutions:
  - name: first
    type: GoTemplate
    template: |
      bindings:
        host: {{ .imports.base }}.example.com
  - name: second
    type: GoTemplate
    template: |
      bindings:
        url: https://{{ .imports.host }}/
deployExecutions:${itemExecution('{ url: "{{ .imports.url }}", base: "{{ .imports.base }}" }')}`),
      'values.yaml': 'imports:\n  base: ie-b8c\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({
      url: 'https://ie-b8c.example.com/',
      base: 'ie-b8c',
    });
  });

  it('stops at the first execution with errors and reports all of its errors', async () => {
    const bpText = blueprintYaml(`imports:
  - name: size
    type: data
    schema: { type: integer }
importExecutions:
  - name: check
    type: GoTemplate
    template: |
      errors:
      {{- if gt .imports.size 3.0 }}
        - size must be at most 3
        - size is {{ .imports.size }}
      {{- end }}
  - name: never
    type: GoTemplate
    template: |
      errors:
        - the second execution ran
`);
    const dir = await blueprintRepo({ 'bp/blueprint.yaml': bpText, 'values.yaml': 'imports:\n  size: 5\n' });
    const r = await render(dir);
    expect(r.code).not.toBe(0);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.message)).toEqual([
      'installation root: import execution "check": size must be at most 3',
      'installation root: import execution "check": size is 5',
    ]);
    expect(errors[0]).toMatchObject({ file: 'bp/blueprint.yaml', line: lineOf(bpText, '- name: check') });
  });
});

describe('deploy executions', () => {
  it('reads a template file and inline templates, YAML 1.1 (yes is true), with missing keys as zero values', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: from-file
    type: GoTemplate
    file: /templates/items.yaml
  - name: inline
    type: GoTemplate
    template: |
      deployItems:
        - name: second
          type: landscaper.gardener.cloud/mock
          config: { enabled: yes, disabled: off, absent: {{ .imports.nothing | default "dflt-z" | quote }} }
`),
      'bp/templates/items.yaml':
        'deployItems:\n  - name: first\n    type: landscaper.gardener.cloud/mock\n    config: { fromFile: tf-61d }\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'first').spec.config).toEqual({ fromFile: 'tf-61d' });
    expect(object(r, 'DeployItem', 'second').spec.config).toEqual({
      enabled: true,
      disabled: false,
      absent: 'dflt-z',
    });
    expect(artifactNames(r)).toEqual(['root/deployitems/first', 'root/deployitems/second', 'root/exports']);
  });

  it('gives templates include, readFile and readDir over the blueprint directory', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - { name: name, type: data, schema: { type: string } }
deployExecutions:
  - name: main
    type: GoTemplate
    file: templates/deploy.yaml
`),
      'bp/templates/deploy.yaml': `deployItems:
  - name: item
    type: landscaper.gardener.cloud/mock
    config:
      greeting: {{ include "templates/greeting.tpl" .imports.name }}
      motd: {{ readFile "files/motd.txt" | trim | quote }}
      files: {{ range readDir "files" }}{{ .Name }} {{ end }}
`,
      'bp/templates/greeting.tpl': 'hello-{{ . }}',
      'bp/files/motd.txt': 'motd-inc-3f\n',
      'bp/files/second.txt': '',
      'values.yaml': 'imports:\n  name: inc-3f\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({
      greeting: 'hello-inc-3f',
      motd: 'motd-inc-3f',
      files: 'motd.txt second.txt',
    });
  });

  it('emits each DeployItem as an object and an artifact, and the manifests of kubernetes-manifest items', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: cluster
    type: target
    targetType: kubernetes-cluster
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: web
          type: landscaper.gardener.cloud/kubernetes-manifest
          target: { import: cluster }
          labels: { team: blue }
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest: { apiVersion: v1, kind: ConfigMap, metadata: { name: web-cfg, namespace: web }, data: { k: km-5e0 } }
              - policy: ignore
                manifest: { apiVersion: v1, kind: ConfigMap, metadata: { name: ignored, namespace: web } }
        - name: legacy
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha1
            kind: ProviderConfiguration
            manifests:
              - { apiVersion: v1, kind: Namespace, metadata: { name: legacy-ns } }
        - name: chart
          type: landscaper.gardener.cloud/helm
          config: { chart: { ref: example.com/chart:1.0.0 } }
`),
      'values.yaml': `imports:\n  cluster: ${target('prod-cluster')}\n`,
    });
    const r = await renderOk(dir);
    const web = object(r, 'DeployItem', 'web');
    expect(web.apiVersion).toBe('landscaper.gardener.cloud/v1alpha1');
    expect(web.metadata.labels).toEqual({ team: 'blue', 'execution.landscaper.gardener.cloud/name': 'web' });
    expect(web.metadata.annotations).toMatchObject({
      'landscaper.gardener.cloud/deployer-type': 'landscaper.gardener.cloud/kubernetes-manifest',
      'landscaper.gardener.cloud/deployer-target-name': 'prod-cluster',
    });
    expect(web.spec.target).toEqual({ name: 'prod-cluster', namespace: 'default' });
    expect(object(r, 'ConfigMap', 'web-cfg').data).toEqual({ k: 'km-5e0' });
    object(r, 'Namespace', 'legacy-ns');
    expect(r.objects.some((o) => o.object.metadata?.name === 'ignored')).toBe(false);
    // A helm item is a DeployItem only.
    expect(r.objects.map((o) => `${o.component} ${o.object.kind}/${o.object.metadata.name}`).sort()).toEqual([
      'root/chart DeployItem/chart',
      'root/legacy DeployItem/legacy',
      'root/legacy Namespace/legacy-ns',
      'root/web ConfigMap/web-cfg',
      'root/web DeployItem/web',
    ]);
    expect(artifact(r, 'root/deployitems/web')).toEqual(web);
  });

  it('resolves a target by index of a targetList import and by key of a targetMap import', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - { name: list, type: targetList, targetType: kubernetes-cluster }
  - { name: map, type: targetMap, targetType: landscaper.gardener.cloud/kubernetes-cluster }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - { name: by-index, type: landscaper.gardener.cloud/mock, target: { import: list, index: 1 } }
        - { name: by-key, type: landscaper.gardener.cloud/mock, target: { import: map, key: east } }
        - { name: by-name, type: landscaper.gardener.cloud/mock, target: { name: literal-t } }
`),
      'values.yaml': `imports:
  list: [${target('l-zero')}, { metadata: { name: l-one }, spec: { type: landscaper.gardener.cloud/kubernetes-cluster } }]
  map: { west: ${target('m-west')}, east: ${target('m-east')} }
`,
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'by-index').spec.target).toEqual({ name: 'l-one' });
    expect(object(r, 'DeployItem', 'by-key').spec.target).toEqual({ name: 'm-east', namespace: 'default' });
    expect(object(r, 'DeployItem', 'by-name').spec.target).toEqual({
      name: 'literal-t',
      namespace: 'default',
    });
    expect(
      object(r, 'DeployItem', 'by-key').metadata.annotations[
        'landscaper.gardener.cloud/deployer-target-name'
      ],
    ).toBe('m-east');
  });

  it('reads the values file as YAML 1.1, as Landscaper does (yes is a boolean)', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - { name: enabled, type: data, schema: { type: boolean } }
deployExecutions:${itemExecution('{ enabled: {{ .imports.enabled }} }')}`),
      'values.yaml': 'imports:\n  enabled: yes\n',
    });
    const r = await renderOk(dir);
    expect(object(r, 'DeployItem', 'item').spec.config).toEqual({ enabled: true });
  });

  it('orders deploy items by dependsOn across executions', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`deployExecutions:
  - name: one
    type: GoTemplate
    template: |
      deployItems:
        - { name: app, type: landscaper.gardener.cloud/mock, dependsOn: [db, net] }
        - { name: db, type: landscaper.gardener.cloud/mock, dependsOn: [net] }
  - name: two
    type: GoTemplate
    template: |
      deployItems:
        - { name: net, type: landscaper.gardener.cloud/mock }
`),
    });
    const r = await renderOk(dir);
    expect(artifactNames(r)).toEqual([
      'root/deployitems/net',
      'root/deployitems/db',
      'root/deployitems/app',
      'root/exports',
    ]);
    expect(
      artifact(r, 'root/deployitems/app').metadata.annotations[
        'execution.landscaper.gardener.cloud/dependsOn'
      ],
    ).toBe('db,net');
  });
});

describe('state', () => {
  const bp = blueprintYaml(`deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      {{- $pw := .state.password | default (randAlphaNum 16) }}
      deployItems:
        - name: item
          type: landscaper.gardener.cloud/mock
          config: { password: {{ $pw }} }
      state:
        password: {{ $pw }}
`);

  it('writes the state an execution returns, random without stored state', async () => {
    const dir = await blueprintRepo({ 'bp/blueprint.yaml': bp });
    const a = await renderOk(dir);
    const b = await renderOk(dir);
    const pa = object(a, 'DeployItem', 'item').spec.config.password;
    expect(pa).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(object(b, 'DeployItem', 'item').spec.config.password).not.toBe(pa);
    expect(artifact(a, 'root/state')).toEqual({ state: { deploymain: { password: pa } } });
  });

  it('is stable with the state of the values file, for the root and for an installation path', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml': 'state:\n  deploymain:\n    password: stored-pw-0c3\n',
    });
    for (let i = 0; i < 2; i++) {
      const r = await renderOk(dir);
      expect(object(r, 'DeployItem', 'item').spec.config.password).toBe('stored-pw-0c3');
      expect(artifact(r, 'root/state')).toEqual({ state: { deploymain: { password: 'stored-pw-0c3' } } });
    }
    const byPath = await blueprintRepo({
      'bp/blueprint.yaml': bp,
      'values.yaml': 'state:\n  root:\n    deploymain:\n      password: path-pw-7e2\n',
    });
    const r = await renderOk(byPath);
    expect(object(r, 'DeployItem', 'item').spec.config.password).toBe('path-pw-7e2');
  });
});

describe('export executions', () => {
  it("exports from the deployers' simulated exports, merged in order, target exports as Targets", async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`exports:
  - name: url
    type: data
    schema: { type: string }
  - name: port
    type: data
    schema: { type: integer }
  - name: cluster
    type: target
    targetType: kubernetes-cluster
deployExecutions:${itemExecution('{}', 'svc')}
exportExecutions:
  - name: first
    type: GoTemplate
    template: |
      exports:
        url: first
        port: {{ .values.deployitems.svc.port }}
  - name: second
    type: GoTemplate
    template: |
      exports:
        url: {{ .deployitems.svc.url }}
        cluster:
          type: landscaper.gardener.cloud/kubernetes-cluster
          config: { kubeconfig: {{ .deployitems.svc.kubeconfig }} }
`),
      'exports.yaml': 'svc:\n  url: https://svc-ex-2d4\n  port: 8080\n  kubeconfig: kc-ex-2d4\n',
    });
    const r = await renderOk(dir);
    expect(artifact(r, 'root/exports')).toEqual({
      url: 'https://svc-ex-2d4',
      port: 8080,
      cluster: {
        apiVersion: 'landscaper.gardener.cloud/v1alpha1',
        kind: 'Target',
        metadata: { name: 'cluster', namespace: 'default' },
        spec: { type: 'landscaper.gardener.cloud/kubernetes-cluster', config: { kubeconfig: 'kc-ex-2d4' } },
      },
    });
  });

  it('merges the exports of successive executions deeply, later values winning (utils.MergeMaps)', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`exports:
  - name: settings
    type: data
    schema: { type: object }
exportExecutions:
  - name: defaults
    type: GoTemplate
    template: |
      exports:
        settings: { tls: { enabled: false, port: 443 }, replicas: 1, tags: [a] }
  - name: overrides
    type: GoTemplate
    template: |
      exports:
        settings: { tls: { enabled: true }, tags: [b] }
`),
    });
    const r = await renderOk(dir);
    expect(artifact(r, 'root/exports')).toEqual({
      settings: { tls: { enabled: true, port: 443 }, replicas: 1, tags: ['b'] },
    });
  });

  it('validates data exports against their schema and keeps export state from the values file', async () => {
    const bp = blueprintYaml(`exports:
  - name: port
    type: data
    schema: { type: integer, maximum: 65535 }
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      {{- $p := .state.port | default 70000 }}
      exports:
        port: {{ $p }}
      state:
        port: {{ $p }}
`);
    const d = await renderError(await blueprintRepo({ 'bp/blueprint.yaml': bp }));
    expect(d.message).toBe('installation root: export "port": exported value must be <= 65535');
    expect(d).toMatchObject({
      file: 'bp/blueprint.yaml',
      line: lineOf(bp, '- name: port'),
      reason: 'ExportSchemaInvalid',
    });
    const r = await renderOk(
      await blueprintRepo({
        'bp/blueprint.yaml': bp,
        'values.yaml': 'state:\n  exportex:\n    port: 8443\n',
      }),
    );
    expect(artifact(r, 'root/exports')).toEqual({ port: 8443 });
    expect(artifact(r, 'root/state')).toEqual({ state: { exportex: { port: 8443 } } });
  });

  it('refuses a declared export without value, and a target export of the wrong type', async () => {
    const bp = (type: string) =>
      blueprintYaml(`exports:
  - name: url
    type: data
    schema: { type: string }
  - name: cluster
    type: target
    targetType: kubernetes-cluster
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        cluster: { type: ${type}, config: {} }
`);
    const missing = await renderError(
      await blueprintRepo({ 'bp/blueprint.yaml': bp('landscaper.gardener.cloud/kubernetes-cluster') }),
    );
    expect(missing.message).toContain('export "url" of type data has no value');
    expect(missing).toMatchObject({ file: 'bp/blueprint.yaml', line: 4 });

    const r = await render(await blueprintRepo({ 'bp/blueprint.yaml': bp('other-type') }));
    expect(r.code).not.toBe(0);
    expect(r.diagnostics.map((d) => d.message)).toContain(
      'installation root: export "cluster": target type is other-type but expected landscaper.gardener.cloud/kubernetes-cluster',
    );
  });
});

describe('environments', () => {
  it('reads {env} values and exports per environment', async () => {
    const dir = await blueprintRepo(
      {
        'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: replicas
    type: data
    schema: { type: integer }
exports:
  - name: endpoint
    type: data
    schema: { type: string }
deployExecutions:${itemExecution('{ replicas: {{ .imports.replicas }} }')}
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        endpoint: {{ .deployitems.item.endpoint }}
`),
        'values/dev.yaml': 'imports:\n  replicas: 1\n',
        'values/prod.yaml': 'imports:\n  replicas: 5\n',
        'exports/dev.yaml': 'item: { endpoint: dev-ep-a91 }\n',
        'exports/prod.yaml': 'item: { endpoint: prod-ep-a91 }\n',
      },
      { values: 'values/{env}.yaml', exports: 'exports/{env}.yaml' },
      ['dev', 'prod'],
    );
    const dev = await renderOk(dir, 'dev');
    const prod = await renderOk(dir, 'prod');
    expect(object(dev, 'DeployItem', 'item').spec.config).toEqual({ replicas: 1 });
    expect(object(prod, 'DeployItem', 'item').spec.config).toEqual({ replicas: 5 });
    expect(artifact(dev, 'root/exports')).toEqual({ endpoint: 'dev-ep-a91' });
    expect(artifact(prod, 'root/exports')).toEqual({ endpoint: 'prod-ep-a91' });
    // One render of both environments gives each its own.
    const both = await renderJson(dir);
    expect(both.code, both.stderr).toBe(0);
    const replicas = both.json?.environments.map((e) => [
      e.name,
      e.objects.find((o) => o.object.kind === 'DeployItem')?.object.spec.config.replicas,
    ]);
    expect(replicas).toEqual([
      ['dev', 1],
      ['prod', 5],
    ]);
  });
});

describe('secrets', () => {
  it('keeps a Secret of a kubernetes-manifest item out of the output without -S and out of diagnostics', async () => {
    const canary = 'canary-bp-SECRET-7f3e9a';
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: password
    type: data
    schema: { type: string }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: creds
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest:
                  apiVersion: v1
                  kind: Secret
                  metadata: { name: creds, namespace: app }
                  stringData: { password: {{ .imports.password }} }
              - policy: manage
                manifest:
                  apiVersion: v1
                  kind: ConfigMap
                  metadata: { name: after, namespace: app }
                  data: { x: "{{ .imports.nothing.deeper }}" }
`),
      'values.yaml': `imports:\n  password: ${canary}\n`,
    });
    // The ConfigMap's `<no value>` makes the render fail after the Secret was templated.
    const failed = await render(dir);
    expect(failed.code).not.toBe(0);
    expect(failed.diagnostics.length).toBeGreaterThan(0);
    expect(failed.stdout + failed.stderr).not.toContain(canary);

    const fixed = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - name: password
    type: data
    schema: { type: string }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: creds
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest:
                  apiVersion: v1
                  kind: Secret
                  metadata: { name: creds, namespace: app }
                  stringData: { password: {{ .imports.password }} }
`),
      'values.yaml': `imports:\n  password: ${canary}\n`,
    });
    for (const output of ['json', 'yaml']) {
      const r = await run(fixed, ['render', '--env', 'dev', '-o', output]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('creds');
      expect(r.stdout + r.stderr).not.toContain(canary);
    }
    const shown = await render(fixed, 'dev', ['-S']);
    expect(shown.stdout).toContain(canary);
  });

  it('does not quote a Secret value standing next to a `<no value>` in the diagnostic', async () => {
    const canary = 'canary-bp-SAME-LINE-4410';
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprintYaml(`imports:
  - { name: password, type: data, schema: { type: string } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: creds
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            manifests:
              - { apiVersion: v1, kind: Secret, metadata: { name: creds }, stringData: { password: {{ .imports.password }}, user: {{ .imports.user }} } }
`),
      'values.yaml': `imports:\n  password: ${canary}\n`,
    });
    const d = await renderError(dir);
    expect(d.message).toContain('contains fields with "no value" (output line 6:');
    expect(d.message).toContain('(user)');
    expect(JSON.stringify(d) + d.stderr).not.toContain(canary);
  });
});
