// A repository with one Hub stack source composing a qbec app, a snippet, a blueprint and a BOSH
// deployment: stack parameter `replicas` (params.yaml, params-prod.yaml) reaches each of them, the
// blueprint's export `url` reaches the qbec app as `${ingress:url}`, and an optional component
// whose requirement is tuned optional is skipped.
import { expect } from 'vitest';
import { type RenderJson, renderJson } from '../qbec/helpers';
import { BLUEPRINT, BOSH_MANIFEST, boshRelease } from './compose.helpers';

export const HUB = 'stacks/dev/hub.yaml';

/** rigging.yaml with environments dev and prod and stack source `platform` (`extra` keys added to it). */
export function riggingYaml(extra = ''): string {
  return `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {}, prod: {} }
  sources:
    - name: platform
      type: stack
      path: ${HUB}
      capabilities: { dev: [kubectl], prod: [kubectl] }
${extra}`;
}

export const HUB_YAML = `version: 1
kind: stack
meta:
  name: demo
components:
  - name: ingress
    source: { dir: ../../components/ingress }
  - name: web
    source: { dir: ../../components/web }
  - name: dash
    source: { dir: ../../components/dash }
  - name: nats
    source: { dir: ../../components/nats }
  - name: extra
    source: { dir: ../../components/extra }
lifecycle:
  order: [ingress, web, dash, nats, extra]
  optional: [extra]
  requires:
    optional: [vault:extra]
parameters:
  - name: dns.domain
    value: example.com
`;

const component = (name: string, body: string) => `version: 1
kind: component
meta:
  name: ${name}
${body}`;

/** The stack's files, `overrides` replacing or adding any (null drops one). */
export function stackFiles(overrides: Record<string, string | null> = {}): Record<string, string> {
  const files: Record<string, string | null> = {
    'rigging.yaml': riggingYaml(),
    [HUB]: HUB_YAML,
    'stacks/dev/params.yaml': 'parameters:\n  - name: replicas\n    value: "2"\n',
    'stacks/dev/params-prod.yaml': 'parameters:\n  - name: replicas\n    value: "5"\n',

    'components/ingress/hub-component.yaml': component(
      'ingress',
      `provides: [ingress]\nparameters:\n  - name: replicas\n  - name: host\n    value: web.\${dns.domain}\n`,
    ),
    'components/ingress/blueprint.yaml': BLUEPRINT,

    'components/web/hub-component.yaml': component(
      'web',
      `requires: [kubectl, ingress]\nparameters:\n  - name: replicas\n  - name: url\n    value: \${ingress:url}\n`,
    ),
    'components/web/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: webapp }
spec:
  environments:
    dev: { server: "https://dev.example:6443", defaultNamespace: web-dev }
    prod: { server: "https://prod.example:6443", defaultNamespace: web-prod }
  vars:
    external:
      - { name: replicas, default: "1" }
      - { name: url, default: "" }
`,
    'components/web/components/web.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' },
  data: { replicas: std.extVar('replicas'), url: std.extVar('url') } }
`,

    'components/dash/hub-component.yaml': component('dash', 'parameters:\n  - name: replicas\n'),
    'components/dash/dash.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash' }, data: { replicas: std.extVar('replicas') } }
`,

    'components/nats/hub-component.yaml': component(
      'nats',
      `parameters:\n  - name: replicas\n  - name: app.name\n    value: nats-x\${replicas}\n`,
    ),
    'components/nats/deployment.yml': BOSH_MANIFEST,
    ...boshRelease('components/nats/releases'),

    'components/extra/hub-component.yaml': component(
      'extra',
      'requires: [vault]\nlifecycle:\n  bare: allow\nparameters:\n  - name: replicas\n',
    ),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string] => e[1] !== null));
}

export type EnvJson = RenderJson['environments'][number];

/** One environment of `rigging render -o json` in `dir`, which must succeed. */
export async function renderEnv(dir: string, env = 'dev'): Promise<EnvJson> {
  const r = await renderJson(dir, ['--env', env]);
  expect(r.code, r.stderr).toBe(0);
  const found = r.json?.environments.find((e) => e.name === env);
  expect(found).toBeDefined();
  return found as EnvJson;
}

interface ArtifactJson {
  source: string;
  name: string;
  mediaType: string;
  content: string;
}

export function artifact(env: EnvJson, name: string): ArtifactJson {
  const found = (env.artifacts as ArtifactJson[]).find((a) => a.name === name);
  expect(found, `artifact ${name}`).toBeDefined();
  return found as ArtifactJson;
}

// biome-ignore lint/suspicious/noExplicitAny: the plan is free-form JSON read back in tests
export function planOf(env: EnvJson): any {
  return JSON.parse(artifact(env, 'plan').content);
}

/** The object `kind/name` of component `component` (prefix match: `web` finds `web/web`). */
// biome-ignore lint/suspicious/noExplicitAny: rendered Kubernetes objects are free-form JSON
export function objectOf(env: EnvJson, component: string, kind: string, name: string): any {
  const found = env.objects.find(
    (o) =>
      (o.component === component || o.component.startsWith(`${component}/`)) &&
      o.object.kind === kind &&
      o.object.metadata.name === name,
  );
  expect(found, `${kind}/${name} of ${component}`).toBeDefined();
  return found?.object;
}
