import { UserError } from '../model/errors';
import { type GitHub, withPermission } from './client';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export type CommentResult =
  | { action: 'created' | 'updated' | 'unchanged'; id: number; url: string }
  | { action: 'skipped'; reason: string };

/** The token may not touch comments: says which permission the workflow needs. */
export class CommentPermissionError extends UserError {
  override name = 'CommentPermissionError';
}

function permissionError(
  what: string,
  target: CommentTarget,
  status: number,
  message: string,
): CommentPermissionError {
  return new CommentPermissionError(
    `GitHub refused to ${what} comments on ${target.owner}/${target.repo}#${target.issueNumber} (${status}: ${message}). ` +
      'The workflow token needs permission to write pull request comments: add\n' +
      '  permissions:\n    contents: read\n    pull-requests: write\n' +
      'to the job (for pull requests from forks, the pull_request event only gets a read-only token).',
  );
}

function call<T>(what: string, target: CommentTarget, request: () => Promise<T>): Promise<T> {
  return withPermission(request, (status, message) => permissionError(what, target, status, message));
}

/** The first comment holding the marker, looking through every page of the conversation. */
export async function findMarkedComment(
  gh: GitHub,
  target: CommentTarget,
  marker: string,
): Promise<{ id: number; body: string; url: string } | undefined> {
  const params = { owner: target.owner, repo: target.repo, issue_number: target.issueNumber, per_page: 100 };
  return call('list', target, async () => {
    for await (const page of gh.paginate.iterator(gh.rest.issues.listComments, params)) {
      const found = page.data.find((c) => c.body?.includes(marker));
      if (found) return { id: found.id, body: found.body ?? '', url: found.html_url };
    }
    return undefined;
  });
}

export interface PostOptions {
  marker: string;
  body: string;
  /** sticky: update the marked comment in place; new: always add one. */
  mode: 'sticky' | 'new';
  /** When no marked comment exists: create one (true) or leave the conversation alone (false). */
  createIfMissing: boolean;
  /** Bodies equal after this are the same report (e.g. with per-run redaction tokens masked). */
  normalize?: (body: string) => string;
}

/** Posts the report as one sticky comment: found by its marker, rewritten only when the body changed. */
export async function postComment(
  gh: GitHub,
  target: CommentTarget,
  opts: PostOptions,
): Promise<CommentResult> {
  const base = { owner: target.owner, repo: target.repo };
  const existing = opts.mode === 'sticky' ? await findMarkedComment(gh, target, opts.marker) : undefined;
  if (existing) {
    const norm = opts.normalize ?? ((b: string) => b);
    if (norm(existing.body).trim() === norm(opts.body).trim())
      return { action: 'unchanged', id: existing.id, url: existing.url };
    const res = await call('update', target, () =>
      gh.rest.issues.updateComment({ ...base, comment_id: existing.id, body: opts.body }),
    );
    return { action: 'updated', id: res.data.id, url: res.data.html_url };
  }
  if (!opts.createIfMissing)
    return { action: 'skipped', reason: 'no changes and no earlier comment to update' };
  const res = await call('create', target, () =>
    gh.rest.issues.createComment({ ...base, issue_number: target.issueNumber, body: opts.body }),
  );
  return { action: 'created', id: res.data.id, url: res.data.html_url };
}
