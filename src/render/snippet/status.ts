/** JaaS's Ready reasons: wire-stable strings that runbooks key off. */
export type Reason =
  | 'Synced'
  | 'Suspended'
  | 'InvalidSpec'
  | 'LibraryNotFound'
  | 'CrossNamespaceRefRejected'
  | 'ExternalVariableConflict'
  | 'ServiceAccountMissing'
  | 'EvaluationFailed'
  | 'EvaluationTimeout'
  | 'SourceNotReady'
  | 'SourceFetchFailed'
  | 'SourceRefNotYetSupported'
  | 'DependencyCycle'
  | 'ArtifactTooLarge';

/** Where in the snippet's resource a problem is: a YAML path, for the diagnostic's position. */
export type SpecPath = (string | number)[];

/** A reconcile that stopped: the reason, JaaS's message and where the resource says what caused it. */
export class NotReady extends Error {
  constructor(
    readonly reason: Exclude<Reason, 'Synced'>,
    message: string,
    readonly at: SpecPath = [],
  ) {
    super(message);
  }
}

/**
 * The message as JaaS sets it on the condition: every failure but Suspended ends with its
 * runbook's address (decorateMessage in the reconciler).
 */
export function conditionMessage(reason: Reason, message: string): string {
  if (reason === 'Synced' || reason === 'Suspended') return message;
  return `${message} (runbook: https://jaas.projects.metio.wtf/runbooks/${reason.toLowerCase()}/)`;
}
