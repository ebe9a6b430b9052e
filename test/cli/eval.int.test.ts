// `rigging eval` is the jsonnet command on rigging's engine: the same bytes on stdout and stderr
// and the same exit code as /usr/bin/jsonnet for each flag (compared when jsonnet is installed),
// and, unlike it, reads confined to the working directory and the -J directories.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { describeWithLibjsonnet } from '../support/libjsonnet';

const root = path.resolve(__dirname, '../..');
const cli = path.join(root, '.test-out', `cli-eval-${process.pid}.cjs`);
const CANARY = 'canary-outside-5e02aa';
let work: string;
let dir: string;
let outside: string;

const jsonnetMissing = spawnSync('jsonnet', ['--version']).status === 0 ? undefined : 'no jsonnet command';
if (jsonnetMissing)
  process.stderr.write(`skipping comparisons with the jsonnet command: ${jsonnetMissing}\n`);
const withJsonnet = jsonnetMissing ? it.skip : it;

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/cli/index.ts'],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  work = mkdtempSync(path.join(tmpdir(), 'rigging-eval-'));
  dir = path.join(work, 'repo');
  outside = path.join(work, 'outside');
  const files: Record<string, string> = {
    'repo/main.jsonnet':
      "local lib = import 'lib/util.libsonnet';\n{ name: lib.name, n: [1, 2.5, 1e21], s: 'é\\u0001' }\n",
    'repo/lib/util.libsonnet': "{ name: 'util', broken: error 'in the library' }\n",
    'repo/lib/caller.jsonnet': "local u = import 'util.libsonnet';\n{ x: u.broken }\n",
    'repo/a/x.libsonnet': "'from a'\n",
    'repo/b/x.libsonnet': "'from b'\n",
    'repo/text.txt': 'some text\n',
    'repo/code.jsonnet': '{ fromFile: true }\n',
    'repo/tla.jsonnet': 'function(name, n=1) { name: name, n: n }\n',
    'repo/stream.jsonnet': "[{ a: 1 }, 'two', [3]]\n",
    'repo/multi.jsonnet': "{ 'a.json': { x: 1 }, 'b.txt': 'text', '10': [], '9': null }\n",
    'outside/secret.libsonnet': `'${CANARY}'\n`,
    'outside/secret.txt': `${CANARY}\n`,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
    writeFileSync(path.join(work, name), text);
  }
  mkdirSync(path.join(dir, 'out'));
  mkdirSync(path.join(dir, '.git'));
  writeFileSync(path.join(dir, '.git', 'config'), `token = ${CANARY}\n`);
  symlinkSync(path.join(outside, 'secret.libsonnet'), path.join(dir, 'link.libsonnet'));
  symlinkSync(outside, path.join(dir, 'out', 'away'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  rmSync(cli, { force: true });
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function exec(command: string, args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? (child.exitCode ?? 1) : 0, stdout, stderr }),
    );
  });
}

const rigging = (args: string[], env?: Record<string, string>) =>
  exec(process.execPath, [cli, 'eval', ...args], env);

/** Both commands, with what each printed and its exit code. */
async function both(args: string[], env?: Record<string, string>): Promise<[Ran, Ran]> {
  return [await rigging(args, env), await exec('jsonnet', args, env)];
}

