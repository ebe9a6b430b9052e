import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterEach, describe, expect, test } from 'vitest';
import { RepositoryBoundary } from '../../src/boundary/boundary';
import {
  ComponentError,
  encodeDescriptor,
  openComponentRepository,
  parseCdUri,
} from '../../src/render/blueprint/components';

const created: string[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function writeTree(files: Record<string, string | Buffer>): Promise<string> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), 'rigging-components-test-')));
  created.push(root);
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), content);
  }
  return root;
}

/** A tar (gzip'd unless told) of the entries, built as a blueprint archive would be. */
async function tarOf(
  entries: { name: string; content?: string; type?: 'file' | 'directory' | 'symlink'; linkname?: string }[],
  gzip = true,
): Promise<Buffer> {
  const p = pack();
  for (const e of entries) {
    if (e.type === 'directory' || e.type === 'symlink')
      p.entry({ name: e.name, type: e.type, linkname: e.linkname });
    else p.entry({ name: e.name }, e.content ?? '');
  }
  p.finalize();
  const chunks: Buffer[] = [];
  for await (const c of p) chunks.push(c as Buffer);
  const tar = Buffer.concat(chunks);
  return gzip ? gzipSync(tar) : tar;
}

const APP = `meta:
  schemaVersion: v2
component:
  name: example.com/app
  version: 1.0.0
  provider: internal
  repositoryContexts:
    - type: ociRegistry
      baseUrl: example.com/components
  componentReferences:
    - name: ingress
      componentName: example.com/ingress
      version: 2.0.0
  resources:
    - name: bp-dir
      type: landscaper.gardener.cloud/blueprint
      relation: local
      access:
        type: localFilesystemBlob
        filename: bp
        mediaType: application/vnd.gardener.landscaper.blueprint.v1+tar+gzip
    - name: bp-tgz
      type: blueprint
      version: 0.1.0
      relation: local
      access:
        type: localFilesystemBlob
        filename: bp.tgz
        mediaType: application/vnd.gardener.landscaper.blueprint.v1+tar+gzip
    - name: schema
      type: landscaper.gardener.cloud/jsonschema
      relation: local
      access:
        type: localFilesystemBlob
        filename: schema.json
        mediaType: application/vnd.gardener.landscaper.jsonschema.layer.v1.json
    - name: image
      type: ociImage
      relation: external
      access:
        type: ociRegistry
        imageReference: example.com/image:1.0
    - name: bp-remote
      type: blueprint
      relation: external
      access:
        type: ociRegistry
        imageReference: example.com/bp:1.0
`;

const INGRESS = `meta:
  schemaVersion: v2
component:
  name: example.com/ingress
  version: 2.0.0
  provider: internal
  repositoryContexts: []
  componentReferences: []
  resources:
    - name: bp
      type: blueprint
      relation: local
      access:
        type: localBlob
        localReference: ingress-bp
    - name: schema
      type: landscaper.gardener.cloud/jsonschema
      relation: local
      access:
        type: localFilesystemBlob
        filename: s.json
`;

async function repo(extra: Record<string, string | Buffer> = {}) {
  const root = await writeTree({
    'components/app/component-descriptor.yaml': APP,
    'components/app/blobs/bp/blueprint.yaml': 'kind: Blueprint\n',
    'components/app/blobs/bp/templates/deploy.yaml': 'deploy: {{ .imports.x }}\n',
    'components/app/blobs/bp.tgz': await tarOf([
      { name: 'blueprint.yaml', content: 'kind: Blueprint # tgz\n' },
      { name: 'data/', type: 'directory' },
      { name: './data/a.txt', content: 'A' },
    ]),
    'components/app/blobs/schema.json': '{"type": "string"}',
    'components/ingress/component-descriptor.yaml': INGRESS,
    'components/ingress/blobs/ingress-bp/blueprint.yaml': 'kind: Blueprint # ingress\n',
    'components/ingress/blobs/s.json': gzipSync('{"type": "integer"}'),
    ...extra,
  });
  const boundary = RepositoryBoundary.at(root);
  const open = () =>
    openComponentRepository({
      boundary,
      descriptorPath: path.join(root, 'components/app/component-descriptor.yaml'),
      displayRoot: root,
    });
  return { root, boundary, open };
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a rejection');
}

