// Runs a TypeScript entry (bench/) on the project's Node: bundles it with esbuild into .bench-out/
// (inside the project, so node_modules resolve) and executes it with the remaining arguments.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
const outfile = path.join(root, '.bench-out', `${path.basename(entry, '.ts')}.cjs`);
await esbuild.build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [outfile, ...rest], { stdio: 'inherit' });
process.exit(result.status ?? 1);
