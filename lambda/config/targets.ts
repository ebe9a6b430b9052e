import { isRecord } from '../../src/model/values';
import type { Problems, Segment } from './path';
import type { Target } from './types';

const FORMAT =
  'expected {"secretId": "<name or ARN>"} or ' +
  '{"eksCluster": "<name>", "region": "<region>", "server": "https://...", "caData": "<base64>"}';

export const TARGET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;
// EKS cluster names: letters, digits, hyphens and underscores, starting with a letter or digit.
const CLUSTER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SECRET_KEYS = new Set(['secretId']);
const EKS_KEYS = new Set(['eksCluster', 'region', 'server', 'caData']);

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function secretTarget(
  path: Segment[],
  spec: Record<string, unknown>,
  problems: Problems,
): Target | undefined {
  const unknown = Object.keys(spec).filter((k) => !SECRET_KEYS.has(k));
  if (unknown.length > 0) {
    problems.at(path, `unknown keys ${unknown.join(', ')}; ${FORMAT}`);
    return undefined;
  }
  if (!nonEmpty(spec.secretId)) {
    problems.at([...path, 'secretId'], 'must be a non-empty string (a secret name or ARN)');
    return undefined;
  }
  return { kind: 'secret', secretId: spec.secretId.trim() };
}

function eksTarget(path: Segment[], spec: Record<string, unknown>, problems: Problems): Target | undefined {
  const before = problems.size;
  const unknown = Object.keys(spec).filter((k) => !EKS_KEYS.has(k));
  if (unknown.length > 0) problems.at(path, `unknown keys ${unknown.join(', ')}; ${FORMAT}`);
  const { eksCluster, region, server, caData } = spec;
  if (typeof eksCluster !== 'string' || !CLUSTER.test(eksCluster)) {
    problems.at([...path, 'eksCluster'], 'must be an EKS cluster name');
  }
  if (typeof region !== 'string' || !REGION.test(region)) {
    problems.at([...path, 'region'], 'must be an AWS region such as us-east-1');
  }
  // Describing the cluster would need eks:DescribeCluster at run time; the endpoint and CA are fixed, so
  // they are configuration.
  if (typeof server !== 'string' || !httpsUrl(server)) {
    problems.at([...path, 'server'], 'must be the cluster endpoint (https URL)');
  }
  if (typeof caData !== 'string' || !BASE64.test(caData.replace(/\s+/g, ''))) {
    problems.at([...path, 'caData'], 'must be the base64 cluster CA (certificateAuthority.data)');
  }
  if (problems.size > before) return undefined;
  return {
    kind: 'eks',
    eksCluster: eksCluster as string,
    region: region as string,
    server: server as string,
    caData: (caData as string).replace(/\s+/g, ''),
  };
}

/**
 * Reads the `targets` mapping; each target is exactly one of a Secrets Manager secret or an EKS
 * cluster. `path` is where the mapping sits in the configuration, for messages.
 */
export function parseTargets(
  value: unknown,
  problems: Problems,
  path: Segment[] = ['targets'],
): Map<string, Target> {
  const targets = new Map<string, Target>();
  if (!isRecord(value) || Object.keys(value).length === 0) {
    problems.at(path, `must be a mapping with at least one target; each ${FORMAT}`);
    return targets;
  }
  for (const [name, spec] of Object.entries(value)) {
    const at = [...path, name];
    if (!TARGET_NAME.test(name)) {
      problems.at(at, 'is not a valid target name; use letters, digits, ".", "_" or "-"');
      continue;
    }
    if (!isRecord(spec)) {
      problems.at(at, `must be a mapping; ${FORMAT}`);
      continue;
    }
    const hasSecret = 'secretId' in spec;
    const hasEks = 'eksCluster' in spec;
    if (hasSecret === hasEks) {
      problems.at(at, `must have exactly one of secretId or eksCluster; ${FORMAT}`);
      continue;
    }
    const target = hasSecret ? secretTarget(at, spec, problems) : eksTarget(at, spec, problems);
    if (target) targets.set(name, target);
  }
  return targets;
}
