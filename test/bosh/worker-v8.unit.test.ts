// The Ruby VM's process refuses code made of strings from its first line, as node's
// --disallow-code-generation-from-strings would (worker-v8.ts): the worker script itself is loaded
// in a node process that then tries every way to eval, and what still works beside them is checked.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerScript } from '../../src/render/bosh/ruby';
import { WASM_FLAGS } from '../../src/render/bosh/ruby/worker-v8';

/**
 * Each probe's outcome in a node process that has loaded the worker script (no IPC: it only loads),
 * run from a file (node -e loads modules of its own, crypto among them).
 */
async function probe(probes: Record<string, string>): Promise<Record<string, string>> {
  const script = await workerScript();
  const code = `require(${JSON.stringify(script)});
const out = {};
for (const [name, fn] of Object.entries({${Object.entries(probes)
    .map(([name, body]) => `${JSON.stringify(name)}: () => (${body})`)
    .join(',\n')}})) {
  try { out[name] = 'ran: ' + String(fn()); } catch (e) { out[name] = e.name + ': ' + e.message; }
}
process.stdout.write(JSON.stringify(out));`;
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-worker-probe-'));
  try {
    writeFileSync(path.join(dir, 'probe.js'), code);
    const r = spawnSync(process.execPath, [path.join(dir, 'probe.js')], { encoding: 'utf8', env: {} });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as Record<string, string>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const REFUSED = 'EvalError: Code generation from strings disallowed for this context';

describe("the Ruby VM's process", () => {
  it('refuses eval and every constructor of functions, however reached', async () => {
    const out = await probe({
      eval: `eval('1 + 1')`,
      indirectEval: `(0, globalThis.eval)('1 + 1')`,
      Function: `Function('return 1')()`,
      newFunction: `new Function('return 1')()`,
      viaConstructor: `(function () {}).constructor('return 1')()`,
      viaArrow: `(() => 1).constructor('return 1')()`,
      async: `Object.getPrototypeOf(async () => {}).constructor('return 1')`,
      generator: `Object.getPrototypeOf(function* () {}).constructor('yield 1')`,
      asyncGenerator: `Object.getPrototypeOf(async function* () {}).constructor('yield 1')`,
      reflect: `Reflect.construct(Function, ['return 1'])()`,
      bound: `Function.bind(null, 'return 1')()()`,
      applied: `Function.prototype.constructor.apply(null, ['return 1'])()`,
      undone: `(Object.defineProperty(Function.prototype, 'constructor', { value: 1 }), 'undone')`,
      // Sloppy mode: the assignment is ignored, and eval still refuses.
      reassigned: `(globalThis.eval = (s) => s, eval('1 + 1'))`,
    });
    for (const [name, outcome] of Object.entries(out)) {
      if (name === 'undone') expect(outcome, name).toMatch(/^TypeError: Cannot redefine property/);
      else expect(outcome, name).toBe(REFUSED);
    }
  });

  it("loads no more of node's own modules than its start needs: not crypto, loaded to hash a snapshot", async () => {
    const out = await probe({
      crypto: `process.moduleLoadList.some((m) => /^NativeModule (node:)?crypto$/.test(m))`,
      fs: `process.moduleLoadList.some((m) => /^NativeModule (node:)?fs$/.test(m))`,
    });
    expect(out).toEqual({ crypto: 'ran: false', fs: 'ran: true' });
  });

  it('still has functions as they were: instanceof, prototypes, calls', async () => {
    const out = await probe({
      instance: `(() => 1) instanceof Function && (async () => 1) instanceof Function`,
      prototype: `Object.getPrototypeOf(() => 1) === Function.prototype`,
      call: `((a, b) => a + b).call(null, 1, 2)`,
      bind: `((a, b) => a + b).bind(null, 1)(2)`,
      json: `JSON.parse('{"a":[1]}').a[0]`,
    });
    expect(out).toEqual({
      instance: 'ran: true',
      prototype: 'ran: true',
      call: 'ran: 3',
      bind: 'ran: 3',
      json: 'ran: 1',
    });
  });

  it('keeps a hot wasm function on Liftoff with its wasm flags set at run time', () => {
    // A function that sums 0..n, called until V8 would have compiled it again with TurboFan.
    const code = `for (const f of ${JSON.stringify(WASM_FLAGS)}) require('node:v8').setFlagsFromString(f);
const bytes = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1,
  102, 0, 0, 10, 32, 1, 30, 1, 1, 127, 3, 64, 32, 0, 4, 64, 32, 1, 32, 0, 106, 33, 1, 32, 0, 65, 1, 107, 33, 0,
  12, 1, 11, 11, 32, 1, 11]);
const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
for (let i = 0; i < 2000; i++) f(20000);
const start = Date.now();
while (Date.now() - start < 200) f(1000);
process.stdout.write(JSON.stringify({ sum: f(4), liftoff: %IsLiftoffFunction(f), turbofan: %IsTurboFanFunction(f) }));`;
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', '-e', code], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ sum: 10, liftoff: true, turbofan: false });
  });
});
