// Issue 20, item 5: a Secret an execution produced is learned by the redactors whatever fails
// after it, in every source type: the render that fails later quotes the value, and neither
// `rigging render` (its diagnostics, -o json included) nor `rigging diff` (text, json, markdown)
// shows it, but a redaction token where it was quoted.
import { afterEach, describe, expect, it } from 'vitest';
import { pipelineYaml as blueprintPipeline } from '../blueprint/helpers';
import { run } from '../qbec/helpers';
import { riggingYaml as snippetPipeline, snippetYaml, stream } from '../snippet/helpers';
import { TempRepo } from '../support/git-repo';
import { CANARY, expectNoCanary, failingLaterBlueprint } from '../support/secret-canary';

const TOKEN = 'redacted\\.[0-9a-f]{16}';
/** The value the base commit holds: a different password, so the base teaches the redactor nothing. */
const BASE_PASSWORD = 'base-pw-51c0ffee';

type Files = (password: string, failing: boolean) => Record<string, string>;

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.remove();
});

/** Base: the source rendering with another password; head: the canary, and a failure quoting it. */
function pullRequest(files: Files): TempRepo {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(files(BASE_PASSWORD, false));
  repo.commit('base');
  repo.write(files(CANARY, true));
  repo.commit('head');
  return repo;
}

interface JsonRender {
  environments: { diagnostics: { severity: string; message: string }[] }[];
}

/**
 * The head fails (exit 2) and every output names the failure with a token where the value was
 * quoted (`quoted` is the message around it, TOKEN marking the value), never the value itself.
 */
async function expectRedactedEverywhere(files: Files, quoted: string): Promise<void> {
  const repo = pullRequest(files);
  const around = new RegExp(quoted.replace('TOKEN', TOKEN));
  for (const output of ['json', 'yaml']) {
    const r = await run(repo.dir, ['render', '-o', output]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(around);
    expectNoCanary({ [`render -o ${output} stdout`]: r.stdout, [`render -o ${output} stderr`]: r.stderr });
    if (output === 'json') {
      const messages = (JSON.parse(r.stdout) as JsonRender).environments.flatMap((e) =>
        e.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      );
      expect(
        messages.some((m) => around.test(m)),
        messages.join('\n'),
      ).toBe(true);
    }
  }
  for (const output of ['text', 'json', 'markdown']) {
    const r = await run(repo.dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(around);
    if (output !== 'text') expect(r.stdout).toMatch(around);
    expectNoCanary({ [`diff -o ${output} stdout`]: r.stdout, [`diff -o ${output} stderr`]: r.stderr });
  }
}

describe('a Secret of a source that fails later', () => {
  it('blueprint: a deploy execution makes the Secret, an export execution fails quoting it', async () => {
    await expectRedactedEverywhere(
      (password, failing) => ({
        'rigging.yaml': blueprintPipeline({ values: 'values.yaml' }),
        ...failingLaterBlueprint('bp', password, failing),
      }),
      'error calling fail: bad password TOKEN',
    );
  });

  it('snippet: a snippet makes the Secret and then fails its size check; another quotes it', async () => {
    // The Secret's snippet renders, then its artifact is refused as too large; its sibling fails
    // evaluating, quoting the same value (as a shared library would give it).
    const creds = (password: string, big: boolean) =>
      snippetYaml({
        name: 'creds',
        files: {
          'main.jsonnet': `{ apiVersion: 'v1', kind: 'List', items: [
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: '${password}' } },
  { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'pad' }, data: { pad: std.join('', std.makeArray(${big ? 4000 : 10}, function(i) 'x')) } },
] }`,
        },
      });
    const check = (password: string, failing: boolean) =>
      snippetYaml({
        name: 'check',
        files: { 'main.jsonnet': failing ? `error 'bad password ' + '${password}'` : '{}' },
      });
    await expectRedactedEverywhere(
      (password, failing) => ({
        'rigging.yaml': snippetPipeline({ defaultServiceAccount: 'jaas', maxArtifactBytes: 2000 }),
        'snippets/s.yaml': stream(creds(password, failing), check(password, failing)),
      }),
      'RUNTIME ERROR: bad password TOKEN',
    );
  });
});
