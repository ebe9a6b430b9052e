import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  codeVar,
  createLibjsonnetEngine,
  JsonnetEvalError,
  standardNatives,
  stringVar,
  valueVar,
} from '../../../src/render/jsonnet';
import { describeWithLibjsonnet } from '../../support/libjsonnet';

const engine = createLibjsonnetEngine();
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-engine-test-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

async function failure(p: Promise<unknown>): Promise<JsonnetEvalError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JsonnetEvalError);
  return err as JsonnetEvalError;
}

describeWithLibjsonnet('libjsonnet engine', () => {
  it('binds ext vars as strings or code and TLAs to a top-level function', async () => {
    const out = await engine.evaluate({
      snippet: {
        code: 'function(n, s="d") { s: std.extVar("s"), c: std.extVar("c").x, n: n, d: s }',
        filename: 'x.jsonnet',
      },
      extVars: { s: stringVar('text'), c: codeVar('{ x: 1 + 1 }') },
      tlas: { n: valueVar(3) },
    });
    expect(out).toEqual({ s: 'text', c: 2, n: 3, d: 'd' });
  });

  it('searches library paths in order, the first one winning', async () => {
    const a = tree({ 'lib.libsonnet': '"from a"' });
    const b = tree({ 'lib.libsonnet': '"from b"' });
    expect(
      await engine.evaluate({ snippet: { code: 'import "lib.libsonnet"', filename: 'x' }, libPaths: [a, b] }),
    ).toBe('from a');
    expect(
      await engine.evaluate({ snippet: { code: 'import "lib.libsonnet"', filename: 'x' }, libPaths: [b, a] }),
    ).toBe('from b');
  });

  it('runs parseYaml as qbec does: every document, empty ones skipped, YAML 1.1 booleans', async () => {
    const out = await engine.evaluate({
      snippet: {
        code: 'std.native("parseYaml")("---\\na: yes\\n---\\n# only a comment\\n---\\n- 1\\n---\\n")',
        filename: 'x',
      },
      natives: standardNatives,
    });
    expect(out).toEqual([{ a: true }, [1]]);
  });

  it("keeps jsonnet's own std.parseYaml when a parseYaml native is registered", async () => {
    const out = await engine.evaluate({
      snippet: { code: 'std.parseYaml("a: 1")', filename: 'x' },
      natives: standardNatives,
    });
    expect(out).toEqual({ a: 1 });
  });

  it('parses JSON through parseJson', async () => {
    const out = await engine.evaluate({
      snippet: { code: 'std.native("parseJson")(\'{"a": [1, null]}\')', filename: 'x' },
      natives: standardNatives,
    });
    expect(out).toEqual({ a: [1, null] });
  });

  it('turns a throwing native into a jsonnet error instead of a crash', async () => {
    const err = await failure(
      engine.evaluate({
        snippet: { code: 'std.native("parseYaml")("a: [")', filename: 'x.jsonnet' },
        natives: standardNatives,
      }),
    );
    expect(err.message).toMatch(/RUNTIME ERROR/);
  });

  it('evaluates in-memory files in a staging dir that is removed afterwards', async () => {
    // A temp dir of its own: other test files stage files in the shared one at the same time.
    const own = mkdtempSync(path.join(tmpdir(), 'rigging-engine-staging-'));
    const shared = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      await stagesAndRemoves(own);
    } finally {
      if (shared === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = shared;
      rmSync(own, { recursive: true, force: true });
    }
  });

  async function stagesAndRemoves(own: string): Promise<void> {
    const out = await engine.evaluate({
      file: 'main.jsonnet',
      files: {
        'main.jsonnet': 'local l = import "sub/lib.libsonnet"; { v: l.v }',
        'sub/lib.libsonnet': '{ v: importstr "data.txt" }',
        'sub/data.txt': 'hi',
      },
    });
    expect(out).toEqual({ v: 'hi' });
    const err = await failure(
      engine.evaluate({ file: 'main.jsonnet', files: { 'main.jsonnet': '{\n  a: error "boom",\n}' } }),
    );
    expect([err.file, err.line, err.column]).toEqual(['main.jsonnet', 2, 6]);
    expect(readdirSync(own)).toEqual([]);
  }

  it('refuses in-memory file names that escape the staging dir', async () => {
    await expect(engine.evaluate({ file: 'a.jsonnet', files: { '../a.jsonnet': '1' } })).rejects.toThrow(
      /escapes/,
    );
  });

  it('positions a syntax error at file:line:column', async () => {
    const dir = tree({ 'bad.jsonnet': '{\n  a: 1,\n  b: ,\n}\n' });
    const err = await failure(engine.evaluate({ file: path.join(dir, 'bad.jsonnet'), displayRoot: dir }));
    expect(err.reason).toBe('JsonnetStaticError');
    expect([err.file, err.line, err.column]).toEqual(['bad.jsonnet', 3, 6]);
  });

  it('positions a missing import at the importing line', async () => {
    const dir = tree({ 'main.jsonnet': '// header\nlocal x = import "missing.libsonnet";\nx' });
    const err = await failure(engine.evaluate({ file: path.join(dir, 'main.jsonnet'), displayRoot: dir }));
    expect(err.message).toContain('couldn\'t open import "missing.libsonnet"');
    expect([err.file, err.line]).toEqual(['main.jsonnet', 2]);
    expect(err.detail).not.toContain(dir);
  });

  it('positions a runtime error in a library at the library', async () => {
    const dir = tree({
      'main.jsonnet': 'local l = import "l.libsonnet";\nl.f({})',
      'l.libsonnet': '{\n  f(x):: x.missing,\n}',
    });
    const err = await failure(engine.evaluate({ file: path.join(dir, 'main.jsonnet'), displayRoot: dir }));
    expect([err.file, err.line, err.column]).toEqual(['l.libsonnet', 2, 10]);
  });

  it('never runs more evaluations at once than its limit', async () => {
    let running = 0;
    let peak = 0;
    const limited = createLibjsonnetEngine({ concurrency: 2 });
    const natives = {
      track: {
        params: ['x'],
        fn: async (x: unknown) => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 30));
          running--;
          return x;
        },
      },
    };
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        limited.evaluate({ snippet: { code: `std.native("track")(${i})`, filename: 'x' }, natives }),
      ),
    );
    expect(peak).toBe(2);
    expect(existsSync(tmpdir())).toBe(true);
  });
  // Last: the abandoned evaluation keeps a thread busy until it finishes.
  it('gives up at the deadline', async () => {
    const err = await failure(
      engine.evaluate({
        snippet: {
          code: 'std.foldl(function(a, b) a + b, std.range(1, 3000000), 0)',
          filename: 'slow.jsonnet',
        },
        deadlineMs: 50,
      }),
    );
    expect(err.reason).toBe('Deadline');
  });
});
