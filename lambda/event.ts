import type { DeployEvent } from '../src/model/contract';
import { eventProblems } from '../src/model/contract/event-schema';

/** A refused event: its shape is wrong. The message lists what, never the event's values. */
export class EventError extends Error {
  override name = 'EventError';
}

/** Checks the event's shape; its content is trusted only after the token and the digest are verified. */
export function parseEvent(raw: unknown): DeployEvent {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new EventError('the event is not a JSON object');
  const problems = eventProblems(raw);
  if (problems.length > 0) throw new EventError(`the event is malformed:\n${problems.join('\n')}`);
  const { action, environment, bundle, commit, idToken, runId, options } = raw as DeployEvent;
  return {
    action,
    environment,
    bundle: { bucket: bundle.bucket, key: bundle.key, sha256: bundle.sha256 },
    commit: commit ?? null,
    idToken,
    ...(runId !== undefined ? { runId } : {}),
    ...(options ? { options } : {}),
  };
}

/** What can be echoed back from an event that may be anything at all (null, a string, a wrong shape). */
export function echoOf(raw: unknown): Partial<
  Pick<DeployEvent, 'action' | 'environment' | 'commit' | 'runId'>
> & {
  bundle?: { sha256: string };
} {
  if (raw === null || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 256 ? v : undefined);
  const action = ['apply', 'plan', 'drift'].includes(r.action as string)
    ? (r.action as DeployEvent['action'])
    : undefined;
  const bundle = r.bundle as Record<string, unknown> | null | undefined;
  const sha256 = typeof bundle === 'object' && bundle !== null ? str(bundle.sha256) : undefined;
  return {
    ...(action ? { action } : {}),
    ...(str(r.environment) ? { environment: str(r.environment) } : {}),
    ...(str(r.commit) ? { commit: str(r.commit) } : {}),
    ...(str(r.runId) ? { runId: str(r.runId) } : {}),
    ...(sha256 ? { bundle: { sha256 } } : {}),
  };
}
