import type { ObjectKey } from './types';

/** The Lambda contract (DESIGN.md): what the action sends. The Lambda trusts none of it unverified. */
export interface DeployEvent {
  action: 'apply' | 'plan' | 'drift';
  environment: string;
  bundle: { bucket: string; key: string; sha256: string };
  commit: string | null;
  /** GitHub OIDC token of the workflow run; the Lambda verifies it against its own allow-list. */
  idToken: string;
  options?: DeployOptions;
}

export interface DeployOptions {
  prune?: boolean;
  wait?: boolean;
  /** Seconds to wait for rollouts. */
  waitTimeoutSeconds?: number;
  /** Server-side apply with force (take fields other managers own). */
  force?: boolean;
  runUrl?: string;
}

export type ObjectAction = 'created' | 'configured' | 'unchanged' | 'deleted' | 'failed' | 'skipped';

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
  message?: string;
  counts: Record<ObjectAction, number>;
  results: ObjectResult[];
  drift?: DriftEntry[];
  startedAt: string;
  finishedAt: string;
}

export function emptyCounts(): Record<ObjectAction, number> {
  return { created: 0, configured: 0, unchanged: 0, deleted: 0, failed: 0, skipped: 0 };
}
