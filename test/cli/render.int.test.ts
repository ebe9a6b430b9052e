import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { cleanupTempDirs, configMap, qbecApp, qbecYaml, renderJson, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const CANARY = 'CANARY-9d2e';
const CANARY_B64 = Buffer.from(`${CANARY}-in-data`).toString('base64');

const SECRET = `{
  apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' },
  stringData: { password: '${CANARY}' },
  data: { token: '${CANARY_B64}' },
}`;

const DEPLOYMENT = `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: { replicas: 2 } }`;

/** Fails when the canary shows up anywhere, in clear or base64. */
function expectNoCanary(...texts: string[]) {
  for (const text of texts) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(CANARY_B64);
    expect(text).not.toContain(Buffer.from(CANARY).toString('base64'));
  }
}

describe('render -o yaml', () => {
  it('prints the objects as a YAML stream in apply order (and yaml is the default)', async () => {
    const dir = await qbecApp({
      components: { 'web.jsonnet': DEPLOYMENT, 'cfg.jsonnet': configMap('cfg', { a: '1' }) },
    });
    for (const argv of [
      ['render', '-o', 'yaml', '--env', 'dev'],
      ['render', '--env', 'dev'],
    ]) {
      const r = await run(dir, argv);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.startsWith('---\n')).toBe(true);
      const docs = parseAllDocuments(r.stdout).map((d) => d.toJS());
      expect(docs.map((d) => `${d.kind}/${d.metadata.name}`)).toEqual(['ConfigMap/cfg', 'Deployment/web']);
      expect(docs[0].data).toEqual({ a: '1' });
      expect(docs[1].metadata.labels['qbec.io/environment']).toBe('dev');
    }
  });

  it('marks each environment with a comment when several are printed', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const r = await run(dir, ['render']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('# environment: dev\n');
    expect(r.stdout).toContain('# environment: prod\n');
    const docs = parseAllDocuments(r.stdout).map((d) => d.toJS());
    expect(docs.map((d) => d.metadata.labels['qbec.io/environment'])).toEqual(['dev', 'prod']);
  });

  it('prints nothing on stdout when any environment has an error, and exits 2', async () => {
    const dir = await qbecApp({
      components: { 'good.jsonnet': configMap('good'), 'bad.jsonnet': `error 'nope'` },
    });
    const r = await run(dir, ['render', '-o', 'yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/app\/components\/bad\.jsonnet:1:1: .*nope/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('render -o json', () => {
  it('prints the documented document: pipeline, commit, environments with objects, artifacts, diagnostics', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const r = await renderJson(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toEqual({
      pipeline: 't',
      commit: null,
      environments: [
        {
          name: 'dev',
          objects: [
            expect.objectContaining({ source: 'app', component: 'cfg', file: 'app/components/cfg.jsonnet' }),
          ],
          artifacts: [],
          diagnostics: [],
        },
        expect.objectContaining({ name: 'prod' }),
      ],
    });
  });

  it('still prints the document with its diagnostics when there are errors, and exits 2', async () => {
    const dir = await qbecApp({ components: { 'bad.jsonnet': `{\n  a: error 'nope',\n}` } });
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.json?.environments[0]?.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        source: 'app',
        file: 'app/components/bad.jsonnet',
        line: 2,
        column: 6,
      }),
    ]);
  });
});

