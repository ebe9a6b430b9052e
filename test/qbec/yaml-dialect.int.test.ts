// qbec reads qbec.yaml and its env files with ghodss/yaml, and YAML components with the
// Kubernetes YAML decoder: go-yaml v2 underneath both, so YAML 1.1 values mean what they mean to qbec.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, probe, probed, qbecApp, renderOk } from './helpers';

cleanupTempDirs();

const QBEC_YAML = `apiVersion: qbec.io/v1alpha1
kind: App
metadata: { name: myapp }
spec:
  environments:
    dev: { server: 'https://dev:6443' }
  envFiles: [envs/prod.yaml]
  baseProperties:
    defaults: &d { replicas: 1, debug: off }
    enabled: yes
    mode: 0o644
    window: 1:30
    merged:
      <<: *d
      debug: on
    twice: first
    twice: second
`;

const ENV_FILE = `apiVersion: qbec.io/v1alpha1
kind: EnvironmentMap
spec:
  environments:
    prod:
      server: https://prod:6443
      properties: { enabled: n }
`;

const WIDGET = `apiVersion: example.com/v1
kind: Widget
metadata: { name: w }
spec: { enabled: yes, mode: 0o644, legacy: 0644, window: 1:30, stamp: 2024-01-31 }
`;

async function app(): Promise<string> {
  return qbecApp({
    qbec: QBEC_YAML,
    components: { 'p.jsonnet': probe("std.extVar('qbec.io/envProperties')"), 'widget.yaml': WIDGET },
    files: { 'app/envs/prod.yaml': ENV_FILE },
  });
}

describe('qbec reads YAML as qbec does (go-yaml v2)', () => {
  it('reads qbec.yaml and env files with YAML 1.1 booleans, 0o octal, merge keys; the later duplicate wins', async () => {
    const dir = await app();
    const dev = probed(await renderOk(dir, 'dev')) as Record<string, unknown>;
    expect(dev).toMatchObject({
      enabled: true,
      mode: 420,
      window: '1:30',
      merged: { replicas: 1, debug: true },
      twice: 'second',
    });
    const prod = probed(await renderOk(dir, 'prod')) as Record<string, unknown>;
    expect(prod.enabled).toBe(false);
  });

  it('reads a YAML component as the Kubernetes decoder does', async () => {
    const objects = await renderOk(await app(), 'dev');
    const widget = objects.find((o) => o.object.kind === 'Widget');
    expect(widget?.object.spec).toEqual({
      enabled: true,
      mode: 420,
      legacy: 420,
      window: '1:30',
      stamp: '2024-01-31',
    });
  });
});
