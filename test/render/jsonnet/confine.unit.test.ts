import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RepositoryBoundary } from '../../../src/boundary/boundary';
import { type JsonnetEngine, JsonnetEvalError } from '../../../src/render/jsonnet';
import { loadBinding } from '../../../src/render/jsonnet/binding';
import { confineEngine } from '../../../src/render/jsonnet/confine';
import { LIBJSONNET_SYSTEM_PATHS, LIBJSONNET_VERSION } from '../../../src/render/jsonnet/libjsonnet';
import { libjsonnetMissing } from '../../support/libjsonnet';

const repo = mkdtempSync(path.join(tmpdir(), 'rigging-confine-repo-'));
const system = mkdtempSync(path.join(tmpdir(), 'rigging-confine-system-'));
afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(system, { recursive: true, force: true });
});

/** An engine that searches `system` on its own, as libjsonnet searches /usr/share/jsonnet-<version>/. */
const evaluated: string[] = [];
const fake: JsonnetEngine = {
  name: 'fake',
  systemLibPaths: [system],
  evaluate: async (req) => {
    evaluated.push(req.file ?? '');
    return null;
  },
};

describe('confineEngine', () => {
  it('checks imports the engine would find in its own search path, and refuses those outside', async () => {
    writeFileSync(path.join(system, 'only-there.libsonnet'), '{}');
    writeFileSync(path.join(repo, 'main.jsonnet'), "import 'only-there.libsonnet'\n");
    const engine = confineEngine(fake, RepositoryBoundary.at(repo));
    const err: unknown = await engine.evaluate({ file: path.join(repo, 'main.jsonnet') }).catch((e) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect((err as Error).message).toBe('import "only-there.libsonnet" is outside the repository');
    expect(evaluated).toEqual([]);
  });

  it('lets a library path of the request win over the search path, as libjsonnet does', async () => {
    writeFileSync(path.join(repo, 'only-there.libsonnet'), '{}');
    const engine = confineEngine(fake, RepositoryBoundary.at(repo));
    await engine.evaluate({ file: path.join(repo, 'main.jsonnet'), libPaths: [repo] });
    expect(evaluated).toEqual([path.join(repo, 'main.jsonnet')]);
  });

  it.skipIf(libjsonnetMissing)(
    "names libjsonnet's built-in search path for the version in the addon",
    async () => {
      const { Jsonnet } = await loadBinding();
      expect(Jsonnet.version).toBe(LIBJSONNET_VERSION);
      expect(LIBJSONNET_SYSTEM_PATHS).toEqual([
        `/usr/local/share/jsonnet-${Jsonnet.version}/`,
        `/usr/share/jsonnet-${Jsonnet.version}/`,
      ]);
    },
  );
});
