// The Lambda never prunes an environment down to no objects unless spec.deploy.allowEmpty says so,
// as Argo CD's automated sync refuses to "wipe out all resources" without allowEmpty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, configMap, DeployWorld, namespace } from './harness';

const world = new DeployWorld();
beforeAll(() => world.start({ lockWaitMs: 20_000 }));
afterAll(() => world.stop());

const cm = (name: string) => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: 'apps' });
const ns = { apiVersion: 'v1', kind: 'Namespace', name: 'apps' };
const objects = [namespace('apps'), configMap('settings', { a: '1' })];

type State = { bundleDigest: string; inventory: unknown[]; history: unknown[] };

describe('a bundle with no objects', () => {
  it('deploys into an environment that has none yet', async () => {
    const result = await world.invoke(await world.event(bundleOf([], 'empty-first')));
    expect(result.status).toBe('succeeded');
    expect(result.message).toBeUndefined();
  });

  it('is refused when prune would delete everything the last deploy applied', async () => {
    expect((await world.invoke(await world.event(bundleOf(objects, 'full')))).status).toBe('succeeded');
    const before = (await world.state()) as State;
    const deletes = world.kube.requests({ method: 'DELETE' }).length;

    for (const action of ['apply', 'plan'] as const) {
      const result = await world.invoke(await world.event(bundleOf([], 'empty'), action));
      expect(result.status, action).toBe('refused');
      expect(result.message, action).toBe(
        'refused to prune dev down to no objects: the bundle has none, and the last deploy applied 2 ' +
          '(v1 Namespace apps, v1 ConfigMap apps/settings); nothing was applied or deleted. ' +
          'If the environment is meant to be empty, set spec.deploy.allowEmpty: true in rigging.yaml',
      );
      expect(result.counts.deleted, action).toBe(0);
    }
    expect(world.kube.get(cm('settings'))).toBeDefined();
    expect(world.kube.requests({ method: 'DELETE' })).toHaveLength(deletes);
    // Nothing is recorded: the state still describes the last deploy.
    expect(await world.state()).toEqual(before);
  });

  it('applies without pruning when prune is off', async () => {
    const event = await world.event(bundleOf([], 'empty-no-prune'));
    event.options = { ...event.options, prune: false };
    const result = await world.invoke(event);
    expect(result.status).toBe('succeeded');
    expect(world.kube.get(cm('settings'))).toBeDefined();
  });

  it('prunes the environment empty with allowEmpty', async () => {
    expect((await world.invoke(await world.event(bundleOf(objects, 'full-again')))).status).toBe('succeeded');
    const event = await world.event(bundleOf([], 'empty-allowed'));
    event.options = { ...event.options, allowEmpty: true };
    const result = await world.invoke(event);
    expect(result.status).toBe('succeeded');
    expect(result.counts.deleted).toBe(2);
    expect(world.kube.get(cm('settings'))).toBeUndefined();
    expect(world.kube.get(ns)).toBeUndefined();
    expect(((await world.state()) as State).inventory).toEqual([]);
  });

  it('refuses an event whose allowEmpty is not a boolean', async () => {
    const event = await world.event(bundleOf([], 'empty-bad'));
    const result = await world.invoke({ ...event, options: { ...event.options, allowEmpty: 'yes' } });
    expect(result.status).toBe('refused');
    expect(result.message).toMatch(/allowEmpty/);
  });
});
