import { describe, expect, it } from 'vitest';
import { diffRenders } from '../../src/diff/diff';
import { fieldChanges } from '../../src/diff/fields';
import { createRedactor } from '../../src/diff/redact';
import type { RenderedObject } from '../../src/model/types';

describe('fieldChanges', () => {
  it('names each differing leaf by path with both values as JSON, in document order', () => {
    const base = { data: { version: '1.2', keep: 'x', gone: 1 }, spec: { replicas: 2, paused: false } };
    const head = { data: { version: '1.3', keep: 'x', added: [1] }, spec: { replicas: 3, paused: false } };
    expect(fieldChanges(base, head)).toEqual({
      fields: [
        { path: 'data.version', base: '"1.2"', head: '"1.3"' },
        { path: 'data.gone', base: '1' },
        { path: 'data.added', head: '[1]' },
        { path: 'spec.replicas', base: '2', head: '3' },
      ],
      omitted: 0,
    });
  });

  it('pairs lists of named items by name, so an inserted container is not every container changing', () => {
    const c = (name: string, image: string) => ({ name, image });
    const base = { containers: [c('web', 'nginx:1.27'), c('log', 'fluent:1')] };
    const head = { containers: [c('init', 'busybox'), c('web', 'nginx:1.28'), c('log', 'fluent:1')] };
    expect(fieldChanges(base, head).fields).toEqual([
      { path: 'containers[name=web].image', base: '"nginx:1.27"', head: '"nginx:1.28"' },
      { path: 'containers[name=init]', head: '{"name":"init","image":"busybox"}' },
    ]);
    // Other lists go by index.
    expect(fieldChanges({ args: ['a', 'b'] }, { args: ['a', 'c', 'd'] }).fields).toEqual([
      { path: 'args[1]', base: '"b"', head: '"c"' },
      { path: 'args[2]', head: '"d"' },
    ]);
  });

  it('quotes keys that are not plain names, and cuts long values', () => {
    const long = 'x'.repeat(500);
    const out = fieldChanges(
      { metadata: { labels: { 'app.kubernetes.io/name': 'a' } }, data: { blob: long } },
      { metadata: { labels: { 'app.kubernetes.io/name': 'b' } }, data: { blob: `${long}y` } },
    );
    expect(out.fields[0]).toEqual({
      path: 'metadata.labels["app.kubernetes.io/name"]',
      base: '"a"',
      head: '"b"',
    });
    expect(out.fields[1]?.base).toHaveLength(201);
    expect(out.fields[1]?.base?.endsWith('…')).toBe(true);
  });

  it('lists at most 20 leaves and counts the rest', () => {
    const side = (v: number) => Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, v]));
    const out = fieldChanges(side(1), side(2));
    expect(out.fields).toHaveLength(20);
    expect(out.omitted).toBe(5);
  });

  it('is recorded on changed objects by the diff, from the redacted objects', () => {
    const secret = (v: string): RenderedObject => ({
      source: 's',
      component: 'c',
      object: { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: v } },
    });
    const cm = (v: string): RenderedObject => ({
      source: 's',
      component: 'c',
      object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cfg' }, data: { v } },
    });
    const canary = 'CANARY-f1e1d-do-not-leak';
    const diff = diffRenders([secret(`${canary}-a`), cm('1')], [secret(`${canary}-b`), cm('2')], {
      redactor: createRedactor(),
    });
    expect(diff.changes.find((c) => c.key.kind === 'ConfigMap')?.fields).toEqual([
      { path: 'data.v', base: '"1"', head: '"2"' },
    ]);
    const secretFields = JSON.stringify(diff.changes.find((c) => c.key.kind === 'Secret')?.fields);
    expect(secretFields).toContain('stringData.password');
    expect(secretFields).not.toContain(canary);
  });
});
