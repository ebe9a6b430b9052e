// Issue 24, item 8: a manual run (workflow_dispatch) with `mode: auto` could mean a deploy or a
// drift check; guessing would touch clusters, so it fails with one message and does nothing until
// the workflow names the mode.
import { describe, expect, it } from 'vitest';
import { deployRepoFiles, expectDeployment, useActionDeployWorld } from '../deploy/action-harness';
import { TempRepo } from '../support/git-repo';

const { world, runOnPush } = useActionDeployWorld();

const CONFIG_MAP = {
  'cm.jsonnet': "{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm' }, data: { a: '1' } }",
};
const cm = { apiVersion: 'v1', kind: 'ConfigMap', name: 'cm', namespace: 'apps' };

describe('mode auto on workflow_dispatch', () => {
  it('neither deploys nor checks drift, and says how to choose', async () => {
    const repo = new TempRepo();
    repo.write(deployRepoFiles(CONFIG_MAP));
    const sha = repo.commit('dispatched');

    const result = await runOnPush(repo, sha, { event: 'workflow_dispatch' });
    expect(result.exitCode).toBe(1);
    const errors = result.log.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toEqual([
      '::error::input mode: auto does not choose a mode for a workflow_dispatch run (it could mean a deploy or a drift check); set mode to deploy, drift or diff in the workflow',
    ]);
    expect(result.log).not.toMatch(/mode (deploy|drift)/);
    expect(world.kube.get(cm)).toBeUndefined();
    expect(await world.state()).toBeUndefined();
    repo.remove();
  });

  it('deploys when the workflow says mode: deploy', async () => {
    const repo = new TempRepo();
    repo.write(deployRepoFiles(CONFIG_MAP));
    const sha = repo.commit('dispatched deploy');
    expectDeployment(91);

    const result = await runOnPush(repo, sha, { event: 'workflow_dispatch', inputs: { mode: 'deploy' } });
    expect(result.exitCode).toBeUndefined();
    expect(result.log).toContain(': mode deploy');
    expect(world.kube.get(cm)).toBeDefined();
    repo.remove();
  });
});
