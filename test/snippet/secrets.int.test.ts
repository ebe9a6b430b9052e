// A snippet that renders a Secret: its value reaches no output of `rigging render` (without -S)
// nor of `rigging diff` — not the objects, not the artifact's rendered.json, not a diagnostic.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import { CANARY, expectNoCanary } from '../support/secret-canary';
import { riggingYaml, snippetYaml, stream } from './helpers';

cleanupTempDirs();

const secretSnippet = (value: string) =>
  snippetYaml({
    name: 'creds',
    files: {
      'main.jsonnet': `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'db' }, stringData: { password: '${value}' } }`,
    },
  });
const encodedSnippet = (value: string) =>
  snippetYaml({
    name: 'encoded',
    files: {
      'main.jsonnet': `{ apiVersion: 'v1', kind: 'List', items: [{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'enc' }, data: { token: std.base64('${value}-tok') } }] }`,
    },
  });

describe('secrets in snippets', () => {
  it('never prints the value in rigging render (json or yaml) or validate, but does with -S', async () => {
    const dir = await writeTree({
      'rigging.yaml': riggingYaml(),
      'snippets/s.yaml': stream(secretSnippet(CANARY), encodedSnippet(CANARY)),
    });
    const json = await run(dir, ['render', '-o', 'json']);
    const yaml = await run(dir, ['render']);
    const validate = await run(dir, ['validate']);
    expect(json.code, json.stderr).toBe(0);
    expectNoCanary({
      'json stdout': json.stdout,
      'json stderr': json.stderr,
      'yaml stdout': yaml.stdout,
      'yaml stderr': yaml.stderr,
      'validate stdout': validate.stdout,
      'validate stderr': validate.stderr,
    });
    expect(yaml.stdout).not.toContain(`${CANARY}-tok`);
    // The artifact and the object are there, redacted.
    const out = JSON.parse(json.stdout) as {
      environments: {
        objects: { object: { kind: string } }[];
        artifacts: { name: string; content: string }[];
      }[];
    };
    const env = out.environments[0];
    expect(env?.objects.map((o) => o.object.kind)).toEqual(['Secret', 'Secret']);
    const creds = env?.artifacts.find((a) => a.name === 'default/creds/rendered.json');
    expect(creds?.content).toContain('"password": ');
    const shown = await run(dir, ['render', '-o', 'json', '-S']);
    expect(shown.stdout).toContain(CANARY);
  });

  it('redacts the value where another snippet quotes it in an error', async () => {
    const dir = await writeTree({
      'rigging.yaml': riggingYaml(),
      'snippets/s.yaml': stream(
        secretSnippet(CANARY),
        snippetYaml({ name: 'check', files: { 'main.jsonnet': `error 'password too short: ${CANARY}'` } }),
      ),
    });
    const r = await run(dir, ['render', '-o', 'json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'JsonnetSnippet default/check: EvaluationFailed: RUNTIME ERROR: password too short: ',
    );
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
  });
});

describe('secrets in rigging diff', () => {
  let repo: TempRepo | undefined;
  afterEach(() => repo?.remove());

  it('shows the Secret snippet changed without its old or new value, in every output', async () => {
    repo = new TempRepo();
    repo.write({
      'rigging.yaml': riggingYaml(),
      'snippets/s.yaml': stream(secretSnippet(`${CANARY}-old`), encodedSnippet(`${CANARY}-old`)),
    });
    repo.commit('first');
    repo.write({
      'snippets/s.yaml': stream(secretSnippet(`${CANARY}-new`), encodedSnippet(`${CANARY}-new`)),
    });
    repo.commit('second');
    const dir = repo.dir;
    const outputs = await Promise.all(
      ['json', 'text', 'markdown'].map((o) =>
        run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', o]),
      ),
    );
    for (const [i, r] of outputs.entries()) {
      expect(r.code, r.stderr).toBe(0);
      expectNoCanary({ [`stdout ${i}`]: r.stdout, [`stderr ${i}`]: r.stderr });
      expect(r.stdout).not.toContain(Buffer.from(`${CANARY}-new-tok`).toString('base64'));
      expect(r.stdout).not.toContain(Buffer.from(`${CANARY}-old-tok`).toString('base64'));
    }
    const env = (
      JSON.parse(outputs[0]?.stdout ?? '') as {
        environments: { artifacts: { name: string; change: string }[] }[];
      }
    ).environments[0];
    expect(env?.artifacts.map((a) => [a.name, a.change])).toEqual([
      ['default/creds/rendered.json', 'changed'],
      ['default/encoded/rendered.json', 'changed'],
    ]);
  });
});
