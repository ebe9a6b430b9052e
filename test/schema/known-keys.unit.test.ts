// The walker behind the warnings for keys a lenient decoder drops (BOSH has none; Hub, Landscaper).
import { describe, expect, it } from 'vitest';
import { ANY_VALUE, type KeyShape, unknownKeys } from '../../src/schema/known-keys';

const node: { [key: string]: KeyShape | typeof ANY_VALUE } = { name: ANY_VALUE, free: ANY_VALUE };
node.children = [node];
const SHAPE: KeyShape = { spec: { items: [node], mode: ANY_VALUE } };

describe('unknownKeys', () => {
  it('finds keys the shape lacks, through maps, lists and recursion, with the keys known there', () => {
    const value = {
      spec: {
        mode: { anything: 1 },
        items: [{ name: 'a', nmae: 'b', children: [{ name: 'c', chidren: [] }], free: { x: 1 } }],
      },
      extra: true,
    };
    expect(unknownKeys(value, SHAPE)).toEqual([
      { path: ['spec', 'items', 0, 'nmae'], key: 'nmae', known: ['name', 'free', 'children'] },
      {
        path: ['spec', 'items', 0, 'children', 0, 'chidren'],
        key: 'chidren',
        known: ['name', 'free', 'children'],
      },
      { path: ['extra'], key: 'extra', known: ['spec'] },
    ]);
  });

  it('skips values of another type than the shape wants (their readers report those)', () => {
    expect(unknownKeys({ spec: 'text' }, SHAPE)).toEqual([]);
    expect(unknownKeys({ spec: { items: { not: 'a list' } } }, SHAPE)).toEqual([]);
    expect(unknownKeys(null, SHAPE)).toEqual([]);
  });

  it('matches ignoring case when asked, as Go encoding/json does', () => {
    const value = { SPEC: { Mode: 1 } };
    expect(unknownKeys(value, SHAPE).map((u) => u.key)).toEqual(['SPEC']);
    expect(unknownKeys(value, SHAPE, { ignoreCase: true })).toEqual([]);
  });

  it('never treats an inherited property name as a known key', () => {
    expect(unknownKeys({ constructor: 1, toString: 2 }, { a: ANY_VALUE }).map((u) => u.key)).toEqual([
      'constructor',
      'toString',
    ]);
  });
});
