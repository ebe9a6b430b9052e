import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, probe, probed, qbecApp, renderFails, renderOk } from './helpers';

cleanupTempDirs();

/** The value of a jsonnet expression evaluated in a component, with data files under app/data/. */
async function evaluate(expr: string, data: Record<string, string> = {}): Promise<unknown> {
  const files = Object.fromEntries(Object.entries(data).map(([k, v]) => [`app/data/${k}`, v]));
  const dir = await qbecApp({ components: { 'p.jsonnet': probe(expr) }, files });
  return probed(await renderOk(dir));
}

const MULTI = [
  '# a comment before the first document',
  'name: first',
  'enabled: yes',
  'off: off',
  '---',
  '---',
  '# only a comment',
  '---',
  '- 1',
  '- two',
  '--- plain scalar',
  '---',
  'null',
  '---',
  'last: { nested: [true, no] }',
  '',
].join('\n');

describe("std.native('parseYaml')", () => {
  it('returns an array of the documents of a file, skipping empty and null ones, YAML 1.1 booleans', async () => {
    expect(
      await evaluate(`std.native('parseYaml')(importstr '../data/multi.yaml')`, { 'multi.yaml': MULTI }),
    ).toEqual([
      { name: 'first', enabled: true, false: false },
      [1, 'two'],
      'plain scalar',
      { last: { nested: [true, false] } },
    ]);
  });

  it('parses a multi-document string written in jsonnet (y and n are booleans too, as in go-yaml v2)', async () => {
    expect(
      await evaluate(
        `std.native('parseYaml')(std.join('\\n', ['a: 1', '---', 'b: [p, q, y, n]', '---', 'c: yes']))`,
      ),
    ).toEqual([{ a: 1 }, { b: ['p', 'q', true, false] }, { c: true }]);
  });

  it('wraps even a single document in an array, and gives [] for an empty string', async () => {
    expect(await evaluate(`std.native('parseYaml')('a: 1')`)).toEqual([{ a: 1 }]);
    expect(await evaluate(`std.native('parseYaml')('')`)).toEqual([]);
    expect(await evaluate(`std.native('parseYaml')('# nothing\\n---\\n')`)).toEqual([]);
  });

  it('expands YAML merge keys', async () => {
    expect(
      await evaluate(`std.native('parseYaml')(importstr '../data/merge.yaml')`, {
        'merge.yaml': 'base: &b { p: 1, q: 2 }\nderived:\n  <<: *b\n  q: 3\n',
      }),
    ).toEqual([{ base: { p: 1, q: 2 }, derived: { p: 1, q: 3 } }]);
  });

  it('keeps YAML 1.1 timestamps as the strings written (go-yaml v2 does not convert them)', async () => {
    // qbec parses YAML with k8s.io/apimachinery's YAMLToJSON decoder (go-yaml v2), which decodes a
    // timestamp into interface{} as its original string. parseYamlDocuments
    // (src/render/jsonnet/natives.ts) uses the yaml package's YAML 1.1 schema, which makes a Date,
    // so `2001-12-14` comes out as "2001-12-14T00:00:00.000Z".
    expect(await evaluate(`std.native('parseYaml')('day: 2001-12-14\\nat: 2001-12-14T21:59:43Z')`)).toEqual([
      { day: '2001-12-14', at: '2001-12-14T21:59:43Z' },
    ]);
  });

  it('keeps base-60 looking values such as 12:30 as strings (go-yaml v2 has no sexagesimal ints)', async () => {
    // go-yaml v2's resolver: "Base 60 floats are a bad idea ... and are purposefully unsupported
    // here", so `12:30` is the string "12:30". The yaml package's YAML 1.1 schema reads it as 750.
    expect(await evaluate(`std.native('parseYaml')('time: 12:30\\nport: 22:22')`)).toEqual([
      { time: '12:30', port: '22:22' },
    ]);
  });

  it('reads a .yaml component the same way: a date in ConfigMap data stays the string written', async () => {
    // Same cause as above, in parseYamlDocuments: the ConfigMap below would be applied with
    // data.since "2024-01-31T00:00:00.000Z" and data.at 750 (a number) instead of the strings qbec keeps.
    const dir = await qbecApp({
      components: {
        'cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata:\n  since: 2024-01-31\n  at: 12:30\n',
      },
    });
    const [o] = await renderOk(dir);
    expect(o?.object.data).toEqual({ since: '2024-01-31', at: '12:30' });
  });

  it('reports a YAML syntax error as a jsonnet error at the call', async () => {
    const dir = await qbecApp({
      components: { 'p.jsonnet': `local docs = std.native('parseYaml')('a: [1, 2');\ndocs\n` },
    });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/^app\/components\/p\.jsonnet:1:\d+: /m);
  });
});

describe("std.native('parseJson')", () => {
  it('parses a JSON document', async () => {
    expect(
      await evaluate(`std.native('parseJson')(importstr '../data/x.json')`, {
        'x.json': '{ "a": [1, 2.5, "s", null, true], "b": { "c": {} } }\n',
      }),
    ).toEqual({ a: [1, 2.5, 's', null, true], b: { c: {} } });
  });

  it('reports malformed JSON as an error in the calling file', async () => {
    const dir = await qbecApp({ components: { 'p.jsonnet': `std.native('parseJson')('{ nope')` } });
    const stderr = await renderFails(dir, ['--env', 'dev']);
    expect(stderr).toMatch(/^app\/components\/p\.jsonnet:1:\d+: /m);
  });
});

describe("jsonnet's own std.parseYaml", () => {
  it('still behaves as jsonnet defines it: one document unwrapped, YAML 1.2 booleans', async () => {
    expect(await evaluate(`std.parseYaml('a: 1\\nb: yes\\nc: true')`)).toEqual({ a: 1, b: 'yes', c: true });
  });

  it('is unaffected by the native of the same name in the same evaluation', async () => {
    expect(
      await evaluate(`{ builtin: std.parseYaml('x: on'), native: std.native('parseYaml')('x: on') }`),
    ).toEqual({ builtin: { x: 'on' }, native: [{ x: true }] });
  });
});
