// rigging's own engine is not wrapped in confineEngine's pre-scan: its reads through the boundary
// are the whole wall, so what the pre-scan used to refuse the engine refuses itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RepositoryBoundary } from '../../../src/boundary/boundary';
import { JsonnetEvalError } from '../../../src/render/jsonnet';
import { createRiggingEngine } from '../../../src/render/jsonnet/rigging/engine';

const top = mkdtempSync(path.join(tmpdir(), 'rigging-engine-boundary-'));
const repo = path.join(top, 'repo');
mkdirSync(path.join(repo, 'app'), { recursive: true });
writeFileSync(path.join(repo, 'app/on-disk.txt'), 'on disk\n');
writeFileSync(path.join(top, 'outside.txt'), 'outside\n');
afterAll(() => rmSync(top, { recursive: true, force: true }));

const engine = createRiggingEngine({ boundary: RepositoryBoundary.at(repo), onTrace: () => undefined });

async function failure(promise: Promise<unknown>): Promise<JsonnetEvalError> {
  const err: unknown = await promise.catch((e) => e);
  expect(err).toBeInstanceOf(JsonnetEvalError);
  return err as JsonnetEvalError;
}

describe("rigging's engine behind the repository boundary", () => {
  it('refuses a reached import outside at its position, as a refusal', async () => {
    writeFileSync(path.join(repo, 'app/main.jsonnet'), "{\n  v: importstr '../../outside.txt',\n}\n");
    const err = await failure(
      engine.evaluate({ file: path.join(repo, 'app/main.jsonnet'), displayRoot: repo }),
    );
    expect(err.message).toBe('importstr "../../outside.txt" is outside the repository');
    expect(err).toMatchObject({ file: 'app/main.jsonnet', line: 2, column: 6, reason: 'OutsideRepository' });
  });

  it('refuses an import outside that is missing too, so nothing tells what exists there', async () => {
    writeFileSync(path.join(repo, 'app/main.jsonnet'), "importstr '../../nothing-here.txt'\n");
    const err = await failure(
      engine.evaluate({ file: path.join(repo, 'app/main.jsonnet'), displayRoot: repo }),
    );
    expect(err.message).toBe('importstr "../../nothing-here.txt" is outside the repository');
  });

  it('keeps in-memory files in memory: a relative import climbing out is refused, not read from disk', async () => {
    const climb = `../${path.relative('/', repo)}/app/on-disk.txt`;
    const err = await failure(
      engine.evaluate({ file: 'main.jsonnet', files: { 'main.jsonnet': `importstr '${climb}'\n` } }),
    );
    expect(err.message).toBe(`importstr "${climb}" is outside the repository`);
    expect(err.reason).toBe('OutsideRepository');
  });

  it('refuses a path with a NUL byte in jsonnet words, not with an error from Node', async () => {
    const err = await failure(
      engine.evaluate({ snippet: { code: 'importstr "a\\u0000b"', filename: 'x.jsonnet' } }),
    );
    expect(err.message).toBe('importstr "a\\u0000b" is not a valid path');
  });
});