describe('rigging eval against the jsonnet command', () => {
  // Cases where only the first line of stderr is compared: rigging prints its own usage after the
  // message, and names no field's location in an -S type error.
  const firstLineOnly = new Set(['no file', '-e without code', '-m -S of a number']);
  const cases: [string, string[], Record<string, string>?][] = [
    ['a file with an import', ['main.jsonnet']],
    ['a file named with ./', ['./main.jsonnet']],
    ['code', ['-e', "{ b: [1, { c: 'd' }], a: std.length('xyz'), '10': 1, '9': 2, e: {}, f: [] }"]],
    ['-- before a file', ['--', 'main.jsonnet']],
    ['combined short flags', ['-Se', "'plain'"]],
    ['-J, the right-most winning', ['-J', 'a', '-J', 'b', '-e', "import 'x.libsonnet'"]],
    ['-J in the other order', ['--jpath', 'b', '--jpath', 'a', '-e', "import 'x.libsonnet'"]],
    ['JSONNET_PATH, left-most first, after -J', ['-e', "import 'x.libsonnet'"], { JSONNET_PATH: 'a:b' }],
    ['-V with a value', ['-V', 'x=1', '--ext-str', 'y=a=b', '-e', "[std.extVar('x'), std.extVar('y')]"]],
    [
      '-V from the environment',
      ['-V', 'FROM_ENV', '-e', "std.extVar('FROM_ENV')"],
      { FROM_ENV: 'env value' },
    ],
    ['-V of an undefined variable', ['-V', 'NOT_SET_ANYWHERE', '-e', '1']],
    ['--ext-code', ['--ext-code', 'x={ a: 1 + 1 }', '-e', "std.extVar('x')"]],
    ['--ext-str-file', ['--ext-str-file', 'x=text.txt', '-e', "std.extVar('x')"]],
    ['--ext-code-file', ['--ext-code-file', 'x=code.jsonnet', '-e', "std.extVar('x')"]],
    ['--ext-str-file without =', ['--ext-str-file', 'text.txt', '-e', '1']],
    ['a missing --ext-str-file', ['--ext-str-file', 'x=missing.txt', '-e', "std.extVar('x')"]],
    ['-A and --tla-code', ['-A', 'name=web', '--tla-code', 'n=3', 'tla.jsonnet']],
    [
      '--tla-str-file and --tla-code-file',
      ['--tla-str-file', 'name=text.txt', '--tla-code-file', 'n=code.jsonnet', 'tla.jsonnet'],
    ],
    ['-y', ['-y', 'stream.jsonnet']],
    ['-y of an empty array', ['-y', '-e', '[]']],
    ['-y of an object', ['--yaml-stream', '-e', '{}']],
    ['-y with an error in an element', ['-y', '-e', "[1, error 'second']"]],
    ['-S', ['-S', '-e', "'a\\nb'"]],
    ['-S of a number', ['--string', '-e', '1']],
    ['-S -y', ['-S', '-y', '-e', "['a', 'b']"]],
    ['-m', ['-m', 'out', 'multi.jsonnet']],
    ['-m into a missing directory', ['-m', 'missing', 'multi.jsonnet']],
    ['-m of an array', ['-m', 'out', '-e', '[]']],
    ['-m -S', ['-m', 'out/', '-S', '-e', "{ a: 'x', b: 'y' }"]],
    ['-m -S of a number', ['-m', 'out', '-S', '-e', "{ a: 'x', b: 1 }"]],
    ['an object assertion in -m', ['-m', 'out', '-e', "{ assert false : 'no', a: 1 }"]],
    ['a runtime error with its trace', ['lib/caller.jsonnet']],
    [
      'a trace cut by --max-trace',
      ['-t', '3', '-e', "local f(n) = if n == 0 then error 'deep' else f(n - 1); f(20)"],
    ],
    ['a static error', ['-e', '{ a: ']],
    ['std.trace on stderr', ['-e', "std.trace('hello', 1)"]],
    ['a missing file', ['missing.jsonnet']],
    ['no file', []],
    ['-e without code', ['-e']],
    ['two files', ['main.jsonnet', 'code.jsonnet']],
    ['an unknown flag', ['--bogus', 'main.jsonnet']],
    ['a flag without its value', ['main.jsonnet', '-J']],
    ['an empty -J', ['-J', '', 'main.jsonnet']],
    ['-s 0', ['-s', '0', 'main.jsonnet']],
    ['-t that is no integer', ['-t', 'x', 'main.jsonnet']],
    ['an empty -o', ['-o', '', 'main.jsonnet']],
  ];
  for (const [name, args, env] of cases) {
    // Concurrent: each case is two processes that only wait on their own output.
    withJsonnet.concurrent(`prints what jsonnet prints and exits as it does: ${name}`, async () => {
      const [r, j] = await both(args, env);
      const shown = (err: string) => (firstLineOnly.has(name) ? err.split('\n')[0] : err);
      expect({ stdout: r.stdout, stderr: shown(r.stderr), code: r.code }).toEqual({
        stdout: j.stdout,
        stderr: shown(j.stderr),
        code: j.code,
      });
    });
  }

  withJsonnet('-o writes the output to the file, as jsonnet does', async () => {
    const r = await rigging(['-o', 'out/r.json', '-y', 'stream.jsonnet']);
    const j = await exec('jsonnet', ['-o', 'out/j.json', '-y', 'stream.jsonnet']);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '', '']);
    expect([j.code, j.stdout, j.stderr]).toEqual([0, '', '']);
    expect(readFileSync(path.join(dir, 'out/r.json'), 'utf8')).toBe(
      readFileSync(path.join(dir, 'out/j.json'), 'utf8'),
    );
  });

  withJsonnet('-m writes the same files as jsonnet, and -o gets their list', async () => {
    const r = await rigging(['-m', 'out/r', '-o', 'out/r-list', 'multi.jsonnet']);
    expect(r.code, r.stderr).toBe(1); // out/r does not exist: jsonnet does not make directories either
    mkdirSync(path.join(dir, 'out/r'));
    mkdirSync(path.join(dir, 'out/j'));
    for (const [command, args] of [
      [process.execPath, [cli, 'eval', '-m', 'out/r', '-o', 'out/r-list', 'multi.jsonnet']],
      ['jsonnet', ['-m', 'out/j', '-o', 'out/j-list', 'multi.jsonnet']],
    ] as const) {
      expect((await exec(command, [...args])).code).toBe(0);
    }
    const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
    expect(read('out/r-list')).toBe(read('out/j-list').replaceAll('out/j/', 'out/r/'));
    for (const f of ['a.json', 'b.txt', '10', '9']) expect(read(`out/r/${f}`)).toBe(read(`out/j/${f}`));
  });
});

