import { getOwn, isRecord, setOwn } from '../../model/values';
import { type ParsedYaml, parseYamlFile } from '../../schema/parse';
import type { DocPath } from '../../schema/path';
import { positionOf } from '../../schema/position';
import { applyAddons } from './addons';
import { BoshError, type Place } from './problems';
import { list, record, str } from './shape';

export interface JobRef {
  name: string;
  release: string;
  /** The job's own `properties`; when present they replace the instance group's wholesale. */
  properties?: Record<string, unknown>;
  consumes: Record<string, unknown>;
  provides: Record<string, unknown>;
  at: DocPath;
  /** Added by one of the manifest's `addons` (addons.ts). */
  isAddon?: true;
}

export interface Network {
  name: string;
  staticIps: string[];
  default: string[];
}

export interface InstanceGroup {
  name: string;
  instances: number;
  azs: string[];
  networks: Network[];
  jobs: JobRef[];
  properties: Record<string, unknown>;
  /** Its `stemcell` alias, when it names one. */
  stemcell?: string;
  /** `service` (the default) or `errand`. */
  lifecycle: string;
  at: DocPath;
}

/** A deployment manifest with its `((variables))` interpolated. */
export interface Manifest {
  name: string;
  releases: Map<string, { name: string; version: string }>;
  instanceGroups: InstanceGroup[];
  /** Global (deprecated but honoured) properties. */
  properties: Record<string, unknown>;
  parsed: ParsedYaml;
}

const VARIABLE = /\(\(([-\w./!]+)\)\)/g;

/**
 * `((name))` placeholders replaced as the director interpolates them: a value that is exactly one
 * placeholder becomes the variable's value, of any type; one embedded in a string is written as
 * text. `name.key` reads a key of a variable that is a mapping (a certificate's `.ca`). Unknown
 * variables are collected, never invented.
 */
