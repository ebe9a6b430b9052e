// ajv's compiler, for a schema no build compiled ahead: running from source, or a schema
// src/schemas.ts does not list. The CLI's build makes this module a chunk of its own, required only
// when such a schema is first used (scripts/build.mjs), so a command loads neither ajv's compiler
// nor re2js for the validators compiled ahead.
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { re2RegExp } from './re2-regexp';
import { ajvKeywords, type ValidateOptions } from './schema-key';

/**
 * How every schema is compiled, at run time or ahead of it (precompile.ts). verbose: messages need
 * the failing data and the schema around it (x-noun, properties). validateFormats off: formats need
 * ajv-formats, and a schema naming one must not crash the loader. The schemas are rigging's own,
 * but the values are a pull request's: patterns run on RE2, so no pattern, now or later, can
 * backtrack for ever on a hostile value (the build runs those linear-pattern.ts admits natively).
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  strictTypes: false,
  validateFormats: false,
  code: { regExp: re2RegExp },
};

export function compileNow(schema: object, opts: ValidateOptions = {}): ValidateFunction {
  const ajv = new Ajv(AJV_OPTIONS);
  for (const keyword of ajvKeywords(opts)) ajv.addKeyword({ keyword });
  return ajv.compile(schema);
}
