/**
 * Sprig's flow control: `fail` aborts the render with its message. (`required` and `tpl` are
 * Helm's functions, not Sprig's, so they are not here.)
 */
import type { FuncMap } from '../value';
import { def } from './common';

export const flowFuncs: FuncMap = {
  fail: def('fail', ['string'], null, (msg: string) => {
    throw new Error(msg);
  }),
};
