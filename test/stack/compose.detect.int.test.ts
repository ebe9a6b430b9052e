// Which rigging source type implements a Hub component's directory: detection from its files, the
// `rigging:` key of hub-component.yaml, ambiguity, none, bare components, and the repository wall.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, tempDir, writeTree } from '../qbec/helpers';
import {
  BOSH_MANIFEST,
  blueprint,
  boshRelease,
  errors,
  expectOk,
  hubComponent,
  onlyError,
  qbecApp,
  renderAt,
  snippet,
} from './compose.helpers';

cleanupTempDirs();

describe('detection', () => {
  it('renders a directory with qbec.yaml as a qbec app', async () => {
    const root = await writeTree({ ...qbecApp('web'), 'web/hub-component.yaml': hubComponent('web') });
    const r = await renderAt(root, 'web');
    expectOk(r);
    expect(r.type).toBe('qbec');
    expect(r.render.objects.map((o) => [o.source, o.component, o.object.metadata.name])).toEqual([
      ['platform', 'web/web', 'web'],
    ]);
    expect(r.render.objects[0]?.file).toBe('web/components/web.jsonnet');
    // Only blueprints export values.
    expect(r.exports).toEqual({});
  });

  it('renders a directory of JsonnetSnippets as a snippet source, ignoring hub-component.yaml', async () => {
    const root = await writeTree({ ...snippet('dash'), 'dash/hub-component.yaml': hubComponent('dash') });
    const r = await renderAt(root, 'dash', { 'component.web.title': 't', replicas: '2' }, {}, 'dash');
    expectOk(r);
    expect(r.type).toBe('snippet');
    // Hub's manifest is expected in the directory: the snippet reader's warning about it is dropped.
    expect(r.render.diagnostics).toEqual([]);
    expect(r.render.artifacts.map((a) => a.name)).toContain('dash/default/dash/rendered.json');
  });

  it('renders a directory with blueprint.yaml as a blueprint directory', async () => {
    const root = await writeTree(blueprint('bp'));
    const r = await renderAt(root, 'bp', { replicas: '2', host: 'h' });
    expectOk(r);
    expect(r.type).toBe('blueprint');
  });

  it('prefers a landscaper Installation file over blueprint.yaml, and renders that file', async () => {
    const installation = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Installation
metadata: { name: inst-7c2 }
spec:
  blueprint:
    inline:
      filesystem:
        blueprint.yaml: |
          apiVersion: landscaper.gardener.cloud/v1alpha1
          kind: Blueprint
          imports:
            - { name: host, type: data, schema: { type: string } }
          exportExecutions:
            - name: ex
              type: GoTemplate
              template: |
                exports:
                  seen: {{ .imports.host }}
          exports:
            - { name: seen, type: data, schema: { type: string } }
`;
    const root = await writeTree({ ...blueprint('bp'), 'bp/installation.yaml': installation });
    const r = await renderAt(root, 'bp', { host: 'inst-host-7c2' });
    expectOk(r);
    expect(r.type).toBe('blueprint');
    expect(r.exports).toEqual({ seen: 'inst-host-7c2' });
    expect(r.render.artifacts.map((a) => a.name)).toContain('web/inst-7c2/exports');
  });

  it('renders a BOSH deployment manifest with the releases/ directory next to it', async () => {
    const root = await writeTree({ 'nats/deploy.yml': BOSH_MANIFEST, ...boshRelease('nats/releases') });
    const r = await renderAt(root, 'nats', {}, {}, 'nats');
    expectOk(r);
    expect(r.type).toBe('bosh');
    expect(r.render.artifacts.find((a) => a.name === 'nats/web/0/web/config/web.conf')?.content).toBe(
      'port=80 class=Integer name=web\n',
    );
  });

  it('says where a detected BOSH manifest lacks its releases', async () => {
    const root = await writeTree({ 'nats/deploy.yml': BOSH_MANIFEST });
    const d = onlyError(await renderAt(root, 'nats', {}, {}, 'nats'));
    expect(d).toMatchObject({
      source: 'platform',
      component: 'nats',
      file: 'nats/deploy.yml',
      reason: 'MissingReleases',
    });
    expect(d.message).toContain('rigging: { type: bosh, releases: <dir> }');
  });
});

describe('the rigging: key of hub-component.yaml', () => {
  it('names the type, the path and that type own options, paths relative to the component', async () => {
    const root = await writeTree({
      'bosh/nats/hub-component.yaml': hubComponent(
        'nats',
        'rigging: { type: bosh, path: nats.yml, releases: ../releases }\n',
      ),
      'bosh/nats/nats.yml': BOSH_MANIFEST,
      // Another candidate in the directory does not matter once the key names the implementation.
      'bosh/nats/qbec.yaml': 'not: read\n',
      ...boshRelease('bosh/releases'),
    });
    const r = await renderAt(root, 'bosh/nats', {}, {}, 'nats');
    expectOk(r);
    expect(r.type).toBe('bosh');
    expect(r.render.artifacts.map((a) => a.name)).toEqual(['nats/web/0/web/config/web.conf']);
  });

  it('names only the type: the path is found among that type files, else the directory', async () => {
    const root = await writeTree({
      ...qbecApp('web'),
      'web/hub-component.yaml': hubComponent('web', 'rigging:\n  type: qbec\n'),
      'web/deploy.yml': BOSH_MANIFEST,
    });
    const r = await renderAt(root, 'web');
    expectOk(r);
    expect(r.type).toBe('qbec');
    // Snippets below the directory's top level are found by the snippet reader once the type is named.
    const nested = await writeTree({
      ...snippet('dash/snippets'),
      'dash/hub-component.yaml': hubComponent('dash', 'rigging: { type: snippet }\n'),
    });
    const s = await renderAt(nested, 'dash', { 'component.web.title': 't', replicas: '1' });
    expectOk(s);
    expect(s.render.artifacts.map((a) => a.name)).toEqual(['web/default/dash/rendered.json']);
  });

  it("validates the key with the named type's own keys and checks, positioned in hub-component.yaml", async () => {
    const root = await writeTree({
      'nats/hub-component.yaml': hubComponent(
        'nats',
        'rigging:\n  type: bosh\n  path: nats.yml\n  releasez: x\n',
      ),
      'nats/nats.yml': BOSH_MANIFEST,
    });
    const r = await renderAt(root, 'nats', {}, {}, 'nats');
    const messages = errors(r).map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^nats\/hub-component\.yaml:11 component nats: rigging\.releasez: unknown key "releasez" in a bosh implementation \(did you mean "releases"\?\)$/,
      ),
    ]);
    // The bosh type's own check: releases are required.
    const noReleases = await writeTree({
      'nats/hub-component.yaml': hubComponent('nats', 'rigging: { type: bosh, path: nats.yml }\n'),
      'nats/nats.yml': BOSH_MANIFEST,
    });
    const d = onlyError(await renderAt(noReleases, 'nats', {}, {}, 'nats'));
    expect(d).toMatchObject({ file: 'nats/hub-component.yaml', line: 8, reason: 'MissingReleases' });
  });

  it('refuses an unknown type and a missing path with did-you-mean, as rigging.yaml does', async () => {
    const root = await writeTree({
      'a/hub-component.yaml': hubComponent('a', 'rigging: { type: helm }\n'),
      'b/hub-component.yaml': hubComponent(
        'b',
        'rigging: { type: bosh, path: nats.yaml, releases: releases }\n',
      ),
      'b/nats.yml': BOSH_MANIFEST,
      ...boshRelease('b/releases'),
    });
    const a = onlyError(await renderAt(root, 'a', {}, {}, 'a'));
    expect(a.message).toMatch(/rigging\.type: .*helm/);
    expect(a).toMatchObject({ file: 'a/hub-component.yaml', line: 8 });
    const b = onlyError(await renderAt(root, 'b', {}, {}, 'b'));
    expect(b.message).toBe('component b: rigging.path: nats.yaml does not exist (did you mean "nats.yml"?)');
    expect(b).toMatchObject({ file: 'b/hub-component.yaml', line: 8, reason: 'MissingPath' });
  });
});

describe('ambiguous, none, bare', () => {
  it('refuses a directory two types could implement, naming the directory and the files', async () => {
    const root = await writeTree({ ...qbecApp('web'), 'web/deploy.yml': BOSH_MANIFEST });
    const d = onlyError(await renderAt(root, 'web'));
    expect(d).toMatchObject({
      source: 'platform',
      component: 'web',
      file: 'web',
      reason: 'AmbiguousImplementation',
    });
    expect(d.message).toBe(
      'component web: web could be implemented by qbec (web/qbec.yaml), bosh (web/deploy.yml); name one in hub-component.yaml under rigging: { type, path }',
    );
  });

  it('refuses two BOSH manifests in one directory', async () => {
    const root = await writeTree({ 'n/a.yml': BOSH_MANIFEST, 'n/b.yml': BOSH_MANIFEST });
    const d = onlyError(await renderAt(root, 'n'));
    expect(d.message).toContain('bosh (n/a.yml), bosh (n/b.yml)');
  });

  it('reports a directory with no implementation, unless the component is bare', async () => {
    const root = await writeTree({
      'empty/hub-component.yaml': hubComponent('empty'),
      'empty/README.md': 'hi\n',
    });
    const d = onlyError(await renderAt(root, 'empty', {}, {}, 'empty'));
    expect(d).toMatchObject({ file: 'empty', reason: 'NoImplementation' });
    expect(d.message).toMatch(/^component empty: empty holds no implementation rigging knows/);
    expect(d.message).toContain('lifecycle.bare: allow');
    const bare = await renderAt(root, 'empty', {}, { bare: true }, 'empty');
    expect(bare).toEqual({ render: { objects: [], artifacts: [], diagnostics: [] }, exports: {} });
  });

  it('reports a missing directory, unless the component is bare', async () => {
    const root = await writeTree({ 'README.md': 'x\n' });
    const d = onlyError(await renderAt(root, 'gone'));
    expect(d.message).toBe(
      'component web: component directory gone does not exist; mark the component lifecycle.bare: allow if it has no implementation',
    );
    expect((await renderAt(root, 'gone', {}, { bare: true })).render.diagnostics).toEqual([]);
  });

  it('keeps an ambiguous directory an error even for a bare component', async () => {
    const root = await writeTree({ ...qbecApp('web'), 'web/deploy.yml': BOSH_MANIFEST });
    expect(onlyError(await renderAt(root, 'web', {}, { bare: true })).reason).toBe('AmbiguousImplementation');
  });
});

describe('the repository wall', () => {
  it('refuses a file of the component that is a symlink out of the repository', async () => {
    const outside = await tempDir();
    await writeFile(path.join(outside, 'secret.yml'), BOSH_MANIFEST);
    const root = await writeTree({ 'web/hub-component.yaml': hubComponent('web') });
    await symlink(path.join(outside, 'secret.yml'), path.join(root, 'web/deploy.yml'));
    const d = onlyError(await renderAt(root, 'web'));
    expect(d).toMatchObject({ file: 'web/deploy.yml', reason: 'OutsideRepository' });
    expect(d.message).toBe('component web: "web/deploy.yml" is outside the repository');
    expect(d.message).not.toContain(outside);
  });

  it('refuses a component directory, a hub-component.yaml and a rigging: path leading outside', async () => {
    const outside = await tempDir();
    await writeTree({ ...qbecApp('app'), 'hub-component.yaml': hubComponent('x') }, outside);
    const root = await writeTree({ 'README.md': 'x\n' });
    await symlink(path.join(outside, 'app'), path.join(root, 'linked'));
    expect(onlyError(await renderAt(root, 'linked')).message).toBe(
      'component web: "linked" is outside the repository',
    );
    await mkdir(path.join(root, 'm'));
    await symlink(path.join(outside, 'hub-component.yaml'), path.join(root, 'm/hub-component.yaml'));
    expect(onlyError(await renderAt(root, 'm')).reason).toBe('OutsideRepository');
    await writeTree(
      {
        'p/hub-component.yaml': hubComponent(
          'p',
          `rigging: { type: qbec, path: ${path.join(outside, 'app')} }\n`,
        ),
      },
      root,
    );
    const d = onlyError(await renderAt(root, 'p'));
    expect(d).toMatchObject({ file: 'p/hub-component.yaml', reason: 'OutsideRepository' });
    expect(d.message).toMatch(/rigging\.path: ".*" is outside the repository/);
  });
});
