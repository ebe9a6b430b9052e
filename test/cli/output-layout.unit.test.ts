import { describe, expect, it } from 'vitest';
import { containedPath, type OutputPrinters, outputFiles } from '../../src/cli/output-layout';
import type { Artifact, RenderedObject } from '../../src/model/types';
import type { EnvironmentRender } from '../../src/render';

const printers: OutputPrinters = {
  extension: 'yaml',
  object: (o) => `${o.object.kind}\n`,
  artifact: (a) => a.content,
};

function env(name: string, objects: RenderedObject[], artifacts: Artifact[]): EnvironmentRender {
  return { name, objects, artifacts, diagnostics: [], secrets: [] };
}

const artifact = (name: string, more: Partial<Artifact> = {}): Artifact => ({
  source: 's',
  name,
  mediaType: 'text/plain',
  content: `${name}\n`,
  ...more,
});

const object = (kind: string, name: string, namespace?: string): RenderedObject => ({
  source: 's',
  component: 'c',
  object: { apiVersion: 'v1', kind, metadata: { name, ...(namespace ? { namespace } : {}) } },
});

describe('containedPath', () => {
  it('accepts relative paths that stay where they are put', () => {
    expect(containedPath('nats/0/nats/config/nats.conf')).toEqual([
      'nats',
      '0',
      'nats',
      'config',
      'nats.conf',
    ]);
    expect(containedPath('a..b/.hidden')).toEqual(['a..b', '.hidden']);
  });

  it.each([
    '',
    '/etc/passwd',
    '../x',
    'a/../../x',
    'a/./b',
    'a//b',
    'a/',
    '..',
    'a\\..\\..\\x',
    'C:/Windows/x',
    'c:x',
    'a\0b',
  ])('refuses %j', (name) => {
    expect(containedPath(name)).toBeUndefined();
  });
});

describe('outputFiles', () => {
  it('lays out objects and ready artifacts per environment and source, skipping artifacts not ready', () => {
    const files = outputFiles(
      [
        env(
          'dev',
          [object('Namespace', 'apps'), object('ConfigMap', 'system:cfg', 'apps')],
          [
            artifact('g/0/job/config/x.conf'),
            artifact('failed', { status: { ready: false, reason: 'EvaluationFailed', message: 'm' } }),
          ],
        ),
      ],
      printers,
    );
    expect(files).toEqual([
      { path: 'dev/s/Namespace-apps.yaml', content: 'Namespace\n' },
      { path: 'dev/s/ConfigMap-apps-system_cfg.yaml', content: 'ConfigMap\n' },
      { path: 'dev/s/g/0/job/config/x.conf', content: 'g/0/job/config/x.conf\n' },
    ]);
  });

  it('refuses a file where another output needs a directory', () => {
    expect(() => outputFiles([env('dev', [], [artifact('a/b'), artifact('a')])], printers)).toThrow(
      '--output-dir: artifact "a" (source s, environment dev) is written to dev/s/a, where artifact "a/b" (source s, environment dev) needs a directory',
    );
  });

  it('refuses an environment or source name that is no single directory name', () => {
    expect(() => outputFiles([env('..', [object('A', 'b')], [])], printers)).toThrow(
      '--output-dir: environment ".." cannot name a directory',
    );
    expect(() => outputFiles([env('dev', [{ ...object('A', 'b'), source: 'x/y' }], [])], printers)).toThrow(
      '--output-dir: source "x/y" cannot name a directory',
    );
  });
});
