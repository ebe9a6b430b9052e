import { pipelineSchema } from './config/schema';
import { QBEC_APP_SCHEMA, QBEC_ENVIRONMENT_MAP_SCHEMA } from './render/qbec/schema';
import { sourceTypes } from './render/registry';
import { LIBRARY_SCHEMA, SNIPPET_SCHEMA } from './render/snippet/admission';
import { STACK_RIGGING_SCHEMA } from './render/stack/compose/declared';
import type { ValidateOptions } from './schema/validate';

/**
 * Every JSON Schema rigging checks YAML against (schema/validate.ts), for the build to compile
 * ahead of time (schema/precompile.ts). One missing here is still checked, compiled when first used.
 */
export function validatedSchemas(): { schema: object; opts?: ValidateOptions }[] {
  return [
    { schema: pipelineSchema(sourceTypes) },
    { schema: SNIPPET_SCHEMA },
    { schema: LIBRARY_SCHEMA },
    { schema: STACK_RIGGING_SCHEMA },
    { schema: QBEC_APP_SCHEMA },
    { schema: QBEC_ENVIRONMENT_MAP_SCHEMA },
  ];
}
