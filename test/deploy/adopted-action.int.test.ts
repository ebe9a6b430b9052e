// Adopted objects through the whole merge path: rigging.yaml's spec.deploy.pruneAdopted reaches the
// Lambda through the action's event, and the summary reports what prune left in the cluster.
import { describe, expect, it } from 'vitest';
import { TempRepo } from '../support/git-repo';
import { deployRepoFiles, expectDeployment, useActionDeployWorld } from './action-harness';

const { world, runOnPush } = useActionDeployWorld();

const configMapYaml = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: ${name} }\ndata: { k: v }\n`;

/** The app's components: one ConfigMap per name. */
function repoFiles(configMaps: string[], deploySpec = ''): Record<string, string> {
  return deployRepoFiles(
    Object.fromEntries(configMaps.map((n) => [`${n}.yaml`, configMapYaml(n)])),
    deploySpec,
  );
}

/** Deploys the pushed commit; GitHub gets deployment 90 and its two statuses. */
function deploy(repo: TempRepo, sha: string) {
  expectDeployment(90);
  return runOnPush(repo, sha);
}

const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'apps' });

describe('objects made before rigging deployed them', () => {
  it('stay in the cluster as orphaned when dropped, unless rigging.yaml sets pruneAdopted', async () => {
    world.kube.seed({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } });
    for (const name of ['legacy-a', 'legacy-b'])
      world.kube.seed({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name, namespace: 'apps' },
        data: { k: 'v' },
      });
    const repo = new TempRepo();
    repo.write(repoFiles(['legacy-a', 'legacy-b']));
    expect((await deploy(repo, repo.commit('adopt both'))).exitCode).toBeUndefined();

    repo.write({ 'apps/web/components/legacy-a.yaml': null });
    const kept = await deploy(repo, repo.commit('drop legacy-a'));
    expect(kept.exitCode).toBeUndefined();
    expect(kept.summary).toContain('1 orphaned');
    expect(kept.summary).toMatch(/\| v1 ConfigMap apps\/legacy-a \| orphaned \| left in the cluster/);
    expect(world.kube.get(cm('legacy-a'))).toBeDefined();

    repo.write(repoFiles(['legacy-b'], '  deploy: { pruneAdopted: true }\n'));
    repo.write({ 'apps/web/components/legacy-b.yaml': null });
    const pruned = await deploy(repo, repo.commit('drop legacy-b, pruning adopted objects'));
    expect(pruned.exitCode).toBeUndefined();
    expect(pruned.summary).toContain('1 deleted');
    expect(world.kube.get(cm('legacy-b'))).toBeUndefined();
    expect(world.kube.get(cm('legacy-a'))).toBeDefined();
    repo.remove();
  });
});
