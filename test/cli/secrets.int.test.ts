// Issue 7, part 2: a Secret's value never leaves the CLI, not through a jsonnet error of a failed
// component, not through a post-processor that failed, and not copied into a ConfigMap.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, run, writeTree } from '../qbec/helpers';
import { CANARY, CHECK, CHECK_B64, CREDS, CREDS_LIB, expectNoCanary } from '../support/secret-canary';

cleanupTempDirs();

const TOKEN = /redacted\.[0-9a-f]{16}/;

/** A ConfigMap carrying copies of the value: plain, base64 and inside a URL. */
const COPY = `local s = import '../lib/creds.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy' },
  data: { plain: s.stringData.password, encoded: std.base64(s.stringData.password),
          url: 'postgres://app:' + s.stringData.password + '@db:5432/app' } }
`;

async function app(components: Record<string, string>, spec: Record<string, unknown> = {}): Promise<string> {
  return qbecApp({ components, spec, files: { 'app/lib/creds.libsonnet': CREDS_LIB } });
}

describe('secrets stay out of error text (CLI)', () => {
  it('render: a sibling component failing with the password prints a token instead', async () => {
    const dir = await app({ 'creds.jsonnet': CREDS, 'check.jsonnet': CHECK, 'check64.jsonnet': CHECK_B64 });
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expect(r.stderr).toMatch(/encoded password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
  });

  it('render -S: stdout may show values as asked, but diagnostics on stderr stay redacted', async () => {
    const dir = await app({ 'creds.jsonnet': CREDS, 'check.jsonnet': CHECK });
    const r = await run(dir, ['render', '-S', '-o', 'json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
    expectNoCanary({ stderr: r.stderr });
    // The objects dropped with the failed source are never printed, nor the Secrets learned from them.
    expect(r.stdout).not.toContain('secrets');

    const ok = await app({ 'creds.jsonnet': CREDS });
    const shown = await run(ok, ['render', '-S']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(CANARY);
  });

  it('validate: the same error is redacted', async () => {
    const dir = await app({ 'creds.jsonnet': CREDS, 'check.jsonnet': CHECK });
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('password too short: redacted.');
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
  });

  it('render: a post-processor failing with a Secret value it was given prints a token', async () => {
    const pp = `function(object) if object.kind == 'Secret' then error 'refusing secret ' + object.stringData.password else object\n`;
    const dir = await app({ 'creds.jsonnet': CREDS }, { postProcessor: 'pp.jsonnet' });
    await writeTree({ 'app/pp.jsonnet': pp }, dir);
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/refusing secret redacted\.[0-9a-f]{16}/);
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
  });

  it('render: a ConfigMap copying the value (plain, base64, in a URL) shows the Secret token', async () => {
    const dir = await app({ 'creds.jsonnet': CREDS, 'copy.jsonnet': COPY });
    const r = await run(dir, ['render', '-o', 'json', '--env', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
    type Obj = { kind: string; stringData: Record<string, string>; data: Record<string, string> };
    const objects = JSON.parse(r.stdout).environments[0].objects as { object: Obj }[];
    const secret = objects.find((o) => o.object.kind === 'Secret')?.object as Obj;
    const copy = objects.find((o) => o.object.kind === 'ConfigMap')?.object as Obj;
    expect(secret.stringData.password).toMatch(TOKEN);
    expect(copy.data.plain).toBe(secret.stringData.password);
    expect(copy.data.encoded).toBe(secret.stringData.password);
    expect(copy.data.url).toBe(`postgres://app:${secret.stringData.password}@db:5432/app`);
  });
});

describe('secrets stay out of rigging diff', () => {
  function git(cwd: string, ...args: string[]): void {
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
      cwd,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
  }

  /** Base: the Secret alone. Head: a failing check and a ConfigMap copying the value. */
  async function repo(headComponents: Record<string, string>): Promise<string> {
    const dir = await app({ 'creds.jsonnet': CREDS });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    await writeTree(
      Object.fromEntries(Object.entries(headComponents).map(([n, t]) => [`app/components/${n}`, t])),
      dir,
    );
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'head');
    return dir;
  }

  it('a failing sibling component: no output format shows the value', async () => {
    const dir = await repo({ 'check.jsonnet': CHECK, 'check64.jsonnet': CHECK_B64 });
    for (const output of ['text', 'json', 'markdown']) {
      const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/password too short: redacted\.[0-9a-f]{16}/);
      expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
    }
  });

  it('a ConfigMap copying the value: the diff shows the Secret token in its place', async () => {
    const dir = await repo({ 'copy.jsonnet': COPY });
    for (const output of ['text', 'json', 'markdown']) {
      const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
      expect(r.code, r.stderr).toBe(0);
      expectNoCanary({ stdout: r.stdout, stderr: r.stderr });
    }
    const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    const change = JSON.parse(r.stdout).environments[0].changes[0] as { key: { kind: string }; diff: string };
    expect(change.key.kind).toBe('ConfigMap');
    expect(change.diff).toMatch(/^\+\s+plain: redacted\.[0-9a-f]{16}$/m);
    expect(change.diff).toMatch(/^\+\s+encoded: redacted\.[0-9a-f]{16}$/m);
  });
});
