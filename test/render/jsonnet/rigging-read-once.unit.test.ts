// A library imported from several directories is one real file: the engine reads it once per
// evaluation, while the boundary still judges every path it was reached by.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((p: unknown, ...rest: unknown[]) => {
    reads.push(String(p));
    return (fs.readFileSync as (...a: unknown[]) => unknown)(p, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

const { RepositoryBoundary } = await import('../../../src/boundary/boundary');
const { JsonnetEvalError } = await import('../../../src/render/jsonnet');
const { createRiggingEngine } = await import('../../../src/render/jsonnet/rigging/engine');

const top = mkdtempSync(path.join(tmpdir(), 'rigging-read-once-'));
const repo = path.join(top, 'repo');
mkdirSync(path.join(repo, 'lib'), { recursive: true });
mkdirSync(path.join(repo, 'a'), { recursive: true });
mkdirSync(path.join(repo, 'b'), { recursive: true });
writeFileSync(path.join(repo, 'lib/shared.libsonnet'), '{ n: 1 }\n');
writeFileSync(path.join(repo, 'a/use.libsonnet'), "(import '../lib/shared.libsonnet').n\n");
writeFileSync(path.join(repo, 'b/use.libsonnet'), "(import '../lib/shared.libsonnet').n\n");
writeFileSync(path.join(top, 'outside.libsonnet'), '{ n: 2 }\n');
afterAll(() => rmSync(top, { recursive: true, force: true }));

const engine = createRiggingEngine({ boundary: RepositoryBoundary.at(repo), onTrace: () => undefined });
const sharedReads = () => reads.filter((p) => p.endsWith('shared.libsonnet')).length;

beforeEach(() => {
  reads.length = 0;
});

describe('imports read from disk', () => {
  it('reads a file imported from two directories once, with both imports evaluated', async () => {
    const main = path.join(repo, 'main.jsonnet');
    writeFileSync(
      main,
      "[import 'a/use.libsonnet', import 'b/use.libsonnet', importstr 'lib/shared.libsonnet']\n",
    );
    const out = await engine.evaluate({ file: main, displayRoot: repo });
    expect(out).toEqual([1, 1, '{ n: 1 }\n']);
    // import and importstr read the same text: one read serves all three
    expect(sharedReads()).toBe(1);
  });

  it('still refuses a symlink out of the repository, whose target a read could share', async () => {
    symlinkSync(path.join(top, 'outside.libsonnet'), path.join(repo, 'lib/out.libsonnet'));
    const main = path.join(repo, 'main.jsonnet');
    writeFileSync(main, "(import 'lib/out.libsonnet').n\n");
    const err: unknown = await engine.evaluate({ file: main, displayRoot: repo }).catch((e) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as Error).message).toContain('outside the repository');
  });
});
