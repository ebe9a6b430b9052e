import type { DeployEvent } from '../src/model/deploy';

const ACTIONS = ['apply', 'plan', 'drift'] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Checks the event's shape; its content is trusted only after the token and the digest are verified. */
export function parseEvent(raw: unknown): DeployEvent {
  if (!isRecord(raw)) throw new Error('the event is not a JSON object');
  const { action, environment, bundle, commit, idToken, options } = raw;
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    throw new Error(`event.action must be one of ${ACTIONS.join(', ')}`);
  }
  if (typeof environment !== 'string' || environment === '')
    throw new Error('event.environment must be a name');
  if (
    !isRecord(bundle) ||
    typeof bundle.bucket !== 'string' ||
    typeof bundle.key !== 'string' ||
    typeof bundle.sha256 !== 'string'
  ) {
    throw new Error('event.bundle must be { bucket, key, sha256 }');
  }
  if (typeof idToken !== 'string' || idToken === '') throw new Error('event.idToken is missing');
  if (commit !== null && commit !== undefined && typeof commit !== 'string')
    throw new Error('event.commit must be a string');
  if (options !== undefined && !isRecord(options)) throw new Error('event.options must be an object');
  return {
    action: action as DeployEvent['action'],
    environment,
    bundle: { bucket: bundle.bucket, key: bundle.key, sha256: bundle.sha256 },
    commit: (commit as string | undefined) ?? null,
    idToken,
    ...(options ? { options: options as DeployEvent['options'] } : {}),
  };
}
