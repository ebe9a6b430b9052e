// The demo: rigging's main job on examples/. It copies examples/ into a throwaway git repository,
// commits it, commits a typical change on top (an image bump, a scale-up, a rotated secret, a
// new CronJob, autoscaling dropped in prod, a change to the JsonnetLibrary both snippets share,
// and a shorter scrape interval in the Hub stack's parameters), then renders and prints the
// pull-request comment markdown that `rigging diff` produces for that change: first for the
// repository's pipeline (rigging.yaml), then for the Hub stack's (stack/rigging.yaml), whose
// one parameter change shows in each of the four components that take it. Uses the committed
// dist/ build.
// The repository itself is built by scripts/demo-repo.mjs (shared with `npm run preview-comment`).
import { execFileSync } from 'node:child_process';
import { buildDemoRepo, cli } from './demo-repo.mjs';

const { dir, cleanup } = buildDemoRepo();

const rigging = (...args) => {
  process.stderr.write(`\n$ rigging ${args.join(' ')}\n`);
  try {
    execFileSync(process.execPath, [cli, ...args], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    return 0;
  } catch (err) {
    return err.status ?? 2;
  }
};

// Each pipeline: validated, then diffed; the first failure's code is the demo's.
const pipelines = [[], ['--config', 'stack/rigging.yaml']];

try {
  let code = 0;
  for (const config of pipelines) {
    if (code === 0) code = rigging('validate', ...config);
    if (code === 0) code = rigging('diff', ...config, '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown');
  }
  process.exitCode = code;
} finally {
  cleanup();
}
