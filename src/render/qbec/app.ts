import path from 'node:path';
import { BoundaryError, describeRefusal, type RepositoryBoundary } from '../../boundary/boundary';
import type { Diagnostic } from '../../model/types';
import { diagnosticAt, type ParsedYaml, parseYamlFile, validateYaml } from '../../schema';
import { BadPatternError } from '../go-glob';
import { expandPattern } from './glob';
import { QBEC_APP_SCHEMA, QBEC_ENVIRONMENT_MAP_SCHEMA, QBEC_NAME_PATTERN } from './schema';

export interface QbecEnvironment {
  name: string;
  server?: string;
  context?: string;
  defaultNamespace?: string;
  includes: string[];
  excludes: string[];
  properties: Record<string, unknown>;
  /** Where it was defined, for diagnostics. */
  parsed: ParsedYaml;
  path: (string | number)[];
}

export interface ExternalVar {
  name: string;
  default?: unknown;
  hasDefault: boolean;
}

export interface TopLevelVar {
  name: string;
  components: string[];
  index: number;
}

export interface ComputedVar {
  name: string;
  code: string;
  index: number;
}

/** A qbec.yaml after validation, with defaults filled in and paths absolute. */
export interface QbecApp {
  name: string;
  /** Absolute directory of qbec.yaml; qbec resolves every relative path against it. */
  root: string;
  parsed: ParsedYaml;
  componentsDir: string;
  libPaths: string[];
  postProcessors: string[];
  environments: Map<string, QbecEnvironment>;
  excludes: string[];
  baseProperties: Record<string, unknown>;
  namespaceTagSuffix: boolean;
  addComponentLabel: boolean;
  external: ExternalVar[];
  topLevel: TopLevelVar[];
  computed: ComputedVar[];
}

interface RawEnvironment {
  server?: string;
  context?: string;
  defaultNamespace?: string;
  includes?: string[];
  excludes?: string[];
  properties?: Record<string, unknown>;
}

interface RawApp {
  metadata: { name: string };
  spec: {
    componentsDir?: string;
    libPaths?: string[];
    postProcessor?: string;
    vars?: {
      external?: { name: string; default?: unknown }[];
      topLevel?: { name: string; components: string[] }[];
      computed?: { name: string; code: string }[];
    };
    environments?: Record<string, RawEnvironment>;
    envFiles?: string[];
    excludes?: string[];
    baseProperties?: Record<string, unknown>;
    namespaceTagSuffix?: boolean;
    addComponentLabel?: boolean;
  };
}

export interface LoadAppOptions {
  /** Absolute directory holding qbec.yaml. */
  appDir: string;
  /** Pipeline root; diagnostics name files relative to it. */
  displayRoot: string;
  source: string;
  boundary: RepositoryBoundary;
}