describe('Secret values', () => {
  it('are redacted by default in YAML and JSON output and never reach stderr', async () => {
    const dir = await qbecApp({ components: { 'creds.jsonnet': SECRET, 'cfg.jsonnet': configMap('cfg') } });
    const yaml = await run(dir, ['render', '-o', 'yaml']);
    expect(yaml.code, yaml.stderr).toBe(0);
    expectNoCanary(yaml.stdout, yaml.stderr);
    const secret = parseAllDocuments(yaml.stdout)
      .map((d) => d.toJS())
      .find((d) => d.kind === 'Secret');
    expect(secret.stringData.password).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect(secret.data.token).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect(yaml.stderr).toContain('--show-secrets');

    const json = await renderJson(dir);
    expect(json.code).toBe(0);
    expectNoCanary(json.stdout, json.stderr);
  });

  it('are shown with --show-secrets (-S)', async () => {
    const dir = await qbecApp({ components: { 'creds.jsonnet': SECRET } });
    for (const flag of ['--show-secrets', '-S']) {
      const r = await renderJson(dir, ['--env', 'dev', flag]);
      expect(r.code, r.stderr).toBe(0);
      const secret = r.json?.environments[0]?.objects[0]?.object;
      expect(secret.stringData).toEqual({ password: CANARY });
      expect(secret.data).toEqual({ token: CANARY_B64 });
    }
  });

  it('are redacted from a Secret written in a .yaml component too', async () => {
    const dir = await qbecApp({
      components: {
        'creds.yaml': `apiVersion: v1\nkind: Secret\nmetadata:\n  name: yaml-creds\nstringData:\n  password: ${CANARY}\ndata:\n  token: ${CANARY_B64}\n`,
      },
    });
    const r = await run(dir, ['render']);
    expect(r.code, r.stderr).toBe(0);
    expectNoCanary(r.stdout, r.stderr);
  });

  it('never reach stderr through a post-processor error that quotes the object', async () => {
    // DESIGN.md: secret values never reach an error message. postprocess.ts puts the returned
    // value's JSON in "post-eval did not return a K8s object, <json>"; the redactor has seen no
    // Secret yet (the render failed), so the Secret's values are printed as they are.
    const dir = await qbecApp({
      components: { 'creds.jsonnet': SECRET },
      spec: { postProcessor: 'pp.jsonnet' },
      files: { 'app/pp.jsonnet': `function(object) { apiVersion: 'v1', kind: 'List', items: [object] }` },
    });
    const r = await run(dir, ['render', '--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('post-eval did not return a K8s object');
    expectNoCanary(r.stdout, r.stderr);
  });

  it('never reach stderr through the excerpt of a malformed .json Secret', async () => {
    // evaluate.ts passes V8's JSON.parse message through, and Node's message quotes the text
    // around the error: `Unexpected token ''', ..."assword": 'CANARY-9d"... is not valid JSON`.
    const dir = await qbecApp({
      components: {
        'creds.json': `{"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "s"}, "stringData": {"password": '${CANARY}'}}`,
      },
    });
    const r = await run(dir, ['render', '--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('app/components/creds.json');
    expect(r.stderr).not.toContain('CANARY');
  });
});

describe('validate', () => {
  it('exits 0 with a one-line summary', async () => {
    const dir = await qbecApp({
      components: { 'web.jsonnet': DEPLOYMENT, 'cfg.jsonnet': configMap('cfg'), 'creds.jsonnet': SECRET },
    });
    const r = await run(dir, ['validate']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('t: valid (2 environments, 1 source, 6 objects)\n');
    expectNoCanary(r.stdout, r.stderr);
  });

  it('exits 2 listing every problem, without the summary', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': `error 'first'`, 'b.jsonnet': `[{ x: 1 }]` },
    });
    const r = await run(dir, ['validate', '--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/app\/components\/a\.jsonnet:1:1: .*first/);
    expect(r.stderr).toMatch(/app\/components\/b\.jsonnet: .*"\$\[0\]\.x"/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for an invalid rigging.yaml', async () => {
    const dir = await writeTree({
      'rigging.yaml':
        'apiVersion: rigging.dev/v1alpha1\nkind: Pipeline\nmetadata: { name: t }\nspec:\n  environments: { dev: {} }\n  sources: []\n',
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^rigging\.yaml:6:\d+: /m);
  });
});

describe('--env and --source', () => {
  const twoSources = async () =>
    writeTree({
      'rigging.yaml': [
        'apiVersion: rigging.dev/v1alpha1',
        'kind: Pipeline',
        'metadata: { name: t }',
        'spec:',
        '  environments: { dev: {}, prod: {} }',
        '  sources:',
        '    - { name: first, type: qbec, path: one }',
        '    - { name: second, type: qbec, path: two }',
        '',
      ].join('\n'),
      'one/qbec.yaml': qbecYaml({}, 'one'),
      'one/components/a.jsonnet': configMap('from-one'),
      'two/qbec.yaml': qbecYaml({}, 'two'),
      'two/components/b.jsonnet': configMap('from-two'),
    });

  it('renders only the environments asked for', async () => {
    const dir = await twoSources();
    const one = await renderJson(dir, ['--env', 'prod']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.json?.environments.map((e) => e.name)).toEqual(['prod']);
    const both = await renderJson(dir, ['-e', 'prod', '-e', 'dev']);
    expect(both.json?.environments.map((e) => e.name)).toEqual(['dev', 'prod']);
  });

  it('renders only the sources asked for', async () => {
    const dir = await twoSources();
    const all = await renderJson(dir, ['--env', 'dev']);
    expect(all.json?.environments[0]?.objects.map((o) => o.source).sort()).toEqual(['first', 'second']);
    const one = await renderJson(dir, ['--env', 'dev', '--source', 'second']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.json?.environments[0]?.objects.map((o) => `${o.source}/${o.object.metadata.name}`)).toEqual([
      'second/from-two',
    ]);
  });

  it('exits 2 naming an unknown environment or source', async () => {
    const dir = await twoSources();
    const env = await run(dir, ['render', '--env', 'staging']);
    expect(env.code).toBe(2);
    expect(env.stdout).toBe('');
    expect(env.stderr).toContain('"staging"');
    const source = await run(dir, ['validate', '--source', 'third']);
    expect(source.code).toBe(2);
    expect(source.stderr).toContain('"third"');
  });
});
