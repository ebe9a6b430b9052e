// The GitHub choke point: every comment, issue and deployment status rigging sends passes through
// the run's redactor, whichever code path built the text.
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/diff/redact';
import { createGitHub } from '../../src/github/client';
import { DeploymentReporter } from '../../src/github/deployments';
import { syncDriftIssue } from '../../src/github/drift-issues';

const API = 'https://api.github.com';
const CANARY = 'canary-s3cr3t-7f3a';
const repo = { owner: 'acme', repo: 'platform' };

function redactor() {
  const r = createRedactor();
  r.learn({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'creds' },
    stringData: { password: CANARY },
  });
  return r;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('GitHub writes are redacted', () => {
  it('comment bodies, issue titles and bodies', async () => {
    const gh = createGitHub('t', { fetch: globalThis.fetch, redact: redactor().redactText });
    const sent: string[] = [];
    const record = (b: unknown) => {
      sent.push(JSON.stringify(b));
      return true;
    };
    nock(API).post('/repos/acme/platform/issues/7/comments', record).reply(201, { id: 1 });
    nock(API).get('/repos/acme/platform/issues').query(true).reply(200, []);
    nock(API).post('/repos/acme/platform/issues', record).reply(201, { number: 5, html_url: 'u' });
    await gh.rest.issues.createComment({ ...repo, issue_number: 7, body: `leaked ${CANARY}` });
    await syncDriftIssue(gh, repo, {
      marker: '<!-- m -->',
      title: `Drift ${CANARY}`,
      body: `diff\n-  url: https://u:${CANARY}@db\n`,
      runUrl: 'r',
    });
    expect(nock.isDone()).toBe(true);
    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(body).not.toContain(CANARY);
      expect(body).toMatch(/redacted\.[0-9a-f]{16}/);
    }
  });

  it('a deployment status is redacted before it is cut to 140 characters', async () => {
    const r = redactor();
    const gh = createGitHub('t', { fetch: globalThis.fetch });
    let description = '';
    nock(API).post('/repos/acme/platform/deployments').reply(201, { id: 9 });
    nock(API)
      .post('/repos/acme/platform/deployments/9/statuses', (b: { description: string }) => {
        description = b.description;
        return true;
      })
      .reply(201, {});
    const reporter = new DeploymentReporter(gh, repo, 'abc', 'log', r.redactText);
    // The value straddles the cut: cutting first would leave its first part in the description.
    await reporter.status('dev', 'failure', `${'x'.repeat(130)} ${CANARY} more`);
    expect(description.length).toBeLessThanOrEqual(140);
    expect(description).not.toContain(CANARY.slice(0, 9));
  });
});
