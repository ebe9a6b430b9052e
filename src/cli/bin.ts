// The `rigging` binary (dist/cli/index.js): runs the CLI, CommonJS chunks beside this file that
// each command requires as it needs them (scripts/build.mjs), through chunk-loader.ts and V8's
// code cache; a command is then mostly Node's own start-up.
import { codeCacheDir } from './cache-dir';
import { chunkLoader } from './chunk-loader';

// The cache lives in the OS temp dir (or NODE_COMPILE_CACHE; none with NODE_DISABLE_COMPILE_CACHE),
// an entry per command and chunk, made when the run that first loaded it ends.
const load = chunkLoader(__dirname, require, codeCacheDir());
const cli = './main.js';
Promise.resolve()
  .then(() => load(cli))
  .catch((err: unknown) => {
    process.stderr.write(
      `rigging: cannot load ${cli}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 2;
  });
