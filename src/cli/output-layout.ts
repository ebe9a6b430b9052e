import { UserError } from '../model/errors';
import type { Artifact, RenderedObject } from '../model/types';
import type { EnvironmentRender } from '../render';

/**
 * The files `rigging render --output-dir DIR` writes, as paths relative to DIR:
 *
 *   ENV/SOURCE/<Kind>-<namespace>-<name>.yaml   an object (`<Kind>-<name>.yaml` when it names no namespace)
 *   ENV/SOURCE/<artifact name>                  an artifact under its own relative path
 *                                               (nats/0/nats/config/nats.conf, root/exports, ...)
 *
 * Every part comes from a pull request's files: object names and artifact names alike are hostile.
 * An object's parts are reduced to one portable file name; an artifact's path must stay inside its
 * source's directory, and two outputs must never land on one path. Either mistake refuses the
 * whole write before any file is made.
 */
export interface OutputFile {
  /** '/'-separated, relative to DIR. */
  path: string;
  content: string;
}

export interface OutputPrinters {
  object(o: RenderedObject): string;
  artifact(a: Artifact): string;
  /** The objects' file extension: yaml or json, as --output says. */
  extension: 'yaml' | 'json';
}

export class OutputPathError extends UserError {
  override name = 'OutputPathError';
}

/** One file name per object: characters beyond letters, digits, `.`, `_`, `-` become `_` (`system:auth` too). */
function portable(part: string): string {
  return part.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** `<Kind>-<namespace>-<name>`, as a single path component whatever the object says. */
export function objectFileName(o: RenderedObject, extension: string): string {
  const meta = o.object.metadata ?? {};
  const name = meta.name ?? meta.generateName ?? '';
  const parts = [o.object.kind ?? '', ...(meta.namespace ? [meta.namespace] : []), name];
  return `${parts.map((p) => portable(String(p))).join('-')}.${extension}`;
}

/**
 * `name`'s components when it is a relative path that stays where it is put: no absolute path, no
 * `..` or `.` or empty component, no backslash (a separator on Windows) or NUL; undefined otherwise.
 */
export function containedPath(name: string): string[] | undefined {
  if (name === '' || /[\\\0]/.test(name) || /^[A-Za-z]:/.test(name)) return undefined;
  const parts = name.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..') ? parts : undefined;
}

function describeObject(o: RenderedObject): string {
  const { kind, metadata } = o.object;
  const name = metadata?.name ?? metadata?.generateName ?? '';
  return `${kind} ${metadata?.namespace ? `${metadata.namespace}/` : ''}${name}`;
}

/** Every file of `environments` (objects, then artifacts with content), checked as described above. */
export function outputFiles(
  environments: readonly EnvironmentRender[],
  printers: OutputPrinters,
): OutputFile[] {
  const files: OutputFile[] = [];
  const owners = new Map<string, string>();
  const add = (path: string, what: string, content: () => string) => {
    const earlier = owners.get(path);
    if (earlier !== undefined)
      throw new OutputPathError(`--output-dir: ${earlier} and ${what} would both be written to ${path}`);
    owners.set(path, what);
    files.push({ path, content: content() });
  };
  const directory = (name: string, noun: string) => {
    // rigging.yaml's name pattern already allows no separator or dot-only name; checked again here,
    // where a mistake would write outside DIR.
    if (containedPath(name)?.length !== 1)
      throw new OutputPathError(`--output-dir: ${noun} ${JSON.stringify(name)} cannot name a directory`);
    return name;
  };
  for (const env of environments) {
    directory(env.name, 'environment');
    for (const source of new Set([...env.objects, ...env.artifacts].map((x) => x.source)))
      directory(source, 'source');
    for (const o of env.objects) {
      const what = `${describeObject(o)} (source ${o.source}, environment ${env.name})`;
      add(`${env.name}/${o.source}/${objectFileName(o, printers.extension)}`, what, () => printers.object(o));
    }
    for (const a of env.artifacts) {
      // Not ready (a snippet that failed as the operator reports it): nothing to publish, nothing to write.
      if (a.status !== undefined && !a.status.ready) continue;
      const what = `artifact ${JSON.stringify(a.name)} (source ${a.source}, environment ${env.name})`;
      if (containedPath(a.name) === undefined)
        throw new OutputPathError(
          `--output-dir: ${what} is not a relative path inside the source's directory; nothing was written`,
        );
      add(`${env.name}/${a.source}/${a.name}`, what, () => printers.artifact(a));
    }
  }
  // A file where another output needs a directory (`a` and `a/b`) collides as surely as one path twice.
  for (const path of owners.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      const earlier = owners.get(parent);
      if (earlier !== undefined)
        throw new OutputPathError(
          `--output-dir: ${earlier} is written to ${parent}, where ${owners.get(path)} needs a directory`,
        );
    }
  }
  return files;
}
