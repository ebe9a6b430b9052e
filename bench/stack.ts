// `npm run bench` (ninth part): Hub stacks. The example stack (examples/stack: a base and a derived
// stack composing the qbec app, the snippets, the blueprint and the BOSH deployment) against the
// same four rendered as standalone sources (examples/rigging.yaml): what elaboration, locking,
// expansion and the lifecycle add. Then a generated stack of many small qbec components chained by
// parameters and outputs: ms per component and per object.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import type { PipelineConfig } from '../src/config/types';
import { renderPipeline, sourceTypes } from '../src/render';

const ROUNDS = 10;
const COMPONENTS = 40;
const OBJECTS = 5;

const examples = path.resolve('examples');

async function perEnvironment(
  config: PipelineConfig,
  sources?: string[],
): Promise<{ ms: number; objects: number }> {
  const opts = sources ? { sources } : {};
  await renderPipeline(config, opts); // warm-up: module load, ruby.wasm boot, first compiles
  const t0 = performance.now();
  let objects = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const render = await renderPipeline(config, opts);
    const errors = render.environments.flatMap((e) => e.diagnostics).filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new Error(`bench render failed: ${errors[0]?.message}`);
    objects = render.environments.reduce((n, e) => n + e.objects.length, 0);
  }
  return {
    ms: (performance.now() - t0) / ROUNDS / config.environments.length,
    objects: objects / config.environments.length,
  };
}

async function generate(dir: string): Promise<void> {
  const write = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  };
  await write(
    'rigging.yaml',
    `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: bench }
spec:
  environments: { dev: {}, prod: {} }
  sources:
    - { name: stack, type: stack, path: stack/hub.yaml }
`,
  );
  const components = Array.from({ length: COMPONENTS }, (_, i) => `c${i}`);
  await write(
    'stack/hub.yaml',
    `kind: stack
meta: { name: bench }
components:
${components.map((c) => `  - name: ${c}\n    source: { dir: ../components/${c} }`).join('\n')}
lifecycle:
  order: [${components.join(', ')}]
parameters:
  - name: dns.domain
    value: example.com
  - name: replicas
    value: "2"
`,
  );
  await write('stack/params-prod.yaml', 'parameters:\n  - name: replicas\n    value: "3"\n');
  for (const [i, c] of components.entries()) {
    const previous = i > 0 ? `\${c${i - 1}:url}` : 'none';
    await write(
      `components/${c}/hub-component.yaml`,
      `meta: { name: ${c} }
provides: [${c}]
${i > 0 ? `requires: [c${i - 1}]\n` : ''}parameters:
  - name: dns.domain
  - name: replicas
  - name: host
    value: ${c}.\${dns.domain}
  - name: upstream
    value: "${previous}"
outputs:
  - name: url
    value: https://\${host}
`,
    );
    await write(
      `components/${c}/qbec.yaml`,
      `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: ${c} }
spec:
  environments:
    dev: { defaultNamespace: dev, server: https://dev.invalid }
    prod: { defaultNamespace: prod, server: https://prod.invalid }
  vars:
    external:
      - { name: host, default: "" }
      - { name: upstream, default: "" }
      - { name: replicas, default: "1" }
`,
    );
    await write(
      `components/${c}/components/app.jsonnet`,
      `[{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${c}-' + i }, data: { host: std.extVar('host'), upstream: std.extVar('upstream'), replicas: std.extVar('replicas') } } for i in std.range(1, ${OBJECTS})]
`,
    );
  }
}

async function main(): Promise<void> {
  console.log(`\nrigging bench: Hub stacks, ${availableParallelism()} cores, Node ${process.version}`);
  const standalone = await loadConfig(path.join(examples, 'rigging.yaml'), { types: sourceTypes });
  const stack = await loadConfig(path.join(examples, 'stack/rigging.yaml'), { types: sourceTypes });
  const four = await perEnvironment(standalone, ['guestbook', 'observability', 'guestbook-platform', 'nats']);
  const composed = await perEnvironment(stack);
  console.log(
    `example stack: ${composed.ms.toFixed(1)} ms per environment (${composed.objects.toFixed(0)} objects) against ${four.ms.toFixed(1)} ms for the four sources alone (${four.objects.toFixed(0)} objects): ${(composed.ms / four.ms).toFixed(2)}x, ${(composed.ms - four.ms).toFixed(1)} ms for the stack itself`,
  );

  const dir = await mkdtemp(path.join(tmpdir(), 'rigging-bench-stack-'));
  try {
    await generate(dir);
    const config = await loadConfig(path.join(dir, 'rigging.yaml'), { types: sourceTypes });
    const r = await perEnvironment(config);
    console.log(
      `generated stack: ${COMPONENTS} qbec components chained by requires and outputs, ${r.objects.toFixed(0)} objects: ${r.ms.toFixed(1)} ms per environment, ${(r.ms / COMPONENTS).toFixed(2)} ms per component, ${((r.ms * 1000) / r.objects).toFixed(0)} us per object`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
