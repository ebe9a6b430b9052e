import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main';
import { cleanupTempDirs, configMap, qbecApp, writeTree } from '../qbec/helpers';

cleanupTempDirs();
afterEach(() => {
  vi.unstubAllEnvs();
});

const ESC = '\x1b[';
/** One colour code, as colour.ts writes them. */
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g');

/** `rigging argv` with stdout and stderr both terminals, or both pipes. */
async function runOn(cwd: string, argv: string[], terminal: boolean) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    terminal: () => terminal,
  });
  return { code, stdout, stderr };
}

function commitAll(cwd: string): void {
  execFileSync('git', ['add', '-A'], { cwd });
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', 'c'], { cwd });
}

async function changedRepo(): Promise<string> {
  const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg', { a: '1' }) } });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commitAll(dir);
  await writeTree({ 'app/components/cfg.jsonnet': configMap('cfg', { a: '2' }) }, dir);
  return dir;
}

describe('--color', () => {
  it('auto: colours the text diff and the diagnostics on a terminal only', async () => {
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', '');
    const dir = await changedRepo();
    const tty = await runOn(dir, ['diff', '--base', 'HEAD', '-e', 'dev'], true);
    expect(tty.code, tty.stderr).toBe(0);
    expect(tty.stdout).toContain(`${ESC}31m-  a: "1"${ESC}0m\n${ESC}32m+  a: "2"${ESC}0m\n`);
    expect(tty.stdout).toContain(`${ESC}1m# dev app/cfg: changed v1 ConfigMap cfg${ESC}0m\n`);
    const piped = await runOn(dir, ['diff', '--base', 'HEAD', '-e', 'dev'], false);
    expect(piped.stdout).not.toContain(ESC);
    expect(piped.stdout).toBe(tty.stdout.replace(SGR, ''));

    const broken = await qbecApp({ components: { 'bad.jsonnet': `error 'nope'` } });
    const errors = await runOn(broken, ['validate', '-e', 'dev'], true);
    expect(errors.stderr).toBe(
      `${ESC}1mapp/components/bad.jsonnet:1:1: ${ESC}0m${ESC}31mRUNTIME ERROR: nope${ESC}0m\n\tapp/components/bad.jsonnet:1:1-13\n`,
    );
  });

  it('auto: NO_COLOR turns colour off on a terminal, FORCE_COLOR on in a pipe', async () => {
    const dir = await changedRepo();
    vi.stubEnv('NO_COLOR', '1');
    expect((await runOn(dir, ['diff', '--base', 'HEAD'], true)).stdout).not.toContain(ESC);
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', '1');
    expect((await runOn(dir, ['diff', '--base', 'HEAD'], false)).stdout).toContain(ESC);
    vi.stubEnv('FORCE_COLOR', '0');
    expect((await runOn(dir, ['diff', '--base', 'HEAD'], false)).stdout).not.toContain(ESC);
  });

  it('always and never override the terminal and the environment', async () => {
    vi.stubEnv('NO_COLOR', '1');
    const dir = await changedRepo();
    expect((await runOn(dir, ['diff', '--base', 'HEAD', '--color', 'always'], false)).stdout).toContain(ESC);
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', '1');
    expect((await runOn(dir, ['diff', '--base', 'HEAD', '--color', 'never'], true)).stdout).not.toContain(
      ESC,
    );
  });

  it('never colours JSON, markdown (the PR comment) or rendered YAML', async () => {
    const dir = await changedRepo();
    for (const output of ['json', 'markdown']) {
      const r = await runOn(dir, ['diff', '--base', 'HEAD', '-o', output, '--color', 'always'], true);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toContain(ESC);
    }
    const rendered = await runOn(dir, ['render', '--color', 'always'], true);
    expect(rendered.stdout).not.toContain(ESC);
  });

  it('refuses a value it does not know, naming the three', async () => {
    const dir = await changedRepo();
    const r = await runOn(dir, ['render', '--color', 'yes'], false);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'rigging: --color: unknown value "yes" (expected auto | always | never); see rigging render --help\n',
    );
  });

  it('is documented in the --help of render, diff and validate', async () => {
    for (const command of ['render', 'diff', 'validate']) {
      const r = await runOn('/', [command, '--help'], false);
      expect(r.stdout).toContain('--color WHEN      auto (default) | always | never');
    }
  });
});

describe('--color and redaction', () => {
  it('colours the diff after redaction: no Secret value shows', async () => {
    const secret = (v: string) =>
      JSON.stringify({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { pw: v } });
    const dir = await qbecApp({ components: { 's.jsonnet': secret('CANARY-c0l0ur-old') } });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    commitAll(dir);
    await writeTree({ 'app/components/s.jsonnet': secret('CANARY-c0l0ur-new') }, dir);
    const r = await runOn(dir, ['diff', '--base', 'HEAD', '--color', 'always'], true);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(ESC);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/CANARY|c0l0ur/);
  });
});
