// A property the manifest sets that the job's spec does not declare: the director ignores it
// (Job#bind_properties reads only declared names), so rigging renders the same and warns at the
// key with the declared name meant (issue 24, item 3).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

/** stderr without the note every render of BOSH Secrets prints. */
const warnings = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('rigging: Secret values are redacted'));

const RIGGING = JSON.stringify({
  apiVersion: 'rigging.dev/v1alpha1',
  kind: 'Pipeline',
  metadata: { name: 't' },
  spec: {
    environments: { dev: {} },
    sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
  },
});

const SPEC = `name: hello
templates:
  hello.conf.erb: config/hello.conf
properties:
  hello.port: { default: 8080 }
  hello.tls.enabled: { default: false }
`;

const TEMPLATE = 'port=<%= p("hello.port") %> tls=<%= p("hello.tls.enabled") %>\n';

/** The repository with `manifest` as deploy.yml (one instance group `web` with job `hello`). */
function repo(manifest: string, extra: Record<string, string> = {}) {
  return writeTree({
    'rigging.yaml': RIGGING,
    'deploy.yml': manifest,
    'releases/app/jobs/hello/spec': SPEC,
    'releases/app/jobs/hello/templates/hello.conf.erb': TEMPLATE,
    ...extra,
  });
}

const MANIFEST = (jobProperties: string, groupProperties = '', global = '') => `name: demo
releases: [{ name: app, version: 1 }]
${global}instance_groups:
- name: web
  instances: 1
  networks: [{ name: default }]
${groupProperties}  jobs:
  - name: hello
    release: app
${jobProperties}`;

describe('a BOSH property the job spec does not declare', () => {
  it('warns at the key with did-you-mean, and renders as the director would (the default)', async () => {
    const dir = await repo(
      MANIFEST('    properties:\n      hello:\n        prt: 9090\n        tls: { enabled: true }\n'),
    );
    const r = await run(dir, ['render', '-o', 'json']);
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      "deploy.yml:12:9: warning: property hello.prt is not declared in the spec of job 'hello': the director ignores it (did you mean hello.port?)",
    ]);
    const json = JSON.parse(r.stdout);
    const [env] = json.environments;
    expect(env.artifacts.map((a: { content: string }) => a.content)).toEqual(['port=8080 tls=true\n']);
    expect(env.diagnostics).toEqual([
      {
        severity: 'warning',
        source: 'd',
        component: 'web',
        file: 'deploy.yml',
        line: 12,
        column: 9,
        message:
          "property hello.prt is not declared in the spec of job 'hello': the director ignores it (did you mean hello.port?)",
        reason: 'UndeclaredProperty',
      },
    ]);
    const validate = await run(dir, ['validate']);
    expect(validate.code).toBe(0);
    expect(validate.stderr).toContain('deploy.yml:12:9: warning: property hello.prt');
  });

  it('checks instance group and global properties against every job reading them', async () => {
    const dir = await repo(
      MANIFEST(
        '',
        '  properties: { hello: { port: 1 }, helo: { port: 2 } }\n',
        'properties:\n  unrelated: x\n',
      ),
    );
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      "deploy.yml:4:3: warning: property unrelated is not declared in the spec of job 'hello': the director ignores it",
      "deploy.yml:9:37: warning: property helo is not declared in the spec of job 'hello': the director ignores it",
    ]);
  });

  it('says when instance group or global properties are read by no job (each has its own)', async () => {
    const dir = await repo(
      MANIFEST(
        '    properties: { hello: { port: 1 } }\n',
        '  properties: { hello: { port: 2 } }\n',
        'properties:\n  hello: { port: 3 }\n',
      ),
    );
    const r = await run(dir, ['render', '-o', 'json']);
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      'deploy.yml:3:1: warning: the properties of the deployment are read by no job: each job has its own properties, which replace them, so the director ignores these',
      "deploy.yml:9:3: warning: the properties of instance group 'web' are read by no job: each job has its own properties, which replace them, so the director ignores these",
    ]);
    expect(JSON.parse(r.stdout).environments[0].artifacts[0].content).toBe('port=1 tls=false\n');
  });

  it('says a dotted key is not a nested property', async () => {
    const dir = await repo(MANIFEST('    properties:\n      hello.port: 9090\n'));
    const r = await run(dir, ['render', '-o', 'json']);
    expect(r.code).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      "deploy.yml:11:7: warning: property hello.port is not declared in the spec of job 'hello': the director ignores it (the director splits property names at dots: write it nested, hello: { port: … })",
    ]);
    expect(JSON.parse(r.stdout).environments[0].artifacts[0].content).toBe('port=8080 tls=false\n');
  });

  it('is silent for declared properties, nested or as hashes', async () => {
    const dir = await repo(
      MANIFEST('    properties:\n      hello:\n        port: 9090\n        tls: { enabled: true }\n'),
    );
    const r = await run(dir, ['render', '-o', 'json']);
    expect(warnings(r.stderr)).toEqual([]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).environments[0].artifacts[0].content).toBe('port=9090 tls=true\n');
  });
});
