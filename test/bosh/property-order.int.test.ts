// The order of a job's property keys, as the director gives them to templates (Job#bind_properties
// and LinkHelpers#process_link_properties): it shows in every YAML.dump and to_json of a hash, so a
// config built from properties (uaa-release's uaa.yml) differs byte for byte when it is wrong. The
// expected text is what the director's code printed for the same spec and manifest in native Ruby.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';

cleanupTempDirs();

const SPEC = `name: mailer
templates:
  out.erb: config/out
provides:
  - { name: mailer, type: mailer, properties: [conf, timeout, mail.port] }
consumes:
  - { name: mailer, type: mailer }
properties:
  mail: {}
  mail.host: { default: localhost }
  mail.port: { default: 25 }
  mail.auth: { default: false }
  mail.extra: {}
  routes: { default: [] }
  conf: { default: { b: 1 } }
  timeout: { default: 30 }
`;

const TEMPLATE = `<%= YAML.dump(p('mail')) -%>
<%= JSON.dump(p('routes')) %>
<%= JSON.dump(p('conf')) %> <%= p('timeout') %>
<%= JSON.dump(link('mailer').p('conf')) %> <%= link('mailer').p('timeout', 'unset') %> <%= link('mailer').p('mail.port') %>
`;

const MANIFEST = `name: demo
releases: [{ name: app, version: 1.0.0 }]
instance_groups:
  - name: mail
    instances: 1
    networks: [{ name: default }]
    jobs:
      - name: mailer
        release: app
        properties:
          mail: { port: 2525, auth: true }
          routes: [{ uris: [a.example.com], name: web, port: 8080 }]
          conf: { zeta: { k: 1, j: 2 }, alpha: 2 }
          timeout: ~
`;

describe('bosh property order', () => {
  it("keeps the spec's order, sorts each value's hashes but not a list's, and gives links the manifest's values as written", async () => {
    const dir = await writeTree({
      'rigging.yaml': JSON.stringify({
        apiVersion: 'rigging.dev/v1alpha1',
        kind: 'Pipeline',
        metadata: { name: 't' },
        spec: {
          environments: { dev: {} },
          sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
        },
      }),
      'deploy.yml': MANIFEST,
      'releases/app/jobs/mailer/spec': SPEC,
      'releases/app/jobs/mailer/templates/out.erb': TEMPLATE,
    });
    const r = await renderJson(dir, ['--env', 'dev']);
    const env = r.json?.environments.find((e) => e.name === 'dev') as unknown as {
      artifacts: { name: string; content: string }[];
      diagnostics: unknown[];
    };
    expect(env.diagnostics).toEqual([]);
    expect(env.artifacts.find((a) => a.name === 'mail/0/mailer/config/out')?.content).toBe(
      [
        // `mail` sorted as a value, then host and extra added after it in the spec's order.
        '---',
        'auth: true',
        'port: 2525',
        'host: localhost',
        'extra:',
        // A hash in a list keeps the manifest's order.
        '[{"uris":["a.example.com"],"name":"web","port":8080}]',
        // A null in the manifest is the default for the job itself...
        '{"alpha":2,"zeta":{"j":2,"k":1}} 30',
        // ...but a link carries the manifest's values unsorted, its null included.
        '{"zeta":{"k":1,"j":2},"alpha":2} unset 2525',
        '',
      ].join('\n'),
    );
  });
});
