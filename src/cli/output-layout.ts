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
 * source's directory, and two outputs must never land on one path, nor on two paths that a
 * case-insensitive file system (macOS, Windows) takes for one. Any of these refuses the whole write
 * before any file is made.
 *
 * A name may also hold a secret value (an object named after a password, a template destination
 * quoting a credential): each name passes through `printers.name` (the redactor unless -S) before
 * it names a file, as the contents pass through it before they are written.
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
  /** A name from the render as a file may show it: secret values replaced by their tokens (unless -S). */
  name(text: string): string;
}

export class OutputPathError extends UserError {
  override name = 'OutputPathError';
}

/** One file name per object: characters beyond letters, digits, `.`, `_`, `-` become `_` (`system:auth` too). */
function portable(part: string): string {
  return part.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * `<Kind>-<namespace>-<name>`, as a single path component whatever the object says. `shown` runs
 * on the name as the object spells it (a value a file name cannot hold, `p@ss:w0rd`, is still
 * found) and again on its portable form (a value spelled like that form, `p_ss_w0rd`).
 */
export function objectFileName(o: RenderedObject, extension: string, shown: (s: string) => string): string {
  const meta = o.object.metadata ?? {};
  const name = meta.name ?? meta.generateName ?? '';
  const parts = [o.object.kind ?? '', ...(meta.namespace ? [meta.namespace] : []), name];
  // portable() keeps every `-`, so the parts joined first read the same as joined after.
  return `${shown(portable(shown(parts.map(String).join('-'))))}.${extension}`;
}

/** Where two paths that `folded` takes for one name one file. */
const FOLDS = 'where case or Unicode normalization is ignored (macOS, Windows)';

/**
 * The one key two paths share where a file system ignores case (APFS, HFS+, NTFS by default) or
 * Unicode normalization (APFS, HFS+). Folding both ways takes `ß` and `ss` for one too, refusing
 * a pair more than some of those would: the safe side for a layout meant to be copied anywhere.
 */
function folded(path: string): string {
  return path.normalize('NFC').toUpperCase().toLowerCase();
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
  // Keyed by the folded path: names one file system tells apart may be one file on another.
  const owners = new Map<string, { path: string; what: string }>();
  const add = (path: string, what: string, content: () => string) => {
    const earlier = owners.get(folded(path));
    if (earlier !== undefined)
      throw new OutputPathError(
        earlier.path === path
          ? `--output-dir: ${earlier.what} and ${what} would both be written to ${path}`
          : `--output-dir: ${earlier.what} and ${what} would be written to ${earlier.path} and ${path}, ` +
              `one file ${FOLDS}`,
      );
    owners.set(folded(path), { path, what });
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
      const file = objectFileName(o, printers.extension, printers.name);
      add(`${env.name}/${o.source}/${file}`, what, () => printers.object(o));
    }
    for (const a of env.artifacts) {
      // Not ready (a snippet that failed as the operator reports it): nothing to publish, nothing to write.
      if (a.status !== undefined && !a.status.ready) continue;
      const what = `artifact ${JSON.stringify(a.name)} (source ${a.source}, environment ${env.name})`;
      // Checked as written and as shown: a token never makes a path leave, but neither may a name.
      const shown = printers.name(a.name);
      if (containedPath(a.name) === undefined || containedPath(shown) === undefined)
        throw new OutputPathError(
          `--output-dir: ${what} is not a relative path inside the source's directory; nothing was written`,
        );
      add(`${env.name}/${a.source}/${shown}`, what, () => printers.artifact(a));
    }
  }
  // A file where another output needs a directory (`a` and `a/b`) collides as surely as one path twice.
  for (const [key, { path, what }] of owners) {
    const parts = key.split('/');
    for (let i = 1; i < parts.length; i++) {
      const earlier = owners.get(parts.slice(0, i).join('/'));
      if (earlier === undefined) continue;
      const folding = earlier.path === path.split('/').slice(0, i).join('/') ? '' : ` (${path}: ${FOLDS})`;
      throw new OutputPathError(
        `--output-dir: ${earlier.what} is written to ${earlier.path}, where ${what} needs a directory${folding}`,
      );
    }
  }
  return files;
}
