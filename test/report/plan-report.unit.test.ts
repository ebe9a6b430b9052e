import { describe, expect, it } from 'vitest';
import { diffPipelines, type PipelineDiff } from '../../src/diff/diff';
import { createRedactor } from '../../src/diff/redact';
import type { RenderedObject } from '../../src/model/types';
import { commentMarker } from '../../src/report/marker';
import { COMMENT_LIMIT, type ReportInput, renderReport } from '../../src/report/report';
import { CANARY, expectNoCanary } from '../support/secret-canary';
import { expectValidReport, summaries } from './markdown-checks';
import { basePlan, deployment, envRender, type PlanFixture, planArtifact } from './plan-fixtures';

function input(diff: PipelineDiff): ReportInput {
  return { pipeline: 'platform', marker: commentMarker('platform'), diff, fullDiff: { file: 'diff.json' } };
}

/** The example plan after a PR that turns acm off and scales the app. */
function headPlan(): PlanFixture {
  const p = basePlan();
  for (const c of p.components) {
    if (c.name === 'acm') Object.assign(c, { status: 'skip', reason: 'requirement `acm` is off' });
    if (c.name === 'app') c.parameters = { ...c.parameters, 'component.app.replicas': '5' };
  }
  return p;
}

const credentials: RenderedObject = {
  source: 'platform',
  component: 'db',
  object: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: CANARY } },
};

describe('the stack plan section of the report', () => {
  const diff = diffPipelines(
    [envRender('dev', [planArtifact(basePlan())], [deployment(3)])],
    [envRender('dev', [planArtifact(headPlan())], [deployment(5)])],
  );
  const md = renderReport(input(diff)).markdown;

  it('comes first in its environment, above the object diff, in a reviewer’s words', () => {
    expectValidReport(md, COMMENT_LIMIT);
    expect(md).toContain(
      [
        '### dev',
        '',
        '#### platform — stack plan',
        '',
        '- **acm** — newly skipped: requirement \\`acm\\` is off',
        '- **app**',
        '  - Parameter `component.app.replicas`: `3` → `5`',
        '',
        '#### platform',
        '',
        '<details><summary>~ apps/v1 Deployment dev/app</summary>',
      ].join('\n'),
    );
    // The plan artifact's JSON diff is not shown twice: the section says its change in words (the
    // full diff keeps the JSON), and nothing is counted as left out for it.
    expect(summaries(md)).toEqual(['~ apps/v1 Deployment dev/app']);
    expect(md).not.toContain('#### platform — artifacts');
    expect(md).not.toContain('not shown here');
  });

  it('has no section when the plans mean the same', () => {
    const same = diffPipelines(
      [envRender('dev', [planArtifact(basePlan())], [deployment(3)])],
      [envRender('dev', [planArtifact(basePlan())], [deployment(5)])],
    );
    expect(renderReport(input(same)).markdown).not.toContain('stack plan');
  });

  it('lists a new stack source’s components, per environment', () => {
    const added = diffPipelines(
      [envRender('dev', [], []), envRender('prod', [], [])],
      [
        envRender('dev', [planArtifact(headPlan())], [deployment(5)]),
        envRender('prod', [planArtifact(basePlan(), 'platform', 'prod')], []),
      ],
    );
    const out = renderReport(input(added)).markdown;
    expectValidReport(out, COMMENT_LIMIT);
    expect(out).toContain(
      '### dev\n\n#### platform — new stack plan\n\n' +
        '- **ingress** — deploys\n- **acm** — skipped: requirement \\`acm\\` is off\n- **app** — deploys\n\n#### platform\n\n<details>',
    );
    expect(out).toContain('### prod\n\n#### platform — new stack plan\n\n- **ingress** — deploys');
  });

  it('never shows a Secret value that is a plan parameter', () => {
    const leaking = (value: string) => {
      const p = basePlan();
      for (const c of p.components) if (c.name === 'app') c.parameters = { ...c.parameters, 'db.url': value };
      return p;
    };
    const redactor = createRedactor();
    const leak = diffPipelines(
      [envRender('dev', [planArtifact(leaking(`postgres://app:${CANARY}@db`))], [credentials])],
      [envRender('dev', [planArtifact(leaking(`postgres://app:${CANARY}@db2`))], [credentials])],
      { redactor },
    );
    const out = renderReport(input(leak)).markdown;
    expectNoCanary({ report: out, json: JSON.stringify(leak) });
    expect(out).toMatch(
      /- Parameter `db\.url`: `postgres:\/\/app:redacted\.[0-9a-f]{16}@db` → `postgres:\/\/app:redacted\.[0-9a-f]{16}@db2`/,
    );
  });

  it('cuts a plan too long for the comment with a line saying so, and the note', () => {
    const wide = (value: string): PlanFixture => ({
      components: Array.from({ length: 600 }, (_, i) => ({
        name: `component-${i}`,
        status: 'deploy' as const,
        parameters: { 'dns.domain': `${value}-${i}.example.com`, 'a.long.value': value.repeat(40) },
      })),
    });
    const big = diffPipelines(
      [envRender('dev', [planArtifact(wide('old'))], [deployment(3)])],
      [envRender('dev', [planArtifact(wide('new'))], [deployment(5)])],
    );
    const result = renderReport(input(big), { objectCaps: { maxLines: 5000 } });
    const out = result.markdown;
    expectValidReport(out, COMMENT_LIMIT);
    expect(result.truncated).toBe(true);
    // The section is cut where the comment ends, not dropped: the objects after it are counted as not shown.
    expect(out).toContain('#### platform — stack plan\n\n- **component-0**\n');
    expect(out).toMatch(
      /- _… [\d,]+ more lines of the plan not shown \(see the full diff\)_\n\n> \*\*1 of 1 changed object and 1 of 1 changed artifact are not shown here\*\*/,
    );
    expect(result).toMatchObject({
      shownChanges: 0,
      omittedChanges: 1,
      shownArtifacts: 0,
      omittedArtifacts: 1,
    });
    // Within the default caps the section stops at 400 lines and the objects still follow it.
    const capped = renderReport(input(big));
    expectValidReport(capped.markdown, COMMENT_LIMIT);
    expect(capped.markdown).toContain(
      '- _… 1,400 more lines of the plan not shown (see the full diff)_\n\n#### platform\n\n<details>',
    );
    expect(capped.truncated).toBe(true);
  });
});
