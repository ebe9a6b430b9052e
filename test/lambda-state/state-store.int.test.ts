import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StateConflictError, StateCorruptError } from '../../lambda/state/errors';
import { historyEntryOf } from '../../lambda/state/history';
import { StateStore } from '../../lambda/state/state-store';
import type { DeployState, HistoryEntry } from '../../src/model/contract';
import { startS3, type TestS3 } from '../support/s3/server';

const BUCKET = 'rigging-state';
let server: TestS3;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3({ buckets: [BUCKET] });
  s3 = server.client();
});
afterAll(() => server.stop());

let envCount = 0;
/** A fresh environment per test, so tests share the server but not state. */
function store(options: { historyLimit?: number; environment?: string } = {}): StateStore {
  return new StateStore({
    s3,
    bucket: BUCKET,
    pipeline: 'platform',
    environment: `env${++envCount}`,
    ...options,
  });
}

function deployState(s: StateStore, commit: string, overrides: Partial<DeployState> = {}): DeployState {
  const [, pipeline = '', environment = ''] = s.key.split('/');
  return {
    pipeline,
    environment,
    commit,
    bundleDigest: `sha256:${commit.padEnd(64, '0')}`,
    startedAt: '2026-03-01T12:00:00.000Z',
    status: 'running',
    inventory: [],
    results: [],
    history: [],
    ...overrides,
  };
}

function entry(commit: string, status: HistoryEntry['status'] = 'succeeded'): HistoryEntry {
  return {
    commit,
    bundleDigest: `sha256:${commit.padEnd(64, '0')}`,
    status,
    startedAt: `2026-03-01T12:00:00.000Z`,
    finishedAt: '2026-03-01T12:01:00.000Z',
    applied: 1,
    failed: 0,
    pruned: 0,
  };
}

