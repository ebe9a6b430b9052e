// The bundled action, run as GitHub runs it, on a pull request whose jsonnet reads the runner's
// environment, with either engine. The first wall refuses the import. With libjsonnet, the jsonnet
// worker (the second wall) is watched from outside through /proc while the action runs, to prove
// its environment holds none of the runner's tokens; rigging's own engine runs in the action's
// process but reaches no variable or file except the boundary-checked imports, so no worker runs.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { FakeGitHubApi } from '../support/github-api';
import { libjsonnetMissing } from '../support/libjsonnet';
import { pullRequestPayload } from './action-env';
import { runnerFiles, startBundledAction } from './bundled-action';

const work = mkdtempSync(path.join(tmpdir(), 'rigging-isolation-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const TOKENS = {
  // The fake API takes this token; the worker must not see it either.
  'INPUT_GITHUB-TOKEN': 'ghs_dist_token',
  ACTIONS_RUNTIME_TOKEN: 'canary-runtime-7002',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'canary-oidc-request-7003',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret-7004',
};

/** Environments of the processes whose command line holds `marker` and whose parent is `ppid`. */
function childEnvironments(ppid: number, marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== ppid) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) continue;
      found.push(readFileSync(`/proc/${pid}/environ`, 'utf8'));
    } catch {
      // the process ended while being read
    }
  }
  return found;
}

const ENGINES = [
  { engine: 'libjsonnet', worker: true },
  { engine: 'rigging', worker: false },
] as const;

describe.runIf(process.platform === 'linux')('the bundled action on a hostile pull request', () => {
  it.each(ENGINES)(
    'refuses the import and keeps the runner tokens from $engine',
    async ({ engine, worker }) => {
      if (engine === 'libjsonnet' && libjsonnetMissing) return;
      const repo = new TempRepo();
      const api = new FakeGitHubApi('acme', 'platform');
      try {
        const cm = (name: string, value: string) =>
          `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${name}' }, data: { v: ${value} } }`;
        const files0 = qbecRepoFiles({ 'c.jsonnet': cm('c', "'1'") });
        files0['rigging.yaml'] = (files0['rigging.yaml'] ?? '').replace(
          'spec:\n',
          `spec:\n  jsonnet: { engine: ${engine} }\n`,
        );
        repo.write(files0);
        const base = repo.commit('base');
        repo.write({
          'apps/web/components/attack.jsonnet': cm('attack', "importstr '/proc/self/environ'"),
          // Keeps the worker busy for a moment, whatever the machine.
          'apps/web/components/slow.jsonnet': cm(
            'slow',
            'std.toString(std.foldl(function(a, b) a + b, std.range(1, 200000), 0))',
          ),
        });
        const head = repo.commit('head');

        const apiUrl = await api.start();
        const files = runnerFiles(work, pullRequestPayload(7, base, head));
        const action = startBundledAction({
          repoDir: repo.dir,
          apiUrl,
          files,
          extraEnv: { 'INPUT_FAIL-ON': 'never', ...TOKENS },
        });

        // Watch the worker from outside, as often as the machine allows, until the action ends.
        const environs: string[] = [];
        let done = false;
        void action.done.then(() => {
          done = true;
        });
        while (!done) {
          environs.push(...childEnvironments(action.child.pid ?? -1, '--jsonnet-worker'));
          await new Promise((r) => setTimeout(r, 5));
        }
        const { status, stdout, stderr } = await action.done;
        const log = stdout + stderr;
        expect(status, log).toBe(0);

        if (worker) expect(environs.length, 'the jsonnet worker was seen running').toBeGreaterThan(0);
        else expect(environs, "no jsonnet worker runs with rigging's engine").toEqual([]);
        for (const environ of environs) {
          for (const [name, value] of Object.entries(TOKENS)) {
            expect(environ).not.toContain(value);
            expect(environ).not.toContain(`${name}=`);
          }
        }

        const comment = api.comments.get(7)?.at(-1)?.body ?? '';
        expect(comment).toContain('/proc/self/environ');
        expect(comment).toContain('is outside the repository');
        const everything = [comment, readFileSync(files.summaryPath, 'utf8'), log].join('\n');
        for (const value of Object.values(TOKENS)) expect(everything).not.toContain(value);
      } finally {
        await api.stop();
        repo.remove();
      }
    },
  );
});
