// fromEnv through the CLI: a Hub parameter's `fromEnv` reads the command's own environment; a
// value read for a secret parameter is learned as a secret, so no output shows it unless asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupTempDirs, renderJson, run, writeTree } from '../qbec/helpers';
import { objectOf, planOf, stackFiles } from './stack-repo';

cleanupTempDirs();
afterEach(() => {
  vi.unstubAllEnvs();
});

const CANARY = 'canary-pw-5f1e9a7c';

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
  it("reads the command's environment; a secret parameter's value is redacted everywhere", async () => {
    vi.stubEnv('STACK_TEST_DB_PASSWORD', CANARY);
    vi.stubEnv('STACK_TEST_GREETING', 'hello-from-env');
    const dir = await writeTree(files());
    const r = await renderJson(dir, ['--env', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toContain(CANARY);
    const env = r.json?.environments[0] as never;
    const data = objectOf(env, 'dash', 'ConfigMap', 'dash').data;
    expect(data.greeting).toBe('hello-from-env');
    expect(data.pw).toMatch(/^redacted\.[0-9a-f]{16}$/);
    const dash = planOf(env).components.find((c: { name: string }) => c.name === 'dash');
    expect(dash.parameters).toMatchObject({ 'db.password': '(redacted)', greeting: 'hello-from-env' });

    // Asked for with -S, the value is there: it was read, not lost.
    const shown = await run(dir, ['render', '-o', 'json', '--env', 'dev', '-S']);
    expect(shown.stdout).toContain(`"pw": "${CANARY}"`);
    expect(shown.stderr).not.toContain(CANARY);
  });

  it('an unset variable leaves the parameter without a value: an error at its line', async () => {
    vi.stubEnv('STACK_TEST_GREETING', 'hello-from-env');
    const r = await renderJson(await writeTree(files()), ['--env', 'dev']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^stacks\/dev\/params\.yaml:4:\d+: Parameter `db\.password` has no value nor default assigned$/m,
    );
  });
});
