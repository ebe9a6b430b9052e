// The corpus's Landscaper harness gives each example blueprint what Landscaper would have: the
// components its scripts push (blueprints as local blobs), its render script's values, and the
// imports its Installation names.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureReason, landscaperInputs } from '../../scripts/corpus-landscaper.mjs';
import { cleanupTempDirs, writeTree } from '../qbec/helpers';

cleanupTempDirs();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const BP = 'apiVersion: landscaper.gardener.cloud/v1alpha1\nkind: Blueprint\n';

describe('landscaperInputs', () => {
  it('lays out v2 descriptors with resources.yaml and OCM constructors, blueprints as blobs', async () => {
    const base = await writeTree({
      'a/component-descriptor.yaml':
        "meta: { schemaVersion: v2 }\ncomponent:\n  name: ex.com/a\n  version: v1\n  provider: internal\n  componentReferences:\n    - { name: sub, componentName: ex.com/b, version: '2' }\n  resources: []\n",
      'a/resources.yaml': '---\nname: blueprint\ntype: blueprint\ninput: { type: dir, path: ./blueprint }\n',
      'a/blueprint/blueprint.yaml': BP,
      'b/config/components.yaml':
        "components:\n  - name: ex.com/b\n    version: '2'\n    provider: { name: internal }\n    resources:\n      - { name: bp-sub, type: landscaper.gardener.cloud/blueprint, input: { type: dir, path: ../sub } }\n      - { name: chart, type: helmChart, access: { type: helm, helmChart: x:1 } }\n",
      'b/sub/blueprint.yaml': BP,
    });
    const inputs = landscaperInputs(base, walk(base), ['a/blueprint', 'b/sub']);
    const a = inputs.get('a/blueprint');
    const b = inputs.get('b/sub');
    expect(a?.componentDescriptor).toMatch(/^\.corpus-components\/c\d+\/component-descriptor\.yaml$/);
    expect(b?.componentDescriptor).not.toBe(a?.componentDescriptor);
    const read = (p: string | undefined) => JSON.parse(readFileSync(path.join(base, p as string), 'utf8'));
    const aCd = read(a?.componentDescriptor);
    expect(aCd.component.resources).toEqual([
      {
        version: 'v1',
        name: 'blueprint',
        type: 'blueprint',
        relation: 'local',
        access: { type: 'localFilesystemBlob', filename: 'blueprint' },
      },
    ]);
    const blob = path.join(
      base,
      path.dirname(a?.componentDescriptor as string),
      'blobs/blueprint/blueprint.yaml',
    );
    expect(readFileSync(blob, 'utf8')).toBe(BP);
    const bCd = read(b?.componentDescriptor);
    expect(bCd.component).toMatchObject({ name: 'ex.com/b', version: '2', provider: 'internal' });
    expect(bCd.component.resources[1]).toEqual({
      version: '2',
      name: 'chart',
      type: 'helmChart',
      relation: 'external',
      access: { type: 'helm', helmChart: 'x:1' },
    });
  });

  it("takes a render script's values and descriptor, and an Installation's DataObjects, Targets and mappings", async () => {
    const base = await writeTree({
      'ex/component-descriptor.yaml':
        'meta: { schemaVersion: v2 }\ncomponent: { name: ex.com/ex, version: v1, resources: [] }\n',
      'ex/resources.yaml':
        'name: blueprint\ntype: blueprint\ninput: { type: dir, path: ./blueprint }\n---\nname: sub\ntype: blueprint\ninput: { type: dir, path: ./sub }\n',
      'ex/blueprint/blueprint.yaml': BP,
      'ex/sub/blueprint.yaml': BP,
      'ex/installation/installation.yaml':
        "apiVersion: landscaper.gardener.cloud/v1alpha1\nkind: Installation\nmetadata: { name: i, namespace: ns }\nspec:\n  componentDescriptor: { ref: { componentName: ex.com/ex, version: v1 } }\n  blueprint: { ref: { resourceName: blueprint } }\n  imports:\n    data: [{ name: config, dataRef: cfg }]\n    targets:\n      - { name: cluster, target: '#kept' }\n      - { name: fleet, targetMap: { east: remote } }\n  importDataMappings: { literal: 7, spiff: '(( x ))' }\n",
      'ex/installation/dataobject.yaml':
        'apiVersion: landscaper.gardener.cloud/v1alpha1\nkind: DataObject\nmetadata: { name: cfg }\ndata: { size: 3 }\n',
      'ex/installation/target.yaml':
        'apiVersion: landscaper.gardener.cloud/v1alpha1\nkind: Target\nmetadata: { name: kept }\nspec: { type: t, config: { kubeconfig: k } }\n',
      'other/blueprint/blueprint.yaml': BP,
      'other/test/values.yaml': 'imports: {}\n',
      // A shell script, as the examples write them: `${...}` is the shell's, not a template's.
      'other/test/render.sh': [
        'EXAMPLE_DIR="$(dirname $0)/.."',
        `BLUEPRINT_DIR=$\{EXAMPLE_DIR}/blueprint`,
        `TEST_DIR=$\{EXAMPLE_DIR}/test`,
        'landscaper-cli blueprints render $BLUEPRINT_DIR all \\',
        `  -f $\{TEST_DIR}/values.yaml`,
        '',
      ].join('\n'),
    });
    const inputs = landscaperInputs(base, walk(base), ['ex/blueprint', 'ex/sub', 'other/blueprint']);
    const ex = inputs.get('ex/blueprint');
    expect(ex?.imports.config).toEqual({ size: 3 });
    expect(ex?.imports.cluster).toMatchObject({ kind: 'Target', metadata: { name: 'kept' } });
    // A Target the example does not keep stands in under the name the Installation gives it.
    expect(ex?.imports.fleet).toMatchObject({ east: { metadata: { name: 'remote', namespace: 'ns' } } });
    expect(ex?.imports.literal).toBe(7);
    expect(ex?.imports).not.toHaveProperty('spiff');
    expect(inputs.get('other/blueprint')).toEqual({ imports: {}, values: 'other/test/values.yaml' });
    // Packed beside a blueprint its Installation renders, with none of its own: a subinstallation's.
    expect(inputs.get('ex/sub')?.subinstallation).toBe(true);
    expect(ex?.subinstallation).toBeUndefined();
  });
});

describe('failureReason', () => {
  it.each([
    [
      'export execution "x": executing "execution" at <index .values "deployitems" "a">: index of nil pointer',
      "need their deployers' exports",
    ],
    [
      'deploy execution "d": template: execution:4: function "getOriginalName" not defined',
      'call functions Landscaper does not have',
    ],
    [
      'template "deploy execution" contains fields with "no value" (output line 1:2 (a))',
      'leave fields without a value',
    ],
    [
      'blueprint defines import "x" of type data, which is not satisfied',
      'lack imports only a parent computes',
    ],
    ['something new', 'other'],
  ])('%s', (message, reason) => expect(failureReason(message)).toBe(reason));
  it("says a subinstallation's blueprint rendered alone lacks its parent, not its example", () => {
    const m = 'blueprint defines import "x" of type data, which is not satisfied';
    expect(failureReason(m, true)).toBe("are subinstallations' blueprints, alone without their parent");
  });
});
