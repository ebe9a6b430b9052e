import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { createRedactor } from '../src/diff/redact';
import { type Bundle, BundleError, decodeBundle } from '../src/model/bundle';
import { type DeployEvent, type DeployResult, emptyCounts, type ObjectResult } from '../src/model/deploy';
import { sha256Hex } from '../src/model/hash';
import { keyId } from '../src/model/key';
import {
  authorize,
  CallerRefused,
  type CredentialSource,
  createCredentialSource,
  createVerifier,
  type Verifier,
} from './auth';
import { type LambdaConfig, readLambdaConfig } from './config';
import { parseEvent } from './event';
import { applyObjects } from './kube/apply';
import { createKubeClient, type KubeClient } from './kube/client';
import { detectDrift } from './kube/drift';
import { pruneRemoved } from './kube/prune';
import type { RetryOptions } from './kube/retry';
import { log } from './log';
import {
  type ArtifactRecord,
  ArtifactStore,
  type DeployState,
  EnvironmentLock,
  historyEntryOf,
  type InventoryEntry,
  LockHeldError,
  StateStore,
  type SyncStatus,
} from './state';

export interface HandlerDeps {
  config: LambdaConfig;
  s3: S3Client;
  verifier: Verifier;
  credentials: CredentialSource;
  kube: (kubeconfig: string) => KubeClient;
  /** How long a second deploy of one environment waits for the first. */
  lockWaitMs?: number;
  /** Seconds between progress writes to the state object during an apply. */
  progressEverySeconds?: number;
  /** Backoff for calls to the cluster (tests shorten it). */
  retry?: RetryOptions;
}

/** A refusal: the caller or the bundle is not trusted. Nothing is applied. */
class Refused extends Error {
  override name = 'Refused';
}

export type DeployHandler = (
  event: unknown,
  context: Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>,
) => Promise<DeployResult>;

/**
 * The Lambda: verify the caller, fetch and check the bundle, then apply, plan or check drift
 * against the environment's cluster with credentials that never leave AWS.
 */
export function createHandler(deps: HandlerDeps): DeployHandler {
  return async (raw, context) => {
    const startedAt = new Date().toISOString();
    const base = (
      event: Partial<DeployEvent>,
      status: DeployResult['status'],
      message?: string,
    ): DeployResult => ({
      environment: event.environment ?? '',
      action: event.action ?? 'apply',
      status,
      commit: event.commit ?? null,
      bundleDigest: event.bundle?.sha256 ?? '',
      ...(message ? { message } : {}),
      counts: emptyCounts(),
      results: [],
      startedAt,
      finishedAt: new Date().toISOString(),
    });
    let event: DeployEvent;
    try {
      event = parseEvent(raw);
    } catch (err) {
      log('refused', { requestId: context.awsRequestId, reason: (err as Error).message });
      return base(raw as Partial<DeployEvent>, 'refused', (err as Error).message);
    }
    try {
      const bundle = await trustedBundle(deps, event);
      const client = deps.kube(await kubeconfigFor(deps, bundle));
      const result = await run(deps, event, bundle, client, context);
      log('done', {
        requestId: context.awsRequestId,
        environment: event.environment,
        action: event.action,
        status: result.status,
        counts: result.counts,
      });
      return result;
    } catch (err) {
      if (err instanceof Refused || err instanceof CallerRefused || err instanceof BundleError) {
        log('refused', {
          requestId: context.awsRequestId,
          environment: event.environment,
          reason: err.message,
        });
        return base(event, 'refused', err.message);
      }
      if (err instanceof LockHeldError) return base(event, 'failed', err.message);
      throw err;
    }
  };
}

async function trustedBundle(deps: HandlerDeps, event: DeployEvent): Promise<Bundle> {
  const caller = await deps.verifier.verify(event.idToken);
  log('caller', {
    repository: caller.repository,
    ref: caller.ref,
    workflow: caller.workflow,
    environment: event.environment,
  });
  if (event.bundle.bucket !== deps.config.stateBucket) {
    throw new Refused(
      `bundles are only read from the state bucket ${deps.config.stateBucket}, not ${event.bundle.bucket}`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(event.bundle.sha256))
    throw new Refused('bundle.sha256 is not a sha256 hex digest');
  let bytes: Uint8Array;
  try {
    const out = await deps.s3.send(
      new GetObjectCommand({ Bucket: event.bundle.bucket, Key: event.bundle.key }),
    );
    bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
      throw new Refused(`no bundle at s3://${event.bundle.bucket}/${event.bundle.key}`);
    }
    throw err;
  }
  const bundle = decodeBundle(bytes, event.bundle.sha256);
  // The pipeline, environment and commit are the bundle's; whether this caller may deploy them, and
  // where, is the configuration's.
  const { action, environment, commit } = event;
  const granted = authorize(deps.config, caller, { action, environment, commit, bundle });
  log('authorized', { pipeline: granted.pipeline, environment: granted.environment, target: granted.target });
  return bundle;
}

