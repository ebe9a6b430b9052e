// BOSH sources through `rigging render` and `rigging diff`: properties, links, spec.* and ERB
// templates rendered by Ruby, per instance, with the cf-operator's Secrets; and bad input.
import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';

cleanupTempDirs();

interface Env {
  objects: {
    component: string;
    object: { kind: string; metadata: { name: string }; stringData?: Record<string, string> };
  }[];
  artifacts: { name: string; content: string }[];
  diagnostics: { severity: string; file?: string; line?: number; message: string; component?: string }[];
}

function pipeline(source: Record<string, unknown>, envs = ['dev']): string {
  const doc = {
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Pipeline',
    metadata: { name: 't' },
    spec: {
      environments: Object.fromEntries(envs.map((e) => [e, {}])),
      sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases', ...source }],
    },
  };
  return JSON.stringify(doc);
}

async function render(
  files: Record<string, string>,
  source: Record<string, unknown> = {},
  env = 'dev',
  prepare?: (dir: string) => Promise<void>,
) {
  const dir = await writeTree({ 'rigging.yaml': pipeline(source, [env]), ...files });
  await prepare?.(dir);
  const r = await renderJson(dir, ['--env', env]);
  const e = (r.json?.environments.find((x) => x.name === env) ?? {
    objects: [],
    artifacts: [],
    diagnostics: [],
  }) as unknown as Env;
  return { ...r, env: e, file: (name: string) => e.artifacts.find((a) => a.name === name)?.content };
}

const SERVER_SPEC = `name: server
templates:
  bpm.yml.erb: config/bpm.yml
  server.conf.erb: config/server.conf
consumes:
  - { name: peers, type: peer }
  - { name: cache, type: cache, optional: true }
provides:
  - { name: peers, type: peer, properties: [server.port, server.secret] }
properties:
  server.port: { default: 8080 }
  server.secret: {}
  server.tags: { default: [a, b] }
  server.limits: { default: { zeta: 1, alpha: 2 } }
  server.debug: { default: false }
`;

const BPM = `processes:
  - name: server
    executable: /var/vcap/packages/server/bin/server
`;

const CONF = `<%- peers = link('peers') -%>
name=<%= spec.name %> index=<%= spec.index %> id=<%= spec.id %> az=<%= spec.az %> bootstrap=<%= spec.bootstrap %>
address=<%= spec.address %> deployment=<%= spec.deployment %> job=<%= spec.job.name %> release=<%= spec.release.name %>@<%= spec.release.version %>
port=<%= p('server.port') %> debug=<%= p('server.debug') %> first=<%= p(['server.missing', 'server.debug'], 'none') %>
limits=<%= JSON.dump(p('server.limits')) %>
peers=<%= peers.instances.map { |i| "#{i.address}:#{peers.p('server.port')}" }.join(',') %> via <%= peers.address %>
<%- if_link('cache') do |c| -%>
cache=<%= c.address %>
<%- end.else do -%>
no cache
<%- end -%>
<%- if_p('server.secret') do |s| -%>
secret-length=<%= s.length %>
<%- end -%>
`;

function release(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'releases/app/jobs/server/spec': SERVER_SPEC,
    'releases/app/jobs/server/templates/bpm.yml.erb': BPM,
    'releases/app/jobs/server/templates/server.conf.erb': CONF,
    ...extra,
  };
}

const MANIFEST = `name: demo
releases: [{ name: app, version: 1.2.3 }]
properties:
  server: { port: 9000 }
instance_groups:
  - name: web
    instances: 2
    azs: [z1, z2]
    networks: [{ name: default }]
    properties:
      server: { debug: true, secret: ((server_secret)) }
    jobs:
      - { name: server, release: app }
`;

