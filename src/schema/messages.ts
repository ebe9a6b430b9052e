import type { ErrorObject } from 'ajv';
import { suggestion } from './did-you-mean';
import { type DocPath, pointerToPath } from './path';

/** One schema problem in user terms, before it is given a file position. */
export interface Problem {
  path: DocPath;
  /** Point at the key rather than the value (unknown keys, bad key names). */
  key: boolean;
  message: string;
  reason: string;
}

/** Schema annotations rigging reads; ajv is told to accept them. */
export const ANNOTATIONS = {
  /** What a value is called in messages: `unknown source type "qbek"`, `unknown key "x" in a qbec source`. */
  noun: 'x-noun',
  /** The rule a `pattern` enforces, in words: `lowercase letters, digits and "-"`. */
  hint: 'x-hint',
} as const;

type SchemaObject = Record<string, unknown>;

function annotation(schema: unknown, name: string): string | undefined {
  const value = schema && typeof schema === 'object' ? (schema as SchemaObject)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean (true or false)',
  object: 'a mapping',
  array: 'a list',
  null: 'null',
};

/** How a value's YAML shape is called: `a mapping`, `a list`, `a number`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'boolean') return 'a boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a number' : 'a decimal number';
  return 'a string';
}

function expectedTypes(types: unknown): string {
  const list = Array.isArray(types) ? types : String(types).split(',');
  const names = list.map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'a value');
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** Turns one ajv error into a sentence a user can act on. `data` is the whole validated document. */
export function toProblem(error: ErrorObject, data: unknown): Problem {
  const path = pointerToPath(error.instancePath, data);
  const parent = error.parentSchema;
  const noun = annotation(parent, ANNOTATIONS.noun);
  const params = error.params as Record<string, unknown>;
  // propertyNames errors are about a key, not the mapping ajv points at.
  if (error.propertyName !== undefined) {
    return {
      path: [...path, error.propertyName],
      key: true,
      message: invalidValue(error, error.propertyName, noun ?? 'key'),
      reason: 'InvalidKey',
    };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((parent?.properties as SchemaObject | undefined) ?? {});
      const where = noun ? ` in ${article(noun)}` : '';
      return {
        path: [...path, name],
        key: true,
        message: `unknown key ${show(name)}${where}${suggestion(name, known)}`,
        reason: 'UnknownKey',
      };
    }
    case 'required':
      return {
        path,
        key: false,
        message: `missing required key ${show(params.missingProperty)}`,
        reason: 'MissingKey',
      };
    case 'type':
      return {
        path,
        key: false,
        message: `expected ${expectedTypes(params.type)}, got ${describeValue(error.data)}`,
        reason: 'WrongType',
      };
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue];
      return {
        path,
        key: false,
        message: unknownValue(error.data, allowed, noun ?? 'value'),
        reason: 'UnknownValue',
      };
    }
    default:
      return {
        path,
        key: false,
        message: invalidValue(error, error.data, noun ?? 'value'),
        reason: 'InvalidValue',
      };
  }
}

function unknownValue(value: unknown, allowed: unknown[], noun: string): string {
  const names = allowed.filter((v): v is string => typeof v === 'string');
  const hint = typeof value === 'string' ? suggestion(value, names) : '';
  if (hint) return `unknown ${noun} ${show(value)}${hint}`;
  const list = allowed.map(show);
  const expected = list.length === 1 ? list[0] : `one of ${list.join(', ')}`;
  return `unknown ${noun} ${show(value)} (expected ${expected})`;
}

/** Constraint keywords (pattern, sizes, bounds): say what was wrong and what is allowed. */
function invalidValue(error: ErrorObject, value: unknown, noun: string): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  const size = (what: string, n: number, empty: string): string => (n === 0 ? empty : `${plural(n, what)}`);
  switch (error.keyword) {
    case 'pattern': {
      const hint = annotation(error.parentSchema, ANNOTATIONS.hint);
      return `invalid ${noun} ${show(value)}: ${hint ?? `must match the pattern ${params.pattern}`}`;
    }
    case 'minItems':
      return `expected at least ${plural(limit, 'item')}, got ${size('item', (value as unknown[]).length, 'an empty list')}`;
    case 'maxItems':
      return `expected at most ${plural(limit, 'item')}, got ${(value as unknown[]).length}`;
    case 'minProperties':
      return `expected at least ${plural(limit, 'key')}, got ${size('key', Object.keys(value as object).length, 'an empty mapping')}`;
    case 'maxProperties':
      return `expected at most ${plural(limit, 'key')}, got ${Object.keys(value as object).length}`;
    case 'minLength':
      return limit === 1 ? `${noun} must not be empty` : `expected at least ${plural(limit, 'character')}`;
    case 'maxLength':
      return `expected at most ${plural(limit, 'character')}, got ${String(value).length}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `expected a number ${params.comparison} ${limit}, got ${show(value)}`;
    case 'multipleOf':
      return `expected a multiple of ${params.multipleOf}, got ${show(value)}`;
    case 'uniqueItems':
      return `list items must be unique (items ${params.j} and ${params.i} are equal)`;
    case 'format':
      return `invalid ${noun} ${show(value)}: expected ${article(String(params.format))}`;
    case 'anyOf':
    case 'oneOf':
      return params.passingSchemas
        ? `${show(value)} matches more than one allowed form`
        : `${show(value)} does not match any allowed form`;
    case 'not':
      return `${show(value)} is not allowed here`;
    default:
      return error.message ?? `invalid ${noun}`;
  }
}
