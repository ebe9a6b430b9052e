import path from 'node:path';
import { stringify } from 'yaml';
import { expandEnv } from '../../config/paths';
import type { EnvironmentConfig } from '../../config/types';
import type { Artifact, Diagnostic, KubeObject, RenderedObject } from '../../model/types';
import { deepMerge, isRecord } from '../../model/values';
import { parseYamlFile } from '../../schema/parse';
import { positionOf } from '../../schema/position';
import { collectSecrets } from '../secrets';
import type { RenderContext, Renderer, SourceRender } from '../types';
import { unmarkFloats } from './float';
import { type Instance, instancesOf, linkAddress } from './instances';
import { type Provider, providersOf, resolveLink } from './links';
import { type InstanceGroup, type JobRef, type Manifest, readManifest } from './manifest';
import type { BoshOverride, BoshSourceConfig } from './options';
import { BoshError } from './problems';
import { jobPropertySource, resolveJobProperties } from './properties';
import { type JobSpec, readJobSpec } from './release';
import type { InstanceData, LinkData, RubyRuntime, TemplateResult } from './ruby';
import { undeclaredProperties } from './undeclared';

/** Rendered files and Secrets carry this version: rigging renders one version of each group. */
const VERSION = '1';
/** A job's templates on all its instances must finish within this (a loop in a template fails its job). */
const JOB_DEADLINE_MS = 30_000;

const key = (job: { name: string; release: string }) => `${job.release}/${job.name}`;

/**
 * BOSH deployments: each job's ERB templates rendered on each instance by a real Ruby, with the
 * properties, links and spec the director would give them, and the cf-operator's per instance
 * group Secrets (resolved properties and bpm) as objects.
 */
export const boshRenderer: Renderer<BoshSourceConfig> = {
  async open(source, ctx) {
    const shown = (p: string) => path.relative(ctx.root, p);
    const manifestFile = shown(source.absPath);
    let manifestText: string;
    try {
      manifestText = await ctx.boundary.readText(source.absPath, manifestFile);
    } catch (err) {
      const failed = failure(source.name, err, manifestFile);
      return { render: async () => failed };
    }
    // Job specs do not vary by environment: read each once.
    const specs = new Map<string, JobSpec | BoshError>();
    const releasesDir = path.resolve(ctx.root, source.releases);
    // Which jobs the manifest names, read before interpolation: a variable cannot name a job.
    const lenient = parseYamlFile(manifestFile, manifestText, source.name, { dialect: 'go-yaml-v2' });
    const jobs: { name: string; release: string }[] = [];
    const groups =
      isRecord(lenient.value) && Array.isArray(lenient.value.instance_groups)
        ? lenient.value.instance_groups
        : [];
    // An addon's jobs too: they join the groups its rules pick (addons.ts).
    const addons = isRecord(lenient.value) && Array.isArray(lenient.value.addons) ? lenient.value.addons : [];
    for (const g of [...groups, ...addons]) {
      for (const j of isRecord(g) && Array.isArray(g.jobs) ? g.jobs : []) {
        if (isRecord(j) && typeof j.name === 'string' && typeof j.release === 'string')
          jobs.push({ name: j.name, release: j.release });
      }
    }
    // Every job runs in Ruby: its VM boots while the specs, variables and properties are read.
    if (jobs.length > 0) ctx.engines.ruby().prepare();
    for (const job of jobs) {
      if (specs.has(key(job))) continue;
      try {
        specs.set(key(job), await readJobSpec(ctx.boundary, releasesDir, ctx.root, job.release, job.name));
      } catch (err) {
        specs.set(key(job), err instanceof BoshError ? err : new BoshError((err as Error).message));
      }
    }
    return {
      render: (environment) =>
        renderEnvironment(source, ctx, { manifestFile, manifestText, specs, releasesDir }, environment),
    };
  },
};

interface Opened {
  manifestFile: string;
  manifestText: string;
  specs: Map<string, JobSpec | BoshError>;
  releasesDir: string;
}

function failure(source: string, err: unknown, file?: string): SourceRender {
  const e = err instanceof BoshError ? err : new BoshError((err as Error).message, file ? { file } : {});
  return { objects: [], artifacts: [], diagnostics: [diagnostic(source, e)] };
}

function diagnostic(source: string, e: BoshError): Diagnostic {
  return e.toDiagnostic(source, e.instanceGroup);
}

