import { describe, expect, it } from 'vitest';
import { toStableYaml } from '../../src/diff/yaml';

describe('toStableYaml', () => {
  it('puts apiVersion, kind, metadata and name, namespace first, the rest sorted', () => {
    const yaml = toStableYaml({
      spec: { z: 1, a: 2 },
      metadata: { labels: { b: '1', a: '2' }, namespace: 'ns', name: 'web' },
      kind: 'Deployment',
      apiVersion: 'apps/v1',
      data: 'x',
    });
    expect(yaml).toBe(
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata:',
        '  name: web',
        '  namespace: ns',
        '  labels:',
        '    a: "2"',
        '    b: "1"',
        'data: x',
        'spec:',
        '  a: 2',
        '  z: 1',
        '',
      ].join('\n'),
    );
  });

  it('is the same for any key order and never folds long lines', () => {
    const long = 'word '.repeat(60).trim();
    const a = toStableYaml({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { x: long, y: '1' },
    });
    const b = toStableYaml({
      data: { y: '1', x: long },
      metadata: { name: 'c' },
      kind: 'ConfigMap',
      apiVersion: 'v1',
    });
    expect(a).toBe(b);
    expect(a).toContain(`x: ${long}\n`);
  });
});
