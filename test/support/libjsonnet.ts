// libjsonnet (@hanazuki/node-jsonnet) is an optional dependency: it compiles C++ on install, and a
// machine without a toolchain installs without it. Tests that compare against it or exercise it
// skip there, saying why, and everything else still runs on rigging's own engine.
import { createRequire } from 'node:module';
import { describe } from 'vitest';

function probe(): string | undefined {
  try {
    const require = createRequire(__filename);
    const dir = require.resolve('@hanazuki/node-jsonnet');
    // Loading the package loads its compiled addon: a missing or broken build fails here.
    require(dir);
    return undefined;
  } catch (err) {
    return (err as Error).message.split('\n')[0];
  }
}

const missing = probe();

/** Why libjsonnet cannot run here, or undefined when it can. */
export const libjsonnetMissing: string | undefined = missing;

let told = false;

/** `describe` for tests that need libjsonnet: skipped, with the reason printed once, where it is absent. */
export const describeWithLibjsonnet: typeof describe.skip = missing
  ? (((...args: Parameters<typeof describe.skip>) => {
      if (!told) {
        told = true;
        process.stderr.write(`skipping tests that need libjsonnet: ${missing}\n`);
      }
      return describe.skip(...args);
    }) as typeof describe.skip)
  : describe;
