import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import type { ObjectChange, PipelineDiff } from '../../src/diff/diff';
import { changeSummary } from '../../src/report/change-block';
import { commentMarker } from '../../src/report/marker';
import { COMMENT_LIMIT, JOB_SUMMARY_LIMIT, type ReportInput, renderReport } from '../../src/report/report';
import { renderSummaryTable } from '../../src/report/summary-table';
import { expectBalancedDetails, expectParsesCleanly, expectValidReport, summaries } from './markdown-checks';
import { allChanges, envSummaries, reportOrder, syntheticDiff } from './synthetic';

const fullDiff = {
  summaryUrl: 'https://github.com/acme/platform/actions/runs/42',
  file: '/tmp/platform-diff.json',
};

function input(diff: PipelineDiff, extra: Partial<ReportInput> = {}): ReportInput {
  return { pipeline: 'platform', marker: commentMarker('platform'), diff, fullDiff, ...extra };
}

/**
 * Each environment's blocks are the first of its changes in the report's order (removals first),
 * `shown` in all; every environment with changes gets some when `shared` room is expected.
 */
function expectPrefix(md: string, diff: PipelineDiff, shown: number, shared = false): void {
  const all = summaries(md);
  let count = 0;
  for (const env of diff.environments) {
    const got = envSummaries(all, env.name);
    expect(got).toEqual(reportOrder(env).slice(0, got.length).map(changeSummary));
    if (shared && env.changes.length > 0) expect(got.length, env.name).toBeGreaterThan(0);
    count += got.length;
  }
  expect(count).toBe(all.length);
  expect(count).toBe(shown);
}

