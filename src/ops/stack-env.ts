import { createRedactor, type Redactor } from '../diff/redact';
import type { StackEnv } from './stack-env-select';

export { badStackEnvName, type StackEnv, stackEnvironment } from './stack-env-select';

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
