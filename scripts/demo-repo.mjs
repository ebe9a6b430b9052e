// The demo's throwaway repository, shared by scripts/demo.mjs and scripts/preview-comment.mjs.
// buildDemoRepo() copies examples/ into a fresh git repository, commits it, then commits a typical
// change on top (an image bump, a scale-up, a rotated secret, a new CronJob, autoscaling dropped in
// prod, a shorter rate window in the observability JsonnetLibrary that both JsonnetSnippets list,
// so both get new revisions, and in the Landscaper blueprint's prod imports more database storage and
// a new public host name, so deploy items and exports change, a larger NATS max_payload, so
// nats.conf changes on every NATS instance, and in the Hub stack (stack/, its own pipeline) a shorter
// monitoring.scrapeInterval in the base stack's params.yaml, which all four of its components take:
// the NATS exporter's config, the blueprint's frontend Deployment, the qbec backend's ConfigMap and
// the snippets' ServiceMonitor change). HEAD~1..HEAD is that change. The caller runs rigging in `dir`
// and calls `cleanup()`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cli = path.join(root, 'dist/cli/index.js');

const CRONJOB = `# Nightly removal of spam entries.
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
`;

/** @returns {{ dir: string, cleanup: () => void }} */
export function buildDemoRepo() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-demo-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });

  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=rigging demo', '-c', 'user.email=demo@rigging.invalid', ...args], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const edit = (file, from, to) => {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes(from))
      throw new Error(
        `demo: ${file} no longer contains ${JSON.stringify(from)}; update scripts/demo-repo.mjs`,
      );
    writeFileSync(full, text.replace(from, to));
  };

  try {
    cpSync(path.join(root, 'examples'), dir, { recursive: true });
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
    writeFileSync(path.join(dir, 'apps/guestbook/components/cleanup.yaml'), CRONJOB);
    edit('snippets/observability.yaml', "rateWindow:: '5m',", "rateWindow:: '2m',");
    edit('landscaper/values/prod.yaml', 'storage: 50Gi', 'storage: 100Gi');
    edit(
      'landscaper/values/prod.yaml',
      'hostname: guestbook.example.com',
      'hostname: www.guestbook.example.com',
    );
    edit('bosh/nats.yml', 'max_payload: 1048576', 'max_payload: 4194304');
    edit(
      'stack/platform/params.yaml',
      '  - name: monitoring.scrapeInterval\n    value: 30s',
      '  - name: monitoring.scrapeInterval\n    value: 15s',
    );
    git('add', '-A');
    git(
      'commit',
      '-q',
      '-m',
      'Bump guestbook to 1.5.0, scale prod, rotate admin token, nightly cleanup, 2m rate window, platform host and storage, NATS max_payload, 15s scrape interval in the stack',
    );
  } catch (err) {
    cleanup();
    throw err;
  }
  return { dir, cleanup };
}
