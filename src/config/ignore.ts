import type { Diagnostic } from '../model/types';
import { isRecord } from '../model/values';
import { diagnosticAt } from '../schema/diagnostic';
import type { ParsedYaml } from '../schema/parse';
import { parsePointer } from './pointer';
import { ignoreRuleSchema } from './schema';
import type { IgnoreRule } from './types';

const IGNORE_PATH = ['spec', 'diff', 'ignore'] as const;
const WHAT_KEYS = ['paths', 'labels', 'annotations'] as const;
const KNOWN_KEYS = Object.keys(ignoreRuleSchema.properties);

/** `spec.diff.ignore` of a document of any shape; the schema reports a wrong one. */
function rawRules(value: unknown): unknown[] {
  let node: unknown = value;
  for (const key of IGNORE_PATH) node = isRecord(node) ? node[key] : undefined;
  return Array.isArray(node) ? node : [];
}

/**
 * What the schema leaves to code: a rule that ignores nothing, and pointers that do not
 * parse (worded after RFC 6901 rather than as a regular expression).
 */
export function checkIgnoreRules(parsed: ParsedYaml): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  rawRules(parsed.value).forEach((rule, index) => {
    if (!isRecord(rule)) return;
    const at = [...IGNORE_PATH, index];
    // A rule with an unknown key (`path:`, `lables:`) has its typo reported by the schema already.
    const typo = Object.keys(rule).some((key) => !KNOWN_KEYS.includes(key));
    if (!typo && !WHAT_KEYS.some((key) => key in rule)) {
      const message = 'a rule needs paths, labels or annotations';
      diagnostics.push(diagnosticAt(parsed, at, message, { reason: 'EmptyIgnoreRule' }));
    }
    if (!Array.isArray(rule.paths)) return;
    rule.paths.forEach((pointer: unknown, i) => {
      if (typeof pointer !== 'string' || pointer === '') return;
      const result = parsePointer(pointer);
      if (result.ok) return;
      const message = `invalid JSON pointer ${JSON.stringify(pointer)}: ${result.error}`;
      diagnostics.push(diagnosticAt(parsed, [...at, 'paths', i], message, { reason: 'InvalidPointer' }));
    });
  });
  return diagnostics;
}

/** One rule as the schema and checkIgnoreRules guarantee it; only build.ts relies on it. */
export interface RawIgnoreRule {
  kind?: string;
  group?: string;
  name?: string;
  namespace?: string;
  paths?: string[];
  labels?: string[];
  annotations?: string[];
}

/** Typed rules from a validated `spec.diff.ignore`. */
export function buildIgnoreRules(raw: readonly RawIgnoreRule[]): IgnoreRule[] {
  return raw.map((r) => {
    const pointers = r.paths ?? [];
    const rule: IgnoreRule = {
      paths: pointers.map((p) => {
        const result = parsePointer(p);
        if (!result.ok) throw new Error(`unchecked JSON pointer ${JSON.stringify(p)}`);
        return result.tokens;
      }),
      pointers,
      labels: r.labels ?? [],
      annotations: r.annotations ?? [],
    };
    for (const key of ['kind', 'group', 'name', 'namespace'] as const) {
      const value = r[key];
      if (value !== undefined) rule[key] = value;
    }
    return rule;
  });
}
