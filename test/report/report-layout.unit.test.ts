import { describe, expect, it } from 'vitest';
import type { ObjectChange, PipelineDiff } from '../../src/diff/diff';
import type { Diagnostic } from '../../src/model/types';
import { commentMarker } from '../../src/report/marker';
import { type ReportInput, renderNoChanges, renderReport } from '../../src/report/report';
import { expectBalancedDetails, expectParsesCleanly, expectValidReport, summaries } from './markdown-checks';
import { allChanges, syntheticDiff } from './synthetic';

function input(diff: PipelineDiff, extra: Partial<ReportInput> = {}): ReportInput {
  return { pipeline: 'platform', marker: commentMarker('platform'), diff, ...extra };
}

function error(i: number, extra: Partial<Diagnostic> = {}): Diagnostic {
  return {
    severity: 'error',
    source: 'guestbook',
    file: `apps/guestbook/components/c${i}.jsonnet`,
    line: 10 + i,
    column: 3,
    message: `field does not exist: replicas${i}`,
    ...extra,
  };
}

describe('commentMarker', () => {
  it('names the pipeline, and the shard of a matrix job when there is one', () => {
    expect(commentMarker('platform')).toBe('<!-- rigging:platform -->');
    expect(commentMarker('platform', '')).toBe('<!-- rigging:platform -->');
    expect(commentMarker('platform', 'dev')).toBe('<!-- rigging:platform:dev -->');
    expect(commentMarker('platform', 'dev,prod')).toBe('<!-- rigging:platform:dev,prod -->');
    // One shard's marker is never found inside another's comment.
    expect(commentMarker('platform', 'dev')).not.toContain(commentMarker('platform'));
    expect(commentMarker('platform')).not.toContain(commentMarker('platform', 'dev'));
  });

  it('keeps both parts from ending the HTML comment', () => {
    expect(commentMarker('a --> <b>', 'dev --> x:y')).toBe('<!-- rigging:a_--___b_:dev_--__x_y -->');
  });
});

describe('no changes', () => {
  const same: PipelineDiff = {
    environments: ['dev', 'prod'].map((name) => ({
      name,
      summary: { added: 0, changed: 0, removed: 0, unchanged: 4 },
      bySource: { web: { added: 0, changed: 0, removed: 0, unchanged: 4 } },
      changes: [],
      diagnostics: [],
    })),
  };

  it('is one line under the marker', () => {
    const md = renderNoChanges(input(same, { marker: commentMarker('platform', 'dev,prod') }));
    expect(md).toBe(
      '<!-- rigging:platform:dev,prod -->\n**rigging: platform** — no changes in 2 environments.\n',
    );
    expect(renderReport(input(same))).toEqual({
      markdown: renderNoChanges(input(same)),
      shownChanges: 0,
      omittedChanges: 0,
      truncated: false,
    });
  });

  it('is a full report when there are diagnostics, even without changes', () => {
    const warned = structuredClone(same);
    warned.environments[1]?.diagnostics.push({
      severity: 'warning',
      source: 'web',
      message: 'deprecated key',
    });
    const md = renderReport(input(warned)).markdown;
    expect(md).not.toContain('no changes');
    expect(md).toContain('### Render warnings\n\n- **prod** · web: `warning: deprecated key`');

    const failed = renderReport(input(same, { diagnostics: [error(1, { source: 'config' })] })).markdown;
    expect(failed).toContain(
      '### Render errors\n\n- config: `apps/guestbook/components/c1.jsonnet:11:3: field',
    );
  });
});