/** The cluster the configuration binds to the bundle's (authorized) environment; never the bundle's choice. */
async function kubeconfigFor(deps: HandlerDeps, bundle: Bundle): Promise<string> {
  const name = deps.config.pipelines.get(bundle.pipeline)?.environments.get(bundle.environment)?.target;
  const target = name === undefined ? undefined : deps.config.targets.get(name);
  if (name === undefined || !target) {
    throw new Refused(
      `pipeline ${bundle.pipeline} environment ${bundle.environment} has no target in RIGGING_CONFIG`,
    );
  }
  return deps.credentials.kubeconfigFor(name, target);
}

function countsOf(results: readonly ObjectResult[]): DeployResult['counts'] {
  const counts = emptyCounts();
  for (const r of results) counts[r.action]++;
  return counts;
}

async function run(
  deps: HandlerDeps,
  event: DeployEvent,
  bundle: Bundle,
  client: KubeClient,
  context: Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>,
): Promise<DeployResult> {
  const owner = { pipeline: bundle.pipeline, environment: bundle.environment };
  const ref = {
    s3: deps.s3,
    bucket: deps.config.stateBucket,
    pipeline: bundle.pipeline,
    environment: bundle.environment,
  };
  const store = new StateStore(ref);
  const options = event.options ?? {};
  const startedAt = new Date().toISOString();
  const finish = (
    status: DeployResult['status'],
    results: ObjectResult[],
    extra: Partial<DeployResult> = {},
  ): DeployResult => ({
    environment: event.environment,
    action: event.action,
    status,
    commit: event.commit,
    bundleDigest: event.bundle.sha256,
    counts: countsOf(results),
    results,
    startedAt,
    finishedAt: new Date().toISOString(),
    ...extra,
  });

  if (event.action === 'drift') {
    const { state } = await store.read();
    const drift = await detectDrift(
      client,
      bundle.objects,
      (state?.inventory ?? []).map((e) => e.key),
      {
        owner,
        retry: deps.retry,
        ignore: bundle.ignore ?? [],
        redactor: createRedactor(),
      },
    );
    return finish('succeeded', [], { drift });
  }

  const waitTimeoutMs = (options.waitTimeoutSeconds ?? 300) * 1000;
  if (event.action === 'plan') {
    const { state } = await store.read();
    const planned = await applyObjects(client, bundle.objects, {
      owner,
      dryRun: true,
      force: options.force,
      retry: deps.retry,
    });
    const pruned =
      options.prune === false
        ? []
        : await pruneRemoved(
            client,
            (state?.inventory ?? []).map((e) => e.key),
            planned.results.map((r) => r.key),
            { owner, dryRun: true, retry: deps.retry },
          );
    const results = [...planned.results, ...pruned];
    return finish(results.some((r) => r.action === 'failed') ? 'failed' : 'succeeded', results);
  }

  // apply: one deploy per environment at a time.
  const lock = new EnvironmentLock(ref);
  await lock.acquire({
    holder: { commit: event.commit, runUrl: options.runUrl, requestId: context.awsRequestId },
    // The lease outlives this invocation by a margin: if the function dies, the next deploy can break it.
    leaseMs: context.getRemainingTimeInMillis() + 60_000,
    wait: { timeoutMs: deps.lockWaitMs ?? 60_000, pollMs: 1000 },
  });
  try {
    const { state: previous } = await store.read();
    const previousInventory = previous?.inventory ?? [];
    const running =
      (results: ObjectResult[], inventory: InventoryEntry[]) =>
      (current: DeployState | undefined): DeployState => ({
        pipeline: bundle.pipeline,
        environment: bundle.environment,
        commit: event.commit,
        bundleDigest: event.bundle.sha256,
        ...(options.runUrl ? { runUrl: options.runUrl } : {}),
        startedAt,
        status: 'running',
        inventory,
        results,
        ...(current?.artifacts ? { artifacts: current.artifacts } : {}),
        history: current?.history ?? [],
      });
    await store.update(running([], previousInventory));

    // Progress is written now and then, so a function that dies mid-apply leaves a true record.
    const progress: ObjectResult[] = [];
    const appliedSoFar: InventoryEntry[] = [];
    const hashes = new Map(bundle.objects.map((o) => [keyId(o.key), o.hash]));
    let lastWrite = Date.now();
    const outcome = await applyObjects(client, bundle.objects, {
      owner,
      force: options.force,
      retry: deps.retry,
      wait: options.wait !== false,
      waitTimeoutMs,
      onResult: async (r) => {
        progress.push(r);
        if (r.action !== 'failed') appliedSoFar.push({ key: r.key, hash: hashes.get(keyId(r.key)) ?? '' });
        if (Date.now() - lastWrite > (deps.progressEverySeconds ?? 5) * 1000) {
          lastWrite = Date.now();
          await store.update(running([...progress], mergeInventory(previousInventory, appliedSoFar)));
        }
      },
    });

    // Keys as applied (namespaces filled in), for every object of the bundle, failed ones included:
    // nothing the bundle still has is ever pruned.
    log('applied', {
      environment: bundle.environment,
      objects: outcome.results.length,
      ms: Date.now() - Date.parse(startedAt),
    });
    const current = outcome.results.map((r) => r.key);
    const pruned =
      options.prune === false
        ? []
        : await pruneRemoved(
            client,
            previousInventory.map((e) => e.key),
            current,
            { owner, retry: deps.retry },
          );
    const results = [...outcome.results, ...pruned];
    log('pruned', {
      environment: bundle.environment,
      pruned: pruned.length,
      ms: Date.now() - Date.parse(startedAt),
    });

    const artifacts = await publishArtifacts(deps, ref, bundle);
    const failed = results.some((r) => r.action === 'failed');
    // Deleted, or found not to be ours: no longer in the inventory. A failed prune stays, to retry.
    const dropped = new Set(
      pruned.filter((r) => r.action === 'deleted' || r.action === 'skipped').map((r) => keyId(r.key)),
    );
    const finalInventory = failed
      ? mergeInventory(previousInventory, outcome.applied).filter((e) => !dropped.has(keyId(e.key)))
      : outcome.applied;
    const finishedAt = new Date().toISOString();
    await store.update((current) => {
      const state: DeployState = {
        ...running(results, finalInventory)(current),
        status: failed ? 'failed' : 'succeeded',
        finishedAt,
        ...(artifacts.length > 0 ? { artifacts } : {}),
      };
      return { ...state, history: [historyEntryOf(state), ...(current?.history ?? [])] };
    });
    return finish(failed ? 'failed' : 'succeeded', results);
  } finally {
    await lock.release().catch(() => false);
  }
}

