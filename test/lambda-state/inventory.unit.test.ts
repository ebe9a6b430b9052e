import { describe, expect, it } from 'vitest';
import { finalInventory, inventoryEntries, mergeInventory } from '../../lambda/state/inventory';
import type { InventoryEntry, ObjectResult } from '../../src/model/contract';
import type { ObjectKey } from '../../src/model/types';

const key = (name: string): ObjectKey => ({
  group: '',
  version: 'v1',
  kind: 'ConfigMap',
  namespace: 'ns',
  name,
});
const entry = (name: string, hash = 'h', adopted?: true): InventoryEntry => ({
  key: key(name),
  hash,
  ...(adopted ? { adopted } : {}),
});
const result = (name: string, action: ObjectResult['action']): ObjectResult => ({ key: key(name), action });

describe('inventory policy', () => {
  it('marks an object adopted when it existed before rigging first applied it, and keeps that', () => {
    const entries = inventoryEntries([entry('kept', 'old', true), entry('ours', 'old')]);
    expect(
      entries([
        { key: key('kept'), hash: 'new' },
        { key: key('ours'), hash: 'new', preexisting: true },
        { key: key('found'), hash: 'new', preexisting: true },
      ]),
    ).toEqual([entry('kept', 'new', true), entry('ours', 'new'), entry('found', 'new', true)]);
  });

  it('lays this run on top of the previous inventory', () => {
    expect(mergeInventory([entry('a', '1'), entry('b', '1')], [entry('b', '2'), entry('c', '2')])).toEqual([
      entry('a', '1'),
      entry('b', '2'),
      entry('c', '2'),
    ]);
  });

  it('is exactly what a complete run applied', () => {
    expect(
      finalInventory({ previous: [entry('gone')], applied: [entry('a')], pruned: [], complete: true }),
    ).toEqual([entry('a')]);
  });

  it('after a partial run keeps what may still exist, less what prune let go of; a failed prune stays', () => {
    const previous = [entry('deleted'), entry('skipped'), entry('orphaned'), entry('failed'), entry('other')];
    const pruned = [
      result('deleted', 'deleted'),
      result('skipped', 'skipped'),
      result('orphaned', 'orphaned'),
      result('failed', 'failed'),
    ];
    expect(finalInventory({ previous, applied: [entry('a')], pruned, complete: false })).toEqual([
      entry('failed'),
      entry('other'),
      entry('a'),
    ]);
  });
});
