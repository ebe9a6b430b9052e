import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler } from '../../lambda/handler';
import { EnvironmentLock } from '../../lambda/state';
import { invokeDeploy } from '../../src/deploy/invoke';
import { canonicalJson, sha256Hex } from '../../src/model/hash';
import type { RenderedObject } from '../../src/model/types';
import { TEST_CREDENTIALS } from '../support/s3/server';
import { BUCKET, bundleOf, configMap, DeployWorld, namespace } from './harness';

const world = new DeployWorld();
beforeAll(async () => {
  process.env.RIGGING_QUIET = '1';
  await world.start({ lockWaitMs: 20_000 });
});
afterAll(() => world.stop());
afterEach(() => {
  world.kube.clearFaults();
  vi.restoreAllMocks();
});

const cm = (name: string, ns = 'apps') => ({ apiVersion: 'v1', kind: 'ConfigMap', name, namespace: ns });
const STATE_KEY = 'state/platform/dev/state.json';
const LOCK_KEY = 'state/platform/dev/lock.json';

interface State {
  status: string;
  runId?: string;
  message?: string;
  warnings?: string[];
  inventory: { key: { name: string; namespace: string }; adopted?: boolean }[];
}

async function s3Text(key: string): Promise<string | undefined> {
  try {
    const out = await world.s3.client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return await out.Body?.transformToString();
  } catch {
    return undefined;
  }
}

/** Uploads raw bytes as a bundle and returns an event for them, signed like a real deploy's. */
async function eventFor(bytes: Uint8Array, sha256: string, commit = 'raw') {
  const event = await world.event(bundleOf([namespace('apps')], commit));
  const key = `bundles/platform/dev/${sha256}.json.gz`;
  await world.s3.client().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: bytes }));
  return { ...event, bundle: { ...event.bundle, key, sha256 } };
}

describe('prune never deletes what the bundle contains', () => {
  it('skips prune, with a warning, when discovery cannot say where an object lives', async () => {
    world.kube.seed({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } });
    const objects = [configMap('settings', { a: '1' })];
    expect((await world.invoke(await world.event(bundleOf(objects, 'scope-1')))).status).toBe('succeeded');

    // The API server answers discovery with 503 as often as the Lambda retries.
    world.kube.failNext({ method: 'GET', pathIncludes: '/api/v1', status: 503, times: 4 });
    const result = await world.invoke(await world.event(bundleOf(objects, 'scope-2')));
    expect(result.status).toBe('failed');
    expect(result.results).toHaveLength(1);
    expect(result.results[0]?.message).toMatch(/could not tell whether it is namespaced: 503/);
    expect(result.counts.deleted).toBe(0);
    expect(result.warnings).toEqual([expect.stringMatching(/^prune skipped: the scope of 1 object\(s\)/)]);
    expect(world.kube.get(cm('settings'))).toBeDefined();
    const state = JSON.parse((await s3Text(STATE_KEY)) ?? '{}') as State;
    expect(state.warnings).toEqual(result.warnings);
    expect(state.inventory.map((e) => `${e.key.namespace}/${e.key.name}`)).toContain('apps/settings');

    // The next deploy, with a healthy API, converges and deletes nothing.
    const healed = await world.invoke(await world.event(bundleOf(objects, 'scope-3')));
    expect(healed.status).toBe('succeeded');
    expect(healed.counts).toMatchObject({ unchanged: 1, deleted: 0 });
    expect(world.kube.get(cm('settings'))).toBeDefined();

    // A plan under the same faults says the same: nothing would be deleted.
    world.kube.failNext({ method: 'GET', pathIncludes: '/api/v1', status: 503, times: 4 });
    const plan = await world.invoke(await world.event(bundleOf(objects, 'scope-4'), 'plan'));
    expect(plan.counts.deleted).toBe(0);
    expect(plan.warnings).toEqual([expect.stringMatching(/^prune skipped/)]);
  });
});

