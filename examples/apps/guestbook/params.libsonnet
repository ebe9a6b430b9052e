// Per-environment component parameters, in the layout `qbec init` generates
// (`qbec param list <env>` reads this file). `_` is qbec's baseline environment.
local base = {
  components: {
    backend: {
      replicas: 1,
      logLevel: 'info',
      maxEntries: 100,
      resources: {
        requests: { cpu: '100m', memory: '128Mi' },
        limits: { memory: '256Mi' },
      },
    },
    autoscaling: {
      frontend: { minReplicas: 2, maxReplicas: 4 },
      backend: { minReplicas: 2, maxReplicas: 4 },
      targetCPUUtilization: 75,
    },
  },
};

local envParams = {
  _: base,
  dev: base {
    components+: {
      backend+: { logLevel: 'debug' },
    },
  },
  prod: base {
    components+: {
      backend+: {
        replicas: 3,
        maxEntries: 1000,
        resources+: { requests+: { cpu: '250m' }, limits+: { memory: '512Mi' } },
      },
      autoscaling+: {
        frontend+: { minReplicas: 3, maxReplicas: 10 },
        backend+: { minReplicas: 3, maxReplicas: 12 },
      },
    },
  },
};

local env = std.extVar('qbec.io/env');
if std.objectHas(envParams, env) then envParams[env]
else error 'environment ' + env + ' not defined in ' + std.thisFile
