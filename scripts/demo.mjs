// The demo: rigging's main job on examples/. It copies examples/ into a throwaway git repository,
// commits it, commits a typical change on top (an image bump, a scale-up, a rotated secret, a
// new CronJob, autoscaling dropped in prod), then renders and prints the pull-request comment
// markdown that `rigging diff` produces for that change. Uses the committed dist/ build.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/index.js');
const repo = mkdtempSync(path.join(tmpdir(), 'rigging-demo-'));

const git = (...args) =>
  execFileSync('git', ['-c', 'user.name=rigging demo', '-c', 'user.email=demo@rigging.invalid', ...args], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const rigging = (...args) => {
  process.stderr.write(`\n$ rigging ${args.join(' ')}\n`);
  try {
    execFileSync(process.execPath, [cli, ...args], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
    return 0;
  } catch (err) {
    return err.status ?? 2;
  }
};
const edit = (file, from, to) => {
  const full = path.join(repo, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from))
    throw new Error(`demo: ${file} no longer contains ${JSON.stringify(from)}; update scripts/demo.mjs`);
  writeFileSync(full, text.replace(from, to));
};

try {
  cpSync(path.join(root, 'examples'), repo, { recursive: true });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'guestbook as deployed');

  edit('rigging.yaml', 'image_tag: "1.4.2"', 'image_tag: "1.5.0"');
  edit('apps/guestbook/params.libsonnet', 'replicas: 3,', 'replicas: 4,');
  edit(
    'apps/guestbook/components/backend/index.jsonnet',
    "'fake-admin-token-0000'",
    "'fake-admin-token-0001'",
  );
  edit(
    'apps/guestbook/components/settings.json',
    '"GUESTBOOK_MODERATION": "false"',
    '"GUESTBOOK_MODERATION": "true"',
  );
  edit('apps/guestbook/qbec.yaml', '      includes:\n        - autoscaling\n', '');
  writeFileSync(
    path.join(repo, 'apps/guestbook/components/cleanup.yaml'),
    `# Nightly removal of spam entries.
apiVersion: batch/v1
kind: CronJob
metadata:
  name: guestbook-cleanup
spec:
  schedule: "17 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: cleanup
              image: ghcr.io/example/guestbook-backend:1.5.0
              args: [cleanup, --older-than=720h]
`,
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'Bump guestbook to 1.5.0, scale prod, rotate admin token, nightly cleanup');

  let code = rigging('validate');
  if (code === 0) code = rigging('diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown');
  process.exitCode = code;
} finally {
  rmSync(repo, { recursive: true, force: true });
}
