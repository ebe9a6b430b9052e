/**
 * JSON schemas of a blueprint's data imports and exports, after Landscaper's
 * pkg/landscaper/jsonschema (reference.go, validate.go): every `$ref` with one of Landscaper's
 * schemes (`local://<type>`, `blueprint://<file>`, `cd://<keyword>/<value>/...`, each optionally
 * with a `#/json/pointer` fragment) is replaced by the schema it names, then ajv checks the value.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import addFormats, { type FormatName } from 'ajv-formats';
import { parse } from 'yaml';
import { setOwn } from '../../model/values';
import { re2RegExp, re2RegexFormat } from '../../schema/re2-regexp';

export interface SchemaContext {
  /** blueprint.yaml's localTypes. */
  localTypes: Record<string, unknown>;
  /**
   * Text of a file in the blueprint filesystem (path relative to the blueprint root, no leading slash),
   * or undefined if absent.
   */
  readBlueprintFile(path: string): string | undefined;
  /**
   * The text of the JSON schema resource a `cd://...` URI names; throws Error with a clear message when
   * it cannot. The URI is relative to the blueprint's component, e.g.
   * `cd://componentReferences/<ref>/resources/<name>` (no fragment).
   */
  readComponentResource(uri: string): string;
}

/** An unresolvable `$ref`, a cycle of `$ref`s, or a schema ajv refuses. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
}

/**
 * One failing location of a validated value. `path` is where in the value, written as a field path:
 * keys joined by `.`, array indices as `[0]`, keys that are not plain words quoted as `["a.b"]`;
 * "" is the value itself. Examples: `spec.replicas`, `hosts[1].name`, `labels["app.kubernetes.io/name"]`.
 * Join it to a prefix with `joinPath`.
 */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** `prefix` and a SchemaProblem path as one field path: `imports.db` + `[0].host` → `imports.db[0].host`. */
export function joinPath(prefix: string, path: string): string {
  if (prefix === '' || path === '') return prefix + path;
  return path.startsWith('[') ? prefix + path : `${prefix}.${path}`;
}

/**
 * Where the schema being walked came from. `id` is the document's URI that a same-document ref
 * (`#/definitions/x`) is relative to; it is undefined for the import's own schema and for a document
 * inlined whole at the top, where `#` still means that document after inlining, so such refs stay
 * for ajv. Elsewhere `#` would wrongly mean the import's schema, so they are inlined as `<id>#...`.
 */
interface Source {
  id: string | undefined;
  /** `componentReferences/<name>/...` leading to the component a cd:// document came from. */
  cdPrefix: string;
  /** Whether local:// and blueprint:// refs can be resolved (not inside a component's resource). */
  inBlueprint: boolean;
}

/** The state of one walk through a (sub)document: `chain` lists the refs being resolved, for cycles. */
interface Walk {
  ctx: SchemaContext;
  src: Source;
  chain: string[];
}

type Json = Record<string, unknown>;

