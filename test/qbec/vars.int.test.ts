import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, probe, probed, qbecApp, qbecYaml, renderFails, renderOk } from './helpers';

cleanupTempDirs();

const QBEC_VARS = `{
  env: std.extVar('qbec.io/env'),
  tag: std.extVar('qbec.io/tag'),
  defaultNs: std.extVar('qbec.io/defaultNs'),
  cleanMode: std.extVar('qbec.io/cleanMode'),
  envProperties: std.extVar('qbec.io/envProperties'),
}`;

/** The qbec.io/* ext vars a component sees in rigging environment `env`. */
async function qbecVars(opts: Parameters<typeof qbecApp>[0], env = 'dev'): Promise<Record<string, unknown>> {
  const dir = await qbecApp({ ...opts, components: { 'p.jsonnet': probe(QBEC_VARS) } });
  return probed(await renderOk(dir, env)) as Record<string, unknown>;
}

const envs = (dev: Record<string, unknown>) => ({
  environments: { dev: { server: 'https://dev:6443', ...dev }, prod: { server: 'https://prod:6443' } },
});

describe('qbec.io/* ext vars', () => {
  it('sets qbec.io/env to the qbec environment name and qbec.io/cleanMode to off', async () => {
    const dev = await qbecVars({});
    expect(dev.env).toBe('dev');
    expect(dev.cleanMode).toBe('off');
    const prod = await qbecVars({}, 'prod');
    expect(prod.env).toBe('prod');
  });

  it('sets qbec.io/tag to the source appTag, and to the empty string without one', async () => {
    expect((await qbecVars({ source: { appTag: 'pr-42' } })).tag).toBe('pr-42');
    expect((await qbecVars({})).tag).toBe('');
  });

  it("sets qbec.io/defaultNs to the environment's defaultNamespace, or default when unset", async () => {
    expect((await qbecVars({ spec: envs({ defaultNamespace: 'team-a' }) })).defaultNs).toBe('team-a');
    expect((await qbecVars({ spec: envs({}) })).defaultNs).toBe('default');
  });

  it('suffixes qbec.io/defaultNs with the tag only when namespaceTagSuffix is true and a tag is set', async () => {
    const ns = async (suffix: boolean | undefined, tag: string | undefined, defaultNamespace?: string) => {
      const spec: Record<string, unknown> = envs(defaultNamespace ? { defaultNamespace } : {});
      if (suffix !== undefined) spec.namespaceTagSuffix = suffix;
      return (await qbecVars({ spec, source: tag === undefined ? {} : { appTag: tag } })).defaultNs;
    };
    expect(await ns(true, 'pr-1', 'team-a')).toBe('team-a-pr-1');
    expect(await ns(true, 'pr-1')).toBe('default-pr-1');
    expect(await ns(true, undefined, 'team-a')).toBe('team-a');
    expect(await ns(false, 'pr-1', 'team-a')).toBe('team-a');
    expect(await ns(undefined, 'pr-1', 'team-a')).toBe('team-a');
  });

  it('sets qbec.io/envProperties to baseProperties recursively merged with the environment properties', async () => {
    const vars = await qbecVars({
      spec: {
        baseProperties: {
          replicas: 1,
          image: { repo: 'example/web', tag: 'v1', pull: 'IfNotPresent' },
          hosts: ['a.example', 'b.example'],
          debug: true,
          onlyBase: { keep: 'me' },
        },
        environments: {
          dev: {
            server: 'https://dev:6443',
            properties: {
              replicas: 3,
              image: { tag: 'v2', extra: { deep: 1 } },
              hosts: ['c.example'],
              debug: null,
              onlyEnv: 'x',
            },
          },
          prod: { server: 'https://prod:6443' },
        },
      },
    });
    expect(vars.envProperties).toEqual({
      replicas: 3,
      // Nested maps merge key by key.
      image: { repo: 'example/web', tag: 'v2', pull: 'IfNotPresent', extra: { deep: 1 } },
      // Arrays are replaced, not concatenated.
      hosts: ['c.example'],
      // null sets the key to null; it does not delete it.
      debug: null,
      onlyBase: { keep: 'me' },
      onlyEnv: 'x',
    });
    const prod = await qbecVars({ spec: { baseProperties: { a: { b: 1 } } } }, 'prod');
    expect(prod.envProperties).toEqual({ a: { b: 1 } });
    expect((await qbecVars({})).envProperties).toEqual({});
  });

  it('rejects an appTag that is not a valid label value, naming rigging.yaml', async () => {
    const dir = await qbecApp({ components: { 'p.jsonnet': probe('1') }, source: { appTag: '-bad tag' } });
    const stderr = await renderFails(dir);
    expect(stderr).toMatch(/^rigging\.yaml:\d+:\d+: .*-bad tag/m);
  });

  it("qbec's own vars win over a user var of the same name", async () => {
    const vars = await qbecVars({
      source: { external: { 'qbec.io/env': 'spoofed', 'qbec.io/tag': 'spoofed' } },
      spec: { vars: { external: [{ name: 'qbec.io/defaultNs', default: 'spoofed' }] } },
    });
    expect(vars.env).toBe('dev');
    expect(vars.tag).toBe('');
    expect(vars.defaultNs).toBe('dev-ns');
  });
});

