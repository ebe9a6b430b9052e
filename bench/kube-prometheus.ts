// `npm run bench` (eleventh part): the built CLI on kube-prometheus, the real project
// (issue 22, item 2). From the corpus snapshot (RIGGING_CORPUS or /work/corpus, see
// scripts/corpus-paths.mjs; skipped with a message when absent): `rigging render` with rigging's
// engine and with libjsonnet side by side, both outputs checked equal, each with its peak RSS; then
// `rigging diff` of a copy of the project in a temp git repository whose head changes one line
// (the blackbox exporter's replica count), each diff run right after a render of the project and
// its ratio taken against those renders. Each run is its own process, as a user runs it; the
// times are medians of a few runs, printed with every run's. Targets are printed next to them.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const corpus = path.resolve(process.env.RIGGING_CORPUS ?? '/work/corpus');
const project = path.join(corpus, 'kube-prometheus');
/** The built CLI: dist/ (built when missing), or another build named by RIGGING_BENCH_CLI. */
const cli = path.resolve(process.env.RIGGING_BENCH_CLI ?? path.join(root, 'dist', 'cli', 'index.js'));
const TIME = '/usr/bin/time';
const RUNS = 3;

const TARGET = { renderS: 0.7, ratio: 100, peakMiB: 400, diffRatio: 1.2 };

/** The line a user edits in the head: one Deployment's replicas. */
const CHANGED_FILE = 'vendor/kube-prometheus/components/blackbox-exporter.libsonnet';
const CHANGE: [string, string] = ['replicas:: 1,', 'replicas:: 2,'];

interface Run {
  ms: number;
  /** Set on a median: every run's time, in the order they ran (how far apart they were). */
  all?: number[];
  peakMiB: number | undefined;
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI once in `cwd`; peak RSS from /usr/bin/time where there is one. */
function runCli(cwd: string, args: string[]): Run {
  const timed = existsSync(TIME);
  const command = timed ? TIME : process.execPath;
  const argv = timed ? ['-f', 'peak-kb %M', process.execPath, cli, ...args] : [cli, ...args];
  const started = performance.now();
  const r = spawnSync(command, argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  const peak = /peak-kb (\d+)\s*$/.exec(r.stderr ?? '');
  return {
    ms,
    peakMiB: peak ? Number(peak[1]) / 1024 : undefined,
    code: r.status ?? -1,
    stdout: r.stdout ?? '',
    stderr: peak ? (r.stderr ?? '').slice(0, peak.index) : (r.stderr ?? ''),
  };
}

/** One run, failing loudly when it failed. */
function runOk(what: string, cwd: string, args: string[], okCodes = [0]): Run {
  const r = runCli(cwd, args);
  if (!okCodes.includes(r.code)) throw new Error(`${what} exited ${r.code}:\n${r.stderr.slice(-2000)}`);
  return r;
}

/** The median of runs by time, with every run's time in the order they ran. */
function medianOf(all: Run[]): Run {
  const inOrder = all.map((r) => r.ms);
  const sorted = [...all].sort((a, b) => a.ms - b.ms);
  return { ...(sorted[Math.floor(sorted.length / 2)] as Run), all: inOrder };
}

/** The median of `runs` runs one after the other. */
function median(what: string, cwd: string, args: string[], runs: number): Run {
  return medianOf(Array.from({ length: runs }, () => runOk(what, cwd, args)));
}

/** ` (runs 0.47, 0.45, 0.50 s)`: the spread behind a median. */
const spread = (r: Run) =>
  r.all && r.all.length > 1 ? ` (runs ${r.all.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)` : '';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (m: number | undefined) => (m === undefined ? 'n/a' : `${m.toFixed(0)} MiB`);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
/** Tokens are per run; anything else must match. */
const masked = (s: string) => s.replace(/redacted\.[0-9a-f]{16}/g, 'redacted.*');

/** A git repository holding a copy of the project (vendored libraries included): base, then head. */
function diffRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigging-bench-kp-'));
  // Symlinks verbatim: the project's vendor/ links are relative, and resolved ones would point the
  // head's edit back into the corpus itself.
  cpSync(project, dir, { recursive: true, verbatimSymlinks: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
  git('init', '-q', '-b', 'main');
  // -f: the snapshot's .gitignore leaves vendor/ out, which the render needs.
  git('add', '-f', '-A');
  git('commit', '-q', '-m', 'base');
  const file = path.join(dir, CHANGED_FILE);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(CHANGE[0])) throw new Error(`${CHANGED_FILE} has no "${CHANGE[0]}" to change`);
  writeFileSync(file, text.replace(CHANGE[0], CHANGE[1]));
  git('commit', '-q', '-a', '-m', 'head: one line');
  return dir;
}

function main(): void {
  if (!existsSync(path.join(project, 'rigging.yaml'))) {
    console.log(
      `kube-prometheus: skipped, no snapshot at ${project} (set RIGGING_CORPUS, or run \`npm run corpus\`)`,
    );
    return;
  }
  if (!existsSync(cli) && process.env.RIGGING_BENCH_CLI === undefined) {
    console.log('kube-prometheus: building dist/ first');
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  console.log(
    `kube-prometheus (${project}), ${path.relative(root, cli)}, node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  const rigging = median('rigging render', project, ['render'], RUNS);
  const objects = (rigging.stdout.match(/^---$/gm) ?? []).length;
  const lib = median('libjsonnet render', project, ['render', '--jsonnet-engine', 'libjsonnet'], 1);
  const same = masked(rigging.stdout) === masked(lib.stdout);
  const ratio = lib.ms / rigging.ms;
  console.log(
    `  render, rigging's engine: ${seconds(rigging.ms)}${spread(rigging)} (target <= ${TARGET.renderS} s: ${verdict(rigging.ms <= TARGET.renderS * 1000)}), ` +
      `peak ${mib(rigging.peakMiB)} (target <= ${TARGET.peakMiB} MiB: ${verdict((rigging.peakMiB ?? Infinity) <= TARGET.peakMiB)}), ` +
      `${objects} objects, ${rigging.stdout.split('\n').length - 1} lines`,
  );
  console.log(
    `  render, libjsonnet:       ${seconds(lib.ms)}, peak ${mib(lib.peakMiB)}, same output: ${same ? 'yes' : 'NO'}`,
  );
  console.log(
    `  libjsonnet / rigging:     ${ratio.toFixed(1)}x (target >= ${TARGET.ratio}x: ${verdict(ratio >= TARGET.ratio)})`,
  );

  const dir = diffRepo();
  try {
    // A render before each diff, its ratio taken against those: the machine drifts over the minute
    // libjsonnet takes, and a ratio is only as good as its two sides measured alike.
    const renders: Run[] = [];
    const diffs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      renders.push(runOk('rigging render', project, ['render']));
      // Exit code 0: `rigging diff` reports changes without failing unless asked to.
      diffs.push(runOk('rigging diff', dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD']));
    }
    const beside = medianOf(renders);
    const diff = medianOf(diffs);
    const summary = diff.stdout.split('\n')[0] ?? '';
    const diffRatio = diff.ms / beside.ms;
    console.log(
      `  diff, one line changed:   ${seconds(diff.ms)}${spread(diff)}, ${diffRatio.toFixed(2)}x one render run beside it, ${seconds(beside.ms)}${spread(beside)} (target <= ${TARGET.diffRatio}x: ${verdict(diffRatio <= TARGET.diffRatio)}), peak ${mib(diff.peakMiB)}; ${summary}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
