// `rigging diff` compares artifacts as it compares objects: a toy source type registered with one
// line emits a snippet-like artifact per entry of its state file, in a repository with two commits.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ArtifactChange } from '../../src/diff/artifacts';
import type { Artifact, Diagnostic } from '../../src/model/types';
import { sourceTypes } from '../../src/render/registry';
import type { SourceType } from '../../src/render/types';
import { run } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import { CANARY, expectNoCanary } from '../support/secret-canary';

/** `state.json`: per part, either the JSON it renders or the error its evaluation fails with. */
type State = Record<string, { value?: unknown; error?: string }>;

const toy: SourceType = {
  type: 'toy-artifacts',
  keys: {},
  build: () => ({}),
  renderer: {
    async open(source, ctx) {
      const state = JSON.parse(await ctx.boundary.readText(path.join(source.absPath, 'state.json'))) as State;
      return {
        async render() {
          const artifacts: Artifact[] = [];
          const diagnostics: Diagnostic[] = [];
          for (const [part, { value, error }] of Object.entries(state)) {
            const name = `default/${part}/rendered.json`;
            const base = { source: source.name, component: part, name, mediaType: 'application/json' };
            if (error !== undefined) {
              artifacts.push({
                ...base,
                content: '',
                status: { ready: false, reason: 'EvaluationFailed', message: error },
              });
              diagnostics.push({ severity: 'error', source: source.name, component: part, message: error });
              continue;
            }
            const content = `${JSON.stringify(value, null, 3)}\n`;
            const revision = `sha256:${createHash('sha256').update(content).digest('hex')}`;
            artifacts.push({
              ...base,
              content,
              revision,
              status: { ready: true, reason: 'Synced', message: 'ok' },
            });
          }
          // The Secret whose value the alerts part copies; the redactor learns it from here.
          const object = {
            apiVersion: 'v1',
            kind: 'Secret',
            metadata: { name: 'webhook' },
            stringData: { token: `${CANARY}-token` },
          };
          return { objects: [{ source: source.name, component: 'secrets', object }], artifacts, diagnostics };
        },
      };
    },
  },
};

sourceTypes.push(toy); // the one line a new type adds
afterAll(() => {
  sourceTypes.splice(sourceTypes.indexOf(toy), 1);
});

const RIGGING = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: snippets }
spec:
  environments: { dev: {} }
  sources:
    - { name: dashboards, type: toy-artifacts, path: snippets }
`;

const dashboard = (panels: string[]) => ({
  title: 'cluster',
  panels: panels.map((title, id) => ({ id, title })),
});

let repo: TempRepo | undefined;
afterEach(() => repo?.remove());

function twoCommits(): TempRepo {
  repo = new TempRepo();
  const write = (state: State) =>
    repo?.write({ 'rigging.yaml': RIGGING, 'snippets/state.json': JSON.stringify(state) });
  write({
    grafana: { value: dashboard(['cpu']) },
    alerts: { value: { receivers: [{ url: 'https://hooks.example.com/old' }] } },
    same: { value: { a: 1 } },
  });
  repo.commit('first');
  write({
    grafana: { error: 'RUNTIME ERROR: boom\n\tdefault/grafana/main.jsonnet:3:7-20\tthunk from <$>' },
    alerts: { value: { receivers: [{ url: `https://hooks.example.com/${CANARY}-token` }] } },
    same: { value: { a: 1 } },
  });
  repo.commit('second');
  return repo;
}

describe('rigging diff with artifacts', () => {
  it('prints artifact changes in every output, the failed part at the top, no secret anywhere', async () => {
    const { dir } = twoCommits();
    const args = ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o'];
    const [json, markdown, text] = await Promise.all(
      ['json', 'markdown', 'text'].map((o) => run(dir, [...args, o])),
    );
    for (const r of [json, markdown, text])
      expectNoCanary({ stdout: r?.stdout ?? '', stderr: r?.stderr ?? '' });

    const env = (
      JSON.parse(json?.stdout ?? '') as { environments: { name: string; artifacts: ArtifactChange[] }[] }
    ).environments[0];
    // The failed part keeps its base artifact in the comparison: Synced → EvaluationFailed, revision kept.
    expect(env?.artifacts.map((a) => [a.name, a.headStatus?.reason])).toEqual([
      ['default/grafana/rendered.json', 'EvaluationFailed'],
      ['default/alerts/rendered.json', 'Synced'],
    ]);
    expect(env?.artifacts[0]).toMatchObject({ change: 'changed', baseStatus: { reason: 'Synced' } });
    expect(env?.artifacts[1]).toMatchObject({ change: 'changed', baseStatus: { reason: 'Synced' } });
    const [grafana, alerts] = env?.artifacts ?? [];
    expect(grafana?.diff).toBe('');
    expect(grafana?.headStatus?.message).toContain('RUNTIME ERROR: boom');
    expect(alerts?.baseRevision).not.toBe(alerts?.headRevision);
    expect(alerts?.diff).toMatch(/^\+\s+"url": "https:\/\/hooks\.example\.com\/redacted\.[0-9a-f]{16}"$/m);

    const md = markdown?.stdout ?? '';
    const notReady = md.indexOf('### Not ready');
    expect(notReady).toBeGreaterThan(0);
    expect(notReady).toBeLessThan(md.indexOf('<details>'));
    expect(md).toMatch(/`default\/grafana\/rendered\.json` — Synced → EvaluationFailed/);
    expect(md).toMatch(/RUNTIME ERROR: boom\n {2}\tdefault\/grafana\/main\.jsonnet:3:7-20/);
    expect(md).toMatch(
      /<summary>~ default\/alerts\/rendered\.json · Synced · sha256:[0-9a-f]{8}… → sha256:[0-9a-f]{8}…<\/summary>/,
    );
    expect(md).toContain('| dev | dashboards | 0 | 0 | 0 | 1 | 1 | 2 |');

    const out = text?.stdout ?? '';
    expect(out).toMatch(
      /^dev: 0 added, 0 changed, 0 removed, 1 unchanged; artifacts: 0 added, 2 changed, 0 removed, 1 unchanged$/m,
    );
    expect(out).toMatch(
      /# dev dashboards\/grafana: changed artifact default\/grafana\/rendered\.json \(Synced → EvaluationFailed.*\)\nRUNTIME ERROR: boom/,
    );
    expect(out).toMatch(
      /# dev dashboards\/alerts: changed artifact default\/alerts\/rendered\.json \(Synced, sha256:/,
    );
  });

  it('reports no change, and exits 0 with --exit-code, when the artifacts are the same', async () => {
    const { dir } = twoCommits();
    const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD~1', '-o', 'json', '--exit-code']);
    expect(r.code).toBe(0);
    const env = (
      JSON.parse(r.stdout) as { environments: { artifacts: unknown[]; artifactSummary: unknown }[] }
    ).environments[0];
    expect(env?.artifacts).toEqual([]);
    expect(env?.artifactSummary).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3 });
  });
});
