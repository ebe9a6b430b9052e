import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface GeneratedApp {
  dir: string;
  objects: number;
  components: number;
}

/**
 * A qbec app like a real platform repo, only bigger: `components` jsonnet components, each
 * producing `perComponent` objects (Deployments, Services, ConfigMaps, Secrets) through a shared
 * library, driven by environment properties. a non-zero `variant` changes every tenth Deployment and ConfigMap, for diffs.
 */
export async function generateApp(
  dir: string,
  components = 20,
  perComponent = 100,
  variant = 0,
): Promise<GeneratedApp> {
  const app = path.join(dir, 'app');
  await mkdir(path.join(app, 'components'), { recursive: true });
  await mkdir(path.join(dir, 'lib'), { recursive: true });
  await writeFile(
    path.join(dir, 'rigging.yaml'),
    `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bench }
spec:
  environments: { dev: {} }
  sources: [ { name: app, type: qbec, path: app } ]
`,
  );
  await writeFile(
    path.join(app, 'qbec.yaml'),
    `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: bench }
spec:
  libPaths: [ ../lib ]
  baseProperties: { replicas: 2, image: "nginx:1.27", variant: ${variant} }
  environments:
    dev: { server: "https://dev.example.com", defaultNamespace: bench }
`,
  );
  await writeFile(
    path.join(dir, 'lib', 'objects.libsonnet'),
    `{
  labels(name):: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'bench' },
  deployment(name, props):: {
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: name, labels: $.labels(name) },
    spec: { replicas: props.replicas, selector: { matchLabels: $.labels(name) },
      template: { metadata: { labels: $.labels(name) }, spec: { containers: [
        { name: 'main', image: props.image, ports: [{ containerPort: 8080 }],
          resources: { requests: { cpu: '50m', memory: '64Mi' } },
          env: [{ name: 'INDEX', value: std.toString(i) } for i in std.range(1, 5)] } ] } } },
  },
  service(name):: { apiVersion: 'v1', kind: 'Service', metadata: { name: name, labels: $.labels(name) },
    spec: { selector: $.labels(name), ports: [{ port: 80, targetPort: 8080 }] } },
  configMap(name, data):: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: name, labels: $.labels(name) }, data: data },
  secret(name, data):: { apiVersion: 'v1', kind: 'Secret', metadata: { name: name }, stringData: data },
}
`,
  );
  const perKind = perComponent / 4;
  for (let c = 0; c < components; c++) {
    await writeFile(
      path.join(app, 'components', `svc${String(c).padStart(2, '0')}.jsonnet`),
      `local o = import 'objects.libsonnet';
local p = std.extVar('qbec.io/envProperties');
local name(i) = 'c${c}-' + i;
// Every tenth object changes with the variant.
local props(i) = p { replicas: if i % 10 == 0 then p.replicas + p.variant else p.replicas };
[o.deployment(name(i), props(i)) for i in std.range(1, ${perKind})] +
[o.service(name(i)) for i in std.range(1, ${perKind})] +
[o.configMap(name(i), { index: std.toString(i), mode: if i % 10 == 0 && p.variant > 0 then 'b' else 'a' }) for i in std.range(1, ${perKind})] +
[o.secret(name(i), { token: 'bench-token-' + i }) for i in std.range(1, ${perKind})]
`,
    );
  }
  return { dir, objects: components * perComponent, components };
}

export interface GeneratedSnippets {
  dir: string;
  snippets: number;
  objects: number;
}

/**
 * A directory of `snippets` JsonnetSnippets (in files of 10, multi-document) sharing one
 * JsonnetLibrary, with the qbec app's objects: each snippet renders a List of `perSnippet` objects
 * (Deployments, Services, ConfigMaps, Secrets) through the library, driven by a TLA, a source-level
 * external variable and a snippet-level one.
 */
export async function generateSnippets(
  dir: string,
  snippets = 200,
  perSnippet = 8,
): Promise<GeneratedSnippets> {
  const src = path.join(dir, 'snippets');
  await mkdir(src, { recursive: true });
  await writeFile(
    path.join(dir, 'rigging.yaml'),
    `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bench }
spec:
  environments: { dev: {} }
  sources:
    - name: snippets
      type: snippet
      path: snippets
      defaultServiceAccount: jaas
      externalVariables: { image: "nginx:1.27" }
`,
  );
  const indent = (text: string, n: number) =>
    text
      .split('\n')
      .map((l) => (l ? ' '.repeat(n) + l : l))
      .join('\n');
  const main = `local labels = import 'labels.libsonnet';
{
  labels:: labels,
  deployment(name, replicas):: {
    apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: name, labels: labels.of(name) },
    spec: { replicas: replicas, selector: { matchLabels: labels.of(name) },
      template: { metadata: { labels: labels.of(name) }, spec: { containers: [
        { name: 'main', image: std.extVar('image'), ports: [{ containerPort: 8080 }],
          resources: { requests: { cpu: '50m', memory: '64Mi' } },
          env: [{ name: 'INDEX', value: std.toString(i) } for i in std.range(1, 5)] } ] } } },
  },
  service(name):: { apiVersion: 'v1', kind: 'Service', metadata: { name: name, labels: labels.of(name) },
    spec: { selector: labels.of(name), ports: [{ port: 80, targetPort: 8080 }] } },
  configMap(name, data):: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: name, labels: labels.of(name) }, data: data },
  secret(name, data):: { apiVersion: 'v1', kind: 'Secret', metadata: { name: name }, stringData: data },
}
`;
  const labels = `{
  of(name):: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'bench', team: std.extVar('team') },
}
`;
  await writeFile(
    path.join(src, 'library.yaml'),
    `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata: { name: objects, namespace: bench }
spec:
  files:
    main.libsonnet: |
${indent(main, 6)}    labels.libsonnet: |
${indent(labels, 6)}`,
  );
  const perKind = Math.max(1, Math.floor(perSnippet / 4));
  const snippet = (s: number) => `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: s${s}, namespace: bench }
spec:
  libraries: [ { kind: JsonnetLibrary, name: objects, importPath: o } ]
  tlas: { replicas: ["2"] }
  externalVariables: { team: team-${s % 7} }
  files:
    main.jsonnet: |
      local o = import 'o';
      local name(i) = 's${s}-' + i;
      function(replicas) {
        apiVersion: 'v1',
        kind: 'List',
        items:
          [o.deployment(name(i), std.parseInt(replicas)) for i in std.range(1, ${perKind})] +
          [o.service(name(i)) for i in std.range(1, ${perKind})] +
          [o.configMap(name(i), { index: std.toString(i) }) for i in std.range(1, ${perKind})] +
          [o.secret(name(i), { token: 'bench-token-' + i }) for i in std.range(1, ${perKind})],
      }
`;
  for (let f = 0; f * 10 < snippets; f++) {
    const docs: string[] = [];
    for (let s = f * 10; s < Math.min(snippets, f * 10 + 10); s++) docs.push(snippet(s));
    await writeFile(path.join(src, `snippets-${String(f).padStart(3, '0')}.yaml`), docs.join('---\n'));
  }
  return { dir, snippets, objects: snippets * perKind * 4 };
}
