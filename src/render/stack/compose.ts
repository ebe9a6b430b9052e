import path from 'node:path';
import { describeRefusal } from '../../boundary/boundary';
import type { EnvironmentConfig, SourceConfig } from '../../config/types';
import type { Diagnostic } from '../../model/types';
import { isRecord } from '../../model/values';
import { type ParsedYaml, parseYamlFile } from '../../schema/parse';
import { type Place, placeOf } from '../placed-error';
import type { RenderContext, SourceRender } from '../types';
import { type Declared, hasReleases, RELEASES_DIR, readDeclared } from './compose/declared';
import { withParameters } from './compose/inputs';
import { asStackRender, blueprintExports, markDiagnostic } from './compose/output';
import { componentSourceTypes } from './compose/types';
import { type ComponentType, describeCandidates, detectImplementations, HUB_COMPONENT_FILE } from './detect';
import { hubYaml } from './text-fields';

export type { ComponentType } from './detect';

/** One Hub component to render: where it lives and what it was given. */
export interface HubComponent {
  /** The stack source's name (rigging.yaml): every output of the component carries it. */
  stack: string;
  /** The component's name in the stack (hub.yaml `components[].name`). */
  name: string;
  /** Absolute directory of the component (its hub-component.yaml's). */
  dir: string;
  /** hub-component.yaml as parsed (`parseYamlFile`); read from `dir` when absent. */
  manifest?: ParsedYaml;
  /** `lifecycle.bare: allow`: with no implementation the component deploys nothing. */
  bare?: boolean;
  /** Expanded parameters, by Hub name (`component.nats.maxPayload`, `dns.domain`). */
  parameters: Record<string, unknown>;
  /** Where each parameter's value is written, for messages about a value; optional. */
  parameterPlaces?: Record<string, Place>;
}

export interface ComponentRender {
  /** The type that implemented it; undefined for a bare component or when none could be chosen. */
  type?: ComponentType;
  /** Its objects, artifacts and diagnostics, labelled as the stack's (see asStackRender). */
  render: SourceRender;
  /** A blueprint's root exports; {} for other types. */
  exports: Record<string, unknown>;
}

/**
 * Renders one Hub component's directory through the rigging source type that implements it
 * (named by hub-component.yaml's `rigging:` key, else detected from its files), with the
 * component's expanded parameters as that type's native inputs. Never throws for a user's
 * mistake: problems come back as diagnostics marked with the component.
 */
export async function renderComponent(
  c: HubComponent,
  ctx: RenderContext,
  environment: EnvironmentConfig,
): Promise<ComponentRender> {
  const shown = (p: string) => path.relative(ctx.root, p) || '.';
  const failed = (diagnostics: Diagnostic[], type?: ComponentType): ComponentRender => ({
    ...(type ? { type } : {}),
    render: {
      objects: [],
      artifacts: [],
      diagnostics: diagnostics.map((d) => markDiagnostic(d, c.stack, c.name)),
    },
    exports: {},
  });

  // The directory itself first: a refused directory is named as such, not by the first file read in it.
  const where = await ctx.boundary.locate(c.dir);
  if (!where.ok) {
    const message = describeRefusal(shown(c.dir), where.refusal);
    return failed([
      { severity: 'error', source: c.stack, file: shown(c.dir), message, reason: 'OutsideRepository' },
    ]);
  }
  const read = c.manifest ? { parsed: c.manifest, diagnostics: [] } : await readManifest(c, ctx);
  if (read.diagnostics.length > 0) return failed(read.diagnostics);
  const parsed = read.parsed;
  const declared = parsed
    ? readDeclared(parsed, {
        dir: c.dir,
        root: ctx.root,
        repository: ctx.boundary.root,
        environment: environment.name,
      })
    : { diagnostics: [] };
  if (declared.diagnostics.some((d) => d.severity === 'error')) return failed(declared.diagnostics);
  const picked = await implementation(c, ctx, declared.declared);
  if ('diagnostics' in picked) return failed(picked.diagnostics, picked.type);
  if ('bare' in picked) return { render: { objects: [], artifacts: [], diagnostics: [] }, exports: {} };
  const chosen = picked;
  const type = componentSourceTypes[chosen.type];
  const source: SourceConfig = {
    ...type.build(chosen.keys),
    name: c.stack,
    type: chosen.type,
    path: shown(chosen.path),
    absPath: chosen.path,
  };
  const place = (name: string) => c.parameterPlaces?.[name] ?? parameterPlace(parsed, name);
  let render: SourceRender;
  try {
    const given = await withParameters(chosen.type, source, c.parameters, {
      ctx,
      environment: environment.name,
      place,
    });
    const opened = await type.renderer.open(given, ctx);
    render = await opened.render(environment);
  } catch (err) {
    // Renderers report users' mistakes as diagnostics; anything thrown is rigging's and still named here.
    const message = (err as Error).message;
    return failed(
      [{ severity: 'error', source: c.stack, file: source.path, message, reason: 'RenderFailed' }],
      chosen.type,
    );
  }
  const manifestFile = shown(path.join(c.dir, HUB_COMPONENT_FILE));
  // A snippet directory's reader warns about every other YAML file; Hub's manifest is expected there.
  const kept = render.diagnostics.filter((d) => !(d.reason === 'IgnoredDocument' && d.file === manifestFile));
  return {
    type: chosen.type,
    render: asStackRender({ ...render, diagnostics: [...declared.diagnostics, ...kept] }, c.stack, c.name),
    exports: chosen.type === 'blueprint' ? blueprintExports(render) : {},
  };
}

