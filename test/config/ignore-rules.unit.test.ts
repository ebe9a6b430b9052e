import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse';
import { parsePointer } from '../../src/config/pointer';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { sourceTypes } from '../../src/render/registry';
import { exampleWith, makeTree, removeTree } from './tree';

let root: string;
beforeAll(async () => {
  root = await makeTree();
});
afterAll(async () => {
  await removeTree(root);
});

/** The DESIGN.md example with its `diff:` line (14) replaced by `lines`. */
const withDiff = (lines: string[]) =>
  parseConfig(exampleWith({ 14: lines }), { types: sourceTypes, file: join(root, 'rigging.yaml') });
const errorsOf = (lines: string[]) => withDiff(lines).diagnostics.map(formatDiagnostic);

describe('parsePointer', () => {
  it('decodes RFC 6901 tokens, ~1 before ~0', () => {
    expect(parsePointer('/spec/replicas')).toEqual({ ok: true, tokens: ['spec', 'replicas'] });
    expect(parsePointer('/metadata/annotations/a~1b')).toEqual({
      ok: true,
      tokens: ['metadata', 'annotations', 'a/b'],
    });
    expect(parsePointer('/x~0y/~01')).toEqual({ ok: true, tokens: ['x~y', '~1'] });
    expect(parsePointer('/')).toEqual({ ok: true, tokens: [''] });
    expect(parsePointer('/a//b/0')).toEqual({ ok: true, tokens: ['a', '', 'b', '0'] });
  });

  it('refuses what is not a pointer, and the whole-document pointer', () => {
    expect(parsePointer('spec/replicas')).toEqual({ ok: false, error: 'it must start with "/"' });
    expect(parsePointer('')).toMatchObject({ ok: false });
    expect(parsePointer('/a~2')).toMatchObject({ ok: false });
    expect(parsePointer('/a~')).toMatchObject({ ok: false });
  });
});

describe('spec.diff.ignore: valid rules', () => {
  it('types each rule, decoding its pointers and keeping them as written', () => {
    const { config, diagnostics } = withDiff([
      '  diff:',
      '    ignore:',
      '      - kind: Deployment',
      '        group: apps',
      '        name: "web-*"',
      '        namespace: "team-?"',
      '        paths: [/spec/replicas, /spec/template/spec/containers/0/image]',
      '      - labels: [helm.sh/chart]',
      '        annotations: [deployment.kubernetes.io/revision, "checksum/*"]',
      '      - { group: "", kind: ConfigMap, paths: [/metadata/annotations/a~1b, /data/x~0y] }',
    ]);
    expect(diagnostics).toEqual([]);
    expect(config?.diff).toEqual({
      ignore: [
        {
          kind: 'Deployment',
          group: 'apps',
          name: 'web-*',
          namespace: 'team-?',
          paths: [
            ['spec', 'replicas'],
            ['spec', 'template', 'spec', 'containers', '0', 'image'],
          ],
          pointers: ['/spec/replicas', '/spec/template/spec/containers/0/image'],
          labels: [],
          annotations: [],
        },
        {
          paths: [],
          pointers: [],
          labels: ['helm.sh/chart'],
          annotations: ['deployment.kubernetes.io/revision', 'checksum/*'],
        },
        {
          kind: 'ConfigMap',
          group: '',
          paths: [
            ['metadata', 'annotations', 'a/b'],
            ['data', 'x~y'],
          ],
          pointers: ['/metadata/annotations/a~1b', '/data/x~0y'],
          labels: [],
          annotations: [],
        },
      ],
    });
  });

  it('accepts an empty list and no list at all', () => {
    expect(withDiff(['  diff: { ignore: [] }']).config?.diff.ignore).toEqual([]);
    expect(withDiff(['  diff: { redactSecrets: true }']).config?.diff.ignore).toEqual([]);
  });
});

describe('spec.diff.ignore: errors', () => {
  it('reports a rule that ignores nothing at the rule', () => {
    expect(
      errorsOf(['  diff:', '    ignore:', '      - kind: Deployment', '        name: web', '      - {}']),
    ).toEqual([
      'rigging.yaml:16:9: spec.diff.ignore[0]: a rule needs paths, labels or annotations',
      'rigging.yaml:18:9: spec.diff.ignore[1]: a rule needs paths, labels or annotations',
    ]);
  });

  it('reports an unknown key with a suggestion, and only that', () => {
    expect(
      errorsOf(['  diff:', '    ignore:', '      - kind: Deployment', '        path: [/spec/replicas]']),
    ).toEqual([
      'rigging.yaml:17:9: spec.diff.ignore[0].path: unknown key "path" in an ignore rule (did you mean "paths"?)',
    ]);
    expect(errorsOf(['  diff: { ignore: [{ paths: [/a], lables: [x] }] }'])).toEqual([
      'rigging.yaml:14:35: spec.diff.ignore[0].lables: unknown key "lables" in an ignore rule (did you mean "labels"?)',
    ]);
  });

  it('reports each invalid JSON pointer at its list item', () => {
    expect(
      errorsOf([
        '  diff:',
        '    ignore:',
        '      - kind: Deployment',
        '        paths:',
        '          - /spec/replicas',
        '          - spec/replicas',
        '          - /metadata/annotations/a~2b',
      ]),
    ).toEqual([
      'rigging.yaml:19:13: spec.diff.ignore[0].paths[1]: invalid JSON pointer "spec/replicas": it must start with "/"',
      'rigging.yaml:20:13: spec.diff.ignore[0].paths[2]: invalid JSON pointer "/metadata/annotations/a~2b": "~" must be followed by 0 or 1 (write "~0" for "~" and "~1" for "/")',
    ]);
  });

  it('reports wrong shapes and empty values with YAML words', () => {
    expect(
      errorsOf([
        '  diff:',
        '    ignore:',
        '      - Deployment',
        '      - { kind: "", paths: /spec/replicas }',
        '      - { name: 3, labels: [], annotations: [""] }',
      ]),
    ).toEqual([
      'rigging.yaml:16:9: spec.diff.ignore[0]: expected a mapping, got a string',
      'rigging.yaml:17:17: spec.diff.ignore[1].kind: kind must not be empty',
      'rigging.yaml:17:28: spec.diff.ignore[1].paths: expected a list, got a string',
      'rigging.yaml:18:17: spec.diff.ignore[2].name: expected a string, got a number',
      'rigging.yaml:18:28: spec.diff.ignore[2].labels: expected at least 1 item, got an empty list',
      'rigging.yaml:18:46: spec.diff.ignore[2].annotations[0]: annotation key must not be empty',
    ]);
  });
});