describe('StateStore', () => {
  it('keeps state at state/<pipeline>/<env>/state.json and reads back what it wrote, with its ETag', async () => {
    const s = store({ environment: 'prod' });
    expect(s.key).toBe('state/platform/prod/state.json');
    expect(await s.read()).toEqual({});

    const state = deployState(s, 'abc', {
      inventory: [
        {
          key: { group: 'apps', version: 'v1', kind: 'Deployment', namespace: 'web', name: 'web' },
          hash: 'f'.repeat(64),
        },
      ],
    });
    const etag = await s.write(state);
    expect(await s.read()).toEqual({ state, etag });

    const raw = await s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'state/platform/prod/state.json' }),
    );
    expect(raw.ContentType).toBe('application/json');
    expect(JSON.parse((await raw.Body?.transformToString()) ?? '')).toEqual(state);
  });

  it('creates only when nothing is there and replaces only the version it read', async () => {
    const s = store();
    const first = await s.write(deployState(s, 'one'));
    await expect(s.write(deployState(s, 'again'))).rejects.toBeInstanceOf(StateConflictError);

    const second = await s.write(deployState(s, 'two'), first);
    const stale = s.write(deployState(s, 'three'), first);
    await expect(stale).rejects.toThrow(StateConflictError);
    await expect(stale).rejects.toMatchObject({
      key: s.key,
      expectedEtag: first,
      cause: { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } },
    });
    expect(await s.read()).toMatchObject({ state: { commit: 'two' }, etag: second });
  });

  it('treats a state deleted since it was read as a conflict', async () => {
    const s = store();
    const etag = await s.write(deployState(s, 'one'));
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: s.key }));
    await expect(s.write(deployState(s, 'two'), etag)).rejects.toMatchObject({
      name: 'StateConflictError',
      cause: { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } },
    });
    expect(await s.read()).toEqual({});
  });

  it('trims history to the limit, newest first', async () => {
    const s = store({ historyLimit: 3 });
    for (const commit of ['c1', 'c2', 'c3', 'c4', 'c5']) {
      await s.update((current) => s.appendHistory(current ?? deployState(s, commit), entry(commit)));
    }
    const { state } = await s.read();
    expect(state?.history.map((h) => h.commit)).toEqual(['c5', 'c4', 'c3']);
  });

  it('trims history on write even when the caller did not', async () => {
    const s = store({ historyLimit: 2 });
    await s.write(deployState(s, 'x', { history: [entry('a'), entry('b'), entry('c')] }));
    expect((await s.read()).state?.history.map((h) => h.commit)).toEqual(['a', 'b']);
  });

  it('defaults to 10 history entries', async () => {
    const s = store();
    let state = deployState(s, 'x');
    for (let i = 0; i < 12; i++) state = s.appendHistory(state, entry(`c${i}`));
    expect(state.history).toHaveLength(10);
    expect(state.history[0]?.commit).toBe('c11');
  });

  it('records the same run once however often it is appended', async () => {
    const s = store();
    const e = entry('same');
    const state = s.appendHistory(s.appendHistory(deployState(s, 'x'), e), { ...e, status: 'failed' });
    expect(state.history).toEqual([{ ...e, status: 'failed' }]);
  });

  it('loses no update when 20 writers race on one environment', async () => {
    const s = store({ historyLimit: 50 });
    // Separate clients and stores: 20 Lambdas, not one process taking turns.
    const writers = Array.from({ length: 20 }, (_, i) => ({
      commit: `commit-${String(i).padStart(2, '0')}`,
      store: new StateStore({
        s3: server.client(),
        bucket: BUCKET,
        pipeline: 'platform',
        environment: s.key.split('/')[2] as string,
        historyLimit: 50,
      }),
    }));
    const results = await Promise.all(
      writers.map(({ commit, store: w }) =>
        w.update((current) => w.appendHistory(current ?? deployState(w, commit), entry(commit)), {
          retries: 40,
        }),
      ),
    );
    const { state, etag } = await s.read();
    const commits = state?.history.map((h) => h.commit) ?? [];
    expect(commits).toHaveLength(20);
    expect([...commits].sort()).toEqual(writers.map((w) => w.commit).sort());
    // The last successful CAS is what is stored.
    expect(results.map((r) => r.etag)).toContain(etag);
  });

  it('two racing deploys each leave exactly one history entry and the later finish wins the top', async () => {
    const s = store();
    const env = s.key.split('/')[2] as string;
    const lambdas = ['a', 'b'].map((commit) => ({
      commit,
      store: new StateStore({ s3: server.client(), bucket: BUCKET, pipeline: 'platform', environment: env }),
    }));
    await Promise.all(
      lambdas.map(async ({ commit, store: w }) => {
        const started = deployState(w, commit, {
          startedAt: `2026-03-01T12:00:0${commit === 'a' ? 1 : 2}.000Z`,
        });
        await w.update((current) => ({ ...started, history: current?.history ?? [] }));
        await w.update((current) => {
          const done: DeployState = {
            ...started,
            status: 'succeeded',
            finishedAt: '2026-03-01T12:05:00.000Z',
            results: [
              {
                key: { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'x', name: commit },
                action: 'created',
              },
            ],
            history: current?.history ?? [],
          };
          return w.appendHistory(done, historyEntryOf(done));
        });
      }),
    );
    const { state } = await s.read();
    expect(state?.history.map((h) => h.commit).sort()).toEqual(['a', 'b']);
    expect(state?.history.every((h) => h.applied === 1 && h.status === 'succeeded')).toBe(true);
    expect(state?.commit).toBe(state?.history[0]?.commit);
  });

  it('gives up after its retries when every write conflicts', async () => {
    const s = store();
    await s.write(deployState(s, 'base'));
    let calls = 0;
    const attempt = s.update(
      async (current) => {
        calls++;
        // Someone else writes between our read and our write, every time.
        const { etag } = await s.read();
        await s.write(deployState(s, `other-${calls}`), etag);
        return { ...(current as DeployState), commit: 'mine' };
      },
      { retries: 2 },
    );
    await expect(attempt).rejects.toBeInstanceOf(StateConflictError);
    expect(calls).toBe(3);
  });

  it('refuses a state.json that is not a deploy state of this environment', async () => {
    const s = store();
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: s.key, Body: '{"pipeline": "platform",' }));
    await expect(s.read()).rejects.toThrow(/not a valid deploy state: not JSON/);

    const other = deployState(s, 'x', { environment: 'elsewhere' });
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: s.key, Body: JSON.stringify(other) }));
    await expect(s.update((c) => c as DeployState)).rejects.toBeInstanceOf(StateCorruptError);
  });

  it('refuses names that would escape their key segment', () => {
    expect(() => store({ environment: '../prod' })).toThrow(RangeError);
    expect(() => store({ historyLimit: 0 })).toThrow(RangeError);
  });
});

describe('historyEntryOf', () => {
  it('counts applied, failed and pruned objects from the results (orphaned ones were not pruned), with the run id', () => {
    const key = { group: '', version: 'v1', kind: 'ConfigMap', namespace: 'n', name: 'x' };
    const state: DeployState = {
      pipeline: 'p',
      environment: 'e',
      commit: 'abc',
      bundleDigest: 'sha256:0',
      runUrl: 'https://github.com/o/r/actions/runs/1',
      runId: 'run-7f3a',
      startedAt: '2026-03-01T12:00:00.000Z',
      finishedAt: '2026-03-01T12:01:00.000Z',
      status: 'failed',
      inventory: [],
      results: [
        { key, action: 'created' },
        { key, action: 'configured' },
        { key, action: 'unchanged' },
        { key, action: 'failed', message: 'denied' },
        { key, action: 'deleted' },
        { key, action: 'skipped' },
        { key, action: 'orphaned' },
      ],
      history: [],
    };
    expect(historyEntryOf(state)).toEqual({
      commit: 'abc',
      bundleDigest: 'sha256:0',
      status: 'failed',
      startedAt: '2026-03-01T12:00:00.000Z',
      finishedAt: '2026-03-01T12:01:00.000Z',
      applied: 3,
      failed: 1,
      pruned: 1,
      runUrl: 'https://github.com/o/r/actions/runs/1',
      runId: 'run-7f3a',
    });
  });
});
