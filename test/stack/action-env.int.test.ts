// The action on a pull request whose hub.yaml reads the runner's environment with fromEnv: only
// the variables the stack-env input names are there to read, and redacted wherever they land (the
// pull request chooses the parameter); any other stays out of every output.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { expectNewComment, pullRequestPayload, useActionEnv } from '../action/action-env';
import { TempRepo } from '../support/git-repo';
import { stackFiles } from './stack-repo';

const env = useActionEnv();
const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

const CANARY = 'canary-runner-token-8b3e01';

/** Base: the stack; head: stack parameter `greeting` read with fromEnv and shown by dash's snippet. */
function pullRequest(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(stackFiles());
  const base = repo.commit('base');
  repo.write({
    'stacks/dev/params.yaml': `parameters:
  - name: replicas
    value: "2"
  - name: greeting
    kind: user
    fromEnv: STACK_TEST_RUNNER_TOKEN
`,
    'components/dash/hub-component.yaml':
      'meta: { name: dash }\nparameters:\n  - name: replicas\n  - name: greeting\n',
    'components/dash/dash.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash' }, data: { greeting: std.extVar('greeting') } }
`,
  });
  return { repo, base, head: repo.commit('head') };
}

async function diffRun(stackEnv: string) {
  const pr = pullRequest();
  const posted = expectNewComment(1);
  env.start({
    workspace: pr.repo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, pr.base, pr.head),
    inputs: { 'stack-env': stackEnv, environments: 'dev' },
  });
  process.env.STACK_TEST_RUNNER_TOKEN = CANARY;
  await run({ github: { fetch: globalThis.fetch } });
  const outputs = env.outputs();
  return {
    exitCode: process.exitCode,
    written: [
      posted.body,
      env.log(),
      env.summary(),
      readFileSync(outputs['summary-json'] ?? '', 'utf8'),
      JSON.stringify(outputs),
    ].join('\n'),
  };
}

describe('the action and fromEnv', () => {
  it('does not expose a variable stack-env does not name', async () => {
    const r = await diffRun('STACK_TEST_OTHER');
    expect(r.exitCode).toBe(1);
    expect(r.written).not.toContain(CANARY);
    expect(r.written).toMatch(/Parameter `greeting` has no value nor default assigned/);
  });

  it('exposes the variables stack-env names, redacted in everything it writes', async () => {
    const r = await diffRun('STACK_TEST_OTHER,\nSTACK_TEST_RUNNER_TOKEN');
    expect(r.exitCode).toBeUndefined();
    // The value reached the snippet (it is no longer unset), and no output shows it.
    expect(r.written).toMatch(/greeting: redacted\.[0-9a-f]+/);
    expect(r.written).not.toContain(CANARY);
  });
});
