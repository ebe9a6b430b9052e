// A diff's head reuses its base's evaluation only when it asks the same and every file the base read
// (and every import candidate it found missing) reads the same in the head's tree.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RepositoryBoundary } from '../../../src/boundary/boundary';
import { type EvalRequest, type NativeFunction, standardNatives } from '../../../src/render/jsonnet';
import { createRiggingEngine } from '../../../src/render/jsonnet/rigging/engine';
import { EvaluationReuse, watchReuse } from '../../../src/render/jsonnet/rigging/reuse';

const top = mkdtempSync(path.join(tmpdir(), 'rigging-engine-reuse-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

/** Two trees (a diff's base and head) holding `files`, the head's with `headChanges` applied. */
function trees(files: Record<string, string>, headChanges: Record<string, string | null> = {}) {
  const base = mkdtempSync(path.join(top, 'base-'));
  const head = mkdtempSync(path.join(top, 'head-'));
  const write = (root: string, all: Record<string, string | null>) => {
    for (const [file, text] of Object.entries(all)) {
      const at = path.join(root, file);
      if (text === null) {
        rmSync(at, { force: true });
        continue;
      }
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, text);
    }
  };
  write(base, files);
  write(head, files);
  write(head, headChanges);
  return { base, head };
}

const APP = {
  'app/main.jsonnet': `local lib = import 'lib.libsonnet';\n{ replicas: lib.replicas, env: std.extVar('env') }\n`,
  'vendor/lib.libsonnet': '{ replicas: 1 }\n',
};

let reuse: EvaluationReuse;
let reused: string[];
beforeEach(() => {
  reuse = new EvaluationReuse();
  reused = [];
  watchReuse((key) => reused.push(key));
});
afterEach(() => watchReuse(undefined));

/** Evaluates `req` in the base tree (kept) then in the head tree (found), as a diff does. */
async function bothSides(
  t: { base: string; head: string },
  req: (root: string) => EvalRequest,
  headReq: (root: string) => EvalRequest = req,
): Promise<[unknown, unknown]> {
  const traces: string[] = [];
  const engine = (root: string, role: 'keep' | 'find') =>
    createRiggingEngine({
      boundary: RepositoryBoundary.at(root),
      onTrace: (line) => traces.push(line),
      reuse: { reuse, role },
    });
  const base = await engine(t.base, 'keep').evaluate(req(t.base));
  const head = await engine(t.head, 'find').evaluate(headReq(t.head));
  return [base, head];
}

const request =
  (env = 'dev', natives?: Record<string, NativeFunction>) =>
  (root: string): EvalRequest => ({
    file: path.join(root, 'app/main.jsonnet'),
    libPaths: [path.join(root, 'vendor')],
    extVars: { env: { kind: 'string', value: env } },
    displayRoot: root,
    ...(natives ? { natives } : {}),
  });

describe("rigging's engine reusing a diff's base evaluation", () => {
  it('gives the head the base output when nothing it reads differs, as a copy of its own', async () => {
    const t = trees({ ...APP, 'vendor/other.libsonnet': '{}\n' }, { 'vendor/other.libsonnet': '{ x: 1 }\n' });
    const [base, head] = await bothSides(t, request());
    expect(reused).toHaveLength(1);
    expect(head).toEqual({ replicas: 1, env: 'dev' });
    expect(head).toEqual(base);
    // Not the same object: what one side's render does to it never reaches the other.
    expect(head).not.toBe(base);
  });

  it('evaluates the head when a file the base read differs', async () => {
    const t = trees(APP, { 'vendor/lib.libsonnet': '{ replicas: 2 }\n' });
    const [, head] = await bothSides(t, request());
    expect(reused).toEqual([]);
    expect(head).toEqual({ replicas: 2, env: 'dev' });
  });

  it('evaluates the head when the entry file differs', async () => {
    const t = trees(APP, { 'app/main.jsonnet': `{ replicas: 3 }\n` });
    const [, head] = await bothSides(t, request());
    expect(reused).toEqual([]);
    expect(head).toEqual({ replicas: 3 });
  });

  it('evaluates the head when a candidate the base found missing now exists (an import shadowed)', async () => {
    // `lib.libsonnet` is searched beside main.jsonnet first: the head adds one there.
    const t = trees(APP, { 'app/lib.libsonnet': '{ replicas: 4 }\n' });
    const [, head] = await bothSides(t, request());
    expect(reused).toEqual([]);
    expect(head).toEqual({ replicas: 4, env: 'dev' });
  });

  it('evaluates the head when an imported file is replaced by a link leading elsewhere', async () => {
    const t = trees({ ...APP, 'vendor/real.libsonnet': '{ replicas: 5 }\n' });
    rmSync(path.join(t.head, 'vendor/lib.libsonnet'));
    symlinkSync('real.libsonnet', path.join(t.head, 'vendor/lib.libsonnet'));
    const [, head] = await bothSides(t, request());
    expect(reused).toEqual([]);
    expect(head).toEqual({ replicas: 5, env: 'dev' });
  });

  it('evaluates the head when an ext var differs', async () => {
    const t = trees(APP);
    const [, head] = await bothSides(t, request('dev'), request('prod'));
    expect(reused).toEqual([]);
    expect(head).toEqual({ replicas: 1, env: 'prod' });
  });

  it('reuses with pure natives, never with a native not declared pure', async () => {
    const t = trees({ ...APP, 'app/main.jsonnet': `std.native('parseJson')('{"a": 1}')\n` });
    await bothSides(t, request('dev', standardNatives));
    expect(reused).toHaveLength(1);
    reused = [];
    reuse = new EvaluationReuse();
    let calls = 0;
    const counting: Record<string, NativeFunction> = {
      parseJson: { params: ['json'], fn: (s) => ++calls + JSON.parse(String(s)).a },
    };
    const [base, head] = await bothSides(t, request('dev', counting));
    expect(reused).toEqual([]);
    expect([base, head]).toEqual([2, 3]);
  });

  it('never reuses an evaluation that named its file or traced', async () => {
    for (const code of ['std.thisFile', `std.trace('hello', 1)`]) {
      const t = trees({ ...APP, 'app/main.jsonnet': `${code}\n` });
      const [base, head] = await bothSides(t, request());
      expect(reused).toEqual([]);
      if (code === 'std.thisFile') {
        // Each side names its own tree's file.
        expect(base).toBe(path.join(t.base, 'app/main.jsonnet'));
        expect(head).toBe(path.join(t.head, 'app/main.jsonnet'));
      }
    }
  });

  it('never reuses a failed evaluation: the head reports its own error', async () => {
    const t = trees({ ...APP, 'app/main.jsonnet': `error 'no'\n` });
    const failure = (root: string) =>
      createRiggingEngine({ boundary: RepositoryBoundary.at(root), reuse: { reuse, role: 'keep' } })
        .evaluate(request()(root))
        .catch((e: Error) => e.message);
    expect(await failure(t.base)).toMatch(/no/);
    const head = await createRiggingEngine({
      boundary: RepositoryBoundary.at(t.head),
      reuse: { reuse, role: 'find' },
    })
      .evaluate(request()(t.head))
      .catch((e: Error) => e.message);
    expect(head).toMatch(/no/);
    expect(reused).toEqual([]);
  });
});
