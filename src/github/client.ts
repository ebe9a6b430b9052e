import { getOctokit } from '@actions/github';

export type GitHub = ReturnType<typeof getOctokit>;

export interface GitHubOptions {
  /** API root; defaults to GITHUB_API_URL as the runner sets it (GitHub Enterprise included). */
  baseUrl?: string;
  /** Replaces @actions/github's proxy-aware fetch; tests pass the global fetch so nock sees requests. */
  fetch?: typeof fetch;
  /**
   * Applied to the text of every request sent (comment and issue bodies, titles, deployment
   * status descriptions): the one choke point for what rigging writes to GitHub.
   */
  redact?: (text: string) => string;
}

/** The request parameters that carry free text; the rest (owner, repo, ids, refs) must stay exact. */
const TEXT_PARAMETERS = ['body', 'title', 'description'] as const;

export function createGitHub(token: string, opts: GitHubOptions = {}): GitHub {
  const gh = getOctokit(token, {
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.fetch ? { request: { fetch: opts.fetch } } : {}),
  });
  const redact = opts.redact;
  if (redact) {
    gh.hook.before('request', (options) => {
      const params = options as Record<string, unknown>;
      for (const name of TEXT_PARAMETERS) {
        const value = params[name];
        if (typeof value === 'string') params[name] = redact(value);
      }
    });
  }
  return gh;
}

/** GitHub refused the token (401, 403, or `also`): the status and GitHub's words; else undefined. */
export function permissionRefusal(
  err: unknown,
  also: readonly number[] = [],
): { status: number; message: string } | undefined {
  const http = httpStatus(err);
  return http && (http.status === 401 || http.status === 403 || also.includes(http.status))
    ? http
    : undefined;
}

/** Runs one request; a permission refusal becomes the error `refused` words for the user. */
export async function withPermission<T>(
  request: () => Promise<T>,
  refused: (status: number, message: string) => Error,
): Promise<T> {
  try {
    return await request();
  } catch (err) {
    const refusal = permissionRefusal(err);
    throw refusal ? refused(refusal.status, refusal.message) : err;
  }
}

/** Status and message of an Octokit request error, or undefined for anything else. */
function httpStatus(err: unknown): { status: number; message: string } | undefined {
  if (
    err &&
    typeof err === 'object' &&
    'status' in err &&
    typeof (err as { status: unknown }).status === 'number'
  ) {
    const e = err as { status: number; message?: string; response?: { data?: { message?: string } } };
    return { status: e.status, message: e.response?.data?.message ?? e.message ?? '' };
  }
  return undefined;
}
