// `type: stack` through `rigging render`: a Hub stack composing a qbec app, a snippet, a blueprint
// and a BOSH deployment, its plan artifact (the PR comment's contract), the elaborated manifest,
// params-<env>.yaml, and what Hub learns from outside the files (capabilities, platform, state).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, run, writeTree } from '../qbec/helpers';
import { artifact, objectOf, planOf, renderEnv, riggingYaml, stackFiles } from './stack-repo';

cleanupTempDirs();

const PLATFORM_STATE = `version: 1
kind: state
meta: { kind: platform, name: base }
provides:
  kubernetes: [eks]
  vault: [vault]
`;

describe('a stack composing the four source types', () => {
  it('renders every component with the stack parameter and the blueprint export reaching the qbec app', async () => {
    const env = await renderEnv(await writeTree(stackFiles()));
    expect(objectOf(env, 'web', 'ConfigMap', 'web').data).toEqual({
      replicas: '2',
      url: 'https://web.example.com',
    });
    expect(objectOf(env, 'dash', 'ConfigMap', 'dash').data).toEqual({ replicas: '2' });
    expect(objectOf(env, 'ingress', 'ConfigMap', 'web').data).toMatchObject({
      replicas: '2',
      host: 'web.example.com',
    });
    expect(artifact(env, 'nats/web/0/web/config/web.conf').content).toContain('name=nats-x2');
    for (const o of env.objects) expect(o.source).toBe('platform');
    expect(env.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('writes the plan as one JSON artifact: order, statuses, own parameters, outputs, provides', async () => {
    const env = await renderEnv(await writeTree(stackFiles()));
    const plan = artifact(env, 'plan');
    expect(plan.source).toBe('platform');
    expect(plan.mediaType).toBe('application/vnd.rigging.hub-plan+json');
    expect(plan.content.endsWith('}\n')).toBe(true);
    expect(plan.content).toBe(`${JSON.stringify(JSON.parse(plan.content), null, 2)}\n`);
    const common = (name: string, provides: string) => ({
      'hub.componentName': name,
      'hub.provides': provides,
      replicas: '2',
    });
    expect(JSON.parse(plan.content)).toEqual({
      stack: 'demo',
      environment: 'dev',
      // The stack's own parameters, which the components' derive from.
      parameters: { 'dns.domain': 'example.com', 'hub.stackName': 'demo', replicas: '2' },
      order: ['ingress', 'web', 'dash', 'nats', 'extra'],
      components: [
        {
          name: 'ingress',
          status: 'deploy',
          optional: false,
          type: 'blueprint',
          parameters: { ...common('ingress', 'kubectl'), host: 'web.example.com' },
          outputs: { url: 'https://web.example.com' },
          provides: ['ingress'],
        },
        {
          name: 'web',
          status: 'deploy',
          optional: false,
          type: 'qbec',
          parameters: { ...common('web', 'ingress kubectl'), url: 'https://web.example.com' },
          outputs: {},
          provides: [],
        },
        {
          name: 'dash',
          status: 'deploy',
          optional: false,
          type: 'snippet',
          parameters: common('dash', 'ingress kubectl'),
          outputs: {},
          provides: [],
        },
        {
          name: 'nats',
          status: 'deploy',
          optional: false,
          type: 'bosh',
          parameters: { ...common('nats', 'ingress kubectl'), 'app.name': 'nats-x2' },
          outputs: {},
          provides: [],
        },
        {
          name: 'extra',
          status: 'skip',
          reason: 'unsatisfied optional requirements [vault]',
          optional: true,
          parameters: common('extra', 'ingress kubectl'),
          outputs: {},
          provides: [],
        },
      ],
      provides: ['ingress', 'kubectl'],
      outputs: {},
    });
  });

  it('redacts parameters and outputs marked kind: secret or named like secrets', async () => {
    const dir = await writeTree(
      stackFiles({
        'stacks/dev/params.yaml': `parameters:
  - name: replicas
    value: "2"
  - name: db.password
    value: hunter2-0c41
  - name: api.token
    kind: secret
    value: tok-77aa
  - name: api.note
    kind: secret
    value: ""
    empty: allow
outputs:
  - name: dbPassword
    value: \${db.password}
  - name: domain
    value: \${dns.domain}
`,
        'components/dash/hub-component.yaml':
          'meta: { name: dash }\nparameters:\n  - name: replicas\n  - name: db.password\n  - name: api.token\n  - name: api.note\n    kind: secret\n',
      }),
    );
    const env = await renderEnv(dir);
    const plan = planOf(env);
    const dash = plan.components.find((c: { name: string }) => c.name === 'dash');
    expect(dash.parameters['db.password']).toBe('(redacted)');
    expect(dash.parameters['api.token']).toBe('(redacted)');
    expect(dash.parameters['api.note']).toBe('');
    expect(plan.outputs).toEqual({ dbPassword: '(redacted)', domain: 'example.com' });
    expect(artifact(env, 'plan').content).not.toMatch(/hunter2|tok-77aa/);
    // Learned as secrets: the elaborated manifest quoting params.yaml is redacted in the output too.
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/hunter2|tok-77aa/);
    expect(artifact(r.json?.environments[0] as never, 'hub.yaml.elaborate').content).toMatch(
      /name: db\.password\n\s+value: redacted\.[0-9a-f]{16}/,
    );
  });

  it("redacts a component manifest's own secret value that a stack value replaces", async () => {
    // The plan shows the stack's value; only the elaborated manifest quotes the component's literal.
    const dir = await writeTree(
      stackFiles({
        'stacks/dev/params.yaml':
          'parameters:\n  - name: replicas\n    value: "2"\n  - name: smtp.password\n    value: stackpw-81d2\n',
        'components/dash/hub-component.yaml':
          'meta: { name: dash }\nparameters:\n  - name: replicas\n  - name: smtp.password\n    value: mailpw-5e19\n',
      }),
    );
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/mailpw-5e19|stackpw-81d2/);
  });

  it('takes params-<env>.yaml of the rendered environment: prod has its own replicas everywhere', async () => {
    const dir = await writeTree(stackFiles());
    const dev = await renderEnv(dir, 'dev');
    const prod = await renderEnv(dir, 'prod');
    expect(objectOf(dev, 'web', 'ConfigMap', 'web').data.replicas).toBe('2');
    expect(objectOf(prod, 'web', 'ConfigMap', 'web').data.replicas).toBe('5');
    expect(objectOf(prod, 'dash', 'ConfigMap', 'dash').data.replicas).toBe('5');
    expect(objectOf(prod, 'ingress', 'ConfigMap', 'web').data.replicas).toBe('5');
    expect(artifact(prod, 'nats/web/0/web/config/web.conf').content).toContain('name=nats-x5');
    expect(planOf(prod).environment).toBe('prod');
    expect(artifact(prod, 'hub.yaml.elaborate').content).toMatch(/name: replicas\n\s+value: "5"/);
  });
});

describe('the elaborated manifest', () => {
  it('is an artifact of every render and what render --elaborate prints', async () => {
    const dir = await writeTree(stackFiles());
    const env = await renderEnv(dir);
    const elaborated = artifact(env, 'hub.yaml.elaborate');
    expect(elaborated.mediaType).toBe('application/yaml');
    expect(elaborated.content).toMatch(/^---\nversion: 1\nkind: stack\nmeta:\n {2}name: demo\n/);
    // The stack document, then each component's manifest renamed to its name in the stack.
    expect(elaborated.content.match(/^---$/gm)).toHaveLength(6);

    const printed = await run(dir, ['render', '--elaborate', '--env', 'dev']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toBe(elaborated.content);
    const both = await run(dir, ['render', '--elaborate']);
    expect(both.stdout).toContain('# environment: prod, source: platform\n---\n');
    const json = await run(dir, ['render', '--elaborate', '-o', 'json']);
    expect(json.code).toBe(2);
  });
});

describe('what Hub learns from outside the stack', () => {
  it("checks requires against the environment's capabilities", async () => {
    const dir = await writeTree(
      stackFiles({ 'rigging.yaml': riggingYaml().replace('prod: [kubectl]', 'prod: [aws]') }),
    );
    const r = await renderJson(dir, ['--env', 'prod']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /components\/web\/hub-component\.yaml:\d+:\d+: Component `web` requires `kubectl, ingress` but only following provides are currently known:\n\taws => \*environment\*/,
    );
    const plan = planOf(r.json?.environments[0] as never);
    expect(plan.components.map((c: { status: string }) => c.status)).toEqual([
      'deploy',
      'fail',
      'skip',
      'skip',
      'skip',
    ]);
  });

  it("counts a platform state file's provides, per environment", async () => {
    const dir = await writeTree(
      stackFiles({
        'rigging.yaml': riggingYaml('      platform: state/{env}/platform.yaml\n'),
        'state/dev/platform.yaml': PLATFORM_STATE,
        'state/prod/platform.yaml': 'version: 1\nkind: state\nprovides: {}\n',
      }),
    );
    const dev = planOf(await renderEnv(dir, 'dev'));
    expect(dev.components.find((c: { name: string }) => c.name === 'extra')).toMatchObject({
      status: 'deploy',
      provides: [],
    });
    expect(dev.provides).toEqual(['ingress', 'kubectl', 'kubernetes', 'vault']);
    const prod = planOf(await renderEnv(dir, 'prod'));
    expect(prod.components.find((c: { name: string }) => c.name === 'extra').status).toBe('skip');
  });

  it('fills empty stack parameters from a previous state, with a warning', async () => {
    const dir = await writeTree(
      stackFiles({
        'rigging.yaml': riggingYaml('      state: state/{env}.yaml\n'),
        'stacks/dev/params.yaml': 'parameters:\n  - name: replicas\n    empty: allow\n',
        'state/dev.yaml': 'version: 1\nkind: state\nstackParameters:\n  - name: replicas\n    value: "7"\n',
        'state/prod.yaml': 'version: 1\nkind: state\n',
      }),
    );
    const dev = await renderEnv(dir, 'dev');
    expect(objectOf(dev, 'web', 'ConfigMap', 'web').data.replicas).toBe('7');
    expect(dev.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        message: 'Parameter `replicas` empty value is replaced by value from state',
      }),
    );
    expect(objectOf(await renderEnv(dir, 'prod'), 'web', 'ConfigMap', 'web').data.replicas).toBe('5');
  });

  it('reports a malformed state file at its line', async () => {
    const dir = await writeTree(
      stackFiles({
        'rigging.yaml': riggingYaml('      state: state.yaml\n'),
        'state.yaml': 'version: 1\nkind: state\nstackParameters:\n  - value: 1\n',
      }),
    );
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^state\.yaml:4:\d+: .*must be a parameter with a name/m);
  });

  it('refuses capabilities of an environment the pipeline does not define', async () => {
    const dir = await writeTree(
      stackFiles({ 'rigging.yaml': riggingYaml().replace('prod: [kubectl]', 'staging: [kubectl]') }),
    );
    const r = await renderJson(dir, []);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rigging\.yaml:10:\d+: .*capabilities names environment "staging"/m);
  });
});
