/**
 * A failure the user caused and can fix: a malformed input, a ref that does not exist, a token
 * without the permission a step needs, a broken pattern. Its message is complete and written for
 * them, so an entry point shows it as it is (no stack, no "internal error") and fails; whatever
 * else escapes is rigging's own bug and is reported as one.
 *
 * Every layer may throw one: a subclass names the kind, callers that only decide how to report
 * test `instanceof UserError` (or `isUserError`) instead of keeping a list of classes.
 */
export class UserError extends Error {
  override name = 'UserError';
}

export function isUserError(err: unknown): err is UserError {
  return err instanceof UserError;
}
