import path from 'node:path';
import { describeRefusal } from '../../../boundary/boundary';
import { ENV_PLACEHOLDER, expandEnv, lookupPath } from '../../../config/paths';
import type { Diagnostic } from '../../../model/types';
import { isRecord } from '../../../model/values';
import { diagnosticAt } from '../../../schema/diagnostic';
import type { ParsedYaml } from '../../../schema/parse';
import { validateYaml } from '../../../schema/validate';
import { COMPONENT_TYPES, type ComponentType } from '../detect';
import { componentSourceTypes } from './types';

/** The key of hub-component.yaml naming the implementation; Hub ignores keys it does not know. */
const RIGGING_KEY = 'rigging';

/** What `rigging:` in hub-component.yaml says, checked by the named type's own rules. */
export interface Declared {
  type: ComponentType;
  /** Absolute, when the key names a path; else detection finds it among that type's files. */
  path?: string;
  /** The type's other keys, paths made relative to the pipeline root, ready for its `build`. */
  keys: Record<string, unknown>;
}

export interface DeclaredContext {
  /** Absolute component directory: the key's paths are relative to it. */
  dir: string;
  /** Pipeline root; source options name paths relative to it. */
  root: string;
  /** The repository: no path may lead outside it. */
  repository: string;
  /** The rigging environment: a path naming `{env}` must exist for it. */
  environment: string;
}

/**
 * The `rigging:` mapping's schema: `type`, optional `path`, and exactly the keys that type takes
 * in rigging.yaml (its own `keys`), so an unknown key is named against the type as config does.
 */
export const STACK_RIGGING_SCHEMA = {
  type: 'object',
  properties: {
    [RIGGING_KEY]: {
      type: 'object',
      required: ['type'],
      'x-noun': 'rigging mapping',
      properties: {
        type: { type: 'string', enum: [...COMPONENT_TYPES], 'x-noun': 'component source type' },
        path: { type: 'string', minLength: 1, 'x-noun': 'path' },
      },
      allOf: COMPONENT_TYPES.map((type) => ({
        if: { properties: { type: { const: type } }, required: ['type'] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
        then: {
          properties: { type: {}, path: {}, ...componentSourceTypes[type].keys },
          additionalProperties: false,
          'x-noun': `${type} implementation`,
        },
      })),
    },
  },
};

/**
 * The implementation hub-component.yaml names under `rigging:`, validated as rigging.yaml
 * validates a source entry: the type's keys as schema, its own `check`, and each path key
 * (relative to the component directory) existing inside the repository. Undefined when the
 * file has no such key; diagnostics are placed in hub-component.yaml.
 */
export function readDeclared(
  manifest: ParsedYaml,
  ctx: DeclaredContext,
): { declared?: Declared; diagnostics: Diagnostic[] } {
  if (!isRecord(manifest.value) || manifest.value[RIGGING_KEY] === undefined) return { diagnostics: [] };
  const diagnostics = validateYaml(manifest, STACK_RIGGING_SCHEMA);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  let written = manifest.value[RIGGING_KEY] as Record<string, unknown> & { type: ComponentType };
  if (written.type === 'bosh' && written.releases === undefined && hasReleases(ctx.dir, ctx.repository))
    written = { ...written, releases: RELEASES_DIR };
  const spec = componentSourceTypes[written.type];
  const at = [RIGGING_KEY];
  diagnostics.push(...(spec.check?.({ parsed: manifest, at, source: written }) ?? []));
  for (const key of ['path', ...(spec.pathKeys ?? [])]) {
    const rel = written[key];
    if (typeof rel !== 'string' || rel === '') continue;
    diagnostics.push(...checkPath(manifest, [...at, key], rel, ctx));
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const { type, path: declaredPath, ...rest } = written;
  const keys: Record<string, unknown> = { ...rest };
  // Source options name paths relative to rigging.yaml; these were written relative to the component.
  for (const key of spec.pathKeys ?? []) {
    if (typeof keys[key] === 'string') keys[key] = path.relative(ctx.root, path.resolve(ctx.dir, keys[key]));
  }
  const declared: Declared = { type, keys };
  if (typeof declaredPath === 'string') declared.path = path.resolve(ctx.dir, declaredPath);
  return { declared, diagnostics };
}

/** Where a component's BOSH releases are unless `rigging:` says: next to its manifest. */
export const RELEASES_DIR = 'releases';

/** Whether the component directory has a `releases/` inside the repository. */
export function hasReleases(dir: string, repository: string): boolean {
  return lookupPath(dir, RELEASES_DIR, repository).exists;
}

/** config's own path rule (checks.ts): it must exist, inside the repository, with a did-you-mean. */
function checkPath(manifest: ParsedYaml, at: string[], written: string, ctx: DeclaredContext): Diagnostic[] {
  const rel = written.includes(ENV_PLACEHOLDER) ? expandEnv(written, ctx.environment) : written;
  const found = lookupPath(ctx.dir, rel, ctx.repository);
  if (found.exists) return [];
  if ('refusal' in found) {
    return [diagnosticAt(manifest, at, describeRefusal(rel, found.refusal), { reason: 'OutsideRepository' })];
  }
  const hint = found.suggestion ? ` (did you mean ${JSON.stringify(found.suggestion)}?)` : '';
  return [diagnosticAt(manifest, at, `${rel} does not exist${hint}`, { reason: 'MissingPath' })];
}
