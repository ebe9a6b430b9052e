// Keys Landscaper does not read in blueprint.yaml, an inline subinstallation and an Installation
// file: its non-strict decoder drops them (and the apiserver prunes an Installation's), so rigging
// renders the same and warns at the key with the key meant (issue 24, item 3).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cleanupTempDirs, run } from '../qbec/helpers';
import { blueprintRepo, renderOk } from './helpers';

cleanupTempDirs();

const DEPLOY = `  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: cm
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest: { apiVersion: v1, kind: ConfigMap, metadata: { name: cm, namespace: default }, data: { a: "1" } }
`;

const BLUEPRINT = (extra = '') => `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
jsonSchema: "https://json-schema.org/draft/2019-09/schema"
${extra}imports:
  - name: replicas
    type: data
    schema: { type: integer }
    requird: false
deployExecutions:
${DEPLOY}`;

const lines = (r: {
  diagnostics: { file?: string; line?: number; column?: number; severity: string; message: string }[];
}) => r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);

/** A repository whose source is an Installation file holding `blueprint` inline, then `spec` (its imports and more). */
function installationRepo(blueprint: string, spec: string, values: string): Promise<string> {
  const inline = blueprint
    .split('\n')
    .map((l) => `          ${l}`)
    .join('\n');
  return blueprintRepo(
    {
      'installation.yaml': `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Installation
metadata: { name: demo }
spec:
  blueprint:
    inline:
      filesystem:
        blueprint.yaml: |
${inline}
${spec}`,
      'values.yaml': values,
    },
    { path: 'installation.yaml' },
  );
}

