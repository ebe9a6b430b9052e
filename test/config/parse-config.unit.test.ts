import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse';
import { formatDiagnostic } from '../../src/model/diagnostic';
import { sourceTypes } from '../../src/render/registry';
import { EXAMPLE_LINES, exampleWith, makeTree, removeTree } from './tree';

let root: string;
beforeAll(async () => {
  root = await makeTree();
});
afterAll(async () => {
  await removeTree(root);
});

const parse = (text: string) => parseConfig(text, { types: sourceTypes, file: join(root, 'rigging.yaml') });
/** The formatted diagnostics of `text`, as the CLI would print them. */
const errorsOf = (text: string) => parse(text).diagnostics.map(formatDiagnostic);

describe('parseConfig: valid files', () => {
  it('returns the typed config of the DESIGN.md example', () => {
    const { config, diagnostics } = parse(exampleWith());
    expect(diagnostics).toEqual([]);
    expect(config).toEqual({
      file: join(root, 'rigging.yaml'),
      root,
      repository: root,
      places: { environments: { line: 5, column: 3 }, sources: { line: 8, column: 3 } },
      name: 'platform',
      environments: [
        { name: 'dev', target: 'dev-cluster' },
        { name: 'prod', target: 'prod-cluster' },
      ],
      sources: [
        {
          name: 'guestbook',
          type: 'qbec',
          path: 'apps/guestbook',
          absPath: join(root, 'apps/guestbook'),
          environments: {},
          extVars: {},
          tlaVars: {},
        },
        {
          name: 'dashboards',
          type: 'snippet',
          path: 'snippets',
          absPath: join(root, 'snippets'),
          // The JaaS operator's flags, at their defaults.
          externalVariables: {},
          evaluationTimeout: { text: '5s', ms: 5000 },
          maxArtifactBytes: 10 * 1024 * 1024,
          allowCrossNamespaceRefs: false,
          repositoryURLs: [],
        },
        {
          name: 'ingress',
          type: 'blueprint',
          path: 'landscaper/ingress/installation.yaml',
          absPath: join(root, 'landscaper/ingress/installation.yaml'),
        },
        {
          name: 'nats',
          type: 'bosh',
          path: 'bosh/nats/deployment.yml',
          absPath: join(root, 'bosh/nats/deployment.yml'),
          releases: 'bosh/releases',
          addresses: 'quarks',
          namespace: 'default',
          serviceDomain: 'svc.cluster.local',
          overrides: {},
        },
        {
          name: 'platform',
          type: 'stack',
          path: 'stacks/dev/hub.yaml',
          absPath: join(root, 'stacks/dev/hub.yaml'),
          capabilities: {},
        },
      ],
      diff: { ignore: [] },
      deploy: { prune: true, pruneAdopted: false, allowEmpty: false, wait: true },
      jsonnet: { engine: 'rigging' },
    });
  });

  it('fills defaults for everything optional', () => {
    const text = [
      'apiVersion: rigging.dev/v1alpha1',
      'kind: Pipeline',
      'metadata: { name: p }',
      'spec:',
      '  environments: { dev: {} }',
      '  sources: [{ name: s, type: snippet, path: snippets }]',
    ].join('\n');
    const { config } = parse(text);
    expect(config?.environments).toEqual([{ name: 'dev' }]);
    expect(config?.diff).toEqual({ ignore: [] });
    expect(config?.deploy).toEqual({ prune: true, pruneAdopted: false, allowEmpty: false, wait: true });
    expect(config?.jsonnet).toEqual({ engine: 'rigging' });
  });

  it('keeps explicit diff and deploy settings', () => {
    const { config } = parse(
      exampleWith({
        14: '  diff: { redactSecrets: true, ignore: [{ kind: Secret, labels: [team] }] }',
        15: '  deploy: { wait: false, pruneAdopted: true, allowEmpty: true }',
      }),
    );
    expect(config?.diff).toEqual({
      ignore: [{ kind: 'Secret', paths: [], pointers: [], labels: ['team'], annotations: [] }],
    });
    expect(config?.deploy).toEqual({ prune: true, pruneAdopted: true, allowEmpty: true, wait: false });
  });

  it('maps qbec options to the typed source', () => {
    const { config, diagnostics } = parse(
      exampleWith({
        9: [
          '    - name: guestbook',
          '      type: qbec',
          '      path: apps/guestbook',
          '      appTag: pr-12',
          '      environments: { dev: default, prod: production }',
          '      vars:',
          '        external: { replicas: 2, image: nginx }',
          '        topLevel: { debug: true }',
        ],
      }),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.sources[0]).toEqual({
      name: 'guestbook',
      type: 'qbec',
      path: 'apps/guestbook',
      absPath: join(root, 'apps/guestbook'),
      appTag: 'pr-12',
      environments: { dev: 'default', prod: 'production' },
      extVars: { replicas: 2, image: 'nginx' },
      tlaVars: { debug: true },
    });
  });

  it('keeps environments in file order, numeric-looking names included', () => {
    const { config } = parse(exampleWith({ 6: '    zeta: {}', 7: ['    "1": {}', '    alpha: {}'] }));
    expect(config?.environments.map((e) => e.name)).toEqual(['zeta', '1', 'alpha']);
  });

  it('can skip the filesystem checks', () => {
    const result = parseConfig(exampleWith(), {
      types: sourceTypes,
      file: '/nowhere/rigging.yaml',
      skipPathChecks: true,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.root).toBe('/nowhere');
  });
});

describe('parseConfig: errors', () => {
  it('reports an unknown top-level key', () => {
    expect(errorsOf(exampleWith({ 4: ['metdata: {}', 'spec:'] }))).toEqual([
      'rigging.yaml:4:1: metdata: unknown key "metdata" (did you mean "metadata"?)',
    ]);
  });

  it('reports an unknown key inside a source, against that source type', () => {
    expect(
      errorsOf(
        exampleWith({
          9: '    - { name: guestbook, type: qbec, path: apps/guestbook, enviroments: { dev: default } }',
          10: '    - { name: dashboards, type: snippet, path: snippets, releases: bosh/releases }',
        }),
      ),
    ).toEqual([
      'rigging.yaml:9:60: spec.sources[0].enviroments: unknown key "enviroments" in a qbec source (did you mean "environments"?)',
      'rigging.yaml:10:58: spec.sources[1].releases: unknown key "releases" in a snippet source',
    ]);
  });

  it('reports an unknown source type with a suggestion', () => {
    const { diagnostics } = parse(
      exampleWith({ 10: '    - { name: dashboards, type: qbek, path: snippets }' }),
    );
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        source: 'config',
        file: 'rigging.yaml',
        line: 10,
        column: 33,
        message: 'spec.sources[1].type: unknown source type "qbek" (did you mean "qbec"?)',
        reason: 'UnknownValue',
      },
    ]);
    expect(formatDiagnostic(diagnostics[0] ?? { severity: 'error', source: '', message: '' })).toBe(
      'rigging.yaml:10:33: spec.sources[1].type: unknown source type "qbek" (did you mean "qbec"?)',
    );
    expect(errorsOf(exampleWith({ 10: '    - { name: dashboards, type: helm, path: snippets }' }))).toEqual([
      'rigging.yaml:10:33: spec.sources[1].type: unknown source type "helm" (expected one of "qbec", "snippet", "blueprint", "bosh", "stack")',
    ]);
  });

  it('reports wrong types with YAML words', () => {
    expect(
      errorsOf(
        exampleWith({
          6: '    dev:  { target: [a, b] }',
          12: '    - { name: nats, type: bosh, path: bosh/nats/deployment.yml, releases: 3 }',
          14: '  diff: { redactSecrets: "yes", ignore: {} }',
          15: '  deploy: on',
        }),
      ),
    ).toEqual([
      'rigging.yaml:6:21: spec.environments.dev.target: expected a string, got a list',
      'rigging.yaml:12:75: spec.sources[3].releases: expected a string, got a number',
      'rigging.yaml:14:26: spec.diff.redactSecrets: expected a boolean (true or false), got a string',
      'rigging.yaml:14:41: spec.diff.ignore: expected a list, got a mapping',
      'rigging.yaml:15:11: spec.deploy: expected a mapping, got a string',
    ]);
  });

  it('reports a missing required key at the mapping that lacks it', () => {
    expect(
      errorsOf(exampleWith({ 3: 'metadata: {}', 10: '    - { name: dashboards, type: snippet }' })),
    ).toEqual([
      'rigging.yaml:3:11: metadata: missing required key "name"',
      'rigging.yaml:10:7: spec.sources[1]: missing required key "path"',
    ]);
    expect(errorsOf(exampleWith({ 8: [], 9: [], 10: [], 11: [], 12: [], 13: [] }))).toEqual([
      'rigging.yaml:5:3: spec: missing required key "sources"',
    ]);
  });

  it('reports a duplicate source name with the first occurrence', () => {
    expect(
      errorsOf(exampleWith({ 13: '    - { name: nats, type: stack, path: stacks/dev/hub.yaml }' })),
    ).toEqual(['rigging.yaml:13:15: spec.sources[4].name: duplicate source name "nats" (first at line 12)']);
  });

  it('reports a duplicate environment at the repeated key', () => {
    const { config, diagnostics } = parse(exampleWith({ 7: ['    prod: {}', '    dev: { target: other }'] }));
    expect(config).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'rigging.yaml:8:5: spec.environments.dev: duplicate key "dev" (first at line 6)',
    ]);
    expect(diagnostics[0]?.reason).toBe('DuplicateKey');
  });

  it('reports paths that do not exist, suggesting a near sibling', () => {
    expect(
      errorsOf(
        exampleWith({
          9: '    - { name: guestbook, type: qbec, path: apps/guestbok }',
          10: '    - { name: dashboards, type: snippet, path: nothing/here }',
          12: '    - { name: nats, type: bosh, path: bosh/nats/deployment.yml, releases: bosh/relases }',
        }),
      ),
    ).toEqual([
      'rigging.yaml:9:44: spec.sources[0].path: apps/guestbok does not exist (did you mean "apps/guestbook"?)',
      'rigging.yaml:10:48: spec.sources[1].path: nothing/here does not exist',
      'rigging.yaml:12:75: spec.sources[3].releases: bosh/relases does not exist (did you mean "bosh/releases"?)',
    ]);
  });

  it('reports a qbec environment that spec.environments does not declare', () => {
    expect(
      errorsOf(
        exampleWith({
          9: '    - { name: guestbook, type: qbec, path: apps/guestbook, environments: { dev: default, prd: production } }',
        }),
      ),
    ).toEqual([
      'rigging.yaml:9:90: spec.sources[0].environments.prd: environment "prd" is not declared in spec.environments (did you mean "prod"?)',
    ]);
  });

  it('names the expected apiVersion and kind', () => {
    expect(errorsOf(exampleWith({ 1: 'apiVersion: rigging.dev/v1', 2: 'kind: Pipline' }))).toEqual([
      'rigging.yaml:1:13: apiVersion: unknown apiVersion "rigging.dev/v1" (expected "rigging.dev/v1alpha1")',
      'rigging.yaml:2:7: kind: unknown kind "Pipline" (did you mean "Pipeline"?)',
    ]);
    expect(errorsOf(exampleWith({ 1: [] }))).toEqual(['rigging.yaml:1:1: missing required key "apiVersion"']);
  });

  it('reports invalid names at the name', () => {
    expect(
      errorsOf(
        exampleWith({
          3: 'metadata: { name: My_Platform }',
          6: '    Dev:  { target: dev-cluster }',
          10: '    - { name: -dash, type: snippet, path: snippets }',
          9: '    - { name: guestbook, type: qbec, path: apps/guestbook, appTag: "pr 12" }',
        }),
      ),
    ).toEqual([
      'rigging.yaml:3:19: metadata.name: invalid pipeline name "My_Platform": use lowercase letters, digits and "-", starting and ending with a letter or digit',
      'rigging.yaml:6:5: spec.environments.Dev: invalid environment name "Dev": use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
      'rigging.yaml:9:68: spec.sources[0].appTag: invalid app tag "pr 12": use letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
      'rigging.yaml:10:15: spec.sources[1].name: invalid source name "-dash": use lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit',
    ]);
  });

  it('requires at least one environment and one source', () => {
    expect(
      errorsOf(
        exampleWith({
          5: '  environments: {}',
          6: [],
          7: [],
          8: '  sources: []',
          9: [],
          10: [],
          11: [],
          12: [],
          13: [],
        }),
      ),
    ).toEqual([
      'rigging.yaml:5:17: spec.environments: expected at least 1 key, got an empty mapping',
      'rigging.yaml:6:12: spec.sources: expected at least 1 item, got an empty list',
    ]);
  });

  it('reports a YAML syntax error without schema noise', () => {
    expect(
      errorsOf(exampleWith({ 7: '    prod: { target: prod-cluster, properties: { replicas: 3 }' })),
    ).toEqual([
      'rigging.yaml:8:3: Flow map in block collection must be sufficiently indented and end with a }',
    ]);
    expect(parse(exampleWith({ 7: '    prod: { target: prod-cluster' })).config).toBeUndefined();
  });

  it('reports an empty file', () => {
    expect(errorsOf('')).toEqual([
      'rigging.yaml:1:1: file is empty; expected a Pipeline with apiVersion rigging.dev/v1alpha1',
    ]);
    expect(errorsOf('- a\n')).toEqual(['rigging.yaml:1:1: expected a mapping, got a list']);
  });

  it('reports every problem at once, in file order', () => {
    const text = exampleWith({
      2: 'kind: Pipline',
      7: ['    prod: {}', '    dev: {}'],
      9: '    - { name: guestbook, type: qbec, path: apps/guestbok, environments: { stage: s } }',
      10: '    - { name: guestbook, type: qbek, path: snippets }',
      12: '    - { name: nats, type: bosh, path: bosh/nats/deployment.yml, relases: bosh/releases }',
      15: ['  deploy: { prune: true, wait: true }', 'extra: 1'],
    });
    expect(errorsOf(text)).toEqual([
      'rigging.yaml:2:7: kind: unknown kind "Pipline" (did you mean "Pipeline"?)',
      'rigging.yaml:8:5: spec.environments.dev: duplicate key "dev" (first at line 6)',
      'rigging.yaml:10:44: spec.sources[0].path: apps/guestbok does not exist (did you mean "apps/guestbook"?)',
      'rigging.yaml:10:75: spec.sources[0].environments.stage: environment "stage" is not declared in spec.environments',
      'rigging.yaml:11:15: spec.sources[1].name: duplicate source name "guestbook" (first at line 10)',
      'rigging.yaml:11:32: spec.sources[1].type: unknown source type "qbek" (did you mean "qbec"?)',
      'rigging.yaml:13:65: spec.sources[3].relases: unknown key "relases" in a bosh source (did you mean "releases"?)',
      'rigging.yaml:17:1: extra: unknown key "extra"',
    ]);
  });

  it('never puts a stack trace in a message', () => {
    const broken = [
      '',
      ':',
      '{ [',
      'a: *missing\n',
      exampleWith({ 9: '    - 3', 10: '    - [a]', 11: '    - ~' }),
      exampleWith({
        4: 'spec: 3',
        5: [],
        6: [],
        7: [],
        8: [],
        9: [],
        10: [],
        11: [],
        12: [],
        13: [],
        14: [],
        15: [],
      }),
      exampleWith({ 9: '    - { name: g, type: qbec, path: apps/guestbook, environments: 3, vars: [] }' }),
      EXAMPLE_LINES.join('\n').replaceAll(' ', '\t'),
    ];
    for (const text of broken) {
      const { config, diagnostics } = parse(text);
      expect(config).toBeUndefined();
      expect(diagnostics.length).toBeGreaterThan(0);
      for (const d of diagnostics) {
        expect(d.message).not.toMatch(/\n\s+at |Error:|node_modules/);
        expect(d).toMatchObject({ severity: 'error', source: 'config', file: 'rigging.yaml' });
        expect(d.line).toBeGreaterThan(0);
        expect(d.column).toBeGreaterThan(0);
      }
    }
  });
});
