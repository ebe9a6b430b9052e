import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boshDeployment } from '../bosh/deployment';
import { cleanupTempDirs, configMap, qbecApp, qbecYaml, run, writeTree } from '../qbec/helpers';
import { riggingYaml as snippetRigging, snippetYaml } from '../snippet/helpers';

cleanupTempDirs();

describe('each diagnostic once', () => {
  it('prints a problem every environment shares once, naming the environments', async () => {
    const dir = await qbecApp({
      components: { 'good.jsonnet': configMap('good'), 'bad.jsonnet': `error 'nope'` },
    });
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n').filter((l) => l.includes('nope'));
    expect(lines).toEqual(['app/components/bad.jsonnet:1:1: RUNTIME ERROR: nope [environments dev, prod]']);
  });

  it('names only the environment a problem occurred in, and no environment when one rendered', async () => {
    const dir = await qbecApp({
      components: { 'bad.jsonnet': `if std.extVar('qbec.io/env') == 'prod' then error 'prod only' else {}` },
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^app\/components\/bad\.jsonnet:1:\d+: RUNTIME ERROR: prod only \[environment prod\]$/m,
    );
    const one = await run(dir, ['validate', '-e', 'prod']);
    expect(one.stderr).toMatch(/^app\/components\/bad\.jsonnet:1:\d+: RUNTIME ERROR: prod only$/m);
  });

  it('warns once that a source renders nothing, naming every environment', async () => {
    const dir = await qbecApp({ files: { 'app/components/README.md': 'nothing yet\n' } });
    const r = await run(dir, ['validate']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(
      'app: warning: app renders nothing: a deploy would prune every object this source deployed before [environments dev, prod]\n',
    );
  });

  it('keeps problems that differ between environments apart', async () => {
    const dir = await qbecApp({ components: { 'bad.jsonnet': `error 'in ' + std.extVar('qbec.io/env')` } });
    const r = await run(dir, ['render']);
    expect(r.stderr).toMatch(/RUNTIME ERROR: in dev \[environment dev\]$/m);
    expect(r.stderr).toMatch(/RUNTIME ERROR: in prod \[environment prod\]$/m);
  });
});

describe('one problem, one message', () => {
  it('reports a misspelt required key of rigging.yaml as the unknown key only', async () => {
    const files = boshDeployment({ web: 'port=<%= 1 %>' });
    const config = (files['rigging.yaml'] as string).replace('"releases":', '"release":');
    const bosh = await writeTree({ ...files, 'rigging.yaml': config });
    const r = await run(bosh, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rigging.yaml:1:${config.indexOf('"release"') + 1}: spec.sources[0].release: unknown key "release" in a bosh source (did you mean "releases"?)\n`,
    );
    const qbec = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const qbecConfig = await readFile(path.join(qbec, 'rigging.yaml'), 'utf8');
    await writeTree({ 'rigging.yaml': qbecConfig.replace('"path":', '"pth":') }, qbec);
    const q = await run(qbec, ['validate']);
    expect(q.stderr).toMatch(
      /^rigging\.yaml:\d+:\d+: spec\.sources\[0\]\.pth: unknown key "pth" in a qbec source \(did you mean "path"\?\)\n$/,
    );
  });

  it("reads a BOSH manifest's `release:` as the director does: one release, never beside `releases:`", async () => {
    const files = boshDeployment({ web: 'port=<%= 1 %>' });
    const manifest = files['deploy.yml'] as string;
    const one = await writeTree({
      ...files,
      'deploy.yml': manifest.replace(
        'releases: [{ name: app, version: 1.0.0 }]',
        'release: { name: app, version: 1.0.0 }',
      ),
    });
    const r = await run(one, ['validate']);
    expect(r.code, r.stderr).toBe(0);

    const list = await writeTree({ ...files, 'deploy.yml': manifest.replace('releases:', 'release:') });
    const l = await run(list, ['validate']);
    expect(l.code).toBe(2);
    expect(l.stderr).toBe(
      "deploy.yml:2:1: 'release' holds one release, a mapping of name and version (a list of releases is written 'releases:')\n",
    );

    const both = await writeTree({
      ...files,
      'deploy.yml': `release: { name: app, version: 1.0.0 }\n${manifest}`,
    });
    const b = await run(both, ['validate']);
    expect(b.stderr).toBe(
      "deploy.yml:1:1: Deployment manifest contains both 'release' and 'releases' sections, please use one of the two.\n",
    );
  });
});

describe('positions', () => {
  it('places a qbec path that names a file at the path in rigging.yaml', async () => {
    const dir = await qbecApp({
      components: { 'cfg.jsonnet': configMap('cfg') },
      source: { path: 'app/qbec.yaml' },
    });
    const r = await run(dir, ['validate']);
    const config = await readFile(path.join(dir, 'rigging.yaml'), 'utf8');
    const line = config.split('\n').findIndex((l) => l.includes('"app/qbec.yaml"')) + 1;
    expect(r.stderr).toMatch(
      new RegExp(
        `^rigging\\.yaml:${line}:\\d+: spec\\.sources\\[0\\]\\.path: app/qbec\\.yaml is a file; `,
        'm',
      ),
    );
  });

  it("places a qbec componentsDir that names a file at qbec.yaml's componentsDir, as an error", async () => {
    const dir = await qbecApp({
      components: { 'cfg.jsonnet': configMap('cfg') },
      spec: { componentsDir: 'components/cfg.jsonnet' },
    });
    const qbec = await readFile(path.join(dir, 'app/qbec.yaml'), 'utf8');
    const line = qbec.split('\n').findIndex((l) => l.includes('"componentsDir"')) + 1;
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^app/qbec\\.yaml:${line}:\\d+: spec\\.componentsDir: components/cfg\\.jsonnet is a file; componentsDir names a directory of components \\[environments dev, prod\\]\n$`,
      ),
    );
  });

  it('places a duplicate object where its file spells the name, and names the file alone when computed', async () => {
    const spelled = await qbecApp({
      components: {
        'a.jsonnet': configMap('same'),
        'b.jsonnet': `// the second\n{\n  apiVersion: 'v1', kind: 'ConfigMap',\n  metadata: { name: 'same' },\n}\n`,
      },
    });
    const r = await run(spelled, ['validate', '-e', 'dev']);
    expect(r.stderr).toBe(
      'app/components/b.jsonnet:4:21: duplicate objects v1 ConfigMap same (source: app, component: a) and v1 ConfigMap same (source: app, component: b)\n',
    );
    const computed = await qbecApp({
      components: {
        'a.jsonnet': configMap('same'),
        'b.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'sa' + 'me' } }`,
      },
    });
    const c = await run(computed, ['validate', '-e', 'dev']);
    expect(c.stderr).toMatch(/^app\/components\/b\.jsonnet: duplicate objects /);
  });

  it('places an unknown --env or --source where rigging.yaml defines them, with the closest name', async () => {
    const dir = await writeTree({
      'rigging.yaml': `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments:
    staging: {}
  sources:
    - { name: app, type: qbec, path: app }
`,
      'app/qbec.yaml': qbecYaml({ environments: { staging: { server: 'https://s:6443' } } }),
      'app/components/cfg.jsonnet': configMap('cfg'),
    });
    const env = await run(dir, ['render', '-e', 'stagin']);
    expect(env.code).toBe(2);
    expect(env.stderr).toBe(
      'rigging.yaml:5:3: no environment named "stagin" (did you mean "staging"?) (have: staging)\n',
    );
    const source = await run(dir, ['render', '-s', 'ap']);
    expect(source.stderr).toBe('rigging.yaml:7:3: no source named "ap" (did you mean "app"?) (have: app)\n');
  });

  it("places an environment a qbec app does not define at the app's environments", async () => {
    const dir = await qbecApp({
      components: { 'cfg.jsonnet': configMap('cfg') },
      source: { environments: { dev: 'develop' } },
    });
    const qbec = await readFile(path.join(dir, 'app/qbec.yaml'), 'utf8');
    const line = qbec.split('\n').findIndex((l) => l.includes('"environments"')) + 1;
    const r = await run(dir, ['validate', '-e', 'dev']);
    expect(r.stderr).toMatch(
      new RegExp(
        `^app/qbec\\.yaml:${line}:\\d+: environment "develop" is not defined in app/qbec\\.yaml \\(it has: dev, prod\\)`,
      ),
    );
  });

  it("places a jsonnet error past an inline snippet's end on its last line", async () => {
    const snippet = snippetYaml({
      name: 'a',
      namespace: 'ns',
      files: { 'main.jsonnet': 'local x = 1;\n{\n  a: x,\n} +\n' },
    });
    const dir = await writeTree({ 'rigging.yaml': snippetRigging(), 'snippets/a.yaml': snippet });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    const lines = snippet.split('\n');
    const last = lines.indexOf('      } +') + 1;
    expect(last).toBe(lines.length - 1);
    expect(r.stderr).toMatch(
      new RegExp(`^snippets/a\\.yaml:${last}:10: .*STATIC ERROR: unexpected end of file`, 'm'),
    );
  });
});

describe('did you mean, after the jsonnet message', () => {
  it('names the closest field of the object, hidden ones too, and the closest external variable', async () => {
    const dir = await qbecApp({
      components: {
        'a.jsonnet': `local o = { port: 1, secret:: 2 };\n{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' }, data: { p: o.prot, s: o.secrt } }`,
        'b.jsonnet': `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: std.extVar('qbec.io/evn') } }`,
      },
    });
    const r = await run(dir, ['validate', '-e', 'dev']);
    expect(r.stderr).toMatch(
      /^app\/components\/a\.jsonnet:2:\d+: RUNTIME ERROR: field does not exist: prot \(did you mean "port"\?\)$/m,
    );
    expect(r.stderr).toMatch(
      /^app\/components\/b\.jsonnet:1:\d+: RUNTIME ERROR: undefined external variable: qbec\.io\/evn \(did you mean "qbec\.io\/env"\?\)$/m,
    );
    // Nothing close (two edits in four letters is another word): libjsonnet's message alone.
    const far = await qbecApp({ components: { 'a.jsonnet': '{ host: 1 }.port' } });
    const f = await run(far, ['validate', '-e', 'dev']);
    expect(f.stderr).toMatch(/RUNTIME ERROR: field does not exist: port$/m);
  });

  it('leaves `rigging eval` printing what the jsonnet command prints', async () => {
    const dir = await writeTree({});
    const r = await run(dir, ['eval', '-e', '{ port: 1 }.prot']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('RUNTIME ERROR: field does not exist: prot\n\t<cmdline>:1:1-17\t\n');
  });
});
