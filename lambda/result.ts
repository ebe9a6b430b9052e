import type { Context } from 'aws-lambda';
import { countsOf, type DeployResult, type ObjectResult } from '../src/model/contract';
import type { echoOf } from './event';

export type RunContext = Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>;

/** The message a caller gets for an unexpected error; the details are in the function's log only. */
export function internalErrorMessage(requestId: string): string {
  return `internal error (request id ${requestId}): see the function's log`;
}

/**
 * The answer to an invocation. It echoes only what parsed as the right type, since a refused event
 * may be null, a string, anything; the counts follow from the results.
 */
export function resultOf(
  event: ReturnType<typeof echoOf>,
  startedAt: string,
  status: DeployResult['status'],
  results: ObjectResult[] = [],
  extra: Pick<DeployResult, 'message' | 'warnings' | 'drift'> = {},
): DeployResult {
  return {
    environment: event.environment ?? '',
    action: event.action ?? 'apply',
    status,
    commit: event.commit ?? null,
    bundleDigest: event.bundle?.sha256 ?? '',
    ...(event.runId ? { runId: event.runId } : {}),
    ...extra,
    counts: countsOf(results),
    results,
    startedAt,
    finishedAt: new Date().toISOString(),
  };
}
