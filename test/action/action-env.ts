import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The environment a GitHub runner gives an action step, pointed at temp files. */
export class ActionEnv {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'rigging-action-'));
  readonly eventPath = path.join(this.dir, 'event.json');
  readonly outputPath = path.join(this.dir, 'output.txt');
  readonly runnerTemp = path.join(this.dir, 'runner-temp');
  private saved: NodeJS.ProcessEnv = {};
  private stdout: string[] = [];

  /** @param summaryPath one path per test file: @actions/core caches the summary file path. */
  constructor(readonly summaryPath: string) {}

  start(opts: { workspace: string; event: string; payload: unknown; inputs?: Record<string, string> }): void {
    this.saved = { ...process.env };
    writeFileSync(this.eventPath, JSON.stringify(opts.payload));
    writeFileSync(this.outputPath, '');
    writeFileSync(this.summaryPath, '');
    const inputs: Record<string, string> = { 'github-token': 'ghs_test_token', ...opts.inputs };
    Object.assign(process.env, {
      GITHUB_WORKSPACE: opts.workspace,
      GITHUB_EVENT_NAME: opts.event,
      GITHUB_EVENT_PATH: this.eventPath,
      GITHUB_REPOSITORY: 'acme/platform',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: 'https://api.github.com',
      GITHUB_RUN_ID: '4242',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_SHA: '0000000000000000000000000000000000000000',
      GITHUB_OUTPUT: this.outputPath,
      GITHUB_STEP_SUMMARY: this.summaryPath,
      RUNNER_TEMP: this.runnerTemp,
    });
    for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
    this.stdout = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      this.stdout.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    });
  }

  stop(): void {
    vi.restoreAllMocks();
    for (const k of Object.keys(process.env)) if (!(k in this.saved)) delete process.env[k];
    Object.assign(process.env, this.saved);
    process.exitCode = undefined;
  }

  log(): string {
    return this.stdout.join('');
  }

  summary(): string {
    return readFileSync(this.summaryPath, 'utf8');
  }

  outputs(): Record<string, string> {
    // GITHUB_OUTPUT holds `name<<delimiter\nvalue\ndelimiter` blocks.
    const text = readFileSync(this.outputPath, 'utf8');
    const out: Record<string, string> = {};
    const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
    for (const m of text.matchAll(re)) if (m[1] && m[3] !== undefined) out[m[1]] = m[3];
    return out;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The ActionEnv of one test file, with its hooks: GitHub's API is mocked by nock and nothing else on
 * the network is reached (but hosts matching `allowNet`); after each test the environment is restored
 * and leftover mocks are dropped; after the file its temp files are removed.
 */
export function useActionEnv(opts: { allowNet?: RegExp } = {}): ActionEnv {
  const summaryDir = mkdtempSync(path.join(tmpdir(), 'rigging-summary-'));
  const env = new ActionEnv(path.join(summaryDir, 'summary.md'));
  beforeAll(() => {
    nock.disableNetConnect();
    if (opts.allowNet) nock.enableNetConnect(opts.allowNet);
  });
  afterEach(() => {
    env.stop();
    nock.cleanAll();
  });
  afterAll(() => {
    env.remove();
    rmSync(summaryDir, { recursive: true, force: true });
    nock.enableNetConnect();
  });
  return env;
}

export function pullRequestPayload(number: number, base: string, head: string): unknown {
  return {
    action: 'synchronize',
    number,
    pull_request: { number, base: { sha: base, ref: 'main' }, head: { sha: head, ref: 'feature' } },
    repository: { default_branch: 'main', full_name: 'acme/platform' },
  };
}

/**
 * Records GitHub's side of a first run on pull request 7: no comment yet, then one created (with
 * `id` and `url`). Returns the posted body (read it after the run).
 */
export function expectNewComment(id: number, url = 'u'): { body: string } {
  const comments = '/repos/acme/platform/issues/7/comments';
  const posted = { body: '' };
  nock('https://api.github.com').get(comments).query(true).reply(200, []);
  nock('https://api.github.com')
    .post(comments, (b: { body: string }) => {
      posted.body = b.body;
      return true;
    })
    .reply(201, { id, html_url: url, body: '' });
  return posted;
}
