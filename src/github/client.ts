import { getOctokit } from '@actions/github';

export type GitHub = ReturnType<typeof getOctokit>;

export interface GitHubOptions {
  /** API root; defaults to GITHUB_API_URL as the runner sets it (GitHub Enterprise included). */
  baseUrl?: string;
  /** Replaces @actions/github's proxy-aware fetch; tests pass the global fetch so nock sees requests. */
  fetch?: typeof fetch;
}

export function createGitHub(token: string, opts: GitHubOptions = {}): GitHub {
  return getOctokit(token, {
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    ...(opts.fetch ? { request: { fetch: opts.fetch } } : {}),
  });
}

/** Status and message of an Octokit request error, or undefined for anything else. */
export function httpStatus(err: unknown): { status: number; message: string } | undefined {
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
