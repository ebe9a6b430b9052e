import type { ObjectKey } from '../types';
import type { ObjectResult } from './deploy';

export type DeployStatus = 'running' | 'succeeded' | 'failed';

/** One applied object: its identity and the sha256 (hex) of its canonical JSON, as in the bundle. */
export interface InventoryEntry {
  key: ObjectKey;
  hash: string;
  /** It existed before rigging first applied it (made by kubectl, say): not pruned unless pruneAdopted. */
  adopted?: true;
}

/** One past deploy, as kept in `history` (newest first). */
export interface HistoryEntry {
  commit: string | null;
  bundleDigest: string;
  status: DeployStatus;
  startedAt: string;
  finishedAt?: string;
  /** Objects created, configured or found unchanged. */
  applied: number;
  failed: number;
  /** Objects deleted because the bundle no longer has them. */
  pruned: number;
  runUrl?: string;
  runId?: string;
}

/** One revision of a published artifact. */
export interface ArtifactRevision {
  revision: string;
  /** `s3://<bucket>/<key>` */
  url: string;
  /** When this revision was last published (ISO 8601). */
  lastModified: string;
}

/** A published artifact: its current revision and the revisions kept in storage, newest first. */
export interface ArtifactRecord extends ArtifactRevision {
  source: string;
  name: string;
  mediaType: string;
  history: ArtifactRevision[];
  /** The artifact's status in JaaS's SyncStatus shape, as a JsonnetSnippet would report it. */
  status?: SyncStatus;
}

/** JaaS's SyncStatus: the last good revision and URL, the kept history, and a Ready condition. */
export interface SyncStatus {
  revision: string;
  artifactURL: string;
  lastSyncTime: string;
  history: { revision: string; time: string }[];
  conditions: {
    type: 'Ready';
    status: 'True' | 'False';
    reason: string;
    message: string;
    lastTransitionTime: string;
  }[];
}

/**
 * `state/<pipeline>/<environment>/state.json` (stateKey): written by the Lambda, compare-and-swap;
 * read by the next deploy (inventory for prune) and by the action following a long deploy.
 */
export interface DeployState {
  pipeline: string;
  environment: string;
  commit: string | null;
  bundleDigest: string;
  runUrl?: string;
  /** The caller's id for this invocation (DeployEvent.runId): how a poller knows its own run. */
  runId?: string;
  startedAt: string;
  finishedAt?: string;
  status: DeployStatus;
  /** Why a deploy failed when no object result says it (an internal error, with its request id). */
  message?: string;
  /** What the deploy chose not to do, and why (e.g. prune skipped). */
  warnings?: string[];
  /** What is applied, in apply order; prune compares the next bundle against it. */
  inventory: InventoryEntry[];
  results: ObjectResult[];
  artifacts?: ArtifactRecord[];
  /** Newest first, at most the store's history limit. */
  history: HistoryEntry[];
}

/** A deploy that has finished (either way); a poller waits while the state says running. */
export function isFinished(state: Pick<DeployState, 'status' | 'finishedAt'>): boolean {
  return state.status !== 'running' && Boolean(state.finishedAt);
}
