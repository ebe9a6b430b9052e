/**
 * Go's RE2 regular expressions (re2js, a pure-JS port) for ajv's `pattern`, `patternProperties`
 * and the `regex` format. ajv's default engine is the backtracking JS RegExp: a schema's
 * `pattern: "^(a+)+$"` over forty `a`s and a `!` never returns, and nothing can interrupt it.
 * RE2 matches in time linear in the input whatever the pattern, and it is also what Landscaper
 * checks blueprint schemas with: gojsonschema compiles `pattern` and `patternProperties` with
 * Go's regexp.Compile and its `regex` format is "regexp.Compile succeeds", so RE2's syntax
 * (no lookaround, no backreferences, `(?i)` flags) decides there as here.
 */
import type { CodeOptions, Format } from 'ajv';
import { RE2JS } from 're2js';

type RegExpEngine = NonNullable<CodeOptions['regExp']>;

const CACHE_MAX = 256;
const compiled = new Map<string, RE2JS>();

function compile(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (re === undefined) {
    re = RE2JS.compile(pattern);
    if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value as string);
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * The engine for ajv's `code.regExp` option. ajv calls it while compiling a schema, so a pattern
 * RE2 refuses makes `ajv.compile` throw, naming the pattern and Go's reason. The `u` flag ajv
 * passes is moot: RE2 always matches runes. `code` names the engine validators compiled ahead of
 * time call instead (src/schema/precompile.ts).
 */
export const re2RegExp: RegExpEngine = Object.assign(
  (pattern: string, _flags: string) => {
    let re: RE2JS;
    try {
      re = compile(pattern);
    } catch (e) {
      throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regex: ${(e as Error).message}`);
    }
    // ajv keys compiled patterns by toString, so it must tell patterns apart.
    return { test: (s: string) => re.test(s), toString: () => `re2:${pattern}` };
  },
  { code: 'require("./re2-regexp").re2RegExpDeferred' },
);

/**
 * The engine validators compiled ahead of time call (see `code` above). The build compiled each of
 * their patterns with RE2 already, through `re2RegExp`, so none can fail here: each is compiled
 * again when a value first reaches it, and a command pays only for the patterns its files use.
 */
export const re2RegExpDeferred: RegExpEngine = Object.assign(
  (pattern: string, _flags: string) => {
    let re: RE2JS | undefined;
    return {
      test: (s: string) => {
        re ??= compile(pattern);
        return re.test(s);
      },
      toString: () => `re2:${pattern}`,
    };
  },
  { code: 'require("./re2-regexp").re2RegExpDeferred' },
);

/** JSON Schema's `regex` format as gojsonschema checks it: Go's regexp.Compile accepts the string. */
export const re2RegexFormat: Format = (s: string) => {
  try {
    compile(s);
    return true;
  } catch {
    return false;
  }
};
