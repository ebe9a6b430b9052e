import { AppsV1Api, BatchV1Api, type V1Deployment } from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import { deployment, type Harness, startHarness } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('KubeApiServer rollout controllers', () => {
  let h: Harness;
  afterEach(() => h.server.stop());

  it('rolls Deployments out at once by default, the way kubectl rollout status reads it', async () => {
    h = await startHarness();
    const applied = await h.apply<V1Deployment>(deployment('web', { replicas: 3 }));
    // The apply answer predates the controller, as on a real cluster.
    expect(applied.status?.observedGeneration).toBeUndefined();
    const apps = h.kc.makeApiClient(AppsV1Api);
    const d = await apps.readNamespacedDeploymentStatus({ name: 'web', namespace: 'default' });
    expect(d.status).toMatchObject({
      observedGeneration: 1,
      replicas: 3,
      updatedReplicas: 3,
      readyReplicas: 3,
      availableReplicas: 3,
    });
    expect(d.status?.conditions?.map((c) => [c.type, c.status, c.reason])).toEqual([
      ['Available', 'True', 'MinimumReplicasAvailable'],
      ['Progressing', 'True', 'NewReplicaSetAvailable'],
    ]);
    expect(h.server.requests({ method: 'GET' }).at(-1)?.path).toBe(
      '/apis/apps/v1/namespaces/default/deployments/web/status',
    );

    await h.apply(deployment('web', { replicas: 3, image: 'nginx:1.28' }));
    const next = await apps.readNamespacedDeployment({ name: 'web', namespace: 'default' });
    expect(next.metadata?.generation).toBe(2);
    expect(next.status?.observedGeneration).toBe(2);
  });

  it('rolls out after a delay for matching names, and never for others', async () => {
    h = await startHarness();
    h.server.setRollout({ delayMs: 120 }, { name: /^slow-/ });
    h.server.setRollout('never', { kind: 'Deployment', name: 'stuck' });
    const apps = h.kc.makeApiClient(AppsV1Api);

    await h.apply(deployment('slow-api', { replicas: 2 }));
    const during = await apps.readNamespacedDeployment({ name: 'slow-api', namespace: 'default' });
    expect(during.status).toMatchObject({ observedGeneration: 1, replicas: 2, unavailableReplicas: 2 });
    expect(during.status?.updatedReplicas).toBeUndefined(); // zero counts are omitted, as on the wire
    expect(during.status?.conditions?.find((c) => c.type === 'Available')?.status).toBe('False');
    await sleep(200);
    const after = await apps.readNamespacedDeployment({ name: 'slow-api', namespace: 'default' });
    expect(after.status?.availableReplicas).toBe(2);

    await h.apply(deployment('stuck'));
    await sleep(50);
    const stuck = await apps.readNamespacedDeployment({ name: 'stuck', namespace: 'default' });
    expect(stuck.status?.conditions?.find((c) => c.type === 'Progressing')?.reason).toBe('ReplicaSetUpdated');
    expect(stuck.status?.availableReplicas).toBeUndefined();
  });

  it('reports a failed rollout as ProgressDeadlineExceeded', async () => {
    h = await startHarness({ rollout: 'fail' });
    await h.apply(deployment('broken'));
    const d = await h.kc
      .makeApiClient(AppsV1Api)
      .readNamespacedDeployment({ name: 'broken', namespace: 'default' });
    expect(d.status?.conditions?.find((c) => c.type === 'Progressing')).toMatchObject({
      status: 'False',
      reason: 'ProgressDeadlineExceeded',
    });
  });

  it('completes Jobs, and rolls StatefulSets and DaemonSets out with their own status fields', async () => {
    h = await startHarness({ nodes: 3 });
    await h.apply({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'migrate', namespace: 'default' },
      spec: {
        template: { spec: { restartPolicy: 'Never', containers: [{ name: 'm', image: 'migrate:1' }] } },
      },
    });
    const job = await h.kc
      .makeApiClient(BatchV1Api)
      .readNamespacedJobStatus({ name: 'migrate', namespace: 'default' });
    expect(job.status?.succeeded).toBe(1);
    expect(job.status?.conditions?.find((c) => c.type === 'Complete')?.status).toBe('True');

    const sts = deployment('db', { replicas: 2 });
    await h.apply({ ...sts, kind: 'StatefulSet', spec: { ...sts.spec, serviceName: 'db' } });
    const s = await h.kc
      .makeApiClient(AppsV1Api)
      .readNamespacedStatefulSet({ name: 'db', namespace: 'default' });
    expect(s.status).toMatchObject({
      observedGeneration: 1,
      replicas: 2,
      readyReplicas: 2,
      updatedReplicas: 2,
    });
    expect(s.status?.currentRevision).toBe(s.status?.updateRevision);

    const ds = deployment('agent');
    const { replicas: _replicas, ...dsSpec } = ds.spec;
    await h.apply({ ...ds, kind: 'DaemonSet', spec: dsSpec });
    const d = await h.kc
      .makeApiClient(AppsV1Api)
      .readNamespacedDaemonSet({ name: 'agent', namespace: 'default' });
    expect(d.status).toMatchObject({
      desiredNumberScheduled: 3,
      updatedNumberScheduled: 3,
      numberAvailable: 3,
      numberReady: 3,
    });
  });

  it('refuses a changed Job template, as the real server does', async () => {
    h = await startHarness();
    const job = (image: string) => ({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'once', namespace: 'default' },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'm', image }] } } },
    });
    await h.apply(job('a:1'));
    await expect(h.apply(job('a:2'))).rejects.toMatchObject({ code: 422 });
  });
});
