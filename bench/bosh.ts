// `npm run bench` (sixth part): BOSH job templates in ruby.wasm against native Ruby (issue 23, item 1).
// Three measures, each through the built CLI (`rigging render`, a process per run, rounds interleaved
// so load on the machine hits every case alike; the fastest run of each printed, the one that
// waited least for a core on a shared machine):
//   - boot: a render of one instance of the bench job (5 templates) minus `rigging --version`;
//   - work: the same job on 20 instances (100 renders) minus the one-instance render;
//   - postgres: cloudfoundry/postgres-release's postgres job on 2 instances and bbr-postgres-db on a
//     backup VM (49 files), from process start to its exit, from the corpus' release snapshot.
// Native Ruby renders the same inputs (the jobs rigging hands Ruby, printed by scripts/corpus-bosh.ts)
// with BOSH's own EvaluationContext (scripts/corpus-bosh-render.rb and the corpus' cloudfoundry/bosh
// snapshot): work as that script times its renders, ERB.new per instance and the director's way
// (ERB once per job), and postgres from process start to exit. Both sides' files are compared, so
// the ratios compare the same work. Without ruby (and activesupport) or the snapshots, those parts
// say why and are skipped. Wall-clock times on a shared machine swing with its load: CPU time
// (user + sys, the Ruby VM's process included) is printed beside them.
//
//   node scripts/run-ts.mjs bench/bosh.ts [--runs N] [--cli PATH]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/** The issue's targets: work at most half native Ruby's, boot, postgres within 1.5x native's. */
const TARGETS = { work: 0.5, bootMs: 400, postgres: 1.5 };

const INSTANCES = 20;
const TEMPLATES: Record<string, string> = {
  'bpm.yml.erb': `processes:\n  - name: server\n    executable: /var/vcap/packages/server/bin/server\n`,
  'server.conf.erb': `<%- peers = link('peers') -%>
listen: 0.0.0.0:<%= p('server.port') %>
name: <%= spec.id %> (<%= spec.index %>)
routes:
<%- peers.instances.each do |peer| -%>
  - <%= peer.address %>:<%= peers.p('server.port') %>
<%- end -%>
`,
  'settings.json.erb': `<%= JSON.pretty_generate('tags' => p('server.tags'), 'limits' => p('server.limits'), 'bootstrap' => spec.bootstrap) %>\n`,
  'exporter.yml.erb': `<%= YAML.dump('targets' => link('peers').instances.map { |i| "http://#{i.address}:9100" }, 'interval' => p('server.interval')) %>\n`,
  'features.env.erb': `<%- if_p('server.features') do |features| -%>
<%- features.each do |name, on| -%>
FEATURE_<%= name.upcase %>=<%= on ? 1 : 0 %>
<%- end -%>
<%- end.else do -%>
# no features
<%- end -%>
`,
};
const SPEC = `name: server
templates:
${Object.keys(TEMPLATES)
  .map((t) => `  ${t}: config/${t.replace(/\.erb$/, '')}`)
  .join('\n')}
consumes: [{ name: peers, type: peer }]
provides: [{ name: peers, type: peer, properties: [server.port] }]
properties:
  server.port: { default: 8080 }
  server.tags: { default: [a, b, c] }
  server.limits: { default: { cpu: 2, memory: 4Gi } }
  server.interval: { default: 15s }
  server.features: { default: { search: true, chat: false, uploads: true } }
`;
const manifest = (instances: number) => `name: bench
releases: [{ name: app, version: 1.0.0 }]
instance_groups:
  - name: web
    instances: ${instances}
    networks: [{ name: default }]
    jobs: [{ name: server, release: app }]
`;

const POSTGRES_FILES = 49;

const pipeline = (name: string, extra = '') => `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: ${name} }
spec:
  environments: { dev: { target: dev } }
  sources: [{ name: ${name}, type: bosh, path: deploy.yml, releases: releases${extra} }]
`;

async function write(dir: string, files: Record<string, string>): Promise<string> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
  }
  return dir;
}