/** Reads and checks qbec.yaml and its envFiles; every problem is collected, as qbec's validator does. */
export async function loadQbecApp(
  opts: LoadAppOptions,
): Promise<{ app?: QbecApp; diagnostics: Diagnostic[] }> {
  const file = path.join(opts.appDir, 'qbec.yaml');
  const display = path.relative(opts.displayRoot, file);
  let text: string;
  try {
    text = await opts.boundary.readText(file, display);
  } catch (err) {
    if (err instanceof BoundaryError) {
      return {
        diagnostics: [
          {
            severity: 'error',
            source: opts.source,
            file: display,
            message: err.message,
            reason: 'OutsideRepository',
          },
        ],
      };
    }
    return {
      diagnostics: [
        {
          severity: 'error',
          source: opts.source,
          file: display,
          message: `no qbec.yaml in ${path.relative(opts.displayRoot, opts.appDir) || '.'}`,
          reason: 'NotFound',
        },
      ],
    };
  }
  const parsed = parseYamlFile(display, text, opts.source, { dialect: 'go-yaml-v2' });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const schemaProblems = validateYaml(parsed, QBEC_APP_SCHEMA);
  if (schemaProblems.length > 0) return { diagnostics: [...diagnostics, ...schemaProblems] };

  const raw = parsed.value as RawApp;
  const spec = raw.spec;
  const environments = new Map<string, QbecEnvironment>();
  for (const [name, env] of Object.entries(spec.environments ?? {})) {
    environments.set(name, toEnvironment(name, env, parsed, ['spec', 'environments', name]));
  }
  for (const [i, pattern] of (spec.envFiles ?? []).entries()) {
    const loaded = await loadEnvFiles(pattern, opts, parsed, ['spec', 'envFiles', i]);
    diagnostics.push(...loaded.diagnostics);
    // A later definition replaces an earlier one whole, as in qbec (which only warns).
    for (const env of loaded.environments) environments.set(env.name, env);
  }
  if (environments.size === 0 && !diagnostics.some((d) => d.severity === 'error')) {
    diagnostics.push(diagnosticAt(parsed, ['spec'], 'no environments defined for app'));
  }
  for (const env of environments.values()) diagnostics.push(...checkEnvironment(env));

  const app: QbecApp = {
    name: raw.metadata.name,
    root: opts.appDir,
    parsed,
    componentsDir: path.resolve(opts.appDir, spec.componentsDir ?? 'components'),
    libPaths: (spec.libPaths ?? []).map((p) => path.resolve(opts.appDir, p)),
    postProcessors: (spec.postProcessor ?? '')
      .split(':')
      .filter((p) => p !== '')
      .map((p) => path.resolve(opts.appDir, p)),
    environments,
    excludes: spec.excludes ?? [],
    baseProperties: spec.baseProperties ?? {},
    namespaceTagSuffix: spec.namespaceTagSuffix ?? false,
    addComponentLabel: spec.addComponentLabel ?? false,
    external: (spec.vars?.external ?? []).map((v) => ({
      name: v.name,
      default: v.default,
      hasDefault: v.default !== undefined && v.default !== null,
    })),
    topLevel: (spec.vars?.topLevel ?? []).map((v, index) => ({
      name: v.name,
      components: v.components,
      index,
    })),
    computed: (spec.vars?.computed ?? []).map((v, index) => ({ name: v.name, code: v.code, index })),
  };
  diagnostics.push(...checkVariables(app), ...checkPostProcessors(app));
  diagnostics.push(...(await checkConfined(app, spec, opts.boundary)));
  return { app, diagnostics };
}

/** componentsDir, libPaths and postProcessor name what jsonnet reads: all must stay in the repository. */
async function checkConfined(
  app: QbecApp,
  spec: RawApp['spec'],
  boundary: RepositoryBoundary,
): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const check = async (abs: string, written: string, at: (string | number)[], what: string) => {
    const where = await boundary.locate(abs);
    if (!where.ok) {
      out.push(
        diagnosticAt(app.parsed, at, `${what} ${describeRefusal(written, where.refusal)}`, {
          reason: 'OutsideRepository',
        }),
      );
    }
  };
  // A glob's directory part decides where it may look.
  await check(
    literalPrefix(app.componentsDir),
    spec.componentsDir ?? 'components',
    ['spec', 'componentsDir'],
    'componentsDir',
  );
  for (const [i, lib] of app.libPaths.entries()) {
    await check(lib, spec.libPaths?.[i] ?? lib, ['spec', 'libPaths', i], 'libPaths');
  }
  const written = (spec.postProcessor ?? '').split(':').filter((p) => p !== '');
  for (const [i, pp] of app.postProcessors.entries()) {
    await check(pp, written[i] ?? pp, ['spec', 'postProcessor'], 'postProcessor');
  }
  return out;
}

/** The part of a path before its first glob character, cut back to a whole directory. */
export function literalPrefix(pattern: string): string {
  const at = pattern.search(/[*?[]/);
  if (at < 0) return pattern;
  return path.dirname(pattern.slice(0, at + 1));
}

function toEnvironment(
  name: string,
  env: RawEnvironment,
  parsed: ParsedYaml,
  at: (string | number)[],
): QbecEnvironment {
  return {
    name,
    server: env.server,
    context: env.context,
    defaultNamespace: env.defaultNamespace,
    includes: env.includes ?? [],
    excludes: env.excludes ?? [],
    properties: env.properties ?? {},
    parsed,
    path: at,
  };
}

/** qbec's checks on each environment (types.go assertValid, app.go name checks). */
function checkEnvironment(env: QbecEnvironment): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (message: string, key = false) => out.push(diagnosticAt(env.parsed, env.path, message, { key }));
  if (env.name === '_') at('cannot use _ as an environment name since it has a special meaning', true);
  else if (!QBEC_NAME_PATTERN.test(env.name))
    at(`invalid environment ${env.name}, must match ${QBEC_NAME_PATTERN.source}`, true);
  if (!env.server && !env.context) at(`verify environment ${env.name}: neither server nor context was set`);
  if (env.server && env.context)
    at(`verify environment ${env.name}: only one of server or context may be set`);
  const both = env.includes.filter((c) => env.excludes.includes(c));
  for (const c of both) at(`env ${env.name}: component ${c} present in both include and exclude sections`);
  return out;
}

