import type { Context } from 'aws-lambda';
import { BundleError, type DeployEvent, type DeployResult } from '../src/model/contract';
import { loadAction } from './actions';
import { CallerRefused } from './auth';
import type { HandlerDeps } from './deps';
import { EventError, echoOf, parseEvent } from './event';
import { KubeError, ScopeUnresolved } from './kube/errors';
import { log } from './log';
import { internalErrorMessage, resultOf } from './result';
import { LockHeldError, StateCorruptError } from './state';
import { kubeconfigFor, Refused, trustedBundle } from './trust';

export { defaultDeps, type HandlerDeps } from './deps';

export type DeployHandler = (
  event: unknown,
  context: Pick<Context, 'awsRequestId' | 'getRemainingTimeInMillis'>,
) => Promise<DeployResult>;

/**
 * The Lambda: verify the caller and trust the bundle, then hand it to the action (apply, plan or
 * drift) against the environment's cluster, with credentials that never leave AWS.
 */
export function createHandler(deps: HandlerDeps): DeployHandler {
  return async (raw, context) => {
    const startedAt = new Date().toISOString();
    const requestId = context.awsRequestId;
    let event: DeployEvent;
    try {
      event = parseEvent(raw);
    } catch (err) {
      const message = err instanceof EventError ? err.message : 'the event could not be read';
      log('refused', { requestId, reason: message });
      return resultOf(echoOf(raw), startedAt, 'refused', [], { message });
    }
    try {
      const bundle = await trustedBundle(deps, event);
      const client = await deps.kube(await kubeconfigFor(deps, bundle));
      const action = await loadAction(event.action);
      const result = await action({ deps, event, bundle, client, context, startedAt });
      log('done', {
        requestId,
        environment: event.environment,
        action: event.action,
        status: result.status,
        counts: result.counts,
      });
      return result;
    } catch (err) {
      const failed = (status: DeployResult['status'], message: string) =>
        resultOf(event, startedAt, status, [], { message });
      if (err instanceof Refused || err instanceof CallerRefused || err instanceof BundleError) {
        log('refused', { requestId, environment: event.environment, reason: err.message });
        return failed('refused', err.message);
      }
      // Failures whose message is meant for the caller: a busy lock, a corrupt state, the cluster's answer.
      if (err instanceof LockHeldError || err instanceof StateCorruptError)
        return failed('failed', err.message);
      if (err instanceof KubeError || err instanceof ScopeUnresolved)
        return failed('failed', `the cluster failed: ${err.message}`);
      // Anything else may carry role ARNs, secret names or a stack: those go to the log only.
      log('error', {
        requestId,
        environment: event.environment,
        action: event.action,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        stack: err instanceof Error ? err.stack : undefined,
      });
      return failed('failed', internalErrorMessage(requestId));
    }
  };
}
