/**
 * One JSON line per event for CloudWatch. Callers pass only names, counts and reasons: never a
 * token, a kubeconfig, a bundle or an object.
 */
export function log(event: string, fields: Record<string, unknown>): void {
  if (process.env.RIGGING_QUIET) return;
  console.log(JSON.stringify({ event, ...fields }));
}
