// fromEnv through the CLI: a Hub parameter's `fromEnv` reads only the variables --stack-env names
// (as the action's stack-env input), since people run the CLI in CI on pull requests' files too.
// Every value read so is learned as a secret, so no output shows it unless asked (render -S).
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupTempDirs, renderJson, run, writeTree } from '../qbec/helpers';
import { objectOf, planOf, stackFiles } from './stack-repo';

cleanupTempDirs();
afterEach(() => {
  vi.unstubAllEnvs();
});

const CANARY = 'canary-pw-5f1e9a7c';
const TOKEN = 'ghs_canaryCliToken5e0c';
const STACK_ENV = ['--stack-env', 'STACK_TEST_DB_PASSWORD', '--stack-env', 'STACK_TEST_GREETING'];

/** dash's snippet reports `db.password` and `greeting`, both stack parameters read with fromEnv. */
const files = () =>
  stackFiles({
    'stacks/dev/params.yaml': `parameters:
  - name: replicas
    value: "2"
  - name: db.password
    kind: user
    fromEnv: STACK_TEST_DB_PASSWORD
  - name: greeting
    kind: user
    fromEnv: STACK_TEST_GREETING
`,
    'components/dash/hub-component.yaml':
      'meta: { name: dash }\nparameters:\n  - name: replicas\n  - name: db.password\n  - name: greeting\n',
    'components/dash/dash.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: dash }
spec:
  serviceAccountName: jaas
  files:
    main.jsonnet: |
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'dash' },
        data: { pw: std.extVar('db.password'), greeting: std.extVar('greeting') } }
`,
  });

describe('fromEnv in the CLI', () => {
  it('reads the variables --stack-env names; their values are redacted everywhere', async () => {
    vi.stubEnv('STACK_TEST_DB_PASSWORD', CANARY);
    vi.stubEnv('STACK_TEST_GREETING', 'hello-from-env');
    const dir = await writeTree(files());
    const r = await renderJson(dir, ['--env', 'dev', ...STACK_ENV]);
    expect(r.code, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toContain(CANARY);
    const env = r.json?.environments[0] as never;
    const data = objectOf(env, 'dash', 'ConfigMap', 'dash').data;
    // A --stack-env value is a credential wherever the stack puts it, a plainly named parameter too.
    expect(data.greeting).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect(data.pw).toMatch(/^redacted\.[0-9a-f]{16}$/);
    const dash = planOf(env).components.find((c: { name: string }) => c.name === 'dash');
    expect(dash.parameters['db.password']).toBe('(redacted)');

    // Asked for with -S, the values are there: they were read, not lost.
    const shown = await run(dir, ['render', '-o', 'json', '--env', 'dev', '-S', ...STACK_ENV]);
    expect(shown.stdout).toContain(`"pw": "${CANARY}"`);
    expect(shown.stdout).toContain('"greeting": "hello-from-env"');
    expect(shown.stderr).not.toContain(CANARY);
  });

  it('an unset variable leaves the parameter without a value: an error at its line', async () => {
    vi.stubEnv('STACK_TEST_GREETING', 'hello-from-env');
    const r = await renderJson(await writeTree(files()), ['--env', 'dev', ...STACK_ENV]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^stacks\/dev\/params\.yaml:4:\d+: Parameter `db\.password` has no value nor default assigned$/m,
    );
  });

  it('reads no variable --stack-env does not name: fromEnv GITHUB_TOKEN gets nothing', async () => {
    vi.stubEnv('GITHUB_TOKEN', TOKEN);
    const dir = await writeTree(tokenFiles());
    for (const argv of [
      ['render', '-o', 'json', '--env', 'dev'],
      ['render', '-o', 'json', '--env', 'dev', '-S'],
      ['render', '--env', 'dev', '--stack-env', 'SOMETHING_ELSE'],
    ]) {
      const r = await run(dir, argv);
      expect(r.code, r.stderr).toBe(0);
      expect(`${r.stdout}${r.stderr}`).not.toContain(TOKEN);
    }
    // As Hub does for an unset variable: the parameter takes its default.
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(objectOf(r.json?.environments[0] as never, 'dash', 'ConfigMap', 'dash').data.greeting).toBe(
      'none',
    );
  });

  it('with --stack-env GITHUB_TOKEN uses the value and prints it redacted in render and diff', async () => {
    vi.stubEnv('GITHUB_TOKEN', TOKEN);
    const dir = await writeTree(stackFiles());
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', 'base');
    await writeTree(tokenFiles(), dir);

    const rendered = await renderJson(dir, ['--env', 'dev', '--stack-env', 'GITHUB_TOKEN']);
    expect(rendered.code, rendered.stderr).toBe(0);
    const env = rendered.json?.environments[0] as never;
    expect(objectOf(env, 'dash', 'ConfigMap', 'dash').data.greeting).toMatch(/^redacted\.[0-9a-f]{16}$/);
    expect(`${rendered.stdout}${rendered.stderr}`).not.toContain(TOKEN);

    for (const output of ['text', 'json', 'markdown']) {
      const diff = await run(dir, [
        'diff',
        '--base',
        'HEAD',
        '--env',
        'dev',
        '-o',
        output,
        '--stack-env',
        'GITHUB_TOKEN',
      ]);
      expect(diff.code, diff.stderr).toBe(0);
      expect(diff.stdout).toMatch(/greeting/);
      expect(`${diff.stdout}${diff.stderr}`).not.toContain(TOKEN);
    }

    // Asked for with -S, render prints it: the user named the variable and asked for the values.
    const shown = await run(dir, [
      'render',
      '-o',
      'json',
      '--env',
      'dev',
      '-S',
      '--stack-env',
      'GITHUB_TOKEN',
    ]);
    expect(shown.stdout).toContain(`"greeting": "${TOKEN}"`);
    expect(shown.stderr).not.toContain(TOKEN);
  });

  it('refuses a --stack-env that is no variable name', async () => {
    const r = await run(await writeTree(tokenFiles()), ['render', '--stack-env', 'A=B']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('rigging: --stack-env: "A=B" is not a variable name');
  });
});

/** The stack's parameter `greeting` (shown by dash's snippet) read with fromEnv from GITHUB_TOKEN. */
function tokenFiles(): Record<string, string> {
  return stackFiles({
    'stacks/dev/params.yaml': `parameters:
  - name: replicas
    value: "2"
  - name: greeting
    kind: user
    fromEnv: GITHUB_TOKEN
    default: none
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
}
