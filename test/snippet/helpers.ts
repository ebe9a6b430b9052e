import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { type DiagnosticJson, type RenderedObjectJson, renderJson, writeTree } from '../qbec/helpers';

/** Fixtures for `type: snippet` sources (JaaS JsonnetSnippets and JsonnetLibraries in a directory). */

export interface ArtifactJson {
  source: string;
  component?: string;
  name: string;
  mediaType: string;
  content: string;
  revision?: string;
  history?: number;
  status?: { ready: boolean; reason: string; message: string };
}

/** rigging.yaml with one environment `dev` and one snippet source `dash` at `snippets/`. */
export function riggingYaml(options: Record<string, unknown> = { defaultServiceAccount: 'jaas' }): string {
  const source = { name: 'dash', type: 'snippet', path: 'snippets', ...options };
  return `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: snippets }
spec:
  environments: { dev: {} }
  sources:
    - ${JSON.stringify(source)}
`;
}

/** `text` indented by `n` spaces on every non-empty line (for block scalars in hand-written YAML). */
export function indent(text: string, n: number): string {
  const pad = ' '.repeat(n);
  return text
    .split('\n')
    .map((l) => (l === '' ? l : pad + l))
    .join('\n');
}

/** A `files:` map as YAML block scalars at `spec.files` (4 spaces for the keys, 6 for the code). */
function filesYaml(files: Record<string, string>): string {
  return Object.entries(files)
    .map(([name, code]) => `    ${name}: |\n${indent(code.endsWith('\n') ? code : `${code}\n`, 6)}`)
    .join('');
}

export interface SnippetFixture {
  name: string;
  namespace?: string;
  files?: Record<string, string>;
  /** Further spec keys, as YAML lines at spec level (2 spaces, written as given). */
  spec?: string;
}

/**
 * A JsonnetSnippet document. `files` become block scalars (so a line of a file is a line of the
 * YAML); `spec` is YAML text inserted verbatim under `spec:` before `files:`.
 */
export function snippetYaml(s: SnippetFixture): string {
  const ns = s.namespace ? `\n  namespace: ${s.namespace}` : '';
  const extra = s.spec ? indent(s.spec.endsWith('\n') ? s.spec : `${s.spec}\n`, 2) : '';
  const files = s.files ? `  files:\n${filesYaml(s.files)}` : '';
  return `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata:
  name: ${s.name}${ns}
spec:
${extra}${files}`;
}

/** A JsonnetLibrary document with inline files. */
export function libraryYaml(name: string, files: Record<string, string>, namespace?: string): string {
  const ns = namespace ? `\n  namespace: ${namespace}` : '';
  return `apiVersion: jaas.metio.wtf/v1
kind: JsonnetLibrary
metadata:
  name: ${name}${ns}
spec:
  files:
${filesYaml(files)}`;
}

/** Documents joined as one multi-document YAML stream. */
export const stream = (...docs: string[]) => docs.join('---\n');

