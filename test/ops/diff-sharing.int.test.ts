// A diff renders its base and head from two trees (temp dirs of their own, or the work tree): a
// file the two hold alike is parsed once for both, and a file that differs is not shared, nor is
// what an unchanged file imports from its own tree.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffRevisions } from '../../src/ops/diff';
import { clearParseCache, watchParses } from '../../src/render/jsonnet/rigging/parse-cache';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';

const repos: TempRepo[] = [];
let parsed: string[] = [];
beforeEach(() => {
  clearParseCache();
  parsed = [];
  watchParses((file) => parsed.push(file));
});
afterEach(() => {
  watchParses(undefined);
  for (const r of repos.splice(0)) r.remove();
});

/** A qbec app whose deployment takes its replicas through an unchanged library. */
function app(replicas: number): Record<string, string> {
  return qbecRepoFiles(
    {
      'web.jsonnet': `local shared = import '../lib/shared.libsonnet';
{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' }, spec: shared.spec }
`,
    },
    {
      'apps/web/lib/shared.libsonnet': `local values = import 'values.libsonnet';
{ spec: { replicas: values.replicas, template: { metadata: { labels: { app: 'web' } } } } }
`,
      'apps/web/lib/values.libsonnet': `{ replicas: ${replicas} }\n`,
    },
  );
}

/** How many times each file below apps/web was parsed, by its path there. */
function parsesOf(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of parsed) {
    const name = file.split(path.sep).join('/');
    const at = name.indexOf('apps/web/');
    if (at < 0) continue;
    // Imports are joined as written (`components/../lib/x`): normalised for the count.
    const key = path.posix.normalize(name.slice(at + 'apps/web/'.length));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('diffRevisions with rigging engine', () => {
  for (const head of ['exported', 'the clean work tree'] as const) {
    it(`parses an unchanged file once for both sides, the head being ${head}`, async () => {
      const repo = new TempRepo();
      repos.push(repo);
      repo.write(app(1)).commit('base');
      repo.write(app(2)).commit('head');
      // A commit after the head: the head is then not what the work tree holds.
      if (head === 'exported') repo.write({ 'notes.txt': 'later\n' }).commit('later');

      const result = await diffRevisions({
        configFile: path.join(repo.dir, 'rigging.yaml'),
        base: head === 'exported' ? 'HEAD~2' : 'HEAD~1',
        head: head === 'exported' ? 'HEAD~1' : 'HEAD',
        jsonnetEngine: 'rigging',
      });

      expect(result.diagnostics).toEqual([]);
      for (const env of result.diff.environments) {
        expect(env.diagnostics).toEqual([]);
        // The unchanged library read each side's own values: the change shows.
        expect(env.summary).toMatchObject({ changed: 1, added: 0, removed: 0 });
        const diff = env.changes.map((c) => c.diff).join('\n');
        expect(diff).toMatch(/^-\s*replicas: 1$/m);
        expect(diff).toMatch(/^\+\s*replicas: 2$/m);
      }
      // Two environments a side: each text parsed once in all, the changed file once per text.
      expect(parsesOf()).toEqual({
        'components/web.jsonnet': 1,
        'lib/shared.libsonnet': 1,
        'lib/values.libsonnet': 2,
      });
    });
  }

  it("names each tree's own files in std.thisFile and in errors, the AST being one", async () => {
    const repo = new TempRepo();
    repos.push(repo);
    const files = (replicas: number) => {
      const f = app(replicas);
      f['apps/web/lib/shared.libsonnet'] = `local values = import 'values.libsonnet';
{ spec: { replicas: if values.replicas > 2 then error 'too many replicas' else values.replicas },
  file: std.thisFile }
`;
      f['apps/web/components/web.jsonnet'] = `local shared = import '../lib/shared.libsonnet';
{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', annotations: { file: shared.file } }, spec: shared.spec }
`;
      return f;
    };
    repo.write(files(1)).commit('base');
    repo.write(files(2)).commit('head');
    repo.write(files(3)).commit('broken');
    const configFile = path.join(repo.dir, 'rigging.yaml');

    // Both exported: each side's std.thisFile is its own tree's file.
    const ok = await diffRevisions({ configFile, base: 'HEAD~2', head: 'HEAD~1', jsonnetEngine: 'rigging' });
    const diff = ok.diff.environments[0]?.changes.map((c) => c.diff).join('\n') ?? '';
    const file = (sign: string) =>
      new RegExp(
        `^\\${sign}\\s+file: (\\S*rigging-tree-\\S*/tree/apps/web/\\S*shared\\.libsonnet)$`,
        'm',
      ).exec(diff)?.[1];
    expect(file('-')).toBeDefined();
    expect(file('+')).toBeDefined();
    expect(file('-')).not.toBe(file('+'));
    const atWork = await diffRevisions({
      configFile,
      base: 'HEAD~1',
      head: 'HEAD',
      jsonnetEngine: 'rigging',
    });
    expect(atWork.diagnostics).toEqual([]);
    const env = atWork.diff.environments[0];
    // The head (the clean work tree, 3 replicas) fails in the file the base parsed: named as the
    // user's, relative to the repository.
    const error = env?.diagnostics.find((d) => d.severity === 'error');
    expect(error).toMatchObject({ file: 'apps/web/lib/shared.libsonnet', line: 2 });
    expect(error?.message).toContain('too many replicas');
    expect(JSON.stringify(env?.diagnostics)).not.toMatch(/\\u0000|rigging-tree-/);
    // The base's own file, parsed once for both sides.
    expect(parsesOf()['lib/shared.libsonnet']).toBe(1);
  });
});
