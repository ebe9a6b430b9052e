// GitHub runs dist/action/index.js from the repository with no node_modules: everything it needs
// must be inside dist/ and found relative to the bundle. With the default jsonnet engine that is
// plain JavaScript (and ruby.wasm), so any runner OS and architecture works without dist/native.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the demo's repository builder is a plain ES module script
import { buildDemoRepo } from '../../scripts/demo-repo.mjs';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { pullRequestPayload } from './action-env';
import { runBundledAction, runnerFiles } from './bundled-action';

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
      const files = runnerFiles(work, pullRequestPayload(7, base, head));
      const run = () =>
        runBundledAction({
          script: path.join(bundle, 'dist/action/index.js'),
          repoDir: repo.dir,
          apiUrl,
          files,
        });

      const first = await run();
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      const comments = api.comments.get(7) ?? [];
      expect(comments).toHaveLength(2);
      expect(comments[1]?.body).toContain('<!-- rigging:platform -->');
      expect(comments[1]?.body).toContain('+  n: "2"');
      expect(readFileSync(files.summaryPath, 'utf8')).toContain('<!-- rigging:platform -->');
      expect(readFileSync(files.outputPath, 'utf8')).toMatch(/changed<<.*\ntrue\n/);

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

  it('renders the examples with the native addon directory absent', async () => {
    const bundle = path.join(work, 'action-portable');
    cpSync(path.join(root, 'dist'), path.join(bundle, 'dist'), {
      recursive: true,
      filter: (src) => !src.startsWith(path.join(root, 'dist', 'native')),
    });
    expect(existsSync(path.join(bundle, 'dist/native'))).toBe(false);
    const demo = buildDemoRepo() as { dir: string; cleanup: () => void };
    try {
      const rev = (r: string) =>
        execFileSync('git', ['rev-parse', r], { cwd: demo.dir, encoding: 'utf8' }).trim();
      const api = new FakeGitHubApi('acme', 'platform');
      const apiUrl = await api.start();
      const files = runnerFiles(work, pullRequestPayload(8, rev('HEAD~1'), rev('HEAD')));
      const result = await runBundledAction({
        script: path.join(bundle, 'dist/action/index.js'),
        repoDir: demo.dir,
        apiUrl,
        files,
      });
      await api.stop();
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const body = api.comments.get(8)?.[0]?.body ?? '';
      // Every source type changed in the demo commit shows, jsonnet ones included.
      expect(body).toContain('guestbook');
      expect(body).toContain('observability');
      expect(body).toContain('guestbook-platform');
      expect(body).toContain('nats');
      expect(body).not.toMatch(/EngineUnavailable|cannot be loaded/);
    } finally {
      demo.cleanup();
    }
  });
});