async function scaled(dir: string, instances: number): Promise<string> {
  const files: Record<string, string> = {
    'rigging.yaml': pipeline('bench'),
    'deploy.yml': manifest(instances),
    'releases/app/jobs/server/spec': SPEC,
  };
  for (const [name, text] of Object.entries(TEMPLATES))
    files[`releases/app/jobs/server/templates/${name}`] = text;
  return write(dir, files);
}

/**
 * The corpus' postgres deployment (scripts/corpus-bosh-manifests.mjs) as the issue measures it: its
 * postgres job on two instances and bbr-postgres-db on a backup VM of its own, beside a copy of the
 * corpus' postgres release; or why it cannot be.
 */
async function postgres(dir: string, corpus: string): Promise<string> {
  const base = path.join(corpus, 'bosh');
  const release = path.join(base, 'releases', 'postgres');
  if (
    !existsSync(path.join(release, 'jobs', 'postgres', 'spec')) ||
    !existsSync(path.join(base, 'postgres.yml'))
  )
    throw new Error(`no postgres deployment and release in ${base} (node scripts/corpus-prepare.mjs)`);
  const deployment = parse(readFileSync(path.join(base, 'postgres.yml'), 'utf8')) as {
    instance_groups: { name: string; instances: number; jobs: { name: string }[] }[];
  };
  const group = deployment.instance_groups.find((g) => g.name === 'postgres');
  const backup = group?.jobs.find((j) => j.name === 'bbr-postgres-db');
  if (!group || !backup) throw new Error(`${base}/postgres.yml has no postgres group with bbr-postgres-db`);
  group.instances = 2;
  group.jobs = group.jobs.filter((j) => j !== backup);
  deployment.instance_groups.push({ ...group, name: 'backup', instances: 1, jobs: [backup] });
  await cp(release, path.join(dir, 'releases', 'postgres'), { recursive: true });
  return write(dir, {
    'rigging.yaml': pipeline('postgres', ', variables: vars.yml'),
    'deploy.yml': stringify(deployment),
    'vars.yml': readFileSync(path.join(base, 'variables.yml'), 'utf8'),
  });
}

interface Run {
  ms: number;
  /** user + sys of the process and the children it waited for (the Ruby VM), where Linux says. */
  cpuMs: number | undefined;
  stdout: string;
}

/** CPU time of this process's waited-for children, in ms (Linux), from /proc/self/stat. */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 (1-based), in clock ticks (100 per second on Linux).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

