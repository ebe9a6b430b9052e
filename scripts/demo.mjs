// The demo: rigging's main job on examples/. It copies examples/ into a throwaway git repository,
// commits it, commits a typical change on top (an image bump, a scale-up, a rotated secret, a
// new CronJob, autoscaling dropped in prod, a change to the JsonnetLibrary both snippets share),
// then renders and prints the pull-request comment markdown that `rigging diff` produces for that
// change. Uses the committed dist/ build.
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

try {
  let code = rigging('validate');
  if (code === 0) code = rigging('diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown');
  process.exitCode = code;
} finally {
  cleanup();
}
