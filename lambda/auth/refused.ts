export type RefusalReason =
  | 'malformed'
  | 'signature'
  | 'expired'
  | 'audience'
  | 'issuer'
  | 'repository'
  | 'pipeline'
  | 'environment'
  | 'ref'
  | 'workflow'
  | 'event'
  | 'github-environment'
  | 'commit'
  | 'target';

/**
 * The caller's OIDC token does not grant a deploy. The message says why in terms the workflow's
 * author can act on; it never contains the token.
 */
export class CallerRefused extends Error {
  override name = 'CallerRefused';

  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The issuer's discovery document or keys could not be fetched: not the caller's fault, so not a
 * refusal. The handler reports it as a failure worth retrying.
 */
export class IssuerUnavailable extends Error {
  override name = 'IssuerUnavailable';
}
