import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';

export interface AwsSettings {
  region: string;
  /** True when S3 is reached through a custom endpoint (AWS_ENDPOINT_URL_S3): such servers want path-style URLs. */
  pathStyle: boolean;
}

/**
 * Clients for the action side. Credentials come from the standard chain (what
 * aws-actions/configure-aws-credentials leaves in the environment) and endpoints from the SDK's
 * own AWS_ENDPOINT_URL_* variables, so tests point the same code at loopback servers.
 */
export function awsClients(settings: AwsSettings): { s3: S3Client; lambda: LambdaClient } {
  return {
    s3: new S3Client({ region: settings.region, forcePathStyle: settings.pathStyle }),
    lambda: new LambdaClient({ region: settings.region }),
  };
}
