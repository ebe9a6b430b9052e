/** A cluster whose kubeconfig YAML is stored as a Secrets Manager secret string. */
export interface SecretTarget {
  kind: 'secret';
  /** Secret name or ARN. */
  secretId: string;
}

/** An EKS cluster reached with a token made from the Lambda's own IAM role. */
export interface EksTarget {
  kind: 'eks';
  eksCluster: string;
  region: string;
  /** API server URL, as `aws eks describe-cluster` reports it (cluster.endpoint). */
  server: string;
  /** Base64 PEM of the cluster CA (cluster.certificateAuthority.data). */
  caData: string;
}

export type Target = SecretTarget | EksTarget;

/** Everything the Lambda reads from its environment, read once at cold start. */
export interface LambdaConfig {
  /** `{owner}/{repo}` entries a token's `repository` claim must match (case-insensitive, like GitHub). */
  allowedRepositories: readonly string[];
  /** Full refs (`refs/heads/main`, `refs/tags/v1`) a token's `ref` claim must equal. */
  allowedRefs: readonly string[];
  /**
   * Workflow files allowed to deploy, written `{owner}/{repo}/.github/workflows/{file}`: the part
   * before `@` of the token's `workflow_ref` (the run's top-level workflow) or `job_workflow_ref`
   * (the reusable workflow that holds the job), e.g. `acme/platform/.github/workflows/deploy.yml`.
   * Empty: any workflow of an allowed repository on an allowed ref.
   */
  allowedWorkflows: readonly string[];
  oidcAudience: string;
  /** Exact `iss` value; the JWKS is found through `<issuer>/.well-known/openid-configuration`. */
  oidcIssuer: string;
  stateBucket: string;
  /** Target name (an environment's `target` in rigging.yaml) -> how to reach that cluster. */
  targets: ReadonlyMap<string, Target>;
}
