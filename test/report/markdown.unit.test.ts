import { describe, expect, it } from 'vitest';
import { diffPipelines, type EnvRender, type PipelineDiff } from '../../src/diff/diff';
import type { KubeObject, RenderedObject } from '../../src/model/types';
import {
  codeBlock,
  commentMarker,
  escapeCell,
  renderMarkdown,
  renderSummaryTable,
} from '../../src/report/markdown';
import { expectBalancedDetails, expectBalancedFences } from './markdown-checks';

const CANARY = 'CANARY-s3cr3t-7f1d';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function r(source: string, object: KubeObject): RenderedObject {
  return { source, component: 'main', object };
}

function deployment(name: string, image: string): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'guestbook-dev' },
    spec: { template: { spec: { containers: [{ name, image }] } } },
  };
}

function secret(value: string): KubeObject {
  const body = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db', namespace: 'guestbook-dev' } };
  return {
    ...body,
    metadata: {
      ...body.metadata,
      annotations: {
        'kubectl.kubernetes.io/last-applied-configuration': JSON.stringify({
          ...body,
          stringData: { password: value },
        }),
      },
    },
    data: { password: b64(value) },
    stringData: { dsn: `postgres://app:${value}@db/app` },
  };
}

const env = (
  name: string,
  objects: RenderedObject[],
  diagnostics: EnvRender['diagnostics'] = [],
): EnvRender => ({
  name,
  objects,
  diagnostics,
});

describe('renderMarkdown', () => {
  it('carries the marker, a summary table, errors first, then a details block per change', () => {
    const diff = diffPipelines(
      [
        env('dev', [
          r('guestbook', deployment('frontend', 'fe:1')),
          r('guestbook', deployment('old', 'o:1')),
        ]),
      ],
      [
        env(
          'dev',
          [r('guestbook', deployment('frontend', 'fe:2')), r('redis', deployment('redis', 'redis:7'))],
          [
            {
              severity: 'error',
              source: 'redis',
              file: 'apps/redis/main.jsonnet',
              line: 3,
              column: 5,
              message: 'field does not exist: replicas',
            },
          ],
        ),
      ],
    );
    const md = renderMarkdown(diff, { pipeline: 'platform' });
    const lines = md.split('\n');
    expect(lines[0]).toBe('<!-- rigging:platform -->');
    expect(md).toContain('| dev | guestbook | 0 | 1 | 1 | 0 | 0 |');
    expect(md).toContain('| dev | redis | 1 | 0 | 0 | 0 | 1 |');
    expect(md).toContain('apps/redis/main.jsonnet:3:5: field does not exist: replicas');
    expect(md.indexOf('Render errors')).toBeLessThan(md.indexOf('<details>'));
    expect(md).toContain('<details><summary>~ apps/v1 Deployment guestbook-dev/frontend</summary>');
    expect(md).toContain('<details><summary>- apps/v1 Deployment guestbook-dev/old</summary>');
    expect(md).toContain('<details><summary>+ apps/v1 Deployment guestbook-dev/redis</summary>');
    expect(md).toContain('```diff\n--- a/apps/v1 Deployment guestbook-dev/frontend\n');
    expect(md.indexOf('#### guestbook')).toBeLessThan(md.indexOf('#### redis'));
    expectBalancedFences(md);
    expectBalancedDetails(md);
  });

  it('says "no changes" in one line when nothing changed and nothing failed', () => {
    const same = [env('dev', [r('guestbook', deployment('frontend', 'fe:1'))])];
    const md = renderMarkdown(diffPipelines(same, same), { pipeline: 'platform' });
    expect(md.trimEnd().split('\n')).toEqual([
      '<!-- rigging:platform -->',
      '**rigging: platform** — no changes in 1 environment.',
    ]);
  });

  it('shows errors even when no object changed', () => {
    const diff = diffPipelines(
      [env('dev', [])],
      [env('dev', [], [{ severity: 'error', source: 'nats', file: 'bosh/x.yml', line: 1, message: 'bad' }])],
    );
    const md = renderMarkdown(diff, { pipeline: 'platform' });
    expect(md).not.toMatch(/no changes/i);
    expect(md).toContain('| dev | nats | 0 | 0 | 0 | 0 | 1 |');
    expect(md).toContain('bosh/x.yml:1: bad');
  });

  it('uses a fence longer than any backtick run in the diff', () => {
    const diff = diffPipelines(
      [env('dev', [])],
      [env('dev', [r('s', deployment('web', 'img ```` `````` x'))])],
    );
    const md = renderMarkdown(diff, { pipeline: 'p' });
    expect(md).toContain('```````diff\n');
    expectBalancedFences(md);
    expect(codeBlock('no ticks', 'diff')).toBe('```diff\nno ticks\n```');
  });

  it('escapes |, < and > in table cells, summaries and names', () => {
    const diff: PipelineDiff = {
      environments: [
        {
          name: 'dev|<b>',
          summary: { added: 1, changed: 0, removed: 0, unchanged: 0 },
          bySource: { 'src|<i>': { added: 1, changed: 0, removed: 0, unchanged: 0 } },
          changes: [
            {
              source: 'src|<i>',
              component: 'c',
              key: { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'n', name: 'a|<script>' },
              id: 'ConfigMap:n/a|<script>',
              change: 'added',
              diff: '--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+k: v\n',
            },
          ],
          diagnostics: [],
        },
      ],
    };
    const md = renderMarkdown(diff, { pipeline: 'p' });
    expect(renderSummaryTable(diff)).toContain('| dev\\|&lt;b&gt; | src\\|&lt;i&gt; | 1 | 0 | 0 | 0 | 0 |');
    expect(md).toContain('<summary>+ v1 ConfigMap n/a&#124;&lt;script&gt;</summary>');
    // Code spans (the "what changed" list's names) are literal text; outside them no tag is left.
    expect(md.replace(/`[^`\n]*`/g, '')).not.toMatch(/<(b|i|script)>/);
    expect(escapeCell('a\\|b\nc')).toBe('a\\\\\\|b c');
    expectBalancedDetails(md);
  });

  it('keeps the marker a safe HTML comment', () => {
    expect(commentMarker('platform')).toBe('<!-- rigging:platform -->');
    expect(commentMarker('a --> <b>')).toBe('<!-- rigging:a_--___b_ -->');
  });

  it('never shows a secret value, in the diff or in an error message', () => {
    const diff = diffPipelines(
      [env('dev', [r('guestbook', secret(CANARY))])],
      [
        env(
          'dev',
          [r('guestbook', secret(`${CANARY}-next`))],
          [
            {
              severity: 'error',
              source: 'guestbook',
              file: 'x.jsonnet',
              line: 1,
              message: `cannot use ${CANARY}`,
            },
          ],
        ),
      ],
    );
    expect(diff.environments[0]?.summary.changed).toBe(1);
    const md = renderMarkdown(diff, { pipeline: 'platform' });
    const json = JSON.stringify(diff);
    for (const text of [md, json]) {
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(b64(CANARY));
      expect(text).not.toContain(b64(`${CANARY}-next`));
      expect(text).toMatch(/redacted\.[0-9a-f]{16}/);
    }
    const tokens = [...md.matchAll(/^([-+])\s+password: (redacted\.[0-9a-f]{16})$/gm)].map((m) => m[2]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(md).toContain('<details><summary>~ v1 Secret guestbook-dev/db</summary>');
    expectBalancedFences(md);
    expectBalancedDetails(md);
  });
});
