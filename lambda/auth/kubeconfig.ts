import { parseDocument, stringify } from 'yaml';
import type { EksTarget } from '../config';

/** A kubeconfig for an EKS target that authenticates with a bearer token. */
export function eksKubeconfig(name: string, target: EksTarget, token: string): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name, cluster: { server: target.server, 'certificate-authority-data': target.caData } }],
    users: [{ name, user: { token } }],
    contexts: [{ name, context: { cluster: name, user: name } }],
    'current-context': name,
  });
}

/**
 * Whether a secret's text is a kubeconfig (YAML or JSON with a clusters list). Parser messages quote
 * the input, so only a yes/no leaves this function: a wrong secret must not surface in an error.
 */
export function looksLikeKubeconfig(text: string): boolean {
  try {
    // parseDocument collects errors and warnings instead of throwing or printing them.
    const parsed = parseDocument(text);
    if (parsed.errors.length > 0) return false;
    const doc: unknown = parsed.toJS();
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return false;
    const { clusters } = doc as Record<string, unknown>;
    return Array.isArray(clusters) && clusters.length > 0;
  } catch {
    return false;
  }
}
