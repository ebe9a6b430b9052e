// The demo's pull request (scripts/demo-repo.mjs: an image bump, a scale-up, autoscaling dropped in
// prod, NATS's max_payload on every instance, a stack parameter...) as the action comments on it.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the demo's repository builder is a plain ES module script
import { buildDemoRepo } from '../../scripts/demo-repo.mjs';
import { run } from '../../src/action/main';
import { expectValidReport } from '../report/markdown-checks';
import { expectNewComment, pullRequestPayload, useActionEnv } from './action-env';

const env = useActionEnv();
const demo = buildDemoRepo() as { dir: string; cleanup: () => void };
afterAll(() => demo.cleanup());

async function comment(inputs: Record<string, string> = {}): Promise<string> {
  const rev = (r: string) =>
    execFileSync('git', ['rev-parse', r], { cwd: demo.dir, encoding: 'utf8' }).trim();
  const posted = expectNewComment(21);
  env.start({
    workspace: demo.dir,
    event: 'pull_request',
    payload: pullRequestPayload(7, rev('HEAD~1'), rev('HEAD')),
    inputs,
  });
  await run({ github: { fetch: globalThis.fetch } });
  expectValidReport(posted.body, 65_536);
  return posted.body;
}

/** The "what changed" list of a comment, and its section for `envs` (e.g. `prod`, `dev and prod`). */
function section(md: string, envs: string): string[] {
  const list = md.slice(
    md.indexOf('### What changed'),
    md.indexOf('\n### ', md.indexOf('### What changed') + 1),
  );
  const start = list.indexOf(`**In ${envs}:**\n`);
  expect(start, envs).toBeGreaterThan(0);
  const end = list.indexOf('\n\n', start);
  return list
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .slice(1);
}

describe("the demo's comment", () => {
  it('leads with the commits, then per set of environments removals, workloads, the rest', async () => {
    const md = await comment();
    expect(md).toMatch(
      /\nBase `[0-9a-f]{7}` → head `[0-9a-f]{7}` · \[workflow run\]\(https:\/\/github\.com\/acme\/platform\/actions\/runs\/4242\)\n/,
    );
    expect(md.indexOf('### What changed')).toBeGreaterThan(md.indexOf('| Environment |'));
    expect(md.indexOf('### What changed')).toBeLessThan(md.indexOf('<details>'));

    // Identical in both environments: said once, under both.
    const both = section(md, 'dev and prod');
    expect(both).toContain(
      '- ConfigMap `guestbook-settings` changed: `data.GUESTBOOK_MODERATION` `false` → `true`',
    );
    expect(both).toContain('- CronJob `guestbook-cleanup` added');
    // NATS's config on instances 0 to 3 of both environments, in one name.
    expect(both).toContain('- `nats/0..3/nats/config/nats.conf` changed');
    // The snippet's PrometheusRule is said; the rendered.json that only mirrors it is not.
    expect(both.some((l) => l.startsWith('- PrometheusRule `monitoring/guestbook-slo` changed'))).toBe(true);
    expect(md).not.toContain('guestbook-slo/rendered.json');

    // Prod: removals first, as removals, then workloads with the image, then the rest.
    const prod = section(md, 'prod');
    expect(prod.slice(0, 3)).toEqual([
      '- **Removed:** 2 HorizontalPodAutoscalers (`guestbook-backend` and `guestbook-frontend`)',
      '- **Removed:** 2 PodDisruptionBudgets (`guestbook-backend` and `guestbook-frontend`)',
      '- Deployment `guestbook-backend`: image `ghcr.io/example/guestbook-backend:1.4.2` → `ghcr.io/example/guestbook-backend:1.5.0` (container `guestbook-backend`); `spec.replicas` `3` → `4`',
    ]);
    const workloads = prod.findIndex((l) => l.startsWith('- Deployment'));
    const rest = prod.findIndex((l) => / (changed|added)\b/.test(l) && !l.startsWith('- Deployment'));
    expect(rest).toBeGreaterThan(workloads);

    // The blocks follow the same order in each environment.
    const details = md.slice(md.indexOf('\n### prod\n'));
    expect(details.indexOf('— removed')).toBeLessThan(details.indexOf('— workloads'));
    expect(md).not.toContain('not shown here');
  });

  it("names the stack parameter first, and a mapping parameter's changed key", async () => {
    const md = await comment({ config: 'stack/rigging.yaml' });
    const plan = md.slice(md.indexOf('#### guestbook-stack — stack plan'));
    const lines = plan.split('\n');
    expect(lines[2]).toBe('- Stack parameter `monitoring.scrapeInterval`: `30s` → `15s`');
    expect(plan).toContain('  - Parameter `frontend.metricsInterval`: `30s` → `15s`');
    expect(plan).not.toContain('Parameter `frontend`: ');
  });
});
