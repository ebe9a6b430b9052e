import { describe, expect, it } from 'vitest';
import { serverSideApply } from '../support/kube/apply';
import { fromFieldsV1, toFieldsV1 } from '../support/kube/fieldpaths';
import type { Obj } from '../support/kube/types';

const base = (): Obj => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'c', namespace: 'default' },
});
const run = (live: Obj, config: Obj, manager = 'a', force = false) =>
  serverSideApply({
    base: live,
    config,
    manager,
    apiVersion: 'v1',
    force,
    now: '2025-01-01T00:00:00Z',
    finalize: () => {},
  });

describe('server-side apply (simplified structured merge)', () => {
  it('round-trips field sets through FieldsV1, marking a node that is owned and has children', () => {
    const paths = [
      ['data', 'a'],
      ['metadata', 'labels'],
      ['metadata', 'labels', 'x'],
    ];
    const fields = toFieldsV1(paths);
    expect(fields).toEqual({ 'f:data': { 'f:a': {} }, 'f:metadata': { 'f:labels': { '.': {}, 'f:x': {} } } });
    expect(fromFieldsV1(fields).sort()).toEqual([...paths].sort());
  });

  it('merges maps, replaces lists, and records the manager', () => {
    const one = run(base(), { data: { a: '1' }, metadata: { labels: { x: 'y' } } });
    const two = run(one, { data: { a: '1', list: 'l' }, metadata: { labels: { x: 'y' } } }, 'a');
    expect(two.data).toEqual({ a: '1', list: 'l' });
    expect((two.metadata as Obj).managedFields).toEqual([
      {
        manager: 'a',
        operation: 'Apply',
        apiVersion: 'v1',
        time: '2025-01-01T00:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: { 'f:data': { 'f:a': {}, 'f:list': {} }, 'f:metadata': { 'f:labels': { 'f:x': {} } } },
      },
    ]);
  });

  it('lets managers own different keys of one map without conflict', () => {
    const a = run(base(), { metadata: { labels: { x: '1' } } }, 'a');
    const b = run(a, { metadata: { labels: { y: '2' } } }, 'b');
    expect((b.metadata as Obj).labels).toEqual({ x: '1', y: '2' });
    const pruned = run(b, { metadata: { annotations: { n: 'v' } } }, 'a');
    expect((pruned.metadata as Obj).labels).toEqual({ y: '2' });
  });

  it('conflicts on a scalar another manager owns, and a forced apply takes it', () => {
    const a = run(base(), { data: { k: 'a' } }, 'a');
    expect(() => run(a, { data: { k: 'b' } }, 'b')).toThrow(
      'Apply failed with 1 conflict: conflict with "a": .data.k',
    );
    const forced = run(a, { data: { k: 'b' } }, 'b', true);
    expect(forced.data).toEqual({ k: 'b' });
    const managers = (forced.metadata as Obj).managedFields as Obj[];
    expect(managers.map((m) => m.manager)).toEqual(['b']);
  });
});
