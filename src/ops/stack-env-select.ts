// Apart from stack-env.ts's redactor (and node:crypto behind it): the CLI reads --stack-env
// before it knows the command, and `rigging --version` should load no more than that.

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
