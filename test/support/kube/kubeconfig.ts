import { stringify } from 'yaml';

export interface KubeconfigParams {
  server: string;
  /** PEM of the CA to trust for an https server. */
  ca?: string;
  token: string;
  user: string;
  /** The context's default namespace; client-node falls back to `default` without one. */
  namespace?: string;
}

/** A kubeconfig with one cluster, one bearer-token user and one current context. */
export function buildKubeconfig(p: KubeconfigParams): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      {
        name: 'kube-server',
        cluster: p.ca
          ? { server: p.server, 'certificate-authority-data': Buffer.from(p.ca).toString('base64') }
          : // client-node 2.x refuses plain http unless TLS verification is (nominally) skipped.
            { server: p.server, 'insecure-skip-tls-verify': true },
      },
    ],
    users: [{ name: p.user, user: { token: p.token } }],
    contexts: [
      {
        name: 'kube-server',
        context: { cluster: 'kube-server', user: p.user, ...(p.namespace ? { namespace: p.namespace } : {}) },
      },
    ],
    'current-context': 'kube-server',
    preferences: {},
  });
}
