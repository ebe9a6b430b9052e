import { describe, expect, test } from 'vitest';
import {
  type BlueprintFiles,
  fromYaml,
  landscaperFuncs,
  OFFLINE_FUNCTIONS,
  parseOCIReference,
  toYaml,
} from '../../src/render/blueprint/functions';
import { type GoMap, type GoValue, int64 } from '../../src/template/gotemplate/value';

function memFiles(files: Record<string, string>): BlueprintFiles {
  return {
    read: (p) => files[p],
    list: (dir) => {
      const prefix = dir === '' ? '' : `${dir}/`;
      const names = new Set<string>();
      for (const f of Object.keys(files)) {
        if (f.startsWith(prefix)) names.add(f.slice(prefix.length).split('/')[0] as string);
      }
      return names.size > 0 && files[dir] === undefined ? [...names] : undefined;
    },
  };
}

const cd: GoMap = {
  meta: { schemaVersion: 'v2' },
  component: {
    name: 'example.com/root',
    version: 'v1.0.0',
    repositoryContexts: [
      { type: 'ociRegistry', baseUrl: 'old.example.com' },
      { type: 'ociRegistry', baseUrl: 'eu.gcr.io/myproj' },
    ],
    resources: [
      {
        name: 'nginx-ingress-chart',
        version: '0.30.0',
        type: 'helm',
        relation: 'external',
        access: { type: 'ociRegistry', imageReference: 'nginx:0.30.0' },
      },
      {
        name: 'image',
        version: '1.0.0',
        type: 'ociImage',
        extraIdentity: { arch: 'amd64' },
        access: { type: 'ociRegistry', imageReference: 'img:1.0.0-amd64' },
      },
      {
        name: 'image',
        version: '1.0.0',
        type: 'ociImage',
        extraIdentity: { arch: 'arm64' },
        access: { type: 'ociRegistry', imageReference: 'img:1.0.0-arm64' },
        unknownField: 'dropped',
      },
    ],
    componentReferences: [
      { name: 'my-referenced-component', componentName: 'example.com/ref', version: 'v0.1.0' },
      { name: 'missing-ref', componentName: 'example.com/missing', version: 'v9.9.9' },
    ],
  },
};

const refCd: GoMap = {
  meta: { schemaVersion: 'v2' },
  component: {
    name: 'example.com/ref',
    version: 'v0.1.0',
    repositoryContexts: [],
    resources: [
      {
        name: 'ubuntu',
        version: '0.18.0',
        type: 'ociImage',
        relation: 'external',
        access: { type: 'ociRegistry', imageReference: 'ubuntu:0.18.0' },
      },
    ],
    componentReferences: [],
  },
};

const f = landscaperFuncs({ componentDescriptor: cd, componentDescriptors: [refCd] });
const call = (name: string, ...args: GoValue[]) => (f[name] as (...a: GoValue[]) => GoValue)(...args);

