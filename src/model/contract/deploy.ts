import type { ObjectKey } from '../types';

/** The Lambda contract (DESIGN.md): what the action sends. The Lambda trusts none of it unverified. */
export interface DeployEvent {
  action: 'apply' | 'plan' | 'drift';
  environment: string;
  bundle: { bucket: string; key: string; sha256: string };
  commit: string | null;
  /** GitHub OIDC token of the workflow run; the Lambda verifies it against its own allow-list. */
  idToken: string;
  /**
   * Made by the caller for each invocation and recorded in the state, so a caller that follows a
   * long deploy through the state object knows its own run from an earlier one of the same bundle.
   */
  runId?: string;
  options?: DeployOptions;
}

export interface DeployOptions {
  prune?: boolean;
  /** Prune objects rigging adopted (they existed before its first apply); off by default. */
  pruneAdopted?: boolean;
  /**
   * Let prune take the environment down to no objects (a bundle with none, after a deploy that had
   * some); refused otherwise, as Argo CD's syncPolicy.automated.allowEmpty. Off by default.
   */
  allowEmpty?: boolean;
  wait?: boolean;
  /** Seconds to wait for rollouts. */
  waitTimeoutSeconds?: number;
  /** Server-side apply with force (take fields other managers own). */
  force?: boolean;
  runUrl?: string;
}

/**
 * `skipped`: prune left it alone (gone already, not labelled as ours, or controller-owned);
 * `orphaned`: dropped from the bundle but left in the cluster because rigging adopted it.
 */
export type ObjectAction =
  | 'created'
  | 'configured'
  | 'unchanged'
  | 'deleted'
  | 'failed'
  | 'skipped'
  | 'orphaned';

export interface ObjectResult {
  key: ObjectKey;
  action: ObjectAction;
  /** The API server's message for a failure, or what a dry run would do. */
  message?: string;
}

export interface DriftEntry {
  key: ObjectKey;
  kind: 'changed' | 'missing' | 'extra';
  /** Unified diff of live vs desired, secrets redacted. */
  diff?: string;
}

export interface DeployResult {
  environment: string;
  action: DeployEvent['action'];
  status: 'succeeded' | 'failed' | 'refused';
  commit: string | null;
  bundleDigest: string;
  /** The event's runId, echoed. */
  runId?: string;
  message?: string;
  /** Things the deploy chose not to do, and why (e.g. prune skipped). */
  warnings?: string[];
  counts: Record<ObjectAction, number>;
  results: ObjectResult[];
  drift?: DriftEntry[];
  startedAt: string;
  finishedAt: string;
}

export function emptyCounts(): Record<ObjectAction, number> {
  return { created: 0, configured: 0, unchanged: 0, deleted: 0, failed: 0, skipped: 0, orphaned: 0 };
}

/** A result's counts: how many objects met each action. */
export function countsOf(results: readonly ObjectResult[]): DeployResult['counts'] {
  const counts = emptyCounts();
  for (const r of results) counts[r.action]++;
  return counts;
}
