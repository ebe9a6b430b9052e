import { describe, expect, it } from 'vitest';
import { diffPipelines, type EnvRender } from '../../src/diff/diff';
import type { Artifact, KubeObject, RenderedObject } from '../../src/model/types';
import { compressNames } from '../../src/report/change-groups';
import { fairShare } from '../../src/report/details';
import { commentMarker } from '../../src/report/marker';
import { renderReport } from '../../src/report/report';
import { kindPlural, whatChanged } from '../../src/report/what-changed';
import { syncedArtifact } from '../support/snippet-artifacts';
import { expectValidReport, summaries } from './markdown-checks';
import { planArtifact } from './plan-fixtures';

function obj(kind: string, name: string, body: Record<string, unknown>, component = 'c'): RenderedObject {
  const apiVersion = kind === 'Deployment' ? 'apps/v1' : 'v1';
  const object = { apiVersion, kind, metadata: { name }, ...body } as KubeObject;
  return { source: 'web', component, object };
}

const cm = (name: string, v: string) => obj('ConfigMap', name, { data: { v } });
const deploy = (image: string, log = 'info') =>
  obj('Deployment', 'web', {
    spec: {
      replicas: 2,
      template: { spec: { containers: [{ name: 'web', image, env: [{ name: 'LOG', value: log }] }] } },
    },
  });

function envs(
  base: Record<string, RenderedObject[]>,
  head: Record<string, RenderedObject[]>,
  artifacts: { base?: Record<string, Artifact[]>; head?: Record<string, Artifact[]> } = {},
) {
  const side = (
    objects: Record<string, RenderedObject[]>,
    arts: Record<string, Artifact[]> = {},
  ): EnvRender[] =>
    Object.entries(objects).map(([name, list]) => ({
      name,
      objects: list,
      artifacts: arts[name] ?? [],
      diagnostics: [],
    }));
  return diffPipelines(side(base, artifacts.base), side(head, artifacts.head));
}

function report(diff: ReturnType<typeof envs>): string {
  const md = renderReport({ pipeline: 'p', marker: commentMarker('p'), diff }).markdown;
  expectValidReport(md, 65_536);
  return md;
}

/** The "what changed" list of a report. */
function listOf(md: string): string {
  const start = md.indexOf('### What changed');
  return md.slice(start, md.indexOf('\n### ', start + 1)).trim();
}

