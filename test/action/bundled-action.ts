import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's own bundle; a test may run a copy of dist/ instead. */
export const BUNDLED_ACTION = path.resolve(__dirname, '../../dist/action/index.js');

/** A runner's files for one job, in a temp dir: the event payload, the step summary and outputs. */
export interface RunnerFiles {
  eventPath: string;
  summaryPath: string;
  outputPath: string;
  runnerTemp: string;
}

/** Writes the event payload and empty summary and output files into `dir`, as a runner does. */
export function runnerFiles(dir: string, payload: unknown): RunnerFiles {
  const files = {
    eventPath: path.join(dir, 'event.json'),
    summaryPath: path.join(dir, 'summary.md'),
    outputPath: path.join(dir, 'output.txt'),
    runnerTemp: path.join(dir, 'runner-temp'),
  };
  writeFileSync(files.eventPath, JSON.stringify(payload));
  writeFileSync(files.summaryPath, '');
  writeFileSync(files.outputPath, '');
  return files;
}

export interface BundledActionOptions {
  repoDir: string;
  /** The GitHub API the action talks to: a FakeGitHubApi's URL. */
  apiUrl: string;
  files: RunnerFiles;
  /** The bundle to run; BUNDLED_ACTION unless given. */
  script?: string;
  /** Added to (or overriding) the runner's environment: more inputs, tokens. */
  extraEnv?: NodeJS.ProcessEnv;
}

export interface BundledActionResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the bundled action as a runner does on a pull_request event: node on the bundle, in the
 * checkout, with only PATH and HOME of this process's environment, the GITHUB_* variables, and the
 * inputs github-token and config. Asynchronous: a blocking spawn would stall a loopback server
 * (the FakeGitHubApi) in this process.
 */
export function startBundledAction(opts: BundledActionOptions): {
  child: ChildProcessWithoutNullStreams;
  done: Promise<BundledActionResult>;
} {
  const child = spawn(process.execPath, [opts.script ?? BUNDLED_ACTION], {
    cwd: opts.repoDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: opts.repoDir,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: opts.files.eventPath,
      GITHUB_REPOSITORY: 'acme/platform',
      GITHUB_API_URL: opts.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '99',
      GITHUB_STEP_SUMMARY: opts.files.summaryPath,
      GITHUB_OUTPUT: opts.files.outputPath,
      RUNNER_TEMP: opts.files.runnerTemp,
      'INPUT_GITHUB-TOKEN': 'ghs_dist_token',
      INPUT_CONFIG: 'rigging.yaml',
      ...opts.extraEnv,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<BundledActionResult>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
  return { child, done };
}

/** Runs the bundled action to its end (see startBundledAction). */
export function runBundledAction(opts: BundledActionOptions): Promise<BundledActionResult> {
  return startBundledAction(opts).done;
}
