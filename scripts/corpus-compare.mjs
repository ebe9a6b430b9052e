// What `npm run corpus` compares and how it prints it: pure functions, unit-tested in
// test/scripts/corpus-compare.unit.test.ts.
import { isDeepStrictEqual } from 'node:util';

/**
 * Kubernetes objects in a jsonnet value, the way qbec collects a component's output: objects
 * with apiVersion and kind, found in nested objects and arrays; a `*List` with `items` is
 * replaced by its items.
 */
export function flattenObjects(value, out = []) {
  if (Array.isArray(value)) {
    for (const v of value) flattenObjects(v, out);
  } else if (value && typeof value === 'object') {
    if (typeof value.apiVersion === 'string' && typeof value.kind === 'string') {
      if (value.kind.endsWith('List') && Array.isArray(value.items)) flattenObjects(value.items, out);
      else out.push(value);
    } else {
      for (const key of Object.keys(value).sort()) flattenObjects(value[key], out);
    }
  }
  return out;
}

/** group/kind/namespace/name: what identifies an object in a cluster. */
export function objectKey(o) {
  const group = String(o.apiVersion).includes('/') ? String(o.apiVersion).split('/')[0] : '';
  return `${group}/${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`;
}

const QBEC_LABELS = ['qbec.io/application', 'qbec.io/environment', 'qbec.io/tag', 'qbec.io/component'];
const QBEC_ANNOTATIONS = ['qbec.io/component'];

/** An object as rigging's qbec source renders it, without the labels and annotations qbec adds. */
export function withoutQbecMetadata(o) {
  const copy = structuredClone(o);
  const md = copy.metadata ?? {};
  for (const [field, keys] of [
    ['labels', QBEC_LABELS],
    ['annotations', QBEC_ANNOTATIONS],
  ]) {
    if (!md[field]) continue;
    for (const k of keys) delete md[field][k];
    if (Object.keys(md[field]).length === 0) delete md[field];
  }
  return copy;
}

/**
 * Compares two object sets by key. Returns the count of equal objects and one entry per
 * difference: `missing` (expected, not rendered), `extra` (rendered, not expected), `changed`
 * (with the first differing path), `duplicate` (a key twice on one side).
 */
export function compareObjects(expected, actual) {
  const index = (list, side, differences) => {
    const map = new Map();
    for (const o of list) {
      const key = objectKey(o);
      if (map.has(key)) differences.push({ key, kind: 'duplicate', side });
      map.set(key, o);
    }
    return map;
  };
  const differences = [];
  const want = index(expected, 'expected', differences);
  const got = index(actual, 'actual', differences);
  let equal = 0;
  for (const [key, o] of want) {
    if (!got.has(key)) differences.push({ key, kind: 'missing' });
    else if (isDeepStrictEqual(o, got.get(key))) equal++;
    else differences.push({ key, kind: 'changed', path: firstDifference(o, got.get(key)) });
  }
  for (const key of got.keys()) if (!want.has(key)) differences.push({ key, kind: 'extra' });
  return { total: want.size, equal, differences };
}

/** The first path (a.b[2].c) where two JSON values differ, or '' when they do not. */
export function firstDifference(a, b, at = '') {
  if (isDeepStrictEqual(a, b)) return '';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at} (length ${a.length} vs ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], at ? `${at}.${k}` : k);
      if (d) return d;
    }
  }
  return at || '(root)';
}

/**
 * Compares rendered files (name -> {ok, content} | {ok: false, message}). Two failures count as
 * equal only when their messages agree once Ruby's anonymous class names are taken out.
 */
export function compareFiles(expected, actual) {
  const differences = [];
  let equal = 0;
  const norm = (m) => String(m).replace(/#<Class:0x[0-9a-f]+>/g, '#<Class>');
  for (const [name, want] of expected) {
    const got = actual.get(name);
    if (!got) differences.push({ key: name, kind: 'missing' });
    else if (want.ok && got.ok && want.content === got.content) equal++;
    else if (!want.ok && !got.ok && norm(want.message) === norm(got.message)) equal++;
    else {
      // Both rendered: where they part, by line number only (the text may hold a credential).
      const at =
        want.ok && got.ok
          ? ` (first difference at line ${firstDifferentLine(want.content, got.content)})`
          : '';
      differences.push({
        key: name,
        kind: 'changed',
        expected: want.ok ? `rendered${at}` : want.message,
        actual: got.ok ? `rendered${at}` : got.message,
      });
    }
  }
  for (const name of actual.keys()) if (!expected.has(name)) differences.push({ key: name, kind: 'extra' });
  return { total: expected.size, equal, differences };
}

/** The 1-based number of the first line where two texts differ (one past the shorter's last). */
function firstDifferentLine(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i + 1;
}

/** Which of `paths` (name -> absolute path) `exists` says are absent. */
export function absentSnapshots(paths, exists) {
  return Object.entries(paths)
    .filter(([, p]) => !exists(p))
    .map(([name]) => name);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/**
 * The one line printed per project:
 *   name  <what>: N equal, M differences  (vs <reference>)  12.3s
 *   name  SKIPPED: <why>
 *   name  FAILED: <first error>  12.3s
 */
export function formatLine(r) {
  const name = r.name.padEnd(36);
  if (r.skipped) return `${name} SKIPPED: ${r.skipped}`;
  const time = r.ms === undefined ? '' : `  ${seconds(r.ms)}`;
  if (r.failure) return `${name} FAILED: ${oneLine(r.failure)}${time}`;
  const diff = r.differences ?? 0;
  const against = r.reference ? ` vs ${r.reference}` : '';
  const extra = r.note ? ` (${r.note})` : '';
  const [good, bad] = r.words ?? ['equal', diff === 1 ? 'difference' : 'differences'];
  return `${name} ${r.total} ${r.unit ?? 'objects'}${against}: ${r.equal} ${good}, ${diff} ${bad}${extra}${time}`;
}

export function oneLine(text, max = 300) {
  // A path that grew by repetition (lib/./././a) is shown with its count.
  const flat = String(text)
    .replace(/\s+/g, ' ')
    .replace(/(?:\.\/){4,}/g, (m) => `(./ x${m.length / 2})`)
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * jsonnet CLI flags for a JsonnetSnippet's variables: jaas's list form ({name, value, code}) and
 * the older map form (name -> value; a list of values is a JSON array TLA).
 */
export function variableFlags(spec) {
  const entries = (v) =>
    Array.isArray(v)
      ? v.map((x) => [x.name, x.value ?? '', Boolean(x.code)])
      : Object.entries(v ?? {}).map(([k, x]) =>
          Array.isArray(x) && x.length !== 1
            ? [k, JSON.stringify(x), true]
            : [k, String(Array.isArray(x) ? x[0] : x), false],
        );
  return [
    ...entries(spec.externalVariables).flatMap(([k, x, code]) => [
      code ? '--ext-code' : '--ext-str',
      `${k}=${x}`,
    ]),
    ...entries(spec.tlas).flatMap(([k, x, code]) => [code ? '--tla-code' : '--tla-str', `${k}=${x}`]),
  ];
}
