import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

const deployment = (name: string, replicas: number, revision: string) =>
  `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: '${name}', annotations: { 'deployment.kubernetes.io/revision': '${revision}' } }, spec: { replicas: ${replicas} } }`;

describe('rigging diff with spec.diff.ignore', () => {
  it("does not count ignored fields as changes, from the head commit's rules", async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write(
      qbecRepoFiles({ 'web.jsonnet': `[${deployment('web-1', 1, '1')}, ${deployment('api', 1, '1')}]` }),
    );
    const base = repo.commit('base');
    const files = qbecRepoFiles({
      'web.jsonnet': `[${deployment('web-1', 5, '2')}, ${deployment('api', 5, '2')}]`,
    });
    files['rigging.yaml'] = `${files['rigging.yaml']}  diff:
    ignore:
      - { kind: Deployment, name: "web-*", paths: [/spec/replicas] }
      - annotations: [deployment.kubernetes.io/revision]
`;
    repo.write(files);
    const head = repo.commit('scale, with ignore rules');
    let out = '';
    const code = await main(['diff', '--base', base, '--head', head, '-o', 'json', '-e', 'dev'], {
      cwd: repo.dir,
      stdout: (t) => (out += t),
      stderr: () => {},
    });
    expect(code).toBe(0);
    const env = JSON.parse(out).environments[0];
    expect(env.summary).toEqual({ added: 0, changed: 1, removed: 0, unchanged: 1 });
    expect(env.changes[0].key.name).toBe('api');
    expect(env.changes[0].diff).toContain('+  replicas: 5');
    expect(env.changes[0].diff).not.toContain('revision');
  });
});
