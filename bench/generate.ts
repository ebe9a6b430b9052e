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
