// Issue 21, item 2: redaction of any number and size of secrets. A Secret holding a 1 MB value (a
// BOSH `ig-resolved` properties document is that big) made V8 refuse the redactor's one regular
// expression ("Regular expression too large"), so `render -S` and `diff` printed only
// `internal error`; 10,000 small secrets must go through `rigging diff` too.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

/** Each case renders megabytes several times; a loaded CI machine needs room (nothing here is timed). */
const SLOW = 300_000;

const TOKEN = /redacted\.[0-9a-f]{16}/;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** `size` characters that never repeat a 64-character run: a chained sha256 in hex, with separators. */
function bigValue(seed: string, size: number): string {
  const parts: string[] = [];
  let length = 0;
  let h = seed;
  while (length < size) {
    h = createHash('sha256').update(h).digest('hex');
    parts.push(`${h}:`);
    length += h.length + 1;
  }
  return parts.join('').slice(0, size);
}

const MB = 1 << 20;
const PEM = bigValue('pem', MB);
const BLOB = bigValue('blob', MB);

/** Samples of a value: its start, middle and end, long enough to be unmistakable. */
function samples(value: string): string[] {
  const mid = value.length >> 1;
  return [value.slice(0, 48), value.slice(mid, mid + 48), value.slice(-48)];
}

function expectNoneOf(values: string[], texts: Record<string, string>): void {
  for (const value of values) {
    for (const sample of samples(value)) {
      for (const [where, text] of Object.entries(texts)) expect(text.includes(sample), where).toBe(false);
    }
  }
}

const SECRET_LIB = `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'big' },
  stringData: { pem: '${PEM}' },
  data: { blob: '${b64(BLOB)}' } }
`;
const SECRET = `import '../lib/big.libsonnet'\n`;
/** Copies of both values, plain and base64. */
const COPY = `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy' },
  data: { pem: (import '../lib/big.libsonnet').stringData.pem, pemEncoded: '${b64(PEM)}',
          blob: '${BLOB}', note: 'blob is ${BLOB} here' } }
`;
/** A sibling component whose error quotes the whole value. */
const CHECK = `local s = import '../lib/big.libsonnet';
error 'pem rejected: ' + s.stringData.pem
`;

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
}

/** A repository whose base commit has `base` components and whose head adds `head`. */
async function repo(
  base: Record<string, string>,
  head: Record<string, string>,
  files: Record<string, string>,
): Promise<string> {
  const dir = await qbecApp({ components: base, files });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  await writeTree(Object.fromEntries(Object.entries(head).map(([n, t]) => [`app/components/${n}`, t])), dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  return dir;
}

type Obj = { kind: string; stringData: Record<string, string>; data: Record<string, string> };

describe('a Secret with a 1 MB value (CLI)', () => {
  const files = { 'app/lib/big.libsonnet': SECRET_LIB };

  it(
    'render -S shows the values as asked and stays redacted on stderr: no internal error',
    async () => {
      const dir = await qbecApp({ components: { 'big.jsonnet': SECRET, 'check.jsonnet': CHECK }, files });
      const r = await run(dir, ['render', '-S', '-o', 'json', '--env', 'dev']);
      expect(r.stderr).not.toContain('internal error');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/pem rejected: redacted\.[0-9a-f]{16}/);
      expectNoneOf([PEM, BLOB], { stderr: r.stderr });

      const ok = await qbecApp({ components: { 'big.jsonnet': SECRET, 'copy.jsonnet': COPY }, files });
      const shown = await run(ok, ['render', '-S', '-o', 'json', '--env', 'dev']);
      expect(shown.stderr).not.toContain('internal error');
      expect(shown.code, shown.stderr.slice(0, 500)).toBe(0);
      expect(shown.stdout).toContain(PEM);
    },
    SLOW,
  );

  it(
    'render: the Secret and every copy of its values, plain or base64, show tokens',
    async () => {
      const dir = await qbecApp({ components: { 'big.jsonnet': SECRET, 'copy.jsonnet': COPY }, files });
      const r = await run(dir, ['render', '-o', 'json', '--env', 'dev']);
      expect(r.code, r.stderr.slice(0, 500)).toBe(0);
      expectNoneOf([PEM, BLOB, b64(PEM), b64(BLOB)], { stdout: r.stdout, stderr: r.stderr });
      const objects = JSON.parse(r.stdout).environments[0].objects as { object: Obj }[];
      const secret = objects.find((o) => o.object.kind === 'Secret')?.object as Obj;
      const copy = objects.find((o) => o.object.kind === 'ConfigMap')?.object as Obj;
      expect(secret.stringData.pem).toMatch(TOKEN);
      expect(secret.data.blob).toMatch(TOKEN);
      expect(copy.data).toEqual({
        pem: secret.stringData.pem,
        pemEncoded: secret.stringData.pem,
        blob: secret.data.blob,
        note: `blob is ${secret.data.blob} here`,
      });
    },
    SLOW,
  );

  it(
    'diff: every output format shows tokens in place of the values, errors included',
    async () => {
      const dir = await repo(
        { 'big.jsonnet': SECRET },
        { 'copy.jsonnet': COPY, 'check.jsonnet': CHECK },
        files,
      );
      for (const output of ['text', 'markdown']) {
        const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
        expect(r.stderr).not.toContain('internal error');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/pem rejected: redacted\.[0-9a-f]{16}/);
        expectNoneOf([PEM, BLOB, b64(PEM), b64(BLOB)], { stdout: r.stdout, stderr: r.stderr });
      }
      const fixed = await repo({ 'big.jsonnet': SECRET }, { 'copy.jsonnet': COPY }, files);
      const r = await run(fixed, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
      expect(r.code, r.stderr.slice(0, 500)).toBe(0);
      expectNoneOf([PEM, BLOB, b64(PEM), b64(BLOB)], { stdout: r.stdout, stderr: r.stderr });
      const change = JSON.parse(r.stdout).environments[0].changes[0] as {
        key: { kind: string };
        diff: string;
      };
      expect(change.key.kind).toBe('ConfigMap');
      expect(change.diff).toMatch(/^\+\s+pem: redacted\.[0-9a-f]{16}$/m);
      expect(change.diff).toMatch(/^\+\s+pemEncoded: redacted\.[0-9a-f]{16}$/m);
      expect(change.diff).toMatch(/^\+\s+note: blob is redacted\.[0-9a-f]{16} here$/m);
    },
    SLOW,
  );
});

