/**
 * Which engine implementations this process uses, chosen once at its entry point. Kept apart from
 * engines.ts, which loads the implementations: an entry point chooses before it knows whether the
 * command will render at all (`rigging --version` loads no engine).
 */

/**
 * How jsonnet runs: in this process, or in a worker process started by `command` whose
 * environment holds none of the caller's tokens (the action's choice).
 */
export type JsonnetChoice =
  | { kind: 'in-process' }
  | { kind: 'worker'; command: readonly [string, ...string[]] };

/** Which implementation of each engine a process uses; set once, at its entry point. */
export interface EngineChoice {
  jsonnet: JsonnetChoice;
  /**
   * Where std.trace lines go. `discard` in the action: a pull request's jsonnet could trace a
   * Secret into a public log (libjsonnet's worker then swallows its stderr for the same reason).
   */
  traces?: 'stderr' | 'discard';
}

let choice: EngineChoice = { jsonnet: { kind: 'in-process' } };

/**
 * Picks the engine implementations for this process, as Tanka picks its jsonnet implementation in
 * one spot. The action and the CLI's binary ask for the isolated worker (tests keep the default).
 */
export function chooseEngines(next: EngineChoice): void {
  choice = next;
}

/** The current choice; a new one is a new object, so engines made for an older one can be told apart. */
export function engineChoice(): EngineChoice {
  return choice;
}
