import { describeRefusal } from '../boundary/boundary';
import type { Diagnostic } from '../model/types';
import { isRecord } from '../model/values';
import { diagnosticAt } from '../schema/diagnostic';
import type { ParsedYaml } from '../schema/parse';
import { positionOf } from '../schema/position';
import { checkIgnoreRules } from './ignore';
import { ENV_PLACEHOLDER, expandEnv, lookupPath } from './paths';
import { checkRefusedKeys } from './refused';
import type { SourceTypes } from './source-type';

export interface CheckOptions {
  types: SourceTypes;
  /** Directory paths in the file are relative to. */
  root: string;
  /** The repository holding the file: no path may lead outside it. Defaults to `root`. */
  repository?: string;
  /** Skip the filesystem (linting a file away from its checkout). */
  skipPathChecks?: boolean;
}

/**
 * Rules JSON Schema cannot state: unique source names, paths that exist inside the repository,
 * sound ignore rules, and each source type's own rules. Tolerates an invalid document (the schema reports
 * that) so every problem is collected in one run.
 */
export function checkPipeline(parsed: ParsedYaml, opts: CheckOptions): Diagnostic[] {
  const spec = isRecord(parsed.value) && isRecord(parsed.value.spec) ? parsed.value.spec : {};
  const sources = Array.isArray(spec.sources) ? spec.sources : [];
  const environments = isRecord(spec.environments) ? Object.keys(spec.environments) : undefined;
  const diagnostics: Diagnostic[] = [];
  const firstByName = new Map<string, number>();
  sources.forEach((source: unknown, index) => {
    if (!isRecord(source)) return;
    const at = ['spec', 'sources', index];
    if (typeof source.name === 'string') {
      const first = firstByName.get(source.name);
      if (first === undefined) firstByName.set(source.name, index);
      else {
        const { line } = positionOf(parsed, ['spec', 'sources', first, 'name']);
        const message = `duplicate source name ${JSON.stringify(source.name)} (first at line ${line})`;
        diagnostics.push(diagnosticAt(parsed, [...at, 'name'], message, { reason: 'DuplicateSource' }));
      }
    }
    const type = opts.types.find((t) => t.type === source.type);
    if (type?.check) diagnostics.push(...type.check({ parsed, at, source, environments }));
    if (opts.skipPathChecks) return;
    const pathKeys = ['path', ...(type?.pathKeys ?? [])];
    for (const key of pathKeys) {
      const written = source[key];
      if (typeof written !== 'string' || written === '') continue;
      // A path naming `{env}` is one file per environment: each must exist.
      const paths = written.includes(ENV_PLACEHOLDER)
        ? (environments ?? []).map((env) => expandEnv(written, env))
        : [written];
      for (const rel of paths) {
        const found = lookupPath(opts.root, rel, opts.repository);
        if (found.exists) {
          const want = type?.pathKinds?.[key];
          if (want && found.directory !== (want.kind === 'directory')) {
            const is = found.directory ? 'a directory' : 'a file';
            const message = `${rel} is ${is}; a ${type?.type} source's ${key} is ${want.what}`;
            diagnostics.push(diagnosticAt(parsed, [...at, key], message, { reason: 'WrongPathKind' }));
          }
          continue;
        }
        if ('refusal' in found) {
          diagnostics.push(
            diagnosticAt(parsed, [...at, key], describeRefusal(rel, found.refusal), {
              reason: 'OutsideRepository',
            }),
          );
          continue;
        }
        const hint = found.suggestion ? ` (did you mean ${JSON.stringify(found.suggestion)}?)` : '';
        diagnostics.push(
          diagnosticAt(parsed, [...at, key], `${rel} does not exist${hint}`, { reason: 'MissingPath' }),
        );
      }
    }
  });
  diagnostics.push(...checkIgnoreRules(parsed), ...checkRefusedKeys(parsed));
  return diagnostics;
}
