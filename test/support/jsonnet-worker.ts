import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(__dirname, '../..');

/**
 * Builds the jsonnet worker from the sources (as scripts/build.mjs builds the action) into the
 * project's .test-out/, where node_modules resolve, and returns the command that starts it.
 */
export async function buildJsonnetWorker(): Promise<[string, ...string[]]> {
  const outfile = path.join(root, '.test-out', `jsonnet-worker-${process.pid}.cjs`);
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "import { runJsonnetWorker } from './src/render/jsonnet';\nrunJsonnetWorker();\n",
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return [process.execPath, outfile];
}
