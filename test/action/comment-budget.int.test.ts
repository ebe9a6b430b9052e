import nock from 'nock';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main';
import { expectValidReport } from '../report/markdown-checks';
import { qbecRepoFiles, TempRepo } from '../support/git-repo';
import { expectNewComment, pullRequestPayload, useActionEnv } from './action-env';

const CANARY = 'CANARY-4c0f-do-not-leak';

/** 400 ConfigMaps from one component, at `version` (with `-<i>` appended when `each` is set). */
function configMaps(version: string, each = false): string {
  const value = each ? `'${version}-%d' % i` : `'${version}'`;
  return `[{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'cm-%d' % i },
  data: { version: ${value}, padding: std.join(',', std.makeArray(20, function(j) 'setting-%d' % j)) } }
  for i in std.range(1, 400)]`;
}

function deployment(image: string): string {
  return `{ apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web' },
  spec: { replicas: 2, template: { spec: { containers: [{ name: 'web', image: '${image}' }] } } } }`;
}

function secret(value: string): string {
  return `{ apiVersion: 'v1', kind: 'Secret', metadata: { name: 'creds' }, stringData: { password: '${value}' } }`;
}

const env = useActionEnv();
const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.remove();
});

/** A pipeline (dev and prod) whose head bumps web's image, changes 400 ConfigMaps and removes a Service. */
function bigChange(each: boolean): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repos.push(repo);
  repo.write(
    qbecRepoFiles({
      'cms.jsonnet': configMaps('1.2', each),
      'web.jsonnet': deployment('nginx:1.27'),
      'old.jsonnet': `{ apiVersion: 'v1', kind: 'Service', metadata: { name: 'legacy' }, spec: { ports: [{ port: 80 }] } }`,
      'creds.jsonnet': secret(CANARY),
    }),
  );
  const base = repo.commit('base');
  repo.write({
    'apps/web/components/cms.jsonnet': configMaps('1.3', each),
    'apps/web/components/web.jsonnet': deployment('nginx:1.28'),
    'apps/web/components/old.jsonnet': null,
  });
  return { repo, base, head: repo.commit('head') };
}

async function commentOn({ repo, base, head }: ReturnType<typeof bigChange>): Promise<string> {
  const comment = expectNewComment(12);
  env.start({ workspace: repo.dir, event: 'pull_request', payload: pullRequestPayload(7, base, head) });
  await run({ github: { fetch: globalThis.fetch } });
  expect(nock.isDone()).toBe(true);
  expectValidReport(comment.body, 65_536);
  expect(comment.body).not.toContain(CANARY);
  return comment.body;
}

describe('the comment of a large pull request', () => {
  it('leads with the image bump, groups 400 same-shaped ConfigMaps, keeps prod, and fits', async () => {
    const md = await commentOn(bigChange(false));

    // The list under the table: every change said once for both environments, removals first,
    // then the workload with its image, then the 400 ConfigMaps as one line.
    const list = md.slice(md.indexOf('### What changed'), md.indexOf('<details>'));
    expect(list).toContain(
      [
        '**In dev and prod:**',
        '- **Removed:** Service `legacy`',
        '- Deployment `web`: image `nginx:1.27` → `nginx:1.28` (container `web`)',
        '- 400 ConfigMaps changed (`cm-1`, `cm-2`, `cm-3` and 397 more): `data.version` `1.2` → `1.3`',
      ].join('\n'),
    );
    expect(list).not.toMatch(/^\*\*In (dev|prod):\*\*$/m);

    // The details: each environment present, removal then workload then one ConfigMap block
    // standing for the 400.
    for (const name of ['dev', 'prod']) {
      const start = md.indexOf(`### ${name}\n`);
      expect(start, name).toBeGreaterThan(0);
      const section = md.slice(start);
      const order = ['#### web — removed', '#### web — workloads', '#### web\n'].map((h) =>
        section.indexOf(h),
      );
      expect(
        order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0))),
        name,
      ).toBe(true);
      expect(section).toMatch(/-\s+- image: nginx:1\.27\n\+\s+- image: nginx:1\.28/);
    }
    const grouped =
      '<summary>~ v1 ConfigMap cm-1 — and 399 more ConfigMaps changed the same way: cm-2, cm-3, cm-4, …</summary>';
    expect(md.split(grouped)).toHaveLength(3);
    // Nothing is cut: the grouping made it all fit.
    expect(md).not.toContain('not shown here');
  });

  it('shares the room when the changes do not fit: removal and image bump first, prod too, a link to the rest', async () => {
    const md = await commentOn(bigChange(true));
    expect(md.length).toBeGreaterThan(60_000);
    const list = md.slice(md.indexOf('### What changed'), md.indexOf('<details>'));
    expect(list).toContain(
      [
        '**In dev and prod:**',
        '- **Removed:** Service `legacy`',
        '- Deployment `web`: image `nginx:1.27` → `nginx:1.28` (container `web`)',
        '- 400 ConfigMaps changed (`cm-1`, `cm-2`, `cm-3` and 397 more): `data.version`',
      ].join('\n'),
    );
    const dev = md.slice(md.indexOf('### dev\n'), md.indexOf('### prod\n'));
    const prod = md.slice(md.indexOf('### prod\n'));
    for (const section of [dev, prod]) {
      expect(section.indexOf('<summary>- v1 Service legacy</summary>')).toBeGreaterThan(0);
      expect(section.indexOf('<summary>~ apps/v1 Deployment web</summary>')).toBeGreaterThan(
        section.indexOf('<summary>- v1 Service legacy</summary>'),
      );
    }
    // An even share each: neither environment takes the other's room.
    const blocks = (text: string) => text.split('<summary>~ v1 ConfigMap').length - 1;
    expect(blocks(dev)).toBeGreaterThan(20);
    expect(Math.abs(blocks(dev) - blocks(prod))).toBeLessThanOrEqual(2);
    expect(md.trimEnd().split('\n').at(-1)).toMatch(
      /^> \*\*[\d,]+ of 804 changed objects are not shown here\*\*: .* The full diff is in the \[job summary\]\(https:\/\/github\.com\/acme\/platform\/actions\/runs\/4242\)/,
    );
  });
});
