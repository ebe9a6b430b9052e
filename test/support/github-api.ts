import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Comment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * The slice of GitHub's REST API the action uses (issue comments: list with pagination, create,
 * update), on loopback, for tests that run the bundled action in a child process where nock
 * cannot reach. Paths, status codes, Link headers and bodies follow the real API.
 */
export class FakeGitHubApi {
  readonly comments = new Map<number, Comment[]>();
  readonly requests: RecordedRequest[] = [];
  private server: Server | undefined;
  private nextId = 1000;

  constructor(
    readonly owner: string,
    readonly repo: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url();
  }

  url(): string {
    if (!this.server) throw new Error('FakeGitHubApi is not started');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const url = new URL(req.url ?? '/', this.url());
    this.requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(data));
    };
    if (req.headers.authorization !== 'token ghs_dist_token')
      return send(401, { message: 'Bad credentials' });

    const prefix = `/repos/${this.owner}/${this.repo}/issues`;
    const list = new RegExp(`^${prefix}/(\\d+)/comments$`).exec(url.pathname);
    const one = new RegExp(`^${prefix}/comments/(\\d+)$`).exec(url.pathname);
    if (list && req.method === 'GET') {
      const all = this.comments.get(Number(list[1])) ?? [];
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const headers: Record<string, string> = {};
      if (page < last) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next}>; rel="next"`;
      }
      return send(200, all.slice((page - 1) * perPage, page * perPage), headers);
    }
    if (list && req.method === 'POST') {
      const issue = Number(list[1]);
      const comment = this.add(issue, String(body?.body ?? ''));
      return send(201, comment);
    }
    if (one && req.method === 'PATCH') {
      for (const comments of this.comments.values()) {
        const c = comments.find((x) => x.id === Number(one[1]));
        if (c) {
          c.body = String(body?.body ?? '');
          return send(200, c);
        }
      }
      return send(404, { message: 'Not Found' });
    }
    return send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
  }

  add(issue: number, body: string): Comment {
    const id = this.nextId++;
    const comment = {
      id,
      body,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${id}`,
      user: { login: 'github-actions[bot]' },
    };
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), comment]);
    return comment;
  }
}
