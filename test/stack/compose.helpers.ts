// Fixtures for rendering Hub components through renderComponent (src/render/stack/compose.ts):
// a repository in a temp dir, a RenderContext over it, and one small implementation per type.
import path from 'node:path';
import { expect } from 'vitest';
import { RepositoryBoundary } from '../../src/boundary/boundary';
import type { EnvironmentConfig } from '../../src/config/types';
import { RunBudget } from '../../src/render/budget';
import { enginesFor } from '../../src/render/engines';
import { type ComponentRender, type HubComponent, renderComponent } from '../../src/render/stack/compose';
import type { RenderContext } from '../../src/render/types';

export const ENV: EnvironmentConfig = { name: 'dev' };

export function contextFor(root: string): RenderContext {
  const boundary = RepositoryBoundary.at(root);
  return { pipeline: 't', root, boundary, engines: enginesFor(boundary, 'rigging'), budget: new RunBudget() };
}

/** Renders component `name` at `<root>/<rel>` of stack source `platform`. */
export function renderAt(
  root: string,
  rel: string,
  parameters: Record<string, unknown> = {},
  extra: Partial<HubComponent> = {},
  name = 'web',
): Promise<ComponentRender> {
  return renderComponent(
    { stack: 'platform', name, dir: path.join(root, rel), parameters, ...extra },
    contextFor(root),
    ENV,
  );
}

export function errors(r: ComponentRender) {
  return r.render.diagnostics.filter((d) => d.severity === 'error');
}

/** A render without errors. */
export function expectOk(r: ComponentRender): void {
  expect(errors(r), JSON.stringify(r.render.diagnostics, null, 2)).toEqual([]);
}

/** The one error of a render. */
export function onlyError(r: ComponentRender) {
  const found = errors(r);
  expect(found, JSON.stringify(r.render.diagnostics, null, 2)).toHaveLength(1);
  return found[0] as (typeof found)[number];
}

/** A qbec app declaring external variable `replicas` (default "1") with one component reporting it. */
export function qbecApp(dir: string): Record<string, string> {
  return {
    [`${dir}/qbec.yaml`]: `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: webapp }
spec:
  environments:
    dev: { server: "https://dev.example:6443", defaultNamespace: dev-ns }
  vars:
    external:
      - { name: replicas, default: "1" }
      - { name: debug, default: false }
`,
    [`${dir}/components/web.jsonnet`]: `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' },
  data: { replicas: std.toString(std.extVar('replicas')), type: std.type(std.extVar('replicas')), debug: std.toString(std.extVar('debug')) } }
`,
  };
}

/** A JsonnetSnippet reading ext var `component.web.title`. */
export function snippet(dir: string): Record<string, string> {
  return {
    [`${dir}/dash.yaml`]: `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { title: std.extVar('component.web.title'), replicas: std.extVar('replicas') }
`,
  };
}

export const BLUEPRINT = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
imports:
  - name: replicas
    type: data
    schema: { type: integer }
  - name: host
    type: data
    schema: { type: string }
exports:
  - name: url
    type: data
    schema: { type: string }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: app
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest:
                  apiVersion: v1
                  kind: ConfigMap
                  metadata: { name: web, namespace: default }
                  data: { replicas: "{{ .imports.replicas }}", kind: "{{ kindOf .imports.replicas }}", host: "{{ .imports.host }}" }
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        url: https://{{ .imports.host }}
`;

/** A blueprint directory: imports replicas (integer) and host (string), exports url. */
export function blueprint(dir: string): Record<string, string> {
  return { [`${dir}/blueprint.yaml`]: BLUEPRINT };
}

/** A release job `web` declaring `app.port` (default 80) and `app.name`, and a deployment using it. */
export function boshRelease(releases: string): Record<string, string> {
  return {
    [`${releases}/app/jobs/web/spec`]: `name: web
templates:
  web.conf.erb: config/web.conf
properties:
  app.port: { default: 80 }
  app.name: { default: web }
`,
    [`${releases}/app/jobs/web/templates/web.conf.erb`]:
      "port=<%= p('app.port') %> class=<%= p('app.port').class %> name=<%= p('app.name') %>\n",
  };
}

export const BOSH_MANIFEST = `name: app
releases: [{ name: app, version: "1" }]
stemcells: [{ alias: default, os: ubuntu-jammy, version: latest }]
instance_groups:
  - name: web
    instances: 1
    azs: [z1]
    vm_type: small
    stemcell: default
    networks: [{ name: default }]
    jobs: [{ name: web, release: app }]
`;

/** hub-component.yaml with `extra` lines at the top level. */
export function hubComponent(name: string, extra = ''): string {
  return `version: 1
kind: component
meta:
  name: ${name}
parameters:
  - name: replicas
    value: "1"
${extra}`;
}
