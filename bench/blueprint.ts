// `npm run bench` (fifth part): Landscaper blueprint renders. The example's blueprint (two
// subinstallations) rendered repeatedly, and a generated blueprint of 60 subinstallations chained
// by their exports, each rendering a kubernetes-manifest deploy item of 4 objects through a
// component descriptor: renders/s, ms per installation, per DeployItem and per object, and the
// share of the time the Go templates themselves take.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { renderPipeline, sourceTypes } from '../src/render';
import { landscaperFuncs } from '../src/render/blueprint/functions';
import { Template } from '../src/template/gotemplate';
import { createSprigFuncs } from '../src/template/gotemplate/sprig';

const CHILDREN = 60;
const OBJECTS = 4;
const ROUNDS = 20;

// npm scripts run from the package root.
const examples = path.resolve('examples');

const CHILD_TEMPLATE = `deployItems:
  - name: app
    type: landscaper.gardener.cloud/kubernetes-manifest
    target: { import: cluster }
    config:
      apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
      kind: ProviderConfiguration
      manifests:
{{- range $i := until ${OBJECTS} }}
        - policy: manage
          manifest:
            apiVersion: v1
            kind: ConfigMap
            metadata: { name: {{ $.imports.name }}-{{ $i }}, namespace: bench }
            data:
              upstream: {{ $.imports.upstream | quote }}
              image: {{ (getResource $.cd "name" "image").access.imageReference }}
{{- end }}
`;

async function generate(dir: string): Promise<string> {
  const write = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  };
  await write(
    'component-descriptor.yaml',
    `meta: { schemaVersion: v2 }
component:
  name: example.com/bench
  version: v1.0.0
  provider: internal
  repositoryContexts: []
  sources: []
  componentReferences: []
  resources:
    - { name: child, type: landscaper.gardener.cloud/blueprint, version: v1.0.0, relation: local, access: { type: localFilesystemBlob, filename: child } }
    - { name: image, type: ociImage, version: v1.0.0, relation: external, access: { type: ociRegistry, imageReference: example.com/app:1.0.0 } }
`,
  );
  await write(
    'blobs/child/blueprint.yaml',
    `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
imports:
  - { name: cluster, type: target, targetType: kubernetes-cluster }
  - { name: name, type: data, schema: { type: string } }
  - { name: upstream, type: data, schema: { type: string } }
exports:
  - { name: address, type: data, schema: { type: string } }
deployExecutions:
  - { name: main, type: GoTemplate, file: deploy.tmpl }
exportExecutions:
  - name: address
    type: GoTemplate
    template: |
      exports:
        address: {{ .imports.name }}.bench.svc
`,
  );
  await write('blobs/child/deploy.tmpl', CHILD_TEMPLATE);
  const subs = Array.from({ length: CHILDREN }, (_, i) => {
    const upstream = i === 0 ? 'seed' : `address-${i - 1}`;
    return `  - apiVersion: landscaper.gardener.cloud/v1alpha1
    kind: InstallationTemplate
    name: child-${i}
    blueprint: { ref: cd://resources/child }
    imports:
      targets: [{ name: cluster, target: cluster }]
      data: [{ name: upstream, dataRef: ${upstream} }]
    importDataMappings: { name: child-${i} }
    exports:
      data: [{ name: address, dataRef: address-${i} }]`;
  });
  await write(
    'root/blueprint.yaml',
    `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
imports:
  - { name: cluster, type: target, targetType: kubernetes-cluster }
  - { name: seed, type: data, schema: { type: string } }
subinstallations:
${subs.reverse().join('\n')}
`,
  );
  await write(
    'values.yaml',
    `imports:
  seed: seed.bench.svc
  cluster:
    apiVersion: landscaper.gardener.cloud/v1alpha1
    kind: Target
    metadata: { name: bench, namespace: default }
    spec: { type: landscaper.gardener.cloud/kubernetes-cluster, config: {} }
`,
  );
  await write(
    'rigging.yaml',
    `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bench }
spec:
  environments: { dev: { target: dev } }
  sources:
    - { name: bench, type: blueprint, path: root, values: values.yaml, componentDescriptor: component-descriptor.yaml }
`,
  );
  return path.join(dir, 'rigging.yaml');
}

