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

  it("blueprint: a subinstallation's deploy execution makes the Secret, the parent's export fails", async () => {
    const child = (password: string) =>
      (failingLaterBlueprint('child', password, false)['child/blueprint.yaml'] ?? '')
        .split('\n')
        .map((line) => (line === '' ? line : `          ${line}`))
        .join('\n');
    await expectRedactedEverywhere(
      (password, failing) => ({
        'rigging.yaml': blueprintPipeline({ values: 'values.yaml' }),
        'bp/blueprint.yaml': `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
imports:
  - { name: config, type: data, schema: { type: object } }
subinstallations:
  - apiVersion: landscaper.gardener.cloud/v1alpha1
    kind: InstallationTemplate
    name: child
    imports:
      data:
        - { name: config, dataRef: config }
    blueprint:
      filesystem:
        blueprint.yaml: |
${child(password)}
${
  failing
    ? `exportExecutions:
  - name: check
    type: GoTemplate
    template: |
      {{ fail (printf "bad password %s" .imports.config.pw) }}
`
    : ''
}`,
        'values.yaml': `imports:\n  config:\n    pw: ${password}\n`,
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

  describe('bosh: the variables are the Secret, learned before anything about the manifest fails', () => {
    const rigging = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {} }
  sources:
    - { name: d, type: bosh, path: deploy.yml, releases: releases, variables: "vars/{env}.yml" }
`;
    const manifest = (release: string) => `name: demo
releases: [{ name: app, version: 1.0.0 }]
instance_groups:
  - name: db
    instances: 1
    azs: [z1]
    networks: [{ name: default }]
    properties: { db: { password: ((db_password)) } }
    jobs: [{ name: db, release: ${release} }]
`;
    const release = (template: string) => ({
      'releases/app/jobs/db/spec':
        'name: db\ntemplates:\n  db.conf.erb: config/db.conf\nproperties:\n  db.password: {}\n',
      'releases/app/jobs/db/templates/db.conf.erb': template,
    });
    const GOOD = "password=<%= p('db.password') %>\n";

    it('a job template fails quoting a property the variables gave', async () => {
      await expectRedactedEverywhere(
        (password, failing) => ({
          'rigging.yaml': rigging,
          'deploy.yml': manifest('app'),
          'vars/dev.yml': `db_password: ${password}\n`,
          ...release(failing ? `<%- raise "bad password #{p('db.password')}" -%>\n` : GOOD),
        }),
        'bad password TOKEN',
      );
    });

    it('the interpolated manifest fails a check that quotes a variable', async () => {
      // A job's release given by a variable that names no release of the deployment.
      await expectRedactedEverywhere(
        (password, failing) => ({
          'rigging.yaml': rigging,
          'deploy.yml': manifest(failing ? '((db_password))' : 'app'),
          'vars/dev.yml': `db_password: ${password}\n`,
          ...release(GOOD),
        }),
        "requires release 'TOKEN'",
      );
    });
  });

  describe('stack: what a component produced is learned whatever fails after it', () => {
    const rigging = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {} }
  sources:
    - { name: platform, type: stack, path: stacks/dev/hub.yaml, capabilities: { dev: [kubectl] } }
`;
    const hub = (optional: string[]) => `version: 1
kind: stack
meta: { name: demo }
components:
  - name: db
    source: { dir: ../../components/db }
  - name: app
    source: { dir: ../../components/app }
lifecycle:
  order: [db, app]
  optional: [${optional.join(', ')}]
`;
    const component = (name: string, body = '') =>
      `version: 1\nkind: component\nmeta:\n  name: ${name}\n${body}`;

    it("a blueprint component's Secret, its export execution failing quoting it", async () => {
      // The password is the blueprint's own: no stack parameter or output names it.
      await expectRedactedEverywhere(
        (password, failing) => ({
          'rigging.yaml': rigging,
          'stacks/dev/hub.yaml': hub([]),
          'components/db/hub-component.yaml': component('db'),
          ...failingLaterBlueprint('components/db', password, failing, { literal: true }),
          'components/app/hub-component.yaml': component('app', 'lifecycle:\n  bare: allow\n'),
        }),
        'bad password TOKEN',
      );
    });

    it('an output named like a secret of a component whose capture failed, quoted by a later one', async () => {
      // db's own render succeeds but one of its declared outputs cannot be captured, so db fails
      // (softly: it is optional) after its outputs were captured; app reads one and fails quoting it.
      const db = (password: string, failing: boolean) => ({
        'components/db/hub-component.yaml': component(
          'db',
          `outputs:\n  - name: dbPassword\n${failing ? '  - name: endpoint\n    fromTfVar: endpoint\n' : ''}`,
        ),
        'components/db/blueprint.yaml': `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
exports:
  - { name: dbPassword, type: data, schema: { type: string } }
exportExecutions:
  - name: out
    type: GoTemplate
    template: |
      exports: { dbPassword: ${password} }
`,
      });
      const app = (failing: boolean) => ({
        'components/app/hub-component.yaml': component(
          'app',
          `parameters:\n  - name: conn\n    value: \${db:dbPassword}\n`,
        ),
        'components/app/qbec.yaml': `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: app }
spec:
  environments:
    dev: { server: "https://dev.example:6443", defaultNamespace: app }
  vars:
    external:
      - { name: conn, default: "" }
`,
        'components/app/components/app.jsonnet': failing
          ? "error 'bad password ' + std.extVar('conn')\n"
          : "{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'app' }, data: { n: std.toString(std.length(std.extVar('conn'))) } }\n",
      });
      await expectRedactedEverywhere(
        (password, failing) => ({
          'rigging.yaml': rigging,
          'stacks/dev/hub.yaml': hub(['db']),
          ...db(password, failing),
          ...app(failing),
        }),
        'bad password TOKEN',
      );
    });
  });
});