/** `libraries:` spec lines listing `names` (each `name` or `name=alias` or `ns/name`). */
export function librariesSpec(...refs: string[]): string {
  const lines = ['libraries:'];
  for (const ref of refs) {
    const [id, alias] = ref.split('=');
    const [a, b] = (id as string).split('/');
    const name = b ?? a;
    lines.push(`  - kind: JsonnetLibrary`, `    name: ${name}`);
    if (b !== undefined) lines.push(`    namespace: ${a}`);
    if (alias !== undefined) lines.push(`    importPath: ${JSON.stringify(alias)}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface SnippetRender {
  code: number;
  stdout: string;
  stderr: string;
  artifacts: ArtifactJson[];
  objects: RenderedObjectJson[];
  diagnostics: DiagnosticJson[];
  dir: string;
}

/** Writes rigging.yaml (source options `options`) and `files`, then `rigging render -o json`. */
export async function renderSnippets(
  files: Record<string, string>,
  options?: Record<string, unknown>,
  args: string[] = [],
): Promise<SnippetRender> {
  const dir = await writeTree({ 'rigging.yaml': riggingYaml(options), ...files });
  return renderIn(dir, args);
}

export async function renderIn(dir: string, args: string[] = []): Promise<SnippetRender> {
  const r = await renderJson(dir, args);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).not.toMatch(/internal error/i);
  expect(r.json, `stdout is JSON; stderr: ${r.stderr}`).toBeDefined();
  const env = r.json?.environments.find((e) => e.name === 'dev');
  return {
    code: r.code,
    stdout: r.stdout,
    stderr: r.stderr,
    artifacts: (env?.artifacts ?? []) as ArtifactJson[],
    objects: env?.objects ?? [],
    diagnostics: env?.diagnostics ?? [],
    dir,
  };
}

/** The one artifact named `name` (fails the test when there is not exactly one). */
export function artifact(r: SnippetRender, name: string): ArtifactJson {
  const found = r.artifacts.filter((a) => a.name === name);
  expect(
    found.map((a) => a.name),
    `artifact ${name} among ${r.artifacts.map((a) => a.name)}`,
  ).toEqual([name]);
  return found[0] as ArtifactJson;
}

/** The render's error diagnostics. */
export const errors = (r: SnippetRender) => r.diagnostics.filter((d) => d.severity === 'error');
export const warnings = (r: SnippetRender) => r.diagnostics.filter((d) => d.severity === 'warning');

const RUNBOOK = (reason: string) =>
  ` (runbook: https://jaas.projects.metio.wtf/runbooks/${reason.toLowerCase()}/)`;

/**
 * A snippet that is not ready: exit 2, its artifact not ready with `reason` and exactly JaaS's
 * `message` plus the runbook suffix, and one error diagnostic `JsonnetSnippet ns/name: reason:
 * message` at `file:line:column`, printed as such on stderr. Returns the diagnostic.
 */
export function expectNotReady(
  r: SnippetRender,
  snippet: string,
  reason: string,
  message: string,
  at?: { file: string; line: number; column: number },
): DiagnosticJson {
  expect(r.code, r.stderr).toBe(2);
  const [ns, name] = snippet.split('/') as [string, string];
  const a = artifact(r, `${snippet}/rendered.json`);
  expect(a.component).toBe(name);
  expect(a.revision).toBeUndefined();
  expect(a.content).toBe('');
  expect(a.status).toEqual({ ready: false, reason, message: message + RUNBOOK(reason) });
  const mine = errors(r).filter((d) => d.message.startsWith(`JsonnetSnippet ${ns}/${name}: `));
  expect(mine.map((d) => d.message)).toEqual([`JsonnetSnippet ${snippet}: ${reason}: ${message}`]);
  const d = mine[0] as DiagnosticJson;
  expect(d.reason).toBe(reason);
  if (at) {
    expect({ file: d.file, line: d.line, column: d.column }).toEqual(at);
    expect(r.stderr).toContain(`${at.file}:${at.line}:${at.column}: JsonnetSnippet ${snippet}: ${reason}: `);
  }
  return d;
}

/** A Synced snippet's rendered artifact, checked against its content and JaaS's revision of it. */
export function expectSynced(r: SnippetRender, snippet: string, content: string, files = 1): ArtifactJson {
  const a = artifact(r, `${snippet}/rendered.json`);
  expect(a.status).toEqual({
    ready: true,
    reason: 'Synced',
    message: `Rendered ${Buffer.byteLength(content)} bytes from ${files} files`,
  });
  expect(a.content).toBe(content);
  expect(a.revision).toBe(renderedRevision(content));
  expect(a.mediaType).toBe('application/json');
  return a;
}

/** `sha256:` of the rendered.json bytes (publisher.go, rendered mode). */
export function renderedRevision(content: string): string {
  return `sha256:${createHash('sha256').update(content, 'utf8').digest('hex')}`;
}

/** `sha256:` over `name NUL content NUL` per file in byte order of names (sourceArchiveRevision). */
export function sourceRevision(files: Record<string, string>): string {
  const h = createHash('sha256');
  const names = Object.keys(files).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const n of names)
    h.update(n)
      .update('\0')
      .update(files[n] as string)
      .update('\0');
  return `sha256:${h.digest('hex')}`;
}

/** go-jsonnet's manifestation of `value`: 3-space indent, keys in byte order, `[ ]`/`{ }`, a trailing newline. */
export function jaasJson(value: unknown): string {
  const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  const write = (v: unknown, pad: string): string => {
    const inner = `${pad}   `;
    if (Array.isArray(v)) {
      if (v.length === 0) return '[ ]';
      return `[\n${v.map((x) => inner + write(x, inner)).join(',\n')}\n${pad}]`;
    }
    if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v).sort(byteOrder);
      if (keys.length === 0) return '{ }';
      const fields = keys.map(
        (k) => `${inner}${JSON.stringify(k)}: ${write((v as Record<string, unknown>)[k], inner)}`,
      );
      return `{\n${fields.join(',\n')}\n${pad}}`;
    }
    return JSON.stringify(v);
  };
  return `${write(value, '')}\n`;
}

/** 1-based line and column of the first `needle` in `text`. */
export function posOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  expect(at, `${needle} in fixture`).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before.at(-1) as string).length + 1 };
}

/**
 * A snippet whose evaluation failed: EvaluationFailed with the jsonnet error (its first line in
 * the diagnostic, the whole error with its trace in the condition message) at `at`.
 */
export function expectEvaluationFailed(
  r: SnippetRender,
  snippet: string,
  firstLine: string,
  at?: { file: string; line: number; column?: number },
): { message: string } {
  expect(r.code, r.stderr).toBe(2);
  const a = artifact(r, `${snippet}/rendered.json`);
  expect(a.revision).toBeUndefined();
  expect(a.status?.ready).toBe(false);
  expect(a.status?.reason).toBe('EvaluationFailed');
  const message = a.status?.message ?? '';
  expect(message.split('\n')[0]).toBe(firstLine);
  expect(message.endsWith(RUNBOOK('EvaluationFailed'))).toBe(true);
  const mine = errors(r).filter((d) => d.message.startsWith(`JsonnetSnippet ${snippet}: `));
  expect(mine.map((d) => d.message)).toEqual([`JsonnetSnippet ${snippet}: EvaluationFailed: ${firstLine}`]);
  if (at) {
    const d = mine[0] as DiagnosticJson;
    if (at.column === undefined) {
      expect({ file: d.file, line: d.line }).toEqual(at);
      expect(r.stderr).toMatch(
        new RegExp(`^${at.file}:${at.line}:\\d+: JsonnetSnippet ${snippet}: EvaluationFailed: `, 'm'),
      );
    } else {
      expect({ file: d.file, line: d.line, column: d.column }).toEqual(at);
      expect(r.stderr).toContain(
        `${at.file}:${at.line}:${at.column}: JsonnetSnippet ${snippet}: EvaluationFailed: `,
      );
    }
  }
  return { message };
}
