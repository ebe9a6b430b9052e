import { type EventInfo, type Mode, type RequestedMode, SettingsError } from './settings';

export type ModeChoice = { mode: Mode } | { skip: string };

/**
 * `auto` follows the event: a pull request is reviewed (diff), a push to the default branch is
 * deployed, a schedule checks for drift. A manual dispatch could mean a deploy or a drift check, and
 * guessing wrong would touch clusters, so the workflow must name the mode. Anything else is not
 * rigging's to act on.
 */
export function chooseMode(requested: RequestedMode, event: EventInfo): ModeChoice {
  if (requested !== 'auto') return { mode: requested };
  switch (event.name) {
    case 'pull_request':
    case 'pull_request_target':
      return { mode: 'diff' };
    case 'push': {
      const repository = event.payload.repository as { default_branch?: string } | undefined;
      const defaultBranch = repository?.default_branch;
      if (defaultBranch && event.ref === `refs/heads/${defaultBranch}`) return { mode: 'deploy' };
      return {
        skip: `push to ${event.ref || 'an unknown ref'} is not the default branch${defaultBranch ? ` (${defaultBranch})` : ''}: nothing to deploy`,
      };
    }
    case 'schedule':
      return { mode: 'drift' };
    case 'workflow_dispatch':
      throw new SettingsError(
        'input mode: auto does not choose a mode for a workflow_dispatch run (it could mean a deploy or a drift check); set mode to deploy, drift or diff in the workflow',
      );
    default:
      return {
        skip: `event ${event.name || '(none)'} has no rigging mode; set the mode input to diff, deploy or drift`,
      };
  }
}