export function interpolate(
  value: unknown,
  variables: Record<string, unknown>,
  missing: Map<string, DocPath>,
  at: DocPath = [],
): unknown {
  if (typeof value === 'string') {
    const whole = /^\(\(([-\w./!]+)\)\)$/.exec(value);
    if (whole) return lookupVariable(whole[1] as string, variables, missing, at) ?? value;
    return value.replace(VARIABLE, (text, name: string) => {
      const v = lookupVariable(name, variables, missing, at);
      if (v === undefined) return text;
      if (isRecord(v) || Array.isArray(v)) {
        throw new BoshError(`variable '${name}' is not a string or number and cannot be embedded in text`);
      }
      return String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => interpolate(v, variables, missing, [...at, i]));
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      setOwn(out, k, interpolate(v, variables, missing, [...at, k]));
    return out;
  }
  return value;
}

function lookupVariable(
  written: string,
  variables: Record<string, unknown>,
  missing: Map<string, DocPath>,
  at: DocPath,
): unknown {
  const name = written.replace(/^!/, '').replace(/^\//, '');
  const [head, ...keys] = name.split('.');
  // Own keys only: `((constructor))` names no variable, not what every object inherits.
  let v: unknown = getOwn(variables, head as string);
  for (const k of keys) v = isRecord(v) ? getOwn(v, k) : undefined;
  if (v === undefined && !missing.has(name)) missing.set(name, at);
  return v;
}

/**
 * The manifest's release specs as the director reads them (deployment_spec_parser.rb,
 * parse_releases): `releases:`, or the older `release:` holding one release, never both.
 */
function releaseSpecs(doc: Record<string, unknown>, keyPlace: Place): unknown[] {
  if (!('release' in doc)) return list(doc.releases);
  if ('releases' in doc)
    throw new BoshError(
      "Deployment manifest contains both 'release' and 'releases' sections, please use one of the two.",
      keyPlace,
    );
  // The director stops here too ("did not match the required type 'Hash'"); a list under
  // `release:` is most likely `releases:` misspelt, so the message says so, once.
  if (!isRecord(doc.release))
    throw new BoshError(
      "'release' holds one release, a mapping of name and version (a list of releases is written 'releases:')",
      keyPlace,
    );
  return [doc.release];
}

/** The deployment manifest: parsed, interpolated, and checked for the shape rendering needs. */
export function readManifest(
  file: string,
  text: string,
  source: string,
  variables: Record<string, unknown>,
  variablesFile: string | undefined,
): Manifest {
  const parsed = parseYamlFile(file, text, source, { dialect: 'go-yaml-v2' });
  const place = (at: DocPath): Place => ({ file, ...positionOf(parsed, at) });
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntax)
    throw new BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, 'YamlSyntax');
  if (!isRecord(parsed.value)) throw new BoshError('a deployment manifest must be a mapping', place([]));
  const missing = new Map<string, DocPath>();
  const doc = record(interpolate(parsed.value, variables, missing));
  if (missing.size > 0) {
    const [first] = missing.values();
    const names = [...missing.keys()].map((n) => `'${n}'`).join(', ');
    const where = variablesFile ? `in ${variablesFile}` : 'because the source names no variables file';
    throw new BoshError(
      `Failed to find variables ${names}: not ${where}`,
      place(first as DocPath),
      'UnresolvedVariable',
    );
  }
  const name = str(doc.name);
  if (name === '') throw new BoshError('the deployment manifest needs a name', place(['name']));
  const releases = new Map<string, { name: string; version: string }>();
  for (const r of releaseSpecs(doc, { file, ...positionOf(parsed, ['release'], { key: true }) })) {
    if (isRecord(r) && typeof r.name === 'string')
      releases.set(r.name, { name: r.name, version: String(r.version ?? 'latest') });
  }
  const instanceGroups = list(doc.instance_groups).map((raw, i): InstanceGroup => {
    const at = ['instance_groups', i];
    const ig = record(raw);
    const igName = str(ig.name);
    if (igName === '') throw new BoshError('an instance group needs a name', place(at));
    const instances = ig.instances;
    if (typeof instances !== 'number' || !Number.isInteger(instances) || instances < 0) {
      throw new BoshError(
        `instance group '${igName}' needs instances: a whole number`,
        place([...at, 'instances']),
      );
    }
    const jobs = list(ig.jobs).map((rawJob, j): JobRef => {
      const jobAt = [...at, 'jobs', j];
      const job = record(rawJob);
      const jobName = str(job.name);
      const release = str(job.release);
      if (jobName === '' || release === '') {
        throw new BoshError(`a job of instance group '${igName}' needs a name and a release`, place(jobAt));
      }
      if (!releases.has(release)) {
        throw new BoshError(
          `Job '${jobName}' requires release '${release}', which is not in the deployment's releases`,
          place([...jobAt, 'release']),
        );
      }
      const ref: JobRef = {
        name: jobName,
        release,
        consumes: record(job.consumes),
        provides: record(job.provides),
        at: jobAt,
      };
      if (job.properties !== undefined && job.properties !== null) ref.properties = record(job.properties);
      return ref;
    });
    const networks = list(ig.networks).map((n) => {
      const net = record(n);
      return {
        name: str(net.name),
        staticIps: list(net.static_ips).map(String),
        default: list(net.default).map(String),
      };
    });
    return {
      name: igName,
      instances,
      azs: list(ig.azs).map(String),
      networks,
      jobs,
      properties: record(ig.properties),
      ...(typeof ig.stemcell === 'string' ? { stemcell: ig.stemcell } : {}),
      lifecycle: typeof ig.lifecycle === 'string' ? ig.lifecycle : 'service',
      at,
    };
  });
  const stemcellOs = new Map<string, string>();
  for (const s of list(doc.stemcells)) {
    if (isRecord(s) && typeof s.alias === 'string' && typeof s.os === 'string') stemcellOs.set(s.alias, s.os);
  }
  applyAddons(doc.addons, instanceGroups, releases, stemcellOs, place);
  return { name, releases, instanceGroups, properties: record(doc.properties), parsed };
}
