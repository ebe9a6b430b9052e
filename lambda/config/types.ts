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

/** Who may deploy one environment of one pipeline, and to which cluster. */
export interface EnvironmentBinding {
  /** `{owner}/{repo}` as written in RIGGING_CONFIG. */
  repository: string;
  pipeline: string;
  environment: string;
  /** Key of `targets`: the only cluster this environment deploys to, whatever a bundle says. */
  target: string;
  /** Full refs (`refs/heads/main`, `refs/tags/v1`) a token's `ref` claim must equal. */
  refs: readonly string[];
  /**
   * Workflow files allowed to deploy, written `{owner}/{repo}/.github/workflows/{file}`: the part
   * before `@` of the token's `workflow_ref` or `job_workflow_ref`. Empty: any workflow of the repository.
   */
  workflows: readonly string[];
  /** Events (the token's `event_name`) whose runs may deploy. Never a pull-request event. */
  events: readonly string[];
  /** GitHub Environment the job must run in (the token's `environment` claim), so its protection rules gate the deploy. */
  githubEnvironment?: string;
}

/** A pipeline (rigging.yaml's metadata.name) belongs to exactly one repository. */
export interface PipelineBinding {
  repository: string;
  environments: ReadonlyMap<string, EnvironmentBinding>;
}

/** Everything the Lambda reads from RIGGING_CONFIG, read once at cold start and frozen. */
export interface LambdaConfig {
  oidcAudience: string;
  /** Exact `iss` value; the JWKS is found through `<issuer>/.well-known/openid-configuration`. */
  oidcIssuer: string;
  stateBucket: string;
  /** Target name -> how to reach that cluster. */
  targets: ReadonlyMap<string, Target>;
  /** `{owner}/{repo}` entries a token's `repository` claim must match (case-insensitive, like GitHub). */
  repositories: readonly string[];
  /** Pipeline name -> its repository and environments. */
  pipelines: ReadonlyMap<string, PipelineBinding>;
}
