/**
 * How deep rigging's evaluator lets a program go: the frames it counts against maxStack are those
 * libjsonnet and go-jsonnet count (go-jsonnet v0.20 built from source agrees with the C++ CLI on
 * every program here, to the frame), and a JavaScript stack that runs out first ends in the same
 * Jsonnet error, with its trace, never a crash. The counts are fixed below; where the `jsonnet`
 * command is installed its output is compared too.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type EvalRequest, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';

const rigging = createRiggingEngine();
const hasJsonnet = spawnSync('jsonnet', ['--version']).status === 0;
const withJsonnet = hasJsonnet ? it : it.skip;

/** Text output, or the whole error as the CLI prints it (trace included, all of it). */
async function run(code: string, maxStack: number): Promise<string> {
  const req: EvalRequest = {
    file: 'deep.jsonnet',
    files: { 'deep.jsonnet': code },
    maxStack,
    maxTrace: 0,
    raw: true,
  };
  try {
    return (await rigging.evaluate(req)) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return `${e.detail}\n`;
  }
}

function jsonnet(code: string, maxStack: number): string {
  const r = spawnSync('jsonnet', ['-s', String(maxStack), '--max-trace', '0', '-e', code], {
    encoding: 'utf8',
  });
  // The command writes `deep.jsonnet` as <cmdline>; its last trace line keeps a trailing tab.
  return (r.status === 0 ? r.stdout : r.stderr)
    .replaceAll('<cmdline>', 'deep.jsonnet')
    .replace(/\t\n$/, '\n')
    .replace(/\n\n$/, '\n');
}

const recursion = (n: number) => `local down(k) = if k <= 0 then 0 else 1 + down(k - 1); down(${n})`;

/**
 * The shape of google/jsonnet's "lazy array" benchmark, written afresh: level i of the array is
 * level i-1 applied twice, so calling level k forces a chain of thunks each forcing the next, and
 * needs 2^(k+2) - 1 frames in libjsonnet and go-jsonnet.
 */
const lazyChain = (level: number) => `
local twice(g) = function(v) g(g(v));
local same(v) = v;
local levels = std.makeArray(10, function(i) if i == 0 then same else twice(levels[i - 1]));
levels[${level}]('done')`;

describe('frames counted against maxStack, as libjsonnet and go-jsonnet count them', () => {
  it('a non-tail recursion n deep fits in n + 3 frames, not one fewer', async () => {
    expect(await run(recursion(97), 100)).toBe('97\n');
    const failed = await run(recursion(98), 100);
    expect(failed.split('\n')[0]).toBe('RUNTIME ERROR: max stack frames exceeded.');
    expect(failed.split('\n')[1]).toBe('\tdeep.jsonnet:1:20\tfunction <down>');
  });

  it('a chain of lazy thunks, each forcing the next, takes the frames theirs do', async () => {
    // libjsonnet needs 255 here. rigging shares a variable's value once computed where they force
    // a fresh thunk over it, so it may need a few frames fewer (248), never more.
    expect(await run(lazyChain(6), 255)).toBe('"done"\n');
    const failed = await run(lazyChain(6), 200);
    expect(failed.split('\n')[0]).toBe('RUNTIME ERROR: max stack frames exceeded.');
    // A thunk passed on is forced through the variable naming it, a frame of its own.
    expect(failed).toContain('\tdeep.jsonnet:2:34\tthunk <v>\n\tdeep.jsonnet:2:34\tthunk <v>\n');
  });

  withJsonnet('the same results and traces as the jsonnet command', async () => {
    for (const [code, limits] of [
      [recursion(97), [99, 100]],
      [lazyChain(5), [100, 127]],
      [lazyChain(6), [200, 240, 255]],
    ] as const) {
      for (const s of limits) expect(await run(code, s), `${code} -s ${s}`).toBe(jsonnet(code, s));
    }
  });
});

describe('a JavaScript stack that runs out before maxStack', () => {
  it('ends in the Jsonnet error with the trace of the frames reached, not a RangeError', async () => {
    // Far past what the calling thread's stack holds (there is no deep-stack thread from sources).
    const out = await run('local up(k) = 1 + up(k + 1); up(0)', 10_000_000);
    const lines = out.replace(/\n$/, '').split('\n');
    expect(lines[0]).toBe('RUNTIME ERROR: max stack frames exceeded.');
    expect(lines.length).toBeGreaterThan(100);
    expect(lines[1]).toBe('\tdeep.jsonnet:1:19-28\tfunction <up>');
    expect(lines.at(-1)).toBe('\tdeep.jsonnet:1:30-35');
  });
});
