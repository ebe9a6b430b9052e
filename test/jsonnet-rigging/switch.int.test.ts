// Choosing the Jsonnet engine: rigging.yaml's spec.jsonnet.engine and the CLI's --jsonnet-engine,
// through `rigging render`, with both engines giving the same render of a qbec app.
import path from 'node:path';
import { expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, run, writeTree } from '../qbec/helpers';
import { describeWithLibjsonnet } from '../support/libjsonnet';

cleanupTempDirs();

const app = (engine?: string) => ({
  'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {}, prod: {} }
  sources: [{ name: app, type: qbec, path: app }]
${engine ? `  jsonnet: { engine: ${engine} }\n` : ''}`,
  'app/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: app }
spec:
  environments:
    dev: { defaultNamespace: dev, server: https://dev }
    prod: { defaultNamespace: prod, server: https://prod }
`,
  'app/lib/base.libsonnet': `{
  deployment(name, replicas):: {
    local top = self,
    apiVersion: 'apps/v1', kind: 'Deployment',
    metadata: { name: name, labels: { app: name } },
    spec: { replicas: replicas, template: { metadata: { labels: top.metadata.labels } } },
  },
}
`,
  'app/components/web.jsonnet': `local base = import '../lib/base.libsonnet';
local env = std.extVar('qbec.io/env');
local scale = { dev: 1, prod: 3 };
[
  base.deployment('web', scale[env]) + { metadata+: { annotations: { note: 'env ' + env } } },
  { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web-config' },
    data: { [k]: std.toString(v) for k in std.objectFields({ a: 1, b: [1, 2] }) for v in [{ a: 1, b: [1, 2] }[k]] } },
]
`,
});

describeWithLibjsonnet('the jsonnet engine', () => {
  it('is chosen in rigging.yaml or on the command line, and both engines render alike', async () => {
    const libjsonnet = await renderJson(await writeTree(app()));
    const inConfig = await renderJson(await writeTree(app('rigging')));
    const onCommandLine = await renderJson(await writeTree(app('libjsonnet')), [
      '--jsonnet-engine',
      'rigging',
    ]);
    expect(libjsonnet.code, libjsonnet.stderr).toBe(0);
    expect(inConfig.code, inConfig.stderr).toBe(0);
    expect(onCommandLine.code, onCommandLine.stderr).toBe(0);
    expect(inConfig.stdout).toBe(libjsonnet.stdout);
    expect(onCommandLine.stdout).toBe(libjsonnet.stdout);
    expect(libjsonnet.json?.environments[1]?.objects.length).toBe(2);
  });

  it('names an engine it does not know, in rigging.yaml and on the command line', async () => {
    const dir = await writeTree(app('v8'));
    const bad = await run(dir, ['validate']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('rigging.yaml:7:22: spec.jsonnet.engine');
    const flag = await run(path.join(dir), ['render', '--jsonnet-engine', 'v8']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('unknown --jsonnet-engine "v8" (expected libjsonnet | rigging)');
  });

  it("renders examples/' qbec app and JsonnetSnippets byte for byte as libjsonnet does", async () => {
    const examples = path.resolve(__dirname, '../../examples');
    const args = ['render', '-o', 'json', '--show-secrets', '-s', 'guestbook', '-s', 'observability'];
    const libjsonnet = await run(examples, [...args, '--jsonnet-engine', 'libjsonnet']);
    const rigging = await run(examples, [...args, '--jsonnet-engine', 'rigging']);
    expect(libjsonnet.code, libjsonnet.stderr).toBe(0);
    expect(rigging.code, rigging.stderr).toBe(0);
    expect(rigging.stdout).toBe(libjsonnet.stdout);
  });
});