describe('the "what changed" list', () => {
  it('says a change made identically in dev and prod once, naming both, and the rest per environment', () => {
    const diff = envs(
      { dev: [cm('a', '1'), cm('b', '1')], prod: [cm('a', '1'), cm('b', '1')] },
      { dev: [cm('a', '2'), cm('b', '1')], prod: [cm('a', '2'), cm('b', '5')] },
    );
    expect(listOf(report(diff))).toBe(
      [
        '### What changed',
        '',
        '**In dev and prod:**',
        '- ConfigMap `a` changed: `data.v` `1` → `2`',
        '',
        '**In prod:**',
        '- ConfigMap `b` changed: `data.v` `1` → `5`',
      ].join('\n'),
    );
  });

  it('puts removals first, worded as removals, then workloads with the field, then the rest', () => {
    const diff = envs(
      { dev: [cm('x', '1'), deploy('nginx:1', 'info'), cm('old', '1'), cm('older', '1')] },
      { dev: [cm('x', '2'), deploy('nginx:1', 'debug'), obj('Service', 'new', { spec: {} })] },
    );
    const list = listOf(report(diff));
    expect(list.split('\n').slice(2)).toEqual([
      '**In dev:**',
      '- **Removed:** 2 ConfigMaps (`old` and `older`)',
      '- Deployment `web`: `spec.template.spec.containers[name=web].env[name=LOG].value` `info` → `debug`',
      '- ConfigMap `x` changed: `data.v` `1` → `2`',
      '- Service `new` added',
    ]);
    // No line of the list reads like a diff's `- kind name`.
    expect(list).not.toMatch(/^- (v1|apps\/v1) /m);
  });

  it('groups same-shaped changes in one line, and counts objects that each changed their own way', () => {
    const many = (v: (i: number) => string) => Array.from({ length: 6 }, (_, i) => cm(`cm-${i + 1}`, v(i)));
    const same = envs({ dev: many(() => '1.2') }, { dev: many(() => '1.3') });
    expect(listOf(report(same))).toContain(
      '- 6 ConfigMaps changed (`cm-1`, `cm-2`, `cm-3` and 3 more): `data.v` `1.2` → `1.3`',
    );
    const own = envs({ dev: many((i) => `1.${i}`) }, { dev: many((i) => `2.${i}`) });
    expect(listOf(report(own)).split('\n')).toContain(
      '- 6 ConfigMaps changed (`cm-1`, `cm-2`, `cm-3` and 3 more): `data.v`',
    );
  });

  it('says the same change of numbered files once, as a range', () => {
    const nats = (i: number, port: number): Artifact => ({
      source: 'nats',
      component: `nats/${i}`,
      name: `nats/${i}/nats/config/nats.conf`,
      mediaType: 'text/plain',
      content: `port: ${port}\n`,
    });
    const range = [0, 1, 2, 3];
    const diff = envs(
      { dev: [] },
      { dev: [] },
      { base: { dev: range.map((i) => nats(i, 4222)) }, head: { dev: range.map((i) => nats(i, 4333)) } },
    );
    const md = report(diff);
    expect(listOf(md)).toContain('**In dev:**\n- `nats/0..3/nats/config/nats.conf` changed');
    // One block for the four, named alike.
    expect(summaries(md)).toEqual(['~ nats/0..3/nats/config/nats.conf']);
  });

  it('does not show an artifact that only mirrors an object twice, unless its readiness moved', () => {
    const rule = (expr: string) =>
      ({
        ...obj('PrometheusRule', 'rules', { spec: { expr } }, 'rules'),
        source: 'dashboards',
      }) as RenderedObject;
    const rendered = (expr: string) => syncedArtifact('rules', JSON.stringify({ expr }), `sha256:${expr}`);
    const item = (image: string): Artifact => ({
      source: 'dashboards',
      component: 'root',
      name: 'root/deployitems/web',
      mediaType: 'application/yaml',
      content: `image: ${image}\n`,
    });
    const deployItem = (image: string) =>
      ({
        ...obj('DeployItem', 'web', { spec: { image } }, 'root/web'),
        source: 'dashboards',
      }) as RenderedObject;
    const diff = envs(
      { dev: [rule('up == 0'), deployItem('a')] },
      { dev: [rule('up == 1'), deployItem('b')] },
      { base: { dev: [rendered('up == 0'), item('a')] }, head: { dev: [rendered('up == 1'), item('b')] } },
    );
    const md = report(diff);
    expect(listOf(md)).not.toContain('rendered.json');
    expect(listOf(md)).not.toContain('deployitems');
    expect(summaries(md)).toEqual(['~ v1 PrometheusRule rules', '~ v1 DeployItem web']);
    // Counted as shown: nothing is said to be left out.
    expect(md).not.toContain('not shown here');

    const failing = envs(
      { dev: [rule('up == 0')] },
      { dev: [rule('up == 1')] },
      {
        base: { dev: [rendered('up == 0')] },
        head: {
          dev: [
            {
              ...rendered('up == 1'),
              status: { ready: false, reason: 'EvaluationFailed', message: 'boom' },
              content: '',
            },
          ],
        },
      },
    );
    expect(listOf(report(failing))).toContain(
      '- `default/rules/rendered.json` changed (Synced → EvaluationFailed)',
    );
  });

  it('says a long value changed without quoting two cuts that look the same', () => {
    const long = (end: string) => cm('rules', `${'x'.repeat(100)}${end}`);
    expect(listOf(report(envs({ dev: [long('a')] }, { dev: [long('b')] })))).toContain(
      '- ConfigMap `rules` changed: `data.v` changed',
    );
  });

  it('groups blocks within a source, so each stands under its own heading', () => {
    const from = (source: string, v: string) => ({ ...cm(`${source}-cfg`, v), source });
    const diff = envs({ dev: [from('a', '1'), from('b', '1')] }, { dev: [from('a', '2'), from('b', '2')] });
    const md = report(diff);
    // One line in the list (the same change), one block under each source in the details.
    expect(listOf(md)).toContain('- 2 ConfigMaps changed (`a-cfg` and `b-cfg`): `data.v` `1` → `2`');
    expect(md).toContain('#### a\n\n<details><summary>~ v1 ConfigMap a-cfg</summary>');
    expect(md).toContain('#### b\n\n<details><summary>~ v1 ConfigMap b-cfg</summary>');
  });

  it('tells apart objects of one name in two namespaces of one environment', () => {
    const inNs = (ns: string, v: string) => {
      const o = cm('web', v);
      o.object.metadata.namespace = ns;
      return o;
    };
    const diff = envs({ dev: [inNs('a', '1'), inNs('b', '1')] }, { dev: [inNs('a', '2'), inNs('b', '2')] });
    const md = report(diff);
    expect(listOf(md)).toContain('- 2 ConfigMaps changed (`a/web` and `b/web`): `data.v` `1` → `2`');
    expect(summaries(md)).toEqual([
      '~ v1 ConfigMap a/web — and 1 more ConfigMap changed the same way: b/web',
    ]);
  });

  it('leaves a stack plan artifact to the plan section, which says it in words', () => {
    const plan = (replicas: string): Artifact => ({
      ...planArtifact({ components: [{ name: 'app', status: 'deploy', parameters: { replicas } }] }, 'web'),
    });
    const diff = envs({ dev: [] }, { dev: [] }, { base: { dev: [plan('2')] }, head: { dev: [plan('3')] } });
    const md = report(diff);
    expect(md).toContain('#### web — stack plan');
    expect(md).toContain('  - Parameter `replicas`: `2` → `3`');
    expect(summaries(md)).toEqual([]);
    expect(md).not.toContain('not shown here');
  });

  it('is one section per environment set, each present however many lines the others have', () => {
    const lots = Array.from({ length: 60 }, (_, i) => obj('Service', `s${i}`, { spec: { port: i } }));
    const diff = envs({ dev: [], prod: [cm('p', '1')] }, { dev: lots, prod: [cm('p', '2')] });
    const sections = whatChanged(diff);
    expect(sections.map((s) => s.head)).toEqual(['**In dev:**', '**In prod:**']);
    expect(sections[0]?.items).toEqual(['- 60 Services added (`s0`, `s1`, `s2` and 57 more)']);
    // Cut to a tiny limit, prod's section is still there.
    const md = renderReport({ pipeline: 'p', marker: commentMarker('p'), diff }, { limit: 1_200 }).markdown;
    expect(md).toContain('**In prod:**');
  });
});

