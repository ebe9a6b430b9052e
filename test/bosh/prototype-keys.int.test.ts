// A pull request's job spec, manifest and variables name properties and variables as it likes:
// `__proto__` and `constructor` are names like any other, and none reaches Object.prototype of the
// process that renders (and later redacts and posts) everything.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTempDirs, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).rigging_polluted;
});

const RIGGING = JSON.stringify({
  apiVersion: 'rigging.dev/v1alpha1',
  kind: 'Pipeline',
  metadata: { name: 't' },
  spec: {
    environments: { dev: {} },
    sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases', variables: 'vars.yml' }],
  },
});

const SPEC = `name: hello
templates:
  hello.erb: config/hello
properties:
  __proto__.rigging_polluted: { default: from-spec }
  constructor.prototype.rigging_polluted: { default: from-spec }
  plain: { default: none }
`;

const manifest = (value: string) => `name: demo
releases: [{ name: app, version: 1 }]
instance_groups:
- name: web
  instances: 1
  networks: [{ name: default }]
  jobs:
  - name: hello
    release: app
    properties:
      __proto__: { rigging_polluted: from-manifest }
      plain: ${value}
`;

const repo = (value: string) =>
  writeTree({
    'rigging.yaml': RIGGING,
    'vars.yml': 'known: a-value\n',
    'deploy.yml': manifest(value),
    'releases/app/jobs/hello/spec': SPEC,
    'releases/app/jobs/hello/templates/hello.erb':
      'a=<%= p("__proto__.rigging_polluted") %> b=<%= p("constructor.prototype.rigging_polluted") %> c=<%= p("plain") %>\n',
  });

describe('BOSH names that are Object.prototype keys', () => {
  it('are properties like any other, and pollute nothing', async () => {
    const r = await run(await repo('((known))'), ['render', '-o', 'json', '-S']);
    expect(r.code, r.stderr).toBe(0);
    expect(({} as Record<string, unknown>).rigging_polluted).toBeUndefined();
    const [artifact] = JSON.parse(r.stdout).environments[0].artifacts;
    expect(artifact.content).toBe('a=from-manifest b=from-spec c=a-value\n');
  });

  it('name no variable a mapping inherits', async () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const r = await run(await repo(`((${name}))`), ['render']);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain(`Failed to find variables '${name}'`);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
  });
});