describe('toYaml (sigs.k8s.io/yaml over yaml.v2)', () => {
  const cases: [string, GoValue, string][] = [
    ['sorted keys', { b: 1, a: 2, C: 3 }, 'C: 3\na: 2\nb: 1'],
    ['numbers in keys sort by value', { key10: 1, key9: 2, key1: 3 }, 'key1: 3\nkey9: 2\nkey10: 1'],
    ['list items not indented', { key: ['a', 'b'] }, 'key:\n- a\n- b'],
    ['nested maps indent by two', { a: { b: { c: 1 } } }, 'a:\n  b:\n    c: 1'],
    ['map in a list', { l: [{ a: 1, b: 2 }] }, 'l:\n- a: 1\n  b: 2'],
    ['list in a list', [[1, 2], ['x']], '- - 1\n  - 2\n- - x'],
    ['empty collections are flow', { e: [], m: {} }, 'e: []\nm: {}'],
    ['top-level empty map', {}, '{}'],
    ['null', { a: null }, 'a: null'],
    ['top-level null', null, 'null'],
    ['bools', { t: true, f: false }, 'f: false\nt: true'],
    [
      'strings that read as other types are double quoted',
      { a: 'true', b: '1', c: '', d: 'yes', e: 'null', g: '1.5', h: '0x1F', i: '~' },
      'a: "true"\nb: "1"\nc: ""\nd: "yes"\ne: "null"\ng: "1.5"\nh: "0x1F"\ni: "~"',
    ],
    ['keys that read as other types are quoted', { y: 1, n: 2, '1': 3 }, '"1": 3\n"n": 2\n"y": 1'],
    [
      'timestamps and base-60 numbers are quoted',
      { a: '2001-12-14', b: '1:20' },
      'a: "2001-12-14"\nb: "1:20"',
    ],
    [
      'indicators force single quotes',
      { a: '- x', b: "it's: here", c: '*ref', d: ' lead' },
      "a: '- x'\nb: 'it''s: here'\nc: '*ref'\nd: ' lead'",
    ],
    ['plain strings stay plain', { a: 'hello world', b: 'a:b', c: 'x#y' }, 'a: hello world\nb: a:b\nc: x#y'],
    ['tabs and astral runes are escaped', { a: 'a\tb', b: '😀' }, 'a: "a\\tb"\nb: "\\U0001F600"'],
    [
      'multi-line strings are literal',
      { s: 'multi\nline\n', t: 'a\nb' },
      's: |\n  multi\n  line\nt: |-\n  a\n  b',
    ],
    ['literal keep chomping', { s: 'a\n\n' }, 's: |+\n  a\n\n'.slice(0, -1)],
    ['float64 integers print as integers', { a: 1e6, b: 3, c: -0 }, 'a: 1000000\nb: 3\nc: 0'],
    [
      'floats print as Go %g',
      { a: 1.5, b: 1234567.5, c: 1e21, d: 1e-7, e: 0.0001, f: 1e20 },
      'a: 1.5\nb: 1.2345675e+06\nc: 1e+21\nd: 1e-07\ne: 0.0001\nf: 1e+20',
    ],
    ['Go ints', { a: 42n, b: -7n }, 'a: 42\nb: -7'],
    ['NaN cannot be marshalled: empty string', { a: Number.NaN }, ''],
    [
      'long strings fold after column 80',
      { l: 'word '.repeat(30).trim() },
      `l: ${'word '.repeat(16).trim()}\n  ${'word '.repeat(14).trim()}`,
    ],
  ];
  for (const [name, input, want] of cases) {
    test(name, () => expect(toYaml(input)).toBe(want));
  }
  test('is registered in the FuncMap', () => expect(call('toYaml', { a: [1] })).toBe('a:\n- 1'));
});

describe('fromYaml (yaml.v2 → JSON → interface{})', () => {
  test('numbers become float64, YAML 1.1 booleans, timestamps stay strings', () => {
    expect(fromYaml('a: 1\nb: yes\nc: 2001-12-14\nd: [1.5, "x", null]\ne: 0x10\n')).toEqual({
      a: 1,
      b: true,
      c: '2001-12-14',
      d: [1.5, 'x', null],
      e: 16,
    });
  });
  test('integers are numbers, never bigint', () => {
    const v = fromYaml('num: 123456789012') as GoMap;
    expect(typeof v.num).toBe('number');
    expect(v.num).toBe(123456789012);
  });
  test('non-string keys become strings', () => {
    expect(fromYaml('1: a\ntrue: b\n')).toEqual({ '1': 'a', true: 'b' });
  });
  test('the YAML 1.1 key n is the boolean false', () =>
    expect(fromYaml('n: 1\ny: 2')).toEqual({ false: 1, true: 2 }));
  test('empty input is nil', () => expect(fromYaml('')).toBe(null));
  test('round trip through toYaml', () => {
    const v = { b: ['x', { c: 'true', d: 2 }], a: 'multi\nline', e: {} };
    expect(fromYaml(toYaml(v))).toEqual(v);
  });
  test('invalid YAML is an error', () => {
    expect(() => fromYaml('a: [1, 2')).toThrow(/^error converting YAML to JSON: yaml: /);
  });
});

