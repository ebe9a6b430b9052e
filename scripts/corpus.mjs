// `npm run corpus`: renders public projects kept OUTSIDE this repository (laid out by
// scripts/corpus-prepare.mjs) with rigging, and compares them with the upstream tool's own output
// wherever that tool runs here. One line per project: what was compared, equal, differences, time.
//
//   node scripts/corpus.mjs [--dir DIR] [--only NAME,...] [--engines rigging,libjsonnet] [--verbose]
//
// DIR defaults to RIGGING_CORPUS or /work/corpus. A project whose snapshot is absent is skipped
// with a message (CI has no network), so nothing in `npm test` depends on this.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import {
  absentSnapshots,
  compareFiles,
  compareObjects,
  flattenObjects,
  formatLine,
  oneLine,
  variableFlags,
  withoutQbecMetadata,
} from './corpus-compare.mjs';
import { failureReason, landscaperInputs } from './corpus-landscaper.mjs';
import { corpusDir } from './corpus-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const dir = corpusDir(flag('--dir'));
const only = new Set((flag('--only') ?? '').split(',').filter(Boolean));
const verbose = args.includes('--verbose');
// libjsonnet takes minutes on kube-prometheus: `--engines rigging` leaves it out of a quick run.
const engines = (flag('--engines') ?? 'rigging,libjsonnet').split(',').filter(Boolean);
const MINUTES = 60_000;

const lines = [];
function print(result) {
  const line = formatLine(result);
  lines.push(line);
  console.log(line);
  if (verbose || result.failure) {
    for (const d of (result.details ?? []).slice(0, verbose ? 50 : 5)) console.log(`    ${oneLine(d, 400)}`);
  }
}

function run(command, argv, opts = {}) {
  const t0 = performance.now();
  const r = spawnSync(command, argv, {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: opts.timeoutMs ?? 30 * MINUTES,
    cwd: opts.cwd,
    input: opts.input,
    env: { ...process.env, ...(opts.env ?? {}) },
  });
  return { ...r, ms: performance.now() - t0 };
}

const has = (command, argv) => run(command, argv, { timeoutMs: 20_000 }).status === 0;

/** The first line of a failed child's stderr that says something: an error, not progress. */
function firstError(r) {
  if (r.error) return r.error.message;
  const text = `${r.stderr ?? ''}`;
  const useful = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^rigging: (rendering|rendered)/.test(l) && !/: warning: /.test(l));
  const error = useful.find((l) => /error|Error|RUNTIME|fatal|FATAL|internal/.test(l)) ?? useful[0];
  return error ?? `exit ${r.status}${r.signal ? ` (${r.signal})` : ''} with no message`;
}

