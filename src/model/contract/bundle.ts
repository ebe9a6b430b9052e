import { gunzipSync, gzipSync } from 'node:zlib';
import { canonicalJson, sha256Hex } from '../hash';
import { keyId, objectKey } from '../key';
import type { Artifact, IgnoreRule, KubeObject, ObjectKey, RenderedObject } from '../types';
import { bundleProblems } from './bundle-schema';

/** One object of a bundle: where it came from, its identity and the hash of its content. */
export interface BundleObject {
  source: string;
  component: string;
  key: ObjectKey;
  /** sha256 (hex) of the object's canonical JSON, as recorded in the deploy inventory. */
  hash: string;
  /** Where a namespaced object that names no namespace goes (qbec's defaultNamespace). */
  defaultNamespace?: string;
  object: KubeObject;
}

/** What the action hands the Lambda for one environment: objects in apply order, and artifacts. */
export interface Bundle {
  apiVersion: 'rigging.dev/v1alpha1';
  kind: 'Bundle';
  pipeline: string;
  environment: string;
  target?: string;
  commit: string | null;
  objects: BundleObject[];
  artifacts: Artifact[];
  /** rigging.yaml's spec.diff.ignore, so drift checks ignore what pull-request diffs ignore. */
  ignore?: IgnoreRule[];
}

export class BundleError extends Error {
  override name = 'BundleError';
}

export function objectHash(object: KubeObject): string {
  return sha256Hex(canonicalJson(object));
}

export interface BundleInput {
  pipeline: string;
  environment: string;
  /** rigging.yaml's target for the environment: the Lambda's RIGGING_TARGETS key for the cluster. */
  target?: string;
  commit: string | null;
  objects: readonly RenderedObject[];
  artifacts?: readonly Artifact[];
  ignore?: readonly IgnoreRule[];
}

export function makeBundle(input: BundleInput): Bundle {
  return {
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Bundle',
    pipeline: input.pipeline,
    environment: input.environment,
    ...(input.target ? { target: input.target } : {}),
    commit: input.commit,
    objects: input.objects.map((o) => ({
      source: o.source,
      component: o.component,
      key: objectKey(o.object),
      hash: objectHash(o.object),
      ...(o.defaultNamespace ? { defaultNamespace: o.defaultNamespace } : {}),
      object: o.object,
    })),
    // Only the contract's fields: the Lambda refuses a bundle with keys BUNDLE_SCHEMA does not know.
    artifacts: (input.artifacts ?? []).map((a) => ({
      source: a.source,
      name: a.name,
      mediaType: a.mediaType,
      content: a.content,
      ...(a.revision !== undefined ? { revision: a.revision } : {}),
      ...(a.history !== undefined ? { history: a.history } : {}),
    })),
    ...(input.ignore && input.ignore.length > 0 ? { ignore: [...input.ignore] } : {}),
  };
}

export interface EncodedBundle {
  /** gzip of the canonical JSON. */
  bytes: Buffer;
  /** sha256 (hex) of the canonical JSON: the bundle's name, checked again by the Lambda. */
  sha256: string;
}

export function encodeBundle(bundle: Bundle): EncodedBundle {
  const json = canonicalJson(bundle);
  return { bytes: gzipSync(json, { level: 9 }), sha256: sha256Hex(json) };
}

/**
 * The most a bundle may unpack to. Far above any real pipeline (a thousand objects are a few MiB),
 * and low enough that a gzip bomb cannot exhaust the Lambda's memory.
 */
export const MAX_BUNDLE_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Reads a fetched bundle and refuses it unless it unpacks within MAX_BUNDLE_JSON_BYTES, has exactly
 * the expected digest and the bundle's whole shape (BUNDLE_SCHEMA), and each object's key is its own.
 */
export function decodeBundle(bytes: Uint8Array, expectedSha256: string): Bundle {
  let json: string;
  try {
    json = gunzipSync(bytes, { maxOutputLength: MAX_BUNDLE_JSON_BYTES }).toString('utf8');
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new BundleError(
        `the bundle unpacks to more than ${MAX_BUNDLE_JSON_BYTES / 1024 / 1024} MiB (MAX_BUNDLE_JSON_BYTES): refusing it`,
      );
    }
    throw new BundleError('the bundle is not gzip data');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new BundleError('the bundle is not JSON');
  }
  const actual = sha256Hex(canonicalJson(parsed));
  if (actual !== expectedSha256) {
    throw new BundleError(
      `the bundle's sha256 is ${actual}, not the expected ${expectedSha256}: refusing it`,
    );
  }
  const problems = bundleProblems(parsed);
  if (problems.length > 0) throw new BundleError(`the bundle is malformed:\n${problems.join('\n')}`);
  const bundle = parsed as Bundle;
  // The Lambda keys results, inventory and prune by these keys: they must be the objects' own.
  bundle.objects.forEach((o, i) => {
    const own = objectKey(o.object);
    if (keyId(o.key) !== keyId(own) || o.key.version !== own.version) {
      throw new BundleError(
        `the bundle is malformed:\nbundle.objects[${i}].key: names ${keyId(o.key)}, but the object is ${keyId(own)}`,
      );
    }
  });
  return bundle;
}