/** External and computed variables share one name space in qbec; top-level ones have their own. */
function checkVariables(app: QbecApp): Diagnostic[] {
  const out: Diagnostic[] = [];
  const duplicates = (vars: { name: string; at: (string | number)[] }[], what: string) => {
    const seen = new Set<string>();
    for (const v of vars) {
      if (seen.has(v.name)) out.push(diagnosticAt(app.parsed, v.at, `duplicate ${what} ${v.name}`));
      seen.add(v.name);
    }
  };
  duplicates(
    [
      ...app.external.map((v, i) => ({ name: v.name, at: ['spec', 'vars', 'external', i, 'name'] })),
      ...app.computed.map((v) => ({ name: v.name, at: ['spec', 'vars', 'computed', v.index, 'name'] })),
    ],
    'external variable',
  );
  duplicates(
    app.topLevel.map((v) => ({ name: v.name, at: ['spec', 'vars', 'topLevel', v.index, 'name'] })),
    'top-level variable',
  );
  return out;
}

/** qbec names a post-processor by its file's base name (before the last dot); two may not share one. */
function checkPostProcessors(app: QbecApp): Diagnostic[] {
  const seen = new Map<string, string>();
  const out: Diagnostic[] = [];
  for (const file of app.postProcessors) {
    const base = path.basename(file);
    const name = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
    const earlier = seen.get(name);
    const rel = (f: string) => path.relative(app.root, f);
    if (earlier) {
      out.push(
        diagnosticAt(
          app.parsed,
          ['spec', 'postProcessor'],
          `invalid post-processor '${rel(file)}', has the same base name as '${rel(earlier)}'`,
        ),
      );
    } else {
      seen.set(name, file);
    }
  }
  return out;
}

async function loadEnvFiles(
  pattern: string,
  opts: LoadAppOptions,
  parsed: ParsedYaml,
  at: (string | number)[],
): Promise<{ environments: QbecEnvironment[]; diagnostics: Diagnostic[] }> {
  if (/^https?:\/\//.test(pattern)) {
    return {
      environments: [],
      diagnostics: [
        diagnosticAt(
          parsed,
          at,
          `${pattern}: environment files from URLs are not read; rigging renders without network access, commit the file instead`,
        ),
      ],
    };
  }
  const where = await opts.boundary.locate(literalPrefix(path.resolve(opts.appDir, pattern)));
  if (!where.ok) {
    const message = `envFiles ${describeRefusal(pattern, where.refusal)}`;
    return {
      environments: [],
      diagnostics: [diagnosticAt(parsed, at, message, { reason: 'OutsideRepository' })],
    };
  }
  let files: string[];
  try {
    files = await expandPattern(opts.appDir, pattern);
  } catch (err) {
    if (!(err instanceof BadPatternError)) throw err;
    return {
      environments: [],
      diagnostics: [diagnosticAt(parsed, at, err.message, { reason: 'BadPattern' })],
    };
  }
  if (files.length === 0)
    return { environments: [], diagnostics: [diagnosticAt(parsed, at, `${pattern}: file does not exist`)] };
  const environments: QbecEnvironment[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const display = path.relative(opts.displayRoot, file);
    const read = await opts.boundary.readTextOrRefusal(file, display);
    if ('refused' in read) {
      const message = `envFiles ${pattern}: ${read.refused}`;
      diagnostics.push(diagnosticAt(parsed, at, message, { reason: 'OutsideRepository' }));
      continue;
    }
    const envParsed = parseYamlFile(display, read.text, opts.source, { dialect: 'go-yaml-v2' });
    diagnostics.push(...envParsed.diagnostics);
    if (envParsed.diagnostics.some((d) => d.severity === 'error')) continue;
    const problems = validateYaml(envParsed, QBEC_ENVIRONMENT_MAP_SCHEMA);
    diagnostics.push(...problems);
    if (problems.length > 0) continue;
    const envs = (envParsed.value as { spec: { environments: Record<string, RawEnvironment> } }).spec
      .environments;
    for (const [name, env] of Object.entries(envs)) {
      environments.push(toEnvironment(name, env, envParsed, ['spec', 'environments', name]));
    }
  }
  return { environments, diagnostics };
}
