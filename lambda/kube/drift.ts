import { createTwoFilesPatch } from 'diff';
import type { IgnoreRule } from '../../src/config/types';
import { applyIgnoreRules } from '../../src/diff/ignore';
import type { Redactor } from '../../src/diff/redact';
import { toStableYaml } from '../../src/diff/yaml';
import type { BundleObject, DriftEntry } from '../../src/model/contract';
import { displayKey, keyId, objectKey } from '../../src/model/key';
import type { KubeObject, ObjectKey } from '../../src/model/types';
import type { KubeClient } from './client';
import { desiredObject } from './desired';
import type { Owner } from './ownership';
import { DEFAULT_RETRY, type RetryOptions, withRetry } from './retry';

/** Fields the server owns; they differ between any two reads and are never drift. */
function serverFieldsRemoved(obj: KubeObject): KubeObject {
  const { status: _status, ...rest } = obj;
  const { managedFields, resourceVersion, uid, generation, creationTimestamp, selfLink, ...metadata } =
    obj.metadata as Record<string, unknown>;
  void managedFields;
  void resourceVersion;
  void uid;
  void generation;
  void creationTimestamp;
  void selfLink;
  return { ...rest, metadata: metadata as KubeObject['metadata'] } as KubeObject;
}

export interface DriftOptions {
  owner: Owner;
  ignore: readonly IgnoreRule[];
  redactor: Redactor;
  retry?: RetryOptions;
}

/**
 * Compares each object with the live cluster through a server-side dry-run apply (what applying
 * now would change), ignoring server-managed fields and the pipeline's ignore rules; objects of the
 * last deploy's inventory that are gone from the cluster count as drift too.
 */
export async function detectDrift(
  client: KubeClient,
  objects: readonly BundleObject[],
  inventory: readonly ObjectKey[],
  opts: DriftOptions,
): Promise<DriftEntry[]> {
  const retry = opts.retry ?? DEFAULT_RETRY;
  const drift: DriftEntry[] = [];
  const checked = new Set<string>();
  // Every Secret of the bundle first, so a ConfigMap copying one is redacted even when it comes first.
  for (const o of objects) opts.redactor.learn(o.object);
  const clean = (o: KubeObject) =>
    opts.redactor.redactObject(applyIgnoreRules(serverFieldsRemoved(o), opts.ignore));
  for (const o of objects) {
    const desired = await desiredObject(client, o, opts.owner, retry);
    const key = objectKey(desired);
    checked.add(keyId(key));
    const live = await withRetry(() => client.read(key), retry);
    if (!live) {
      drift.push({ key, kind: 'missing' });
      continue;
    }
    const wouldBe = await withRetry(() => client.apply(desired, { dryRun: true, force: true }), retry);
    const before = toStableYaml(clean(live));
    const after = toStableYaml(clean(wouldBe));
    if (before !== after) {
      const name = displayKey(key);
      const patch = createTwoFilesPatch(`live/${name}`, `desired/${name}`, before, after, '', '', {
        context: 3,
      });
      drift.push({ key, kind: 'changed', diff: patch.split('\n').slice(2).join('\n') });
    }
  }
  for (const key of inventory) {
    if (checked.has(keyId(key))) continue;
    // Deployed before, no longer in the bundle: prune's business, unless it vanished on its own.
    if (!(await withRetry(() => client.read(key), retry))) drift.push({ key, kind: 'missing' });
  }
  return drift;
}
