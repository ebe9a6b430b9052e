import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findConfig, loadConfig } from '../../src/config/load';
import { DiagnosticError } from '../../src/model/diagnostic';
import { sourceTypes } from '../../src/render/registry';
import { exampleWith, makeTree, removeTree } from './tree';

let root: string;
beforeEach(async () => {
  root = await makeTree();
});
afterEach(async () => {
  await removeTree(root);
});

/** The DiagnosticError `promise` rejects with; fails the test if it resolves or throws anything else. */
async function rejection(promise: Promise<unknown>): Promise<DiagnosticError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiagnosticError);
  return error as DiagnosticError;
}

describe('loadConfig', () => {
  it('loads a valid file with absolute paths', async () => {
    const file = join(root, 'rigging.yaml');
    await writeFile(file, exampleWith());
    const config = await loadConfig(file, { types: sourceTypes });
    expect(config.file).toBe(file);
    expect(config.root).toBe(root);
    expect(config.sources.map((s) => s.absPath)).toEqual(
      [
        'apps/guestbook',
        'snippets',
        'landscaper/ingress/installation.yaml',
        'bosh/nats/deployment.yml',
        'stacks/dev/hub.yaml',
      ].map((p) => join(root, p)),
    );
  });

  it('accepts a path relative to the working directory', async () => {
    await writeFile(join(root, 'rigging.yaml'), exampleWith());
    const config = await loadConfig(relative(process.cwd(), join(root, 'rigging.yaml')), {
      types: sourceTypes,
    });
    expect(config.file).toBe(join(root, 'rigging.yaml'));
  });

  it('names the file relative to its own directory, wherever it is', async () => {
    await mkdir(join(root, 'deploy'));
    await writeFile(join(root, 'deploy/rigging.yaml'), exampleWith({ 2: 'kind: Deployment' }));
    const error = await rejection(loadConfig(join(root, 'deploy/rigging.yaml'), { types: sourceTypes }));
    expect(error.message).toBe(
      [
        'rigging.yaml:2:7: kind: unknown kind "Deployment" (expected "Pipeline")',
        'rigging.yaml:9:44: spec.sources[0].path: apps/guestbook does not exist',
        'rigging.yaml:10:48: spec.sources[1].path: snippets does not exist',
        'rigging.yaml:11:47: spec.sources[2].path: landscaper/ingress/installation.yaml does not exist',
        'rigging.yaml:12:39: spec.sources[3].path: bosh/nats/deployment.yml does not exist',
        'rigging.yaml:12:75: spec.sources[3].releases: bosh/releases does not exist',
        'rigging.yaml:13:44: spec.sources[4].path: stacks/dev/hub.yaml does not exist',
      ].join('\n'),
    );
  });

  it('throws every problem at once, without a stack trace in the message', async () => {
    await writeFile(
      join(root, 'rigging.yaml'),
      exampleWith({
        1: 'apiVersion: v1',
        10: '    - { name: dashboards, type: snipet, path: snippets }',
        14: '  dif: {}',
      }),
    );
    const error = await rejection(loadConfig(join(root, 'rigging.yaml'), { types: sourceTypes }));
    expect(error.diagnostics.map((d) => [d.line, d.column, d.reason])).toEqual([
      [1, 13, 'UnknownValue'],
      [10, 33, 'UnknownValue'],
      [14, 3, 'UnknownKey'],
    ]);
    expect(error.message).toContain(
      'spec.sources[1].type: unknown source type "snipet" (did you mean "snippet"?)',
    );
    expect(error.message).toContain('spec.dif: unknown key "dif" (did you mean "diff"?)');
    expect(error.message).not.toMatch(/\n\s+at /);
  });

  it('reports a missing file as a diagnostic', async () => {
    const error = await rejection(loadConfig(join(root, 'rigging.yaml'), { types: sourceTypes }));
    expect(error.diagnostics).toEqual([
      {
        severity: 'error',
        source: 'config',
        file: 'rigging.yaml',
        message: `cannot read ${join(root, 'rigging.yaml')}: no such file`,
        reason: 'ConfigUnreadable',
      },
    ]);
    expect(error.message).toBe(`rigging.yaml: cannot read ${join(root, 'rigging.yaml')}: no such file`);
  });
});

describe('findConfig', () => {
  it('finds rigging.yaml in the working directory', async () => {
    await writeFile(join(root, 'rigging.yaml'), '');
    expect(findConfig(root)).toBe(join(root, 'rigging.yaml'));
  });

  it('resolves an explicit file or directory against the working directory', async () => {
    await mkdir(join(root, 'deploy'));
    await writeFile(join(root, 'deploy/pipeline.yaml'), '');
    await writeFile(join(root, 'deploy/rigging.yaml'), '');
    expect(findConfig(root, 'deploy/pipeline.yaml')).toBe(join(root, 'deploy/pipeline.yaml'));
    expect(findConfig(root, 'deploy')).toBe(join(root, 'deploy/rigging.yaml'));
    expect(findConfig('/', join(root, 'deploy/pipeline.yaml'))).toBe(join(root, 'deploy/pipeline.yaml'));
  });

  it('says where it looked when there is no config', () => {
    expect(() => findConfig(root)).toThrow(DiagnosticError);
    expect(() => findConfig(root)).toThrow(
      `no rigging.yaml in ${root}; run rigging where it is or pass its path`,
    );
    expect(() => findConfig(root, 'nope.yaml')).toThrow(
      `config file nope.yaml not found (looked for ${join(root, 'nope.yaml')})`,
    );
    expect(() => findConfig(root, 'apps')).toThrow(`looked for ${join(root, 'apps/rigging.yaml')}`);
  });
});