describe('OCI references (template.ParseOCIReference)', () => {
  const cases: [string, [string, string]][] = [
    ['nginx:0.30.0', ['nginx', '0.30.0']],
    ['host:5000/myrepo/myimage:1.0.0', ['host:5000/myrepo/myimage', '1.0.0']],
    [
      `host:5000/myrepo/myimage@sha256:${'a'.repeat(64)}`,
      ['host:5000/myrepo/myimage', `sha256:${'a'.repeat(64)}`],
    ],
    [`eu.gcr.io/p/img:1.2@sha256:${'b'.repeat(64)}`, ['eu.gcr.io/p/img', `sha256:${'b'.repeat(64)}`]],
    ['docker.io/foo/bar:1', ['foo/bar', '1']],
    ['index.docker.io/library/alpine:3', ['alpine', '3']],
    ['host:5000/repo', ['host:5000/repo', 'latest']],
    ['oci://ghcr.io/org/chart:0.1.0', ['ghcr.io/org/chart', '0.1.0']],
    ['localhost/app:dev', ['localhost/app', 'dev']],
  ];
  for (const [ref, want] of cases) {
    test(ref.length > 60 ? `${ref.slice(0, 60)}…` : ref, () => expect(parseOCIReference(ref)).toEqual(want));
  }
  test('ociRefRepo and ociRefVersion', () => {
    expect(call('ociRefRepo', 'eu.gcr.io/gardener-project/gardener/apiserver:v1.7.2')).toBe(
      'eu.gcr.io/gardener-project/gardener/apiserver',
    );
    expect(call('ociRefVersion', 'eu.gcr.io/gardener-project/gardener/apiserver:v1.7.2')).toBe('v1.7.2');
    expect(call('parseOCIRef', 'nginx:1')).toEqual(['nginx', '1']);
  });
  test('a reference without a colon is invalid', () =>
    expect(() => parseOCIReference('nginx')).toThrow('invalid reference'));
  test('upper case repository names are refused', () =>
    expect(() => parseOCIReference('host:5000/MyRepo:1')).toThrow(
      'invalid reference format: repository name (MyRepo) must be lowercase',
    ));
  test('a short digest is an invalid reference format', () =>
    expect(() => parseOCIReference('host:5000/repo@sha256:123')).toThrow('invalid reference format'));
  test('a digest of the wrong length', () =>
    expect(() => parseOCIReference(`repo/x@sha256:${'a'.repeat(40)}`)).toThrow(
      'invalid checksum digest length',
    ));
});

describe('component descriptor functions', () => {
  test('getResource by name over .cd', () => {
    const r = call('getResource', cd, 'name', 'nginx-ingress-chart') as GoMap;
    expect((r.access as GoMap).imageReference).toBe('nginx:0.30.0');
    expect(r).toEqual({
      name: 'nginx-ingress-chart',
      version: '0.30.0',
      type: 'helm',
      relation: 'external',
      access: { type: 'ociRegistry', imageReference: 'nginx:0.30.0' },
    });
  });
  test('getResource without a descriptor uses the blueprint one', () => {
    expect(
      ((call('getResource', 'name', 'nginx-ingress-chart') as GoMap).access as GoMap).imageReference,
    ).toBe('nginx:0.30.0');
  });
  test('extraIdentity selects among same-named resources; unknown fields are dropped', () => {
    const r = call('getResource', cd, 'name', 'image', 'arch', 'arm64') as GoMap;
    expect((r.access as GoMap).imageReference).toBe('img:1.0.0-arm64');
    expect(r.unknownField).toBeUndefined();
  });
  test('getResources returns every match', () => {
    const rs = call('getResources', cd, 'name', 'image') as GoMap[];
    expect(rs.map((r) => (r.extraIdentity as GoMap).arch)).toEqual(['amd64', 'arm64']);
  });
  test('version and type are not identity: NotFound', () => {
    expect(() => call('getResource', cd, 'name', 'image', 'version', '1.0.0')).toThrow(/^NotFound$/);
  });
  test('no match: NotFound', () => expect(() => call('getResource', cd, 'name', 'nope')).toThrow('NotFound'));
  test('odd key/value pairs', () =>
    expect(() => call('getResource', cd, 'name')).toThrow('odd number of key value pairs'));
  test('too few arguments', () =>
    expect(() => call('getResource', cd)).toThrow('at least 2 arguments are expected'));
  test('non-string value', () =>
    expect(() => call('getResource', cd, 'name', 1)).toThrow('expect argument 1 to be a string'));
  test('a descriptor without schema version', () =>
    expect(() => call('getResource', { component: {} }, 'name', 'x')).toThrow(
      'unable to determine component descriptor schema version',
    ));
  test('getComponent then getResource on it (the seed example)', () => {
    const comp = call('getComponent', cd, 'name', 'my-referenced-component') as GoMap;
    expect((comp.component as GoMap).name).toBe('example.com/ref');
    const r = call('getResource', comp, 'name', 'ubuntu') as GoMap;
    expect((r.access as GoMap).imageReference).toBe('ubuntu:0.18.0');
  });
  test('a referenced descriptor that was not given is an error naming it', () => {
    expect(() => call('getComponent', cd, 'name', 'missing-ref')).toThrow(
      'unable to resolve component missing-ref:v9.9.9',
    );
  });
  test('getComponent over no matching reference', () =>
    expect(() => call('getComponent', cd, 'name', 'other')).toThrow('NotFound'));
  test('v3alpha1 descriptors are read too', () => {
    const v3: GoMap = {
      apiVersion: 'ocm.software/v3alpha1',
      kind: 'ComponentVersion',
      metadata: { name: 'example.com/v3', version: '1.0.0', provider: { name: 'me' } },
      repositoryContexts: [{ type: 'OCIRegistry', baseUrl: 'ghcr.io' }],
      spec: {
        resources: [
          {
            name: 'chart',
            version: '1.0.0',
            type: 'helmChart',
            relation: 'local',
            access: { type: 'localBlob' },
          },
        ],
        references: [{ name: 'ref', componentName: 'example.com/ref', version: 'v0.1.0' }],
      },
    };
    expect((call('getResource', v3, 'name', 'chart') as GoMap).type).toBe('helmChart');
    expect(((call('getComponent', v3, 'name', 'ref') as GoMap).component as GoMap).version).toBe('v0.1.0');
    expect(call('getRepositoryContext', v3)).toEqual({ type: 'OCIRegistry', baseUrl: 'ghcr.io' });
  });
  test('getRepositoryContext is the last context', () => {
    expect(call('getRepositoryContext', cd)).toEqual({ type: 'ociRegistry', baseUrl: 'eu.gcr.io/myproj' });
    expect(call('getRepositoryContext', refCd)).toEqual({});
  });
  test('getRepositoryContext errors', () => {
    expect(() => call('getRepositoryContext', null)).toThrow(
      'Unable to get effective component descriptor as no ComponentDescriptor is defined.',
    );
    expect(() => call('getRepositoryContext', 'x')).toThrow('invalid component descriptor');
  });
  test('no descriptor at all', () => {
    const g = landscaperFuncs({});
    expect(() => (g.getResource as (...a: GoValue[]) => GoValue)('name', 'x')).toThrow(
      'Unable to search for a resource as no ComponentDescriptor is defined.',
    );
  });
});

