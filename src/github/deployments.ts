import * as core from '@actions/core';
import { type GitHub, permissionRefusal } from './client';

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error';

/**
 * A GitHub deployment per environment, so the repository's Environments page shows what rigging
 * deployed. Reporting only: a token without `deployments: write` gets a warning, not a failed deploy.
 */
export class DeploymentReporter {
  private ids = new Map<string, number>();
  private disabled = false;

  constructor(
    private readonly gh: GitHub,
    private readonly repo: { owner: string; repo: string },
    private readonly sha: string,
    private readonly logUrl: string,
    /** Applied before the description is cut to GitHub's 140 characters, which could split a value. */
    private readonly redact: (text: string) => string = (text) => text,
  ) {}

  async status(environment: string, state: DeploymentState, description: string): Promise<void> {
    if (this.disabled || !this.sha) return;
    try {
      let id = this.ids.get(environment);
      if (id === undefined) {
        const created = await this.gh.rest.repos.createDeployment({
          ...this.repo,
          ref: this.sha,
          environment,
          auto_merge: false,
          required_contexts: [],
          description: 'rigging deploy',
        });
        id = (created.data as { id: number }).id;
        this.ids.set(environment, id);
      }
      await this.gh.rest.repos.createDeploymentStatus({
        ...this.repo,
        deployment_id: id,
        state,
        log_url: this.logUrl,
        description: this.redact(description).slice(0, 140),
      });
    } catch (err) {
      // 404 too: a token without deployments access may not even see them.
      const http = permissionRefusal(err, [404]);
      if (http) {
        this.disabled = true;
        core.warning(
          `GitHub refused a deployment status (${http.status}: ${http.message}); add "deployments: write" to the job's permissions to see deploys on the Environments page`,
        );
        return;
      }
      throw err;
    }
  }
}
