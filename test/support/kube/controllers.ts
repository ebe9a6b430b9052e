import { ROLLOUT_KINDS, type RolloutMode, rolloutStatus } from './rollout';
import { isObj, type Obj, objAt, type ResourceType, strAt } from './types';

export interface RolloutMatch {
  /** Kind, e.g. `Deployment`; any when absent. */
  kind?: string;
  namespace?: string;
  /** Exact name, or a pattern. */
  name?: string | RegExp;
}

export interface ControllerHost {
  /**
   * Writes an object's status as a controller would (status subresource, manager Update). `next`
   * gets the stored object and returns the new status, or undefined to leave it alone.
   */
  writeStatus(
    t: ResourceType,
    namespace: string | undefined,
    name: string,
    manager: string,
    next: (object: Obj) => Obj | undefined,
  ): void;
  now(): string;
}

export interface ControllerOptions {
  rollout: RolloutMode;
  /** Milliseconds before a new CRD is Established; `never` keeps it installing. */
  crdEstablishDelayMs: number | 'never';
  /** Nodes a DaemonSet schedules onto. */
  nodes: number;
}

/** Simplified kube-controller-manager: workload rollouts and CRD establishment. */
export class Controllers {
  private readonly rules: Array<{ match: RolloutMatch; mode: RolloutMode }> = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly host: ControllerHost,
    private readonly options: ControllerOptions,
  ) {}

  /** Later rules win over earlier ones; with no match the server-wide default applies. */
  setRollout(mode: RolloutMode, match: RolloutMatch = {}): void {
    this.rules.push({ match, mode });
  }

  setCrdEstablishDelay(ms: number | 'never'): void {
    this.options.crdEstablishDelayMs = ms;
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private modeFor(kind: string, object: Obj): RolloutMode {
    const name = strAt(object, 'metadata', 'name') ?? '';
    const namespace = strAt(object, 'metadata', 'namespace');
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const rule = this.rules[i];
      if (!rule) continue;
      const { match } = rule;
      if (match.kind !== undefined && match.kind !== kind) continue;
      if (match.namespace !== undefined && match.namespace !== namespace) continue;
      if (typeof match.name === 'string' && match.name !== name) continue;
      if (match.name instanceof RegExp && !match.name.test(name)) continue;
      return rule.mode;
    }
    return this.options.rollout;
  }

  /** Called after every committed write of an object's spec or metadata. */
  onWrite(t: ResourceType, object: Obj): void {
    const groupKind = `${t.group}/${t.kind}`;
    if (ROLLOUT_KINDS.includes(groupKind)) this.rollout(t, groupKind, object);
    if (groupKind === 'apiextensions.k8s.io/CustomResourceDefinition') this.establish(t, object);
  }

  private rollout(t: ResourceType, groupKind: string, object: Obj): void {
    const name = strAt(object, 'metadata', 'name') ?? '';
    const namespace = strAt(object, 'metadata', 'namespace');
    const generation = objAt(object, 'metadata')?.generation;
    const status = objAt(object, 'status');
    // A Job runs once; other workloads roll out again on every new generation.
    if (
      groupKind === 'batch/Job' ? status?.startTime !== undefined : status?.observedGeneration === generation
    )
      return;
    const mode = this.modeFor(t.kind, object);
    const write = (phase: 'progressing' | 'complete' | 'failed') =>
      this.host.writeStatus(t, namespace, name, 'kube-controller-manager', (current) =>
        objAt(current, 'metadata')?.generation === generation
          ? rolloutStatus(groupKind, current, phase, this.host.now(), this.options.nodes)
          : undefined,
      );
    if (mode === 'immediate') write('complete');
    else if (mode === 'fail') write('failed');
    else {
      write('progressing');
      if (mode !== 'never') this.later(mode.delayMs, () => write('complete'));
    }
  }

  private establish(t: ResourceType, crd: Obj): void {
    const name = strAt(crd, 'metadata', 'name') ?? '';
    const conditions = objAt(crd, 'status')?.conditions;
    if (
      Array.isArray(conditions) &&
      conditions.some((c) => isObj(c) && c.type === 'Established' && c.status === 'True')
    ) {
      return;
    }
    const status =
      (established: boolean) =>
      (current: Obj): Obj => {
        const names = objAt(current, 'spec', 'names') ?? {};
        const versions = objAt(current, 'spec')?.versions;
        const storage = Array.isArray(versions)
          ? versions.find((v) => isObj(v) && v.storage === true)
          : undefined;
        const now = this.host.now();
        const kind = String(names.kind ?? '');
        return {
          acceptedNames: {
            plural: names.plural,
            singular: names.singular ?? kind.toLowerCase(),
            kind,
            listKind: names.listKind ?? `${kind}List`,
            ...(Array.isArray(names.shortNames) ? { shortNames: names.shortNames } : {}),
          },
          conditions: [
            {
              type: 'NamesAccepted',
              status: 'True',
              lastTransitionTime: now,
              reason: 'NoConflicts',
              message: 'no conflicts found',
            },
            established
              ? {
                  type: 'Established',
                  status: 'True',
                  lastTransitionTime: now,
                  reason: 'InitialNamesAccepted',
                  message: 'the initial names have been accepted',
                }
              : {
                  type: 'Established',
                  status: 'False',
                  lastTransitionTime: now,
                  reason: 'Installing',
                  message: 'the initial names have been accepted',
                },
          ],
          storedVersions: isObj(storage) ? [storage.name] : [],
        };
      };
    const delay = this.options.crdEstablishDelayMs;
    if (delay === 0) {
      this.host.writeStatus(t, undefined, name, 'kube-apiserver', status(true));
      return;
    }
    this.host.writeStatus(t, undefined, name, 'kube-apiserver', status(false));
    if (delay !== 'never')
      this.later(delay, () => this.host.writeStatus(t, undefined, name, 'kube-apiserver', status(true)));
  }
}