interface Figures {
  ms: number;
  installations: number;
  deployItems: number;
  objects: number;
}

async function measure(configFile: string, source: string): Promise<Figures> {
  const config = await loadConfig(configFile, { types: sourceTypes });
  config.sources = config.sources.filter((s) => s.name === source);
  await renderPipeline(config, {}); // warm-up: module load and first compile
  const t0 = performance.now();
  let last: Awaited<ReturnType<typeof renderPipeline>> | undefined;
  for (let i = 0; i < ROUNDS; i++) last = await renderPipeline(config, {});
  const ms = (performance.now() - t0) / ROUNDS / config.environments.length;
  const env = last?.environments[0];
  const errors = (env?.diagnostics ?? []).filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`bench ${source} failed to render: ${errors[0]?.message}`);
  const artifacts = env?.artifacts ?? [];
  return {
    ms,
    installations: artifacts.filter((a) => a.name.endsWith('/exports')).length,
    deployItems: artifacts.filter((a) => a.name.includes('/deployitems/')).length,
    objects: env?.objects.length ?? 0,
  };
}

/** The child's deploy template alone, executed as many times as the generated blueprint runs it. */
function templatesOnly(): number {
  const cd = {
    meta: { schemaVersion: 'v2' },
    component: {
      name: 'example.com/bench',
      version: 'v1.0.0',
      resources: [
        {
          name: 'image',
          type: 'ociImage',
          version: 'v1.0.0',
          relation: 'external',
          access: { type: 'ociRegistry', imageReference: 'example.com/app:1.0.0' },
        },
      ],
      componentReferences: [],
      repositoryContexts: [],
    },
  };
  const funcs = { ...createSprigFuncs(), ...landscaperFuncs({ componentDescriptor: cd }) };
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < CHILDREN; i++) {
      Template.parse('execution', CHILD_TEMPLATE, { funcs, missingKey: 'zero' }).execute({
        cd,
        imports: { name: `child-${i}`, upstream: 'x' },
      });
    }
  }
  return (performance.now() - t0) / ROUNDS;
}

async function main(): Promise<void> {
  console.log(
    `\nrigging bench: Landscaper blueprints, ${ROUNDS} renders each after a warm-up, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const work = await mkdtemp(path.join(tmpdir(), 'rigging-bench-blueprint-'));
  try {
    const example = await measure(path.join(examples, 'rigging.yaml'), 'guestbook-platform');
    const generated = await measure(await generate(work), 'bench');
    const templates = templatesOnly();
    const fmt = (n: number, d = 2) => n.toFixed(d);
    console.log('');
    console.log(
      'blueprint        installations  deploy items  objects   ms/render  renders/s  ms/installation  ms/deploy item  ms/object',
    );
    const row = (label: string, f: Figures) =>
      console.log(
        `${label.padEnd(16)} ${String(f.installations).padStart(13)} ${String(f.deployItems).padStart(13)} ${String(f.objects).padStart(8)} ${fmt(f.ms).padStart(11)} ${fmt(1000 / f.ms, 1).padStart(10)} ${fmt(f.ms / f.installations, 3).padStart(16)} ${fmt(f.ms / f.deployItems, 3).padStart(15)} ${fmt(f.ms / f.objects, 3).padStart(10)}`,
      );
    row('example', example);
    row(`generated (${CHILDREN})`, generated);
    console.log('');
    console.log(
      `the generated blueprint's deploy templates alone take ${fmt(templates)} ms per render: ${fmt((100 * templates) / generated.ms, 1)}% of it; the rest is reading, schema checks, YAML and the installation tree`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
