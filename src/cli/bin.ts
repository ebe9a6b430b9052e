// The `rigging` binary (dist/cli/index.js): loads the CLI, CommonJS chunks beside this file that
// each command requires as it needs them (scripts/build.mjs), through V8's code cache.
// The cache must be in place before any of them loads; a command is then mostly Node's own start-up.
import { codeCacheDir, loadChunksWithCodeCache } from './code-cache';

// The cache lives in the OS temp dir (or NODE_COMPILE_CACHE; none with NODE_DISABLE_COMPILE_CACHE),
// an entry per chunk, made when the run that first loaded it ends (code-cache.ts).
loadChunksWithCodeCache(__dirname, __filename, codeCacheDir());

// Not a string literal: the build leaves it as it is, to load the split bundle beside this file.
const cli = './main.js';
Promise.resolve()
  .then(() => require(cli))
  .catch((err: unknown) => {
    process.stderr.write(
      `rigging: cannot load ${cli}: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    process.exitCode = 2;
  });