describe('10,000 small secrets (CLI)', () => {
  const COUNT = 10_000;
  /** Distinct values of 12 to 40 characters; `s3cr3t-` marks them in any output. */
  const values = Array.from({ length: COUNT }, (_, i) => {
    const hash = createHash('sha256').update(String(i)).digest('hex');
    return `s3cr3t-${i}-${hash.slice(0, i % 29)}`;
  });
  const lib = `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'many' },
  stringData: { ${values.map((v, i) => `k${i}: '${v}'`).join(', ')} } }
`;
  /** Every value copied into one ConfigMap, plain and in base64, among other text. */
  const copy = `local s = import '../lib/many.libsonnet';
{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copies' },
  data: { plain: std.join(' and ', [s.stringData[k] for k in std.objectFields(s.stringData)]),
          encoded: std.join(',', [std.base64(s.stringData[k]) for k in std.objectFields(s.stringData)]) } }
`;

  it(
    'diff: none of the values nor their base64 forms show, each copy is a token',
    async () => {
      const dir = await repo(
        { 'many.jsonnet': `import '../lib/many.libsonnet'\n` },
        { 'copy.jsonnet': copy },
        { 'app/lib/many.libsonnet': lib },
      );
      const r = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
      expect(r.stderr).not.toContain('internal error');
      expect(r.code, r.stderr.slice(0, 500)).toBe(0);
      expect(r.stdout).not.toMatch(/s3cr3t-/);
      // Each value's base64 begins with that of `s3cr3t-`.
      expect(r.stdout).not.toMatch(/czNjcjN0L/);
      const change = JSON.parse(r.stdout).environments[0].changes[0] as {
        key: { kind: string };
        diff: string;
      };
      expect(change.key.kind).toBe('ConfigMap');
      const plain = /^\+\s+plain: (.*)$/m.exec(change.diff)?.[1] ?? '';
      const tokens = plain.split(' and ');
      expect(tokens).toHaveLength(COUNT);
      for (const t of tokens) expect(t).toMatch(/^redacted\.[0-9a-f]{16}$/);
      expect(new Set(tokens).size).toBe(COUNT);
      const encoded = (/^\+\s+encoded: (.*)$/m.exec(change.diff)?.[1] ?? '').split(',');
      expect(encoded).toEqual(tokens);
    },
    SLOW,
  );
});
