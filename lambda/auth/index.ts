export { type Authorization, authorize, type DeployRequest } from './authorize';
export type { AllowList, VerifiedCaller } from './claims';
export {
  type CredentialSource,
  type CredentialSourceOptions,
  CredentialsError,
  createCredentialSource,
} from './credentials';
export { CallerRefused, IssuerUnavailable, type RefusalReason } from './refused';
export { createVerifier, type Verifier, type VerifierConfig, type VerifierOptions } from './verify';
