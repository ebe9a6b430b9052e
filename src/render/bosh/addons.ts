import { isRecord } from '../../model/values';
import type { DocPath } from '../../schema/path';
import type { InstanceGroup, JobRef } from './manifest';
import { BoshError, type Place } from './problems';
import { list, record, str } from './shape';

/**
 * A deployment manifest's `addons`, applied as the director applies deployment-level addons
 * (Bosh::Director::Addon): in order, each addon's jobs are added to every instance group its
 * `include` rules take and its `exclude` rules do not, the groups chosen before its jobs are
 * added (a later addon's `jobs` rule sees an earlier addon's jobs). An addon job has its own
 * `properties`, else the addon's (deprecated) `properties`, else none: never the instance
 * group's. The cf-operator leaves out the addon named `bosh-dns`, since the cluster's DNS takes
 * its place (quarks-operator's ApplyAddons), and marks the others' jobs `is_addon`.
 */
export function applyAddons(
  raw: unknown,
  groups: InstanceGroup[],
  releases: ReadonlyMap<string, unknown>,
  /** The operating system of each stemcell alias, as `stemcells[].os` names it. */
  stemcellOs: ReadonlyMap<string, string>,
  place: (at: DocPath) => Place,
): void {
  if (raw === undefined || raw === null) return;
  if (!Array.isArray(raw)) throw new BoshError("'addons' is a list of addons", place(['addons']));
  raw.forEach((value, a) => {
    const at: DocPath = ['addons', a];
    if (!isRecord(value)) throw new BoshError('an addon is a mapping with a name and jobs', place(at));
    const name = str(value.name);
    if (name === '') throw new BoshError('an addon needs a name', place(at));
    const jobs = addonJobs(value.jobs, [...at, 'jobs'], name, releases, place);
    const include = parseFilter(value.include, 'include', [...at, 'include'], place);
    const exclude = parseFilter(value.exclude, 'exclude', [...at, 'exclude'], place);
    const shared = isRecord(value.properties) ? value.properties : undefined;
    if (name === BOSH_DNS) return;
    const eligible = groups.filter(
      (g) => applies(include, g, stemcellOs) && !applies(exclude, g, stemcellOs),
    );
    for (const job of jobs) {
      for (const group of eligible) {
        if (group.jobs.some((j) => j.name === job.name)) {
          throw new BoshError(
            `Colocated job '${job.name}' is already added to the instance group '${group.name}'.`,
            place(job.at),
          );
        }
        group.jobs.push({ ...job, properties: job.properties ?? shared ?? {}, isAddon: true });
      }
    }
  });
}

/** The addon the cf-operator never adds: its cluster DNS answers BOSH's names instead. */
const BOSH_DNS = 'bosh-dns';

function addonJobs(
  raw: unknown,
  at: DocPath,
  addon: string,
  releases: ReadonlyMap<string, unknown>,
  place: (at: DocPath) => Place,
): JobRef[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new BoshError(`the jobs of addon '${addon}' are a list`, place(at));
  return raw.map((value, j): JobRef => {
    const jobAt = [...at, j];
    const job = record(value);
    const name = str(job.name);
    const release = str(job.release);
    if (name === '' || release === '')
      throw new BoshError(`a job of addon '${addon}' needs a name and a release`, place(jobAt));
    if (!releases.has(release)) {
      throw new BoshError(
        `Manifest specifies job '${name}' which is defined in '${release}', but '${release}' is not listed in the deployment releases section.`,
        place([...jobAt, 'release']),
      );
    }
    const ref: JobRef = {
      name,
      release,
      consumes: record(job.consumes),
      provides: record(job.provides),
      at: jobAt,
    };
    if (isRecord(job.properties)) ref.properties = job.properties;
    return ref;
  });
}

/** One `include` or `exclude`: each rule is a list, empty when not given. */
interface Filter {
  type: 'include' | 'exclude';
  jobs: { name: string; release: string }[];
  instanceGroups: string[];
  stemcells: string[];
  networks: string[];
  azs: string[];
  lifecycle: string;
}

function parseFilter(raw: unknown, type: Filter['type'], at: DocPath, place: (at: DocPath) => Place): Filter {
  const rules = record(raw);
  const strings = (key: string) => list(rules[key]).map(String);
  if (strings('deployments').length > 0)
    throw new BoshError(
      'Deployment filter is not allowed for deployment level addons.',
      place([...at, 'deployments']),
    );
  const jobs = list(rules.jobs).map((job, i) => {
    const j = record(job);
    const name = str(j.name);
    const release = str(j.release);
    if (name === '' || release === '') {
      throw new BoshError(
        `Job ${rubyInspect(job)} in deployment config's ${type} section must have both name and release.`,
        place([...at, 'jobs', i]),
      );
    }
    return { name, release };
  });
  const stemcells = list(rules.stemcell).map((stemcell, i) => {
    const os = str(record(stemcell).os);
    if (os === '') {
      throw new BoshError(
        `Stemcell ${rubyInspect(stemcell)} in deployment config's ${type} section must have an os name.`,
        place([...at, 'stemcell', i]),
      );
    }
    return os;
  });
  return {
    type,
    jobs,
    instanceGroups: strings('instance_groups'),
    stemcells,
    networks: strings('networks'),
    azs: strings('azs'),
    // Teams are a runtime config's: a deployment's addons ignore them.
    lifecycle: str(rules.lifecycle),
  };
}

/** Bosh::Director::Addon::Filter#applies? for one instance group of this deployment. */
function applies(f: Filter, g: InstanceGroup, stemcellOs: ReadonlyMap<string, string>): boolean {
  if (f.lifecycle !== '' && f.lifecycle !== g.lifecycle) return false;
  if (f.azs.length > 0 && !f.azs.some((az) => g.azs.includes(az))) return false;
  const os = g.stemcell === undefined ? undefined : stemcellOs.get(g.stemcell);
  if (f.stemcells.length > 0 && !f.stemcells.some((s) => s === os)) return false;
  if (f.networks.length > 0 && !f.networks.some((n) => g.networks.some((net) => net.name === n)))
    return false;
  const byJob = f.jobs.length > 0;
  const byGroup = f.instanceGroups.length > 0;
  if (byJob || byGroup) {
    return (
      (!byJob || f.jobs.some((j) => g.jobs.some((x) => x.name === j.name && x.release === j.release))) &&
      (!byGroup || f.instanceGroups.includes(g.name))
    );
  }
  // No job or group rule: an include takes every group its other rules kept; an exclude only
  // when it has a rule of its own that held.
  return (
    f.type === 'include' ||
    f.stemcells.length > 0 ||
    f.networks.length > 0 ||
    f.azs.length > 0 ||
    f.lifecycle !== ''
  );
}

/** A filter entry as the director's message prints it (Ruby 3.4's Hash#inspect), cut deep down. */
function rubyInspect(v: unknown, depth = 0): string {
  if (depth > 8) return '...';
  if (isRecord(v))
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)} => ${rubyInspect(x, depth + 1)}`)
      .join(', ')}}`;
  if (Array.isArray(v)) return `[${v.map((x) => rubyInspect(x, depth + 1)).join(', ')}]`;
  if (v === null || v === undefined) return 'nil';
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}