// google/jsonnet's own benchmark programs, from a fetched snapshot (never copied into the project):
// those the C++ command runs in a few seconds; bench/jsonnet-suite.ts times them all.
const MIRROR = '/work/.mirror/google+jsonnet/repo';
const suiteMissing =
  jsonnetMissing ?? (existsSync(MIRROR) ? undefined : `no google/jsonnet snapshot at ${MIRROR}`);
if (suiteMissing) process.stderr.write(`skipping google/jsonnet's benchmark programs: ${suiteMissing}\n`);

(suiteMissing ? describe.skip : describe)("rigging eval on google/jsonnet's benchmark programs", () => {
  let suite: string;
  beforeAll(() => {
    suite = path.join(work, 'suite');
    mkdirSync(suite);
    const archive = execFileSync('git', [
      `--git-dir=${MIRROR}`,
      'archive',
      'HEAD',
      'benchmarks',
      'perf_tests',
    ]);
    execFileSync('tar', ['x', '-C', suite], { input: archive });
  });

  for (const [file, flags] of [
    ['benchmarks/bench.01.jsonnet', []],
    ['benchmarks/bench.03.jsonnet', []],
    ['benchmarks/bench.04.jsonnet', []],
    ['benchmarks/gen_big_object.jsonnet', ['-S']],
    ['perf_tests/large_string_join.jsonnet', []],
  ] as const) {
    it.concurrent(`prints what jsonnet prints for ${file}`, async () => {
      const args = [...flags, path.join(suite, file)];
      const r = await exec(process.execPath, [cli, 'eval', '--allow-any-path', ...args]);
      const j = await exec('jsonnet', args);
      expect(j.code).toBe(0);
      expect(r.stdout.length).toBeGreaterThan(0);
      expect({ code: r.code, stderr: r.stderr, same: r.stdout === j.stdout }).toEqual({
        code: 0,
        stderr: '',
        same: true,
      });
    });
  }
});