function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('component descriptors resolved in the repository', () => {
  test('.cd is the codec-encoded descriptor with its defaults', async () => {
    const { open } = await repo();
    const r = await open();
    const component = r.cd?.component as Record<string, unknown>;
    expect(r.cd?.meta).toEqual({ schemaVersion: 'v2' });
    expect(component.sources).toEqual([]);
    const resources = component.resources as Record<string, unknown>[];
    // A local resource without version gets the component's; a given one is kept.
    expect(resources[0]?.version).toBe('1.0.0');
    expect(resources[1]?.version).toBe('0.1.0');
    expect(resources[3]).toEqual({
      name: 'image',
      version: '',
      type: 'ociImage',
      relation: 'external',
      access: { type: 'ociRegistry', imageReference: 'example.com/image:1.0' },
    });
  });

  test('.components holds the owner first, then the referenced components', async () => {
    const { open } = await repo();
    const r = await open();
    const list = r.components as { meta: unknown; components: { component: { name: string } }[] };
    expect(list.meta).toEqual({ schemaVersion: 'v2' });
    expect(list.components.map((c) => c.component.name)).toEqual(['example.com/app', 'example.com/ingress']);
    expect(r.descriptors).toHaveLength(2);
  });

  test('a blueprint kept as a directory blob', async () => {
    const { open } = await repo();
    const { fs, component } = await (await open()).blueprint('cd://resources/bp-dir');
    expect(fs.origin).toBe('components/app/blobs/bp');
    expect(component.name).toBe('example.com/app');
    expect(fs.read('blueprint.yaml')).toBe('kind: Blueprint\n');
    expect(fs.list('')?.sort()).toEqual(['blueprint.yaml', 'templates']);
    expect(fs.read('templates')).toBeUndefined();
    expect(fs.list('missing')).toBeUndefined();
  });

  test('a blueprint kept as a tar.gz blob is unpacked in memory', async () => {
    const { open } = await repo();
    const { fs } = await (await open()).blueprintByResourceName('bp-tgz');
    expect(fs.read('blueprint.yaml')).toBe('kind: Blueprint # tgz\n');
    expect(fs.read('data/a.txt')).toBe('A');
    expect(fs.list('')?.sort()).toEqual(['blueprint.yaml', 'data']);
  });

  test('a plain tar blob is unpacked too', async () => {
    const { open } = await repo({
      'components/app/blobs/bp.tgz': await tarOf([{ name: 'blueprint.yaml', content: 'plain' }], false),
    });
    const { fs } = await (await open()).blueprint('cd://resources/bp-tgz');
    expect(fs.read('blueprint.yaml')).toBe('plain');
  });

  test('a JSON schema file blob, and a gzip one in a referenced component', async () => {
    const { open } = await repo();
    const r = await open();
    expect(r.resourceText('cd://resources/schema#/definitions/x')).toBe('{"type": "string"}');
    expect(r.resourceText('cd://componentReferences/ingress/resources/schema')).toBe('{"type": "integer"}');
  });

  test('a blueprint in a referenced component found in a sibling directory', async () => {
    const { open } = await repo();
    const r = await open();
    const { fs, component } = await r.blueprint('cd://componentReferences/ingress/resources/bp');
    expect(component).toMatchObject({ name: 'example.com/ingress', version: '2.0.0' });
    expect(fs.origin).toBe('components/ingress/blobs/ingress-bp');
    expect(fs.read('blueprint.yaml')).toBe('kind: Blueprint # ingress\n');
    // Relative to the referenced component, its own resources are named without the reference.
    expect((await r.blueprint('cd://resources/bp', component)).fs.origin).toBe(
      'components/ingress/blobs/ingress-bp',
    );
  });

  test('a missing component reference names componentName:version', async () => {
    const { open } = await repo({
      'components/ingress/component-descriptor.yaml': INGRESS.replace('2.0.0', '2.0.1'),
    });
    const err = await rejection(open());
    expect(err).toBeInstanceOf(ComponentError);
    expect(err.message).toContain('components/app/component-descriptor.yaml');
    expect(err.message).toContain('example.com/ingress:2.0.0 cannot be found');
  });

  test('a URI naming an unknown resource or reference', async () => {
    const { open } = await repo();
    const r = await open();
    const err = await rejection(r.blueprint('cd://resources/nope'));
    expect(err).toBeInstanceOf(ComponentError);
    expect(err.message).toBe(
      'components/app/component-descriptor.yaml: blueprint ref "cd://resources/nope": local resource nope cannot be found',
    );
    expect((await rejection(r.blueprint('cd://componentReferences/x/resources/bp'))).message).toContain(
      'component reference x cannot be found',
    );
    expect(thrown(() => r.resourceText('cd://resources/schema/x')).message).toContain(
      'even number of path arguments expected',
    );
    expect(thrown(() => r.resourceText('cd://resources/bp-dir')).message).toContain(
      'no handler found for resource type landscaper.gardener.cloud/blueprint',
    );
    expect((await rejection(r.blueprint('cd://resources/image'))).message).toContain(
      'no blueprint handler for resource type ociImage',
    );
    expect((await rejection(r.blueprint('cd://resources/bp-remote'))).message).toContain(
      'access type "ociRegistry" is not a local blob',
    );
  });

  test('a blob path escaping via symlink is refused', async () => {
    const outside = await writeTree({ 'blueprint.yaml': 'secret' });
    const { root, open } = await repo();
    await rm(path.join(root, 'components/app/blobs/bp'), { recursive: true });
    await symlink(outside, path.join(root, 'components/app/blobs/bp'));
    const err = await rejection((await open()).blueprint('cd://resources/bp-dir'));
    expect(err).toBeInstanceOf(ComponentError);
    expect(err.message).toContain('"components/app/blobs/bp" is outside the repository');
    expect(err.message).not.toContain(outside);
  });

  test('a symlink inside a blueprint directory that leaves the repository is refused at the read', async () => {
    const outside = await writeTree({ 'x.yaml': 'secret' });
    const { root, open } = await repo();
    await symlink(path.join(outside, 'x.yaml'), path.join(root, 'components/app/blobs/bp/x.yaml'));
    const { fs } = await (await open()).blueprint('cd://resources/bp-dir');
    expect(() => fs.read('x.yaml')).toThrow('"components/app/blobs/bp/x.yaml" is outside the repository');
  });

  test('tar entries with .. or links are refused', async () => {
    for (const entries of [
      [{ name: '../evil.yaml', content: 'x' }],
      [{ name: 'link', type: 'symlink' as const, linkname: '/etc/passwd' }],
    ]) {
      const { open } = await repo({ 'components/app/blobs/bp.tgz': await tarOf(entries) });
      const err = await rejection((await open()).blueprint('cd://resources/bp-tgz'));
      expect(err).toBeInstanceOf(ComponentError);
      expect(err.message).toMatch(
        /^components\/app\/blobs\/bp\.tgz: tar entry .* (leaves the blueprint|is a link)/,
      );
    }
  });

  test('a blob that is no tar is an error naming it', async () => {
    const { open } = await repo({ 'components/app/blobs/bp.tgz': 'not a tar' });
    const err = await rejection((await open()).blueprint('cd://resources/bp-tgz'));
    expect(err).toBeInstanceOf(ComponentError);
    expect(err.message).toMatch(/^components\/app\/blobs\/bp\.tgz: not a tar archive/);
  });

  test('a bad YAML descriptor names file, line and column', async () => {
    const { open } = await repo({
      'components/app/component-descriptor.yaml': 'meta:\n  schemaVersion: v2\ncomponent: [\n',
    });
    const err = await rejection(open());
    expect(err).toBeInstanceOf(ComponentError);
    expect(err.message).toMatch(/^components\/app\/component-descriptor\.yaml:\d+:\d+: /);
  });

  test('an unsupported schema version is refused', async () => {
    const { open } = await repo({
      'components/app/component-descriptor.yaml': 'meta:\n  schemaVersion: v3\n',
    });
    expect((await rejection(open())).message).toContain(
      'unsupported component descriptor schema version "v3"',
    );
  });

  test('without a descriptor there is no .cd and .components is null', async () => {
    const root = await writeTree({});
    const r = await openComponentRepository({ boundary: RepositoryBoundary.at(root), displayRoot: root });
    expect(r.cd).toBeUndefined();
    expect(r.components).toBeNull();
    expect((await rejection(r.blueprint('cd://resources/x'))).message).toContain(
      'no component descriptor is defined',
    );
  });

  test('an inline descriptor is the root, its file places the blobs', async () => {
    const { root, boundary } = await repo();
    const r = await openComponentRepository({
      boundary,
      descriptorPath: path.join(root, 'components/app/component-descriptor.yaml'),
      inlineDescriptor: {
        meta: { schemaVersion: 'v2' },
        component: {
          name: 'example.com/inline',
          version: '3.0.0',
          resources: [
            { name: 'b', type: 'blueprint', access: { type: 'localFilesystemBlob', filename: 'bp' } },
          ],
        },
      },
      displayRoot: root,
    });
    expect(r.cd?.component).toMatchObject({ name: 'example.com/inline' });
    expect((await r.blueprint('cd://resources/b')).fs.read('blueprint.yaml')).toBe('kind: Blueprint\n');
  });
});

describe('cd:// URIs as cdutils.ParseURI reads them', () => {
  test('pairs, fragment, scheme', () => {
    expect(parseCdUri('cd://componentReferences/a/resources/b#/x').path).toEqual([
      { keyword: 'componentReferences', value: 'a' },
      { keyword: 'resources', value: 'b' },
    ]);
    expect(parseCdUri('cd://resources/b#/x').fragment).toBe('/x');
    expect(() => parseCdUri('blueprint://x/y')).toThrow('scheme must be cd but given blueprint');
    expect(() => parseCdUri('cd://')).toThrow('even number of path arguments expected');
  });

  test('encodeDescriptor drops fields the Go struct does not have', () => {
    const out = encodeDescriptor({
      meta: { schemaVersion: 'v2' },
      component: { name: 'n', version: 'v', unknown: 1 },
      extra: true,
    });
    expect(out).toEqual({
      meta: { schemaVersion: 'v2' },
      component: {
        name: 'n',
        version: 'v',
        repositoryContexts: [],
        provider: '',
        sources: [],
        componentReferences: [],
        resources: [],
      },
    });
  });
});
