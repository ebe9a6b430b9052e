// A merge whose render is empty does not wipe the environment unless rigging.yaml says
// spec.deploy.allowEmpty: true: from the push through the action to the Lambda on loopback.
import { describe, expect, it } from 'vitest';
import { TempRepo } from '../support/git-repo';
import { deployRepoFiles, expectDeployment, useActionDeployWorld } from './action-harness';

const { world, runOnPush } = useActionDeployWorld();

const settings = { apiVersion: 'v1', kind: 'ConfigMap', name: 'settings', namespace: 'apps' };
const CONFIG_MAP =
  "{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings' }, data: { a: '1' } }";

describe('action deploy mode, an empty render', () => {
  it('is refused by the Lambda, then deployed once rigging.yaml allows it', async () => {
    const repo = new TempRepo();
    repo.write(deployRepoFiles({ 'settings.jsonnet': CONFIG_MAP }));
    expectDeployment(90);
    expect((await runOnPush(repo, repo.commit('deploy'))).exitCode).toBeUndefined();
    expect(world.kube.get(settings)).toBeDefined();

    // Every component goes: qbec renders an app with no components as nothing at all.
    repo.write({
      'apps/web/components/settings.jsonnet': null,
      'apps/web/components/ns.yaml': null,
      'apps/web/components/README.md': 'retired\n',
    });
    const emptied = repo.commit('retire everything');
    const statuses = expectDeployment(91);
    const refused = await runOnPush(repo, emptied);
    expect(refused.exitCode).toBe(1);
    expect(statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    expect(refused.summary).toContain('dev: refused');
    expect(refused.summary).toContain('refused to prune dev down to no objects');
    expect(refused.summary).toContain('spec.deploy.allowEmpty: true');
    expect(world.kube.get(settings)).toBeDefined();

    const files = deployRepoFiles({}, '  deploy: { allowEmpty: true }\n');
    repo.write({ 'rigging.yaml': files['rigging.yaml'] as string });
    expectDeployment(92);
    const allowed = await runOnPush(repo, repo.commit('allow an empty environment'));
    expect(allowed.exitCode).toBeUndefined();
    expect(allowed.summary).toContain('dev: succeeded');
    expect(world.kube.get(settings)).toBeUndefined();
    repo.remove();
  });
});
