import { closedObject } from '../../schema/closed';
import { codeVar, type JsonnetVar, stringVar } from '../jsonnet/engine';

// spec.tlas and spec.externalVariables come in two shapes. Older JaaS wrote maps (`tlas: {name:
// [values]}`, `externalVariables: {name: value}`); current JaaS (api/v1 JsonnetVariable) writes
// lists of `{name, value, code}` like a container's `env:`, where `code: true` binds the value as
// jsonnet source (--ext-code / --tla-code) instead of a string. Both are accepted.

/** One list-form entry, as the CRD admits it. */
export interface JsonnetVariable {
  name: string;
  value?: string;
  code?: boolean;
}

export type TlaSpec = Record<string, string[]> | JsonnetVariable[];
export type ExtVarSpec = Record<string, string> | JsonnetVariable[];

const variableEntry = (noun: string) =>
  closedObject(
    {
      name: { type: 'string', minLength: 1, maxLength: 253, 'x-noun': `${noun} name` },
      value: { type: 'string', 'x-noun': `${noun} value` },
      code: { type: 'boolean' },
    },
    { required: ['name'], 'x-noun': noun },
  );

/** The schema of either shape; `mapValue` is the map form's value schema. */
export const variablesSchema = (noun: string, mapValue: object) => ({
  anyOf: [
    { type: 'object', additionalProperties: mapValue },
    { type: 'array', items: variableEntry(noun) },
  ],
});

/** A problem the apiserver refuses a list for: where (under spec) and what. */
export interface VariableProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The list form's rules past its schema: names unique (the field's listMapKey) and a code entry
 * with a non-empty value (JsonnetVariable's CEL rule).
 */
export function variableProblems(key: 'tlas' | 'externalVariables', value: unknown): VariableProblem[] {
  if (!Array.isArray(value)) return [];
  const problems: VariableProblem[] = [];
  const first = new Map<string, number>();
  (value as JsonnetVariable[]).forEach((v, i) => {
    const earlier = first.get(v.name);
    if (earlier !== undefined) {
      problems.push({
        path: [key, i, 'name'],
        message: `duplicate name ${JSON.stringify(v.name)} (already at spec.${key}[${earlier}])`,
      });
    } else first.set(v.name, i);
    if (v.code === true && !v.value) {
      problems.push({ path: [key, i], message: 'value must be non-empty when code is true' });
    }
  });
  return problems;
}

/** A list entry as go-jsonnet binds it: code parsed as jsonnet, otherwise the string (omitted: ""). */
const entryVar = (v: JsonnetVariable): JsonnetVar =>
  v.code === true ? codeVar(v.value ?? '') : stringVar(v.value ?? '');

/** TLAs as JaaS binds them: map form the HTTP way (one value a string, several a JSON array as code). */
export function bindTlas(spec: TlaSpec | undefined): Record<string, JsonnetVar> {
  const out: Record<string, JsonnetVar> = {};
  if (Array.isArray(spec)) {
    for (const v of spec) out[v.name] = entryVar(v);
  } else {
    for (const [name, values] of Object.entries(spec ?? {})) {
      out[name] = values.length === 1 ? stringVar(values[0] as string) : codeVar(JSON.stringify(values));
    }
  }
  return out;
}

/** The operator's --ext-var strings, then the snippet's (conflicts are refused before this). */
export function bindExtVars(
  operator: Readonly<Record<string, string>>,
  spec: ExtVarSpec | undefined,
): Record<string, JsonnetVar> {
  const out: Record<string, JsonnetVar> = {};
  for (const [name, value] of Object.entries(operator)) out[name] = stringVar(value);
  if (Array.isArray(spec)) {
    for (const v of spec) out[v.name] = entryVar(v);
  } else {
    for (const [name, value] of Object.entries(spec ?? {})) out[name] = stringVar(value);
  }
  return out;
}

/** The snippet's external variable names in the order the reconciler checks them, each with its key path. */
export function extVarNames(
  spec: ExtVarSpec | undefined,
  sort: (a: string, b: string) => number,
): { name: string; path: (string | number)[] }[] {
  if (Array.isArray(spec)) return spec.map((v, i) => ({ name: v.name, path: [i, 'name'] }));
  return Object.keys(spec ?? {})
    .sort(sort)
    .map((name) => ({ name, path: [name] }));
}
