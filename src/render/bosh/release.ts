import path from 'node:path';
import type { RepositoryBoundary } from '../../boundary/boundary';
import { isRecord } from '../../model/values';
import { parseYamlFile } from '../../schema/parse';
import { positionOf } from '../../schema/position';
import { markFloats } from './float';
import { BoshError } from './problems';
import { str } from './shape';

export interface LinkDecl {
  name: string;
  type: string;
  optional: boolean;
}

export interface ProvidesDecl {
  name: string;
  type: string;
  /** The dotted properties the link exposes. */
  properties: string[];
}

/** A release job: its spec (or job.MF) and its templates' sources. */
export interface JobSpec {
  name: string;
  release: string;
  /** Display path of the spec file. */
  file: string;
  /** Template source (relative to templates/) -> destination, in the spec's order. */
  templates: { src: string; dest: string; file: string; text?: string; line: number }[];
  /** Declared properties and their defaults, in the spec's order. */
  properties: Map<string, { default?: unknown }>;
  consumes: LinkDecl[];
  provides: ProvidesDecl[];
}

/**
 * `<releases>/<release>/jobs/<job>/` read through the repository boundary: `spec` (as in a release
 * source tree) or `job.MF` (as in a compiled release), and each template it lists. A template that
 * is missing is kept without text: rendering reports it for that job only.
 */
export async function readJobSpec(
  boundary: RepositoryBoundary,
  releasesDir: string,
  displayRoot: string,
  release: string,
  job: string,
): Promise<JobSpec> {
  const dir = path.join(releasesDir, release, 'jobs', job);
  const shown = (p: string) => path.relative(displayRoot, p);
  let specPath = path.join(dir, 'spec');
  if (!(await boundary.exists(specPath))) specPath = path.join(dir, 'job.MF');
  let text: string;
  try {
    text = await boundary.readText(specPath, shown(specPath));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new BoshError((err as Error).message);
    throw new BoshError(
      `Can't find job '${job}' of release '${release}': no ${shown(path.join(dir, 'spec'))} or job.MF`,
      { file: shown(dir) },
      'MissingJob',
    );
  }
  const file = shown(specPath);
  const parsed = parseYamlFile(file, text, 'bosh', { dialect: 'psych' });
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error');
  if (syntax)
    throw new BoshError(syntax.message, { file, line: syntax.line, column: syntax.column }, 'YamlSyntax');
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const templates: JobSpec['templates'] = [];
  for (const [src, dest] of Object.entries(isRecord(doc.templates) ? doc.templates : {})) {
    const templatePath = path.join(dir, 'templates', src);
    const entry: JobSpec['templates'][number] = {
      src,
      dest: String(dest),
      file: shown(templatePath),
      line: positionOf(parsed, ['templates', src], { key: true }).line,
    };
    try {
      entry.text = await boundary.readText(templatePath, shown(templatePath));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        throw new BoshError((err as Error).message, { file });
    }
    templates.push(entry);
  }
  const properties = new Map<string, { default?: unknown }>();
  for (const [name, def] of Object.entries(isRecord(doc.properties) ? doc.properties : {})) {
    if (!isRecord(def) || !('default' in def)) {
      properties.set(name, {});
      continue;
    }
    const node = parsed.doc.getIn(['properties', name, 'default'], true);
    properties.set(name, { default: markFloats(node, def.default, parsed.doc) });
  }
  const links = (v: unknown) => (Array.isArray(v) ? v.filter(isRecord) : []);
  return {
    name: str(doc.name) || job,
    release,
    file,
    templates,
    properties,
    consumes: links(doc.consumes).map((c) => ({
      name: str(c.name),
      type: str(c.type) || str(c.name),
      optional: c.optional === true,
    })),
    provides: links(doc.provides).map((p) => ({
      name: str(p.name),
      type: str(p.type) || str(p.name),
      properties: Array.isArray(p.properties) ? p.properties.map(String) : [],
    })),
  };
}