describe('a key Landscaper does not read', () => {
  it('in blueprint.yaml is a warning at the key with did-you-mean; the render is unchanged', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT('exportExecution: []\n'),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    const r = await renderOk(dir);
    expect(lines(r)).toEqual([
      'bp/blueprint.yaml:4:1: warning: exportExecution: unknown key "exportExecution": Landscaper ignores it (did you mean "exportExecutions"?)',
      'bp/blueprint.yaml:9:5: warning: imports[0].requird: unknown key "requird": Landscaper ignores it (did you mean "required"?)',
    ]);
    expect(r.objects.map((o) => o.object.kind)).toContain('ConfigMap');
    const validate = await run(dir, ['validate']);
    expect(validate.code).toBe(0);
    expect(validate.stderr).toContain(
      'bp/blueprint.yaml:4:1: warning: exportExecution: unknown key "exportExecution"',
    );
  });

  it('in an Installation file and in a blueprint written inline in it, placed in that file', async () => {
    const dir = await installationRepo(
      BLUEPRINT(),
      `  imports:
    data:
      - { name: replicas, dataRef: replicas, secretRf: { name: s, key: k } }
  automaticReconcile: { succeededReconcile: { intervall: 1h } }
`,
      'imports: { replicas: 2 }\n',
    );
    const r = await renderOk(dir);
    const text = await readFile(path.join(dir, 'installation.yaml'), 'utf8');
    expect(text.split('\n')[32]?.slice(45, 53)).toBe('secretRf');
    expect(lines(r).sort()).toEqual([
      'installation.yaml:16:15: warning: imports[0].requird: unknown key "requird": Landscaper ignores it (did you mean "required"?)',
      'installation.yaml:33:46: warning: spec.imports.data[0].secretRf: unknown key "secretRf": Landscaper ignores it (did you mean "secretRef"?)',
      'installation.yaml:34:47: warning: spec.automaticReconcile.succeededReconcile.intervall: unknown key "intervall": Landscaper ignores it (did you mean "interval"?)',
    ]);
  });

  it('in a deploy item an execution writes is a warning at the execution; a key differing only in case is read', async () => {
    const deploy = DEPLOY.replace(
      '          type: landscaper.gardener.cloud/kubernetes-manifest\n',
      '          type: landscaper.gardener.cloud/kubernetes-manifest\n          UpdateOnChangeOnly: true\n          timout: 5m\n',
    );
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT().replace(DEPLOY, deploy).replace('requird', 'required'),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect(lines(await renderOk(dir))).toEqual([
      'bp/blueprint.yaml:10:5: warning: deploy execution "main": deploy item "cm": timout: unknown key "timout": Landscaper ignores it (did you mean "timeout"?)',
    ]);
  });

  it('in a subinstallation file and in a templated subinstallation', async () => {
    const child = `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems: []
`;
    const sub = (name: string) => ({
      apiVersion: 'landscaper.gardener.cloud/v1alpha1',
      kind: 'InstallationTemplate',
      name,
      blueprint: { filesystem: { 'blueprint.yaml': child } },
    });
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
subinstallations:
  - file: /sub.yaml
subinstallationExecutions:
  - name: more
    type: GoTemplate
    template: |
      subinstallations:
        - ${JSON.stringify({ ...sub('templated'), exprts: {} })}
`,
      'bp/sub.yaml': JSON.stringify({ ...sub('static'), importDataMapping: {} }, null, 2),
    });
    expect(lines(await renderOk(dir))).toEqual([
      'bp/sub.yaml:10:3: warning: importDataMapping: unknown key "importDataMapping": Landscaper ignores it (did you mean "importDataMappings"?)',
      'bp/blueprint.yaml:6:5: warning: subinstallation execution "more": subinstallations[0]: exprts: unknown key "exprts": Landscaper ignores it (did you mean "exports"?)',
    ]);
  });

  it('is silent for a blueprint using the keys Landscaper reads', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT().replace('requird: false', 'required: false'),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect(lines(await renderOk(dir))).toEqual([]);
  });
});

describe('a values file key nothing reads', () => {
  const blueprint = BLUEPRINT().replace('requird: false', 'required: false');

  it('is a warning at the key with did-you-mean: an unknown top-level key and an import no name takes', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprint,
      'values.yaml': 'imprts:\n  replicas: 2\nimports:\n  replcas: 3\n  replicas: 1\nstate: {}\n',
    });
    const r = await renderOk(dir);
    expect(lines(r)).toEqual([
      'values.yaml:1:1: warning: imprts: unknown key "imprts": a values file has imports, cd and state; nothing reads it (did you mean "imports"?)',
      'values.yaml:4:3: warning: imports.replcas: no import of the blueprint is named "replcas": Landscaper passes its value to no template (did you mean "replicas"?)',
    ]);
    // The render is what it was: the value of the import given is used.
    const cm = r.objects.find((o) => o.object.kind === 'DeployItem');
    expect(cm).toBeDefined();
  });

  it('hints at the first 100 names only: the names and the imports both come from the pull request', async () => {
    // Each one substitution from `replicas`.
    const names = Array.from({ length: 102 }, (_, i) => `replica${String.fromCharCode(0x100 + i)}`);
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprint,
      'values.yaml': `imports:\n${names.map((n) => `  ${n}: 1\n`).join('')}  replcas: 3\n`,
    });
    const warned = lines(await renderOk(dir));
    expect(warned).toHaveLength(103);
    expect(warned.filter((l) => l.includes('did you mean'))).toHaveLength(100);
    expect(warned.at(-1)).toContain('named "replcas": Landscaper passes its value to no template');
    expect(warned.at(-1)).not.toContain('did you mean');
  });

  it('takes the scope names of an Installation file as names too', async () => {
    const dir = await installationRepo(
      blueprint,
      '  imports:\n    data:\n      - { name: replicas, dataRef: count }\n',
      'imports: { count: 2, cuont: 3 }\n',
    );
    expect(lines(await renderOk(dir))).toEqual([
      'values.yaml:1:22: warning: imports.cuont: no import of the blueprint is named "cuont": Landscaper passes its value to no template (did you mean "count"?)',
    ]);
  });
});

describe('jsonSchema and jsonSchemaVersion', () => {
  it('are silent naming the default draft, as Landscaper writes them', async () => {
    for (const line of [
      'jsonSchema: "https://json-schema.org/draft/2019-09/schema"',
      'jsonSchemaVersion: "https://json-schema.org/draft/2019-09/schema"',
      "jsonSchema: 'http://json-schema.org/draft/2019-09/schema#'",
    ]) {
      const dir = await blueprintRepo({
        'bp/blueprint.yaml': BLUEPRINT()
          .replace(/^jsonSchema: .*$/m, line)
          .replace('requird', 'required'),
        'values.yaml': 'imports: { replicas: 2 }\n',
      });
      expect(lines(await renderOk(dir)), line).toEqual([]);
    }
  });

  it('warn naming another draft: Landscaper validates each schema by its own $schema', async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT()
        .replace(
          /^jsonSchema: .*$/m,
          'jsonSchema: "http://json-schema.org/draft-04/schema#"\njsonSchemaVersion: "http://json-schema.org/draft-04/schema#"',
        )
        .replace('requird', 'required'),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect(lines(await renderOk(dir))).toEqual([
      'bp/blueprint.yaml:3:1: warning: jsonSchema: Landscaper ignores it: each schema is validated by the draft its own "$schema" names, not by "http://json-schema.org/draft-04/schema#"',
      'bp/blueprint.yaml:4:1: warning: jsonSchemaVersion: Landscaper validates no schema by it: each schema is validated by the draft its own "$schema" names, not by "http://json-schema.org/draft-04/schema#"',
    ]);
  });

  it("in an import definition is no alias of schema: Landscaper's error, and the key meant", async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT().replace('schema: { type: integer }', 'jsonSchema: { type: integer }'),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'bp/blueprint.yaml:5:5: installation root: Schema must not be empty for type data (jsonSchema is no field: did you mean "schema"?)\n',
    );
    // Untyped, Landscaper infers nothing from it either.
    const untyped = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT()
        .replace('schema: { type: integer }', 'jsonSchema: { type: integer }')
        .replace('    type: data\n', ''),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect((await run(untyped, ['render'])).stderr).toBe(
      'bp/blueprint.yaml:5:5: installation root: either schema or targetType must not be empty (jsonSchema is no field: did you mean "schema"?)\n',
    );
  });

  it('in an export definition is warned about with the key meant, and named where a schema is missing', async () => {
    const missing = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT()
        .replace('requird', 'required')
        .replace(
          'deployExecutions:',
          'exports:\n  - { name: out, type: data, jsonSchema: { type: string } }\ndeployExecutions:',
        ),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect((await run(missing, ['render'])).stderr).toBe(
      'bp/blueprint.yaml:10:5: installation root: Schema must not be empty for type data (jsonSchema is no field: did you mean "schema"?)\n',
    );
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': BLUEPRINT()
        .replace('requird', 'required')
        .replace(
          'deployExecutions:',
          'exports:\n  - { name: out, type: data, schema: { type: string }, jsonSchema: { type: string } }\nexportExecutions:\n  - name: e\n    type: GoTemplate\n    template: |\n      exports: { out: x }\ndeployExecutions:',
        ),
      'values.yaml': 'imports: { replicas: 2 }\n',
    });
    expect(lines(await renderOk(dir))).toEqual([
      'bp/blueprint.yaml:10:56: warning: exports[0].jsonSchema: unknown key "jsonSchema": Landscaper ignores it (did you mean "schema"?)',
    ]);
  });
});

describe("a deploy item's target.namespace", () => {
  // Landscaper's TargetReference has name, import, index and key: the namespace is the
  // installation's, or the imported Target's (executions/operation.go), whatever the item says.
  const blueprint = (targetRef: string) => `apiVersion: landscaper.gardener.cloud/v1alpha1
kind: Blueprint
imports:
  - { name: cluster, type: target, targetType: kubernetes-cluster }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: item
          type: landscaper.gardener.cloud/mock
          target: ${targetRef}
          config: {}
`;
  const values =
    'imports:\n  cluster: { metadata: { name: c, namespace: team-a }, spec: { type: landscaper.gardener.cloud/kubernetes-cluster, config: {} } }\n';
  const targetOf = async (dir: string) => {
    const r = await renderOk(dir);
    const item = r.artifacts.find((a) => a.name === 'root/deployitems/item');
    return {
      lines: lines(r),
      target: (parse(item?.content ?? '') as { spec: { target: unknown } }).spec.target,
    };
  };

  it("is silent when it names the namespace Landscaper uses (Landscaper's examples write the imported Target's)", async () => {
    const dir = await blueprintRepo({
      'bp/blueprint.yaml': blueprint(
        '{ import: cluster, name: "{{ .imports.cluster.metadata.name }}", namespace: "{{ .imports.cluster.metadata.namespace }}" }',
      ),
      'values.yaml': values,
    });
    expect(await targetOf(dir)).toEqual({ lines: [], target: { name: 'c', namespace: 'team-a' } });
    // By name, as Landscaper's render-blueprint examples write it: in a cluster an installation
    // imports Targets of its own namespace, so the two agree there; offline, the values' Target
    // may name any namespace and that is no mistake of the blueprint.
    const named = await blueprintRepo({
      'bp/blueprint.yaml': blueprint(
        '{ name: "{{ .imports.cluster.metadata.name }}", namespace: "{{ .imports.cluster.metadata.namespace }}" }',
      ),
      'values.yaml': values,
    });
    expect(await targetOf(named)).toEqual({ lines: [], target: { name: 'c', namespace: 'default' } });
  });

  it('is ignored, with a warning at the execution, when it names another namespace', async () => {
    const imported = await blueprintRepo({
      'bp/blueprint.yaml': blueprint('{ import: cluster, namespace: prod }'),
      'values.yaml': values,
    });
    expect(await targetOf(imported)).toEqual({
      lines: [
        'bp/blueprint.yaml:6:5: warning: deploy execution "main": deploy item "item": target.namespace: Landscaper ignores it: the item deploys with the Target of namespace "team-a", not "prod"',
      ],
      target: { name: 'c', namespace: 'team-a' },
    });
    const named = await blueprintRepo({
      'bp/blueprint.yaml': blueprint('{ name: other, namespace: prod }'),
      'values.yaml': values,
    });
    expect(await targetOf(named)).toEqual({
      lines: [
        'bp/blueprint.yaml:6:5: warning: deploy execution "main": deploy item "item": target.namespace: Landscaper ignores it: the item deploys with the Target of namespace "default", not "prod"',
      ],
      target: { name: 'other', namespace: 'default' },
    });
  });
});
