import { spawnSync } from 'node:child_process';
import {
  ApisApi,
  AppsV1Api,
  CoreApi,
  KubeConfig,
  KubernetesObjectApi,
  VersionApi,
} from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { failure, type Harness, startHarness } from './harness';

describe('KubeApiServer discovery and authentication', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.stop());

  it('answers /api, /api/v1, /apis and a group version like the real server', async () => {
    const versions = await h.kc.makeApiClient(CoreApi).getAPIVersions();
    expect(versions.versions).toEqual(['v1']);

    const core = await h.raw('GET', '/api/v1');
    expect(core.status).toBe(200);
    expect(core.headers.get('content-type')).toBe('application/json');
    expect(core.body.kind).toBe('APIResourceList');
    const names = core.body.resources.map((r: { name: string }) => r.name);
    for (const r of [
      'namespaces',
      'configmaps',
      'secrets',
      'services',
      'serviceaccounts',
      'persistentvolumeclaims',
    ]) {
      expect(names).toContain(r);
    }
    const ns = core.body.resources.find((r: { name: string }) => r.name === 'namespaces');
    expect(ns).toMatchObject({
      singularName: 'namespace',
      namespaced: false,
      kind: 'Namespace',
      shortNames: ['ns'],
    });

    const groups = await h.kc.makeApiClient(ApisApi).getAPIVersions();
    const groupNames = groups.groups.map((g) => g.name);
    expect(groupNames).toEqual(
      expect.arrayContaining([
        'apps',
        'batch',
        'rbac.authorization.k8s.io',
        'networking.k8s.io',
        'policy',
        'autoscaling',
        'apiextensions.k8s.io',
      ]),
    );
    expect(groups.groups.find((g) => g.name === 'autoscaling')?.preferredVersion?.groupVersion).toBe(
      'autoscaling/v2',
    );

    const apps = await h.kc.makeApiClient(AppsV1Api).getAPIResources();
    expect(apps.groupVersion).toBe('apps/v1');
    const deploy = apps.resources.find((r) => r.name === 'deployments');
    expect(deploy).toMatchObject({ singularName: 'deployment', namespaced: true, kind: 'Deployment' });
    expect(deploy?.verbs).toEqual(expect.arrayContaining(['get', 'list', 'patch', 'delete', 'create']));
    // The main resource comes before its status subresource, which shares its kind.
    const idx = apps.resources.findIndex((r) => r.name === 'deployments');
    expect(apps.resources.findIndex((r) => r.name === 'deployments/status')).toBe(idx + 1);
  });

  it('serves every kind rigging applies, each at the scope the real API has', async () => {
    const expected: Array<[string, string, boolean]> = [
      ['rbac.authorization.k8s.io/v1', 'ClusterRole', false],
      ['rbac.authorization.k8s.io/v1', 'ClusterRoleBinding', false],
      ['rbac.authorization.k8s.io/v1', 'Role', true],
      ['rbac.authorization.k8s.io/v1', 'RoleBinding', true],
      ['networking.k8s.io/v1', 'Ingress', true],
      ['policy/v1', 'PodDisruptionBudget', true],
      ['autoscaling/v2', 'HorizontalPodAutoscaler', true],
      ['batch/v1', 'Job', true],
      ['batch/v1', 'CronJob', true],
      ['apps/v1', 'StatefulSet', true],
      ['apps/v1', 'DaemonSet', true],
      ['apiextensions.k8s.io/v1', 'CustomResourceDefinition', false],
    ];
    for (const [gv, kind, namespaced] of expected) {
      const list = await h.raw('GET', `/apis/${gv}`);
      const r = list.body.resources.find(
        (x: { kind: string; name: string }) => x.kind === kind && !x.name.includes('/'),
      );
      expect(r, `${gv} ${kind}`).toBeDefined();
      expect(r.namespaced, `${gv} ${kind}`).toBe(namespaced);
    }
    expect((await h.raw('GET', '/apis/networking.k8s.io/v1')).body.resources[0].name).toBe('ingresses');
  });

  it('answers an unknown group version with the real 404 Status', async () => {
    const res = await h.raw('GET', '/apis/example.com/v1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'the server could not find the requested resource',
      reason: 'NotFound',
      details: {},
      code: 404,
    });
  });

  it('requires the bearer token (401 Unauthorized Status) but serves /version without one', async () => {
    const kc = new KubeConfig();
    kc.loadFromString(h.server.kubeconfig({ token: 'wrong' }));
    const f = await failure(KubernetesObjectApi.makeApiClient(kc).list('v1', 'ConfigMap', 'default'));
    expect(f.code).toBe(401);

    const res = await fetch(`${h.url}/api/v1/namespaces`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Unauthorized',
      reason: 'Unauthorized',
      code: 401,
    });

    const version = await kc.makeApiClient(VersionApi).getCode();
    expect(version.gitVersion).toMatch(/^v1\.\d+\.\d+$/);
  });

  it('writes a kubeconfig client-node loads, pointing at loopback over http', () => {
    const kc = new KubeConfig();
    kc.loadFromString(h.server.kubeconfig({ namespace: 'team-a' }));
    expect(kc.getCurrentCluster()?.server).toBe(h.url);
    expect(kc.getCurrentUser()?.token).toBe(h.token);
    expect(kc.getContextObject(kc.getCurrentContext())?.namespace).toBe('team-a');
    expect(h.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  // The throwaway CA is made with the openssl command; a machine without it skips this one test.
  it.skipIf(spawnSync('openssl', ['version']).status !== 0)(
    'serves https with a CA the kubeconfig trusts when asked (tls: true)',
    async () => {
      const tls = await startHarness({ tls: true });
      try {
        expect(tls.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
        const config = parseYaml(tls.server.kubeconfig());
        expect(config.clusters[0].cluster).toEqual({
          server: tls.url,
          'certificate-authority-data': Buffer.from(tls.server.ca ?? '').toString('base64'),
        });
        const created = await tls.apply({
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'over-tls', namespace: 'default' },
        });
        expect(created.metadata?.uid).toBeDefined();
      } finally {
        await tls.server.stop();
      }
    },
  );
});
