// `rigging lambda serve` from the built CLI: the real Lambda client invokes it like AWS.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployResult } from '../../src/model/contract';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { bundleOf, configMap, DeployWorld, namespace } from './harness';

const root = path.resolve(__dirname, '../..');
const world = new DeployWorld();
let child: ChildProcess | undefined;
beforeAll(() => world.start());
afterAll(async () => {
  child?.kill('SIGTERM');
  await world.stop();
});

function serve(): Promise<string> {
  child = spawn(
    process.execPath,
    [
      path.join(root, 'dist/cli/index.js'),
      'lambda',
      'serve',
      '--port',
      '0',
      '--function',
      'rigging-deployer',
    ],
    {
      env: world.lambdaEnvironment(),
    },
  );
  return new Promise((resolve, reject) => {
    let err = '';
    child?.stderr?.on('data', (d) => {
      err += d;
      const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(err);
      if (m?.[1]) resolve(m[1]);
    });
    child?.on('exit', (code) => reject(new Error(`lambda serve exited ${code}: ${err}`)));
  });
}

describe('rigging lambda serve', () => {
  it('answers the Lambda Invoke API with the deploy handler', async () => {
    const url = await serve();
    const lambda = new LambdaClient({ endpoint: url, region: 'us-east-1', credentials: TEST_CREDENTIALS });
    const event = await world.event(bundleOf([namespace('apps'), configMap('served', { a: '1' })], 'served'));
    const out = await lambda.send(
      new InvokeCommand({ FunctionName: 'rigging-deployer', Payload: Buffer.from(JSON.stringify(event)) }),
    );
    expect(out.FunctionError).toBeUndefined();
    const result = JSON.parse(Buffer.from(out.Payload ?? new Uint8Array()).toString()) as DeployResult;
    expect(result.status).toBe('succeeded');
    expect(
      world.kube.get({ apiVersion: 'v1', kind: 'ConfigMap', name: 'served', namespace: 'apps' }),
    ).toBeDefined();
    await expect(
      lambda.send(new InvokeCommand({ FunctionName: 'other', Payload: Buffer.from('{}') })),
    ).rejects.toThrow(/Function not found/);
  });
});
