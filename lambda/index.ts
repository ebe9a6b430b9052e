// The deploy Lambda's entry; AWS calls `handler`. Requiring this file runs almost nothing: the
// handler, its configuration and AWS clients load on the first invocation, and the Kubernetes
// client only once a caller is trusted, so a cold start pays for what it uses (bench/deploy.ts).
import type { DeployHandler } from './handler';

let ready: DeployHandler | undefined;

export const handler: DeployHandler = async (event, context) => {
  if (!ready) {
    const { createHandler, defaultDeps } = await import('./handler');
    // A configuration error throws here, on every invocation until it is fixed, as before.
    ready ??= createHandler(defaultDeps());
  }
  return ready(event, context);
};