describe('blueprint files', () => {
  const files = memFiles({
    'blueprint.yaml': 'kind: Blueprint',
    'templates/a.tpl': 'A{{ .x }}',
    'templates/self.tpl': 'loop',
    'data/é.txt': 'ünï',
  });
  const executed: [string, string, GoValue][] = [];
  let selfCalls = 0;
  const g: Record<string, (...a: GoValue[]) => GoValue> = {};
  Object.assign(
    g,
    landscaperFuncs({
      files,
      execute: (name, text, data) => {
        executed.push([name, text, data]);
        if (text === 'loop') {
          selfCalls++;
          return `${g.include?.('templates/self.tpl', data)}`;
        }
        return text.replace('{{ .x }}', String((data as GoMap).x));
      },
    }),
  );
  test('readFile reads from the blueprint root', () => {
    expect(g.readFile?.('blueprint.yaml')).toBe('kind: Blueprint');
    expect(g.readFile?.('/templates/./a.tpl')).toBe('A{{ .x }}');
  });
  test('readFile refuses a path that escapes the root', () => {
    expect(() => g.readFile?.('../secret')).toThrow('open ../secret: path escapes the blueprint directory');
    expect(() => g.readFile?.('templates/../../x')).toThrow(/escapes the blueprint directory/);
  });
  test('readFile of a missing file', () =>
    expect(() => g.readFile?.('nope')).toThrow('open nope: file does not exist'));
  test('readDir lists entries as FileInfo maps, sorted (Size() is an int64)', () => {
    expect(g.readDir?.('')).toEqual([
      { Name: 'blueprint.yaml', Size: int64(15n), IsDir: false, Mode: '-rw-r--r--' },
      { Name: 'data', Size: int64(0n), IsDir: true, Mode: 'drwxr-xr-x' },
      { Name: 'templates', Size: int64(0n), IsDir: true, Mode: 'drwxr-xr-x' },
    ]);
    expect(g.readDir?.('data')).toEqual([
      { Name: 'é.txt', Size: int64(5n), IsDir: false, Mode: '-rw-r--r--' },
    ]);
    expect(() => g.readDir?.('..')).toThrow(/escapes/);
  });
  test('include executes the file with the data', () => {
    expect(g.include?.('templates/a.tpl', { x: 1 })).toBe('A1');
    expect(executed.at(-1)?.[0]).toBe('execution');
  });
  test('include of a missing file', () =>
    expect(() => g.include?.('missing.tpl', {})).toThrow(
      'unable to read include file "missing.tpl": open missing.tpl: file does not exist',
    ));
  test('include recursion stops after 101 nested levels', () => {
    expect(() => g.include?.('templates/self.tpl', {})).toThrow(
      'rendering template has a nested reference name: templates/self.tpl: unable to execute template',
    );
    expect(selfCalls).toBe(101);
    // the counter unwinds: a later include works again
    expect(g.include?.('templates/a.tpl', { x: 2 })).toBe('A2');
  });
});

