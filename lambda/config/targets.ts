import type { Target } from './types';

const VAR = 'RIGGING_TARGETS';
const FORMAT =
  'Expected format {"<target>": {"secretId": "<name or ARN>"}} or ' +
  '{"<target>": {"eksCluster": "<name>", "region": "<region>", "server": "https://...", "caData": "<base64>"}}';

const TARGET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;
// EKS cluster names: letters, digits, hyphens and underscores, starting with a letter or digit.
const CLUSTER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SECRET_KEYS = new Set(['secretId']);
const EKS_KEYS = new Set(['eksCluster', 'region', 'server', 'caData']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

function secretTarget(name: string, spec: Record<string, unknown>, problems: string[]): Target | undefined {
  const unknown = Object.keys(spec).filter((k) => !SECRET_KEYS.has(k));
  if (unknown.length > 0) {
    problems.push(`${VAR}: target "${name}" has unknown keys ${unknown.join(', ')}. ${FORMAT}`);
    return undefined;
  }
  if (!nonEmpty(spec.secretId)) {
    problems.push(`${VAR}: target "${name}" secretId must be a non-empty string. ${FORMAT}`);
    return undefined;
  }
  return { kind: 'secret', secretId: spec.secretId.trim() };
}

function eksTarget(name: string, spec: Record<string, unknown>, problems: string[]): Target | undefined {
  const before = problems.length;
  const bad = (what: string) => problems.push(`${VAR}: target "${name}" ${what}. ${FORMAT}`);
  const unknown = Object.keys(spec).filter((k) => !EKS_KEYS.has(k));
  if (unknown.length > 0) bad(`has unknown keys ${unknown.join(', ')}`);
  const { eksCluster, region, server, caData } = spec;
  if (typeof eksCluster !== 'string' || !CLUSTER.test(eksCluster)) {
    bad('eksCluster must be an EKS cluster name');
  }
  if (typeof region !== 'string' || !REGION.test(region))
    bad('region must be an AWS region such as us-east-1');
  // Describing the cluster would need eks:DescribeCluster at run time; the endpoint and CA are fixed, so
  // they are configuration.
  if (typeof server !== 'string' || !httpsUrl(server)) bad('server must be the cluster endpoint (https URL)');
  if (typeof caData !== 'string' || !BASE64.test(caData.replace(/\s+/g, ''))) {
    bad('caData must be the base64 cluster CA (certificateAuthority.data)');
  }
  if (problems.length > before) return undefined;
  return {
    kind: 'eks',
    eksCluster: eksCluster as string,
    region: region as string,
    server: server as string,
    caData: (caData as string).replace(/\s+/g, ''),
  };
}

/** Parses RIGGING_TARGETS; each target is exactly one of a Secrets Manager secret or an EKS cluster. */
export function parseTargets(raw: string | undefined, problems: string[]): Map<string, Target> {
  const targets = new Map<string, Target>();
  if (raw === undefined || raw.trim() === '') {
    problems.push(`${VAR} is not set. ${FORMAT}`);
    return targets;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    problems.push(`${VAR}: is not valid JSON (${(err as Error).message}). ${FORMAT}`);
    return targets;
  }
  if (!isObject(parsed) || Object.keys(parsed).length === 0) {
    problems.push(`${VAR}: must be a JSON object with at least one target. ${FORMAT}`);
    return targets;
  }
  for (const [name, spec] of Object.entries(parsed)) {
    if (!TARGET_NAME.test(name)) {
      problems.push(`${VAR}: target name "${name}" is not valid. Expected letters, digits, ".", "_" or "-"`);
      continue;
    }
    if (!isObject(spec)) {
      problems.push(`${VAR}: target "${name}" must be an object. ${FORMAT}`);
      continue;
    }
    const hasSecret = 'secretId' in spec;
    const hasEks = 'eksCluster' in spec;
    if (hasSecret === hasEks) {
      problems.push(`${VAR}: target "${name}" must have exactly one of secretId or eksCluster. ${FORMAT}`);
      continue;
    }
    const target = hasSecret ? secretTarget(name, spec, problems) : eksTarget(name, spec, problems);
    if (target) targets.set(name, target);
  }
  return targets;
}
