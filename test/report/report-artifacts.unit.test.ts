import { describe, expect, it } from 'vitest';
import { diffPipelines, type EnvRender, type PipelineDiff } from '../../src/diff/diff';
import type { Artifact, RenderedObject } from '../../src/model/types';
import { shortRevision } from '../../src/report/artifact-block';
import { commentMarker } from '../../src/report/marker';
import { COMMENT_LIMIT, type ReportInput, renderReport } from '../../src/report/report';
import { CANARY, expectNoCanary } from '../support/secret-canary';
import { failedArtifact, syncedArtifact } from '../support/snippet-artifacts';
import { expectValidReport, summaries } from './markdown-checks';

const REV_A = `sha256:1a2b3c4d${'0'.repeat(56)}`;
const REV_B = `sha256:5e6f7a8b${'f'.repeat(56)}`;
const JSONNET_ERROR =
  'RUNTIME ERROR: panel id must be a number\n\tdefault/grafana/main.jsonnet:4:12-30\tobject <anonymous>\n\tDuring manifestation';

const artifact = syncedArtifact;
const broken = (snippet: string) => failedArtifact(snippet, JSONNET_ERROR);

const dashboard = (panels: number, title = 'cluster') =>
  `${JSON.stringify({ title, panels: Array.from({ length: panels }, (_, i) => ({ id: i, title: `panel ${i}` })) }, null, 3)}\n`;

const configMap = (replicas: string): RenderedObject => ({
  source: 'guestbook',
  component: 'web',
  object: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'web', namespace: 'dev' },
    data: { replicas },
  },
});

const secret: RenderedObject = {
  source: 'dashboards',
  component: 'db',
  object: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: CANARY } },
};

function env(name: string, artifacts: Artifact[], objects: RenderedObject[] = []): EnvRender {
  return { name, objects, artifacts, diagnostics: [] };
}

function input(diff: PipelineDiff, extra: Partial<ReportInput> = {}): ReportInput {
  return { pipeline: 'platform', marker: commentMarker('platform'), diff, ...extra };
}

describe('artifacts in the report', () => {
  const diff = diffPipelines(
    [
      env(
        'dev',
        [artifact('grafana', dashboard(2), REV_A), artifact('alerts', dashboard(1, 'alerts'), REV_A)],
        [configMap('1')],
      ),
    ],
    [env('dev', [broken('grafana'), artifact('alerts', dashboard(2, 'alerts'), REV_B)], [configMap('2')])],
  );
  const result = renderReport(input(diff));
  const md = result.markdown;

  it('puts an artifact that stopped being ready at the top, with its reason, kept revision and message', () => {
    expectValidReport(md, COMMENT_LIMIT);
    // Table, then the section, then the first environment and its first block.
    const order = ['| Environment |', '### Not ready', '### Render errors', '### dev', '<details>'].map((s) =>
      md.indexOf(s),
    );
    expect(order.filter((at) => at >= 0)).toEqual([...order].filter((at) => at >= 0).sort((a, b) => a - b));
    expect(order[1]).toBeGreaterThan(0);
    expect(md).toContain(
      '### Not ready\n\n' +
        '- **dev** · dashboards · `default/grafana/rendered.json` — Synced → EvaluationFailed, sha256:1a2b3c4d… (kept):\n\n' +
        '  ```text\n  RUNTIME ERROR: panel id must be a number\n  \tdefault/grafana/main.jsonnet:4:12-30\tobject <anonymous>\n',
    );
  });

  it('shows each changed artifact after the objects: name, reason, old and new revision, then its diff', () => {
    expect(summaries(md)).toEqual([
      '~ v1 ConfigMap dev/web',
      '~ default/grafana/rendered.json · Synced → EvaluationFailed · sha256:1a2b3c4d… (kept)',
      '~ default/alerts/rendered.json · Synced · sha256:1a2b3c4d… → sha256:5e6f7a8b…',
    ]);
    expect(md).toContain('#### guestbook\n\n<details>');
    expect(md).toContain('#### dashboards — artifacts\n\n<details>');
    expect(md).toMatch(
      /<summary>~ default\/alerts\/rendered\.json .*<\/summary>\n\n```diff\n--- a\/default\/alerts\/rendered\.json\n\+\+\+ b\/default\/alerts\/rendered\.json\n@@/,
    );
    // A failed head publishes nothing new: its block holds the message, not a diff.
    expect(md).toMatch(/EvaluationFailed · sha256:1a2b3c4d… \(kept\)<\/summary>\n\n```text\nRUNTIME ERROR/);
    expect(result).toMatchObject({
      shownChanges: 1,
      omittedChanges: 0,
      shownArtifacts: 2,
      omittedArtifacts: 0,
    });
  });

  it('counts changed artifacts in the summary table', () => {
    expect(md).toContain(
      '| Environment | Source | Added | Changed | Removed | Unchanged | Errors | Artifacts changed |',
    );
    expect(md).toContain('| dev | dashboards | 0 | 0 | 0 | 0 | 0 | 2 |');
    expect(md).toContain('| dev | guestbook | 0 | 1 | 0 | 0 | 0 | 0 |');
  });

  it('is a full report when only artifacts changed', () => {
    const only = diffPipelines(
      [env('dev', [artifact('a', dashboard(1), REV_A)])],
      [env('dev', [artifact('a', dashboard(2), REV_B)])],
    );
    const out = renderReport(input(only)).markdown;
    expect(out).not.toContain('no changes');
    expect(summaries(out)).toHaveLength(1);
  });

  it('shortens revisions to eight hex digits', () => {
    expect(shortRevision(REV_B)).toBe('sha256:5e6f7a8b…');
    expect(shortRevision('v1.2.3')).toBe('v1.2.3');
  });
});

