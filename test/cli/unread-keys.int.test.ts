// Keys rigging.yaml showed but never read are refused by name, not accepted and ignored
// (issue 21, item 6).
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, configMap, qbecYaml, run, writeTree } from '../qbec/helpers';

cleanupTempDirs();

/** A qbec app at app/ and rigging.yaml with `lines` appended under spec. */
function tree(environments: string, spec: string[] = []) {
  return writeTree({
    'rigging.yaml': [
      'apiVersion: rigging.dev/v1alpha1',
      'kind: Pipeline',
      'metadata: { name: p }',
      'spec:',
      '  environments:',
      environments,
      '  sources: [{ name: app, type: qbec, path: app }]',
      ...spec,
      '',
    ].join('\n'),
    'app/qbec.yaml': qbecYaml(),
    'app/components/web.jsonnet': configMap('web', { replicas: '1' }),
  });
}

describe('spec.environments.<env>.properties', () => {
  it('is refused with where per-environment values go, since no source ever read it', async () => {
    const dir = await tree('    prod: { properties: { replicas: 3 } }');
    for (const command of ['validate', 'render']) {
      const r = await run(dir, [command]);
      expect(r.code, command).toBe(2);
      expect(r.stdout, command).toBe('');
      expect(r.stderr.trim(), command).toBe(
        "rigging.yaml:6:13: spec.environments.prod.properties: rigging passes no properties to sources: put per-environment values in the source's own files (a qbec app's qbec.yaml environments.prod.properties, a bosh source's overrides.prod, a blueprint source's values, a stack's params file for the environment)",
      );
    }
  });
});

describe('spec.diff.redactSecrets', () => {
  it('refuses false: a pull request must not be able to turn redaction off', async () => {
    const dir = await tree('    dev: {}', ['  diff: { redactSecrets: false }']);
    const r = await run(dir, ['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'rigging.yaml:8:26: spec.diff.redactSecrets: Secret values are always redacted: a pull request could otherwise turn redaction off in its own rigging.yaml and have its comment print them. Remove the key; `rigging render --show-secrets` prints values on your own machine',
    );
  });

  it('accepts true, what rigging always does', async () => {
    const dir = await tree('    dev: {}', ['  diff: { redactSecrets: true }']);
    const r = await run(dir, ['validate']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('spec.deploy.allowEmpty', () => {
  it('is a boolean', async () => {
    const ok = await run(await tree('    dev: {}', ['  deploy: { allowEmpty: true }']), ['validate']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const bad = await run(await tree('    dev: {}', ['  deploy: { allowEmpty: "yes" }']), ['validate']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^rigging\.yaml:8:25: spec\.deploy\.allowEmpty: .*boolean/);
  });
});
