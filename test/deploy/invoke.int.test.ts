import { LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeDeploy } from '../../src/deploy/invoke';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { BUCKET, bundleOf, configMap, DeployWorld, namespace } from './harness';

const world = new DeployWorld();
beforeAll(async () => {
  process.env.RIGGING_QUIET = '1';
  await world.start();
});
afterAll(() => world.stop());

describe('invoking the deploy Lambda', () => {
  it('follows a deploy that outlives the synchronous invoke through the state object', async () => {
    world.kube.delay({ method: 'PATCH', pathIncludes: 'configmaps', ms: 400, times: 3 });
    const lambda = new LambdaClient({
      endpoint: world.lambda.url,
      region: 'us-east-1',
      credentials: TEST_CREDENTIALS,
    });
    const objects = [namespace('apps'), ...['a', 'b', 'c'].map((n) => configMap(`slow-${n}`, { n }))];
    const event = await world.event(bundleOf(objects, 'slow'));
    const result = await invokeDeploy(lambda, event, {
      functionName: 'rigging-deployer',
      syncTimeoutMs: 200,
      deployTimeoutMs: 30_000,
      pollMs: 100,
      state: { s3: world.s3.client(), bucket: BUCKET, key: 'state/platform/dev/state.json' },
    });
    expect(result.status).toBe('succeeded');
    expect(result.commit).toBe('slow');
    expect(result.counts.created).toBe(4);
  });

  it('reports a function error with its type and message', async () => {
    const lambda = new LambdaClient({
      endpoint: world.lambda.url,
      region: 'us-east-1',
      credentials: TEST_CREDENTIALS,
    });
    const broken = world.handler;
    world.handler = async () => {
      throw new TypeError('boom');
    };
    try {
      const event = await world.event(bundleOf([namespace('apps')], 'err'));
      await expect(
        invokeDeploy(lambda, event, {
          functionName: 'rigging-deployer',
          syncTimeoutMs: 5000,
          deployTimeoutMs: 5000,
        }),
      ).rejects.toThrow('the deploy function failed (Unhandled): TypeError: boom');
    } finally {
      world.handler = broken;
    }
  });
});