describe('the header', () => {
  const base = '1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d';
  const head = 'feedfacecafebeef00112233445566778899aabb';

  it('names the base and head by short SHA under the title and links the run', () => {
    const diff = syntheticDiff({ changes: 2 });
    const md = renderReport(
      input(diff, { revisions: { base, head, runUrl: 'https://github.com/o/r/actions/runs/9 (x)' } }),
    ).markdown;
    expect(md.split('\n').slice(0, 5)).toEqual([
      '<!-- rigging:platform -->',
      '',
      '## rigging: platform',
      '',
      'Base `1a2b3c4` → head `feedfac` · [workflow run](https://github.com/o/r/actions/runs/9%20%28x%29)',
    ]);
  });

  it('quotes a ref as given and names the work tree when there is no head commit', () => {
    const diff = syntheticDiff({ changes: 1 });
    const md = renderReport(input(diff, { revisions: { base: 'main`\n<b>' } })).markdown;
    expect(md).toContain('\nBase ``main` <b>`` → the work tree\n');
    expect(md).not.toContain('workflow run');
  });

  it('is on the one line of a report without changes', () => {
    const same = syntheticDiff({ changes: 0, envs: ['dev'] });
    expect(renderNoChanges(input(same, { revisions: { base, head, runUrl: 'https://x/runs/1' } }))).toBe(
      '<!-- rigging:platform -->\n**rigging: platform** — no changes in 1 environment. ' +
        'Base `1a2b3c4` → head `feedfac` · [workflow run](https://x/runs/1)\n',
    );
  });
});

describe('render errors', () => {
  it('come first, with file:line:col, the pipeline-level ones before the environments', () => {
    const diff = syntheticDiff({ changes: 5 });
    diff.environments[0]?.diagnostics.push(error(1));
    const md = renderReport(input(diff, { diagnostics: [error(2, { source: '' })] })).markdown;
    expectValidReport(md, 65_536);
    const errors = md.indexOf('### Render errors');
    expect(errors).toBeGreaterThan(md.indexOf('| Environment |'));
    expect(errors).toBeLessThan(md.indexOf('<details>'));
    expect(md).toContain(
      '### Render errors\n\n' +
        '- `apps/guestbook/components/c2.jsonnet:12:3: field does not exist: replicas2`\n' +
        '- **dev** · guestbook: `apps/guestbook/components/c1.jsonnet:11:3: field does not exist: replicas1`',
    );
    expect(md).toContain('| dev | guestbook | 0 | 1 | 0 | 3 | 1 |');
  });

  it('are cut with a count when there are too many, and still leave room for the note', () => {
    const diff = syntheticDiff({ changes: 50 });
    const many = Array.from({ length: 2000 }, (_, i) => error(i));
    const result = renderReport(input(diff, { diagnostics: many, fullDiff: { file: 'd.json' } }));
    const md = result.markdown;
    expectValidReport(md, 65_536);
    const shown = md
      .split('\n')
      .filter((l) => l.startsWith('- guestbook: `apps/guestbook/components/')).length;
    expect(shown).toBeGreaterThan(100);
    expect(md).toContain(`- …and ${(2000 - shown).toLocaleString('en-US')} more errors not shown here`);
    expect(result).toMatchObject({ shownChanges: 0, omittedChanges: 50, truncated: true });
    expect(md.trimEnd()).toMatch(
      /> \*\*50 of 50 changed objects are not shown here\*\*.* The full diff is in the file `d\.json`\.$/,
    );
  });

  it('shows the first lines of a stack trace in a block inside the list item', () => {
    const trace = Array.from({ length: 300 }, (_, i) => `\tat frame ${i} (\`\`\`)`).join('\n');
    const diff = syntheticDiff({ changes: 1 });
    diff.environments[0]?.diagnostics.push(error(1, { message: `RUNTIME ERROR\n${trace}` }));
    const md = renderReport(input(diff)).markdown;
    expectValidReport(md, 65_536);
    expect(md).toContain(
      '- **dev** · guestbook:\n\n  ````text\n  apps/guestbook/components/c1.jsonnet:11:3: RUNTIME ERROR\n',
    );
    expect(md).toContain('at frame 38 ');
    expect(md).not.toContain('at frame 39 ');
    expect(md).toContain('  ... 261 more lines\n  ````\n');
  });

  it("collapses a jsonnet error's stack trace under it, one frame a line, capped", () => {
    const frames = [
      '\tapps/guestbook/lib/util.libsonnet:2:15-23\tfunction <port>',
      // A file name is the user's text: nothing in it may close the block or become markup.
      '\tapps/</details>```<script>.libsonnet:1:1\tthunk <x>',
      '\tapps/guestbook/components/c1.jsonnet:4:10-33\tobject <anonymous>',
      '\t...',
      ...Array.from({ length: 60 }, (_, i) => `\tapps/guestbook/lib/deep.libsonnet:${i + 1}:1\tfunction <f>`),
    ];
    const diff = syntheticDiff({ changes: 1 });
    diff.environments[0]?.diagnostics.push(
      error(1, { message: 'RUNTIME ERROR: field does not exist: port', trace: frames.join('\n') }),
    );
    const md = renderReport(input(diff)).markdown;
    expectValidReport(md, 65_536);
    expect(md).toContain(
      [
        '- **dev** · guestbook: `apps/guestbook/components/c1.jsonnet:11:3: RUNTIME ERROR: field does not exist: port`',
        '',
        '  <details><summary>Stack trace</summary>',
        '',
        '  ````text',
        '  apps/guestbook/lib/util.libsonnet:2:15-23  function <port>',
        '  apps/</details>```<script>.libsonnet:1:1  thunk <x>',
        '  apps/guestbook/components/c1.jsonnet:4:10-33  object <anonymous>',
        '  ...',
        '  apps/guestbook/lib/deep.libsonnet:1:1  function <f>',
      ].join('\n'),
    );
    expect(md).toContain('deep.libsonnet:36:1 ');
    expect(md).not.toContain('deep.libsonnet:37:1 ');
    expect(md).toContain('  ... 24 more lines\n  ````\n\n  </details>');
  });

  it('shows no trace block for an error without one', () => {
    const diff = syntheticDiff({ changes: 1 });
    diff.environments[0]?.diagnostics.push(error(1));
    expect(renderReport(input(diff)).markdown).not.toContain('Stack trace');
  });
});

