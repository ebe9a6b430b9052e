// A stack parameter changed in a pull request: the comment names it first, then what each
// component derived from it. Through `rigging diff -o markdown`, the comment's own renderer.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';
import { stackFiles } from './stack-repo';

cleanupTempDirs();

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

describe('a stack plan in the comment', () => {
  it('names the stack parameter that changed before the component parameters derived from it', async () => {
    const dir = await writeTree(stackFiles());
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    await writeTree({ 'stacks/dev/params.yaml': 'parameters:\n  - name: replicas\n    value: "3"\n' }, dir);
    git(dir, 'commit', '-q', '-am', 'head');

    const r = await run(dir, [
      'diff',
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '--env',
      'dev',
      '-o',
      'markdown',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const plan = r.stdout.slice(r.stdout.indexOf('— stack plan'));
    const stackLine = plan.indexOf('- Stack parameter `replicas`: `2` → `3`');
    const componentLine = plan.indexOf('  - Parameter `replicas`: `2` → `3`');
    expect(stackLine).toBeGreaterThan(0);
    expect(componentLine).toBeGreaterThan(stackLine);
  });
});
