/**
 * The Lambda's configuration is wrong. Each problem names where (variable and path) and what is expected;
 * all problems are reported at once so one redeploy fixes them all.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}
