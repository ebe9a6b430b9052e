import { GetObjectCommand } from '@aws-sdk/client-s3';
import {
  type Bundle,
  type DeployEvent,
  decodeBundle,
  isNotFound,
  MAX_BUNDLE_JSON_BYTES,
} from '../src/model/contract';
import { authorize } from './auth';
import type { HandlerDeps } from './deps';
import { log } from './log';

/** A refusal: the caller or the bundle is not trusted. Nothing is applied. */
export class Refused extends Error {
  override name = 'Refused';
}

/**
 * The event's bundle, once the caller's token verifies, the bundle is fetched from the state
 * bucket with the digest the event names, and the configuration lets this caller deploy it.
 */
export async function trustedBundle(deps: HandlerDeps, event: DeployEvent): Promise<Bundle> {
  const caller = await deps.verifier.verify(event.idToken);
  log('caller', {
    repository: caller.repository,
    ref: caller.ref,
    workflow: caller.workflow,
    environment: event.environment,
  });
  const bundle = decodeBundle(await fetchBundle(deps, event), event.bundle.sha256);
  // The pipeline, environment and commit are the bundle's; whether this caller may deploy them, and
  // where, is the configuration's.
  const { action, environment, commit } = event;
  const granted = authorize(deps.config, caller, { action, environment, commit, bundle });
  log('authorized', { pipeline: granted.pipeline, environment: granted.environment, target: granted.target });
  return bundle;
}

async function fetchBundle(deps: HandlerDeps, event: DeployEvent): Promise<Uint8Array> {
  if (event.bundle.bucket !== deps.config.stateBucket) {
    throw new Refused(
      `bundles are only read from the state bucket ${deps.config.stateBucket}, not ${event.bundle.bucket}`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(event.bundle.sha256))
    throw new Refused('bundle.sha256 is not a sha256 hex digest');
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
    return (await out.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (err) {
    if (err instanceof Refused) throw err;
    if (isNotFound(err)) throw new Refused(`no bundle at s3://${event.bundle.bucket}/${event.bundle.key}`);
    throw err;
  }
}

/** The cluster the configuration binds to the bundle's (authorized) environment; never the bundle's choice. */
export async function kubeconfigFor(deps: HandlerDeps, bundle: Bundle): Promise<string> {
  const name = deps.config.pipelines.get(bundle.pipeline)?.environments.get(bundle.environment)?.target;
  const target = name === undefined ? undefined : deps.config.targets.get(name);
  if (name === undefined || !target) {
    throw new Refused(
      `pipeline ${bundle.pipeline} environment ${bundle.environment} has no target in RIGGING_CONFIG`,
    );
  }
  return deps.credentials.kubeconfigFor(name, target);
}
