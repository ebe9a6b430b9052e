// A slow run's closing notice ("rigging: rendered 3 objects in 1 environment in 2.0s") through the
// CLI entry: it never counts what was made after a failure, says "1 environment", and counts only
// what -e / -s selected. The clock is made slow by hand, so the notice shows whatever the machine.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main';
import { cleanupTempDirs, configMap, qbecApp, qbecYaml, riggingYaml, writeTree } from '../qbec/helpers';

cleanupTempDirs();
afterEach(() => {
  vi.restoreAllMocks();
});

/** `rigging argv` on a terminal whose every clock reading is two seconds after the last. */
async function slowRun(cwd: string, argv: string[]) {
  let now = 0n;
  vi.spyOn(process.hrtime, 'bigint').mockImplementation(() => {
    now += 2_000_000_000n;
    return now;
  });
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd,
    progress: true,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  });
  // The closing line only: a run slower than a real second also says it is going.
  const notice = stderr.split('\n').filter((l) => /^rigging: .* in \d+\.\ds$/.test(l));
  return { code, stdout, stderr, notice };
}

/** Two qbec sources, `app` (cfg, web) and `other` (extra), for environments dev and prod. */
async function twoSources(): Promise<string> {
  const config = JSON.parse(riggingYaml());
  config.spec.sources.push({ name: 'other', type: 'qbec', path: 'other' });
  return writeTree({
    'rigging.yaml': JSON.stringify(config, null, 2),
    'app/qbec.yaml': qbecYaml(),
    'app/components/cfg.jsonnet': configMap('cfg'),
    'app/components/web.jsonnet': configMap('web'),
    'other/qbec.yaml': qbecYaml({}, 'other'),
    'other/components/extra.jsonnet': configMap('extra'),
  });
}

describe('render notice', () => {
  it('says the render failed, with no object count, when a component fails', async () => {
    const dir = await qbecApp({
      components: { 'good.jsonnet': configMap('good'), 'bad.jsonnet': `error 'nope'` },
    });
    const r = await slowRun(dir, ['render', '-e', 'dev']);
    expect(r.code).toBe(2);
    expect(r.notice).toEqual(['rigging: render failed (1 error) in 2.0s']);
  });

  it('says "1 object in 1 environment" in the singular', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg') } });
    const r = await slowRun(dir, ['render', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.notice).toEqual(['rigging: rendered 1 object in 1 environment in 2.0s']);
  });

  it('counts only the sources -s selects', async () => {
    const dir = await twoSources();
    expect((await slowRun(dir, ['render'])).notice).toEqual([
      'rigging: rendered 6 objects in 2 environments in 2.0s',
    ]);
    const r = await slowRun(dir, ['render', '-s', 'other']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.notice).toEqual(['rigging: rendered 2 objects in 2 environments in 2.0s']);
  });
});

describe('validate', () => {
  it('counts the selected environment and source, in the singular', async () => {
    const dir = await twoSources();
    const all = await slowRun(dir, ['validate']);
    expect(all.stdout).toBe('t: valid (2 environments, 2 sources, 6 objects)\n');
    expect(all.notice).toEqual(['rigging: validated in 2.0s']);
    const r = await slowRun(dir, ['validate', '-e', 'prod', '-s', 'other']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('t: valid (1 environment, 1 source, 1 object)\n');
  });

  it('says validation failed, not "validated", when it finds errors', async () => {
    const dir = await qbecApp({
      components: { 'a.jsonnet': `error 'first'`, 'b.jsonnet': `error 'second'` },
    });
    const r = await slowRun(dir, ['validate', '-e', 'dev']);
    expect(r.code).toBe(2);
    expect(r.notice).toEqual(['rigging: validation failed (2 errors) in 2.0s']);
  });
});

describe('diff notice', () => {
  function commitAll(cwd: string, message: string): void {
    execFileSync('git', ['add', '-A'], { cwd });
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', message], {
      cwd,
    });
  }

  it('says "1 environment (1 change)" in the singular, and "diff failed" after an error', async () => {
    const dir = await qbecApp({ components: { 'cfg.jsonnet': configMap('cfg', { a: '1' }) } });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    commitAll(dir, 'first');
    await writeTree({ 'app/components/cfg.jsonnet': configMap('cfg', { a: '2' }) }, dir);
    const r = await slowRun(dir, ['diff', '--base', 'HEAD', '-e', 'dev']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.notice).toEqual(['rigging: compared 1 environment (1 change) in 2.0s']);

    await writeTree({ 'app/components/cfg.jsonnet': `error 'nope'` }, dir);
    const failed = await slowRun(dir, ['diff', '--base', 'HEAD', '-e', 'dev']);
    expect(failed.code).toBe(2);
    expect(failed.notice).toEqual(['rigging: diff failed (1 error) in 2.0s']);
  });
});