interface Chosen {
  type: ComponentType;
  /** Absolute path the source takes. */
  path: string;
  /** The type's rigging.yaml keys (paths relative to the pipeline root). */
  keys: Record<string, unknown>;
}

type Picked = Chosen | { bare: true } | { diagnostics: Diagnostic[]; type?: ComponentType };

/**
 * What renders the component: the `rigging:` key's type and path; its type alone (the path
 * found among that type's files, else the directory, whose renderer then says what is missing);
 * or detection. Two candidates are ambiguous even for a bare component: files that look like an
 * implementation are never silently skipped. A BOSH manifest's releases default to `releases/`.
 */
async function implementation(
  c: HubComponent,
  ctx: RenderContext,
  declared: Declared | undefined,
): Promise<Picked> {
  const shown = (p: string) => path.relative(ctx.root, p) || '.';
  const problem = (message: string, reason: string, file = shown(c.dir)): Diagnostic => ({
    severity: 'error',
    source: c.stack,
    file,
    message,
    reason,
  });
  let chosen: Chosen;
  if (declared?.path) chosen = { type: declared.type, path: declared.path, keys: declared.keys };
  else {
    const only = declared?.type;
    const detection = await detectImplementations(c.dir, {
      boundary: ctx.boundary,
      root: ctx.root,
      source: c.stack,
      ...(only ? { only } : {}),
    });
    if (detection.diagnostics.length > 0) return { diagnostics: detection.diagnostics };
    if (detection.found.length > 1) {
      const message = `${shown(c.dir)} could be implemented by ${describeCandidates(detection.found)}; name one in ${HUB_COMPONENT_FILE} under rigging: { type, path }`;
      return { diagnostics: [problem(message, 'AmbiguousImplementation')] };
    }
    const [one] = detection.found;
    if (one) chosen = { type: one.type, path: one.path, keys: declared?.keys ?? {} };
    else if (declared && declared.type !== 'bosh' && detection.exists)
      chosen = { type: declared.type, path: c.dir, keys: declared.keys };
    else if (c.bare && !declared) return { bare: true };
    else {
      const what = declared
        ? `${declared.type} implementation`
        : 'implementation rigging knows (qbec.yaml, a JsonnetSnippet, a landscaper Installation or blueprint.yaml, a BOSH deployment manifest)';
      const message = detection.exists
        ? `${shown(c.dir)} holds no ${what}; name one in ${HUB_COMPONENT_FILE} under rigging: { type, path }, or mark the component lifecycle.bare: allow`
        : `component directory ${shown(c.dir)} does not exist; mark the component lifecycle.bare: allow if it has no implementation`;
      return { diagnostics: [...detection.unreadable, problem(message, 'NoImplementation')] };
    }
  }
  if (chosen.type === 'bosh' && chosen.keys.releases === undefined) {
    if (!hasReleases(c.dir, ctx.boundary.root)) {
      const message = `${shown(chosen.path)} is a BOSH deployment, but ${shown(c.dir)} has no releases/ directory inside the repository; name its releases in ${HUB_COMPONENT_FILE} under rigging: { type: bosh, releases: <dir> }`;
      return { diagnostics: [problem(message, 'MissingReleases', shown(chosen.path))], type: 'bosh' };
    }
    chosen = { ...chosen, keys: { ...chosen.keys, releases: shown(path.join(c.dir, RELEASES_DIR)) } };
  }
  return chosen;
}

/** hub-component.yaml from the component's directory through the boundary; none is no manifest. */
async function readManifest(
  c: HubComponent,
  ctx: RenderContext,
): Promise<{ parsed?: ParsedYaml; diagnostics: Diagnostic[] }> {
  const file = path.join(c.dir, HUB_COMPONENT_FILE);
  const shown = path.relative(ctx.root, file);
  const where = await ctx.boundary.locate(file);
  if (where.ok && !where.exists) return { diagnostics: [] };
  let read: { text: string } | { refused: string };
  try {
    read = await ctx.boundary.readTextOrRefusal(file, shown);
  } catch (err) {
    const message = `cannot read ${shown}: ${(err as Error).message}`;
    return {
      diagnostics: [{ severity: 'error', source: c.stack, file: shown, message, reason: 'Unreadable' }],
    };
  }
  if ('refused' in read) {
    const refused: Diagnostic = {
      severity: 'error',
      source: c.stack,
      file: shown,
      message: read.refused,
      reason: 'OutsideRepository',
    };
    return { diagnostics: [refused] };
  }
  const parsed = parseYamlFile(shown, read.text, c.stack, hubYaml);
  return { parsed, diagnostics: parsed.diagnostics.filter((d) => d.severity === 'error') };
}

/** Where hub-component.yaml declares parameter `name` (its `parameters[i]` entry), if it does. */
function parameterPlace(parsed: ParsedYaml | undefined, name: string): Place | undefined {
  if (!parsed || !isRecord(parsed.value) || !Array.isArray(parsed.value.parameters)) return undefined;
  const index = parsed.value.parameters.findIndex((p) => isRecord(p) && p.name === name);
  if (index < 0) return undefined;
  return placeOf(parsed, ['parameters', index]);
}
