// The `rigging` binary (dist/cli/index.js): turns V8's compile cache on, then loads the CLI,
// CommonJS chunks beside this file that each command requires as it needs them (scripts/build.mjs).
// The cache must be on before any of them loads; a command is then mostly Node's own start-up.
import { enableCompileCache } from 'node:module';

// Node 22.1+; Node 20 runs without it. The cache lives in the OS temp dir (or NODE_COMPILE_CACHE),
// keyed by each file's content: a changed or foreign file is compiled afresh, never trusted.
enableCompileCache?.();

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
