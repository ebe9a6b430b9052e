// Revisions as JaaS computes them, and `rigging diff` between two commits: a change to a shared
// library gives every snippet that lists it a new revision (environments[].artifacts in -o json).
import { afterEach, describe, expect, it } from 'vitest';
import type { ArtifactChange } from '../../src/diff/artifacts';
import { cleanupTempDirs, run } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import {
  artifact,
  expectSynced,
  jaasJson,
  librariesSpec,
  libraryYaml,
  renderedRevision,
  renderSnippets,
  riggingYaml,
  snippetYaml,
  sourceRevision,
} from './helpers';

cleanupTempDirs();

describe('revisions', () => {
  it('depend on the rendered bytes only (rendered) and on the source bytes (source)', async () => {
    const render = (code: string, output = 'rendered') =>
      renderSnippets({
        'snippets/s.yaml': snippetYaml({
          name: 's',
          spec: `output: ${output}`,
          files: { 'main.jsonnet': code },
        }),
      });
    const a = await render("{ b: 2, a: 'rev-1d4' }");
    const b = await render("{\n  a: 'rev-1d4',\n  b: 1 + 1,\n}");
    const content = jaasJson({ a: 'rev-1d4', b: 2 });
    expect(expectSynced(a, 'default/s', content).revision).toBe(
      expectSynced(b, 'default/s', content).revision,
    );
    expect(artifact(a, 'default/s/rendered.json').revision).toBe(renderedRevision(content));

    const sa = await render("{ b: 2, a: 'rev-1d4' }", 'source');
    const sb = await render("{\n  a: 'rev-1d4',\n  b: 1 + 1,\n}", 'source');
    const ra = artifact(sa, 'default/s/main.jsonnet').revision;
    expect(ra).toBe(sourceRevision({ 'main.jsonnet': "{ b: 2, a: 'rev-1d4' }\n" }));
    expect(ra).not.toBe(artifact(sb, 'default/s/main.jsonnet').revision);
  });

  it('carries history: 1 by default, spec.history otherwise', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml':
        snippetYaml({ name: 'one', files: { 'main.jsonnet': '{ h: 1 }' } }) +
        '---\n' +
        snippetYaml({ name: 'many', spec: 'history: 50', files: { 'main.jsonnet': '{ h: 50 }' } }),
    });
    expect(artifact(r, 'default/one/rendered.json').history).toBe(1);
    expect(artifact(r, 'default/many/rendered.json').history).toBe(50);
  });
});

const THEME = (color: string) =>
  libraryYaml('theme', { 'main.libsonnet': `{ color: '${color}', font: 'mono-41a' }` });
const DASHBOARD = snippetYaml({
  name: 'dashboard',
  spec: librariesSpec('theme'),
  files: { 'main.jsonnet': "local t = import 'theme';\n{ title: 'cpu-41a', style: t }" },
});
const APP = snippetYaml({
  name: 'app',
  spec: librariesSpec('theme'),
  files: {
    'main.jsonnet':
      "local t = import 'theme';\n{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'ui' }, data: { color: t.color } }",
  },
});
const STATIC = snippetYaml({ name: 'static', files: { 'main.jsonnet': "{ fixed: 'static-41a' }" } });

const dashboardJson = (color: string) => jaasJson({ style: { color, font: 'mono-41a' }, title: 'cpu-41a' });
const appJson = (color: string) =>
  jaasJson({ apiVersion: 'v1', data: { color }, kind: 'ConfigMap', metadata: { name: 'ui' } });

interface DiffJson {
  environments: { name: string; artifacts: ArtifactChange[]; artifactSummary?: Record<string, number> }[];
}

describe('rigging diff', () => {
  let repo: TempRepo | undefined;
  afterEach(() => repo?.remove());

  function twoCommits(headTheme: string): TempRepo {
    repo = new TempRepo();
    repo.write({
      'rigging.yaml': riggingYaml(),
      'snippets/theme.yaml': THEME('blue'),
      'snippets/dashboard.yaml': DASHBOARD,
      'snippets/app.yaml': APP,
      'snippets/static.yaml': STATIC,
    });
    repo.commit('first');
    repo.write({ 'snippets/theme.yaml': headTheme });
    repo.commit('second');
    return repo;
  }

  it('shows both snippets of a changed shared library with their new revisions', async () => {
    const { dir } = twoCommits(THEME('green'));
    const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const env = (JSON.parse(r.stdout) as DiffJson).environments.find((e) => e.name === 'dev');
    expect(env?.artifacts, 'environments[].artifacts in rigging diff -o json').toBeDefined();
    const changes = [...(env?.artifacts ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    expect(changes.map((c) => [c.source, c.component, c.name, c.change])).toEqual([
      ['dash', 'app', 'default/app/rendered.json', 'changed'],
      ['dash', 'dashboard', 'default/dashboard/rendered.json', 'changed'],
    ]);
    const [app, dashboard] = changes;
    expect(dashboard).toMatchObject({
      baseRevision: renderedRevision(dashboardJson('blue')),
      headRevision: renderedRevision(dashboardJson('green')),
      baseStatus: { ready: true, reason: 'Synced' },
      headStatus: { ready: true, reason: 'Synced' },
    });
    expect(app).toMatchObject({
      baseRevision: renderedRevision(appJson('blue')),
      headRevision: renderedRevision(appJson('green')),
    });
    expect(dashboard?.diff).toMatch(/^-\s+"color": "blue",$/m);
    expect(dashboard?.diff).toMatch(/^\+\s+"color": "green",$/m);
    expect(env?.artifactSummary).toEqual({ added: 0, changed: 2, removed: 0, unchanged: 1 });
  });

  it('shows Synced -> EvaluationFailed with the jsonnet message when the library breaks both', async () => {
    const broken = libraryYaml('theme', {
      'main.libsonnet': "{ color: error 'theme broken-41a', font: 'mono-41a' }",
    });
    const { dir } = twoCommits(broken);
    const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    const env = (JSON.parse(r.stdout) as DiffJson).environments.find((e) => e.name === 'dev');
    const changes = [...(env?.artifacts ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    expect(changes.map((c) => [c.name, c.baseStatus?.reason, c.headStatus?.reason])).toEqual([
      ['default/app/rendered.json', 'Synced', 'EvaluationFailed'],
      ['default/dashboard/rendered.json', 'Synced', 'EvaluationFailed'],
    ]);
    for (const c of changes) {
      expect(c.headStatus?.message).toMatch(/^RUNTIME ERROR: theme broken-41a\n/);
    }
    expect(changes[1]?.baseRevision).toBe(renderedRevision(dashboardJson('blue')));
    const md = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown']);
    expect(md.stdout).toContain('RUNTIME ERROR: theme broken-41a');
    expect(md.stdout).toMatch(/default\/dashboard\/rendered\.json` — Synced → EvaluationFailed/);
  });
});
