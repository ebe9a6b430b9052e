import type { KubeObject } from '../../model/types';
import { isRecord } from '../../model/values';

/** A user mistake in a component's output, with qbec's JSONPath-like location of it. */
export class ExtractError extends Error {
  constructor(
    message: string,
    readonly at: string,
  ) {
    super(message);
    this.name = 'ExtractError';
  }
}

/** qbec's test for a Kubernetes object: kind and apiVersion both non-empty strings. */
export function isKubeObject(v: unknown): v is KubeObject {
  return (
    isRecord(v) &&
    typeof v.kind === 'string' &&
    v.kind !== '' &&
    typeof v.apiVersion === 'string' &&
    v.apiVersion !== ''
  );
}

function typeName(v: unknown): string {
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'boolean';
  return typeof v;
}

/**
 * Flattens a component's output as qbec does: a Kubernetes object is a leaf; one with an `items`
 * array is a list whose items are walked; other maps and arrays are walked value by value; null
 * and empty maps give nothing; any other value is an error naming its path (`$[0].foo`).
 */
export function extractObjects(output: unknown): KubeObject[] {
  const out: KubeObject[] = [];
  walk(output, '$', out);
  return out;
}

function walk(value: unknown, at: string, out: KubeObject[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${at}[${i}]`, out);
    return;
  }
  if (!isRecord(value)) {
    throw new ExtractError(
      `non-kubernetes object found while evaluating path "${at}" (found ${JSON.stringify(typeName(value))})`,
      at,
    );
  }
  if (isKubeObject(value)) {
    if (Array.isArray(value.items)) {
      walk(value.items, `${at}.items`, out);
      return;
    }
    const meta = value.metadata;
    const named =
      isRecord(meta) &&
      ((typeof meta.name === 'string' && meta.name !== '') ||
        (typeof meta.generateName === 'string' && meta.generateName !== ''));
    if (!named) {
      throw new ExtractError(
        `object (${value.apiVersion} ${value.kind}) did not have a name at path "${at}"`,
        at,
      );
    }
    out.push(value);
    return;
  }
  for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, out);
}
