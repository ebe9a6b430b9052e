// GitHub runs dist/action/index.js from the repository with no node_modules: everything it needs
// (the jsonnet addon and libjsonnet) must be inside dist/ and found relative to the bundle.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { pullRequestPayload } from './action-env';

const root = path.resolve(__dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'rigging-dist-action-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the bundled action, copied alone', () => {
  it('renders a pull request and posts the sticky comment from dist/ without node_modules', async () => {
    const bundle = path.join(work, 'action-copy');
    cpSync(path.join(root, 'dist'), path.join(bundle, 'dist'), { recursive: true });
    cpSync(path.join(root, 'action.yml'), path.join(bundle, 'action.yml'));

    const repo = new TempRepo();
    try {
      const component = (n: number) =>
        `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { n: '${n}' } }`;
      repo.write(qbecRepoFiles({ 'c.jsonnet': component(1) }));
      const base = repo.commit('base');
      repo.write({ 'apps/web/components/c.jsonnet': component(2) });
      const head = repo.commit('head');

      const api = new FakeGitHubApi('acme', 'platform');
      api.add(7, 'an earlier human comment');
      const apiUrl = await api.start();
      const eventPath = path.join(work, 'event.json');
      writeFileSync(eventPath, JSON.stringify(pullRequestPayload(7, base, head)));
      const summary = path.join(work, 'summary.md');
      const output = path.join(work, 'output.txt');
      writeFileSync(summary, '');
      writeFileSync(output, '');

      const run = () =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          // Asynchronous: a blocking spawn would stall the loopback server in this process.
          const child = spawn(process.execPath, [path.join(bundle, 'dist/action/index.js')], {
            cwd: repo.dir,
            env: {
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              GITHUB_WORKSPACE: repo.dir,
              GITHUB_EVENT_NAME: 'pull_request',
              GITHUB_EVENT_PATH: eventPath,
              GITHUB_REPOSITORY: 'acme/platform',
              GITHUB_API_URL: apiUrl,
              GITHUB_SERVER_URL: 'https://github.com',
              GITHUB_RUN_ID: '99',
              GITHUB_STEP_SUMMARY: summary,
              GITHUB_OUTPUT: output,
              RUNNER_TEMP: path.join(work, 'runner-temp'),
              'INPUT_GITHUB-TOKEN': 'ghs_dist_token',
              INPUT_CONFIG: 'rigging.yaml',
            },
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        });

      const first = await run();
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      const comments = api.comments.get(7) ?? [];
      expect(comments).toHaveLength(2);
      expect(comments[1]?.body).toContain('<!-- rigging:platform -->');
      expect(comments[1]?.body).toContain('+  n: "2"');
      expect(readFileSync(summary, 'utf8')).toContain('<!-- rigging:platform -->');
      expect(readFileSync(output, 'utf8')).toMatch(/changed<<.*\ntrue\n/);

      // A second run finds the comment by its marker and leaves it alone: no spam.
      const second = await run();
      expect(second.status).toBe(0);
      expect(api.comments.get(7)).toHaveLength(2);
      expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      await api.stop();
    } finally {
      repo.remove();
    }
  });
});
