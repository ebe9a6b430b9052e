import { describe, expect, it } from 'vitest';
import { displayKey, keyId, objectKey, splitApiVersion } from '../../src/model/key';
import type { KubeObject } from '../../src/model/types';

const obj = (apiVersion: string, kind: string, metadata: KubeObject['metadata']): KubeObject => ({
  apiVersion,
  kind,
  metadata,
});

describe('splitApiVersion', () => {
  it('splits group and version; the core group is empty', () => {
    expect(splitApiVersion('apps/v1')).toEqual({ group: 'apps', version: 'v1' });
    expect(splitApiVersion('v1')).toEqual({ group: '', version: 'v1' });
    expect(splitApiVersion('networking.k8s.io/v1beta1')).toEqual({
      group: 'networking.k8s.io',
      version: 'v1beta1',
    });
  });
});

describe('objectKey', () => {
  it('takes group, version, kind, namespace and name from the object', () => {
    expect(objectKey(obj('apps/v1', 'Deployment', { name: 'web', namespace: 'prod' }))).toEqual({
      group: 'apps',
      version: 'v1',
      kind: 'Deployment',
      namespace: 'prod',
      name: 'web',
    });
  });

  it('uses an empty namespace when there is none and falls back to generateName', () => {
    expect(objectKey(obj('v1', 'Namespace', { name: 'prod' }))).toEqual({
      group: '',
      version: 'v1',
      kind: 'Namespace',
      namespace: '',
      name: 'prod',
    });
    expect(objectKey(obj('batch/v1', 'Job', { generateName: 'run-' })).name).toBe('run-');
    expect(objectKey(obj('batch/v1', 'Job', { name: 'fixed', generateName: 'run-' })).name).toBe('fixed');
  });
});

describe('keyId', () => {
  it('is kind.group:namespace/name, the core group and a missing namespace left out', () => {
    expect(keyId(objectKey(obj('apps/v1', 'Deployment', { name: 'web', namespace: 'prod' })))).toBe(
      'Deployment.apps:prod/web',
    );
    expect(keyId(objectKey(obj('v1', 'ConfigMap', { name: 'cfg', namespace: 'prod' })))).toBe(
      'ConfigMap:prod/cfg',
    );
    expect(keyId(objectKey(obj('v1', 'Namespace', { name: 'prod' })))).toBe('Namespace:prod');
    expect(keyId(objectKey(obj('rbac.authorization.k8s.io/v1', 'ClusterRole', { name: 'r' })))).toBe(
      'ClusterRole.rbac.authorization.k8s.io:r',
    );
  });

  it('leaves the version out, so a version move is the same object', () => {
    const a = objectKey(obj('autoscaling/v1', 'HorizontalPodAutoscaler', { name: 'h', namespace: 'n' }));
    const b = objectKey(obj('autoscaling/v2', 'HorizontalPodAutoscaler', { name: 'h', namespace: 'n' }));
    expect(keyId(a)).toBe(keyId(b));
  });

  it('tells apart what differs in group, kind, namespace or name', () => {
    const base = { name: 'x', namespace: 'n' };
    const all = [
      obj('apps/v1', 'Deployment', base),
      obj('extensions/v1beta1', 'Deployment', base),
      obj('apps/v1', 'StatefulSet', base),
      obj('apps/v1', 'Deployment', { ...base, namespace: 'm' }),
      obj('apps/v1', 'Deployment', { ...base, name: 'y' }),
      obj('apps/v1', 'Deployment', { name: 'x' }),
    ].map((o) => keyId(objectKey(o)));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('displayKey', () => {
  it('reads like kubectl: apiVersion kind [namespace/]name', () => {
    expect(displayKey(objectKey(obj('apps/v1', 'Deployment', { name: 'web', namespace: 'prod' })))).toBe(
      'apps/v1 Deployment prod/web',
    );
    expect(displayKey(objectKey(obj('v1', 'ConfigMap', { name: 'cfg', namespace: 'prod' })))).toBe(
      'v1 ConfigMap prod/cfg',
    );
    expect(displayKey(objectKey(obj('v1', 'Namespace', { name: 'prod' })))).toBe('v1 Namespace prod');
  });
});
