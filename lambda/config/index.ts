export { ConfigError } from './errors';
export { DEFAULT_AUDIENCE, DEFAULT_ISSUER, DEFAULT_REFS, readLambdaConfig } from './read';
export type { EksTarget, LambdaConfig, SecretTarget, Target } from './types';
