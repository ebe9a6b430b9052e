import { type Place, PlacedError } from '../placed-error';

export type { Place } from '../placed-error';

/** A problem of a BOSH deployment, in the director's words where it has them, placed at what to fix. */
export class BoshError extends PlacedError {
  override name = 'BoshError';
  constructor(
    message: string,
    place: Place = {},
    reason = 'BoshInvalid',
    /** The instance group it stops (the rest of the deployment still renders), if one. */
    readonly instanceGroup?: string,
  ) {
    super(message, place, reason);
  }
}
