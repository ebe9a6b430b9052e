import { describe, expect, it } from 'vitest';
import { containedPath, type OutputPrinters, outputFiles } from '../../src/cli/output-layout';
import type { Artifact, RenderedObject } from '../../src/model/types';
import type { EnvironmentRender } from '../../src/render';

const printers: OutputPrinters = {
  extension: 'yaml',
  object: (o) => `${o.object.kind}\n`,
  artifact: (a) => a.content,
  name: (text) => text,
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

  it('refuses paths one file on a case- or normalization-insensitive file system, also a file where a directory goes', () => {
    const folds = 'where case or Unicode normalization is ignored (macOS, Windows)';
    expect(() => outputFiles([env('dev', [], [artifact('Conf/x'), artifact('conf/X')])], printers)).toThrow(
      `--output-dir: artifact "Conf/x" (source s, environment dev) and artifact "conf/X" (source s, environment dev) would be written to dev/s/Conf/x and dev/s/conf/X, one file ${folds}`,
    );
    // é precomposed (NFC) and as e + combining accent (NFD): two names on Linux, one on macOS.
    expect(() =>
      outputFiles([env('dev', [], [artifact('caf\u00e9'), artifact('cafe\u0301')])], printers),
    ).toThrow(/would be written to dev\/s\/caf\S+ and dev\/s\/caf\S+, one file where/);
    expect(() => outputFiles([env('dev', [], [artifact('A'), artifact('a/b')])], printers)).toThrow(
      `--output-dir: artifact "A" (source s, environment dev) is written to dev/s/A, where artifact "a/b" (source s, environment dev) needs a directory (dev/s/a/b: ${folds})`,
    );
    // Objects too, across sources' spellings of one kind.
    expect(() =>
      outputFiles([env('dev', [object('ConfigMap', 'x'), object('Configmap', 'x')], [])], printers),
    ).toThrow(
      /ConfigMap x .* and Configmap x .* would be written to dev\/s\/ConfigMap-x\.yaml and dev\/s\/Configmap-x\.yaml/,
    );
  });

  it('names each file as printers.name shows it, and still refuses a name that leaves its directory', () => {
    const hide = (text: string) => text.replaceAll('hunter22', 'redacted.0123456789abcdef');
    const shown: OutputPrinters = { ...printers, name: hide };
    expect(
      outputFiles(
        [
          env(
            'dev',
            [object('ConfigMap', 'pw-hunter22', 'hunter22')],
            [artifact('g/0/j/config/hunter22.conf')],
          ),
        ],
        shown,
      ).map((f) => f.path),
    ).toEqual([
      'dev/s/ConfigMap-redacted.0123456789abcdef-pw-redacted.0123456789abcdef.yaml',
      'dev/s/g/0/j/config/redacted.0123456789abcdef.conf',
    ]);
    // A value a file name cannot hold, and one spelled like the portable form of another name.
    const odd: OutputPrinters = {
      ...printers,
      name: (t) => t.replaceAll('p@ss:w0rd', 'R').replaceAll('x_y', 'R'),
    };
    const path = (o: RenderedObject) => outputFiles([env('dev', [o], [])], odd).map((f) => f.path);
    expect(path(object('ConfigMap', 'p@ss:w0rd'))).toEqual(['dev/s/ConfigMap-R.yaml']);
    expect(path(object('ConfigMap', 'x:y'))).toEqual(['dev/s/ConfigMap-R.yaml']);
    // A token holds no separator, but a name is checked as shown too: one that would leave is refused.
    const leaving: OutputPrinters = { ...printers, name: (t) => t.replace('safe', '..') };
    expect(() => outputFiles([env('dev', [], [artifact('a/safe/b')])], leaving)).toThrow(
      '--output-dir: artifact "a/safe/b" (source s, environment dev) is not a relative path inside the source\'s directory; nothing was written',
    );
  });
});