function timed(command: string, args: string[], opts: { cwd?: string; input?: string } = {}): Run {
  const cpu0 = childrenCpuMs();
  const t0 = performance.now();
  const r = spawnSync(command, args, { ...opts, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  const cpu1 = childrenCpuMs();
  if (r.status !== 0)
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed: ${(r.stderr || r.stdout).slice(0, 500)}`,
    );
  return { ms, cpuMs: cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0, stdout: r.stdout };
}

/** The fastest of the runs: the least disturbed by whatever else the machine is doing. */
const best = (xs: number[]) => Math.min(...xs);

interface Job {
  name: string;
  templates: { name: string }[];
  instances: unknown[];
  results: { ok: boolean; content?: string; message?: string }[][] | { error: string };
}

/** The jobs rigging's renderer hands Ruby for a pipeline, with ruby.wasm's results. */
function capture(config: string): Job[] {
  const out = timed(process.execPath, ['scripts/run-ts.mjs', 'scripts/corpus-bosh.ts', config]).stdout;
  return (JSON.parse(out) as { jobs: Job[] }).jobs;
}

/** Why native Ruby with BOSH's EvaluationContext cannot run here, or undefined when it can. */
function nativeMissing(boshSrc: string): string | undefined {
  if (spawnSync('ruby', ['-e', 'require "active_support"']).status !== 0)
    return 'ruby with activesupport is not installed (apt-get install ruby ruby-activesupport)';
  if (!existsSync(path.join(boshSrc, 'bosh-common', 'lib')))
    return `no cloudfoundry/bosh snapshot in ${path.dirname(boshSrc)} (node scripts/corpus-prepare.mjs)`;
  return undefined;
}

/** Native Ruby's render of `jobs`: its own timing of the renders, the process's, and its results. */
function native(boshSrc: string, jobs: Job[], perInstance: boolean) {
  const args = ['scripts/corpus-bosh-render.rb', boshSrc, ...(perInstance ? ['--erb-per-instance'] : [])];
  const run = timed('ruby', args, { input: JSON.stringify({ jobs }) });
  const out = JSON.parse(run.stdout) as { results: Job['results'][]; ms: number; cpu_ms: number };
  return { run, renderMs: out.ms, renderCpuMs: out.cpu_ms, results: out.results };
}

/** How many files rigging's and native Ruby's renders of `jobs` differ in (errors compare by message). */
function differences(jobs: Job[], nativeResults: Job['results'][]): number {
  let differ = 0;
  jobs.forEach((job, j) => {
    const theirs = nativeResults[j];
    if (!Array.isArray(job.results) || !Array.isArray(theirs)) {
      differ += job.instances.length * job.templates.length;
      return;
    }
    for (const [i, row] of job.results.entries()) {
      for (const [t, r] of row.entries()) {
        const n = theirs[i]?.[t];
        const same = r.ok ? n?.ok === true && n.content === r.content : n?.ok === false;
        if (!same) differ++;
      }
    }
  });
  return differ;
}

function options(): { runs: number; cli: string } {
  const args = process.argv.slice(2);
  let runs = 5;
  let cli = path.resolve('dist/cli/index.js');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--cli') cli = path.resolve(args[++i] as string);
  }
  return { runs, cli };
}

async function main(): Promise<void> {
  const { runs, cli } = options();
  const corpus = path.resolve(process.env.RIGGING_CORPUS ?? '/work/corpus');
  const boshSrc = path.join(corpus, 'bosh-src', 'src');
  console.log(
    `\nrigging bench: BOSH templates in ruby.wasm vs native Ruby, ${runs} runs each (the fastest), ${availableParallelism()} cores, Node ${process.version}, CLI ${path.relative(process.cwd(), cli)}`,
  );
  if (!existsSync(cli)) {
    console.log(`skipped: ${cli} is not built (npm run build)`);
    return;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'rigging-bench-bosh-'));
  try {
    const one = await scaled(path.join(work, 'one'), 1);
    const many = await scaled(path.join(work, 'many'), INSTANCES);
    let pg: string | undefined;
    try {
      pg = await postgres(path.join(work, 'postgres'), corpus);
    } catch (err) {
      console.log(`postgres: skipped, ${(err as Error).message}`);
    }
    const render = (dir: string) => timed(process.execPath, [cli, 'render'], { cwd: dir });
    const cases: [string, () => Run][] = [
      ['version', () => timed(process.execPath, [cli, '--version'])],
      ['one', () => render(one)],
      ['many', () => render(many)],
      ...(pg ? [['postgres', () => render(pg as string)] as [string, () => Run]] : []),
    ];
    const runsOf = new Map<string, Run[]>(cases.map(([name]) => [name, []]));
    render(one); // a first run, so no case pays for cold OS caches
    for (let r = 0; r < runs; r++) for (const [name, run] of cases) runsOf.get(name)?.push(run());
    const ms = (name: string) => best((runsOf.get(name) ?? []).map((x) => x.ms));
    const cpu = (name: string) => {
      const xs = (runsOf.get(name) ?? []).map((x) => x.cpuMs);
      return xs.every((x) => x !== undefined) ? best(xs as number[]) : undefined;
    };
    const fmt = (n: number | undefined, unit = ' ms') => (n === undefined ? '?' : `${n.toFixed(0)}${unit}`);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const boot = ms('one') - ms('version');
    const rigWork = ms('many') - ms('one');
    const cpuDiff = (a: string, b: string) => {
      const x = cpu(a);
      const y = cpu(b);
      return x === undefined || y === undefined ? undefined : x - y;
    };
    console.log('');
    console.log(`rigging --version: ${fmt(ms('version'))} (CPU ${fmt(cpu('version'))})`);
    console.log(
      `render, 1 instance x 5 templates: ${fmt(ms('one'))} (CPU ${fmt(cpu('one'))}); ${INSTANCES} instances: ${fmt(ms('many'))} (CPU ${fmt(cpu('many'))})`,
    );
    console.log(
      `boot (1-instance render - --version): ${fmt(boot)} (CPU ${fmt(cpuDiff('one', 'version'))}); target <= ${TARGETS.bootMs} ms: ${met(boot <= TARGETS.bootMs)}`,
    );
    console.log(
      `work (${INSTANCES}-instance render - 1-instance render, ${(INSTANCES - 1) * 5} renders): ${fmt(rigWork)} (CPU ${fmt(cpuDiff('many', 'one'))})`,
    );
    const missing = nativeMissing(boshSrc);
    if (missing) {
      console.log(`native Ruby: skipped, ${missing}`);
      if (pg) console.log(`postgres end to end (${POSTGRES_FILES} files): ${fmt(ms('postgres'))}`);
      return;
    }
    // Native Ruby's work: its renders of the scaled job, as its own script times them.
    const manyJobs = capture(path.join(many, 'rigging.yaml'));
    const nativeWork = (perInstance: boolean) => {
      const rounds = Array.from({ length: runs }, () => native(boshSrc, manyJobs, perInstance));
      const differ = differences(manyJobs, (rounds[0] as (typeof rounds)[number]).results);
      return {
        ms: best(rounds.map((x) => x.renderMs)),
        cpuMs: best(rounds.map((x) => x.renderCpuMs)),
        differ,
      };
    };
    const perInstance = nativeWork(true);
    const director = nativeWork(false);
    const same = (d: number) => (d === 0 ? 'same files' : `${d} files DIFFER`);
    console.log(
      `native Ruby work (${INSTANCES * 5} renders, BOSH's EvaluationContext): ERB.new per instance ${fmt(perInstance.ms)} (CPU ${fmt(perInstance.cpuMs)}, ${same(perInstance.differ)}), the director's way ${fmt(director.ms)} (CPU ${fmt(director.cpuMs)}, ${same(director.differ)})`,
    );
    console.log(
      `work ratio: rigging ${fmt(rigWork)} / native ${fmt(perInstance.ms)} = ${(rigWork / perInstance.ms).toFixed(2)}x (director's way ${(rigWork / director.ms).toFixed(2)}x); target <= ${TARGETS.work}x: ${met(rigWork <= TARGETS.work * perInstance.ms)}`,
    );
    const workCpu = cpuDiff('many', 'one');
    if (workCpu !== undefined)
      console.log(
        `work ratio in CPU time: ${(workCpu / perInstance.cpuMs).toFixed(2)}x (director's way ${(workCpu / director.cpuMs).toFixed(2)}x)`,
      );
    if (!pg) return;
    const pgJobs = capture(path.join(pg, 'rigging.yaml'));
    const files = pgJobs.reduce((n, j) => n + j.instances.length * j.templates.length, 0);
    const pgRounds = Array.from({ length: runs }, () => native(boshSrc, pgJobs, false));
    const pgNative = best(pgRounds.map((x) => x.run.ms));
    const pgNativeCpu = pgRounds.every((x) => x.run.cpuMs !== undefined)
      ? best(pgRounds.map((x) => x.run.cpuMs as number))
      : undefined;
    console.log(
      `postgres end to end (${files} files, process start to exit): rigging ${fmt(ms('postgres'))} (CPU ${fmt(cpu('postgres'))}), native Ruby ${fmt(pgNative)} (CPU ${fmt(pgNativeCpu)}, ${same(differences(pgJobs, (pgRounds[0] as (typeof pgRounds)[number]).results))})`,
    );
    console.log(
      `postgres ratio: ${(ms('postgres') / pgNative).toFixed(2)}x; target <= ${TARGETS.postgres}x: ${met(ms('postgres') <= TARGETS.postgres * pgNative)}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
