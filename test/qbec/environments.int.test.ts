import { describe, expect, it } from 'vitest';
import {
  cleanupTempDirs,
  configMap,
  probe,
  probed,
  qbecApp,
  renderFails,
  renderJson,
  renderOk,
} from './helpers';

cleanupTempDirs();

const ENV_PROBE = probe(`{ env: std.extVar('qbec.io/env'), ns: std.extVar('qbec.io/defaultNs') }`);

const envMap = (environments: Record<string, unknown>) =>
  `${JSON.stringify({ apiVersion: 'qbec.io/v1alpha1', kind: 'EnvironmentMap', spec: { environments } }, null, 2)}\n`;

describe('rigging environment -> qbec environment', () => {
  it('renders a rigging environment with the qbec environment of the same name', async () => {
    const dir = await qbecApp({ components: { 'p.jsonnet': ENV_PROBE } });
    const r = await renderJson(dir);
    expect(r.code, r.stderr).toBe(0);
    const [dev, prod] = r.json?.environments ?? [];
    expect(dev?.name).toBe('dev');
    expect(probed(dev?.objects ?? [])).toEqual({ env: 'dev', ns: 'dev-ns' });
    expect(prod?.name).toBe('prod');
    expect(probed(prod?.objects ?? [])).toEqual({ env: 'prod', ns: 'prod-ns' });
    expect(dev?.objects[0]?.object.metadata.labels['qbec.io/environment']).toBe('dev');
  });

  it('uses the qbec environment the source maps it to', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      spec: {
        environments: {
          development: { server: 'https://d:6443', defaultNamespace: 'd-ns' },
          prod: { server: 'https://p:6443' },
        },
      },
      source: { environments: { dev: 'development' } },
    });
    const objects = await renderOk(dir, 'dev');
    expect(probed(objects)).toEqual({ env: 'development', ns: 'd-ns' });
    expect(objects[0]?.object.metadata.labels['qbec.io/environment']).toBe('development');
    // The unmapped one still uses its own name.
    expect(probed(await renderOk(dir, 'prod'))).toEqual({ env: 'prod', ns: 'default' });
  });

  it('reports an environment the app does not define, naming it', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      spec: { environments: { dev: { server: 'https://d:6443' } } },
      envs: ['dev', 'staging'],
    });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(/app\/qbec\.yaml.*"staging"/);
    expect(stderr).not.toMatch(/"dev" is not defined/);
  });

  it('reports a mapping to an environment the app does not define, naming it', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      source: { environments: { dev: 'qa' } },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/app\/qbec\.yaml.*"qa"/);
  });
});

describe('includes and excludes', () => {
  const components = {
    'always.jsonnet': configMap('always'),
    'optional.jsonnet': configMap('optional'),
    'devonly.jsonnet': configMap('devonly'),
  };
  const rendered = async (spec: Record<string, unknown>, env: string) =>
    (await renderOk(await qbecApp({ components, spec }), env)).map((o) => o.component).sort();

  it('leaves out a component excluded by the app, and an environment include brings it back', async () => {
    const spec = {
      excludes: ['optional', 'devonly'],
      environments: {
        dev: { server: 'https://d:6443', includes: ['optional', 'devonly'] },
        prod: { server: 'https://p:6443' },
      },
    };
    expect(await rendered(spec, 'prod')).toEqual(['always']);
    expect(await rendered(spec, 'dev')).toEqual(['always', 'devonly', 'optional']);
  });

  it('leaves out a component an environment excludes, in that environment only', async () => {
    const spec = {
      environments: {
        dev: { server: 'https://d:6443' },
        prod: { server: 'https://p:6443', excludes: ['devonly'] },
      },
    };
    expect(await rendered(spec, 'dev')).toEqual(['always', 'devonly', 'optional']);
    expect(await rendered(spec, 'prod')).toEqual(['always', 'optional']);
  });

  it('rejects a reference to a component that does not exist', async () => {
    const dir = await qbecApp({
      components,
      spec: {
        excludes: ['ghost'],
        environments: { dev: { server: 'https://d:6443', includes: ['phantom'] } },
      },
      envs: ['dev'],
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('default exclusions: bad component reference(s): ghost');
    expect(stderr).toContain('dev inclusions: bad component reference(s): phantom');
  });

  it('rejects a component both included and excluded by one environment', async () => {
    const dir = await qbecApp({
      components,
      spec: {
        environments: { dev: { server: 'https://d:6443', includes: ['optional'], excludes: ['optional'] } },
      },
      envs: ['dev'],
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('env dev: component optional present in both include and exclude sections');
  });
});

describe('envFiles', () => {
  it('adds the environments of an EnvironmentMap file', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      spec: { environments: { dev: { server: 'https://d:6443' } }, envFiles: ['envs/prod.yaml'] },
      files: {
        'app/envs/prod.yaml': envMap({ prod: { server: 'https://p:6443', defaultNamespace: 'from-file' } }),
      },
    });
    expect(probed(await renderOk(dir, 'prod'))).toEqual({ env: 'prod', ns: 'from-file' });
    expect(probed(await renderOk(dir, 'dev'))).toEqual({ env: 'dev', ns: 'default' });
  });

  it('lets a later definition replace an earlier one whole, not merged', async () => {
    const props = probe(
      `{ ns: std.extVar('qbec.io/defaultNs'), props: std.extVar('qbec.io/envProperties') }`,
    );
    const dir = await qbecApp({
      components: { 'p.jsonnet': props },
      spec: {
        environments: {
          dev: { server: 'https://d:6443', defaultNamespace: 'inline', properties: { inline: true } },
        },
        // A glob: matches are taken in sorted order, so 2-late.yaml comes last.
        envFiles: ['envs/*.yaml'],
      },
      envs: ['dev'],
      files: {
        'app/envs/2-late.yaml': envMap({ dev: { server: 'https://d:6443', properties: { late: 1 } } }),
        'app/envs/1-early.yaml': envMap({
          dev: { server: 'https://d:6443', defaultNamespace: 'early', properties: { early: 1, late: 0 } },
        }),
      },
    });
    expect(probed(await renderOk(dir, 'dev'))).toEqual({ ns: 'default', props: { late: 1 } });
  });

  it('reports an envFiles pattern that matches nothing', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      spec: { envFiles: ['missing/*.yaml'] },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(/app\/qbec\.yaml:\d+:\d+: .*missing\/\*\.yaml: file does not exist/);
  });

  it('reports a malformed envFiles or componentsDir pattern at its line in qbec.yaml', async () => {
    const envs = await qbecApp({ components: { 'p.jsonnet': ENV_PROBE }, spec: { envFiles: ['envs/['] } });
    expect(await renderFails(envs)).toMatch(/app\/qbec\.yaml:\d+:\d+: .*envs\/\[: syntax error in pattern/);
    const dirs = await qbecApp({ components: { 'p.jsonnet': ENV_PROBE }, spec: { componentsDir: 'comp[' } });
    expect(await renderFails(dirs)).toMatch(/app\/qbec\.yaml:\d+:\d+: .*comp\[: syntax error in pattern/);
  });

  it('rejects an unknown key in an EnvironmentMap file, naming the file', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': ENV_PROBE },
      spec: { envFiles: ['envs.yaml'] },
      files: {
        'app/envs.yaml':
          'apiVersion: qbec.io/v1alpha1\nkind: EnvironmentMap\nmetadata: { name: x }\nspec:\n  environments:\n    dev: { server: a }\n',
      },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(/app\/envs\.yaml:3:\d+: .*metadata/);
  });
});
