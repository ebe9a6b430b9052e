// A deployment manifest's `addons`: their jobs join the instance groups their include/exclude
// rules pick, as the director's Bosh::Director::Addon applies them (cf-deployment puts its
// loggregator agents, bpm and DNS aliases on every VM this way). rigging ignored them before.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const RIGGING = JSON.stringify({
  apiVersion: 'rigging.dev/v1alpha1',
  kind: 'Pipeline',
  metadata: { name: 't' },
  spec: {
    environments: { dev: {} },
    sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
  },
});

/** A job whose one template prints its tag property, default `none`. */
const job = (name: string) => ({
  [`releases/app/jobs/${name}/spec`]: `name: ${name}\ntemplates:\n  t.erb: config/t\nproperties:\n  tag: { default: none }\n`,
  [`releases/app/jobs/${name}/templates/t.erb`]: `${name} tag=<%= p("tag") %>\n`,
});

const repo = (manifest: string) =>
  writeTree({
    'rigging.yaml': RIGGING,
    'deploy.yml': manifest,
    ...job('web'),
    ...job('worker'),
    ...job('agent'),
    ...job('dns'),
    ...job('extra'),
  });

const GROUPS = `stemcells:
- { alias: jammy, os: ubuntu-jammy, version: latest }
- { alias: noble, os: ubuntu-noble, version: latest }
instance_groups:
- name: web
  instances: 1
  stemcell: jammy
  networks: [{ name: default }]
  properties: { tag: from-group }
  jobs: [{ name: web, release: app }]
- name: worker
  instances: 1
  stemcell: noble
  networks: [{ name: private }]
  jobs: [{ name: worker, release: app }]
- name: migrate
  instances: 1
  lifecycle: errand
  stemcell: jammy
  networks: [{ name: default }]
  jobs: [{ name: web, release: app }]
`;

/** Every rendered file as `path: content`, sorted. */
async function rendered(
  dir: string,
): Promise<{ code: number; files: string[]; stderr: string; json: unknown }> {
  const r = await run(dir, ['render', '-o', 'json', '-S']);
  if (r.code !== 0) return { code: r.code, files: [], stderr: r.stderr, json: undefined };
  const json = JSON.parse(r.stdout);
  const files = json.environments[0].artifacts
    .map((a: { name: string; content: string }) => `${a.name}: ${a.content.trim()}`)
    .sort();
  return { code: r.code, files, stderr: r.stderr, json };
}

