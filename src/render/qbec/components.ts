import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeRefusal, type RepositoryBoundary } from '../../boundary/boundary';
import type { Diagnostic } from '../../model/types';
import { diagnosticAt } from '../../schema';
import { BadPatternError } from '../go-glob';
import type { QbecApp, QbecEnvironment } from './app';
import { expandPattern } from './glob';

export interface Component {
  name: string;
  /** Absolute paths; several only for an index.yaml directory, in sorted order. */
  files: string[];
  /** Top-level variables declared for this component in qbec.yaml. */
  topLevelVars: string[];
}

const COMPONENT_EXTENSIONS = new Set(['.jsonnet', '.json', '.yaml']);

/**
 * qbec's component discovery: .jsonnet/.json/.yaml files directly in the components dir (others,
 * .yml and .libsonnet included, ignored); a subdirectory with index.jsonnet is one component made of
 * that file; with index.yaml, of all its .json and .yaml files; any other subdirectory is ignored.
 */
export async function discoverComponents(
  app: QbecApp,
  displayRoot: string,
  source: string,
  boundary: RepositoryBoundary,
): Promise<{ components: Component[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const rel = (f: string) => path.relative(displayRoot, f);
  let dirs: string[];
  try {
    dirs = await expandPattern(app.root, path.relative(app.root, app.componentsDir) || '.');
  } catch (err) {
    if (!(err instanceof BadPatternError)) throw err;
    const at = diagnosticAt(app.parsed, ['spec', 'componentsDir'], err.message, { reason: 'BadPattern' });
    return { components: [], diagnostics: [at] };
  }
  if (dirs.length === 0) {
    diagnostics.push(
      diagnosticAt(
        app.parsed,
        ['spec', 'componentsDir'],
        `no component directories found after expanding ${path.relative(app.root, app.componentsDir)}`,
      ),
    );
    return { components: [], diagnostics };
  }
  const byName = new Map<string, Component>();
  for (const dir of dirs) {
    // A glob may match a symlink to a directory elsewhere: never list it.
    const where = await boundary.locate(dir);
    if (!where.ok) {
      const message = `componentsDir: ${describeRefusal(path.relative(app.root, dir), where.refusal)}`;
      diagnostics.push(
        diagnosticAt(app.parsed, ['spec', 'componentsDir'], message, { reason: 'OutsideRepository' }),
      );
      continue;
    }
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      // A file where a directory is meant would render nothing, and quietly (qbec fails reading it).
      if (err.code === 'ENOTDIR') {
        const message = `${path.relative(app.root, dir)} is a file; componentsDir names a directory of components`;
        diagnostics.push(
          diagnosticAt(app.parsed, ['spec', 'componentsDir'], message, { reason: 'WrongPathKind' }),
        );
      }
      return undefined;
    });
    if (!entries) continue;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      let component: Component | undefined;
      if (entry.isDirectory()) {
        const inner = (await readdir(full, { withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => e.name)
          .sort();
        if (inner.includes('index.jsonnet')) {
          component = { name: entry.name, files: [path.join(full, 'index.jsonnet')], topLevelVars: [] };
        } else if (inner.includes('index.yaml')) {
          const files = inner
            .filter((n) => n.endsWith('.json') || n.endsWith('.yaml'))
            .map((n) => path.join(full, n));
          component = { name: entry.name, files, topLevelVars: [] };
        }
      } else if (entry.isFile()) {
        const ext = path.extname(entry.name);
        if (COMPONENT_EXTENSIONS.has(ext)) {
          component = { name: entry.name.slice(0, -ext.length), files: [full], topLevelVars: [] };
        }
      }
      if (!component) continue;
      const earlier = byName.get(component.name);
      if (earlier) {
        diagnostics.push({
          severity: 'error',
          source,
          file: rel(component.files[0] ?? full),
          message: `duplicate component ${component.name}, found ${rel(earlier.files[0] ?? '')} and ${rel(component.files[0] ?? '')}`,
          reason: 'DuplicateComponent',
        });
        continue;
      }
      byName.set(component.name, component);
    }
  }
  for (const tla of app.topLevel) {
    for (const name of tla.components) byName.get(name)?.topLevelVars.push(tla.name);
  }
  diagnostics.push(...checkReferences(app, byName));
  return { components: [...byName.values()], diagnostics };
}

/** Every component named in excludes, includes and top-level var lists must exist (qbec's reference check). */
function checkReferences(app: QbecApp, known: Map<string, Component>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const check = (names: string[], at: (string | number)[], what: string) => {
    const bad = names.filter((n) => !known.has(n));
    if (bad.length > 0)
      out.push(diagnosticAt(app.parsed, at, `${what}: bad component reference(s): ${bad.join(',')}`));
  };
  check(app.excludes, ['spec', 'excludes'], 'default exclusions');
  for (const env of app.environments.values()) {
    const bad = (names: string[], list: string, what: string) => {
      const unknown = names.filter((n) => !known.has(n));
      if (unknown.length > 0)
        out.push(
          diagnosticAt(
            env.parsed,
            [...env.path, list],
            `${env.name} ${what}: bad component reference(s): ${unknown.join(',')}`,
          ),
        );
    };
    bad(env.includes, 'includes', 'inclusions');
    bad(env.excludes, 'excludes', 'exclusions');
  }
  for (const tla of app.topLevel) {
    check(
      tla.components,
      ['spec', 'vars', 'topLevel', tla.index, 'components'],
      `components for TLA ${tla.name}`,
    );
  }
  return out;
}

/** The components an environment renders: all minus app excludes, minus env excludes, plus env includes; by name. */
export function componentsForEnvironment(
  all: readonly Component[],
  app: QbecApp,
  env: QbecEnvironment,
): Component[] {
  const selected = new Set(all.map((c) => c.name).filter((n) => !app.excludes.includes(n)));
  for (const name of env.excludes) selected.delete(name);
  // An include may bring back a component the app excludes by default.
  for (const name of env.includes) if (all.some((c) => c.name === name)) selected.add(name);
  return all
    .filter((c) => selected.has(c.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