describe('getResourceKey (the global identity of a resource, as base64 YAML)', () => {
  const key = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  test('a resource of the blueprint’s own component', () => {
    expect(call('getResourceKey', 'cd://resources/nginx-ingress-chart')).toBe(
      key(
        'component:\n  name: example.com/root\n  version: v1.0.0\nresource:\n  name: nginx-ingress-chart\n',
      ),
    );
  });
  test('a resource of a referenced component, by URI and by the YAML reference form', () => {
    const expected = key(
      'component:\n  name: example.com/ref\n  version: v0.1.0\nresource:\n  name: ubuntu\n',
    );
    expect(call('getResourceKey', 'cd://componentReferences/my-referenced-component/resources/ubuntu')).toBe(
      expected,
    );
    expect(
      call(
        'getResourceKey',
        'resource: { name: ubuntu }\nreferencePath:\n  - name: my-referenced-component\n',
      ),
    ).toBe(expected);
  });
  test('extraIdentity is part of the identity', () => {
    expect(call('getResourceKey', 'resource: { name: image, arch: arm64 }')).toBe(
      key(
        'component:\n  name: example.com/root\n  version: v1.0.0\nresource:\n  arch: arm64\n  name: image\n',
      ),
    );
  });
  test('the version joins the identity when name and extraIdentity alone repeat', () => {
    const twin = (version: string) => ({ name: 'tool', version, type: 'blob', access: { type: 'none' } });
    const twins = structuredClone(cd);
    (twins.component as GoMap).resources = [twin('1.0'), twin('2.0')];
    const g = landscaperFuncs({ componentDescriptor: twins });
    expect(
      (g.getResourceKey as (...a: GoValue[]) => GoValue)('resource: { name: tool, version: "2.0" }'),
    ).toBe(
      key(
        'component:\n  name: example.com/root\n  version: v1.0.0\nresource:\n  name: tool\n  version: "2.0"\n',
      ),
    );
  });
  test('errors name what is wrong', () => {
    expect(() => call('getResourceKey')).toThrow(
      'unable to provide key for empty relative artifact reference',
    );
    expect(() => call('getResourceKey', 'a', 'b')).toThrow(
      'this function requires 1 argument, but 2 were provided',
    );
    expect(() => call('getResourceKey', 1)).toThrow('unable to assert the first argument as string');
    expect(() => call('getResourceKey', 'cd://resources/nope')).toThrow(
      'unable to resolve relative resource reference: resource {"name":"nope"} not found in component example.com/root:v1.0.0',
    );
    expect(() => call('getResourceKey', 'cd://resources/image')).toThrow(
      'resource {"name":"image"} not found',
    );
    const bare = landscaperFuncs({});
    expect(() => (bare.getResourceKey as (...a: GoValue[]) => GoValue)('cd://resources/x')).toThrow(
      'unable to use this function without ocm component version',
    );
  });
});

describe('functions that need a cluster or a registry', () => {
  for (const name of OFFLINE_FUNCTIONS) {
    test(name, () =>
      expect(() => call(name, 'a', 'b')).toThrow(`${name}: not available when rendering offline`),
    );
  }
  test('all of Landscaper’s function names are present', () => {
    expect(Object.keys(f).sort()).toEqual(
      [
        'include',
        'readFile',
        'readDir',
        'toYaml',
        'fromYaml',
        'parseOCIRef',
        'ociRefRepo',
        'ociRefVersion',
        'getResourceKey',
        'getResourceContent',
        'getResource',
        'getResources',
        'getComponent',
        'getRepositoryContext',
        'getShootAdminKubeconfig',
        'getShootAdminKubeconfigWithExpirationTimestamp',
        'getServiceAccountKubeconfig',
        'getServiceAccountKubeconfigWithExpirationTimestamp',
        'getOidcKubeconfig',
      ].sort(),
    );
  });
});
