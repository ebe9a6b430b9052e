import type { ArtifactRecord, SyncStatus } from '../../src/model/contract';
import { sha256Hex } from '../../src/model/hash';
import type { Artifact } from '../../src/model/types';
import type { ArtifactStore } from './artifacts';

/**
 * Publishes a bundle's artifacts, whatever source type made them: one path for all. An artifact
 * without a revision is named by the sha256 of its content; each keeps `history` revisions (10).
 * One that is not ready (a suspended snippet) is left as published before, as JaaS leaves it.
 */
export async function publishArtifacts(
  store: ArtifactStore,
  artifacts: readonly Artifact[],
): Promise<ArtifactRecord[]> {
  const records: ArtifactRecord[] = [];
  for (const a of artifacts) {
    if (a.status && !a.status.ready) continue;
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
