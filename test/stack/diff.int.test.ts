// `rigging diff` between two commits where one stack parameter changes: every component that
// uses it shows changed objects, and the plan artifact shows the changed parameter.
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import { stackFiles } from './stack-repo';

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

interface DiffJson {
  environments: {
    name: string;
    changes: { source: string; component: string; change: string; diff: string }[];
    artifacts?: { source: string; name: string; change: string; diff?: string }[];
  }[];
}

describe('rigging diff of a stack parameter change', () => {
  it('shows changed objects in every component that uses the parameter', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(stackFiles());
    const base = repo.commit('base');
    repo.write({ 'stacks/dev/params.yaml': 'parameters:\n  - name: replicas\n    value: "3"\n' });
    const head = repo.commit('replicas 3');

    const r = await run(repo.dir, ['diff', '--base', base, '--head', head, '--env', 'dev', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const dev = (JSON.parse(r.stdout) as DiffJson).environments[0];
    const changed = new Set(
      dev?.changes.filter((c) => c.change === 'changed').map((c) => c.component.split('/')[0]),
    );
    expect([...changed].sort()).toEqual(['dash', 'ingress', 'nats', 'web']);
    for (const c of dev?.changes ?? []) expect(c.source).toBe('platform');
    const web = dev?.changes.find((c) => c.component === 'web/web');
    expect(web?.diff).toMatch(/-\s+replicas: "2"\n\+\s+replicas: "3"/);

    const plan = dev?.artifacts?.find((a) => a.name === 'plan');
    expect(plan?.change).toBe('changed');
    const artifacts = (dev?.artifacts ?? []).filter((a) => a.change === 'changed').map((a) => a.name);
    expect(artifacts).toContain('hub.yaml.elaborate');
    expect(artifacts).toContain('nats/web/0/web/config/web.conf');
  });
});
