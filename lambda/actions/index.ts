import type { DeployEvent } from '../../src/model/contract';
import type { Action } from './run';

/**
 * Each action loads on its first use, and with it the Kubernetes code it drives: a refused
 * invocation never pays for the cluster client (cold start, bench/deploy.ts).
 */
const ACTIONS: Record<DeployEvent['action'], () => Promise<Action>> = {
  apply: async () => (await import('./apply')).apply,
  plan: async () => (await import('./plan')).plan,
  drift: async () => (await import('./drift')).drift,
};

export function loadAction(name: DeployEvent['action']): Promise<Action> {
  return ACTIONS[name]();
}
