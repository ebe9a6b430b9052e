// Keys Hub does not read in hub.yaml, params files and hub-component.yaml: Hub unmarshals them
// non-strictly and drops them (its schema warning leaves `meta` and nested parameters open), so
// rigging renders the same and warns at the key with the key meant (issue 24, item 3).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const RIGGING = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: t }
spec:
  environments: { dev: {} }
  sources:
    - { name: platform, type: stack, path: stack/hub.yaml }
`;

/** A stack of one bare component, `hub` as hub.yaml, plus `files`. */
function stack(hub: string, files: Record<string, string> = {}) {
  return writeTree({
    'rigging.yaml': RIGGING,
    'stack/hub.yaml': hub,
    'components/app/hub-component.yaml':
      'meta: { name: app }\nlifecycle: { bare: allow }\nparameters:\n  - name: replicas\n',
    ...files,
  });
}

const HUB = (meta: string) => `version: 1
kind: stack
meta:
  name: demo
${meta}components:
  - name: app
    source: { dir: ../components/app }
parameters:
  - name: replicas
    value: "1"
`;

/** Each diagnostic of the render as `file:line:column: severity: message`. */
async function diagnostics(dir: string): Promise<string[]> {
  const r = await run(dir, ['render', '-o', 'json']);
  expect(r.code, r.stderr).toBe(0);
  const [env] = JSON.parse(r.stdout).environments;
  return env.diagnostics.map(
    (d: { file: string; line: number; column: number; severity: string; message: string }) =>
      `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`,
  );
}

describe('a key Hub does not read', () => {
  it('in hub.yaml meta is a warning with did-you-mean, through validate and render', async () => {
    const dir = await stack(HUB('  fromStak: ../base\n'));
    const validate = await run(dir, ['validate']);
    expect(validate.code).toBe(0);
    expect(validate.stderr.trim()).toBe(
      'stack/hub.yaml:5:3: warning: meta.fromStak: unknown key "fromStak": Hub ignores it (did you mean "fromStack"?)',
    );
    // Hub drops the key: the stack has no base, and renders.
    expect(await diagnostics(dir)).toEqual([
      'stack/hub.yaml:5:3: warning: meta.fromStak: unknown key "fromStak": Hub ignores it (did you mean "fromStack"?)',
    ]);
  });

  it('in params files, nested parameters and component manifests', async () => {
    const dir = await stack(HUB(''), {
      'stack/params.yaml':
        'parameters:\n  - name: a\n    parameters:\n      - name: b\n        valeu: "2"\nouputs: []\n',
      'stack/params-dev.yaml': 'parameter:\n  - name: replicas\n    value: "3"\n',
      'components/app/hub-component.yaml':
        'meta: { name: app, disabled: true }\nlifecycle: { bare: allow, optinal: [x] }\nparameters:\n  - name: replicas\n    defualt: "1"\n',
    });
    expect(await diagnostics(dir)).toEqual([
      'stack/params.yaml:5:9: warning: parameters[0].parameters[0].valeu: unknown key "valeu": Hub ignores it (did you mean "value"?)',
      'stack/params.yaml:6:1: warning: ouputs: unknown key "ouputs": Hub ignores it (did you mean "outputs"?)',
      'stack/params-dev.yaml:1:1: warning: parameter: unknown key "parameter": Hub ignores it (did you mean "parameters"?)',
      'components/app/hub-component.yaml:2:27: warning: lifecycle.optinal: unknown key "optinal": Hub ignores it (did you mean "optional"?)',
      'components/app/hub-component.yaml:5:5: warning: parameters[0].defualt: unknown key "defualt": Hub ignores it (did you mean "default"?)',
      // The misspelt value is dropped, as Hub drops it.
      'stack/params.yaml:4:9: warning: Parameter `a.b` has no value assigned',
    ]);
  });

  it('is silent for every key Hub reads', async () => {
    const dir = await stack(
      `version: 1
kind: stack
meta: { name: demo, title: Demo, brief: b, description: d, version: 1, maturity: ga, license: MIT, icon: i, annotations: { a: b } }
components:
  - { name: app, source: { dir: ../components/app }, depends: [], annotations: { x: y } }
requires: [kubernetes]
provides: [demo]
platform: { provides: [] }
lifecycle:
  verbs: [deploy, undeploy]
  order: [app]
  mandatory: [app]
  requires: { optional: [kubernetes] }
  readyConditions: [{ dns: a, url: b, waitSeconds: 1, pauseSeconds: 1 }]
  options: { random: { bytes: 8 } }
parameters:
  - { name: replicas, value: "1", kind: user, brief: b, description: d, empty: allow, env: R }
  - { name: c, parameters: [{ name: d, default: "1", fromEnv: D }] }
outputs:
  - { name: o, value: "\${replicas}", brief: b, description: d, kind: k }
templates: { kind: go, files: [a], directories: [b], extra: [{ kind: curly, files: [c] }] }
`,
      {
        'stack/params.yaml':
          'kind: parameters\nparameters:\n  - name: replicas\n    value: "2"\noutputs: []\n',
      },
    );
    expect((await diagnostics(dir)).filter((d) => d.includes('unknown key'))).toEqual([]);
  });
});

describe('the warning in the PR comment', () => {
  it('is listed under "Render warnings", as every render warning is', async () => {
    const dir = await stack(HUB(''));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      });
    const commit = () => {
      git('add', '-A');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', 'c');
    };
    git('init', '-q');
    commit();
    await writeTree(
      { 'stack/hub.yaml': HUB('  fromStak: ../base\n').replace('value: "1"', 'value: "2"') },
      dir,
    );
    commit();
    const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown']);
    expect(r.stdout).toContain(
      '### Render warnings\n\n- **dev** · platform: `stack/hub.yaml:5:3: warning: meta.fromStak: unknown key "fromStak": Hub ignores it (did you mean "fromStack"?)`',
    );
  });
});