describe('bosh source', () => {
  afterAll(() => undefined);

  it('renders every template on every instance with properties, links and spec', async () => {
    const r = await render(
      { 'deploy.yml': MANIFEST, 'vars/dev.yml': 'server_secret: canary-bosh-secret-1234\n', ...release() },
      { variables: 'vars/{env}.yml', namespace: 'apps' },
    );
    expect(r.env.diagnostics).toEqual([]);
    expect(r.env.artifacts.map((a) => a.name).sort()).toEqual(
      [0, 1, 2, 3]
        .flatMap((i) => [`web/${i}/server/config/bpm.yml`, `web/${i}/server/config/server.conf`])
        .sort(),
    );
    const conf = r.file('web/3/server/config/server.conf') ?? '';
    expect(conf).toContain('name=web-server index=3 id=web-3-server az=z2 bootstrap=false');
    expect(conf).toContain(
      'address=demo-web-3.apps.svc.cluster.local deployment=demo job=server release=app@1.2.3',
    );
    expect(conf).toContain('port=9000 debug=true first=true');
    expect(conf).toContain('limits={"alpha":2,"zeta":1}');
    expect(conf).toContain(
      'peers=demo-web-0.apps.svc.cluster.local:9000,demo-web-1.apps.svc.cluster.local:9000,',
    );
    expect(conf).toContain('via demo-web.apps.svc.cluster.local');
    expect(conf).toContain('no cache');
    expect(conf).toContain('secret-length=23');
    expect(r.file('web/0/server/config/server.conf')).toContain('bootstrap=true');
    const secrets = r.env.objects.map((o) => o.object.metadata.name).sort();
    expect(secrets).toEqual(['bpm.web-v1', 'ig-resolved.web-v1']);
    // The Secret's values are redacted, and so is the copy of the secret in rendered output.
    expect(r.stdout).not.toContain('canary-bosh-secret-1234');
  });

  it('applies an environment override of instance counts and properties', async () => {
    const r = await render(
      { 'deploy.yml': MANIFEST, 'vars/prod.yml': 'server_secret: x\n', ...release() },
      {
        variables: 'vars/{env}.yml',
        overrides: {
          prod: { instance_groups: { web: { instances: 1, properties: { server: { port: 7000 } } } } },
        },
      },
      'prod',
    );
    expect(r.env.diagnostics).toEqual([]);
    expect(r.env.artifacts.filter((a) => a.name.endsWith('server.conf')).length).toBe(2);
    expect(r.file('web/1/server/config/server.conf')).toContain('port=7000');
  });

  it('reports an unresolved variable by name, never inventing one', async () => {
    const r = await render({ 'deploy.yml': MANIFEST, ...release() });
    expect(r.code).toBe(2);
    expect(r.env.diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'deploy.yml',
        11,
        "Failed to find variables 'server_secret': not because the source names no variables file",
      ],
    ]);
  });

  const bad = (template: string) => ({
    'deploy.yml': MANIFEST.replace('((server_secret))', 's'),
    ...release({ 'releases/app/jobs/server/templates/server.conf.erb': template }),
    'releases/app/jobs/other/spec': 'name: other\ntemplates: { a.erb: a }\n',
    'releases/app/jobs/other/templates/a.erb': 'other <%= spec.index %>\n',
  });
  const withOther = (files: Record<string, string>) => ({
    ...files,
    'deploy.yml': `${files['deploy.yml']}  - name: side\n    instances: 1\n    networks: [{ name: default }]\n    jobs:\n      - { name: other, release: app }\n`,
  });

  it.each([
    ['an unknown property', "line 1\n<%= p('server.nope') %>\n", 2, `Can't find property '["server.nope"]'`],
    ['an unknown link', "<%= link('nope').address %>\n", 1, "Can't find link 'nope'"],
    [
      'a template syntax error',
      'ok\n<% if true %>\nno end\n',
      undefined,
      "Error filling in template 'server.conf.erb'",
    ],
    ['a raise', "a\nb\n<% raise 'stop here' %>\n", 3, 'stop here'],
  ])(
    'reports %s at its template and line, and still renders the other groups',
    async (_what, template, line, message) => {
      const r = await render(withOther(bad(template)));
      expect(r.code).toBe(2);
      const errors = r.env.diagnostics.filter((d) => d.severity === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]?.file).toBe('releases/app/jobs/server/templates/server.conf.erb');
      if (line !== undefined) expect(errors[0]?.line).toBe(line);
      expect(errors[0]?.message).toContain(message);
      expect(errors[0]?.message).toContain('Error filling in template');
      expect(r.env.artifacts.map((a) => a.name)).toEqual(['side/0/other/a']);
    },
  );

  it('reports an ambiguous link naming the candidates', async () => {
    const manifest = `${MANIFEST.replace('((server_secret))', 's')}  - name: api
    instances: 1
    networks: [{ name: default }]
    jobs:
      - { name: server, release: app }
`;
    const r = await render({ 'deploy.yml': manifest, ...release() });
    expect(r.env.diagnostics.map((d) => d.message)).toContain(
      "Multiple providers for link 'peers' of type 'peer' for job 'server' in instance group 'web': web.server.peers, api.server.peers; name one with consumes: {peers: {from: <name>}}",
    );
  });

  it('reports a template the spec lists but the release lacks, at the spec', async () => {
    const files = release();
    delete files['releases/app/jobs/server/templates/server.conf.erb'];
    const r = await render({ 'deploy.yml': MANIFEST.replace('((server_secret))', 's'), ...files });
    expect(r.env.diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'releases/app/jobs/server/spec',
        4,
        "Unable to render templates for job 'server': template 'server.conf.erb' listed in releases/app/jobs/server/spec does not exist",
      ],
    ]);
  });

  it('reports a property of the wrong shape as the director does', async () => {
    const r = await render({
      'deploy.yml': MANIFEST.replace('((server_secret))', 's').replace(
        '{ name: server, release: app }',
        '{ name: server, release: app, properties: { server: text } }',
      ),
      ...release(),
    });
    // The job's own properties also leave the group's and the global ones unread (warnings).
    const errors = r.env.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.message)).toEqual([
      expect.stringContaining("Property 'server.port' expects a hash, but received 'String'"),
    ]);
  });

  it('refuses a bpm.yml that differs between replicas', async () => {
    const r = await render({
      'deploy.yml': MANIFEST.replace('((server_secret))', 's'),
      ...release({
        'releases/app/jobs/server/templates/bpm.yml.erb': 'processes: [{ name: s<%= spec.index %> }]\n',
      }),
    });
    expect(r.env.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining("bpm.yml of job 'server' differs between instances 0 and 1"),
    ]);
  });

  it('never reads a template that a symlink puts outside the repository', async () => {
    const files = release();
    delete files['releases/app/jobs/server/templates/server.conf.erb'];
    const r = await render(
      { 'deploy.yml': MANIFEST.replace('((server_secret))', 's'), ...files },
      {},
      'dev',
      async (dir) => {
        const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.erb`);
        await writeFile(outside, 'canary-outside-template <%= 1 %>\n');
        await symlink(outside, path.join(dir, 'releases/app/jobs/server/templates/server.conf.erb'));
      },
    );
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).not.toContain('canary-outside-template');
    expect(r.env.diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining(
        '"releases/app/jobs/server/templates/server.conf.erb" is outside the repository',
      ),
    ]);
  });
});
