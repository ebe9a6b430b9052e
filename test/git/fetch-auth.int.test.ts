// Issue 24, item 8: the workflows to copy check out with `persist-credentials: false`, so a private
// origin refuses the anonymous fetch of a pull request's base commit. rigging then fetches it with
// the action's token, sent only to the git process (never written to .git/config or its arguments).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCommit, findRepository } from '../../src/git/tree';
import { TempRepo } from '../support/git-repo';

const TOKEN = 'ghs_canary_fetch_token_4b1d';
const BASIC = `Basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`;

/** A private git server: smart HTTP through `git http-backend`, only for requests with the token. */
function startPrivateGitServer(
  projectRoot: string,
): Promise<{ server: Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const backend = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: req.method,
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        REMOTE_USER: 'x-access-token',
      },
    });
    req.pipe(cgi.stdin);
    const chunks: Buffer[] = [];
    cgi.stdout.on('data', (d: Buffer) => chunks.push(d));
    cgi.on('close', () => {
      const out = Buffer.concat(chunks);
      const split = out.indexOf('\r\n\r\n');
      let status = 200;
      for (const line of out.subarray(0, split).toString().split('\r\n')) {
        const [name, ...rest] = line.split(':');
        const value = rest.join(':').trim();
        if (name?.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else if (name) res.setHeader(name, value);
      }
      res.writeHead(status);
      res.end(out.subarray(split + 4));
    });
  };
  const server = createServer((req, res) => {
    // The auth scheme is case-insensitive (RFC 9110); actions/checkout writes `basic`.
    const auth = (req.headers.authorization ?? '(none)').replace(/^basic /i, 'Basic ');
    seen.push(auth);
    if (auth !== BASIC) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="private"' }).end();
      return;
    }
    backend(req, res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }),
    ),
  );
}

const origin = new TempRepo();
const checkout = new TempRepo();
let base = '';
let head = '';
let git: Awaited<ReturnType<typeof startPrivateGitServer>>;

beforeAll(async () => {
  origin.write({ 'a.txt': '1\n' });
  base = origin.commit('base');
  origin.write({ 'a.txt': '2\n' });
  head = origin.commit('head');
  origin.git('clone', '-q', '--bare', origin.dir, path.join(origin.dir, 'bare/repo.git'));
  git = await startPrivateGitServer(path.join(origin.dir, 'bare'));
  // What actions/checkout leaves with persist-credentials: false: one commit, no credentials.
  checkout.git('fetch', '-q', '--depth=1', `file://${origin.dir}/bare/repo.git`, head);
  checkout.git('checkout', '-q', head);
  checkout.git('remote', 'add', 'origin', `${git.url}/repo.git`);
});
afterAll(() => {
  git?.server.close();
  origin.remove();
  checkout.remove();
});

const hasCommit = (sha: string) => {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: checkout.dir, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('ensureCommit from a private origin', () => {
  it('fails with one message naming the commit when it has no token', async () => {
    const repo = await findRepository(checkout.dir);
    await expect(ensureCommit(repo, base)).rejects.toThrow(
      new RegExp(`^commit ${base} is not in the checkout and fetching it from origin failed \\(git fetch: `),
    );
    expect(hasCommit(base)).toBe(false);
  });

  it('refuses a wrong token without echoing it', async () => {
    const repo = await findRepository(checkout.dir);
    const error = await ensureCommit(repo, base, { serverUrl: git.url, token: 'ghs_wrong_token_91' }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toContain('ghs_wrong_token_91');
    expect(hasCommit(base)).toBe(false);
  });

  it('fetches the base commit with the token, leaving no credential in .git/config', async () => {
    const repo = await findRepository(checkout.dir);
    await ensureCommit(repo, base, { serverUrl: git.url, token: TOKEN });
    expect(hasCommit(base)).toBe(true);
    expect(git.seen).toContain(BASIC);
    expect(readFileSync(path.join(checkout.dir, '.git/config'), 'utf8')).not.toContain(
      Buffer.from(`x-access-token:${TOKEN}`).toString('base64'),
    );
  });

  it('sends the token to its own server only', async () => {
    const repo = await findRepository(checkout.dir);
    const before = git.seen.length;
    const other = await ensureCommit(
      repo,
      head.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      {
        serverUrl: 'https://github.com',
        token: TOKEN,
      },
    ).catch((e: Error) => e);
    expect(other).toBeInstanceOf(Error);
    expect(git.seen.slice(before).every((a) => a !== BASIC)).toBe(true);
  });
});
