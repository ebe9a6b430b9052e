// The deploy path against a real cluster: .github/workflows/e2e.yml creates one with kind and sets
// RIGGING_E2E_KUBECONFIG; without it (the normal test run) this file is skipped.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKubeClient } from '../../lambda/kube/client';
import { bundleOf, configMap, DeployWorld, deployment, namespace } from '../deploy/harness';

const kubeconfigPath = process.env.RIGGING_E2E_KUBECONFIG;

describe.skipIf(!kubeconfigPath)('deploys to a real cluster (kind)', () => {
  const world = new DeployWorld();
  const kubeconfig = kubeconfigPath ? readFileSync(kubeconfigPath, 'utf8') : '';
  const live = () => createKubeClient(kubeconfig);
  const key = (kind: string, name: string, group = '', version = 'v1') => ({
    group,
    version,
    kind,
    namespace: 'apps',
    name,
  });
  beforeAll(() => world.start({ kubeconfig }));
  // A real cluster pulls images: give rollouts minutes, not the loopback server's seconds.
  const event = async (...args: Parameters<typeof world.event>) => {
    const e = await world.event(...args);
    e.options = { ...e.options, waitTimeoutSeconds: 240 };
    return e;
  };
  afterAll(() => world.stop());

  it('applies, waits for the rollout, converges, prunes and finds drift', { timeout: 300_000 }, async () => {
    const objects = [
      namespace('apps'),
      configMap('settings', { a: '1' }),
      configMap('extra', { b: '1' }),
      deployment('web', 1),
    ];
    const first = await world.invoke(await event(bundleOf(objects, 'e2e-1')));
    expect(first.status, JSON.stringify(first.results)).toBe('succeeded');
    expect(await live().read(key('ConfigMap', 'settings'))).toBeDefined();

    const again = await world.invoke(await event(bundleOf(objects, 'e2e-1')));
    expect(again.counts.created + again.counts.configured).toBe(0);

    const smaller = objects.filter((o) => o.object.metadata.name !== 'extra');
    const pruned = await world.invoke(await event(bundleOf(smaller, 'e2e-2')));
    expect(pruned.results.find((r) => r.key.name === 'extra')?.action).toBe('deleted');
    expect(await live().read(key('ConfigMap', 'extra'))).toBeUndefined();

    await live().apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'settings', namespace: 'apps' },
        data: { a: 'changed by hand' },
      },
      { force: true },
    );
    const drift = await world.invoke(await event(bundleOf(smaller, 'e2e-2'), 'drift'));
    expect(drift.drift?.map((d) => [d.key.name, d.kind])).toEqual([['settings', 'changed']]);
  });
});
