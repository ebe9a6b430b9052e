// Issue 7, part 2, deploy mode end to end: what the Lambda answers (a cluster error quoting a
// value) reaches the deployment status, the job summary and the log only as a redaction token.
import { describe, expect, it } from 'vitest';
import { deployRepoFiles, expectDeployment, useActionDeployWorld } from '../deploy/action-harness';
import { TempRepo } from '../support/git-repo';

const { runOnPush } = useActionDeployWorld();
// Not a valid label value (the colons), so the API server's refusal quotes it.
const CANARY = 'canary:s3cr3t:7f3a';
const CANARY_B64 = Buffer.from(CANARY).toString('base64');

const COMPONENTS = {
  'web.jsonnet': `[
  { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { token: '${CANARY}' } },
  { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'copy', labels: { token: '${CANARY}' } }, data: { a: '1' } },
]`,
};

describe('action deploy mode keeps Secret values out of what the Lambda answers', () => {
  it('a cluster error quoting a Secret value copied into a label', async () => {
    const repo = new TempRepo();
    repo.write(deployRepoFiles(COMPONENTS));
    const sha = repo.commit('deploy me');
    const statuses = expectDeployment(77);
    const { log, summary, exitCode } = await runOnPush(repo, sha);
    expect(exitCode).toBe(1);
    expect(summary).toMatch(/redacted\.[0-9a-f]{16}/);
    const descriptions = statuses.map((s) => s.description).join('\n');
    for (const [where, text] of Object.entries({ log, summary, descriptions })) {
      expect(text, where).not.toContain(CANARY);
      expect(text, where).not.toContain(CANARY_B64);
    }
    repo.remove();
  });
});
