// `rigging diff` of a blueprint source: an import changed between commits shows as the DeployItems
// and the objects it changes, and the exports artifact.
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../qbec/helpers';
import { TempRepo } from '../support/git-repo';
import { blueprintYaml, pipelineYaml } from './helpers';

interface DiffJson {
  environments: {
    name: string;
    summary: Record<string, number>;
    changes: { component: string; id: string; change: string; diff?: string }[];
    artifacts: { name: string; change: string; diff?: string }[];
    artifactSummary: Record<string, number>;
    diagnostics: unknown[];
  }[];
}

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.remove();
});

const BLUEPRINT = blueprintYaml(`imports:
  - { name: replicas, type: data, schema: { type: integer } }
  - { name: region, type: data, schema: { type: string } }
exports:
  - { name: endpoint, type: data, schema: { type: string } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: web
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest: { apiVersion: v1, kind: ConfigMap, metadata: { name: web, namespace: web }, data: { replicas: "{{ .imports.replicas }}" } }
        - name: static
          type: landscaper.gardener.cloud/mock
          config: { region: {{ .imports.region }} }
exportExecutions:
  - name: ex
    type: GoTemplate
    template: |
      exports:
        endpoint: https://web-{{ .imports.replicas }}.example.com
`);

describe('rigging diff', () => {
  it('shows an import change as the changed DeployItem, its manifest and the exports artifact', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo.write({
      'rigging.yaml': pipelineYaml({ values: 'values.yaml' }),
      'bp/blueprint.yaml': BLUEPRINT,
      'values.yaml': 'imports:\n  replicas: 2\n  region: eu\n',
    });
    repo.commit('base');
    repo.write({ 'values.yaml': 'imports:\n  replicas: 3\n  region: eu\n' });
    repo.commit('head');
    const r = await run(repo.dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const env = (JSON.parse(r.stdout) as DiffJson).environments.find((e) => e.name === 'dev');
    expect(env?.summary).toEqual({ added: 0, changed: 2, removed: 0, unchanged: 1 });
    const changes = [...(env?.changes ?? [])].sort((a, b) => a.id.localeCompare(b.id));
    expect(changes.map((c) => [c.component, c.id, c.change])).toEqual([
      ['root/web', 'ConfigMap:web/web', 'changed'],
      ['root/web', 'DeployItem.landscaper.gardener.cloud:web', 'changed'],
    ]);
    expect(changes[1]?.diff).toMatch(/^-\s+replicas: "2"$/m);
    expect(changes[1]?.diff).toMatch(/^\+\s+replicas: "3"$/m);
    const artifacts = [...(env?.artifacts ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    expect(artifacts.map((a) => [a.name, a.change])).toEqual([
      ['root/deployitems/web', 'changed'],
      ['root/exports', 'changed'],
    ]);
    expect(artifacts[1]?.diff).toContain(
      '-endpoint: https://web-2.example.com\n+endpoint: https://web-3.example.com',
    );
    expect(env?.artifactSummary).toEqual({ added: 0, changed: 2, removed: 0, unchanged: 1 });
    expect(env?.diagnostics).toEqual([]);
  });

  it('does not show a Secret value of a kubernetes-manifest item that changed', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    const bp = blueprintYaml(`imports:
  - { name: password, type: data, schema: { type: string } }
deployExecutions:
  - name: main
    type: GoTemplate
    template: |
      deployItems:
        - name: creds
          type: landscaper.gardener.cloud/kubernetes-manifest
          config:
            apiVersion: manifest.deployer.landscaper.gardener.cloud/v1alpha2
            kind: ProviderConfiguration
            manifests:
              - policy: manage
                manifest: { apiVersion: v1, kind: Secret, metadata: { name: creds, namespace: app }, stringData: { password: {{ .imports.password }} } }
`);
    repo.write({
      'rigging.yaml': pipelineYaml({ values: 'values.yaml' }),
      'bp/blueprint.yaml': bp,
      'values.yaml': 'imports:\n  password: canary-diff-OLD-5d1\n',
    });
    repo.commit('base');
    repo.write({ 'values.yaml': 'imports:\n  password: canary-diff-NEW-5d1\n' });
    repo.commit('head');
    for (const output of ['json', 'markdown']) {
      const r = await run(repo.dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', output]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('creds');
      expect(r.stdout + r.stderr).not.toContain('canary-diff-OLD-5d1');
      expect(r.stdout + r.stderr).not.toContain('canary-diff-NEW-5d1');
    }
  });
});
