import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { type Bundle, BundleError, decodeBundle, MAX_BUNDLE_JSON_BYTES } from '../src/model/bundle';
import { type DeployEvent, type DeployResult, emptyCounts } from '../src/model/deploy';
import {
  authorize,
  CallerRefused,
  type CredentialSource,
  createCredentialSource,
  createVerifier,
  type Verifier,
} from './auth';
import { type LambdaConfig, readLambdaConfig } from './config';
import { EventError, echoOf, parseEvent } from './event';
import { createKubeClient, type KubeClient, KubeError } from './kube/client';
import { ScopeUnresolved } from './kube/desired';
import type { RetryOptions } from './kube/retry';
import { log } from './log';
import { internalErrorMessage, run } from './run';
import { LockHeldError, StateCorruptError } from './state';

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
    const requestId = context.awsRequestId;
    // Echoes only what parsed as the right type: the event may be null, a string, anything.
    const base = (
      event: ReturnType<typeof echoOf>,
      status: DeployResult['status'],
      message?: string,
    ): DeployResult => ({
      environment: event.environment ?? '',
      action: event.action ?? 'apply',
      status,
      commit: event.commit ?? null,
      bundleDigest: event.bundle?.sha256 ?? '',
      ...(event.runId ? { runId: event.runId } : {}),
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
      const message = err instanceof EventError ? err.message : 'the event could not be read';
      log('refused', { requestId, reason: message });
      return base(echoOf(raw), 'refused', message);
    }
    try {
      const bundle = await trustedBundle(deps, event);
      const client = deps.kube(await kubeconfigFor(deps, bundle));
      const result = await run(deps, event, bundle, client, context);
      log('done', {
        requestId,
        environment: event.environment,
        action: event.action,
        status: result.status,
        counts: result.counts,
      });
      return result;
    } catch (err) {
      if (err instanceof Refused || err instanceof CallerRefused || err instanceof BundleError) {
        log('refused', { requestId, environment: event.environment, reason: err.message });
        return base(event, 'refused', err.message);
      }
      // Failures whose message is meant for the caller: a busy lock, a corrupt state, the cluster's answer.
      if (err instanceof LockHeldError || err instanceof StateCorruptError)
        return base(event, 'failed', err.message);
      if (err instanceof KubeError || err instanceof ScopeUnresolved)
        return base(event, 'failed', `the cluster failed: ${err.message}`);
      // Anything else may carry role ARNs, secret names or a stack: those go to the log only.
      log('error', {
        requestId,
        environment: event.environment,
        action: event.action,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        stack: err instanceof Error ? err.stack : undefined,
      });
      return base(event, 'failed', internalErrorMessage(requestId));
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
    // Compressed, a bundle is far smaller than its unpacked limit; a larger download is no bundle.
    if ((out.ContentLength ?? 0) > MAX_BUNDLE_JSON_BYTES) {
      out.Body?.transformToWebStream().cancel();
      throw new Refused(
        `the bundle object is larger than ${MAX_BUNDLE_JSON_BYTES / 1024 / 1024} MiB (MAX_BUNDLE_JSON_BYTES): refusing it`,
      );
    }
    bytes = (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (err) {
    if (err instanceof Refused) throw err;
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