describe('change blocks', () => {
  it('keep a diff that holds details tags, backticks and HTML inside its fence', () => {
    const diff = syntheticDiff({ changes: 2, envs: ['dev'], sources: ['web'] });
    const [evil] = allChanges(diff) as [ObjectChange];
    evil.diff =
      '--- a/x\n+++ b/x\n@@ -1 +1,4 @@\n' +
      '-</details>\n+</details></details>\n+<details><summary>fake</summary>\n+```` `````` ``\n+<script>alert(1)</script> & |\n';
    const md = renderReport(input(diff)).markdown;
    expectValidReport(md, 65_536);
    expectBalancedDetails(md, 2);
    // The content is literal: not HTML-escaped, and inside a fence longer than any run of backticks.
    expect(md).toContain('```````diff\n--- a/x\n');
    expect(md).toContain('+<script>alert(1)</script> & |\n```````\n\n</details>');
    expect(summaries(md)).toEqual([
      '~ apps/v1 Deployment dev-apps/web-web-0',
      '+ apps/v1 Deployment dev-apps/web-web-1',
    ]);
  });

  it('mark deletions as clearly as additions', () => {
    const diff = syntheticDiff({ changes: 5, envs: ['dev'], sources: ['web'] });
    const md = renderReport(input(diff)).markdown;
    // The removal leads: a reviewer sees what goes away first.
    expect(summaries(md).map((s) => s.slice(0, 2))).toEqual(['- ', '~ ', '+ ', '~ ', '~ ']);
    expect(md).toMatch(
      /<summary>- apps\/v1 Deployment dev-apps\/web-web-3<\/summary>\n\n```diff\n(.*\n){3}(-.*\n)+```/,
    );
  });

  it('put a heading over each environment and source only when a block follows it', () => {
    const diff = syntheticDiff({ changes: 60, envs: ['dev', 'prod'], sources: ['a', 'b'] });
    const whole = renderReport(input(diff), { limit: 1_000_000 }).markdown;
    expect(whole.match(/^### (dev|prod)$/gm)).toEqual(['### dev', '### prod']);
    // Removals first, under their own heading per source, then the rest.
    const perEnv = ['#### a — removed', '#### b — removed', '#### a', '#### b'];
    expect(whole.match(/^#### [ab]( — removed)?$/gm)).toEqual([...perEnv, ...perEnv]);

    for (let limit = 3_000; limit < 12_000; limit += 211) {
      const md = renderReport(input(diff), { limit }).markdown;
      const lines = md.split('\n');
      lines.forEach((line, i) => {
        if (/^#{3,4} /.test(line) && !/^### (Render|What changed)/.test(line)) {
          // The next non-blank line is another heading or a block, never the note or the end.
          const next = lines.slice(i + 1).find((l) => l !== '') ?? '';
          expect(next).toMatch(/^(#### |<details>)/);
        }
      });
    }
  });

  it('escape names in headings, summaries and table cells', () => {
    const diff = syntheticDiff({ changes: 1, envs: ['dev|<b>'], sources: ['src|<i>*'] });
    const [c] = allChanges(diff) as [ObjectChange];
    c.key = { ...c.key, name: 'a|<script>&' };
    const md = renderReport(input(diff, { title: 'rigging: <platform> *x*' })).markdown;
    expect(md).toContain('## rigging: &lt;platform&gt; \\*x\\*');
    expect(md).toContain('| dev\\|&lt;b&gt; | src\\|&lt;i&gt;* | 0 | 1 | 0 | 3 | 0 |');
    expect(md).toContain('### dev\\|&lt;b&gt;\n\n#### src\\|&lt;i&gt;\\*\n');
    expect(md).toContain(
      '<summary>~ apps/v1 Deployment dev&#124;&lt;b&gt;-apps/a&#124;&lt;script&gt;&amp;</summary>',
    );
    // Code spans are literal text; outside them and the diffs no tag is left.
    expect(md.replace(/```diff[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')).not.toMatch(/<(b|i|script)>/);
  });
});

describe('the note', () => {
  const diff = syntheticDiff({ changes: 100 });

  it('mentions only the places it is given', () => {
    const note = (fullDiff?: ReportInput['fullDiff']) =>
      renderReport(input(diff, { fullDiff })).markdown.trimEnd().split('\n').at(-1);
    const lead = '> **';
    expect(note()).toMatch(
      /^> \*\*\d+ of 100 changed objects are not shown here\*\*: the report is limited to 65,536 characters\.$/,
    );
    expect(note({ summaryUrl: 'https://github.com/o/r/actions/runs/1 (x)' })).toMatch(
      /The full diff is in the \[job summary\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/1%20%28x%29\)\.$/,
    );
    expect(note({ file: '/tmp/a`b.json', output: 'summary-json' })).toMatch(
      /The full diff is in the file ``\/tmp\/a`b\.json`` \(output `summary-json`\)\.$/,
    );
    expect(note({ output: 'summary-json' })).toMatch(/in the file named by the output `summary-json`\.$/);
    expect(note({ summaryUrl: 'https://x', file: 'f' })?.startsWith(lead)).toBe(true);
  });

  it('is absent when nothing is left out', () => {
    const result = renderReport(input(diff), { limit: 1_000_000 });
    expect(result).toMatchObject({ shownChanges: 100, omittedChanges: 0, truncated: false });
    expect(result.markdown).not.toMatch(/^> /m);
  });
});

describe('the checks themselves', () => {
  it('reject an open fence, an unclosed details and a fence closed by a shorter one', () => {
    expect(() =>
      expectBalancedDetails('<details><summary>x</summary>\n\n```diff\n+a\n\n</details>\n'),
    ).toThrow();
    expect(() => expectBalancedDetails('<details><summary>x</summary>\n\n```diff\n+a\n```\n')).toThrow();
    expect(() =>
      expectParsesCleanly('<details><summary>x</summary>\n\n````diff\n+a\n```\n\n</details>\n'),
    ).toThrow();
    expect(() =>
      expectParsesCleanly('<details><summary>x</summary>\n\n```diff\n+a\n```\n\n</details>\n'),
    ).not.toThrow();
  });
});
