import { createHash } from 'node:crypto';
import { isObj, type Obj, objAt, strAt } from './types';

/** How a workload's rollout goes: at once, after a delay, never (stuck), or failed. */
export type RolloutMode = 'immediate' | 'never' | 'fail' | { delayMs: number };

export type Phase = 'progressing' | 'complete' | 'failed';

/** A pod-template-hash-like suffix, in the alphabet rand.SafeEncodeString uses. */
export function templateHash(value: unknown): string {
  const alphabet = 'bcdfghjklmnpqrstvwxz2456789';
  const digest = createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest();
  return [...digest.subarray(0, 10)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Zero counters are omitted, as the real status structs' omitempty does. */
function counters(values: Record<string, number>): Obj {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== 0));
}

function condition(type: string, status: string, reason: string, message: string, now: string): Obj {
  return { type, status, lastUpdateTime: now, lastTransitionTime: now, reason, message };
}

function replicas(object: Obj): number {
  const n = objAt(object, 'spec')?.replicas;
  return typeof n === 'number' ? n : 1;
}

function wasAvailable(object: Obj): boolean {
  const conditions = objAt(object, 'status')?.conditions;
  return (
    Array.isArray(conditions) &&
    conditions.some((c) => isObj(c) && c.type === 'Available' && c.status === 'True')
  );
}

function deploymentStatus(object: Obj, phase: Phase, now: string): Obj {
  const n = replicas(object);
  const generation = objAt(object, 'metadata')?.generation;
  const rs = `${strAt(object, 'metadata', 'name')}-${templateHash(objAt(object, 'spec', 'template'))}`;
  if (phase === 'complete') {
    return {
      observedGeneration: generation,
      ...counters({ replicas: n, updatedReplicas: n, readyReplicas: n, availableReplicas: n }),
      conditions: [
        condition(
          'Available',
          'True',
          'MinimumReplicasAvailable',
          'Deployment has minimum availability.',
          now,
        ),
        condition(
          'Progressing',
          'True',
          'NewReplicaSetAvailable',
          `ReplicaSet "${rs}" has successfully progressed.`,
          now,
        ),
      ],
    };
  }
  // An update of a deployment that was available keeps the old pods serving while it rolls.
  const available = wasAvailable(object);
  const progressing =
    phase === 'failed'
      ? condition(
          'Progressing',
          'False',
          'ProgressDeadlineExceeded',
          `ReplicaSet "${rs}" has timed out progressing.`,
          now,
        )
      : condition('Progressing', 'True', 'ReplicaSetUpdated', `ReplicaSet "${rs}" is progressing.`, now);
  return {
    observedGeneration: generation,
    ...counters({
      replicas: n,
      updatedReplicas: 0,
      readyReplicas: available ? n : 0,
      availableReplicas: available ? n : 0,
      unavailableReplicas: available ? 0 : n,
    }),
    conditions: [
      available
        ? condition(
            'Available',
            'True',
            'MinimumReplicasAvailable',
            'Deployment has minimum availability.',
            now,
          )
        : condition(
            'Available',
            'False',
            'MinimumReplicasUnavailable',
            'Deployment does not have minimum availability.',
            now,
          ),
      progressing,
    ],
  };
}

function statefulSetStatus(object: Obj, phase: Phase): Obj {
  const n = replicas(object);
  const name = strAt(object, 'metadata', 'name');
  const update = `${name}-${templateHash(objAt(object, 'spec', 'template'))}`;
  const current = strAt(object, 'status', 'currentRevision') ?? update;
  const done = phase === 'complete';
  return {
    observedGeneration: objAt(object, 'metadata')?.generation,
    ...counters({
      replicas: n,
      readyReplicas: done ? n : 0,
      currentReplicas: done ? n : current === update ? 0 : n,
      updatedReplicas: done ? n : 0,
      availableReplicas: done ? n : 0,
    }),
    currentRevision: done ? update : current,
    updateRevision: update,
    collisionCount: 0,
  };
}

function daemonSetStatus(object: Obj, phase: Phase, nodes: number): Obj {
  const done = phase === 'complete';
  return {
    observedGeneration: objAt(object, 'metadata')?.generation,
    currentNumberScheduled: nodes,
    desiredNumberScheduled: nodes,
    numberMisscheduled: 0,
    numberReady: done ? nodes : 0,
    ...counters({
      numberAvailable: done ? nodes : 0,
      updatedNumberScheduled: done ? nodes : 0,
      numberUnavailable: done ? 0 : nodes,
    }),
  };
}

function jobStatus(object: Obj, phase: Phase, now: string): Obj {
  const start = strAt(object, 'status', 'startTime') ?? now;
  const jobCondition = (type: string, reason: string, message: string): Obj => ({
    type,
    status: 'True',
    lastProbeTime: now,
    lastTransitionTime: now,
    reason,
    message,
  });
  if (phase === 'complete') {
    const completions = objAt(object, 'spec')?.completions;
    return {
      startTime: start,
      completionTime: now,
      succeeded: typeof completions === 'number' ? completions : 1,
      ready: 0,
      terminating: 0,
      uncountedTerminatedPods: {},
      conditions: [
        jobCondition('SuccessCriteriaMet', 'CompletionsReached', 'Reached expected number of succeeded pods'),
        jobCondition('Complete', 'CompletionsReached', 'Reached expected number of succeeded pods'),
      ],
    };
  }
  if (phase === 'failed') {
    return {
      startTime: start,
      failed: 1,
      ready: 0,
      terminating: 0,
      uncountedTerminatedPods: {},
      conditions: [
        jobCondition('FailureTarget', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
        jobCondition('Failed', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
      ],
    };
  }
  const parallelism = objAt(object, 'spec')?.parallelism;
  return {
    startTime: start,
    active: typeof parallelism === 'number' ? parallelism : 1,
    ready: 0,
    terminating: 0,
  };
}

export const ROLLOUT_KINDS = ['apps/Deployment', 'apps/StatefulSet', 'apps/DaemonSet', 'batch/Job'];

/** The status a workload controller would write for the given phase of its rollout. */
export function rolloutStatus(groupKind: string, object: Obj, phase: Phase, now: string, nodes: number): Obj {
  switch (groupKind) {
    case 'apps/Deployment':
      return deploymentStatus(object, phase, now);
    case 'apps/StatefulSet':
      return statefulSetStatus(object, phase);
    case 'apps/DaemonSet':
      return daemonSetStatus(object, phase, nodes);
    default:
      return jobStatus(object, phase, now);
  }
}
