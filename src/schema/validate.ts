import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../model/types';
import { diagnosticAt, sortDiagnostics } from './diagnostic';
import { typoOf } from './did-you-mean';
import { toProblem } from './messages';
import type { ParsedYaml } from './parse';
import { compileNow, precompiled } from './precompiled';
import { schemaKey, type ValidateOptions } from './schema-key';

export type { ValidateOptions } from './schema-key';

// One validator per schema object: schemas are module constants, compiled once (with the
// annotations of the first call; a schema needs the same ones every time).
const compiled = new WeakMap<object, ValidateFunction>();

function compile(schema: object, opts: ValidateOptions): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = precompiled.get(schemaKey(schema, opts))?.() ?? compileNow(schema, opts);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Validates a parsed YAML file against a JSON Schema and reports every problem once,
 * positioned at the YAML node it is about, sorted by position.
 */
export function validateYaml(parsed: ParsedYaml, schema: object, opts: ValidateOptions = {}): Diagnostic[] {
  const validate = compile(schema, opts);
  if (validate(parsed.value)) return [];
  const errors = pruneErrors(validate.errors ?? []);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of errors) {
    const { path, message, key, reason } = toProblem(error, parsed.value);
    const diagnostic = diagnosticAt(parsed, path, message, { key, reason });
    const id = `${diagnostic.line}:${diagnostic.column}:${diagnostic.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    diagnostics.push(diagnostic);
  }
  return sortDiagnostics(diagnostics);
}

/**
 * Drops ajv's echoes so each problem is reported once:
 * `if` only says its `then` failed; `propertyNames` repeats its inner error;
 * an `anyOf`/`oneOf` is replaced by the errors of its closest branch;
 * a wrong type makes every other complaint about the same value moot;
 * a missing key is the unknown key beside it that is its typo (`release:` for `releases:`).
 */
export function pruneErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames');
  kept = kept.filter((e) => !isMissingTypo(e, kept));
  const alternatives = kept
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const alt of alternatives) {
    if (!kept.includes(alt)) continue;
    kept = resolveAlternative(kept, alt);
  }
  const wrongType = new Set(kept.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return kept.filter(
    (e) => e.keyword === 'type' || e.propertyName !== undefined || !wrongType.has(e.instancePath),
  );
}

/** A `required` error whose key an unknown key of the same mapping misspells (as its message says). */
function isMissingTypo(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'required') return false;
  const missing = String(error.params.missingProperty);
  return errors.some((e) => {
    if (e.keyword !== 'additionalProperties' || e.instancePath !== error.instancePath) return false;
    const known = Object.keys((e.parentSchema?.properties as object | undefined) ?? {});
    return typoOf(missing, [String(e.params.additionalProperty)], known) !== undefined;
  });
}

/** Keeps the errors of the branch that came closest to matching, or one merged type error. */
function resolveAlternative(errors: ErrorObject[], alt: ErrorObject): ErrorObject[] {
  const prefix = `${alt.schemaPath}/`;
  const branches = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (!e.schemaPath.startsWith(prefix)) continue;
    const branch = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
    branches.set(branch, [...(branches.get(branch) ?? []), e]);
  }
  // No branch errors: oneOf matched several branches; its own error is the message.
  if (branches.size === 0) return errors;
  const inBranches = new Set([...branches.values()].flat());
  const rest = errors.filter((e) => e !== alt && !inBranches.has(e));
  const wrongShape = (list: ErrorObject[]) =>
    list.length === 1 && list[0]?.keyword === 'type' && list[0].instancePath === alt.instancePath;
  const candidates = [...branches.values()].filter((list) => !wrongShape(list));
  if (candidates.length === 0) {
    // Every branch wanted another type: one error naming all of them.
    const typeErrors = [...branches.values()].flat();
    const types = typeErrors.flatMap((e) => String(e.params.type).split(','));
    return [...rest, { ...(typeErrors[0] as ErrorObject), params: { type: [...new Set(types)] } }];
  }
  const closest = candidates.reduce((best, list) => (list.length < best.length ? list : best));
  return [...rest, ...closest];
}
