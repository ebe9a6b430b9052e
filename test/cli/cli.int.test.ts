import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version';
import { cleanupTempDirs, configMap, qbecApp, run, tempDir } from '../qbec/helpers';

cleanupTempDirs();

describe('rigging --help and --version', () => {
  it('prints the usage on stdout and exits 0 for --help, -h, help and no arguments', async () => {
    const dir = await tempDir();
    for (const argv of [['--help'], ['-h'], ['help'], [], ['render', '--help']]) {
      const r = await run(dir, argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/^Usage: rigging <command>/);
      for (const command of ['render', 'diff', 'validate']) expect(r.stdout).toContain(command);
      expect(r.stderr).toBe('');
    }
  });

  it('prints the version for --version and -v', async () => {
    const dir = await tempDir();
    for (const flag of ['--version', '-v']) {
      const r = await run(dir, [flag]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`rigging ${VERSION}\n`);
    }
  });
});

describe('usage errors', () => {
  const usageError = async (argv: string[], message: RegExp) => {
    const dir = await qbecApp({ components: { 'a.jsonnet': configMap('a') } });
    const r = await run(dir, argv);
    expect(r.code, argv.join(' ')).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('Usage: rigging');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  };

  it('exits 2 with the usage for an unknown command', async () => {
    await usageError(['deploy'], /unknown command "deploy"/);
  });

  it('exits 2 with the usage for an unknown flag', async () => {
    await usageError(['render', '--bogus'], /bogus/);
    await usageError(['render', '-x'], /-x/);
  });

  it('exits 2 for a flag of another command, an unknown output format, or a stray argument', async () => {
    await usageError(['render', '--base', 'HEAD'], /--base/);
    await usageError(['validate', '-o', 'json'], /--output/);
    await usageError(['render', '-o', 'xml'], /xml/);
    await usageError(['diff', '-o', 'yaml', '--base', 'HEAD'], /yaml/);
    await usageError(['render', 'extra'], /extra/);
    await usageError(['diff'], /--base/);
  });
});

describe('finding rigging.yaml', () => {
  it('exits 2 naming the directory when there is no rigging.yaml', async () => {
    const dir = await tempDir();
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('rigging.yaml');
    expect(r.stderr).toContain(dir);
  });

  it('uses --config to find the file elsewhere', async () => {
    const dir = await qbecApp({ components: { 'a.jsonnet': configMap('a') } });
    const elsewhere = await tempDir();
    const r = await run(elsewhere, ['validate', '--config', `${dir}/rigging.yaml`]);
    expect(r.code, r.stderr).toBe(0);
    const byDir = await run(elsewhere, ['validate', '-c', dir]);
    expect(byDir.code, byDir.stderr).toBe(0);
  });
});