// The rigging CLI and the BOSH capture, bundled from the sources once (like bench's run-ts).
async function bundle(entry, name) {
  const esbuild = await import('esbuild');
  const outfile = path.join(root, '.bench-out', `${name}.cjs`);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

/** The whole render, failed sources included (scripts/corpus-render.ts). */
function partialRender(renderer, config) {
  return run(process.execPath, [renderer, config]);
}

function riggingRender(cli, cwd, extra) {
  return run(process.execPath, [cli, 'render', '-o', 'json', '-S', '--timeout', '30m', ...extra], { cwd });
}

function parseRender(r) {
  try {
    return JSON.parse(r.stdout);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// kube-prometheus: example.jsonnet through rigging's qbec source on both engines, against the
// jsonnet CLI's output (cached by the snapshot's commits: it takes minutes).
async function kubePrometheus(cli) {
  const base = path.join(dir, 'kube-prometheus');
  const absent = absentSnapshots(
    {
      'kube-prometheus': path.join(base, 'example.jsonnet'),
      vendor: path.join(base, 'vendor'),
      'rigging.yaml': path.join(base, 'rigging.yaml'),
    },
    fs.existsSync,
  );
  if (absent.length) {
    print({
      name: 'kube-prometheus',
      skipped: `no snapshot (${absent.join(', ')} absent in ${base}; run node scripts/corpus-prepare.mjs)`,
    });
    return;
  }
  let reference;
  let referenceNote = 'jsonnet CLI';
  if (has('jsonnet', ['--version'])) {
    const version = run('jsonnet', ['--version']).stdout.trim();
    const pins = fs.readFileSync(path.join(base, 'CORPUS-PINS.txt'), 'utf8');
    const key = createHash('sha256').update(`${version}\n${pins}`).digest('hex').slice(0, 16);
    // Beside the project, not in it: corpus-prepare.mjs lays the project out afresh.
    const cache = path.join(dir, '.corpus-cache', `kube-prometheus-jsonnet-cli-${key}.json`);
    if (fs.existsSync(cache)) {
      reference = JSON.parse(fs.readFileSync(cache, 'utf8'));
      referenceNote = 'jsonnet CLI, cached';
    } else {
      const r = run('jsonnet', ['-J', 'vendor', 'example.jsonnet'], { cwd: base, timeoutMs: 60 * MINUTES });
      if (r.status !== 0) {
        print({ name: 'kube-prometheus (jsonnet CLI)', failure: firstError(r), ms: r.ms });
      } else {
        fs.mkdirSync(path.dirname(cache), { recursive: true });
        fs.writeFileSync(cache, r.stdout);
        reference = JSON.parse(r.stdout);
        print({
          name: 'kube-prometheus (jsonnet CLI)',
          total: flattenObjects(reference).length,
          equal: flattenObjects(reference).length,
          differences: 0,
          note: 'reference',
          ms: r.ms,
        });
      }
    }
  }
  const expected = reference ? flattenObjects(reference) : undefined;
  for (const engine of engines) {
    const name = `kube-prometheus [${engine}]`;
    const r = riggingRender(cli, base, ['--jsonnet-engine', engine]);
    const doc = r.status === 0 ? parseRender(r) : undefined;
    if (!doc) {
      print({ name, failure: firstError(r), ms: r.ms });
      continue;
    }
    const actual = doc.environments.flatMap((e) => e.objects.map((o) => withoutQbecMetadata(o.object)));
    if (!expected) {
      print({
        name,
        total: actual.length,
        equal: actual.length,
        differences: 0,
        note: 'jsonnet CLI not installed: rendered only',
        ms: r.ms,
      });
      continue;
    }
    const c = compareObjects(expected, actual);
    print({
      name,
      total: c.total,
      equal: c.equal,
      differences: c.differences.length,
      reference: referenceNote,
      ms: r.ms,
      details: c.differences.map((d) => `${d.kind} ${d.key}${d.path ? ` at ${d.path}` : ''}`),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// BOSH: every job template of the corpus deployments on every instance, rendered by rigging
// (ruby.wasm) and by native Ruby with the director's EvaluationContext from the same inputs.
async function bosh() {
  const base = path.join(dir, 'bosh');
  const config = path.join(base, 'rigging.yaml');
  const absent = absentSnapshots(
    { 'bosh deployments': config, releases: path.join(base, 'releases') },
    fs.existsSync,
  );
  if (absent.length) {
    print({
      name: 'bosh',
      skipped: `no snapshot (${absent.join(', ')} absent in ${base}; run node scripts/corpus-prepare.mjs)`,
    });
    return;
  }
  const capture = await bundle('scripts/corpus-bosh.ts', 'corpus-bosh');
  const r = run(process.execPath, [capture, config]);
  let doc;
  try {
    doc = JSON.parse(r.stdout);
  } catch {
    print({ name: 'bosh', failure: firstError(r), ms: r.ms });
    return;
  }
  const boshSrc = path.join(dir, 'bosh-src', 'src');
  let native;
  let why;
  if (!fs.existsSync(path.join(boshSrc, 'bosh-common')))
    why = `no cloudfoundry/bosh snapshot in ${path.dirname(boshSrc)}`;
  else if (!has('ruby', ['-e', 'require "active_support"']))
    why = 'ruby with activesupport not installed (apt-get install ruby ruby-activesupport)';
  else {
    const n = run('ruby', [path.join(root, 'scripts', 'corpus-bosh-render.rb'), boshSrc], {
      input: JSON.stringify(doc),
    });
    if (n.status !== 0) why = `native Ruby failed: ${firstError(n)}`;
    else native = JSON.parse(n.stdout).results;
  }
  const sources = [...new Set(doc.jobs.map((j) => j.source))];
  for (const source of sources) {
    const expected = new Map();
    const actual = new Map();
    doc.jobs.forEach((job, j) => {
      if (job.source !== source) return;
      const results = Array.isArray(job.results)
        ? job.results
        : job.instances.map(() => job.templates.map(() => ({ ok: false, message: job.results.error })));
      results.forEach((perInstance, i) => {
        // <group>/<index>/<job>/<template>, as rigging names its artifacts: one job can run in
        // several groups (the uaa deployment's two), and rigging's instance ids are <group>-<index>-<job>.
        const { id, index } = job.instances[i].spec;
        const group = String(id).slice(0, -`-${index}-${job.name}`.length);
        perInstance.forEach((res, t) => {
          const key = `${group}/${index}/${job.name}/${job.templates[t].name}`;
          actual.set(key, res);
          if (native) expected.set(key, native[j][i][t]);
        });
      });
    });
    const errors = doc.diagnostics.filter((d) => d.severity === 'error' && d.source === source);
    const name = `bosh ${source}`;
    if (!native) {
      const failed = [...actual.values()].filter((x) => !x.ok).length;
      print({
        name,
        total: actual.size,
        equal: actual.size - failed,
        differences: failed,
        unit: 'files',
        note: `not compared: ${why}`,
        ms: r.ms,
        details: errors.map((e) => `${e.file}:${e.line}: ${e.message}`),
      });
      continue;
    }
    const c = compareFiles(expected, actual);
    const beyond = errors.filter((e) => !/Error filling in template/.test(e.message));
    print({
      name,
      total: c.total,
      equal: c.equal,
      differences: c.differences.length + beyond.length,
      unit: 'files',
      reference: 'native Ruby + bosh-template',
      ms: r.ms,
      details: [
        ...c.differences.map(
          (d) => `${d.kind} ${d.key}: rigging ${d.actual ?? ''} | Ruby ${d.expected ?? ''}`,
        ),
        ...beyond.map((e) => `${e.file}:${e.line}: ${e.message}`),
      ],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Landscaper examples: every blueprint directory rendered on its own (landscaper-cli blueprints
// render's way) with what its example gives it (scripts/corpus-landscaper.mjs): the components
// with their blobs, its render script's values, its Installation's imports. The rendered deploy
// items are counted, and failures by reason; Go's text/template is not compared here (it needs a
// Landscaper build). The `test/result` files some examples keep are not compared either: they were
// written by a 2022 landscaper-cli from older templates (a `vpa: |` block they show as a map).
function landscaper(renderer) {
  const base = path.join(dir, 'landscaper-examples');
  if (absentSnapshots({ 'landscaper-examples': base }, fs.existsSync).length) {
    print({
      name: 'landscaper-examples',
      skipped: `no snapshot in ${base}; run node scripts/corpus-prepare.mjs`,
    });
    return;
  }
  // The corpus's own files (values and components written below) are not the examples'.
  const files = walk(base).filter((f) => !path.relative(base, f).startsWith('.corpus-'));
  const blueprints = files
    .filter((f) => path.basename(f) === 'blueprint.yaml')
    .map((f) => path.relative(base, path.dirname(f)))
    .sort();
  // What Landscaper's registry would hold: the examples' components, with their blueprints as blobs,
  // and the values and descriptor of an example's own `landscaper-cli blueprints render` script.
  const given = landscaperInputs(base, files, blueprints);
  // Other blueprints get values their imports accept: a Target of the declared type per target
  // import (a list or map of one for targetList and targetMap), and for a data import its schema's
  // default or a value of its type (objects with their required properties). Imports whose schema
  // is a $ref are left out: their failure is counted.
  const valuesDir = path.join(base, '.corpus-values');
  fs.rmSync(valuesDir, { recursive: true, force: true });
  fs.mkdirSync(valuesDir, { recursive: true });
  blueprints.forEach((b, i) => {
    if (given.get(b).values) return;
    let imports = [];
    try {
      imports =
        parseAllDocuments(fs.readFileSync(path.join(base, b, 'blueprint.yaml'), 'utf8'))[0]?.toJS()
          ?.imports ?? [];
    } catch {}
    const values = {};
    for (const imp of Array.isArray(imports) ? imports : []) {
      if (!imp?.name) continue;
      const target = (n) => ({
        apiVersion: 'landscaper.gardener.cloud/v1alpha1',
        kind: 'Target',
        metadata: { name: n, namespace: 'default' },
        spec: {
          type: imp.targetType ?? 'landscaper.gardener.cloud/kubernetes-cluster',
          config: { kubeconfig: 'corpus' },
        },
      });
      if (imp.type === 'targetList') values[imp.name] = [target(`${imp.name}-0`)];
      else if (imp.type === 'targetMap') values[imp.name] = { a: target(`${imp.name}-a`) };
      else if (imp.type === 'target' || imp.targetType) values[imp.name] = target(imp.name);
      else if (imp.schema && !imp.schema.$ref) values[imp.name] = sampleOf(imp.schema);
    }
    // What the example's own Installation imports replaces a sample.
    Object.assign(values, given.get(b).imports);
    fs.writeFileSync(path.join(valuesDir, `bp${i}.json`), JSON.stringify({ imports: values }, null, 2));
  });
  const sources = blueprints.map((b, i) => {
    const { values = `.corpus-values/bp${i}.json`, componentDescriptor } = given.get(b);
    const cd = componentDescriptor ? `, componentDescriptor: ${JSON.stringify(componentDescriptor)}` : '';
    return `    - { name: bp${i}, type: blueprint, path: ${JSON.stringify(b)}, values: ${JSON.stringify(values)}${cd} }`;
  });
  fs.writeFileSync(
    path.join(base, 'rigging.yaml'),
    `apiVersion: rigging.dev/v1alpha1\nkind: Pipeline\nmetadata: { name: landscaper-corpus }\nspec:\n  environments:\n    default: { target: corpus }\n  sources:\n${sources.join('\n')}\n`,
  );
  // Each example is its own project: one's `default-deploy-item` is no duplicate of another's.
  const r = run(process.execPath, [renderer, path.join(base, 'rigging.yaml'), '--each-source']);
  const doc = parseRender(r);
  if (!doc) {
    print({ name: 'landscaper-examples', failure: firstError(r), ms: r.ms });
    return;
  }
  const env = doc.environments[0];
  const failedSources = new Set(env.diagnostics.filter((d) => d.severity === 'error').map((d) => d.source));
  const rendered = blueprints.length - failedSources.size;
  const firstErrors = [...failedSources].map((s) =>
    env.diagnostics.find((x) => x.source === s && x.severity === 'error'),
  );
  const reasons = new Map();
  for (const d of firstErrors) {
    const why = failureReason(d.message, given.get(blueprints[Number(d.source.slice(2))]).subinstallation);
    reasons.set(why, (reasons.get(why) ?? 0) + 1);
  }
  const why = [...reasons].sort((a, b) => b[1] - a[1]).map(([w, n]) => `${n} ${w}`);
  const go = has('go', ['version'])
    ? 'Go installed but no Landscaper build to compare with'
    : 'Go not installed: not compared';
  print({
    name: 'landscaper-examples',
    total: blueprints.length,
    equal: rendered,
    differences: failedSources.size,
    unit: 'blueprints',
    words: ['rendered', 'failed'],
    note: `${why.length ? `${why.join(', ')}; ` : ''}${env.objects.length} objects, ${env.artifacts.length} artifacts; ${go}`,
    ms: r.ms,
    details: [...failedSources].map((s) => {
      const d = env.diagnostics.find((x) => x.source === s && x.severity === 'error');
      return `${blueprints[Number(s.slice(2))]}: ${d.file ?? ''}:${d.line ?? ''}: ${d.message}`;
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// metio/jaas examples: the JsonnetSnippet resources under examples/, rendered by rigging's
// snippet source; each rendered inline snippet without libraries (or one evaluating the source
// another inline snippet publishes) is also evaluated by the jsonnet CLI, with its variables, and
// compared.
function jaas(renderer) {
  const base = path.join(dir, 'jaas');
  if (absentSnapshots({ jaas: path.join(base, 'examples') }, fs.existsSync).length) {
    print({ name: 'jaas examples', skipped: `no snapshot in ${base}; run node scripts/corpus-prepare.mjs` });
    return;
  }
  const folders = fs
    .readdirSync(path.join(base, 'examples'), { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && walk(path.join(base, 'examples', e.name)).some((f) => /\.ya?ml$/.test(f)),
    )
    .map((e) => e.name)
    .sort();
  const sources = folders.map((f) => `    - { name: ${f}, type: snippet, path: examples/${f} }`);
  fs.writeFileSync(
    path.join(base, 'rigging.yaml'),
    `apiVersion: rigging.dev/v1alpha1\nkind: Pipeline\nmetadata: { name: jaas-corpus }\nspec:\n  environments:\n    default: { target: corpus }\n  sources:\n${sources.join('\n')}\n`,
  );
  const r = partialRender(renderer, path.join(base, 'rigging.yaml'));
  const doc = parseRender(r);
  if (!doc) {
    print({ name: 'jaas examples', failure: firstError(r), ms: r.ms });
    return;
  }
  const env = doc.environments[0];
  const snippets = new Map();
  for (const f of folders.flatMap((f) => walk(path.join(base, 'examples', f)))) {
    if (!/\.ya?ml$/.test(f)) continue;
    for (const d of parseAllDocuments(fs.readFileSync(f, 'utf8'))) {
      const o = d.toJS();
      if (o?.kind === 'JsonnetSnippet')
        snippets.set(`${o.metadata?.namespace ?? 'default'}/${o.metadata?.name}`, o);
    }
  }
  const errors = env.diagnostics.filter((d) => d.severity === 'error');
  const rendered = env.artifacts.filter((a) => a.name.endsWith('/rendered.json') && a.content);
  // A snippet with `output: source` publishes its files instead: it rendered too.
  const renderedSnippets = new Set(
    env.artifacts.filter((a) => a.content).map((a) => a.name.split('/').slice(0, 2).join('/')),
  );
  const cliThere = has('jsonnet', ['--version']);
  let compared = 0;
  let equal = 0;
  const details = errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`);
  for (const a of rendered) {
    const snippet = snippets.get(a.name.split('/').slice(0, 2).join('/'));
    const spec = snippet?.spec ?? {};
    // A snippet sourcing another's published source (output: source) evaluates that one's files.
    const ref = spec.sourceRef;
    const publisher =
      ref?.kind === 'ExternalArtifact' && !ref.path
        ? snippets.get(`${ref.namespace ?? snippet?.metadata?.namespace ?? 'default'}/${ref.name}`)?.spec
        : undefined;
    const files = spec.files ?? (publisher?.output === 'source' ? publisher.files : undefined);
    if (!cliThere || !files || spec.libraries || publisher?.libraries) continue;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rigging-corpus-jaas-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
        fs.writeFileSync(path.join(tmp, file), text);
      }
      const j = run('jsonnet', [...variableFlags(spec), spec.entryFile ?? 'main.jsonnet'], { cwd: tmp });
      compared++;
      if (j.status === 0 && JSON.stringify(JSON.parse(j.stdout)) === JSON.stringify(JSON.parse(a.content)))
        equal++;
      else
        details.push(
          `${a.name}: differs from the jsonnet CLI (${j.status === 0 ? 'output' : firstError(j)})`,
        );
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  print({
    name: 'jaas examples',
    total: snippets.size,
    equal: renderedSnippets.size,
    differences: snippets.size - renderedSnippets.size + (compared - equal),
    unit: 'snippets',
    words: ['rendered', 'failed or differ'],
    note: `${compared} compared with the jsonnet CLI, ${equal} equal; ${errors.length} errors${byReason(errors)}`,
    ms: r.ms,
    details,
  });
}

/**
 * The errors counted by their JaaS Ready reason: ` (2 SourceNotReady)`. The examples' GitRepositories
 * name placeholder URLs (REPLACE-ME, example-org), which Flux cannot clone either: JaaS reports
 * SourceNotReady for them too.
 */
function byReason(errors) {
  const counts = new Map();
  for (const e of errors) counts.set(e.reason ?? 'other', (counts.get(e.reason ?? 'other') ?? 0) + 1);
  return counts.size ? ` (${[...counts].map(([r, n]) => `${n} ${r}`).join(', ')})` : '';
}

/** A value a JSON schema accepts: its default, else one of its type (required properties filled). */
export function sampleOf(schema) {
  if (!schema || typeof schema !== 'object') return 'corpus';
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out = {};
      for (const k of schema.required ?? []) out[k] = sampleOf(schema.properties?.[k]);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'corpus';
  }
}

function walk(at) {
  const out = [];
  for (const e of fs.readdirSync(at, { withFileTypes: true })) {
    if (e.name === '.git' || e.name === 'node_modules') continue;
    const full = path.join(at, e.name);
    if (e.isDirectory()) out.push(...walk(full));
    else if (e.isFile()) out.push(full);
  }
  return out;
}

async function main() {
  console.log(`rigging corpus: ${dir} (${os.availableParallelism()} cores, Node ${process.version})`);
  const cli = await bundle('src/cli/index.ts', 'corpus-cli');
  const renderer = await bundle('scripts/corpus-render.ts', 'corpus-render');
  const projects = {
    'kube-prometheus': () => kubePrometheus(cli),
    bosh: () => bosh(),
    'landscaper-examples': () => landscaper(renderer),
    jaas: () => jaas(renderer),
  };
  for (const [name, project] of Object.entries(projects)) {
    if (only.size && !only.has(name)) continue;
    try {
      await project();
    } catch (err) {
      print({ name, failure: `the corpus runner itself failed: ${err.message}` });
    }
  }
}

await main();
