import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { sortDiagnostics } from '../../schema/diagnostic';
import { didYouMean } from '../../schema/did-you-mean';
import type { DocPath } from '../../schema/path';
import { positionOf } from '../../schema/position';
import type { JobRef, Manifest } from './manifest';
import type { JobSpec } from './release';

/**
 * Warnings for properties the manifest sets that no job reading them declares. The director
 * ignores them silently: `Job#bind_properties` (bosh-director
 * lib/bosh/director/deployment_plan/job.rb) looks up only the names in
 * `release_job_spec_properties`, each split at dots (bosh-common's `PropertyHelper#lookup_property`),
 * and keeps nothing else, so `hello.prt` for a spec's `hello.port` renders with the default port. rigging
 * renders exactly that, and says so at the key, with the declared name it most likely meant.
 */
export function undeclaredProperties(
  manifest: Manifest,
  specOf: (job: JobRef) => JobSpec | undefined,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Each hint scans every declared name: past MAX_HINTS warnings, a manifest made to hold thousands of
  // stray keys gets its warnings without them.
  let hints = 0;
  // Each block of properties, with the jobs that read it (a job's own `properties` replace the
  // instance group's and the global ones wholesale, as resolveJobProperties does).
  const globalReaders: JobRef[] = [];
  for (const [g, group] of manifest.instanceGroups.entries()) {
    const groupReaders = group.jobs.filter((job) => job.properties === undefined);
    globalReaders.push(...groupReaders);
    for (const job of group.jobs) {
      if (job.properties !== undefined) check(job.properties, [...job.at, 'properties'], [job], group.name);
    }
    check(group.properties, ['instance_groups', g, 'properties'], groupReaders, group.name);
    if (group.jobs.length > 0 && groupReaders.length === 0)
      unread(
        group.properties,
        ['instance_groups', g, 'properties'],
        `of instance group '${group.name}'`,
        group.name,
      );
  }
  check(manifest.properties, ['properties'], globalReaders);
  const jobs = manifest.instanceGroups.some((group) => group.jobs.length > 0);
  if (jobs && globalReaders.length === 0) unread(manifest.properties, ['properties'], 'of the deployment');
  return sortDiagnostics(out);

  /** A block no job reads: every job that could has its own `properties`, which replace it. */
  function unread(block: Record<string, unknown>, at: DocPath, whose: string, group?: string): void {
    if (Object.keys(block).length === 0) return;
    out.push({
      severity: 'warning',
      source: manifest.parsed.source,
      ...(group ? { component: group } : {}),
      file: manifest.parsed.file,
      ...positionOf(manifest.parsed, at, { key: true }),
      message: `the properties ${whose} are read by no job: each job has its own properties, which replace them, so the director ignores these`,
      reason: 'UnreadProperties',
    });
  }

  function check(block: Record<string, unknown>, at: DocPath, readers: JobRef[], group?: string): void {
    if (Object.keys(block).length === 0 || readers.length === 0) return;
    const specs = readers.map(specOf);
    // A job whose spec could not be read has already failed: what it declares is unknown.
    if (specs.some((s) => s === undefined)) return;
    const declared = [...new Set((specs as JobSpec[]).flatMap((s) => [...s.properties.keys()]))];
    // Declared names and their proper prefixes as sets: one lookup per manifest key, however many
    // keys a manifest and names a spec hold (both come from a pull request).
    const names = new Set(declared.map((name) => JSON.stringify(name.split('.'))));
    const prefixes = new Set(
      declared.flatMap((name) => {
        const parts = name.split('.');
        return parts.slice(1).map((_, i) => JSON.stringify(parts.slice(0, i + 1)));
      }),
    );
    const who =
      readers.length === 1
        ? `job '${(readers[0] as JobRef).name}'`
        : `any job reading it (${[...new Set(readers.map((j) => `'${j.name}'`))].join(', ')})`;
    walk(block, []);

    function walk(value: Record<string, unknown>, prefix: string[]): void {
      for (const [key, v] of Object.entries(value)) {
        const path = [...prefix, key];
        const id = JSON.stringify(path);
        if (names.has(id)) continue;
        if (prefixes.has(id)) {
          // A non-mapping here is the director's own error, raised while resolving.
          if (isRecord(v)) walk(v, path);
          continue;
        }
        const dotted = path.join('.');
        out.push({
          severity: 'warning',
          source: manifest.parsed.source,
          ...(group ? { component: group } : {}),
          file: manifest.parsed.file,
          ...positionOf(manifest.parsed, [...at, ...path], { key: true }),
          message: `property ${dotted} is not declared in the spec of ${who}: the director ignores it${hints++ < MAX_HINTS ? hint(dotted, declared) : ''}`,
          reason: 'UndeclaredProperty',
        });
      }
    }
  }
}

const MAX_HINTS = 100;

/** The declared name meant; a key written with dots (`hello.port: 1`) is one key to the director. */
function hint(dotted: string, declared: readonly string[]): string {
  if (declared.includes(dotted)) {
    const parts = dotted.split('.');
    const nested = `${parts.join(': { ')}: …${' }'.repeat(parts.length - 1)}`;
    return ` (the director splits property names at dots: write it nested, ${nested})`;
  }
  const meant = didYouMean(dotted, declared);
  return meant === undefined ? '' : ` (did you mean ${meant}?)`;
}
