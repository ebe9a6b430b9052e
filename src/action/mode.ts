import type { EventInfo, Mode, RequestedMode } from './settings';

export type ModeChoice = { mode: Mode } | { skip: string };

/**
 * `auto` follows the event: a pull request is reviewed (diff), a push to the default branch is
 * deployed, a schedule or manual dispatch checks for drift. Anything else is not rigging's to act on.
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
    case 'workflow_dispatch':
      return { mode: 'drift' };
    default:
      return {
        skip: `event ${event.name || '(none)'} has no rigging mode; set the mode input to diff, deploy or drift`,
      };
  }
}
