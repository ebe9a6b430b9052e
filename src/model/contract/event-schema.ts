import { schemaCheck } from './schema-check';

/**
 * The deploy event's shape (DESIGN.md, the Lambda contract). Types are exact; unknown keys are
 * let through, so an action newer than the Lambda can add a field the Lambda does not read yet.
 */
export const EVENT_SCHEMA = {
  type: 'object',
  required: ['action', 'environment', 'bundle', 'idToken'],
  properties: {
    action: { enum: ['apply', 'plan', 'drift'] },
    environment: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$' },
    bundle: {
      type: 'object',
      required: ['bucket', 'key', 'sha256'],
      properties: {
        bucket: { type: 'string', minLength: 1 },
        key: { type: 'string', minLength: 1, maxLength: 1024 },
        sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
    },
    commit: { type: ['string', 'null'] },
    idToken: { type: 'string', minLength: 1 },
    runId: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
    options: {
      type: 'object',
      properties: {
        prune: { type: 'boolean' },
        pruneAdopted: { type: 'boolean' },
        allowEmpty: { type: 'boolean' },
        wait: { type: 'boolean' },
        waitTimeoutSeconds: { type: 'integer', minimum: 1, maximum: 3600 },
        force: { type: 'boolean' },
        runUrl: { type: 'string', maxLength: 2048 },
      },
    },
  },
} as const;

/** Every way `value` differs from the event's shape (at most ten), or none. */
export const eventProblems = schemaCheck(EVENT_SCHEMA, 'event');