describe('external vars', () => {
  const typed = (names: string[]) =>
    `{ ${names.map((n) => `${JSON.stringify(n)}: { type: std.type(std.extVar(${JSON.stringify(n)})), value: std.extVar(${JSON.stringify(n)}) }`).join(', ')} }`;

  it('passes a string default as a string and any other default as code', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': probe(typed(['s', 'n', 'b', 'o', 'a', 'looksLikeCode'])) },
      spec: {
        vars: {
          external: [
            { name: 's', default: 'hello' },
            { name: 'n', default: 3 },
            { name: 'b', default: false },
            { name: 'o', default: { k: 'v', nested: [1, 2] } },
            { name: 'a', default: ['x', 1] },
            { name: 'looksLikeCode', default: '1 + 1' },
          ],
        },
      },
    });
    expect(probed(await renderOk(dir))).toEqual({
      s: { type: 'string', value: 'hello' },
      n: { type: 'number', value: 3 },
      b: { type: 'boolean', value: false },
      o: { type: 'object', value: { k: 'v', nested: [1, 2] } },
      a: { type: 'array', value: ['x', 1] },
      looksLikeCode: { type: 'string', value: '1 + 1' },
    });
  });

  it('lets a value in rigging.yaml override the default: a string stays a string, anything else is code', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': probe(typed(['s', 'n', 'numToString', 'o', 'undeclared'])) },
      spec: {
        vars: {
          external: [
            { name: 's', default: 'default' },
            { name: 'n', default: 'a string default' },
            { name: 'numToString', default: 1 },
            { name: 'o', default: 'x' },
          ],
        },
      },
      source: {
        external: { s: 'given', n: 42, numToString: '7', o: { list: [true] }, undeclared: 'still set' },
      },
    });
    expect(probed(await renderOk(dir))).toEqual({
      s: { type: 'string', value: 'given' },
      n: { type: 'number', value: 42 },
      numToString: { type: 'string', value: '7' },
      o: { type: 'object', value: { list: [true] } },
      // qbec does not reject vars the app does not declare (only --strict-vars does).
      undeclared: { type: 'string', value: 'still set' },
    });
  });

  it('leaves a var without a default (or a null one) unset, so std.extVar fails', async () => {
    for (const decl of [{ name: 'missing' }, { name: 'missing', default: null }]) {
      const dir = await qbecApp({
        components: { 'p.jsonnet': probe(`std.extVar('missing')`) },
        spec: { vars: { external: [decl] } },
      });
      const stderr = await renderFails(dir, ['--env', 'dev']);
      expect(stderr).toMatch(/app\/components\/p\.jsonnet:1:\d+: .*[Uu]ndefined external variable:? missing/);
    }
  });
});

describe('computed vars', () => {
  it('evaluates computed vars in order; a later one sees earlier ones, qbec vars and external vars', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': probe(`{ first: std.extVar('first'), second: std.extVar('second') }`) },
      spec: {
        vars: {
          external: [{ name: 'base', default: 10 }],
          computed: [
            { name: 'first', code: `{ n: std.extVar('base') * 2, env: std.extVar('qbec.io/env') }` },
            { name: 'second', code: `std.extVar('first').n + 1` },
          ],
        },
      },
    });
    expect(probed(await renderOk(dir))).toEqual({ first: { n: 20, env: 'dev' }, second: 21 });
  });

  it('sees the overriding external value from rigging.yaml', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': probe(`std.extVar('c')`) },
      spec: {
        vars: {
          external: [{ name: 'x', default: 1 }],
          computed: [{ name: 'c', code: `std.extVar('x') * 100` }],
        },
      },
      source: { external: { x: 5 } },
    });
    expect(probed(await renderOk(dir))).toBe(500);
  });

  it('fails when a computed var reads one declared after it', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': probe(`std.extVar('early')`) },
      spec: {
        vars: {
          computed: [
            { name: 'early', code: `std.extVar('late') + 1` },
            { name: 'late', code: '1' },
          ],
        },
      },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toContain('variable late has not yet been computed');
    expect(stderr).toMatch(/app\/qbec\.yaml:\d+:\d+: .*eval computed var early/);
  });
});

