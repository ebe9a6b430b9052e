import { UserError } from '../model/errors';
import { type GitHub, withPermission } from './client';

export const DRIFT_LABEL = 'drift';

export type DriftIssueResult = {
  action: 'created' | 'updated' | 'closed' | 'unchanged' | 'none';
  number?: number;
  url?: string;
};

export class IssuePermissionError extends UserError {
  override name = 'IssuePermissionError';
}

/** The hidden line one environment's drift issue is found by. */
export function driftMarker(pipeline: string, environment: string): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
  return `<!-- rigging-drift:${clean(pipeline)}:${clean(environment)} -->`;
}

function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  return withPermission(
    request,
    (status, message) =>
      new IssuePermissionError(
        `GitHub refused to ${what} the drift issue (${status}: ${message}); add "issues: write" to the job's permissions`,
      ),
  );
}

/**
 * One open issue per environment, labelled `drift`: opened when drift appears, its body kept up to
 * date while it lasts (never a second issue), closed with a note when a later check is clean.
 */
export async function syncDriftIssue(
  gh: GitHub,
  repo: { owner: string; repo: string },
  opts: { marker: string; title: string; body: string | undefined; runUrl: string },
): Promise<DriftIssueResult> {
  const open = await call('list', async () => {
    for await (const page of gh.paginate.iterator(gh.rest.issues.listForRepo, {
      ...repo,
      state: 'open',
      labels: DRIFT_LABEL,
      per_page: 100,
    })) {
      const found = page.data.find((i) => !i.pull_request && i.body?.includes(opts.marker));
      if (found) return found;
    }
    return undefined;
  });
  if (opts.body === undefined) {
    if (!open) return { action: 'none' };
    await call('comment on', () =>
      gh.rest.issues.createComment({
        ...repo,
        issue_number: open.number,
        body: `No drift any more as of ${opts.runUrl}.`,
      }),
    );
    await call('close', () =>
      gh.rest.issues.update({
        ...repo,
        issue_number: open.number,
        state: 'closed',
        state_reason: 'completed',
      }),
    );
    return { action: 'closed', number: open.number, url: open.html_url };
  }
  const body = `${opts.marker}\n${opts.body}`;
  if (open) {
    if ((open.body ?? '').trim() === body.trim())
      return { action: 'unchanged', number: open.number, url: open.html_url };
    await call('update', () =>
      gh.rest.issues.update({ ...repo, issue_number: open.number, title: opts.title, body }),
    );
    return { action: 'updated', number: open.number, url: open.html_url };
  }
  const created = await call('create', () =>
    gh.rest.issues.create({ ...repo, title: opts.title, body, labels: [DRIFT_LABEL] }),
  );
  return { action: 'created', number: created.data.number, url: created.data.html_url };
}