describe('adopted objects', () => {
  /** Creates ConfigMap `name` in apps outside rigging (as kubectl would); returns it for a bundle. */
  function preexistingConfigMap(name: string): RenderedObject {
    world.kube.seed({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name, namespace: 'apps' },
      data: { a: '1' },
    });
    return configMap(name, { a: '1' });
  }

  it('are recorded as adopted and left in the cluster as orphaned when the bundle drops them', async () => {
    world.kube.seed({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'apps' } });
    const adopted = preexistingConfigMap('made-by-kubectl');
    const own = configMap('made-by-rigging', { b: '1' });
    expect((await world.invoke(await world.event(bundleOf([adopted, own], 'adopt-1')))).status).toBe(
      'succeeded',
    );
    const inventory = async () =>
      Object.fromEntries(
        (JSON.parse((await s3Text(STATE_KEY)) ?? '{}') as State).inventory.map((e) => [
          e.key.name,
          e.adopted ?? false,
        ]),
      );
    expect(await inventory()).toMatchObject({ 'made-by-kubectl': true, 'made-by-rigging': false });
    // Adoption is kept across later deploys, although the object now carries rigging's labels.
    expect((await world.invoke(await world.event(bundleOf([adopted, own], 'adopt-2')))).status).toBe(
      'succeeded',
    );
    expect(await inventory()).toMatchObject({ 'made-by-kubectl': true, 'made-by-rigging': false });

    const dropped = await world.invoke(await world.event(bundleOf([namespace('apps')], 'adopt-3')));
    expect(dropped.status).toBe('succeeded');
    expect(dropped.results.find((r) => r.key.name === 'made-by-kubectl')).toMatchObject({
      action: 'orphaned',
      message: expect.stringMatching(/existed before rigging first applied it.*pruneAdopted/),
    });
    expect(dropped.results.find((r) => r.key.name === 'made-by-rigging')).toMatchObject({
      action: 'deleted',
    });
    expect(dropped.counts).toMatchObject({ orphaned: 1, deleted: 1 });
    expect(world.kube.get(cm('made-by-kubectl'))).toBeDefined();
    expect(world.kube.get(cm('made-by-rigging'))).toBeUndefined();
    // Orphaned is reported once: it leaves the inventory, and rigging's labels leave the object.
    expect(await inventory()).not.toHaveProperty('made-by-kubectl');
    const live = world.kube.get(cm('made-by-kubectl')) as { metadata: { labels?: Record<string, string> } };
    const labels = live.metadata.labels;
    expect(labels ?? {}).not.toHaveProperty('rigging.dev/pipeline');
    expect(labels ?? {}).not.toHaveProperty('rigging.dev/environment');

    // Back in a later bundle, it is adopted again, and dropping it again orphans it again.
    await world.invoke(await world.event(bundleOf([adopted], 'adopt-3b')));
    expect(await inventory()).toMatchObject({ 'made-by-kubectl': true });
    const again = await world.invoke(await world.event(bundleOf([namespace('apps')], 'adopt-3c')));
    expect(again.results.find((r) => r.key.name === 'made-by-kubectl')).toMatchObject({ action: 'orphaned' });
    expect(world.kube.get(cm('made-by-kubectl'))).toBeDefined();
  });

  it('are pruned when the pipeline sets pruneAdopted', async () => {
    const legacy = preexistingConfigMap('legacy');
    expect((await world.invoke(await world.event(bundleOf([legacy], 'adopt-4')))).status).toBe('succeeded');
    const event = await world.event(bundleOf([namespace('apps')], 'adopt-5'));
    event.options = { ...event.options, pruneAdopted: true };
    const result = await world.invoke(event);
    expect(result.results.find((r) => r.key.name === 'legacy')).toMatchObject({ action: 'deleted' });
    expect(world.kube.get(cm('legacy'))).toBeUndefined();
  });
});

