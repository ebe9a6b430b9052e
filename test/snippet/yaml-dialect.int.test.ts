// A JsonnetSnippet is read as kubectl and the API server read it: sigs.k8s.io/yaml over go-yaml v2,
// so YAML 1.1 booleans and merge keys hold, and the CRD's types are checked on the result.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs } from '../qbec/helpers';
import { errors, expectNotReady, expectSynced, jaasJson, renderSnippets, warnings } from './helpers';

cleanupTempDirs();

const snippet = (spec: string) => `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata:
  name: s
  labels: &vars { team: platform }
spec:
${spec}  files:
    main.jsonnet: |
      { team: std.extVar('team'), env: std.extVar('env') }
`;

describe('snippet resources are read as the API server decodes them (YAML 1.1)', () => {
  it('takes `suspend: yes` as true: the snippet is suspended, not refused', async () => {
    const r = await renderSnippets({ 'snippets/s.yaml': snippet('  suspend: yes\n') });
    expect(errors(r)).toEqual([]);
    expect(warnings(r).map((d) => d.reason)).toContain('Suspended');
  });

  it('refuses `on` as an external variable value: it is a boolean, and the CRD wants a string', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippet('  externalVariables: { team: a, env: on }\n'),
    });
    expectNotReady(
      r,
      'default/s',
      'InvalidSpec',
      'spec.externalVariables.env: expected a string, got a boolean',
      { file: 'snippets/s.yaml', line: 7, column: 38 },
    );
  });

  it('merges `<<` keys', async () => {
    const r = await renderSnippets({
      'snippets/s.yaml': snippet("  externalVariables: { <<: *vars, env: 'on' }\n"),
    });
    expect(errors(r)).toEqual([]);
    expectSynced(r, 'default/s', jaasJson({ env: 'on', team: 'platform' }));
  });
});
