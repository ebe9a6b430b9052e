// Each importer tries its own directory, then every library path: the same library candidates come
// up again and again, and a missing one costs several realpath calls. The engine places each
// candidate path once per evaluation; the wall is the same (rigging-boundary tests).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RepositoryBoundary } from '../../../src/boundary/boundary';
import { JsonnetEvalError } from '../../../src/render/jsonnet';
import { createRiggingEngine } from '../../../src/render/jsonnet/rigging/engine';

const top = mkdtempSync(path.join(tmpdir(), 'rigging-import-places-'));
const repo = path.join(top, 'repo');
const dirs = ['a', 'b', 'c', 'd'];
for (const d of dirs) mkdirSync(path.join(repo, 'app', d), { recursive: true });
mkdirSync(path.join(repo, 'vendor', 'lib'), { recursive: true });
writeFileSync(path.join(repo, 'vendor/lib/util.libsonnet'), '{ n: 1 }\n');
writeFileSync(path.join(top, 'outside.libsonnet'), '{ n: 2 }\n');
symlinkSync(path.join(top, 'outside.libsonnet'), path.join(repo, 'vendor/lib/out.libsonnet'));
// Each directory's file imports the library through the library path (missing beside it first).
for (const d of dirs)
  writeFileSync(path.join(repo, 'app', d, 'x.libsonnet'), "(import 'lib/util.libsonnet').n\n");
afterAll(() => rmSync(top, { recursive: true, force: true }));

function setup() {
  const boundary = RepositoryBoundary.at(repo);
  const locate = vi.spyOn(boundary, 'locateSync');
  const engine = createRiggingEngine({ boundary, onTrace: () => undefined });
  return { engine, locate };
}

describe('import candidates placed once per evaluation', () => {
  it('locates a library candidate once however many directories import it', async () => {
    const main = dirs.map((d) => `(import '${d}/x.libsonnet')`).join(' + ');
    writeFileSync(path.join(repo, 'app/main.jsonnet'), `${main}\n`);
    const { engine, locate } = setup();
    const out = await engine.evaluate({
      file: path.join(repo, 'app/main.jsonnet'),
      displayRoot: repo,
      libPaths: [path.join(repo, 'vendor')],
    });
    expect(JSON.parse(String(out))).toBe(4);
    const calls = locate.mock.calls.map(([p]) => p);
    const library = path.join(repo, 'vendor', 'lib/util.libsonnet');
    expect(calls.filter((p) => p === library)).toHaveLength(1);
    // Each distinct candidate once: the main file, 4 files beside it, 4 missing beside each, 1 library.
    expect(calls).toHaveLength(new Set(calls).size);
  });

  it('still refuses a library file that links outside, from every importer', async () => {
    for (const d of dirs)
      writeFileSync(path.join(repo, 'app', d, 'y.libsonnet'), "(import 'lib/out.libsonnet').n\n");
    writeFileSync(path.join(repo, 'app/main.jsonnet'), "import 'a/y.libsonnet'\n");
    const { engine } = setup();
    const err: unknown = await engine
      .evaluate({
        file: path.join(repo, 'app/main.jsonnet'),
        displayRoot: repo,
        libPaths: [path.join(repo, 'vendor')],
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as JsonnetEvalError).message).toBe('import "lib/out.libsonnet" is outside the repository');
  });
});
