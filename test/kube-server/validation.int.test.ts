import type { KubernetesObject } from '@kubernetes/client-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configMap, deployment, failure, type Harness, startHarness } from './harness';

describe('KubeApiServer validation, unknown kinds and authorization', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.server.stop());
  afterEach(() => h.server.clearForbidden());

  it('refuses a name that is not a DNS-1123 subdomain (422 Invalid with causes)', async () => {
    const f = await failure(h.apply(configMap('bad_name', { a: 'b' })));
    expect(f.code).toBe(422);
    expect(f.body).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Invalid',
      code: 422,
      details: {
        name: 'bad_name',
        kind: 'ConfigMap',
        causes: [{ reason: 'FieldValueInvalid', field: 'metadata.name' }],
      },
    });
    expect(f.body.message).toMatch(
      /^ConfigMap "bad_name" is invalid: metadata\.name: Invalid value: "bad_name": a lowercase RFC 1123 subdomain/,
    );
  });

  it('names client-node lower-casing the URL: an upper-case name is a 400 name mismatch', async () => {
    const f = await failure(h.apply(configMap('Web', { a: 'b' })));
    expect(f.code).toBe(400);
    expect(f.body.message).toBe('the name of the object (Web) does not match the name on the URL (web)');
  });

  it('requires metadata.name', async () => {
    const res = await h.raw('PATCH', '/api/v1/namespaces/default/configmaps/unnamed?fieldManager=rigging', {
      contentType: 'application/apply-patch+yaml',
      body: JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: {}, data: {} }),
    });
    expect(res.status).toBe(422);
    expect(res.body.details.causes).toEqual([
      {
        reason: 'FieldValueRequired',
        message: 'Required value: name or generateName is required',
        field: 'metadata.name',
      },
    ]);
  });

  it('refuses a Deployment without selector or template', async () => {
    const { selector: _s, ...noSelector } = deployment('nosel').spec;
    const f = await failure(h.apply({ ...deployment('nosel'), spec: noSelector }));
    expect(f.code).toBe(422);
    expect(f.body.message).toBe('Deployment.apps "nosel" is invalid: spec.selector: Required value');
    expect(f.body.details).toMatchObject({ name: 'nosel', group: 'apps', kind: 'Deployment' });

    const { template: _t, ...noTemplate } = deployment('notpl').spec;
    const g = await failure(h.apply({ ...deployment('notpl'), spec: noTemplate }));
    expect(g.body.details.causes).toEqual([
      { reason: 'FieldValueRequired', message: 'Required value', field: 'spec.template' },
    ]);

    const mismatch = deployment('mismatch');
    mismatch.spec.template.metadata.labels = { app: 'other' };
    const m = await failure(h.apply(mismatch));
    expect(m.body.details.causes[0]).toMatchObject({ field: 'spec.template.metadata.labels' });
  });

  it('refuses to change a Deployment selector (immutable)', async () => {
    await h.apply(deployment('fixed'));
    const changed = deployment('fixed');
    changed.spec.selector.matchLabels = { app: 'fixed', v: '2' } as { app: string };
    changed.spec.template.metadata.labels = { app: 'fixed', v: '2' } as { app: string };
    const f = await failure(h.apply(changed));
    expect(f.code).toBe(422);
    expect(f.body.details.causes[0]).toMatchObject({
      field: 'spec.selector',
      message: expect.stringContaining('field is immutable'),
    });
  });

  it('refuses a Service port that is not a number', async () => {
    const res = await h.raw('PATCH', '/api/v1/namespaces/default/services/web?fieldManager=rigging', {
      contentType: 'application/apply-patch+yaml',
      body: 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: http\n',
    });
    expect(res.status).toBe(422);
    expect(res.body.details.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: 'Invalid value: "http": must be an integer',
        field: 'spec.ports[0].port',
      },
    ]);
    const ok = await h.apply({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web', namespace: 'default' },
      spec: { ports: [{ port: 80 }] },
    });
    expect(ok).toMatchObject({
      spec: {
        type: 'ClusterIP',
        clusterIP: expect.stringMatching(/^10\.96\./),
        ports: [{ port: 80, targetPort: 80, protocol: 'TCP' }],
      },
    });
  });

  it('refuses Secret data that is not base64, without echoing the value', async () => {
    const f = await failure(
      h.apply({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'bad', namespace: 'default' },
        data: { token: 'not base64!' },
      }),
    );
    expect(f.code).toBe(422);
    expect(f.body.details.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: 'Invalid value: "<secret contents redacted>": illegal base64 data at input byte 3',
        field: 'data[token]',
      },
    ]);
    expect(JSON.stringify(f.body)).not.toContain('not base64');
  });

  it('answers a kind the server does not serve with 404', async () => {
    const res = await h.raw('GET', '/apis/apps/v1/namespaces/default/widgets/w');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      reason: 'NotFound',
      message: 'the server could not find the requested resource',
    });
    // client-node looks the kind up in discovery first and fails before sending the request.
    await expect(
      h.apply({ apiVersion: 'apps/v1', kind: 'Widget', metadata: { name: 'w' } } as KubernetesObject),
    ).rejects.toThrow('Unrecognized API version and kind: apps/v1 Widget');
    const group = await failure(
      h.apply({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } } as KubernetesObject),
    );
    expect(group.code).toBe(404);
  });

  it('answers 403 Forbidden for a forbidden verb and resource, like RBAC', async () => {
    h.server.forbid({ verb: 'patch', resource: 'deployments' });
    const f = await failure(h.apply(deployment('locked')));
    expect(f.code).toBe(403);
    expect(f.body).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'deployments.apps "locked" is forbidden: User "rigging" cannot patch resource "deployments" in API group "apps" in the namespace "default"',
      reason: 'Forbidden',
      details: { name: 'locked', group: 'apps', kind: 'deployments' },
      code: 403,
    });
    // Reads are still allowed.
    await expect(h.client.list('apps/v1', 'Deployment', 'default')).resolves.toBeDefined();

    h.server.forbid({ verb: 'list', resource: 'clusterroles' });
    const list = await failure(h.client.list('rbac.authorization.k8s.io/v1', 'ClusterRole'));
    expect(list.body.message).toBe(
      'clusterroles.rbac.authorization.k8s.io is forbidden: User "rigging" cannot list resource "clusterroles" in API group "rbac.authorization.k8s.io" at the cluster scope',
    );
  });

  it('accepts RBAC names that are path segments, like system:aggregate-to-view', async () => {
    const role = await h.apply({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: 'system:rigging-view' },
      rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get'] }],
    });
    expect(role.metadata?.name).toBe('system:rigging-view');
  });
});
