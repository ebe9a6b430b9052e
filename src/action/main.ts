import * as core from '@actions/core';
import { DeployError } from '../deploy/invoke';
import { GitError } from '../git/tree';
import type { GitHubOptions } from '../github/client';
import { CommentPermissionError } from '../github/comments';
import { IssuePermissionError } from '../github/drift-issues';
import { DiagnosticError } from '../model/diagnostic';
import { createLibjsonnetEngine, type JsonnetEngine } from '../render';
import { VERSION } from '../version';
import { DeployModeError, runDeployMode, type TokenSource } from './deploy-mode';
import { DiffModeError, runDiffMode } from './diff-mode';
import { chooseMode } from './mode';
import { readSettings, SettingsError } from './settings';

export interface ActionDeps {
  engine?: JsonnetEngine;
  github?: GitHubOptions;
  /** Where OIDC tokens come from; the runner's token service by default. */
  idToken?: TokenSource;
}

const USER_ERRORS = [
  SettingsError,
  GitError,
  CommentPermissionError,
  IssuePermissionError,
  DiffModeError,
  DeployModeError,
  DeployError,
  DiagnosticError,
];

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
    const engine = deps.engine ?? createLibjsonnetEngine();
    if (choice.mode !== 'diff') {
      const outcome = await runDeployMode(settings, choice.mode, engine, deps.github ?? {}, deps.idToken);
      if (outcome.failed.length > 0)
        core.setFailed(`${choice.mode} failed for ${outcome.failed.join(', ')}; see the job summary`);
      else if (settings.failOn === 'change' && outcome.drifted.length > 0)
        core.setFailed(`drift in ${outcome.drifted.join(', ')}`);
      return;
    }
    const outcome = await runDiffMode(settings, engine, deps.github ?? {});
    if (settings.failOn !== 'never' && outcome.errors > 0) {
      core.setFailed(`${outcome.errors} render error(s); see the annotations and the job summary`);
    } else if (settings.failOn === 'change' && outcome.changed) {
      core.setFailed('the pull request changes rendered objects (fail-on: change)');
    }
  } catch (err) {
    if (USER_ERRORS.some((E) => err instanceof E)) {
      core.setFailed((err as Error).message);
    } else {
      core.setFailed(`rigging internal error: ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof Error && err.stack) core.debug(err.stack);
    }
  }
}
