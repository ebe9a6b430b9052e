import type { ValidateFunction } from 'ajv';

/**
 * Validators compiled ahead of time, each made on first use, by `schemaKey` (schema-key.ts). Empty
 * here: running from source, every schema is compiled when first used. scripts/build.mjs replaces
 * this module in the bundles with the validators of every schema src/schemas.ts lists (see
 * precompile.ts), so a command spends no time compiling them (100 ms and more for rigging.yaml's).
 */
export const precompiled: ReadonlyMap<string, () => ValidateFunction> = new Map();

/** The compiler of any other schema; the build's module requires it only when first called. */
export { compileNow } from './compile-now';
