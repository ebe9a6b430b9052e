// `rigging eval -s N` past what the main thread's stack holds: the evaluation moves to a thread
// with a stack sized for N (src/render/jsonnet/rigging/deep-stack.ts), so a program libjsonnet and
// go-jsonnet finish with that limit finishes here too, and one they stop stops with their error.
// The thread starts from the bundle, as the CLI's does; it still confines imports and still
// passes std.trace lines on.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const cli = path.join(root, '.test-out', `cli-deep-${process.pid}.cjs`);
const hasJsonnet = spawnSync('jsonnet', ['--version']).status === 0;
const withJsonnet = hasJsonnet ? it : it.skip;
let work: string;
let dir: string;

// google/jsonnet's "lazy array" benchmark's shape, written afresh: level 15 needs 131071 frames in
// libjsonnet and go-jsonnet (2^17 - 1), far past the main thread's JavaScript stack.
const LAZY = `local twice(g) = function(v) g(g(v));
local same(v) = v;
local levels = std.makeArray(20, function(i) if i == 0 then same else twice(levels[i - 1]));
levels[15]('done')
`;

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
  work = mkdtempSync(path.join(tmpdir(), 'rigging-deep-'));
  dir = path.join(work, 'repo');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'lazy.jsonnet'), LAZY);
  writeFileSync(path.join(work, 'outside.libsonnet'), "'outside'\n");
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

function exec(command: string, args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: dir, env: { PATH: process.env.PATH ?? '' }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => resolve({ code: err ? (child.exitCode ?? 1) : 0, stdout, stderr }),
    );
  });
}

const rigging = (args: string[]) => exec(process.execPath, [cli, 'eval', ...args]);

describe('rigging eval with a deep stack allowed', () => {
  it('finishes the lazy chain with the frames libjsonnet needs for it', async () => {
    expect(await rigging(['-s', '131071', 'lazy.jsonnet'])).toEqual({
      code: 0,
      stdout: '"done"\n',
      stderr: '',
    });
  }, 120_000);

  withJsonnet(
    'stops where the jsonnet command stops, with the same message and trace',
    async () => {
      for (const args of [
        ['-s', '100000', 'lazy.jsonnet'],
        ['-s', '20000', '-e', 'local up(k) = 1 + up(k + 1); up(0)'],
      ]) {
        const [own, theirs] = [await rigging(args), await exec('jsonnet', args)];
        expect(own.stderr.split('\n')[0], args.join(' ')).toBe('RUNTIME ERROR: max stack frames exceeded.');
        expect(own, args.join(' ')).toEqual(theirs);
      }
    },
    120_000,
  );

  it('passes std.trace lines on and still refuses imports outside the repository', async () => {
    const traced = await rigging(['-s', '1000', '-e', "std.trace('deep', 1)"]);
    expect(traced).toEqual({ code: 0, stdout: '1\n', stderr: 'TRACE: <cmdline>:1 deep\n' });
    const refused = await rigging(['-s', '1000', '-e', "import '../outside.libsonnet'"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      'RUNTIME ERROR: import "../outside.libsonnet" is outside the repository',
    );
    expect(refused.stdout).toBe('');
  }, 60_000);
});