describe('comment size', () => {
  it.each([1, 100, 5000])('%i changed objects: valid markdown within 65,536 characters', (n) => {
    const diff = syntheticDiff({ changes: n });
    const result = renderReport(input(diff), { limit: COMMENT_LIMIT });
    const md = result.markdown;

    expectValidReport(md, COMMENT_LIMIT);
    expect(md.split('\n')[0]).toBe('<!-- rigging:platform -->');
    // The whole table, every row: 3 environments x 5 sources.
    expect(md).toContain(renderSummaryTable(diff));
    expect(md).not.toContain('more rows not shown');
    expect(result.shownChanges + result.omittedChanges).toBe(n);
    expectBalancedDetails(md, result.shownChanges);
    expectPrefix(md, diff, result.shownChanges, true);

    if (n === 1) {
      expect(result).toMatchObject({ shownChanges: 1, omittedChanges: 0, truncated: false });
      expect(md).not.toContain('not shown here');
    } else {
      expect(result.truncated).toBe(true);
      expect(result.omittedChanges).toBeGreaterThan(0);
      // The budget is spent, not given up early: what is left is less than one more block.
      expect(md.length).toBeGreaterThan(COMMENT_LIMIT - 6_000);
      const note = md.trimEnd().split('\n').at(-1) ?? '';
      const total = n.toLocaleString('en-US');
      const omitted = result.omittedChanges.toLocaleString('en-US');
      expect(note).toBe(
        `> **${omitted} of ${total} changed objects are not shown here**: the report is limited to 65,536 characters. ` +
          `The full diff is in the [job summary](${fullDiff.summaryUrl}) and in the file \`${fullDiff.file}\`.`,
      );
    }
  });

  it('keeps the job summary of 5,000 objects within 1,000,000 UTF-8 bytes, not characters', () => {
    const diff = syntheticDiff({ changes: 5000, multibyte: true });
    const result = renderReport(input(diff, { fullDiff: { file: '/tmp/d.json', output: 'summary-json' } }), {
      limit: JOB_SUMMARY_LIMIT,
      measure: 'utf8-bytes',
    });
    expectValidReport(result.markdown, JOB_SUMMARY_LIMIT, 'utf8-bytes');
    expect(Buffer.byteLength(result.markdown)).toBeGreaterThan(JOB_SUMMARY_LIMIT - 10_000);
    expect(result.shownChanges).toBeGreaterThan(100);
    expect(result.shownChanges + result.omittedChanges).toBe(5000);
    expectPrefix(result.markdown, diff, result.shownChanges, true);
    expect(result.markdown).toContain(
      'changed objects are not shown here**: the report is limited to 1,000,000 bytes. ' +
        'The full diff is in the file `/tmp/d.json` (output `summary-json`).',
    );

    // Counting characters instead would overrun the byte limit: the measure matters.
    const byChars = renderReport(input(diff), { limit: JOB_SUMMARY_LIMIT, measure: 'chars' }).markdown;
    expect(byChars.length).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT);
    expect(Buffer.byteLength(byChars)).toBeGreaterThan(JOB_SUMMARY_LIMIT);
  });

  it('caps one object of 20,000 lines inside its own fence and still shows the next', () => {
    const diff = syntheticDiff({ changes: 2, envs: ['dev'], sources: ['guestbook'] });
    const [huge, next] = allChanges(diff) as [ObjectChange, ObjectChange];
    const lines = Array.from({ length: 20_000 }, (_, i) => `+  key${i}: ${'x'.repeat(40)}`);
    huge.diff = `--- a/x\n+++ b/x\n@@ -0,0 +1,20000 @@\n${lines.join('\n')}\n`;

    const result = renderReport(input(diff), { limit: COMMENT_LIMIT });
    const md = result.markdown;
    expectValidReport(md, COMMENT_LIMIT);
    expect(result).toMatchObject({ shownChanges: 2, omittedChanges: 0, truncated: true });
    expect(summaries(md)).toEqual([changeSummary(huge), changeSummary(next)]);
    // 20,003 diff lines, 400 kept; the count line is inside the fence, right before it closes.
    expect(md).toContain('+  key396: ');
    expect(md).not.toContain('+  key397: ');
    expect(md).toContain('... 19,603 more lines (see the full diff)\n```\n\n</details>');
    expect(md).toContain('> **Parts of this report are shortened**');
    expect(md).toContain(next.diff);
  });

  it('cuts a single very long line, keeping surrogate pairs whole', () => {
    const diff = syntheticDiff({ changes: 1, envs: ['dev'], sources: ['guestbook'] });
    const [change] = allChanges(diff) as [ObjectChange];
    change.diff = `--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+data: ${'🚀'.repeat(50_000)}\n`;
    const result = renderReport(input(diff), { limit: COMMENT_LIMIT, objectCaps: { maxLineLength: 1001 } });
    expectValidReport(result.markdown, COMMENT_LIMIT);
    expect(result.markdown).toMatch(/\+data: (🚀)+ … \(\d+ more characters\)\n```/u);
    expect(result.markdown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('keeps a summary table too long for the limit valid, with a row counting the rest', () => {
    const envs = Array.from({ length: 100 }, (_, i) => `env-${i}`);
    const sources = Array.from({ length: 30 }, (_, i) => `source-${i}`);
    const diff = syntheticDiff({ changes: 3000, envs, sources });
    const limit = 20_000;
    const result = renderReport(input(diff), { limit });
    const md = result.markdown;
    expectValidReport(md, limit);

    const { tokens } = expectParsesCleanly(md);
    const table = tokens.find((t): t is Tokens.Table => t.type === 'table');
    if (!table) throw new Error('no table');
    const last = table.rows.at(-1)?.map((c) => c.text) ?? [];
    const shownRows = table.rows.length - 1;
    expect(last[1]).toBe(`_${(3000 - shownRows).toLocaleString('en-US')} more rows not shown_`);
    // The totals of the rows left out: 3,000 rows of 3 unchanged each, one change per row.
    const leftOut = envs.flatMap((e) => sources.map((s) => `${e}/${s}`)).slice(shownRows);
    expect(Number(last[5])).toBe(3 * leftOut.length);
    expect(Number(last[2]) + Number(last[3]) + Number(last[4])).toBe(leftOut.length);
    expect(shownRows).toBeGreaterThan(100);
    // Every change is left out, and the note still fits.
    expect(result).toMatchObject({ shownChanges: 0, omittedChanges: 3000, truncated: true });
    expect(md).toContain('**3,000 of 3,000 changed objects are not shown here**');
    expect(md).not.toContain('### env-');
  });

  it('stays within every limit from tiny to large, showing a prefix each time', () => {
    const diff = syntheticDiff({ changes: 40 });
    for (let limit = 1_500; limit < 90_000; limit += 997) {
      const result = renderReport(input(diff), { limit });
      expectValidReport(result.markdown, limit);
      expectPrefix(result.markdown, diff, result.shownChanges);
      expect(result.shownChanges + result.omittedChanges).toBe(40);
    }
  });

  it('uses the room of the note when everything fits without it', () => {
    const diff = syntheticDiff({ changes: 12 });
    const whole = renderReport(input(diff), { limit: 1_000_000 }).markdown;
    const exact = renderReport(input(diff), { limit: whole.length });
    expect(exact).toMatchObject({ markdown: whole, shownChanges: 12, truncated: false });
    const short = renderReport(input(diff), { limit: whole.length - 1 });
    expect(short.omittedChanges).toBeGreaterThan(0);
    expectValidReport(short.markdown, whole.length - 1);
  });

  it('refuses a limit too small for the marker, title and summary', () => {
    expect(() => renderReport(input(syntheticDiff({ changes: 3 })), { limit: 200 })).toThrow(RangeError);
  });
});