describe('rigging eval confines what it reads and writes', () => {
  /** Refused with one clear message, exit 1, nothing of the file read, no JS stack. */
  const refused = async (args: string[], message: string) => {
    const r = await rigging(args);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('--allow-any-path');
    expect(r.stderr).not.toContain(CANARY);
    expect(r.stderr).not.toContain('root:x:0:0');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    return r.stderr;
  };

  it('refuses an absolute import outside the working directory', async () => {
    const stderr = await refused(['-e', "import '/etc/passwd'"], 'import "/etc/passwd" is outside');
    expect(stderr).toMatch(/^RUNTIME ERROR: .*\n\t<cmdline>:1:1-21\t\n/);
  });

  it('refuses an import that climbs out with ..', async () => {
    await refused(
      ['-e', "importstr '../outside/secret.txt'"],
      'importstr "../outside/secret.txt" is outside',
    );
  });

  it('refuses a symlink out of the tree, an input file outside, and .git', async () => {
    await refused(['-e', "import 'link.libsonnet'"], 'import "link.libsonnet" is outside');
    await refused(['../outside/secret.libsonnet'], '"../outside/secret.libsonnet" is outside');
    await refused(['-e', "importstr '.git/config'"], 'is inside .git');
  });

  it('refuses variable files outside the tree', async () => {
    await refused(['--ext-str-file', 'x=../outside/secret.txt', '-e', "std.extVar('x')"], 'is outside');
  });

  it('reads a -J directory outside the tree, and anything with --allow-any-path', async () => {
    const viaJ = await rigging(['-J', '../outside', '-e', "import 'secret.libsonnet'"]);
    expect([viaJ.code, viaJ.stdout]).toEqual([0, `"${CANARY}"\n`]);
    const any = await rigging(['--allow-any-path', '-e', "importstr '../outside/secret.txt'"]);
    expect([any.code, any.stdout]).toEqual([0, `"${CANARY}\\n"\n`]);
  });

  it('writes no -m file outside its directory or under .git', async () => {
    for (const [code, message] of [
      ["{ '../escaped': 1 }", '"../escaped" is outside the -m directory'],
      ["{ '/tmp/abs-escaped': 1 }", 'is outside the -m directory'],
      ["{ 'away/escaped': 1 }", '"away/escaped" is outside the -m directory'],
    ]) {
      await refused(['-m', 'out', '-e', code as string], message as string);
    }
    await refused(['-m', '.', '-e', "{ '.git/hooks/pre-commit': 'x' }"], 'inside .git');
    expect(spawnSync('ls', [dir, outside, path.join(dir, '.git')]).stdout.toString()).not.toMatch(
      /escaped|hooks/,
    );
  });
});

describe('rigging eval --timeout', () => {
  const looping = 'std.foldl(function(a, b) a + b, std.range(1, 100000000), 0)';

  it('gives up on an evaluation past its budget with one line and exit 1', async () => {
    const r = await rigging(['--timeout', '1s', '-e', looping]);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: 'ERROR: evaluation did not finish within 1000 ms (--timeout)\n',
    });
  });

  it('refuses a budget that is no positive duration', async () => {
    const r = await rigging(['--timeout', '0', '-e', '1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^ERROR: invalid --timeout: "0" is not a positive duration/);
  });
});

describeWithLibjsonnet('rigging eval --jsonnet-engine libjsonnet', () => {
  it('prints each output mode as rigging engine does', async () => {
    for (const args of [
      ['main.jsonnet'],
      ['-y', 'stream.jsonnet'],
      ['-S', '-e', "'x'"],
      ['-m', 'out', 'multi.jsonnet'],
    ]) {
      const lib = await rigging(['--jsonnet-engine', 'libjsonnet', ...args]);
      const own = await rigging(args);
      expect(lib, args.join(' ')).toEqual(own);
      expect(lib.code).toBe(0);
    }
  });

  it('is confined too', async () => {
    const r = await rigging(['--jsonnet-engine', 'libjsonnet', '-e', "import '../outside/secret.libsonnet'"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('is outside');
    expect(r.stderr).not.toContain(CANARY);
  });
});

describe('rigging eval through main()', () => {
  const inProcess = async (argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, {
      cwd: dir,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
    });
    return { code, stdout, stderr };
  };

  it('is dispatched before any rigging.yaml is looked for', async () => {
    expect(await inProcess(['eval', '-e', '{ a: [] }'])).toEqual({
      code: 0,
      stdout: '{\n   "a": [ ]\n}\n',
      stderr: '',
    });
  });

  it('prints its usage for --help, and rigging --help lists it', async () => {
    const help = await inProcess(['eval', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: rigging eval/);
    expect(help.stdout).toContain('--allow-any-path');
    expect((await inProcess(['--help'])).stdout).toMatch(/\n {2}eval {7}/);
  });
});
