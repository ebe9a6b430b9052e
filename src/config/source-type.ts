import type { Diagnostic } from '../model/types';
import type { ParsedYaml } from '../schema/parse';

/** What a check of one source's options gets: the file, where the source is, and the pipeline around it. */
export interface SourceCheckContext {
  parsed: ParsedYaml;
  /** Path of the source entry in rigging.yaml, e.g. `['spec', 'sources', 2]`. */
  at: (string | number)[];
  /** The entry as written; the schema has already accepted its shape, so checks may rely on it. */
  source: Record<string, unknown>;
  /** spec.environments' names, when that mapping is well formed. */
  environments?: readonly string[];
}

/**
 * What rigging.yaml knows of a source type: the keys it accepts besides name, type and path, the
 * rules a schema cannot state, and how its options become typed config. Config checks the common
 * keys and hands the rest to the type; each type's own folder under src/render defines this.
 */
export interface SourceOptionsSpec<Options extends object = object> {
  readonly type: string;
  /** JSON Schema properties of the type's own keys (with `x-noun`/`x-hint` for messages). */
  readonly keys: Readonly<Record<string, object>>;
  /** Keys naming paths relative to rigging.yaml that must exist inside the repository (`path` always does). */
  readonly pathKeys?: readonly string[];
  /**
   * What a path key must name when only one kind will do (`path` included): checked with the
   * filesystem, so a directory where a file belongs is a config error, not a failed read.
   */
  readonly pathKinds?: Readonly<Record<string, PathKind>>;
  /** Rules across keys or against the pipeline, positioned in rigging.yaml. */
  check?(ctx: SourceCheckContext): Diagnostic[];
  /** The typed options from an entry that passed the schema and the checks. */
  build(keys: Record<string, unknown>): Options;
}

/** A path key's kind, and what it names, for the message when it names the other kind. */
export interface PathKind {
  kind: 'file' | 'directory';
  /** E.g. `the app directory holding qbec.yaml`. */
  what: string;
}

/** The source types a configuration may use, in the order messages list them. */
export type SourceTypes = readonly SourceOptionsSpec[];
