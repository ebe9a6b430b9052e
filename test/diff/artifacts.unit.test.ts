import { describe, expect, it } from 'vitest';
import { diffArtifacts } from '../../src/diff/artifacts';
import { diffPipelines, type EnvRender } from '../../src/diff/diff';
import { createRedactor } from '../../src/diff/redact';
import type { Artifact, KubeObject } from '../../src/model/types';
import { CANARY, expectNoCanary } from '../support/secret-canary';
import { failedArtifact, syncedArtifact } from '../support/snippet-artifacts';

const REV_A = `sha256:${'1a2b3c4d'.repeat(8)}`;
const REV_B = `sha256:${'5e6f7a8b'.repeat(8)}`;

const synced = (name: string, content: string, revision = REV_A, source = 'dashboards') =>
  syncedArtifact(name, content, revision, { source });
const failed = failedArtifact;

const json = (panels: number) =>
  `${JSON.stringify({ title: 'cluster', panels: Array.from({ length: panels }, (_, i) => ({ id: i })) }, null, 3)}\n`;

const secret = (value: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name: 'db', namespace: 'default' },
  stringData: { password: value },
});

describe('diffArtifacts', () => {
  it('pairs by source and name: added, removed, changed content, unchanged counted', () => {
    const base = [synced('same', json(1)), synced('edit', json(1)), synced('gone', json(1))];
    const head = [synced('same', json(1)), synced('edit', json(2), REV_B), synced('new', json(1))];
    const d = diffArtifacts(base, head, createRedactor(), 3);
    expect(d.summary).toEqual({ added: 1, changed: 1, removed: 1, unchanged: 1 });
    expect(d.changes.map((c) => [c.change, c.name])).toEqual([
      ['changed', 'default/edit/rendered.json'],
      ['added', 'default/new/rendered.json'],
      ['removed', 'default/gone/rendered.json'],
    ]);
    const [edit, added, removed] = d.changes;
    expect(edit).toMatchObject({
      source: 'dashboards',
      component: 'edit',
      mediaType: 'application/json',
      baseRevision: REV_A,
      headRevision: REV_B,
      baseStatus: { ready: true, reason: 'Synced' },
      headStatus: { ready: true, reason: 'Synced' },
    });
    expect(edit?.diff).toMatch(
      /^--- a\/default\/edit\/rendered\.json\n\+\+\+ b\/default\/edit\/rendered\.json\n@@/,
    );
    expect(edit?.diff).toContain('+         "id": 1\n');
    expect(added?.diff).toMatch(/@@ -0,0 \+1,\d+ @@\n\+\{/);
    expect(added).not.toHaveProperty('baseRevision');
    expect(removed?.diff).toMatch(/@@ -1,\d+ \+0,0 @@\n-\{/);
    expect(removed).not.toHaveProperty('headStatus');
  });

  it('a source with the same artifact name as another is a different artifact', () => {
    const d = diffArtifacts(
      [synced('a', json(1), REV_A, 's1')],
      [synced('a', json(1), REV_A, 's2')],
      createRedactor(),
      3,
    );
    expect(d.changes.map((c) => [c.source, c.change])).toEqual([
      ['s1', 'removed'],
      ['s2', 'added'],
    ]);
  });

  it('a status-only change is a change with no content diff', () => {
    const base = synced('a', json(1));
    const head = { ...base, status: { ready: false, reason: 'Suspended', message: 'spec.suspend is true' } };
    const d = diffArtifacts([base], [head], createRedactor(), 3);
    expect(d.summary.changed).toBe(1);
    expect(d.changes[0]).toMatchObject({
      change: 'changed',
      baseStatus: { reason: 'Synced' },
      headStatus: { ready: false, reason: 'Suspended', message: 'spec.suspend is true' },
      diff: '',
    });
  });

  it('a head that is not ready publishes nothing new: no diff, the base revision kept', () => {
    const d = diffArtifacts(
      [synced('a', json(3))],
      [failed('a', 'main.jsonnet:2:5 RUNTIME ERROR: boom')],
      createRedactor(),
      3,
    );
    expect(d.changes[0]).toMatchObject({
      change: 'changed',
      baseRevision: REV_A,
      headStatus: {
        ready: false,
        reason: 'EvaluationFailed',
        message: 'main.jsonnet:2:5 RUNTIME ERROR: boom',
      },
      diff: '',
    });
    expect(d.changes[0]).not.toHaveProperty('headRevision');
  });

  it('a snippet fixed shows all it now publishes', () => {
    const d = diffArtifacts([failed('a', 'boom')], [synced('a', json(1))], createRedactor(), 3);
    expect(d.changes[0]?.diff).toMatch(/@@ -0,0 \+1,\d+ @@/);
  });

  it('a revision change alone is a change', () => {
    const d = diffArtifacts(
      [synced('a', json(1), REV_A)],
      [synced('a', json(1), REV_B)],
      createRedactor(),
      3,
    );
    expect(d.changes[0]).toMatchObject({
      change: 'changed',
      baseRevision: REV_A,
      headRevision: REV_B,
      diff: '',
    });
  });
});

describe('artifacts in diffPipelines', () => {
  const env = (name: string, artifacts?: Artifact[], objects: EnvRender['objects'] = []): EnvRender => ({
    name,
    objects,
    ...(artifacts ? { artifacts } : {}),
    diagnostics: [],
  });

  it('lists artifact changes and counts per environment, an empty list where none changed', () => {
    const d = diffPipelines(
      [env('dev', [synced('a', json(1))]), env('prod', [])],
      [env('dev', [synced('a', json(2), REV_B)]), env('prod', [])],
    );
    const [dev, prod] = d.environments;
    expect(dev?.artifacts?.map((c) => c.change)).toEqual(['changed']);
    expect(dev?.artifactSummary).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 0 });
    expect(prod?.artifacts).toEqual([]);
    expect(prod?.artifactSummary).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 0 });
    // The objects' counts are their own.
    expect(dev?.summary).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 0 });
  });

  it('redacts a Secret value in content, status and names, learned from objects or the JSON itself', () => {
    const leak = (value: string) =>
      `${JSON.stringify({ password: value, b64: Buffer.from(value).toString('base64') }, null, 3)}\n`;
    const fromObject = {
      source: 'dashboards',
      component: 'db',
      file: 'snippets/db.yaml',
      object: secret(`${CANARY}-after`),
    };
    const base = [
      synced('a', leak(`${CANARY}-before`)),
      synced('s', JSON.stringify(secret(`${CANARY}-before`))),
    ];
    const head = [
      synced('a', leak(`${CANARY}-after`), REV_B),
      {
        ...failed('s', `evaluation of ${CANARY}-after failed`),
        name: `default/s-${CANARY}-after/rendered.json`,
      },
    ];
    // The base's Secret is known only from the artifact's JSON: base has no objects at all.
    const d = diffPipelines([env('dev', base)], [env('dev', head, [fromObject])]);
    const text = JSON.stringify(d);
    expectNoCanary({ diff: text });
    expect(text).not.toContain(Buffer.from(`${CANARY}-before`).toString('base64'));
    const change = d.environments[0]?.artifacts?.[0];
    expect(change?.diff).toMatch(/^-\s+"password": "redacted\.[0-9a-f]{16}",$/m);
    expect(change?.diff).toMatch(/^\+\s+"password": "redacted\.[0-9a-f]{16}",$/m);
  });

  it('leaves out artifacts when neither side carries any (renders from before artifacts)', () => {
    const d = diffPipelines([env('dev')], [env('dev')]);
    expect(d.environments[0]).not.toHaveProperty('artifacts');
  });
});
