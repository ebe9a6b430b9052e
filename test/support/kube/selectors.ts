import { badRequest } from './status';
import type { Obj } from './types';

type Op = 'in' | 'notin' | '=' | '!=' | 'exists' | '!' | 'gt' | 'lt';

export interface Requirement {
  key: string;
  op: Op;
  values: string[];
}

/** Splits on commas that are not inside a `(...)` value set. */
function splitTerms(selector: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      terms.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(selector.slice(start));
  return terms.map((t) => t.trim()).filter((t) => t.length > 0);
}

const KEY = '[A-Za-z0-9][-A-Za-z0-9_./]*';
const SET = new RegExp(`^(${KEY})\\s+(in|notin)\\s*\\(([^()]*)\\)$`);
const CMP = new RegExp(`^(${KEY})\\s*(==|!=|=|>|<)\\s*([-A-Za-z0-9_.]*)$`);
const EXISTS = new RegExp(`^(!?)\\s*(${KEY})$`);

/** Parses a label selector in the syntax of k8s.io/apimachinery/pkg/labels; a bad one is a 400. */
export function parseLabelSelector(selector: string): Requirement[] {
  return splitTerms(selector).map((term): Requirement => {
    const set = SET.exec(term);
    if (set?.[1] && set[2] && set[3] !== undefined) {
      const values = set[3]
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v.length > 0);
      return { key: set[1], op: set[2] as Op, values };
    }
    const cmp = CMP.exec(term);
    if (cmp?.[1] && cmp[2] && cmp[3] !== undefined) {
      const op: Op = cmp[2] === '!=' ? '!=' : cmp[2] === '>' ? 'gt' : cmp[2] === '<' ? 'lt' : '=';
      if ((op === 'gt' || op === 'lt') && !/^-?\d+$/.test(cmp[3])) {
        throw badRequest(
          `unable to parse requirement: for 'Gt', 'Lt' operators, the value must be an integer`,
        );
      }
      return { key: cmp[1], op, values: [cmp[3]] };
    }
    const exists = EXISTS.exec(term);
    if (exists?.[2]) return { key: exists[2], op: exists[1] ? '!' : 'exists', values: [] };
    throw badRequest(`unable to parse requirement: invalid label selector term ${JSON.stringify(term)}`);
  });
}

export function matchesLabels(
  requirements: Requirement[],
  labels: Record<string, unknown> | undefined,
): boolean {
  const get = (key: string): string | undefined => {
    const v = labels?.[key];
    return typeof v === 'string' ? v : undefined;
  };
  return requirements.every(({ key, op, values }): boolean => {
    const v = get(key);
    switch (op) {
      case 'exists':
        return v !== undefined;
      case '!':
        return v === undefined;
      case '=':
      case 'in':
        return v !== undefined && values.includes(v);
      case '!=':
      case 'notin':
        return v === undefined || !values.includes(v);
      case 'gt':
      case 'lt': {
        if (v === undefined || !/^-?\d+$/.test(v)) return false;
        const n = Number(v);
        const bound = Number(values[0]);
        return op === 'gt' ? n > bound : n < bound;
      }
      default:
        return false;
    }
  });
}

export interface FieldRequirement {
  field: 'metadata.name' | 'metadata.namespace';
  negate: boolean;
  value: string;
}

/** The field selectors every resource supports: metadata.name and metadata.namespace. */
export function parseFieldSelector(selector: string): FieldRequirement[] {
  return splitTerms(selector).map((term) => {
    const m = /^([A-Za-z.]+)\s*(==|!=|=)\s*(.*)$/.exec(term);
    if (!m?.[1] || !m[2] || m[3] === undefined)
      throw badRequest(`invalid selector: '${selector}'; can't understand '${term}'`);
    if (m[1] !== 'metadata.name' && m[1] !== 'metadata.namespace') {
      throw badRequest(`field label not supported: ${m[1]}`);
    }
    return { field: m[1], negate: m[2] === '!=', value: m[3] };
  });
}

export function matchesFields(requirements: FieldRequirement[], metadata: Obj): boolean {
  return requirements.every(({ field, negate, value }) => {
    const actual = field === 'metadata.name' ? metadata.name : metadata.namespace;
    return (actual === value) !== negate;
  });
}
