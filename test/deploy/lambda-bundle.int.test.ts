// dist/lambda/index.js is what runs in AWS: run it in its own process, configured only through
// environment variables as the Lambda runtime would, and deploy 5,000 objects with it, measuring
// its peak memory against the function's 1,024 MiB.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployResult } from '../../src/model/contract';
import { bundleOf, configMap, DeployWorld, namespace } from './harness';

const root = path.resolve(__dirname, '../..');
const world = new DeployWorld();
beforeAll(() => world.start());
afterAll(() => world.stop());

function runBundledHandler(
  event: unknown,
): Promise<{ result: DeployResult; maxRssMiB: number; stderr: string }> {
  const script = `
    const { handler } = require(${JSON.stringify(path.join(root, 'dist/lambda/index.js'))});
    let input = '';
    process.stdin.on('data', (d) => (input += d));
    process.stdin.on('end', async () => {
      const result = await handler(JSON.parse(input), { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 900000 });
      process.stdout.write(JSON.stringify({ result, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      env: world.lambdaEnvironment(),
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`handler process exited ${code}: ${err}`));
      const parsed = JSON.parse(out) as { result: DeployResult; maxRssMiB: number };
      resolve({ ...parsed, stderr: err });
    });
    child.stdin.end(JSON.stringify(event));
  });
}

describe('the bundled Lambda', () => {
  it('deploys 5,000 objects within the function memory', { timeout: 300_000 }, async () => {
    const objects = [
      namespace('apps'),
      ...Array.from({ length: 4999 }, (_, i) =>
        configMap(`cm-${i}`, { index: String(i), payload: 'x'.repeat(200) }),
      ),
    ];
    const event = await world.event(bundleOf(objects, 'big'));
    const { result, maxRssMiB } = await runBundledHandler(event);
    expect(result.status).toBe('succeeded');
    expect(result.counts.created).toBe(5000);
    expect(world.kube.list('v1', 'ConfigMap', 'apps').length).toBeGreaterThanOrEqual(4999);
    console.log(`bundled handler: 5,000 objects, peak RSS ${maxRssMiB.toFixed(0)} MiB`);
    expect(maxRssMiB).toBeLessThan(1024);
  });
});
