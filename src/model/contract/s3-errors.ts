/**
 * What an S3 error means, read from the SDK's error shape (`$metadata.httpStatusCode`, `name`) so
 * neither side needs the SDK to tell "not there" from a failure.
 */
interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function statusOf(err: unknown): number | undefined {
  return (err as SdkError | undefined)?.$metadata?.httpStatusCode;
}

/** 404: no such key (GET answers NoSuchKey, HEAD answers NotFound). */
export function isNotFound(err: unknown): boolean {
  const name = (err as SdkError | undefined)?.name;
  return statusOf(err) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/** 412: the If-Match / If-None-Match condition did not hold. */
export function isPreconditionFailed(err: unknown): boolean {
  return statusOf(err) === 412 || (err as SdkError | undefined)?.name === 'PreconditionFailed';
}

/** 409 ConditionalRequestConflict: S3 saw a conflicting write to the key while deciding ours. */
export function isConditionalConflict(err: unknown): boolean {
  return statusOf(err) === 409;
}

/** Any answer that means "someone else changed this key first". */
export function isLostRace(err: unknown): boolean {
  return isPreconditionFailed(err) || isConditionalConflict(err) || isNotFound(err);
}