/** Previous inventory with this run's applied objects on top: what may now exist in the cluster. */
function mergeInventory(
  previous: readonly InventoryEntry[],
  applied: readonly InventoryEntry[],
): InventoryEntry[] {
  const byId = new Map(previous.map((e) => [keyId(e.key), e]));
  for (const e of applied) byId.set(keyId(e.key), e);
  return [...byId.values()];
}

async function publishArtifacts(
  deps: HandlerDeps,
  ref: { pipeline: string; environment: string },
  bundle: Bundle,
) {
  if (bundle.artifacts.length === 0) return [];
  const store = new ArtifactStore({ s3: deps.s3, bucket: deps.config.stateBucket, ...ref });
  const records: ArtifactRecord[] = [];
  for (const a of bundle.artifacts) {
    const record = await store.publish({
      source: a.source,
      name: a.name,
      content: a.content,
      mediaType: a.mediaType,
      revision: a.revision ?? `sha256:${sha256Hex(a.content)}`,
      keep: a.history ?? 10,
    });
    records.push({ ...record, status: syncStatus(record) });
  }
  return records;
}

/** JaaS's status for a published revision: Ready=True with reason Synced, history newest first. */
function syncStatus(record: ArtifactRecord): SyncStatus {
  const now = new Date().toISOString();
  return {
    revision: record.revision,
    artifactURL: record.url,
    lastSyncTime: record.lastModified,
    history: record.history.map((h) => ({ revision: h.revision, time: h.lastModified })),
    conditions: [
      {
        type: 'Ready',
        status: 'True',
        reason: 'Synced',
        message: `published ${record.revision}`,
        lastTransitionTime: now,
      },
    ],
  };
}

let defaultHandler: DeployHandler | undefined;

/** Real dependencies, made once per container: config, clients and caches live as long as it does. */
export function defaultDeps(env: NodeJS.ProcessEnv = process.env): HandlerDeps {
  const config = readLambdaConfig(env);
  return {
    config,
    s3: new S3Client({ forcePathStyle: Boolean(env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL) }),
    verifier: createVerifier(config),
    credentials: createCredentialSource(),
    kube: createKubeClient,
  };
}

export const handler: DeployHandler = (event, context) => {
  defaultHandler ??= createHandler(defaultDeps());
  return defaultHandler(event, context);
};
