/**
 * Every key of the state bucket, in one place: the action writes bundles and reads state, the
 * Lambda reads bundles and writes state, locks and artifacts.
 *
 *   bundles/<pipeline>/<env>/<sha256>.json.gz          the bundle (gzip JSON), named by its digest
 *   state/<pipeline>/<env>/state.json                  DeployState (./state.ts)
 *   state/<pipeline>/<env>/lock.json                   the environment lock
 *   artifacts/<pipeline>/<env>/<source>/<name>/<hex>   one revision of a published artifact
 */

/** Pipeline, environment and source names become single key segments; keep them plain. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface EnvironmentRef {
  pipeline: string;
  environment: string;
}

function segment(what: string, value: string): string {
  if (!SEGMENT.test(value)) {
    throw new RangeError(
      `${what} ${JSON.stringify(value)} cannot name an S3 key segment: use letters, digits, '.', '_', '-'`,
    );
  }
  return value;
}

/** Artifact names may be paths (`broker/0/config/broker.conf`); each part must be a real segment. */
function pathSegments(what: string, value: string): string {
  const parts = value.split('/');
  for (const part of parts) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (part === '' || part === '.' || part === '..' || /[\u0000-\u001f\u007f]/.test(part)) {
      throw new RangeError(
        `${what} ${JSON.stringify(value)} has an empty, '.', '..' or control-character segment`,
      );
    }
  }
  return value;
}

/** Where the action puts a bundle; its name is its digest, so an upload of the same bundle is a no-op. */
export function bundleKey(pipeline: string, environment: string, sha256: string): string {
  return `bundles/${pipeline}/${environment}/${sha256}.json.gz`;
}

export function environmentPrefix(ref: EnvironmentRef): string {
  return `state/${segment('pipeline', ref.pipeline)}/${segment('environment', ref.environment)}/`;
}

export function stateKey(ref: EnvironmentRef): string {
  return `${environmentPrefix(ref)}state.json`;
}

export function lockKey(ref: EnvironmentRef): string {
  return `${environmentPrefix(ref)}lock.json`;
}

/** `artifacts/<pipeline>/<env>/<source>/<name>/`: the folder holding every kept revision of one artifact. */
export function artifactPrefix(ref: EnvironmentRef, source: string, name: string): string {
  return `artifacts/${segment('pipeline', ref.pipeline)}/${segment('environment', ref.environment)}/${segment('source', source)}/${pathSegments('artifact name', name)}/`;
}

export function s3Url(bucket: string, key: string): string {
  return `s3://${bucket}/${key}`;
}
