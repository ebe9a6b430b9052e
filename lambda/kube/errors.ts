// The kube layer's errors, apart from the client so the handler can tell them without loading it.

/** A failed API call, with the server's Status reason and message (never the request body). */
export class KubeError extends Error {
  override name = 'KubeError';
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }

  /** Worth trying again: throttling, server errors, timeouts and dropped connections. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** `422 Invalid: <the server's message>`, or just the message for network failures. */
export function describeKubeError(e: KubeError): string {
  return e.status ? `${e.status} ${e.reason}: ${e.message}` : e.message;
}

/**
 * Discovery could not say whether the object's kind is namespaced (the server kept failing, as
 * opposed to answering that it does not serve the kind). Where such an object lives is unknown,
 * so prune must not run: it could take the object for one the bundle dropped.
 */
export class ScopeUnresolved extends Error {
  override name = 'ScopeUnresolved';
  constructor(readonly error: KubeError) {
    super(`could not tell whether it is namespaced: ${describeKubeError(error)}`);
  }
}
