// A pull request's jsonnet that builds a huge array must end as a jsonnet error, not by exhausting
// the process's heap (which would take the action down with a V8 crash report). Run in a child
// with a small heap so the limit is reached in a moment.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, '.test-out', `jsonnet-limits-${process.pid}.cjs`);

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: `import { createRiggingEngine } from './src/render/jsonnet/rigging/engine';
createRiggingEngine()
  .evaluate({ snippet: { code: process.argv[2], filename: 'big.jsonnet' } })
  .then((v) => console.log(JSON.stringify(v)), (e) => { console.log('ERROR ' + e.message); process.exitCode = 1; });
`,
      resolveDir: root,
      loader: 'ts',
    },
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(script, { force: true }));

const evaluate = (code: string) =>
  spawnSync(process.execPath, ['--max-old-space-size=512', script, code], { encoding: 'utf8' });

describe('arrays too large for the heap', () => {
  // Beyond what any JavaScript array holds: refused before a single element is made.
  it.each([
    ['std.range', 'std.length(std.range(1, 1e9))'],
    ['std.makeArray', 'std.length(std.makeArray(1e9, function(i) i))'],
    ['std.repeat', 'std.length(std.repeat([1], 1e9))'],
  ])('%s of 1e9 elements is refused at once, naming the function', (fn, code) => {
    const run = evaluate(code);
    expect(run.stderr).not.toMatch(/heap out of memory|FATAL/);
    expect(run.stdout).toMatch(
      new RegExp(
        `^ERROR RUNTIME ERROR: ${fn.replace('.', '\\.')}: out of memory: 1000000000 elements \\(an array holds at most \\d+\\)`,
      ),
    );
    expect(run.status).toBe(1);
  });

  // Within an array's length but not within this 512 MB heap: stopped as the heap fills.
  it.each([
    ['std.range', 'std.length(std.range(1, 1.3e8))'],
    ['std.makeArray', 'std.length(std.makeArray(1.3e8, function(i) i))'],
    ['std.repeat', 'std.length(std.repeat([1], 1.3e8))'],
  ])('%s of 1.3e8 elements ends with a jsonnet error naming the function', (fn, code) => {
    const run = evaluate(code);
    expect(run.stderr).not.toMatch(/heap out of memory|FATAL/);
    expect(run.stdout).toMatch(
      new RegExp(`^ERROR RUNTIME ERROR: ${fn.replace('.', '\\.')}: out of memory after \\d+ elements`),
    );
    expect(run.status).toBe(1);
  });

  it('builds an array that fits', () => {
    expect(evaluate('std.length(std.range(1, 100000))').stdout.trim()).toBe('100000');
  });
});
