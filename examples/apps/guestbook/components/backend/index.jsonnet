// The guestbook API. A directory component: qbec evaluates index.jsonnet and
// ignores the other files here, which it imports itself.
local k = import 'k.libsonnet';
local params = (import '../../params.libsonnet').components.backend;
local config = (import 'config.libsonnet')(
  params,
  std.extVar('qbec.io/defaultNs'),
  std.extVar('tracing_enabled'),
  std.extVar('metrics_interval'),
  std.extVar('public_url'),
);

local name = 'guestbook-backend';

{
  config: k.configMap(name, config, component='backend'),

  // Example values only; real ones are set out of band.
  secret: k.secret(name, {
    SESSION_KEY: 'fake-session-key-not-a-real-secret',
    ADMIN_TOKEN: 'fake-admin-token-0000',
  }, component='backend'),

  deployment: k.deployment(
    name,
    std.extVar('backend_image'),  // computed in qbec.yaml from image_tag
    replicas=params.replicas,
    component='backend',
    envFrom=[
      { configMapRef: { name: name } },
      { configMapRef: { name: 'guestbook-settings' } },
      { secretRef: { name: name } },
    ],
    resources=params.resources,
  ) + {
    spec+: {
      template+: {
        metadata+: {
          // Roll the pods when the configuration changes.
          annotations+: { 'example.com/config-hash': std.md5(std.manifestJsonEx(config, '')) },
        },
      },
    },
  },

  service: k.service(name, component='backend'),
}
