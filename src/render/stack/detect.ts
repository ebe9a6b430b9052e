import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeRefusal, type RepositoryBoundary } from '../../boundary/boundary';
import type { Diagnostic } from '../../model/types';
import { compareStrings, isRecord } from '../../model/values';
import { parseYamlStream } from '../../schema/parse';

/** The rigging source types a Hub component's directory may be implemented by. */
export type ComponentType = 'qbec' | 'snippet' | 'blueprint' | 'bosh';
export const COMPONENT_TYPES: readonly ComponentType[] = ['qbec', 'snippet', 'blueprint', 'bosh'];

/** Hub's component manifest: never an implementation, whatever it holds. */
export const HUB_COMPONENT_FILE = 'hub-component.yaml';

/** One way a directory could be rendered: a type and the path its source takes. */
export interface Implementation {
  type: ComponentType;
  /** Absolute: the directory (qbec, snippet, blueprint directory) or a file (Installation, BOSH manifest). */
  path: string;
  /** The file that gave it away, relative to the pipeline root, for messages. */
  evidence: string;
}

export interface Detection {
  /** False when the directory does not exist (a bare component may have none). */
  exists: boolean;
  /** Every candidate, in file order; more than one is ambiguous. */
  found: Implementation[];
  /** Refused reads (errors); YAML that could not be read (kept for when nothing is found). */
  diagnostics: Diagnostic[];
  unreadable: Diagnostic[];
}

export interface DetectContext {
  boundary: RepositoryBoundary;
  /** Pipeline root: files are named relative to it. */
  root: string;
  /** Diagnostic source. */
  source: string;
  /** Only candidates of this type (hub-component.yaml named the type but not the path). */
  only?: ComponentType;
}

const YAML_FILE = /\.(ya?ml|json)$/;
const LANDSCAPER_GROUP = 'landscaper.gardener.cloud/';

/**
 * What implements a component directory, judged from the files directly in it (subdirectories
 * hold each type's own material: qbec components, release jobs, blueprint files):
 * `qbec.yaml` -> qbec; YAML with a `kind: JsonnetSnippet` document -> snippet (the directory);
 * a landscaper `kind: Installation` -> blueprint (that file), else `blueprint.yaml` -> blueprint
 * (the directory); a document with top-level `instance_groups` and `releases` -> bosh (that file).
 * Every read goes through the repository boundary.
 */
export async function detectImplementations(dir: string, ctx: DetectContext): Promise<Detection> {
  const shown = (p: string) => path.relative(ctx.root, p) || '.';
  const detection: Detection = { exists: false, found: [], diagnostics: [], unreadable: [] };
  const where = await ctx.boundary.locate(dir);
  if (!where.ok) {
    const message = describeRefusal(shown(dir), where.refusal);
    detection.diagnostics.push(problem(ctx, shown(dir), message, 'OutsideRepository'));
    return detection;
  }
  const entries = await readdir(where.real, { withFileTypes: true }).catch(() => undefined);
  if (!where.exists || !entries) return detection;
  detection.exists = true;
  const names = entries
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => e.name)
    .sort(compareStrings);

  const found: Record<ComponentType, Implementation[]> = { qbec: [], snippet: [], blueprint: [], bosh: [] };
  const snippetFiles: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (name === HUB_COMPONENT_FILE || !YAML_FILE.test(name)) continue;
    if (name === 'qbec.yaml') {
      found.qbec.push({ type: 'qbec', path: dir, evidence: shown(file) });
      continue;
    }
    // blueprint.yaml is the blueprint's own file: it only counts when no Installation names it.
    if (name === 'blueprint.yaml') continue;
    const read = await ctx.boundary.readTextOrRefusal(file, shown(file));
    if ('refused' in read) {
      detection.diagnostics.push(problem(ctx, shown(file), read.refused, 'OutsideRepository'));
      continue;
    }
    for (const doc of parseYamlStream(shown(file), read.text, ctx.source, { dialect: 'go-yaml-v2' })) {
      const errors = doc.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) {
        detection.unreadable.push(...errors);
        continue;
      }
      const kind = kindOf(doc.value);
      if (kind === 'snippet') snippetFiles.push(shown(file));
      else if (kind === 'installation')
        found.blueprint.push({ type: 'blueprint', path: file, evidence: shown(file) });
      else if (kind === 'bosh') found.bosh.push({ type: 'bosh', path: file, evidence: shown(file) });
    }
  }
  if (snippetFiles.length > 0) {
    found.snippet.push({ type: 'snippet', path: dir, evidence: [...new Set(snippetFiles)].join(', ') });
  }
  if (found.blueprint.length === 0 && names.includes('blueprint.yaml')) {
    const file = path.join(dir, 'blueprint.yaml');
    found.blueprint.push({ type: 'blueprint', path: dir, evidence: shown(file) });
  }
  // One file holding two BOSH manifests is still one candidate.
  found.bosh = found.bosh.filter((c, i, all) => all.findIndex((x) => x.path === c.path) === i);
  found.blueprint = found.blueprint.filter((c, i, all) => all.findIndex((x) => x.path === c.path) === i);
  for (const type of COMPONENT_TYPES) {
    if (!ctx.only || ctx.only === type) detection.found.push(...found[type]);
  }
  return detection;
}

/** Which implementation a document is evidence of, if any. */
function kindOf(value: unknown): 'snippet' | 'installation' | 'bosh' | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === 'JsonnetSnippet') return 'snippet';
  if (
    value.kind === 'Installation' &&
    typeof value.apiVersion === 'string' &&
    value.apiVersion.startsWith(LANDSCAPER_GROUP)
  )
    return 'installation';
  if (Array.isArray(value.instance_groups) && Array.isArray(value.releases)) return 'bosh';
  return undefined;
}

function problem(ctx: DetectContext, file: string, message: string, reason: string): Diagnostic {
  return { severity: 'error', source: ctx.source, file, message, reason };
}

/** A candidate list as a message fragment: `qbec (app/qbec.yaml), bosh (app/nats.yml)`. */
export function describeCandidates(found: readonly Implementation[]): string {
  return found.map((c) => `${c.type} (${c.evidence})`).join(', ');
}
