// `npm run bench` (start-up): how long the small commands take from the shell (issue 22, item 2).
// Side by side in one run, rounds interleaved so load on the machine hits every case alike: `node -e 0`
// (Node's own start-up), `rigging --version`, `rigging eval -e '{}'` (skipped, saying so, when the
// build has no eval command) and `rigging render` of a one-snippet pipeline in a temp repository.
// Each rigging case runs three ways: with V8's compile cache warm (a private cache dir, filled by a
// first run: every later run on a machine), as a first run (an empty cache dir each time, which the
// run fills: CI's fresh runner), and without it (NODE_DISABLE_COMPILE_CACHE, or Node 20). Printed:
// the median of each, its ratio to `node -e 0`, and the 80 ms target. The cache directory is given
// by NODE_COMPILE_CACHE here; the binary itself puts it in the OS temp dir (src/cli/chunk-loader.ts).
//
//   node scripts/run-ts.mjs bench/startup.ts [--runs N] [--cli PATH | --cli LABEL=PATH ...]
//
// The CLI is dist/cli/index.js unless --cli names others (say a build of main and one of a branch,
// made with `node scripts/build.mjs --outdir DIR --js-only`), which are then measured side by side.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TARGET_MS = 80;

const PIPELINE = `apiVersion: rigging.dev/v1alpha1
kind: Pipeline
metadata: { name: startup }
spec:
  environments: { dev: {} }
  sources:
    - { name: hello, type: snippet, path: snippets, defaultServiceAccount: jaas }
`;

const SNIPPET = `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata:
  name: hello
  namespace: default
spec:
  files:
    main.jsonnet: |
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'hello', namespace: 'default' },
        data: { greeting: 'hello' },
      }
`;

interface Case {
  label: string;
  argv: string[];
  /** The environment, or a function making a fresh one for each run. */
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** What stdout must hold: a run that fails measures nothing. */
  expect: RegExp;
}

function options(): { runs: number; clis: { label: string; file: string }[] } {
  const args = process.argv.slice(2);
  let runs = 15;
  const clis: { label: string; file: string }[] = [];
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    if (args[i] === '--runs' && value) {
      runs = Number(value);
      i++;
    } else if (args[i] === '--cli' && value) {
      const at = value.indexOf('=');
      const file = path.resolve(at > 0 ? value.slice(at + 1) : value);
      clis.push({ label: at > 0 ? value.slice(0, at) : 'rigging', file });
      i++;
    } else {
      throw new Error(`unknown argument ${args[i]}`);
    }
  }
  if (clis.length === 0) clis.push({ label: 'rigging', file: path.resolve('dist/cli/index.js') });
  return { runs, clis };
}

function timeRun(c: Case, cwd: string): number {
  const t0 = process.hrtime.bigint();
  const env = typeof c.env === 'function' ? c.env() : c.env;
  const r = spawnSync(process.execPath, c.argv, { cwd, env, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 || !c.expect.test(r.stdout)) {
    throw new Error(`${c.label} failed (exit ${r.status}): ${r.stderr.trim() || r.stdout.trim()}`);
  }
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function main(): void {
  const { runs, clis } = options();
  const work = mkdtempSync(path.join(tmpdir(), 'rigging-bench-startup-'));
  try {
    const repo = path.join(work, 'repo');
    mkdirSync(path.join(repo, 'snippets'), { recursive: true });
    writeFileSync(path.join(repo, 'rigging.yaml'), PIPELINE);
    writeFileSync(path.join(repo, 'snippets', 'hello.yaml'), SNIPPET);
    // A repository root bounds what rigging reads; a .git directory is what marks one.
    mkdirSync(path.join(repo, '.git'));

    const base = { ...process.env };
    delete base.NODE_OPTIONS;
    delete base.NODE_COMPILE_CACHE;
    delete base.NODE_DISABLE_COMPILE_CACHE;
    const warm = { ...base, NODE_COMPILE_CACHE: path.join(work, 'compile-cache') };
    const cold = { ...base, NODE_DISABLE_COMPILE_CACHE: '1' };
    let firsts = 0;
    const first = () => ({ ...base, NODE_COMPILE_CACHE: path.join(work, `first-run-${firsts++}`) });

    const cases: Case[] = [{ label: 'node -e 0', argv: ['-e', '0'], env: base, expect: /^$/ }];
    const skipped: string[] = [];
    for (const cli of clis) {
      const commands: [string, string[], RegExp][] = [
        ['--version', ['--version'], /^rigging /],
        ["eval -e '{}'", ['eval', '-e', '{}'], /^\{\s*\}\n$/],
        ['render (one snippet)', ['render'], /greeting: hello/],
      ];
      for (const [name, args, expect] of commands) {
        const probe = spawnSync(process.execPath, [cli.file, ...args], {
          cwd: repo,
          env: warm,
          encoding: 'utf8',
        });
        if (probe.status !== 0 || !expect.test(probe.stdout)) {
          skipped.push(
            `${cli.label} ${name}: skipped, it fails in this build (${probe.stderr.split('\n')[0]})`,
          );
          continue;
        }
        for (const [mode, env] of [
          ['warm', warm],
          ['first run', first],
          ['no cache', cold],
        ] as const) {
          const label = `${clis.length > 1 ? `${cli.label} ` : 'rigging '}${name}, ${mode}`;
          cases.push({ label, argv: [cli.file, ...args], env, expect });
        }
      }
    }

    const times = new Map<Case, number[]>(cases.map((c) => [c, []]));
    for (let round = 0; round < runs; round++) {
      for (const c of cases) times.get(c)?.push(timeRun(c, repo));
    }

    const nodeMs = median(times.get(cases[0] as Case) ?? []);
    const width = Math.max(...cases.map((c) => c.label.length));
    console.log(`\nStart-up, median of ${runs} runs, ${process.version} (target: ${TARGET_MS} ms)`);
    console.log(`${'case'.padEnd(width)}   median   × node   target`);
    for (const c of cases) {
      const ms = median(times.get(c) ?? []);
      const verdict =
        c === cases[0] ? '' : ms <= TARGET_MS ? 'ok' : `over by ${(ms - TARGET_MS).toFixed(0)} ms`;
      console.log(
        `${c.label.padEnd(width)}  ${ms.toFixed(1).padStart(6)} ms  ${(ms / nodeMs).toFixed(2).padStart(5)}   ${verdict}`,
      );
    }
    for (const line of skipped) console.log(line);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
