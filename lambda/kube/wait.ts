import type { KubeObject, ObjectKey } from '../../src/model/types';
import type { KubeClient } from './client';
import { type RetryOptions, withRetry } from './retry';

export interface WaitOptions {
  timeoutMs: number;
  pollMs?: number;
  retry: RetryOptions;
}

type Readiness = { ready: true } | { ready: false; why: string; failed?: boolean };

interface Condition {
  type?: string;
  status?: string;
  reason?: string;
  message?: string;
}

function condition(obj: KubeObject, type: string): Condition | undefined {
  const status = obj.status as { conditions?: Condition[] } | undefined;
  return status?.conditions?.find((c) => c.type === type);
}

/** kubectl rollout status, in short, plus CRDs established and Namespaces active. */
const NOT_OBSERVED: Readiness = { ready: false, why: 'the controller has not seen the new generation' };

/** The status counts that show a StatefulSet's or a DaemonSet's rollout, as kubectl reads them. */
const SET_COUNTS = {
  StatefulSet: {
    done: 'readyReplicas',
    updated: 'updatedReplicas',
    want: 'spec.replicas',
    what: 'replicas ready',
  },
  DaemonSet: {
    done: 'numberAvailable',
    updated: 'updatedNumberScheduled',
    want: 'desiredNumberScheduled',
    what: 'pods available',
  },
} as const;

/** Rolled out when `done` (ready or available) and `updated` both reach `want`. */
function rolledOut(done: number, updated: number, want: number, what: string): Readiness {
  return done >= want && updated >= want
    ? { ready: true }
    : { ready: false, why: `${done} of ${want} ${what}` };
}

export function readiness(obj: KubeObject): Readiness {
  const status = (obj.status ?? {}) as Record<string, number | string | undefined>;
  const generation = obj.metadata.generation as number | undefined;
  const spec = (obj.spec ?? {}) as { replicas?: number };
  const observed = status.observedGeneration as number | undefined;
  const stale = generation !== undefined && (observed === undefined || observed < generation);
  switch (obj.kind) {
    case 'CustomResourceDefinition':
      return condition(obj, 'Established')?.status === 'True'
        ? { ready: true }
        : { ready: false, why: 'not established yet' };
    case 'Namespace':
      return (status.phase ?? 'Active') === 'Active'
        ? { ready: true }
        : { ready: false, why: `phase ${status.phase}` };
    case 'Deployment': {
      if (stale) return NOT_OBSERVED;
      const progressing = condition(obj, 'Progressing');
      if (progressing?.reason === 'ProgressDeadlineExceeded')
        return {
          ready: false,
          failed: true,
          why: `progress deadline exceeded: ${progressing.message ?? ''}`,
        };
      const want = spec.replicas ?? 1;
      const updated = Number(status.updatedReplicas ?? 0);
      const available = Number(status.availableReplicas ?? 0);
      const total = Number(status.replicas ?? 0);
      if (updated < want) return { ready: false, why: `${updated} of ${want} replicas updated` };
      if (total > updated)
        return { ready: false, why: `${total - updated} old replicas pending termination` };
      if (available < updated)
        return { ready: false, why: `${available} of ${updated} updated replicas available` };
      return { ready: true };
    }
    case 'StatefulSet':
    case 'DaemonSet': {
      if (stale) return NOT_OBSERVED;
      const counts = SET_COUNTS[obj.kind];
      const want = counts.want === 'spec.replicas' ? (spec.replicas ?? 1) : Number(status[counts.want] ?? 0);
      return rolledOut(
        Number(status[counts.done] ?? 0),
        Number(status[counts.updated] ?? 0),
        want,
        counts.what,
      );
    }
    case 'Job': {
      if (condition(obj, 'Failed')?.status === 'True')
        return { ready: false, failed: true, why: `job failed: ${condition(obj, 'Failed')?.message ?? ''}` };
      return condition(obj, 'Complete')?.status === 'True'
        ? { ready: true }
        : { ready: false, why: 'not complete yet' };
    }
    default:
      return { ready: true };
  }
}

/** Polls an object until it is ready, fails, or the timeout runs out. */
export async function waitFor(
  client: KubeClient,
  key: ObjectKey,
  opts: WaitOptions,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const deadline = Date.now() + opts.timeoutMs;
  const pollMs = opts.pollMs ?? 1000;
  let why = 'not found';
  for (;;) {
    const live = await withRetry(() => client.read(key), opts.retry).catch(() => undefined);
    if (live) {
      const r = readiness(live);
      if (r.ready) return { ok: true };
      why = r.why;
      if (r.failed) return { ok: false, message: `rollout failed: ${why}` };
    }
    if (Date.now() >= deadline)
      return {
        ok: false,
        message: `did not become ready within ${Math.round(opts.timeoutMs / 1000)} s: ${why}`,
      };
    await new Promise((r) => setTimeout(r, Math.min(pollMs, Math.max(0, deadline - Date.now()))));
  }
}
