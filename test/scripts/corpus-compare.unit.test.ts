import { describe, expect, it } from 'vitest';
import {
  absentSnapshots,
  compareFiles,
  compareObjects,
  type FileResult,
  firstDifference,
  flattenObjects,
  formatLine,
  variableFlags,
  withoutQbecMetadata,
} from '../../scripts/corpus-compare.mjs';

const cm = (name: string, data: Record<string, string> = {}, ns = 'monitoring') => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: ns },
  data,
});

describe('corpus comparison', () => {
  it('collects objects the way qbec does: nested maps and arrays, Lists replaced by their items', () => {
    const value = {
      b: cm('b'),
      a: { x: [cm('a1'), { apiVersion: 'v1', kind: 'ConfigMapList', items: [cm('a2'), cm('a3')] }] },
      notAnObject: { kind: 'NoApiVersion' },
    };
    const names = (flattenObjects(value) as { metadata: { name: string } }[]).map((o) => o.metadata.name);
    expect(names).toEqual(['a1', 'a2', 'a3', 'b']);
  });

  it('counts equal objects and names every missing, extra, changed and duplicate one', () => {
    const expected = [cm('same', { k: 'v' }), cm('changed', { k: 'old' }), cm('gone')];
    const actual = [cm('same', { k: 'v' }), cm('changed', { k: 'new' }), cm('new'), cm('new')];
    const c = compareObjects(expected, actual);
    expect(c.total).toBe(3);
    expect(c.equal).toBe(1);
    expect(c.differences).toEqual(
      expect.arrayContaining([
        { key: '/ConfigMap/monitoring/changed', kind: 'changed', path: 'data.k' },
        { key: '/ConfigMap/monitoring/gone', kind: 'missing' },
        { key: '/ConfigMap/monitoring/new', kind: 'extra' },
        { key: '/ConfigMap/monitoring/new', kind: 'duplicate', side: 'actual' },
      ]),
    );
    expect(c.differences).toHaveLength(4);
  });

  it('takes out only the labels and annotation qbec adds', () => {
    const o = cm('x');
    const rendered = {
      ...o,
      metadata: {
        ...o.metadata,
        labels: { 'qbec.io/application': 'kp', 'qbec.io/environment': 'default', app: 'keep' },
        annotations: { 'qbec.io/component': 'example' },
      },
    };
    expect(withoutQbecMetadata(rendered)).toEqual({
      ...o,
      metadata: { ...o.metadata, labels: { app: 'keep' } },
    });
    expect(compareObjects([o], [withoutQbecMetadata(rendered)]).differences).toEqual([
      { key: '/ConfigMap/monitoring/x', kind: 'changed', path: 'metadata.labels' },
    ]);
  });

  it('finds the first differing path, array lengths included', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('a[1].b');
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('a (length 1 vs 2)');
    expect(firstDifference({ a: 1 }, { a: 1 })).toBe('');
  });

  it('compares rendered files; two failures are equal only with the same message', () => {
    const expected = new Map<string, FileResult>([
      ['job/0/a.erb', { ok: true, content: 'x' }],
      ['job/0/b.erb', { ok: false, message: "Error filling in template 'b.erb' (line 1: boom)" }],
      ['job/0/c.erb', { ok: true, content: 'y' }],
      ['job/0/d.erb', { ok: true, content: 'a\nb: 1.0\nc' }],
    ]);
    const actual = new Map<string, FileResult>([
      ['job/0/a.erb', { ok: true, content: 'x' }],
      ['job/0/b.erb', { ok: false, message: "Error filling in template 'b.erb' (line 1: boom)" }],
      ['job/0/c.erb', { ok: false, message: 'uninitialized constant #<Class:0x04a6e4c0>::IPAddr' }],
      ['job/0/d.erb', { ok: true, content: 'a\nb: 1\nc' }],
    ]);
    const c = compareFiles(expected, actual);
    expect(c.equal).toBe(2);
    expect(c.differences).toEqual([
      {
        key: 'job/0/c.erb',
        kind: 'changed',
        expected: 'rendered',
        actual: 'uninitialized constant #<Class:0x04a6e4c0>::IPAddr',
      },
      // Two renders that differ say where, never what (the text may hold a credential).
      {
        key: 'job/0/d.erb',
        kind: 'changed',
        expected: 'rendered (first difference at line 2)',
        actual: 'rendered (first difference at line 2)',
      },
    ]);
  });

  it('skips a project whose snapshot is absent, with one line saying why', () => {
    const present = new Set(['/corpus/kube-prometheus/example.jsonnet']);
    const absent = absentSnapshots(
      {
        'kube-prometheus': '/corpus/kube-prometheus/example.jsonnet',
        vendor: '/corpus/kube-prometheus/vendor',
      },
      (p: string) => present.has(p),
    );
    expect(absent).toEqual(['vendor']);
    expect(formatLine({ name: 'kube-prometheus', skipped: 'no snapshot (vendor absent)' })).toMatch(
      /^kube-prometheus\s+SKIPPED: no snapshot \(vendor absent\)$/,
    );
  });

  it('prints one line per project: counts and time, or the failure on one line', () => {
    expect(
      formatLine({
        name: 'kube-prometheus [rigging]',
        total: 131,
        equal: 130,
        differences: 1,
        reference: 'jsonnet CLI',
        ms: 12_345,
      }),
    ).toMatch(
      /^kube-prometheus \[rigging\]\s+131 objects vs jsonnet CLI: 130 equal, 1 difference {2}12\.3s$/,
    );
    const failed = formatLine({ name: 'x', failure: 'Error: ENAMETOOLONG\n  at stat', ms: 1000 });
    expect(failed).toMatch(/FAILED: Error: ENAMETOOLONG at stat {2}1\.0s$/);
    expect(failed.split('\n')).toHaveLength(1);
    expect(formatLine({ name: 'y', failure: `stat 'xtd/${'./'.repeat(900)}a.libsonnet'` })).toMatch(
      /FAILED: stat 'xtd\/\(\.\/ x900\)a\.libsonnet'$/,
    );
  });

  it("passes a snippet's variables to the jsonnet CLI in jaas's list form and the map form", () => {
    expect(
      variableFlags({
        externalVariables: [
          { name: 'audience', value: 'world' },
          { name: 'n', value: '3', code: true },
        ],
        tlas: [{ name: 'env', value: 'prod' }],
      }),
    ).toEqual(['--ext-str', 'audience=world', '--ext-code', 'n=3', '--tla-str', 'env=prod']);
    expect(variableFlags({ externalVariables: { a: 'b' }, tlas: { one: ['x'], many: ['x', 'y'] } })).toEqual([
      '--ext-str',
      'a=b',
      '--tla-str',
      'one=x',
      '--tla-code',
      'many=["x","y"]',
    ]);
  });
});
