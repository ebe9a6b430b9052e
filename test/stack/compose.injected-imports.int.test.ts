// The blueprint renderer's programmatic injectedImports option (not a rigging.yaml key), which a
// Hub component's parameters reach a blueprint through: over the values file, data imports only.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blueprintSource } from '../../src/render/blueprint';
import type { BlueprintSourceConfig, InjectedImports } from '../../src/render/blueprint/options';
import { blueprintOptions } from '../../src/render/blueprint/options';
import { cleanupTempDirs, writeTree } from '../qbec/helpers';
import { BLUEPRINT, contextFor, ENV } from './compose.helpers';

cleanupTempDirs();

async function renderWith(files: Record<string, string>, injectedImports?: InjectedImports) {
  const root = await writeTree(files);
  const keys = 'values.yaml' in files ? { values: 'values.yaml' } : {};
  const source: BlueprintSourceConfig = {
    ...blueprintOptions.build(keys),
    name: 'bp',
    type: 'blueprint',
    path: 'bp',
    absPath: path.join(root, 'bp'),
    ...(injectedImports ? { injectedImports } : {}),
  };
  const opened = await blueprintSource.renderer.open(source, contextFor(root));
  const r = await opened.render(ENV);
  const exports = r.artifacts.find((a) => a.name === 'root/exports');
  const config = r.objects.find((o) => o.object.kind === 'ConfigMap')?.object.data as
    | Record<string, string>
    | undefined;
  return { r, config, exports: exports ? parse(exports.content) : undefined };
}

describe('injectedImports', () => {
  it('is not a key rigging.yaml accepts', () => {
    expect(Object.keys(blueprintOptions.keys)).not.toContain('injectedImports');
  });

  it('goes over the values file, for data imports only; other names are ignored', async () => {
    const { r, config, exports } = await renderWith(
      { 'bp/blueprint.yaml': BLUEPRINT, 'values.yaml': 'imports:\n  replicas: 1\n  host: from-values\n' },
      { values: { host: 'injected-2d9', unknown: 'x' } },
    );
    expect(r.diagnostics).toEqual([]);
    expect(config).toEqual({ replicas: '1', kind: 'float64', host: 'injected-2d9' });
    expect(exports).toEqual({ url: 'https://injected-2d9' });
  });

  it('reads a string as YAML only when asked to', async () => {
    const files = { 'bp/blueprint.yaml': BLUEPRINT };
    const coerced = await renderWith(files, { values: { replicas: '5', host: 'h' }, coerceStrings: true });
    expect(coerced.r.diagnostics).toEqual([]);
    expect(coerced.config?.replicas).toBe('5');
    const kept = await renderWith(files, { values: { replicas: '5', host: 'h' } });
    expect(kept.r.diagnostics.map((d) => d.message)).toEqual([
      'installation root: import "replicas": imported datatype does not have the expected schema: value must be integer',
    ]);
  });

  it('leaves text that is not the wanted type to the schema, naming the value with the noun', async () => {
    const files = { 'bp/blueprint.yaml': BLUEPRINT };
    const { r } = await renderWith(files, {
      values: { replicas: '[1, 2]', host: 'h' },
      coerceStrings: true,
      noun: 'given by test',
      place: (name) => (name === 'replicas' ? { file: 'params.yaml', line: 3 } : undefined),
    });
    expect(r.diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'params.yaml',
        3,
        'installation root: import "replicas" (given by test): imported datatype does not have the expected schema: value must be integer',
      ],
    ]);
  });
});
