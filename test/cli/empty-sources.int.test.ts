// A source that renders nothing is never a quiet success: a deploy of its empty render would let
// the Lambda prune everything the source deployed before (issue 21, item 5).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecYaml, run, writeTree } from '../qbec/helpers';
import { libraryYaml, snippetYaml } from '../snippet/helpers';

cleanupTempDirs();

/** rigging.yaml with environment dev and these sources, one flow mapping a line (line 7 on). */
function pipeline(...sources: string[]): string {
  return [
    'apiVersion: rigging.dev/v1alpha1',
    'kind: Pipeline',
    'metadata: { name: p }',
    'spec:',
    '  environments: { dev: {} }',
    '  sources:',
    ...sources.map((s) => `    - ${s}`),
    '',
  ].join('\n');
}

const SNIPPET = snippetYaml({ name: 'dash', files: { 'main.jsonnet': '{ a: 1 }' } });

describe('a source path of the wrong kind', () => {
  it('is a config error at the path in rigging.yaml, for every source type', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline(
        '{ name: s, type: snippet, path: snippets.yaml }',
        '{ name: q, type: qbec, path: app.jsonnet }',
        '{ name: b, type: bosh, path: bosh, releases: bosh/nats.yml }',
        '{ name: h, type: stack, path: stack }',
      ),
      'snippets.yaml': SNIPPET,
      'app.jsonnet': configMap('a'),
      'bosh/nats.yml': 'name: nats\ninstance_groups: []\n',
      'stack/hub.yaml': 'kind: stack\nmeta: { name: s }\n',
    });
    for (const command of ['validate', 'render']) {
      const r = await run(dir, [command]);
      expect(r.code, command).toBe(2);
      expect(r.stdout, command).toBe('');
      expect(r.stderr.trim().split('\n')).toEqual([
        "rigging.yaml:7:39: spec.sources[0].path: snippets.yaml is a file; a snippet source's path is a directory of JsonnetSnippet and JsonnetLibrary manifests",
        "rigging.yaml:8:36: spec.sources[1].path: app.jsonnet is a file; a qbec source's path is the app directory holding qbec.yaml",
        "rigging.yaml:9:36: spec.sources[2].path: bosh is a directory; a bosh source's path is the deployment manifest file",
        "rigging.yaml:9:52: spec.sources[2].releases: bosh/nats.yml is a file; a bosh source's releases is a directory of releases (<release>/jobs/<job>/)",
        "rigging.yaml:10:37: spec.sources[3].path: stack is a directory; a stack source's path is the hub.yaml file",
      ]);
    }
  });

  it('checks a per-environment file path in each environment', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline(
        '{ name: b, type: bosh, path: nats.yml, releases: releases, variables: "vars/{env}" }',
      ),
      'nats.yml': 'name: nats\ninstance_groups: []\n',
      'releases/.keep': '',
      'vars/dev/creds.yml': 'a: 1\n',
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "spec.sources[0].variables: vars/dev is a directory; a bosh source's variables is a YAML file of variable values",
    );
  });
});

describe('a snippet source with no JsonnetSnippet', () => {
  it('is an error naming its directory, not an empty success', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline('{ name: dash, type: snippet, path: snippets }'),
      'snippets/notes.yaml': 'just: a note\n',
    });
    const validate = await run(dir, ['validate']);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toContain(
      'snippets: no JsonnetSnippet in snippets: the source would render nothing',
    );
    const render = await run(dir, ['render', '-o', 'json']);
    expect(render.code).toBe(2);
  });

  it('says when the directory holds only libraries', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline('{ name: dash, type: snippet, path: snippets }'),
      'snippets/lib.yaml': libraryYaml('helpers', { 'h.libsonnet': '{}' }),
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'no JsonnetSnippet in snippets (only 1 JsonnetLibrary): the source would render nothing',
    );
  });

  it('still renders a directory that has one', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline('{ name: dash, type: snippet, path: snippets, defaultServiceAccount: jaas }'),
      'snippets/dash.yaml': SNIPPET,
    });
    const r = await run(dir, ['validate']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('a source its tool lets render nothing', () => {
  // qbec loads an app whose components directory is empty, and the BOSH director accepts a
  // manifest without instance groups (deployment_spec_parser.rb defaults them to []): rigging
  // renders them, and says that the render is empty.
  it('warns for a qbec app with no components and a BOSH manifest with no instance groups', async () => {
    const dir = await writeTree({
      'rigging.yaml': pipeline(
        '{ name: app, type: qbec, path: app }',
        '{ name: nats, type: bosh, path: nats.yml, releases: releases }',
      ),
      'app/qbec.yaml': qbecYaml(),
      'app/components/README.md': 'nothing yet\n',
      'nats.yml': 'name: nats\ninstance_groups: []\n',
      'releases/.keep': '',
    });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      'app: warning: app renders nothing: a deploy would prune every object this source deployed before',
      'nats.yml: warning: nats.yml renders nothing: a deploy would prune every object this source deployed before',
    ]);
  });
});
