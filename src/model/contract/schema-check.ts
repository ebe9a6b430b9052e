import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/** At most this many problems are listed; a hostile document could otherwise make a huge message. */
const MAX_PROBLEMS = 10;

/**
 * Compiles a JSON Schema once and returns a check that lists every problem (up to a limit) as
 * `<what><path>: <message>`, e.g. `bundle.objects[0].object.metadata: must have required property 'name'`.
 */
export function schemaCheck(schema: object, what: string): (value: unknown) => string[] {
  // Compiled on first use: importing the contract (as the action does to build bundles) costs nothing.
  let validate: ValidateFunction | undefined;
  return (value) => {
    validate ??= new Ajv({ allErrors: true, strict: true }).compile(schema);
    if (validate(value)) return [];
    const problems = [...new Set((validate.errors ?? []).map((e) => `${what}${pathOf(e)}: ${messageOf(e)}`))];
    return problems.length > MAX_PROBLEMS
      ? [...problems.slice(0, MAX_PROBLEMS), `... and ${problems.length - MAX_PROBLEMS} more`]
      : problems;
  };
}

/** `/objects/0/object` -> `.objects[0].object` */
function pathOf(error: ErrorObject): string {
  return error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');
}

function messageOf(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: string; allowedValues?: unknown[] };
  if (error.keyword === 'additionalProperties') return `unknown key "${params.additionalProperty}"`;
  if (error.keyword === 'enum') return `must be one of ${(params.allowedValues ?? []).join(', ')}`;
  return error.message ?? error.keyword;
}
