import * as core from '@actions/core';
import type { GitHubOptions } from '../github/client';
import { isUserError } from '../model/errors';
import { VERSION } from '../version';
import { runDeployMode, type TokenSource } from './deploy-mode';
import { runDiffMode } from './diff-mode';
import { chooseMode } from './mode';
import { readSettings } from './settings';

export interface ActionDeps {
  github?: GitHubOptions;
  /** Where OIDC tokens come from; the runner's token service by default. */
  idToken?: TokenSource;
}

/** The action: settings in, one mode run, and any failure turned into one clear message. */
export async function run(deps: ActionDeps = {}): Promise<void> {
  try {
    const settings = readSettings();
    const choice = chooseMode(settings.requestedMode, settings.event);
    if ('skip' in choice) {
      core.notice(`rigging ${VERSION}: ${choice.skip}`);
      return;
    }
    core.info(`rigging ${VERSION}: mode ${choice.mode}`);
    if (choice.mode !== 'diff') {
      const outcome = await runDeployMode(settings, choice.mode, deps.github ?? {}, deps.idToken);
      if (outcome.failed.length > 0)
        core.setFailed(`${choice.mode} failed for ${outcome.failed.join(', ')}; see the job summary`);
      else if (settings.failOn === 'change' && outcome.drifted.length > 0)
        core.setFailed(`drift in ${outcome.drifted.join(', ')}`);
      return;
    }
    const outcome = await runDiffMode(settings, deps.github ?? {});
    if (settings.failOn !== 'never' && outcome.errors > 0) {
      core.setFailed(`${outcome.errors} render error(s); see the annotations and the job summary`);
    } else if (settings.failOn === 'change' && outcome.changed) {
      core.setFailed('the pull request changes rendered objects (fail-on: change)');
    }
  } catch (err) {
    // A user error's message is already written for them; anything else is rigging's own bug.
    if (isUserError(err)) {
      core.setFailed(err.message);
    } else {
      core.setFailed(`rigging internal error: ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof Error && err.stack) core.debug(err.stack);
    }
  }
}
