import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version';
import { cleanupTempDirs, configMap, qbecApp, run, tempDir } from '../qbec/helpers';

cleanupTempDirs();

describe('rigging --help and --version', () => {
  it('prints the usage on stdout and exits 0 for --help, -h and help', async () => {
    const dir = await tempDir();
    for (const argv of [['--help'], ['-h'], ['help'], ['help', 'help']]) {
      const r = await run(dir, argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/^Usage: rigging <command>/);
      for (const command of ['render', 'diff', 'validate', 'template', 'eval', 'lambda serve'])
        expect(r.stdout).toContain(`\n  ${command} `);
      expect(r.stdout).toContain('rigging COMMAND --help');
      expect(r.stderr).toBe('');
    }
  });

  it('prints the usage on stderr and exits 2 when given no arguments at all', async () => {
    const r = await run(await tempDir(), []);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: rigging <command>/);
  });

  it("prints each command's own usage for COMMAND --help, COMMAND -h and help COMMAND, with only its options", async () => {
    const dir = await tempDir();
    const cases: [string[], RegExp, string[], string[]][] = [
      [
        ['render'],
        /^Usage: rigging render /,
        ['--show-secrets', '--elaborate', '--config', '--help'],
        ['--base'],
      ],
      [
        ['diff'],
        /^Usage: rigging diff --base REF/,
        ['--base', '--head', '--exit-code', '--env'],
        ['--elaborate'],
      ],
      [['validate'], /^Usage: rigging validate /, ['--source', '--timeout'], ['--output', '--base']],
      [['template'], /^Usage: rigging template FILE/, ['--data', '--missingkey'], ['--config']],
      [['lambda', 'serve'], /^Usage: rigging lambda serve/, ['--port', '--host', '--function'], ['--config']],
      [['lambda'], /^Usage: rigging lambda serve/, ['--port'], []],
      [['eval'], /^Usage: rigging eval /, ['--jpath', '--ext-str'], []],
    ];
    for (const [command, usage, has, lacks] of cases) {
      for (const argv of [
        [...command, '--help'],
        [...command, '-h'],
        ['help', ...command.slice(0, 1)],
      ]) {
        const r = await run(dir, argv);
        expect(r.code, argv.join(' ')).toBe(0);
        expect(r.stderr).toBe('');
        expect(r.stdout, argv.join(' ')).toMatch(usage);
        for (const option of has) expect(r.stdout, argv.join(' ')).toContain(option);
        for (const option of lacks) expect(r.stdout, argv.join(' ')).not.toContain(option);
      }
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
  /** One line on stderr, exit 2, nothing rendered. */
  const usageError = async (argv: string[], line: string | RegExp) => {
    const dir = await qbecApp({ components: { 'a.jsonnet': configMap('a') } });
    const r = await run(dir, argv);
    expect(r.code, argv.join(' ')).toBe(2);
    expect(r.stdout).toBe('');
    if (typeof line === 'string') expect(r.stderr).toBe(`${line}\n`);
    else expect(r.stderr).toMatch(line);
    expect(r.stderr.trimEnd().split('\n'), argv.join(' ')).toHaveLength(1);
  };

  it('names the closest command for an unknown one, and rigging --help', async () => {
    await usageError(
      ['rendr'],
      'rigging: unknown command "rendr" (did you mean "render"?); see rigging --help',
    );
    await usageError(
      ['help', 'dif'],
      'rigging: help: unknown command "dif" (did you mean "diff"?); see rigging --help',
    );
  });

  it('names no command when none is close', async () => {
    await usageError(['deploy'], 'rigging: unknown command "deploy"; see rigging --help');
  });

  it("names the closest of the command's options for an unknown option, and rigging COMMAND --help", async () => {
    await usageError(
      ['diff', '--bsae', 'HEAD'],
      'rigging: diff: unknown option --bsae (did you mean "--base"?); see rigging diff --help',
    );
    await usageError(
      ['render', '--outptu', 'json'],
      'rigging: render: unknown option --outptu (did you mean "--output"?); see rigging render --help',
    );
    // Another command's option is not suggested: --base is diff's.
    await usageError(['render', '--bas'], 'rigging: render: unknown option --bas; see rigging render --help');
    await usageError(
      ['template', 't.tmpl', '--dat', 'd.json'],
      'rigging: template: unknown option --dat (did you mean "--data"?); see rigging template --help',
    );
    await usageError(
      ['lambda', 'serve', '--prot', '1'],
      'rigging: lambda serve: unknown option --prot (did you mean "--port"?); see rigging lambda serve --help',
    );
  });

  it('reads a long option written with one dash as the long option it resembles', async () => {
    await usageError(
      ['diff', '-base', 'HEAD'],
      'rigging: diff: unknown option -base (did you mean "--base"?); see rigging diff --help',
    );
  });

  it('suggests for an unknown short option only the same letter in the other case', async () => {
    await usageError(
      ['render', '-E', 'dev'],
      'rigging: render: unknown option -E (did you mean "-e"?); see rigging render --help',
    );
    await usageError(['render', '-x'], 'rigging: render: unknown option -x; see rigging render --help');
  });

  it('points at the top-level usage for an unknown option before any command', async () => {
    await usageError(['--bogus'], 'rigging: unknown option --bogus; see rigging --help');
  });

  it('says which option lacks its value or takes none', async () => {
    await usageError(['diff', '--base'], 'rigging: diff: --base needs a value; see rigging diff --help');
    await usageError(
      ['diff', '--base', 'HEAD', '--exit-code=yes'],
      'rigging: diff: --exit-code takes no value; see rigging diff --help',
    );
    await usageError(
      ['diff', '--base', '-1'],
      'rigging: diff: --base needs a value (one starting with a dash is written --base=-1); see rigging diff --help',
    );
    await usageError(['render', '-o'], 'rigging: render: -o needs a value; see rigging render --help');
  });

  it('exits 2 with one line for a flag of another command, an unknown output format, or a stray argument', async () => {
    await usageError(
      ['render', '--base', 'HEAD'],
      'rigging: render: --base does not apply here; see rigging render --help',
    );
    await usageError(
      ['validate', '-o', 'json'],
      /^rigging: validate: --output does not apply here; see rigging validate --help/,
    );
    await usageError(['render', '-o', 'xml'], /xml.*; see rigging render --help\n$/);
    await usageError(['diff', '-o', 'yaml', '--base', 'HEAD'], /yaml.*; see rigging diff --help\n$/);
    await usageError(['render', 'extra'], /extra.*; see rigging render --help\n$/);
    await usageError(['diff'], 'rigging: diff: --base REF is required; see rigging diff --help');
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