async function readVariables(source: BoshSourceConfig, ctx: RenderContext, env: string) {
  if (!source.variables) return { values: {}, file: undefined };
  const file = expandEnv(source.variables, env);
  const text = await ctx.boundary.readText(path.resolve(ctx.root, file), file);
  const parsed = parseYamlFile(file, text, source.name, { dialect: 'go-yaml-v2' });
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntax)
    throw new BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, 'YamlSyntax');
  if (parsed.value !== null && !isRecord(parsed.value))
    throw new BoshError(`${file} must be a mapping`, { file });
  return { values: (parsed.value ?? {}) as Record<string, unknown>, file };
}

/** An environment's overrides: global properties merged, instance counts and group properties set. */
function applyOverride(manifest: Manifest, override: BoshOverride | undefined): Manifest {
  if (!override) return manifest;
  const groups = override.instance_groups ?? {};
  return {
    ...manifest,
    properties: override.properties
      ? deepMerge(manifest.properties, override.properties)
      : manifest.properties,
    instanceGroups: manifest.instanceGroups.map((g) => {
      const o = groups[g.name];
      if (!o) return g;
      return {
        ...g,
        ...(o.instances !== undefined ? { instances: o.instances } : {}),
        ...(o.properties ? { properties: deepMerge(g.properties, o.properties) } : {}),
      };
    }),
  };
}

async function renderEnvironment(
  source: BoshSourceConfig,
  ctx: RenderContext,
  opened: Opened,
  environment: EnvironmentConfig,
): Promise<SourceRender> {
  let manifest: Manifest;
  let variables: { values: Record<string, unknown>; file: string | undefined };
  try {
    variables = await readVariables(source, ctx, environment.name);
  } catch (err) {
    return failure(source.name, err, opened.manifestFile);
  }
  // The variables are the config server's credentials: every copy of one, in any rendered file or
  // message, is redacted, so they are learned before anything that interpolates them can fail.
  const credentials = variableSecret(variables.values);
  try {
    manifest = readManifest(
      opened.manifestFile,
      opened.manifestText,
      source.name,
      variables.values,
      variables.file,
    );
  } catch (err) {
    return { ...failure(source.name, err, opened.manifestFile), secrets: [credentials] };
  }
  const specOf = (job: JobRef) => {
    const s = opened.specs.get(key(job));
    return s instanceof BoshError || s === undefined ? undefined : s;
  };
  // What the manifest itself sets; rigging.yaml's per-environment overrides are not checked here.
  const undeclared = undeclaredProperties(manifest, specOf);
  manifest = applyOverride(manifest, source.overrides[environment.name]);
  const render: SourceRender = { objects: [], artifacts: [], diagnostics: undeclared, secrets: [] };
  const broken = new Set<string>();
  const fail = (e: BoshError, group: string) => {
    broken.add(group);
    render.diagnostics.push(
      diagnostic(source.name, e.instanceGroup ? e : new BoshError(e.message, e.place, e.reason, group)),
    );
  };
  const place = (at: (string | number)[]) => ({
    file: opened.manifestFile,
    ...positionOf(manifest.parsed, at),
  });

  // Properties of every job first: providers need theirs before any consumer renders.
  const resolved = new Map<JobRef, Record<string, unknown>>();
  for (const group of manifest.instanceGroups) {
    for (const job of group.jobs) {
      const spec = opened.specs.get(key(job));
      if (spec instanceof BoshError || spec === undefined) {
        fail(spec ?? new BoshError(`job '${job.name}' was not read`), group.name);
        continue;
      }
      try {
        resolved.set(job, resolveJobProperties(manifest.properties, group.properties, job, spec));
      } catch (err) {
        if (!(err instanceof BoshError)) throw err;
        fail(
          new BoshError(
            `${err.message} (job '${job.name}' in instance group '${group.name}')`,
            place([...job.at, 'properties']),
            err.reason,
          ),
          group.name,
        );
      }
    }
  }
  let providers: Provider[];
  try {
    // A link's properties come from the manifest as it is, not the job's resolved properties.
    providers = providersOf(manifest.instanceGroups, specOf, (g, job) =>
      resolved.has(job) ? jobPropertySource(manifest.properties, g.properties, job) : undefined,
    );
  } catch (err) {
    return { ...failure(source.name, err, opened.manifestFile), secrets: [credentials] };
  }
  const instances = new Map(manifest.instanceGroups.map((g) => [g, instancesOf(manifest.name, g, source)]));

  const runtime = manifest.instanceGroups.length > 0 ? ctx.engines.ruby() : undefined;
  for (const group of manifest.instanceGroups) {
    if (broken.has(group.name)) continue;
    const groupResult = await renderGroup(group, {
      source,
      ctx,
      manifest,
      opened,
      runtime: runtime as RubyRuntime,
      resolved,
      providers,
      instances,
      specOf,
      place,
    });
    if (groupResult.errors.length > 0) {
      for (const e of groupResult.errors) fail(e, group.name);
      continue;
    }
    render.artifacts.push(...groupResult.artifacts);
    render.objects.push(...groupResult.objects);
  }
  render.secrets = [credentials, ...collectSecrets(render.objects.map((o) => o.object))];
  return render;
}

