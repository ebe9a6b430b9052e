/**
 * Sprig's network group: getHostByName resolves a name with DNS, which a render must not do (and
 * Sprig picks one address at random), so it fails with a clear error.
 */
import type { FuncMap } from '../value';
import { def } from './common';

export const networkFuncs: FuncMap = {
  getHostByName: def('getHostByName', ['string'], null, (name: string) => {
    throw new Error(
      `getHostByName ${JSON.stringify(name)}: DNS lookups are not available when rendering offline`,
    );
  }),
};
