/**
 * Landscaper's parseOCIRef, ociRefRepo and ociRefVersion: template.ParseOCIReference
 * (pkg/landscaper/installations/executions/template/helper.go) over the legacy component-cli's
 * oci.ParseRef (legacy-component-cli/ociclient/oci/ref.go), which is distribution/reference's
 * ParseDockerRef (normalize.go, reference.go, regexp.go) with opencontainers/go-digest's checks.
 */
import type { GoValue } from '../../../template/gotemplate/value';

// distribution/reference's grammar (regexp.go).
const alphanumeric = '[a-z0-9]+';
const separator = '(?:[._]|__|[-]+)';
const domainNameComponent = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const optionalPort = '(?::[0-9]+)?';
const tag = '[\\w][\\w.-]{0,127}';
const digestPat = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9A-Fa-f]{32,}';
const ipv6address = '\\[(?:[a-fA-F0-9:]+)\\]';
const domainName = `${domainNameComponent}(?:\\.${domainNameComponent})*`;
const host = `(?:${domainName}|${ipv6address})`;
const domainAndPort = host + optionalPort;
const pathComponent = `${alphanumeric}(?:${separator}${alphanumeric})*`;
const remoteName = `${pathComponent}(?:/${pathComponent})*`;
const namePat = `(?:${domainAndPort}/)?${remoteName}`;
const referenceRegexp = new RegExp(`^(${namePat})(?::(${tag}))?(?:@(${digestPat}))?$`);
const anchoredNameRegexp = new RegExp(`^(?:(${domainAndPort})/)?(${remoteName})$`);
const anchoredIdentifierRegexp = /^[a-f0-9]{64}$/;
const NAME_TOTAL_LENGTH_MAX = 255;

const DIGEST_SIZES: Record<string, number> = { sha256: 64, sha384: 96, sha512: 128 };

/** go-digest's Digest.Validate, as reference.Parse calls it through digest.Parse. */
function validateDigest(d: string): void {
  const i = d.indexOf(':');
  if (i <= 0 || i + 1 === d.length) throw new Error('invalid checksum digest format');
  const alg = d.slice(0, i);
  const encoded = d.slice(i + 1);
  const size = DIGEST_SIZES[alg];
  if (size === undefined) {
    if (!/^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/.test(d))
      throw new Error('invalid checksum digest format');
    throw new Error('unsupported digest algorithm');
  }
  if (encoded.length !== size) throw new Error('invalid checksum digest length');
  if (!/^[a-f0-9]+$/.test(encoded)) throw new Error('invalid checksum digest format');
}

interface Ref {
  domain: string;
  path: string;
  tag?: string;
  digest?: string;
}

/** reference.Parse. */
function parse(s: string): Ref {
  if (s === '') throw new Error('repository name must have at least one component');
  const m = referenceRegexp.exec(s);
  if (!m) {
    const sl = s.toLowerCase();
    if (sl !== s && referenceRegexp.test(sl)) throw new Error('repository name must be lowercase');
    throw new Error('invalid reference format');
  }
  const name = m[1] as string;
  const nm = anchoredNameRegexp.exec(name);
  const ref: Ref = nm ? { domain: nm[1] ?? '', path: nm[2] as string } : { domain: '', path: name };
  if (ref.path.length > NAME_TOTAL_LENGTH_MAX) {
    throw new Error(`repository name must not be more than ${NAME_TOTAL_LENGTH_MAX} characters`);
  }
  if (m[2]) ref.tag = m[2];
  if (m[3]) {
    validateDigest(m[3]);
    ref.digest = m[3];
  }
  return ref;
}

/** reference.splitDockerDomain. */
function splitDockerDomain(name: string): [string, string] {
  const slash = name.indexOf('/');
  if (slash < 0) return ['docker.io', `library/${name}`];
  const maybeDomain = name.slice(0, slash);
  const maybeRemote = name.slice(slash + 1);
  let domain: string;
  let remote: string;
  if (maybeDomain === 'localhost') [domain, remote] = [maybeDomain, maybeRemote];
  else if (maybeDomain === 'index.docker.io') [domain, remote] = ['docker.io', maybeRemote];
  else if (/[.:]/.test(maybeDomain)) [domain, remote] = [maybeDomain, maybeRemote];
  else if (maybeDomain.toLowerCase() !== maybeDomain) [domain, remote] = [maybeDomain, maybeRemote];
  else [domain, remote] = ['docker.io', name];
  if (domain === 'docker.io' && !remote.includes('/')) remote = `library/${remote}`;
  return [domain, remote];
}

/** reference.ParseDockerRef: normalized, tag and digest → digest only, name only → :latest. */
function parseDockerRef(s: string): Ref {
  if (anchoredIdentifierRegexp.test(s)) {
    throw new Error(`invalid repository name (${s}), cannot specify 64-byte hexadecimal strings`);
  }
  const [domain, remainder] = splitDockerDomain(s);
  const tagSep = remainder.indexOf(':');
  const remote = tagSep > -1 ? remainder.slice(0, tagSep) : remainder;
  if (remote.toLowerCase() !== remote) {
    throw new Error(`invalid reference format: repository name (${remote}) must be lowercase`);
  }
  const ref = parse(`${domain}/${remainder}`);
  if (ref.tag !== undefined && ref.digest !== undefined) delete ref.tag;
  if (ref.tag === undefined && ref.digest === undefined) ref.tag = 'latest';
  return ref;
}

/** Go's path.Join of two elements (both non-empty here; the path is already clean). */
function joinName(host: string, repo: string): string {
  return host === '' ? repo : `${host}/${repo}`;
}

/**
 * template.ParseOCIReference: [repository, tag or digest]. Docker Hub names lose their
 * index.docker.io/ (and library/) prefix. Errors are Go panics, reported as the function's error.
 */
export function parseOCIReference(ref: string): [string, string] {
  let r = ref;
  const proto = r.indexOf('://');
  if (proto >= 0) r = r.slice(proto + 3);
  const spec = parseDockerRef(r);
  const hostName = spec.domain === 'docker.io' ? 'index.docker.io' : spec.domain;
  if (ref.split(':').length < 2) throw new Error('invalid reference');
  let repository = joinName(hostName, spec.path);
  if (repository.startsWith('index.docker.io/library/'))
    repository = repository.slice('index.docker.io/library/'.length);
  else if (repository.startsWith('index.docker.io/'))
    repository = repository.slice('index.docker.io/'.length);
  if (spec.tag !== undefined) return [repository, spec.tag];
  if (spec.digest !== undefined) return [repository, spec.digest];
  return [repository, ''];
}

function refArg(name: string, v: GoValue): string {
  if (typeof v !== 'string')
    throw new Error(`${name}: expected string argument, got ${v === null ? 'nil' : typeof v}`);
  return v;
}

export const parseOCIRef = (ref: GoValue): GoValue => parseOCIReference(refArg('parseOCIRef', ref));
export const ociRefRepo = (ref: GoValue): GoValue => parseOCIReference(refArg('ociRefRepo', ref))[0];
export const ociRefVersion = (ref: GoValue): GoValue => parseOCIReference(refArg('ociRefVersion', ref))[1];
