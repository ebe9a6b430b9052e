import type * as Crypto from 'node:crypto';

let loaded: typeof Crypto | undefined;

/**
 * node:crypto, required where a digest or key is first made rather than imported: it loads some
 * forty internal modules (streams among them), about 10 ms that `rigging --version`, `eval -e '{}'`
 * or a render of a Secret-free snippet would otherwise pay at start-up.
 */
export function nodeCrypto(): typeof Crypto {
  loaded ??= require('node:crypto') as typeof Crypto;
  return loaded;
}