describe('bad bundles and events fail before anything is locked', () => {
  it('refuses a null event and an event of the wrong shape, naming what is wrong', async () => {
    const nothing = await world.invoke(null);
    expect(nothing).toMatchObject({ status: 'refused', message: 'the event is not a JSON object' });

    const event = await world.event(bundleOf([namespace('apps')], 'shape'));
    const wrong = await world.invoke({
      ...event,
      options: { prune: 'yes', waitTimeoutSeconds: 'forever' },
    });
    expect(wrong.status).toBe('refused');
    expect(wrong.message).toContain('event.options.prune: must be boolean');
    expect(wrong.message).toContain('event.options.waitTimeoutSeconds: must be integer');
    expect(wrong.message).not.toContain(event.idToken);
  });

  it('refuses a bundle with objects lacking apiVersion, kind or metadata.name, and touches no state', async () => {
    const before = await s3Text(STATE_KEY);
    const good = bundleOf([namespace('apps'), configMap('fine', {})], 'malformed');
    const bad = structuredClone(good) as unknown as { objects: { object: Record<string, unknown> }[] };
    const second = bad.objects[1];
    if (!second) throw new Error('no object');
    second.object = { data: { a: '1' }, metadata: { namespace: 'kube-system' } };
    const json = canonicalJson(bad);
    const result = await world.invoke(await eventFor(gzipSync(json), sha256Hex(json), 'malformed'));
    expect(result.status).toBe('refused');
    expect(result.message).toContain(`bundle.objects[1].object: must have required property 'apiVersion'`);
    expect(result.message).toContain(`bundle.objects[1].object: must have required property 'kind'`);
    expect(result.message).toContain(`bundle.objects[1].object.metadata: must have required property 'name'`);
    expect(await s3Text(STATE_KEY)).toBe(before);
    expect(await s3Text(LOCK_KEY)).toBeUndefined();
    expect(world.kube.get(cm('fine'))).toBeUndefined();
  });

  it('refuses a 1 MiB gzip bomb at the unpack limit, naming the limit', async () => {
    // gzip members of 1 MiB of zeros each, 1 MiB in all: about 1 GiB once unpacked.
    const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(
      Array.from({ length: Math.ceil((1024 * 1024) / member.length) }, () => member),
    );
    const result = await world.invoke(await eventFor(bomb, randomBytes(32).toString('hex')));
    expect(result.status).toBe('refused');
    expect(result.message).toBe(
      'the bundle unpacks to more than 64 MiB (MAX_BUNDLE_JSON_BYTES): refusing it',
    );
  });

  it('refuses a bundle object larger than the limit before downloading it', async () => {
    const huge = Buffer.alloc(64 * 1024 * 1024 + 1);
    const result = await world.invoke(await eventFor(huge, randomBytes(32).toString('hex')));
    expect(result.status).toBe('refused');
    expect(result.message).toBe(
      'the bundle object is larger than 64 MiB (MAX_BUNDLE_JSON_BYTES): refusing it',
    );
  });
});

describe('a crash after the state says running', () => {
  it('records the deploy as failed, releases the lock, and tells the caller only a request id', async () => {
    const canary = 'arn:aws:iam::123456789012:role/canary-deployer-role';
    const real = world.deps.s3;
    const failing = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop !== 'send') return Reflect.get(target, prop, receiver);
        return (command: { input?: { Key?: string } }, ...rest: unknown[]) => {
          if (command instanceof PutObjectCommand && String(command.input.Key).startsWith('artifacts/'))
            return Promise.reject(new Error(`User: ${canary} is not authorized to perform: s3:PutObject`));
          return (target.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
        };
      },
    }) as S3Client;
    const handler = createHandler({ ...world.deps, s3: failing });
    const bundle = {
      ...bundleOf([namespace('apps'), configMap('crash', { a: '1' })], 'crash'),
      artifacts: [{ source: 'web', name: 'notes.txt', mediaType: 'text/plain', content: 'hello' }],
    };
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    delete process.env.RIGGING_QUIET;
    let result: Awaited<ReturnType<typeof handler>>;
    try {
      result = await handler(await world.event(bundle), {
        awsRequestId: 'req-crash-1',
        getRemainingTimeInMillis: () => 600_000,
      });
    } finally {
      process.env.RIGGING_QUIET = '1';
    }
    expect(result.status).toBe('failed');
    expect(result.message).toBe(`internal error (request id req-crash-1): see the function's log`);
    expect(JSON.stringify(result)).not.toContain(canary);

    const state = JSON.parse((await s3Text(STATE_KEY)) ?? '{}') as State;
    expect(state.status).toBe('failed');
    expect(state.message).toBe(result.message);
    expect(JSON.stringify(state)).not.toContain(canary);
    expect(await s3Text(LOCK_KEY)).toBeUndefined();
    // The details are in the function's log, under the request id.
    const error = logged
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.event === 'error');
    expect(error).toMatchObject({ requestId: 'req-crash-1' });
    expect(String(error?.error)).toContain(canary);
  });
});

