import path from 'node:path';
import type { SourceConfig } from '../../../config/types';
import { deepMerge, isRecord, setDotted } from '../../../model/values';
import { parseYamlFile } from '../../../schema/parse';
import type { BlueprintSourceConfig } from '../../blueprint';
import type { BoshSourceConfig } from '../../bosh';
import { readJobSpec } from '../../bosh/release';
import type { Place } from '../../placed-error';
import type { QbecSourceConfig } from '../../qbec/options';
import type { SnippetSourceConfig } from '../../snippet/options';
import type { RenderContext } from '../../types';
import type { ComponentType } from '../detect';

export type Parameters = Readonly<Record<string, unknown>>;

export interface InputContext {
  ctx: RenderContext;
  environment: string;
  /** Where a parameter's value is written, for messages that can point at it. */
  place: (name: string) => Place | undefined;
}

/**
 * A component's expanded parameters as its type's native inputs, over what hub-component.yaml's
 * `rigging:` key gave. Hub values are mostly strings; each type keeps them as its own tool would
 * take a string from its command line, except where a blueprint's schema asks for another type.
 */
export async function withParameters(
  type: ComponentType,
  source: SourceConfig,
  parameters: Parameters,
  inputs: InputContext,
): Promise<SourceConfig> {
  switch (type) {
    case 'qbec':
      return qbecInputs(source as QbecSourceConfig, parameters, inputs);
    case 'snippet':
      return snippetInputs(source as SnippetSourceConfig, parameters);
    case 'blueprint':
      return blueprintInputs(source as BlueprintSourceConfig, parameters, inputs);
    case 'bosh':
      return boshInputs(source as BoshSourceConfig, parameters, inputs);
  }
}

/**
 * qbec: a parameter named exactly as an external variable qbec.yaml declares sets it, as
 * `--vm:ext-str name=value` would (a string stays a string; anything else is code). Others are
 * not passed: a qbec app lists in qbec.yaml the external variables it takes.
 */
async function qbecInputs(
  source: QbecSourceConfig,
  parameters: Parameters,
  { ctx }: InputContext,
): Promise<QbecSourceConfig> {
  const file = path.join(source.absPath, 'qbec.yaml');
  const read = await ctx.boundary
    .readTextOrRefusal(file, path.relative(ctx.root, file))
    .catch(() => undefined);
  // An unreadable qbec.yaml is the renderer's to report, once, in its own words.
  if (!read || 'refused' in read) return source;
  const app = parseYamlFile(path.relative(ctx.root, file), read.text, source.name, {
    dialect: 'go-yaml-v2',
  }).value;
  const vars = isRecord(app) && isRecord(app.spec) && isRecord(app.spec.vars) ? app.spec.vars : {};
  const declared = (Array.isArray(vars.external) ? vars.external : [])
    .map((v) => (isRecord(v) ? v.name : undefined))
    .filter((n): n is string => typeof n === 'string');
  const extVars = { ...source.extVars };
  for (const name of declared) if (Object.hasOwn(parameters, name)) extVars[name] = parameters[name];
  return { ...source, extVars };
}

/**
 * Snippets: every parameter, named as Hub names it, joins the operator's `--ext-var` set
 * (`std.extVar('component.x.y')`), as a string: JaaS ext vars are strings. A snippet declaring
 * its own external variable of the same name then conflicts, as it would with the operator.
 */
function snippetInputs(source: SnippetSourceConfig, parameters: Parameters): SnippetSourceConfig {
  const externalVariables = { ...source.externalVariables };
  for (const [name, value] of Object.entries(parameters)) externalVariables[name] = asString(value);
  return { ...source, externalVariables };
}

function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Blueprints: a parameter named as a data import of the root blueprint is that import's value,
 * over the values file's; a string is read as YAML when the import's schema asks for another
 * type, then validated by the schema as any import is.
 */
function blueprintInputs(
  source: BlueprintSourceConfig,
  parameters: Parameters,
  { place }: InputContext,
): BlueprintSourceConfig {
  return {
    ...source,
    injectedImports: { values: { ...parameters }, coerceStrings: true, noun: 'Hub parameter', place },
  };
}

/**
 * BOSH: a dotted parameter (`nats.max_payload`) is a property (`{nats: {max_payload: ...}}`),
 * deep-merged into the environment's global properties over what `rigging:` overrides, when its
 * first segment is a namespace some job of the deployment declares properties in (`nats` for
 * `nats.port`): BOSH properties are named `<namespace>.<name>`, and a Hub stack's other
 * parameters (`dns.domain`, `component.x.y`) must not turn into properties by accident. The value
 * is kept as given (a string stays a string, as a `bosh -v` variable would be).
 */
async function boshInputs(
  source: BoshSourceConfig,
  parameters: Parameters,
  { ctx, environment }: InputContext,
): Promise<BoshSourceConfig> {
  const namespaces = await propertyNamespaces(source, ctx);
  const properties: Record<string, unknown> = {};
  // Shorter names first: `nats.tls` as a whole, then `nats.tls.ca` inside it.
  const names = Object.keys(parameters)
    .filter((n) => namespaces.has(n.split('.')[0] as string))
    .sort((a, b) => a.split('.').length - b.split('.').length || (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) setDotted(properties, name, structuredClone(parameters[name]));
  if (Object.keys(properties).length === 0) return source;
  const override = source.overrides[environment] ?? {};
  return {
    ...source,
    overrides: {
      ...source.overrides,
      [environment]: { ...override, properties: deepMerge(override.properties ?? {}, properties) },
    },
  };
}

/**
 * The first segments of the properties the deployment's jobs declare, read as the renderer
 * reads them (before `((variable))` interpolation: a variable cannot name a job). A job whose
 * spec cannot be read adds nothing; the renderer reports it.
 */
async function propertyNamespaces(source: BoshSourceConfig, ctx: RenderContext): Promise<Set<string>> {
  const namespaces = new Set<string>();
  const shown = path.relative(ctx.root, source.absPath);
  const read = await ctx.boundary.readTextOrRefusal(source.absPath, shown).catch(() => undefined);
  if (!read || 'refused' in read) return namespaces;
  const manifest = parseYamlFile(shown, read.text, source.name, { dialect: 'go-yaml-v2' }).value;
  const groups =
    isRecord(manifest) && Array.isArray(manifest.instance_groups) ? manifest.instance_groups : [];
  const seen = new Set<string>();
  const releasesDir = path.resolve(ctx.root, source.releases);
  for (const group of groups) {
    for (const job of isRecord(group) && Array.isArray(group.jobs) ? group.jobs : []) {
      if (!isRecord(job) || typeof job.name !== 'string' || typeof job.release !== 'string') continue;
      const id = `${job.release}/${job.name}`;
      if (seen.has(id)) continue;
      seen.add(id);
      try {
        const spec = await readJobSpec(ctx.boundary, releasesDir, ctx.root, job.release, job.name);
        for (const property of spec.properties.keys()) namespaces.add(property.split('.')[0] as string);
      } catch {
        // Reported by the renderer.
      }
    }
  }
  return namespaces;
}
