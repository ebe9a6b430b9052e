// Keys Landscaper does not read in blueprint.yaml, an inline subinstallation and an Installation
// file: its non-strict decoder drops them (and the apiserver prunes an Installation's), so rigging
// renders the same and warns at the key with the key meant (issue 24, item 3).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    const inline = BLUEPRINT()
      .split('\n')
      .map((l) => `          ${l}`)
      .join('\n');
    const dir = await blueprintRepo(
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
  imports:
    data:
      - { name: replicas, dataRef: replicas, secretRf: { name: s, key: k } }
  automaticReconcile: { succeededReconcile: { intervall: 1h } }
`,
        'values.yaml': 'imports: { replicas: 2 }\n',
      },
      { path: 'installation.yaml' },
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
