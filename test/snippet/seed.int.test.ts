// The seed's hello-world JsonnetSnippet (shared/seeds/jaas-jsonnetsnippet.txt) with the JsonnetLibrary
// `mylib` of JaaS's docs renders as the JaaS operator publishes it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { artifact, libraryYaml, renderSnippets, sourceRevision } from './helpers';

cleanupTempDirs();

const SEED = (output: string) => `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata:
  name: hello-world
  namespace: default
spec:
  serviceAccountName: hello-world-tenant
  entryFile: main.jsonnet
  output: ${output}
  history: 3
  interval: 10m
  suspend: false
  files:
    main.jsonnet: |
      local lib = import 'mylib/main.libsonnet';
      lib.dashboard(std.extVar('env'), std.extVar('cluster'))
  libraries:
    - kind: JsonnetLibrary
      name: mylib
      importPath: mylib
  externalVariables:
    env: production
    cluster: eu-west-1
  tlas:
    title:
      - My Dashboard
`;

const MYLIB_MAIN = "{\n  dashboard(env, cluster):: {\n    title: '%s / %s' % [env, cluster],\n  },\n}\n";
const MYLIB = libraryYaml('mylib', { 'main.libsonnet': MYLIB_MAIN }, 'default');

const RENDERED = '{\n   "title": "production / eu-west-1"\n}\n';
const MAIN_JSONNET =
  "local lib = import 'mylib/main.libsonnet';\nlib.dashboard(std.extVar('env'), std.extVar('cluster'))\n";

describe('the seed hello-world snippet', () => {
  it('the test vectors are what the research file derives (sha256 over the bytes it names)', () => {
    expect(Buffer.byteLength(RENDERED)).toBe(41);
    expect(`sha256:${createHash('sha256').update(RENDERED).digest('hex')}`).toBe(
      'sha256:a3339baf00bed45200ec8c275da82d2d99afacd63638939b5c1f5fa7959bc1c4',
    );
    const h = createHash('sha256');
    h.update('main.jsonnet')
      .update(Buffer.from([0]))
      .update(MAIN_JSONNET)
      .update(Buffer.from([0]));
    expect(`sha256:${h.digest('hex')}`).toBe(
      'sha256:2e7901461147f4ffe5855fbaa6c6eb1ec6071c6e8bf88c1632b66980ffdbf8ee',
    );
    expect(sourceRevision({ 'main.jsonnet': MAIN_JSONNET })).toBe(
      'sha256:2e7901461147f4ffe5855fbaa6c6eb1ec6071c6e8bf88c1632b66980ffdbf8ee',
    );
  });

  it('renders rendered.json, the revision, the message and history 3 (the TLA is ignored)', async () => {
    const r = await renderSnippets({ 'snippets/hello-world.yaml': `${SEED('rendered')}---\n${MYLIB}` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.diagnostics).toEqual([]);
    expect(r.artifacts).toHaveLength(1);
    expect(artifact(r, 'default/hello-world/rendered.json')).toEqual({
      source: 'dash',
      component: 'hello-world',
      name: 'default/hello-world/rendered.json',
      mediaType: 'application/json',
      content: RENDERED,
      revision: 'sha256:a3339baf00bed45200ec8c275da82d2d99afacd63638939b5c1f5fa7959bc1c4',
      history: 3,
      status: { ready: true, reason: 'Synced', message: 'Rendered 41 bytes from 1 files' },
    });
    // A dashboard is not Kubernetes objects.
    expect(r.objects).toEqual([]);
  });

  it('with output: source publishes main.jsonnet with the revision over the source files', async () => {
    const r = await renderSnippets({
      'snippets/hello-world.yaml': SEED('source'),
      'snippets/lib/mylib.yml': MYLIB,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.artifacts.map((a) => a.name)).toEqual(['default/hello-world/main.jsonnet']);
    const a = artifact(r, 'default/hello-world/main.jsonnet');
    expect(a.content).toBe(MAIN_JSONNET);
    expect(a.revision).toBe('sha256:2e7901461147f4ffe5855fbaa6c6eb1ec6071c6e8bf88c1632b66980ffdbf8ee');
    expect(a.history).toBe(3);
    // Evaluation still runs in source mode; the message counts the rendered bytes.
    expect(a.status).toEqual({ ready: true, reason: 'Synced', message: 'Rendered 41 bytes from 1 files' });
  });
});
