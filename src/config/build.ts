import { resolve } from 'node:path';
import { isMap, isScalar } from 'yaml';
import type { ParsedYaml } from '../schema/parse';
import { nodeAt, positionOf } from '../schema/position';
import { buildIgnoreRules, type RawIgnoreRule } from './ignore';
import type { SourceTypes } from './source-type';
import type { EnvironmentConfig, JsonnetEngineName, PipelineConfig, SourceConfig } from './types';

type Mapping = Record<string, unknown>;

// The shape the schema guarantees; only build.ts relies on it.
interface RawPipeline {
  metadata: { name: string };
  spec: {
    environments: Record<string, { target?: string }>;
    sources: (Mapping & { name: string; type: string; path: string })[];
    diff?: { ignore?: RawIgnoreRule[] };
    deploy?: { prune?: boolean; pruneAdopted?: boolean; allowEmpty?: boolean; wait?: boolean };
    jsonnet?: { engine?: JsonnetEngineName };
  };
}

/** The typed config from a document that passed the schema and checks; every default is filled here. */
export function buildConfig(
  parsed: ParsedYaml,
  file: string,
  root: string,
  repository: string,
  types: SourceTypes,
): PipelineConfig {
  const raw = parsed.value as RawPipeline;
  const { spec } = raw;
  return {
    file,
    root,
    repository,
    places: {
      environments: positionOf(parsed, ['spec', 'environments'], { key: true }),
      sources: positionOf(parsed, ['spec', 'sources'], { key: true }),
    },
    name: raw.metadata.name,
    environments: environmentNames(parsed, spec.environments).map((name): EnvironmentConfig => {
      const env = spec.environments[name] ?? {};
      const built: EnvironmentConfig = { name };
      if (env.target !== undefined) built.target = env.target;
      return built;
    }),
    sources: spec.sources.map((s) => buildSource(s, root, types)),
    diff: {
      ignore: buildIgnoreRules(spec.diff?.ignore ?? []),
    },
    deploy: {
      prune: spec.deploy?.prune ?? true,
      pruneAdopted: spec.deploy?.pruneAdopted ?? false,
      allowEmpty: spec.deploy?.allowEmpty ?? false,
      wait: spec.deploy?.wait ?? true,
    },
    // rigging's own engine: no native addon, any runner (libjsonnet stays selectable).
    jsonnet: { engine: spec.jsonnet?.engine ?? 'rigging' },
  };
}

/** File order, which JS objects lose for numeric-looking keys such as `1`. */
function environmentNames(parsed: ParsedYaml, environments: Mapping): string[] {
  const node = nodeAt(parsed, ['spec', 'environments']);
  if (!isMap(node)) return Object.keys(environments);
  return node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
}

/** The common keys here; the type turns the rest into its typed options. */
function buildSource(
  raw: RawPipeline['spec']['sources'][number],
  root: string,
  types: SourceTypes,
): SourceConfig {
  const { name, type, path, ...rest } = raw;
  const spec = types.find((t) => t.type === type);
  if (!spec) throw new Error(`source type ${type} passed the schema but is not registered`);
  return { ...spec.build(rest), name, type, path, absPath: resolve(root, path) };
}