describe('artifact size and secrets', () => {
  it('keeps a huge artifact diff within the budget, in whole blocks, with the note', () => {
    const many = Array.from({ length: 30 }, (_, i) => `snippet-${i}`);
    const diff = diffPipelines(
      [
        env(
          'dev',
          many.map((s) => artifact(s, dashboard(600), REV_A)),
        ),
      ],
      [
        env(
          'dev',
          // Each its own change: the same change in several snippets would be one block.
          many.map((s) => artifact(s, dashboard(600, `changed ${s}`).replace(/"panel /g, '"Panel '), REV_B)),
        ),
      ],
    );
    const result = renderReport(input(diff, { fullDiff: { file: 'diff.json' } }));
    const md = result.markdown;
    expectValidReport(md, COMMENT_LIMIT);
    expect(result.truncated).toBe(true);
    expect(result.omittedArtifacts).toBeGreaterThan(0);
    expect((result.shownArtifacts ?? 0) + (result.omittedArtifacts ?? 0)).toBe(30);
    expect(summaries(md)).toHaveLength(result.shownArtifacts ?? -1);
    expect(md.trimEnd()).toMatch(
      new RegExp(
        `> \\*\\*${result.omittedArtifacts} of 30 changed artifacts are not shown here\\*\\*: the report is limited to 65,536 characters\\. The full diff is in the file \`diff\\.json\`\\.$`,
      ),
    );
    // One diff of 20,000 lines is cut to the object caps, not left to fill the comment.
    const one = diffPipelines(
      [env('dev', [artifact('big', dashboard(5000), REV_A)])],
      [env('dev', [artifact('big', dashboard(5000, 'x').replace(/"panel /g, '"Panel '), REV_B)])],
    );
    const cut = renderReport(input(one));
    expectValidReport(cut.markdown, COMMENT_LIMIT);
    expect(cut.markdown).toMatch(/\.\.\. [\d,]+ more lines \(see the full diff\)\n```/);
    expect(cut).toMatchObject({ shownArtifacts: 1, truncated: true });
  });

  it('never shows a Secret value held in an artifact, its status or its diff', () => {
    const leaking = (title: string) => artifact('db', dashboard(1, `${title} ${CANARY}`), REV_A);
    const failing = {
      ...broken('check'),
      status: { ready: false, reason: 'EvaluationFailed', message: `password too short: ${CANARY}` },
    };
    const diff = diffPipelines(
      [env('dev', [leaking('old'), artifact('check', '{}', REV_A)])],
      [env('dev', [leaking('new'), failing], [secret])],
    );
    const md = renderReport(input(diff)).markdown;
    expectNoCanary({ report: md, json: JSON.stringify(diff) });
    expect(md).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
  });
});
