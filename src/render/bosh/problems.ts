/** Where a problem is: a repository file, and the line and column when known. */
export interface Place {
  file?: string;
  line?: number;
  column?: number;
}

/** A problem of a BOSH deployment, in the director's words where it has them, placed at what to fix. */
export class BoshError extends Error {
  override name = 'BoshError';
  constructor(
    message: string,
    readonly place: Place = {},
    readonly reason = 'BoshInvalid',
    /** The instance group it stops (the rest of the deployment still renders), if one. */
    readonly instanceGroup?: string,
  ) {
    super(message);
  }
}
