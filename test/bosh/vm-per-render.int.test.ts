// A template may redefine anything in its Ruby VM, so one render's VM is never another's: a diff's
// head cannot change how its base renders (nor the other way round), and a second render in the
// same process starts from a fresh VM. A global counter shows it: shared, one side would count 2.
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import { boshDeployment } from './deployment';

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

const FILES = boshDeployment({
  // Also what a hostile head would do to the base: redefine what every later template calls.
  web: `renders: <%= $renders = ($renders || 0) + 1 %>
<%- class ::Integer; def to_s(*) = "patched"; end -%>
`,
});

describe('one Ruby VM per render', () => {
  it("diff: the head's template cannot reach the base's VM, so an unchanged job shows no change", async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(FILES).commit('base');
    repo.write({ 'README.md': 'a change outside the deployment\n' }).commit('head');
    const r = await run(repo.dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const diff = JSON.parse(r.stdout) as { environments: { changes: unknown[]; artifacts?: unknown[] }[] };
    expect(diff.environments[0]?.changes).toEqual([]);
    expect(diff.environments[0]?.artifacts ?? []).toEqual([]);
  });

  it('render twice in one process: each starts from a fresh VM', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(FILES).commit('base');
    for (let i = 0; i < 2; i++) {
      const r = await run(repo.dir, ['render', '-o', 'json']);
      expect(r.code, r.stderr).toBe(0);
      const env = (
        JSON.parse(r.stdout) as { environments: { artifacts: { name: string; content: string }[] }[] }
      ).environments[0];
      expect(env?.artifacts.find((a) => a.name === 'web/0/web/config/web')?.content).toBe('renders: 1\n');
    }
  });
});
