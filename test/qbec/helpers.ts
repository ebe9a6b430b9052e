import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { main } from '../../src/cli/main';

const created: string[] = [];

/** Removes every temp dir made by `writeTree`/`tempDir` after each test of the file that imports this. */
export function cleanupTempDirs(): void {
  afterEach(async () => {
    await Promise.all(created.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
}

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rigging-qbec-test-'));
  created.push(dir);
  return dir;
}

/** Writes `files` (relative path -> content; parents created) into `dir`, or a new temp dir. */
export async function writeTree(files: Record<string, string>, dir?: string): Promise<string> {
  const root = dir ?? (await tempDir());
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return root;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The engine every test run through `run` uses when set: test/jsonnet-rigging/suites.int.test.ts
 * runs the qbec and snippet suites again with `libjsonnet`, so both engines meet every expectation.
 */
const SUITE_ENGINE = process.env.RIGGING_TEST_JSONNET_ENGINE;

/** Runs the `rigging` command as a user would, with `cwd` as the working directory. */
export async function run(cwd: string, argv: string[]): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const [command, ...rest] = argv;
  const engineArgs =
    SUITE_ENGINE &&
    ['render', 'diff', 'validate'].includes(command ?? '') &&
    !argv.includes('--jsonnet-engine')
      ? [command as string, '--jsonnet-engine', SUITE_ENGINE, ...rest]
      : argv;
  const code = await main(engineArgs, {
    cwd,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  });
  return { code, stdout, stderr };
}

export interface RenderedObjectJson {
  source: string;
  component: string;
  file?: string;
  // biome-ignore lint/suspicious/noExplicitAny: rendered Kubernetes objects are free-form JSON
  object: any;
}

export interface DiagnosticJson {
  severity: string;
  source: string;
  file?: string;
  line?: number;
  column?: number;
  message: string;
  trace?: string;
  reason?: string;
}

export interface RenderJson {
  pipeline: string;
  commit: string | null;
  environments: {
    name: string;
    objects: RenderedObjectJson[];
    artifacts: unknown[];
    diagnostics: DiagnosticJson[];
  }[];
}

/** `rigging render -o json [args]` in `dir`; `json` is undefined when stdout is not JSON. */
export async function renderJson(
  dir: string,
  args: string[] = [],
): Promise<RunResult & { json: RenderJson | undefined }> {
  const result = await run(dir, ['render', '-o', 'json', ...args]);
  let json: RenderJson | undefined;
  try {
    json = JSON.parse(result.stdout) as RenderJson;
  } catch {
    json = undefined;
  }
  return { ...result, json };
}

/** The objects of one environment of a successful render (fails the test on any error). */
export async function renderOk(dir: string, env = 'dev', args: string[] = []): Promise<RenderedObjectJson[]> {
  const r = await renderJson(dir, ['--env', env, ...args]);
  expect(r.stderr).not.toMatch(/error/i);
  expect(r.code, r.stderr).toBe(0);
  const e = r.json?.environments.find((x) => x.name === env);
  expect(e, `environment ${env} in output`).toBeDefined();
  return e?.objects ?? [];
}

/** A failed render: exit 2, and the stderr text (already checked to hold no JS stack trace). */
export async function renderFails(dir: string, args: string[] = []): Promise<string> {
  const r = await renderJson(dir, args);
  expect(r.code, `stdout: ${r.stdout.slice(0, 500)}`).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).not.toMatch(/internal error/i);
  expect(r.stderr.trim()).not.toBe('');
  return r.stderr;
}

/** `kind/name` of each object, in output order. */
export function names(objects: RenderedObjectJson[]): string[] {
  return objects.map((o) => `${o.object.kind}/${o.object.metadata.name ?? o.object.metadata.generateName}`);
}

export interface SourceOptions {
  environments?: Record<string, string>;
  appTag?: string;
  external?: Record<string, unknown>;
  topLevel?: Record<string, unknown>;
  path?: string;
}

/** rigging.yaml with environments dev and prod (or `envs`) and one qbec source named `app`. */
export function riggingYaml(source: SourceOptions = {}, envs: string[] = ['dev', 'prod']): string {
  const src: Record<string, unknown> = { name: 'app', type: 'qbec', path: source.path ?? 'app' };
  if (source.environments) src.environments = source.environments;
  if (source.appTag !== undefined) src.appTag = source.appTag;
  if (source.external || source.topLevel) {
    const vars: Record<string, unknown> = {};
    if (source.external) vars.external = source.external;
    if (source.topLevel) vars.topLevel = source.topLevel;
    src.vars = vars;
  }
  const doc = {
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Pipeline',
    metadata: { name: 't' },
    spec: { environments: Object.fromEntries(envs.map((e) => [e, {}])), sources: [src] },
  };
  // JSON is YAML; one document keeps the line numbers predictable for nobody, which is fine here.
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A qbec.yaml (as JSON, which is YAML) with environments dev and prod unless `spec.environments` is given. */
export function qbecYaml(spec: Record<string, unknown> = {}, name = 'myapp'): string {
  const doc = {
    apiVersion: 'qbec.io/v1alpha1',
    kind: 'App',
    metadata: { name },
    spec: {
      environments: {
        dev: { server: 'https://dev.example:6443', defaultNamespace: 'dev-ns' },
        prod: { server: 'https://prod.example:6443', defaultNamespace: 'prod-ns' },
      },
      ...spec,
    },
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A ConfigMap as jsonnet/JSON text. */
export function configMap(name: string, data: Record<string, string> = {}): string {
  return JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });
}

/**
 * A qbec app at `app/` with `components` (names relative to app/components unless they start
 * with `/`, which makes them relative to app/), and the rigging.yaml next to it.
 */
export async function qbecApp(opts: {
  components?: Record<string, string>;
  files?: Record<string, string>;
  spec?: Record<string, unknown>;
  source?: SourceOptions;
  envs?: string[];
  qbec?: string;
}): Promise<string> {
  const files: Record<string, string> = {
    'rigging.yaml': riggingYaml(opts.source, opts.envs),
    'app/qbec.yaml': opts.qbec ?? qbecYaml(opts.spec),
  };
  for (const [rel, content] of Object.entries(opts.components ?? {})) {
    files[`app/components/${rel}`] = content;
  }
  for (const [rel, content] of Object.entries(opts.files ?? {})) files[rel] = content;
  return writeTree(files);
}

/**
 * A jsonnet component that reports the value of a jsonnet expression: a ConfigMap `name` whose
 * data.value is the expression's JSON. Read it back with `probed`.
 */
export function probe(expr: string, name = 'probe'): string {
  return `{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '${name}' }, data: { value: std.manifestJsonEx(${expr}, ' ') } }\n`;
}

/** The value a `probe` component reported. */
export function probed(objects: RenderedObjectJson[], name = 'probe'): unknown {
  const o = objects.find((x) => x.object.kind === 'ConfigMap' && x.object.metadata.name === name);
  expect(o, `ConfigMap ${name} in output`).toBeDefined();
  return JSON.parse(o?.object.data.value);
}