describe('the list within the budget', () => {
  it("shares its room between environments and leaves room for every environment's diffs", () => {
    const long = (i: number, env: string, v: string) =>
      obj(`Kind${i}`, `object-${i}`, {
        data: Object.fromEntries(
          [1, 2, 3].map((k) => [`${'k'.repeat(100)}${k}`, `${env}-${v}-${'v'.repeat(80)}`]),
        ),
      });
    const side = (v: string) =>
      Object.fromEntries(
        ['dev', 'staging', 'prod'].map((e) => [e, Array.from({ length: 40 }, (_, i) => long(i, e, v))]),
      );
    const diff = envs(side('a'), side('b'));
    const md = renderReport({ pipeline: 'p', marker: commentMarker('p'), diff }).markdown;
    expectValidReport(md, 65_536);
    const list = listOf(md);
    expect(list.length).toBeLessThan(65_536 / 2 + 1_000);
    for (const env of ['dev', 'staging', 'prod']) {
      const start = list.indexOf(`**In ${env}:**`);
      const lines = list.slice(start).split('\n\n')[0]?.split('\n').slice(1) ?? [];
      expect(lines.length, env).toBeGreaterThan(5);
      expect(lines.at(-1)).toMatch(/^- _… [\d,]+ more lines not shown/);
      expect(md).toContain(`\n### ${env}\n`);
    }
  });
});

describe('grouping helpers', () => {
  it('compresses names that differ in one run of consecutive numbers', () => {
    expect(compressNames(['a/0/x', 'a/1/x', 'a/2/x'])).toEqual(['a/0..2/x']);
    expect(compressNames(['a/0/x', 'a/2/x'])).toEqual(['a/0/x', 'a/2/x']);
    expect(compressNames(['a/0/x1', 'a/1/x2'])).toEqual(['a/0/x1', 'a/1/x2']);
    expect(compressNames(['a/01/x', 'a/02/x'])).toEqual(['a/01/x', 'a/02/x']);
    expect(compressNames(['one'])).toEqual(['one']);
  });

  it('pluralises kinds', () => {
    expect(['ConfigMap', 'Ingress', 'NetworkPolicy', 'Gateway'].map(kindPlural)).toEqual([
      'ConfigMaps',
      'Ingresses',
      'NetworkPolicies',
      'Gateways',
    ]);
  });

  it('gives small needs in full and splits the rest evenly', () => {
    expect(fairShare([100, 10], 1000)).toBe(100);
    expect(fairShare([900, 10], 1000)).toBe(900);
    expect(fairShare([900, 900], 1000)).toBe(500);
    expect(fairShare([900, 100, 900], 1000)).toBe(450);
    expect(fairShare([], 1000)).toBe(0);
  });
});
