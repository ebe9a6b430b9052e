export { ConfigError } from './errors';
export {
  CONFIG_VARIABLE,
  DEFAULT_AUDIENCE,
  DEFAULT_EVENTS,
  DEFAULT_ISSUER,
  DEFAULT_REFS,
  KNOWN_EVENTS,
  readLambdaConfig,
} from './read';
export type {
  EksTarget,
  EnvironmentBinding,
  LambdaConfig,
  PipelineBinding,
  SecretTarget,
  Target,
} from './types';