describe('top-level vars', () => {
  const tlaComponent = (name: string) =>
    `function(greeting='default greeting', count=1) { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${name}' }, data: { value: std.manifestJsonEx({ greeting: greeting, count: count, countType: std.type(count) }, ' ') } }`;

  it('passes a top-level var only to the components listed for it, and only when it has a value', async () => {
    const dir = await qbecApp({
      components: {
        'listed.jsonnet': tlaComponent('listed'),
        'unlisted.jsonnet': tlaComponent('unlisted'),
        'nocount.jsonnet': tlaComponent('nocount'),
      },
      spec: {
        vars: {
          topLevel: [
            { name: 'greeting', components: ['listed', 'nocount'] },
            { name: 'count', components: ['listed', 'nocount'] },
          ],
        },
      },
      source: { topLevel: { greeting: 'hi "there"\n', count: 3 } },
    });
    const objects = await renderOk(dir);
    expect(probed(objects, 'listed')).toEqual({ greeting: 'hi "there"\n', count: 3, countType: 'number' });
    expect(probed(objects, 'unlisted')).toEqual({
      greeting: 'default greeting',
      count: 1,
      countType: 'number',
    });
    expect(probed(objects, 'nocount')).toEqual({ greeting: 'hi "there"\n', count: 3, countType: 'number' });

    // Without values in rigging.yaml, every component falls back to its jsonnet defaults.
    const noValues = await qbecApp({
      components: { 'listed.jsonnet': tlaComponent('listed') },
      spec: { vars: { topLevel: [{ name: 'greeting', components: ['listed'] }] } },
    });
    expect(probed(await renderOk(noValues), 'listed')).toEqual({
      greeting: 'default greeting',
      count: 1,
      countType: 'number',
    });
  });

  it('passes a string value as a string and a non-string value as code', async () => {
    const dir = await qbecApp({
      components: { 'c.jsonnet': tlaComponent('c') },
      spec: {
        vars: {
          topLevel: [
            { name: 'greeting', components: ['c'] },
            { name: 'count', components: ['c'] },
          ],
        },
      },
      source: { topLevel: { greeting: '2 + 2', count: { n: 1 } } },
    });
    expect(probed(await renderOk(dir), 'c')).toEqual({
      greeting: '2 + 2',
      count: { n: 1 },
      countType: 'object',
    });
  });

  it('gives the same values whether one component or many are rendered (batched evaluation)', async () => {
    const components: Record<string, string> = {};
    for (let i = 0; i < 12; i++) components[`c${i}.jsonnet`] = tlaComponent(`c${i}`);
    const dir = await qbecApp({
      components,
      spec: { vars: { topLevel: [{ name: 'count', components: ['c3', 'c7'] }] } },
      source: { topLevel: { count: 9 } },
    });
    const objects = await renderOk(dir);
    for (let i = 0; i < 12; i++) {
      const expected = i === 3 || i === 7 ? 9 : 1;
      expect((probed(objects, `c${i}`) as { count: number }).count, `c${i}`).toBe(expected);
    }
  });
});

describe('qbec.yaml variable declarations', () => {
  it('rejects a top-level var naming a component that does not exist', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': probe('1') },
      qbec: qbecYaml({ vars: { topLevel: [{ name: 't', components: ['a', 'ghost'] }] } }),
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('components for TLA t: bad component reference(s): ghost');
  });

  it('rejects an external and a computed var with the same name', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': probe('1') },
      spec: { vars: { external: [{ name: 'x', default: 1 }], computed: [{ name: 'x', code: '2' }] } },
    });
    const stderr = await renderFails(dir);
    expect(stderr).toContain('duplicate external variable x');
  });
});
