import type { Diagnostic } from '../model/types';
import { isRecord } from '../model/values';
import { diagnosticAt } from '../schema/diagnostic';
import type { ParsedYaml } from '../schema/parse';

/**
 * Keys rigging.yaml once showed that rigging never honoured, refused by name so a file that still
 * has them fails loudly instead of rendering as if they were read.
 */
export function checkRefusedKeys(parsed: ParsedYaml): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const spec = isRecord(parsed.value) && isRecord(parsed.value.spec) ? parsed.value.spec : {};
  const environments = isRecord(spec.environments) ? spec.environments : {};
  for (const [name, env] of Object.entries(environments)) {
    if (!isRecord(env) || !('properties' in env)) continue;
    // Each tool already has its own per-environment values; a second layer rigging alone merged
    // would make its render differ from the tool's own for the same files.
    const message =
      "rigging passes no properties to sources: put per-environment values in the source's own files " +
      `(a qbec app's qbec.yaml environments.${name}.properties, a bosh source's overrides.${name}, ` +
      "a blueprint source's values, a stack's params file for the environment)";
    diagnostics.push(
      diagnosticAt(parsed, ['spec', 'environments', name, 'properties'], message, {
        key: true,
        reason: 'UnsupportedKey',
      }),
    );
  }
  const diff = isRecord(spec.diff) ? spec.diff : {};
  if (diff.redactSecrets === false) {
    // rigging.yaml is read from the pull request's own head: honouring `false` would let a pull
    // request print the Secrets it can reach into its public comment.
    const message =
      'Secret values are always redacted: a pull request could otherwise turn redaction off in its ' +
      'own rigging.yaml and have its comment print them. Remove the key; `rigging render --show-secrets` ' +
      'prints values on your own machine';
    diagnostics.push(
      diagnosticAt(parsed, ['spec', 'diff', 'redactSecrets'], message, { reason: 'UnsupportedKey' }),
    );
  }
  return diagnostics;
}