describe('BOSH addons', () => {
  it("adds an addon's jobs to every instance group when it has no include, with the job's own properties", async () => {
    const dir = await repo(`name: demo
releases: [{ name: app, version: 1 }]
addons:
- name: agents
  jobs:
  - { name: agent, release: app, properties: { tag: from-addon } }
${GROUPS}`);
    const r = await rendered(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.files).toEqual([
      'migrate/0/agent/config/t: agent tag=from-addon',
      'migrate/0/web/config/t: web tag=none',
      'web/0/agent/config/t: agent tag=from-addon',
      'web/0/web/config/t: web tag=from-group',
      'worker/0/agent/config/t: agent tag=from-addon',
      'worker/0/worker/config/t: worker tag=none',
    ]);
    // The cf-operator's resolved properties mark the addon's job.
    const objects = (
      r.json as {
        environments: {
          objects: { object: { metadata: { name: string }; stringData?: Record<string, string> } }[];
        }[];
      }
    ).environments[0]?.objects;
    const resolved = objects?.find((o) => o.object.metadata.name === 'ig-resolved.web-v1')?.object
      .stringData?.['properties.yaml'];
    expect(resolved).toMatch(/name: agent[\s\S]*is_addon: true/);
    expect(resolved?.match(/is_addon/g)).toHaveLength(1);
  });

  it('picks groups by stemcell, instance group, job and lifecycle as the director does, exclude winning', async () => {
    const dir = await repo(`name: demo
releases: [{ name: app, version: 1 }]
addons:
- name: on-jammy
  jobs: [{ name: agent, release: app }]
  include: { stemcell: [{ os: ubuntu-jammy }] }
  exclude: { lifecycle: errand }
- name: beside-agents
  jobs: [{ name: extra, release: app }]
  include: { jobs: [{ name: agent, release: app }] }
- name: private-net
  jobs: [{ name: dns, release: app }]
  include: { networks: [private] }
  exclude: { instance_groups: [web] }
- name: bosh-dns
  jobs: [{ name: dns, release: app }]
${GROUPS}`);
    const r = await rendered(dir);
    expect(r.code, r.stderr).toBe(0);
    // on-jammy: web (migrate is an errand); beside-agents: where on-jammy put agent, as
    // addons apply in order; private-net: worker; bosh-dns: nowhere (the cf-operator's DNS).
    expect(r.files).toEqual([
      'migrate/0/web/config/t: web tag=none',
      'web/0/agent/config/t: agent tag=none',
      'web/0/extra/config/t: extra tag=none',
      'web/0/web/config/t: web tag=from-group',
      'worker/0/dns/config/t: dns tag=none',
      'worker/0/worker/config/t: worker tag=none',
    ]);
  });

  it("gives an addon job the addon's (deprecated) properties when it has none of its own, never the group's", async () => {
    const dir = await repo(`name: demo
releases: [{ name: app, version: 1 }]
addons:
- name: shared
  properties: { tag: addon-level }
  jobs: [{ name: agent, release: app }]
  include: { instance_groups: [web] }
- name: bare
  jobs: [{ name: extra, release: app }]
  include: { instance_groups: [web] }
${GROUPS}`);
    const r = await rendered(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.files.filter((f) => f.startsWith('web/'))).toEqual([
      'web/0/agent/config/t: agent tag=addon-level',
      'web/0/extra/config/t: extra tag=none',
      'web/0/web/config/t: web tag=from-group',
    ]);
  });

  it('never prints a variable named in a rule it reports', async () => {
    const canary = 'canary-addon-secret-4711';
    const dir = await writeTree({
      'rigging.yaml': RIGGING.replace(
        '"releases":"releases"',
        '"releases":"releases","variables":"vars.yml"',
      ),
      'vars.yml': `filter_name: ${canary}\n`,
      'deploy.yml': `name: demo
releases: [{ name: app, version: 1 }]
addons:
- name: other
  jobs: [{ name: agent, release: app }]
  exclude: { jobs: [{ name: ((filter_name)) }] }
${GROUPS}`,
      ...job('web'),
      ...job('worker'),
      ...job('agent'),
    });
    for (const output of ['yaml', 'json']) {
      const r = await run(dir, ['render', '-o', output]);
      expect(r.code).not.toBe(0);
      expect(r.stderr + r.stdout).toMatch(
        /in deployment config's exclude section must have both name and release/,
      );
      expect(r.stderr + r.stdout).not.toContain(canary);
    }
  });

  const mistakes: [string, string, RegExp][] = [
    [
      'a job the group has already',
      '- name: again\n  jobs: [{ name: web, release: app }]\n  include: { instance_groups: [web] }\n',
      /deploy\.yml:5:10: .*Colocated job 'web' is already added to the instance group 'web'\./,
    ],
    [
      'a release the manifest does not list',
      '- name: other\n  jobs: [{ name: agent, release: elsewhere }]\n',
      /deploy\.yml:5:34: .*Manifest specifies job 'agent' which is defined in 'elsewhere', but 'elsewhere' is not listed in the deployment releases section\./,
    ],
    [
      'a deployments rule',
      '- name: other\n  jobs: [{ name: agent, release: app }]\n  include: { deployments: [demo] }\n',
      /deploy\.yml:6:27: .*Deployment filter is not allowed for deployment level addons\./,
    ],
    [
      'a jobs rule without a release',
      '- name: other\n  jobs: [{ name: agent, release: app }]\n  exclude: { jobs: [{ name: web }] }\n',
      /deploy\.yml:6:21: .*Job \{"name" => "web"\} in deployment config's exclude section must have both name and release\./,
    ],
  ];
  for (const [what, addon, message] of mistakes) {
    it(`reports ${what} at its place and renders nothing`, async () => {
      const dir = await repo(`name: demo
releases: [{ name: app, version: 1 }]
addons:
${addon}${GROUPS}`);
      const r = await run(dir, ['render']);
      expect(r.code).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    });
  }
});
