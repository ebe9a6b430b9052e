import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

  it('visits each file once, however an import spells it', async () => {
    // Each file imports the other, and itself, through `./`: jsonnet's imports are lazy, so this is
    // ordinary jsonnet; a walk keyed by spelling read lib/./././a.libsonnet until ENAMETOOLONG.
    const dir = path.join(repo, 'cycle/lib');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'a.libsonnet'),
      "{ b: import './b.libsonnet', me:: import './a.libsonnet' }\n",
    );
    writeFileSync(path.join(dir, 'b.libsonnet'), "{ a:: import '../lib/./a.libsonnet' }\n");
    writeFileSync(path.join(repo, 'cycle/main.jsonnet'), "import 'lib/a.libsonnet'\n");
    const engine = confineEngine(fake, RepositoryBoundary.at(repo));
    evaluated.length = 0;
    await engine.evaluate({ file: path.join(repo, 'cycle/main.jsonnet') });
    expect(evaluated).toEqual([path.join(repo, 'cycle/main.jsonnet')]);
  });

  it('resolves `..` from a symlink target while it walks, and refuses what lies outside there', async () => {
    // deep/er/up -> the repository's top, so deep/er/up/f.libsonnet is f.libsonnet, and its
    // `../secret.libsonnet` is above the repository; as text it would be deep/er/secret.libsonnet.
    const top = mkdtempSync(path.join(tmpdir(), 'rigging-confine-link-'));
    try {
      const inside = path.join(top, 'repo');
      mkdirSync(path.join(inside, 'deep/er'), { recursive: true });
      writeFileSync(path.join(top, 'secret.libsonnet'), '{}\n');
      writeFileSync(path.join(inside, 'deep/er/secret.libsonnet'), '{}\n');
      writeFileSync(path.join(inside, 'f.libsonnet'), "import '../secret.libsonnet'\n");
      writeFileSync(path.join(inside, 'main.jsonnet'), "import 'deep/er/up/f.libsonnet'\n");
      symlinkSync('../..', path.join(inside, 'deep/er/up'));
      const engine = confineEngine(fake, RepositoryBoundary.at(inside));
      const err: unknown = await engine
        .evaluate({ file: path.join(inside, 'main.jsonnet'), displayRoot: inside })
        .catch((e) => e);
      expect(err).toBeInstanceOf(JsonnetEvalError);
      expect((err as JsonnetEvalError).message).toBe(
        'import "../secret.libsonnet" is outside the repository',
      );
      // Named as the import spelled it, as jsonnet names the file in its own errors.
      expect((err as JsonnetEvalError).file).toBe('deep/er/up/f.libsonnet');
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
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
