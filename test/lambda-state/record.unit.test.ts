import { describe, expect, it } from 'vitest';
import { finishedState, type RunIdentity, runningState } from '../../lambda/state/record';
import type { DeployState, ObjectResult } from '../../src/model/contract';

const run: RunIdentity = {
  pipeline: 'platform',
  environment: 'dev',
  commit: 'c2',
  bundleDigest: 'd2',
  runId: 'r2',
  startedAt: '2025-01-01T00:00:00.000Z',
};
const key = { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'ns', name: 'a' };
const results: ObjectResult[] = [{ key, action: 'created' }];
const inventory = [{ key, hash: 'h' }];

const previous: DeployState = {
  pipeline: 'platform',
  environment: 'dev',
  commit: 'c1',
  bundleDigest: 'd1',
  startedAt: '2024-12-31T00:00:00.000Z',
  finishedAt: '2024-12-31T00:01:00.000Z',
  status: 'succeeded',
  inventory: [],
  results: [],
  artifacts: [
    {
      source: 's',
      name: 'n',
      mediaType: 'text/plain',
      revision: 'sha256:x',
      url: 's3://b/k',
      lastModified: 't',
      history: [],
    },
  ],
  history: [
    {
      commit: 'c1',
      bundleDigest: 'd1',
      status: 'succeeded',
      startedAt: 't',
      applied: 0,
      failed: 0,
      pruned: 0,
    },
  ],
};

describe('deploy record', () => {
  it('says running with the progress so far, keeping published artifacts and history', () => {
    const state = runningState(run, results, inventory, previous);
    expect(state).toEqual({
      ...run,
      status: 'running',
      inventory,
      results,
      artifacts: previous.artifacts,
      history: previous.history,
    });
    expect(state).not.toHaveProperty('finishedAt');
  });

  it('records the outcome with a history line first; empty warnings and artifacts are left out', () => {
    const state = finishedState(
      run,
      { status: 'failed', results, inventory, warnings: [], artifacts: [], message: 'internal error' },
      '2025-01-01T00:02:00.000Z',
      previous,
    );
    expect(state).toMatchObject({
      status: 'failed',
      finishedAt: '2025-01-01T00:02:00.000Z',
      message: 'internal error',
    });
    expect(state).not.toHaveProperty('warnings');
    expect(state.artifacts).toEqual(previous.artifacts);
    expect(state.history).toEqual([
      {
        commit: 'c2',
        bundleDigest: 'd2',
        status: 'failed',
        startedAt: run.startedAt,
        finishedAt: '2025-01-01T00:02:00.000Z',
        runId: 'r2',
        applied: 1,
        failed: 0,
        pruned: 0,
      },
      ...previous.history,
    ]);
  });
});
