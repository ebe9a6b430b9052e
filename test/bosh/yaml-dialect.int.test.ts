// BOSH reads YAML 1.1: the manifest and vars files through the bosh CLI (gopkg.in/yaml.v2, which
// interpolates them before the director sees them), a job's spec through the director's Psych.
// A value means in a rendered template what it means on a real director.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';

cleanupTempDirs();

interface Env {
  artifacts: { name: string; content: string }[];
  diagnostics: { severity: string; file?: string; line?: number; message: string }[];
}

function pipeline(): string {
  return JSON.stringify({
    apiVersion: 'rigging.dev/v1alpha1',
    kind: 'Pipeline',
    metadata: { name: 't' },
    spec: {
      environments: { dev: {} },
      sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases', variables: 'vars.yml' }],
    },
  });
}

const MANIFEST = `name: pg
releases: [{ name: db, version: 1 }]
defaults: &defaults
  shared_buffers: 128MB
  log_connections: off
instance_groups:
  - name: db
    instances: 1
    networks: [{ name: default }]
    jobs:
      - name: postgres
        release: db
        properties:
          postgres:
            <<: *defaults
            log_connections: on
            log_disconnections: no
            ssl: ((ssl))
            mode: 0o755
            legacy_mode: 0755
            window: 1:30
`;

const TEMPLATE = `log_connections = <%= p('postgres.log_connections') %>
log_disconnections = <%= p('postgres.log_disconnections') ? 'enabled' : 'disabled' %>
ssl = <%= p('postgres.ssl').inspect %>
shared_buffers = <%= p('postgres.shared_buffers') %>
mode = <%= p('postgres.mode').inspect %> legacy = <%= p('postgres.legacy_mode').inspect %>
window = <%= p('postgres.window').inspect %>
<%- %w[on y octal base60 o_octal].each do |k| -%>
default.<%= k %> = <%= p("postgres.defaults.#{k}").inspect %>
<%- end -%>
`;

function spec(extra = ''): string {
  return `name: postgres
templates:
  postgresql.conf.erb: config/postgresql.conf
properties:
  postgres.log_connections: { default: false }
  postgres.log_disconnections: { default: true }
  postgres.ssl: { default: false }
  postgres.shared_buffers: {}
  postgres.mode: {}
  postgres.legacy_mode: {}
  postgres.window: {}
  postgres.defaults.on: { default: on }
  postgres.defaults.y: { default: y }
  postgres.defaults.octal: { default: 0755 }
  postgres.defaults.base60: { default: 1:30 }
  postgres.defaults.o_octal: { default: 0o755 }
${extra}`;
}

async function render(files: Record<string, string>) {
  const dir = await writeTree({
    'rigging.yaml': pipeline(),
    'vars.yml': 'ssl: yes\n',
    'releases/db/jobs/postgres/templates/postgresql.conf.erb': TEMPLATE,
    'releases/db/jobs/postgres/spec': spec(),
    ...files,
  });
  const r = await renderJson(dir, ['--env', 'dev']);
  const env = (r.json?.environments[0] ?? { artifacts: [], diagnostics: [] }) as unknown as Env;
  return { ...r, env, conf: env.artifacts.find((a) => a.name.endsWith('postgresql.conf'))?.content ?? '' };
}

describe('bosh reads YAML as BOSH does', () => {
  it('reads the manifest and vars file as the bosh CLI (yaml.v2) does: on/off/no/yes, 0o octal, merge keys; a spec as Psych does', async () => {
    const r = await render({ 'deploy.yml': MANIFEST });
    expect(r.env.diagnostics).toEqual([]);
    expect(r.code, r.stderr).toBe(0);
    // A real postgres job writes `log_connections = true` on a director, not `on`.
    expect(r.conf).toContain('log_connections = true\n');
    // `no` is false: a falsy value must not become the truthy string "no".
    expect(r.conf).toContain('log_disconnections = disabled\n');
    // A vars file value keeps its type through interpolation.
    expect(r.conf).toContain('ssl = true\n');
    // `<<: *defaults` merges, and the mapping's own key wins over the merged one.
    expect(r.conf).toContain('shared_buffers = 128MB\n');
    // Go's ParseInt(s, 0, 64) reads both octal spellings; yaml.v2 keeps base 60 a string.
    expect(r.conf).toContain('mode = 493 legacy = 493\n');
    expect(r.conf).toContain('window = "1:30"\n');
    // The job spec's defaults, as the director's Psych reads them: y is a string, 1:30 is
    // hours:minutes, 0o755 a string.
    expect(r.conf).toContain('default.on = true\n');
    expect(r.conf).toContain('default.y = "y"\n');
    expect(r.conf).toContain('default.octal = 493\n');
    expect(r.conf).toContain('default.base60 = 5400\n');
    expect(r.conf).toContain('default.o_octal = "0o755"\n');
  });

  it("keeps a spec default's whole Float a Float (1.0 prints 1.0), and a manifest's as the bosh CLI sends it", async () => {
    const floats = `rate = <%= p('postgres.rate') %> scaled = <%= p('postgres.scaled') %> factor = <%= p('postgres.factor') %>
limits = <%= p('postgres.limits').to_json %> <%= p('postgres.limits')['ratio'].class %>
link = <%= link('db').p('postgres.rate') %>
`;
    const r = await render({
      'deploy.yml': MANIFEST.replace(
        '            window: 1:30\n',
        '            window: 1:30\n            factor: 1.0\n',
      ),
      'releases/db/jobs/postgres/templates/postgresql.conf.erb': floats,
      'releases/db/jobs/postgres/spec': spec(
        [
          '  postgres.rate: { default: 1.0 }',
          '  postgres.scaled: { default: 1:30.0 }',
          '  postgres.factor: {}',
          '  postgres.limits: { default: { ratio: 2.0, list: [1.0, 2], half: 0.5 } }',
          'provides:',
          '  - { name: db, type: db, properties: [postgres.rate] }',
          'consumes:',
          '  - { name: db, type: db }',
          '',
        ].join('\n'),
      ),
    });
    expect(r.env.diagnostics).toEqual([]);
    // Psych reads the spec: 1.0 and 1:30.0 are Floats, and the director's JSON keeps them so. The
    // manifest's 1.0 reaches the director as 1: the bosh CLI writes it back through yaml.v2 first.
    expect(r.conf).toBe(
      'rate = 1.0 scaled = 5400.0 factor = 1\n' +
        'limits = {"half":0.5,"list":[1.0,2],"ratio":2.0} Float\n' +
        'link = 1.0\n',
    );
  });

  it('keeps the later of two equal keys in a manifest, as the bosh CLI does', async () => {
    const manifest = MANIFEST.replace(
      '            window: 1:30\n',
      '            window: 1:30\n            window: 2:45\n',
    );
    const r = await render({ 'deploy.yml': manifest });
    expect(r.env.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.conf).toContain('window = "2:45"\n');
  });

  it('refuses a date in a job spec, as YAML.load does (Psych::DisallowedClass), naming the line', async () => {
    const r = await render({
      'deploy.yml': MANIFEST,
      'releases/db/jobs/postgres/spec': spec('  postgres.since: { default: 2024-01-31 }\n'),
    });
    expect(r.code).not.toBe(0);
    const error = r.env.diagnostics.find((d) => d.severity === 'error');
    expect(error?.message).toContain('Tried to load unspecified class: Date');
    expect(error?.file).toBe('releases/db/jobs/postgres/spec');
    expect(error?.line).toBe(17);
  });
});
