import { expect } from 'vitest';
import { parse } from 'yaml';
import { type DiagnosticJson, type RenderedObjectJson, renderJson, writeTree } from '../qbec/helpers';

export interface ArtifactJson {
  name: string;
  content: string;
  source?: string;
  component?: string;
}

export interface BlueprintSourceOptions {
  path?: string;
  values?: string;
  componentDescriptor?: string;
  exports?: string;
}

/** rigging.yaml with environments `envs` and one blueprint source `bp` (path `bp` unless told). */
export function pipelineYaml(source: BlueprintSourceOptions = {}, envs: string[] = ['dev']): string {
  const src: Record<string, unknown> = { name: 'bp', type: 'blueprint', path: source.path ?? 'bp' };
  for (const k of ['values', 'componentDescriptor', 'exports'] as const) if (source[k]) src[k] = source[k];
  const doc = {
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Pipeline',
    metadata: { name: 't' },
    spec: { environments: Object.fromEntries(envs.map((e) => [e, {}])), sources: [src] },
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A blueprint repository: rigging.yaml (values at values.yaml when `files` has one) plus `files`. */
export async function blueprintRepo(
  files: Record<string, string>,
  source: BlueprintSourceOptions = {},
  envs: string[] = ['dev'],
): Promise<string> {
  const opts = { ...source };
  if (opts.values === undefined && 'values.yaml' in files) opts.values = 'values.yaml';
  if (opts.exports === undefined && 'exports.yaml' in files) opts.exports = 'exports.yaml';
  return writeTree({ 'rigging.yaml': pipelineYaml(opts, envs), ...files });
}

export interface EnvRender {
  code: number;
  stdout: string;
  stderr: string;
  objects: RenderedObjectJson[];
  artifacts: ArtifactJson[];
  diagnostics: DiagnosticJson[];
}

/** `rigging render -o json --env <env>` of `dir`. */
export async function render(dir: string, env = 'dev', args: string[] = []): Promise<EnvRender> {
  const r = await renderJson(dir, ['--env', env, ...args]);
  const e = r.json?.environments.find((x) => x.name === env);
  return {
    code: r.code,
    stdout: r.stdout,
    stderr: r.stderr,
    objects: e?.objects ?? [],
    artifacts: (e?.artifacts ?? []) as ArtifactJson[],
    diagnostics: e?.diagnostics ?? [],
  };
}

/** A successful render (exit 0, no error diagnostics). */
export async function renderOk(dir: string, env = 'dev', args: string[] = []): Promise<EnvRender> {
  const r = await render(dir, env, args);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(r.code, r.stderr).toBe(0);
  return r;
}

/** A failed render with exactly one error diagnostic, which is returned; exit non-zero, no stack trace. */
export async function renderError(dir: string, env = 'dev'): Promise<DiagnosticJson & { stderr: string }> {
  const r = await render(dir, env);
  expect(r.code, r.stdout.slice(0, 500)).not.toBe(0);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).not.toMatch(/internal error/i);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors, JSON.stringify(r.diagnostics, null, 2)).toHaveLength(1);
  return { ...(errors[0] as DiagnosticJson), stderr: r.stderr };
}

/** The artifact `name` parsed as YAML. */
// biome-ignore lint/suspicious/noExplicitAny: artifacts are free-form YAML
export function artifact(r: EnvRender, name: string): any {
  const a = r.artifacts.find((x) => x.name === name);
  expect(a, `artifact ${name} in ${r.artifacts.map((x) => x.name).join(', ')}`).toBeDefined();
  return parse(a?.content ?? '');
}

export function artifactNames(r: EnvRender): string[] {
  return r.artifacts.map((a) => a.name);
}

/** The rendered object of `kind` named `name`. */
// biome-ignore lint/suspicious/noExplicitAny: rendered objects are free-form
export function object(r: EnvRender, kind: string, name: string): any {
  const o = r.objects.find((x) => x.object.kind === kind && x.object.metadata?.name === name);
  expect(
    o,
    `${kind}/${name} in ${r.objects.map((x) => `${x.object.kind}/${x.object.metadata?.name}`)}`,
  ).toBeDefined();
  return o?.object;
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string, from = 0): number {
  const i = text.indexOf(needle, from);
  if (i < 0) throw new Error(`${needle} not in text`);
  return text.slice(0, i).split('\n').length;
}

/** A blueprint.yaml: the header, then `body` (YAML lines at top level). */
export function blueprintYaml(body: string): string {
  return `apiVersion: landscaper.gardener.cloud/v1alpha1\nkind: Blueprint\n${body}`;
}
