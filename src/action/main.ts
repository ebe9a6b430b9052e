import * as core from '@actions/core';
import { GitError } from '../git/tree';
import type { GitHubOptions } from '../github/client';
import { CommentPermissionError } from '../github/comments';
import { DiagnosticError } from '../model/diagnostic';
import { createLibjsonnetEngine, type JsonnetEngine } from '../render';
import { VERSION } from '../version';
import { DiffModeError, runDiffMode } from './diff-mode';
import { chooseMode } from './mode';
import { readSettings, SettingsError } from './settings';

export interface ActionDeps {
  engine?: JsonnetEngine;
  github?: GitHubOptions;
}

const USER_ERRORS = [SettingsError, GitError, CommentPermissionError, DiffModeError, DiagnosticError];

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
      throw new SettingsError(
        `mode ${choice.mode} is not available in rigging ${VERSION} yet; use mode: diff on pull requests`,
      );
    }
    const outcome = await runDiffMode(settings, deps.engine ?? createLibjsonnetEngine(), deps.github ?? {});
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
