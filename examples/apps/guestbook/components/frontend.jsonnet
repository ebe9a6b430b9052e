// The public frontend: nginx serving the guestbook UI and proxying /api to the backend.
// Settings come from qbec.yaml (baseProperties deep-merged with the environment's properties).
local k = import 'k.libsonnet';

local props = std.extVar('qbec.io/envProperties').frontend;
local namespace = std.extVar('qbec.io/defaultNs');
local version = std.extVar('image_tag');

local name = 'guestbook-frontend';
local inNamespace = { metadata+: { namespace: namespace } };

local deployment = k.deployment(
  name,
  props.image,
  replicas=props.replicas,
  component='frontend',
  mounts={ 'frontend-nginx': '/etc/nginx/conf.d' },
  resources=props.resources,
) + inNamespace + {
  spec+: {
    template+: {
      metadata+: { labels+: { 'app.kubernetes.io/version': version } },
    },
  },
};

local ingress = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: {
    name: name,
    labels: k.labels(name, 'frontend'),
    annotations: { 'cert-manager.io/cluster-issuer': 'letsencrypt' },
  },
  spec: {
    ingressClassName: 'nginx',
    tls: [{ hosts: [props.host], secretName: name + '-tls' }],
    rules: [{
      host: props.host,
      http: {
        paths: [{
          path: '/',
          pathType: 'Prefix',
          backend: { service: { name: name, port: { name: 'http' } } },
        }],
      },
    }],
  },
} + inNamespace;

[
  deployment,
  k.service(name, component='frontend') + inNamespace,
  ingress,
]