const LANDSCAPER_REF = /^(local|blueprint|cd):\/\/([^#]*)(?:#(.*))?$/s;

/** The schema with every local://, blueprint:// and cd:// $ref inlined. Throws SchemaError. */
export function resolveSchema(schema: unknown, ctx: SchemaContext): unknown {
  return resolve(
    schema,
    { ctx, src: { id: undefined, cdPrefix: '', inBlueprint: true }, chain: [] },
    true,
    '',
  );
}

/**
 * Walks a schema, replacing each Landscaper `$ref` map by its target. As upstream, such a map's
 * other keys are dropped (draft-07 ignores them anyway); maps with any other `$ref` are kept.
 * `top`: this node becomes the root of the result; `at`: its place there, for messages.
 */
function resolve(node: unknown, w: Walk, top: boolean, at: string): unknown {
  if (Array.isArray(node)) return node.map((v, i) => resolve(v, w, false, `${at}[${i}]`));
  if (node === null || typeof node !== 'object') return node;
  const map = node as Json;
  if ('$ref' in map) {
    const ref = map.$ref;
    if (typeof ref !== 'string') throw new SchemaError(`invalid $ref at ${where(at)}: expected a string`);
    const abs = ref.startsWith('#') && w.src.id !== undefined ? w.src.id + ref : ref;
    if (LANDSCAPER_REF.test(abs)) return resolveRef(abs, w, top, at);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(map)) setOwn(out, k, resolve(v, w, false, at ? `${at}.${k}` : k));
  return out;
}

function where(at: string): string {
  return at || '(root)';
}

function resolveRef(ref: string, { ctx, src, chain }: Walk, top: boolean, at: string): unknown {
  const [, scheme, location = '', fragment] = LANDSCAPER_REF.exec(ref) as RegExpExecArray;
  const fail = (reason: string) => new SchemaError(`$ref "${ref}" at ${where(at)}: ${reason}`);
  if (scheme !== 'cd' && !src.inBlueprint) {
    throw fail(`${scheme}:// references cannot be used in a component descriptor resource`);
  }
  let file = '';
  try {
    if (scheme === 'blueprint') file = blueprintFile(location);
  } catch (e) {
    throw fail((e as Error).message);
  }
  // cd:// refs in a referenced component's resource are relative to that component.
  const docUri =
    scheme === 'cd'
      ? `cd://${src.cdPrefix}${location}`
      : `${scheme}://${scheme === 'local' ? location : file}`;
  const key = fragment === undefined ? docUri : `${docUri}#${fragment}`;
  if (chain.includes(key)) throw fail(`cyclic references: ${[...chain, key].join(' -> ')}`);

  let doc: unknown;
  let cdPrefix = src.cdPrefix;
  try {
    if (scheme === 'local') {
      if (location.includes('/')) throw new Error('a path is not supported for local resources');
      if (!Object.hasOwn(ctx.localTypes, location))
        throw new Error(`type ${location} is not defined in local types`);
      doc = ctx.localTypes[location];
    } else if (scheme === 'blueprint') {
      const text = ctx.readBlueprintFile(file);
      if (text === undefined) throw new Error(`unable to read schema file ${file}: file does not exist`);
      doc = parseText(text, file);
    } else {
      doc = parseText(ctx.readComponentResource(docUri), docUri);
      cdPrefix = docUri.slice('cd://'.length).replace(/(^|\/)resources\/[^/]*\/?$/, '$1');
    }
  } catch (e) {
    throw e instanceof SchemaError ? e : fail((e as Error).message);
  }

  const target = fragment === undefined ? doc : pointer(doc, fragment, fail);
  const whole = top && fragment === undefined;
  const inner: Source = {
    // A cd:// document's id is relative to its own component, as the cd:// refs in it are.
    id: whole ? undefined : scheme === 'cd' ? `cd://${docUri.slice(5 + cdPrefix.length)}` : docUri,
    cdPrefix,
    inBlueprint: scheme !== 'cd' && src.inBlueprint,
  };
  return resolve(target, { ctx, src: inner, chain: [...chain, key] }, whole, at);
}

/** upstream's filepath.Join(host, path), kept inside the blueprint root. */
function blueprintFile(location: string): string {
  const parts: string[] = [];
  for (const seg of unescapeUri(location).split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) throw new Error(`path ${location} leaves the blueprint directory`);
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/** Go's url.Parse unescapes path and fragment; a malformed escape is kept as written. */
function unescapeUri(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function parseText(text: string, name: string): unknown {
  try {
    // JSON is YAML; blueprint files may be either.
    return parse(text);
  } catch (e) {
    throw new Error(`cannot parse ${name}: ${(e as Error).message}`);
  }
}

/** The node a fragment (`/a/b`, a JSON pointer; upstream tolerates a missing leading `/`) names. */
function pointer(doc: unknown, fragment: string, fail: (reason: string) => SchemaError): unknown {
  let cur = doc;
  const trimmed = unescapeUri(fragment).replace(/^\/|\/$/g, '');
  if (trimmed === '') return doc;
  for (const raw of trimmed.split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, seg)) {
      throw fail(`cannot resolve fragment #${fragment}: no element ${JSON.stringify(seg)}`);
    }
    cur = (cur as Json)[seg];
  }
  return cur;
}

// strict off: upstream (gojsonschema) ignores keywords it does not know, e.g. those of newer drafts,
// and passes a string whose format it does not know. Patterns are Go's RE2, as gojsonschema
// compiles them with regexp.Compile; RE2 is also linear, so a pull request's pattern cannot hang us.
const ajvOptions = { strict: false, allErrors: true, logger: false, code: { regExp: re2RegExp } } as const;
/**
 * The formats gojsonschema checks (format_checkers.go) that ajv-formats knows too; gojsonschema's
 * idn-email, iri and iri-reference have no ajv-formats counterpart and pass, as unknown formats do.
 * `regex` is added apart, on RE2.
 */
const FORMATS: FormatName[] = [
  'date',
  'time',
  'date-time',
  'hostname',
  'email',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'uri-template',
  'uuid',
  'json-pointer',
  'relative-json-pointer',
];
let ajv07: Ajv | undefined;
let ajv04: AjvDraft04 | undefined;
const DRAFT_04 = /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/;

function withFormats<T extends Ajv>(ajv: T): T {
  addFormats(ajv, { mode: 'full', formats: FORMATS, keywords: false });
  // gojsonschema's regex format is Go's regexp.Compile, not ajv-formats' JS RegExp.
  ajv.addFormat('regex', re2RegexFormat);
  return ajv;
}

function ajvFor(draft04: boolean): Ajv {
  if (draft04) {
    ajv04 ??= withFormats(new AjvDraft04(ajvOptions));
    return ajv04;
  }
  ajv07 ??= withFormats(new Ajv(ajvOptions));
  return ajv07;
}

// Compiled validators by draft and resolved schema text: compiling is slow, and the same
// schemas are validated once per environment.
const compiled = new Map<string, ValidateFunction>();
const COMPILED_MAX = 256;

/**
 * The validator for a resolved schema. As upstream, only the root `$schema` picks the draft:
 * draft-04 or else draft-07 (gojsonschema knows nothing newer and treats other URIs as its
 * default). The root `$schema` is dropped so ajv does not look for other meta-schemas.
 */
function compile(schema: unknown): ValidateFunction {
  let body = schema;
  let draft04 = false;
  if (schema !== null && typeof schema === 'object' && !Array.isArray(schema) && '$schema' in schema) {
    const { $schema, ...rest } = schema as Json;
    if (typeof $schema !== 'string') throw new SchemaError('invalid schema: $schema must be a string');
    draft04 = DRAFT_04.test($schema);
    body = rest;
  }
  const key = `${draft04 ? 4 : 7}${JSON.stringify(body)}`;
  let validate = compiled.get(key);
  if (validate) return validate;
  const ajv = ajvFor(draft04);
  try {
    validate = ajv.compile(body as object);
  } catch (e) {
    throw new SchemaError(`invalid schema: ${(e as Error).message}`);
  } finally {
    // Forget it in ajv, or a second schema with the same $id would be refused.
    ajv.removeSchema(body as object);
  }
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, validate);
  return validate;
}

/** Validates value against schema (resolving first); [] when valid. Throws SchemaError for a bad schema. */
export function validateAgainstSchema(schema: unknown, value: unknown, ctx: SchemaContext): SchemaProblem[] {
  const validate = compile(resolveSchema(schema, ctx));
  const data = toJson(value);
  if (validate(data)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const err of validate.errors ?? []) {
    const problem = { path: fieldPath(data, err.instancePath), message: describe(err) };
    const id = `${problem.path}\n${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

/** ajv's message, naming the culprit where ajv leaves it in params. */
function describe(err: ErrorObject): string {
  const message = err.message ?? `must pass "${err.keyword}"`;
  if (err.keyword === 'additionalProperties') return `${message}: ${err.params.additionalProperty}`;
  if (err.keyword === 'enum') return `${message}: ${JSON.stringify(err.params.allowedValues)}`;
  return message;
}

/** ajv's instancePath (a JSON pointer) as a SchemaProblem path, using the value to tell indices from keys. */
function fieldPath(data: unknown, instancePath: string): string {
  let out = '';
  let cur = data;
  for (const raw of instancePath.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
    cur = cur !== null && typeof cur === 'object' ? (cur as Json)[seg] : undefined;
  }
  return out;
}

/** Go ints arrive as bigint, which ajv cannot check; a copy with numbers, only where needed. */
function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) {
    const items = value.map(toJson);
    return items.some((v, i) => v !== value[i]) ? items : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let out: Json | undefined;
  for (const [k, v] of Object.entries(value)) {
    const c = toJson(v);
    if (c !== v) out ??= { ...(value as Json) };
    if (out) setOwn(out, k, c);
  }
  return out ?? value;
}
