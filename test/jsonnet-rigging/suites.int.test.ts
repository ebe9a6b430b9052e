// Differential at the level users see: the qbec, snippet and boundary test suites, every fixture and every
// expectation in them (outputs, error messages and positions), run again with libjsonnet as the
// engine. They run on rigging's own engine in the main pass, so both engines meet the same tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeWithLibjsonnet } from '../support/libjsonnet';

const root = path.resolve(__dirname, '../..');

describeWithLibjsonnet('the qbec, snippet and boundary suites on libjsonnet', () => {
  it("pass as they do on rigging's engine", { timeout: 600_000 }, () => {
    const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', 'test/qbec', 'test/snippet', 'test/boundary', '--reporter=dot'],
      {
        cwd: root,
        env: { ...process.env, RIGGING_TEST_JSONNET_ENGINE: 'libjsonnet', NO_COLOR: '1', FORCE_COLOR: '0' },
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      },
    );
    const summary = /Tests\s+.*\(\d+\)/.exec(run.stdout)?.[0];
    expect(run.status, `${summary}\n${run.stdout.slice(-4000)}${run.stderr.slice(-2000)}`).toBe(0);
    expect(summary).toMatch(/\d+ passed/);
  });
});