/** The variables' values as one Secret that is never output, only learned by the redactors. */
function variableSecret(values: Record<string, unknown>): KubeObject {
  const stringData: Record<string, string> = {};
  const walk = (v: unknown, at: string) => {
    if (isRecord(v)) for (const [k, x] of Object.entries(v)) walk(x, at === '' ? k : `${at}.${k}`);
    else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${at}.${i}`);
    else if (typeof v === 'string' || typeof v === 'number') stringData[at] = String(v);
  };
  walk(values, '');
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'bosh-variables' }, stringData };
}

interface GroupContext {
  source: BoshSourceConfig;
  ctx: RenderContext;
  manifest: Manifest;
  opened: Opened;
  runtime: RubyRuntime;
  resolved: Map<JobRef, Record<string, unknown>>;
  providers: Provider[];
  instances: Map<InstanceGroup, Instance[]>;
  specOf: (job: JobRef) => JobSpec | undefined;
  place: (at: (string | number)[]) => { file: string; line: number; column: number };
}

interface GroupResult {
  artifacts: Artifact[];
  objects: RenderedObject[];
  errors: BoshError[];
}

const isBpm = (dest: string) => path.posix.basename(dest) === 'bpm.yml';

/** One instance group: links, spec per instance, bpm first, then every template of every job. */
async function renderGroup(group: InstanceGroup, g: GroupContext): Promise<GroupResult> {
  const result: GroupResult = { artifacts: [], objects: [], errors: [] };
  const own = g.instances.get(group) ?? [];
  const release = (job: JobRef) =>
    g.manifest.releases.get(job.release) ?? { name: job.release, version: 'latest' };
  const resolvedJobs: Record<string, unknown>[] = [];
  const bpmConfigs: Record<string, unknown> = {};
  for (const job of group.jobs) {
    const spec = g.specOf(job) as JobSpec;
    const properties = g.resolved.get(job) as Record<string, unknown>;
    const links: Record<string, LinkData | null> = {};
    const consumes: Record<string, unknown> = {};
    try {
      for (const decl of spec.consumes) {
        const provider = resolveLink(decl, group, job, g.providers, g.place([...job.at]));
        if (!provider) {
          links[decl.name] = null;
          continue;
        }
        const providerInstances = g.instances.get(provider.group) ?? [];
        const link: LinkData = {
          properties: provider.properties,
          instances: providerInstances.map((i) => ({
            name: `${provider.group.name}-${provider.job.name}`,
            index: i.index,
            id: `${provider.group.name}-${i.index}-${provider.job.name}`,
            az: i.az,
            address: i.address,
            bootstrap: i.bootstrap,
          })),
          address: linkAddress(g.manifest.name, provider.group, g.source),
        };
        links[decl.name] = link;
        consumes[decl.name] = link;
      }
    } catch (err) {
      if (!(err instanceof BoshError)) throw err;
      result.errors.push(err);
      continue;
    }
    const data: InstanceData[] = own.map((instance) => ({
      spec: {
        deployment: g.manifest.name,
        name: `${group.name}-${job.name}`,
        index: instance.index,
        id: `${group.name}-${instance.index}-${job.name}`,
        az: instance.az,
        address: instance.address,
        bootstrap: instance.bootstrap,
        ...(instance.ip !== undefined ? { ip: instance.ip } : {}),
        networks: instance.networks,
        job: { name: job.name },
        release: release(job),
        properties,
      },
      properties,
      links,
    }));
    const templates = spec.templates;
    const missing = templates.filter((t) => t.text === undefined);
    if (missing.length > 0) {
      for (const t of missing) {
        result.errors.push(
          new BoshError(
            `Unable to render templates for job '${job.name}': template '${t.src}' listed in ${spec.file} does not exist`,
            { file: spec.file, line: t.line },
            'MissingTemplate',
          ),
        );
      }
      continue;
    }
    // bpm.yml first: the cf-operator renders it before the rest, once for all replicas.
    const ordered = [...templates.filter((t) => isBpm(t.dest)), ...templates.filter((t) => !isBpm(t.dest))];
    let rendered: TemplateResult[][] = [];
    try {
      if (own.length > 0) {
        rendered = await g.runtime.renderJob(
          {
            name: job.name,
            templates: ordered.map((t) => ({ name: t.src, text: t.text as string })),
            instances: data,
          },
          // Cut to what is left of the run's budget, as the job starts.
          { deadlineMs: g.ctx.budget?.unitMs(JOB_DEADLINE_MS) ?? JOB_DEADLINE_MS },
        );
      }
    } catch (err) {
      // Ruby itself failed (it did not boot, or died): this job cannot be rendered, the next may.
      result.errors.push(
        new BoshError(
          `Unable to render templates for job '${job.name}': ${(err as Error).message}`,
          { file: spec.file },
          'RubyFailed',
        ),
      );
      continue;
    }
    let failed = false;
    ordered.forEach((t, ti) => {
      const seen = new Set<string>();
      own.forEach((instance, ii) => {
        const r = rendered[ii]?.[ti];
        if (!r) return;
        if (!r.ok) {
          // The same error on every instance is reported once.
          if (seen.has(r.message)) return;
          seen.add(r.message);
          failed = true;
          result.errors.push(
            new BoshError(
              `Unable to render templates for job '${job.name}' (instance ${group.name}/${instance.index}): ${r.message}`,
              { file: t.file, ...(r.line !== undefined ? { line: r.line } : {}) },
              'TemplateError',
            ),
          );
          return;
        }
        result.artifacts.push({
          source: g.source.name,
          component: group.name,
          name: `${group.name}/${instance.index}/${job.name}/${t.dest}`,
          mediaType: 'text/plain',
          content: r.content,
        });
      });
    });
    if (failed) continue;
    const bpmIndex = ordered.findIndex((t) => isBpm(t.dest));
    if (bpmIndex >= 0) {
      const first = rendered[0]?.[bpmIndex];
      const differs = rendered.findIndex((r) => {
        const x = r[bpmIndex];
        return x?.ok && first?.ok && x.content !== first.content;
      });
      if (differs > 0) {
        const t = ordered[bpmIndex] as JobSpec['templates'][number];
        result.errors.push(
          new BoshError(
            `bpm.yml of job '${job.name}' differs between instances 0 and ${differs}: all replicas of a pod run the same processes, so bpm.yml.erb must not use spec.index, spec.id, spec.ip or other per-instance values`,
            { file: t.file },
            'BpmPerInstance',
          ),
        );
        continue;
      }
      if (first?.ok) bpmConfigs[job.name] = parseBpm(first.content);
    }
    resolvedJobs.push({
      name: job.name,
      release: job.release,
      properties: {
        ...properties,
        quarks: {
          consumes,
          ...(bpmConfigs[job.name] ? { bpm: bpmConfigs[job.name] } : {}),
          ...(job.isAddon ? { is_addon: true } : {}),
        },
      },
    });
  }
  if (result.errors.length > 0) return result;
  result.objects.push(
    secret(g.source.name, group.name, `ig-resolved.${group.name}-v${VERSION}`, 'properties.yaml', {
      instance_groups: [
        { name: group.name, ...(group.azs.length > 0 ? { azs: group.azs } : {}), jobs: resolvedJobs },
      ],
    }),
    secret(g.source.name, group.name, `bpm.${group.name}-v${VERSION}`, 'bpm.yaml', {
      instance_group: {
        name: group.name,
        instances: group.instances,
        ...(group.azs.length > 0 ? { azs: group.azs } : {}),
      },
      configs: bpmConfigs,
    }),
  );
  return result;
}

function parseBpm(text: string): unknown {
  try {
    return parseYamlFile('bpm.yml', text, 'bosh').value;
  } catch {
    return text;
  }
}

function secret(
  source: string,
  group: string,
  name: string,
  dataKey: string,
  value: unknown,
): RenderedObject {
  const object: KubeObject = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, labels: { 'quarks.cloudfoundry.org/instance-group-name': group } },
    type: 'Opaque',
    stringData: { [dataKey]: stringify(unmarkFloats(value), { lineWidth: 0 }) },
  };
  return { source, component: group, object };
}
