import path from 'node:path';
import type { RepositoryBoundary } from '../../boundary/boundary';
import { dirEntries } from '../../fs-async';
import type { Diagnostic } from '../../model/types';
import { compareStrings, isRecord } from '../../model/values';
import { diagnosticAt } from '../../schema/diagnostic';
import { type ParsedYaml, parseYamlStream } from '../../schema/parse';

export const JAAS_API_VERSION = 'jaas.metio.wtf/v1';
const FLUX_SOURCE_GROUP = 'source.toolkit.fluxcd.io/';
const MANIFEST = /\.(ya?ml|json)$/;

/** One Kubernetes resource read from a file: its document, for positions, and its identity. */
export interface Resource {
  kind: string;
  name: string;
  /** `default` when the document names none, as kubectl would apply it. */
  namespace: string;
  /** The whole document as plain data. */
  value: Record<string, unknown>;
  parsed: ParsedYaml;
  /** The whole file's text, to place a line of an inline jsonnet file within it. */
  text: string;
}

export interface Resources {
  snippets: Resource[];
  /** By `namespace/name`. */
  libraries: Map<string, Resource>;
  gitRepositories: Map<string, Resource>;
  diagnostics: Diagnostic[];
}

export const refOf = (namespace: string, name: string) => `${namespace}/${name}`;

/**
 * Every `*.yaml`, `*.yml` and `*.json` file under `dir`, every document of each: the snippets,
 * libraries and GitRepositories a JaaS operator would find applied to its cluster. Other kinds are
 * ignored with a warning; an unreadable document is an error at its position.
 */
export async function readResources(
  dir: string,
  opts: { boundary: RepositoryBoundary; displayRoot: string; source: string },
): Promise<Resources> {
  const out: Resources = { snippets: [], libraries: new Map(), gitRepositories: new Map(), diagnostics: [] };
  const seen = new Map<string, Resource>();
  for (const file of await manifestFiles(dir, opts.boundary)) {
    const display = path.relative(opts.displayRoot, file);
    const read = await opts.boundary.readTextOrRefusal(file, display);
    if ('refused' in read) {
      const refused = {
        severity: 'error' as const,
        source: opts.source,
        file: display,
        message: read.refused,
      };
      out.diagnostics.push({ ...refused, reason: 'OutsideRepository' });
      continue;
    }
    const text = read.text;
    for (const parsed of parseYamlStream(display, text, opts.source, { dialect: 'go-yaml-v2-strict' })) {
      out.diagnostics.push(...parsed.diagnostics);
      if (parsed.diagnostics.some((d) => d.severity === 'error') || parsed.value == null) continue;
      const resource = toResource(parsed, text, out.diagnostics);
      if (!resource) continue;
      const id = `${resource.kind}/${refOf(resource.namespace, resource.name)}`;
      const first = seen.get(id);
      if (first) {
        const message = `${resource.kind} ${refOf(resource.namespace, resource.name)} is defined twice (also in ${first.parsed.file})`;
        out.diagnostics.push(
          diagnosticAt(parsed, ['metadata', 'name'], message, { reason: 'DuplicateResource' }),
        );
        continue;
      }
      seen.set(id, resource);
      if (resource.kind === 'JsonnetSnippet') out.snippets.push(resource);
      else if (resource.kind === 'JsonnetLibrary')
        out.libraries.set(refOf(resource.namespace, resource.name), resource);
      else out.gitRepositories.set(refOf(resource.namespace, resource.name), resource);
    }
  }
  return out;
}

function toResource(parsed: ParsedYaml, text: string, diagnostics: Diagnostic[]): Resource | undefined {
  const value = parsed.value;
  if (!isRecord(value) || typeof value.kind !== 'string' || typeof value.apiVersion !== 'string') {
    diagnostics.push(warning(parsed, [], 'ignored: not a Kubernetes resource (no apiVersion and kind)'));
    return undefined;
  }
  const { kind, apiVersion } = value;
  const ours =
    (apiVersion === JAAS_API_VERSION && (kind === 'JsonnetSnippet' || kind === 'JsonnetLibrary')) ||
    (apiVersion.startsWith(FLUX_SOURCE_GROUP) && kind === 'GitRepository');
  if (!ours) {
    diagnostics.push(
      warning(
        parsed,
        ['kind'],
        `ignored: ${apiVersion} ${kind} is not a JsonnetSnippet, JsonnetLibrary or GitRepository`,
      ),
    );
    return undefined;
  }
  const metadata = isRecord(value.metadata) ? value.metadata : {};
  if (typeof metadata.name !== 'string' || metadata.name === '') {
    diagnostics.push(
      diagnosticAt(parsed, ['metadata'], `${kind} has no metadata.name`, { reason: 'InvalidSpec' }),
    );
    return undefined;
  }
  const namespace =
    typeof metadata.namespace === 'string' && metadata.namespace !== '' ? metadata.namespace : 'default';
  return { kind, name: metadata.name, namespace, value, parsed, text };
}

function warning(parsed: ParsedYaml, at: (string | number)[], message: string): Diagnostic {
  return { ...diagnosticAt(parsed, at, message, { reason: 'IgnoredDocument' }), severity: 'warning' };
}

/** The manifest files under `dir`, in byte order of their paths; nothing outside the repository. */
async function manifestFiles(dir: string, boundary: RepositoryBoundary): Promise<string[]> {
  const found: string[] = [];
  const walk = async (at: string) => {
    if (!(await boundary.locate(at)).ok) return;
    const entries = await dirEntries(at);
    for (const entry of entries) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (MANIFEST.test(entry.name) && (entry.isFile() || entry.isSymbolicLink())) found.push(full);
    }
  };
  await walk(dir);
  return found.sort(compareStrings);
}