describe('an error reading the cluster credentials', () => {
  it('names no secret and no role to the caller', async () => {
    const secretName = 'canary/prod-admin-kubeconfig';
    const role = 'arn:aws:iam::123456789012:role/canary-lambda-role';
    const handler = createHandler({
      ...world.deps,
      credentials: {
        kubeconfigFor: async () => {
          throw new Error(
            `cannot read secret ${secretName}: AccessDeniedException: User: ${role} is not authorized to perform: secretsmanager:GetSecretValue`,
          );
        },
      },
    });
    const result = await handler(await world.event(bundleOf([namespace('apps')], 'creds')), {
      awsRequestId: 'req-creds-1',
      getRemainingTimeInMillis: () => 600_000,
    });
    expect(result).toMatchObject({
      status: 'failed',
      message: `internal error (request id req-creds-1): see the function's log`,
    });
    expect(JSON.stringify(result)).not.toContain(secretName);
    expect(JSON.stringify(result)).not.toContain(role);
  });
});

describe("the action's poller", () => {
  it('never takes an earlier finished run of the same bundle for its own', async () => {
    const objects: RenderedObject[] = [namespace('apps'), configMap('polled', { a: '1' })];
    const first = await world.invoke(await world.event(bundleOf(objects, 'poll')));
    expect(first.status).toBe('succeeded');

    // Another deploy holds the lock: this run waits, and state.json still shows the finished first run.
    const other = new EnvironmentLock({
      s3: world.s3.client(),
      bucket: BUCKET,
      pipeline: 'platform',
      environment: 'dev',
    });
    await other.acquire({ holder: { commit: 'other', requestId: 'someone-else' } });
    let stateReads = 0;
    let released: Promise<unknown> | undefined;
    const s3 = world.s3.client();
    const watched = new Proxy(s3, {
      get(target, prop, receiver) {
        if (prop !== 'send') return Reflect.get(target, prop, receiver);
        return async (command: unknown, ...rest: unknown[]) => {
          const out = await (target.send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
          // Once the poller has seen the earlier run's state twice, let this run go ahead.
          if (command instanceof GetObjectCommand && ++stateReads === 2) released = other.release();
          return out;
        };
      },
    }) as S3Client;
    const lambda = new LambdaClient({
      endpoint: world.lambda.url,
      region: 'us-east-1',
      credentials: TEST_CREDENTIALS,
    });
    const result = await invokeDeploy(lambda, await world.event(bundleOf(objects, 'poll')), {
      functionName: 'rigging-deployer',
      syncTimeoutMs: 100,
      deployTimeoutMs: 30_000,
      pollMs: 50,
      state: { s3: watched, bucket: BUCKET, key: STATE_KEY },
    });
    await released;
    expect(stateReads).toBeGreaterThan(2);
    expect(result.status).toBe('succeeded');
    expect(result.counts).toMatchObject({ unchanged: 2, created: 0 });
    const state = JSON.parse((await s3Text(STATE_KEY)) ?? '{}') as State;
    expect(result.runId).toBe(state.runId);
    expect(result.startedAt).not.toBe(first.startedAt);
  });
});
