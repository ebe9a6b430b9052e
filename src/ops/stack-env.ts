import { createRedactor, type Redactor } from '../diff/redact';

/**
 * The variables a Hub stack's `fromEnv` may read: only those its runner named (the action's
 * `stack-env` input, the CLI's `--stack-env`), since a pull request's hub.yaml is hostile and
 * could name the runner's tokens. The CLI and the action both read their environment through here.
 */
export type StackEnv = Readonly<Record<string, string | undefined>>;

/** The first of `names` that cannot be a variable's name, if any. */
export function badStackEnvName(names: readonly string[]): string | undefined {
  return names.find((name) => name === '' || /[=\s]/.test(name));
}

/** The variables `names` picks from `env`, with their values; unset ones are left out. */
export function stackEnvironment(names: readonly string[], env: NodeJS.ProcessEnv): StackEnv {
  const out: Record<string, string | undefined> = {};
  for (const name of names) if (env[name] !== undefined) out[name] = env[name];
  return out;
}

/**
 * The redactor of one run, taught the stack-env values before anything is rendered: the runner
 * exposes them to Hub stacks, but a pull request's hub.yaml decides which parameter receives
 * them, so a credential could land in a plainly named parameter, an object or the plan.
 */
export function stackEnvRedactor(stackEnv: StackEnv = {}): Redactor {
  const redactor = createRedactor();
  const stringData: Record<string, string> = {};
  for (const [name, value] of Object.entries(stackEnv)) if (value) stringData[name] = value;
  redactor.learn({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'stack-env' }, stringData });
  return redactor;
}
