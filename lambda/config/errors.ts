/**
 * The Lambda's environment is wrong. Each problem names the variable and the expected format;
 * all problems are reported at once so one redeploy fixes them all.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}
