import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goGlob } from '../../src/render/go-glob';
import { expandPattern } from '../../src/render/qbec/glob';

// Expectations are what Go's filepath.Glob returns for the same tree (checked against Go itself).
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rigging-go-glob-'));
  for (const dir of ['envs/sub', 'a', 'a-b', 'br[', 'e'])
    await mkdir(path.join(root, dir), { recursive: true });
  const files = [
    'envs/a.yaml',
    'envs/.hidden.yaml',
    'envs/b.yml',
    'envs/sub/c.yaml',
    'a-b/x1',
    'a/x2',
    '*star',
    '[br]',
    'é.yaml',
    'br[/f',
    'back\\slash',
    'e/z',
  ];
  for (const f of files) await writeFile(path.join(root, f), '');
  await symlink('nowhere', path.join(root, 'envs/dangling.yaml'));
  await symlink('../a', path.join(root, 'envs/linkdir'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("goGlob (Go's filepath.Glob)", () => {
  it.each([
    ['envs/*.yaml', ['envs/.hidden.yaml', 'envs/a.yaml', 'envs/dangling.yaml']],
    [
      'envs/*',
      ['envs/.hidden.yaml', 'envs/a.yaml', 'envs/b.yml', 'envs/dangling.yaml', 'envs/linkdir', 'envs/sub'],
    ],
    ['*', ['*star', '[br]', 'a', 'a-b', 'back\\slash', 'br[', 'e', 'envs', 'é.yaml']],
    ['a*/x*', ['a/x2', 'a-b/x1']],
    ['envs/[a-b].*', ['envs/a.yaml', 'envs/b.yml']],
    ['envs/[^a]*', ['envs/.hidden.yaml', 'envs/b.yml', 'envs/dangling.yaml', 'envs/linkdir', 'envs/sub']],
    ['envs/\\*', []],
    ['\\*star', ['*star']],
    ['\\[br]', ['[br]']],
    ['[[]br]', ['[br]']],
    ['br\\[/*', ['br[/f']],
    ['envs/*/*', ['envs/linkdir/x2', 'envs/sub/c.yaml']],
    ['envs/**/*.yaml', ['envs/sub/c.yaml']],
    ['envs/dangling.yaml', ['envs/dangling.yaml']],
    ['envs/nothing.yaml', []],
    ['envs/', ['envs/']],
    ['e*/', []],
    ['./envs/?.yaml', ['envs/a.yaml']],
    ['envs//*.yaml', ['envs/.hidden.yaml', 'envs/a.yaml', 'envs/dangling.yaml']],
    ['?.yaml', ['é.yaml']],
    ['back\\\\slash', ['back\\slash']],
  ])('%s', async (pattern, expected) => {
    expect(await goGlob(pattern, root)).toEqual(expected);
  });

  it.each(['[', 'envs/[', 'a[/]b', '[^', '*/[a-'])('rejects %s', async (pattern) => {
    await expect(goGlob(pattern, root)).rejects.toThrow(`${pattern}: syntax error in pattern`);
  });
});

describe('expandPattern (qbec)', () => {
  it('returns absolute paths in byte order, a plain path only when it exists', async () => {
    expect(await expandPattern(root, '*/x*')).toEqual([path.join(root, 'a-b/x1'), path.join(root, 'a/x2')]);
    expect(await expandPattern(root, 'envs/a.yaml')).toEqual([path.join(root, 'envs/a.yaml')]);
    expect(await expandPattern(root, 'envs/none.yaml')).toEqual([]);
  });
});
