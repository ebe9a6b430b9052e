// k.libsonnet: small Kubernetes helpers shared by the platform team's qbec apps.
// Apps find it through `libPaths` in qbec.yaml: `local k = import 'k.libsonnet';`
{
  // Labels on every object of a workload. Only `selector(name)` selects pods.
  labels(name, component=null):: {
    'app.kubernetes.io/name': name,
    'app.kubernetes.io/managed-by': 'qbec',
  } + (if component == null then {} else { 'app.kubernetes.io/component': component }),

  selector(name):: { 'app.kubernetes.io/name': name },

  // A single-container Deployment with an HTTP port named `http` and HTTP probes.
  //   env:     map of variable name -> value (values are stringified)
  //   envFrom: list of configMapRef/secretRef sources
  //   mounts:  map of ConfigMap name -> mount path
  deployment(name, image, replicas=1, port=8080, component=null, env={}, envFrom=[],
             mounts={}, resources={}, probePath='/healthz'):: {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: name, labels: $.labels(name, component) },
    spec: {
      replicas: replicas,
      revisionHistoryLimit: 5,
      selector: { matchLabels: $.selector(name) },
      template: {
        metadata: { labels: $.labels(name, component) },
        spec: {
          containers: [
            {
              name: name,
              image: image,
              ports: [{ name: 'http', containerPort: port }],
              [if std.length(env) > 0 then 'env']:
                [{ name: k, value: std.toString(env[k]) } for k in std.objectFields(env)],
              [if std.length(envFrom) > 0 then 'envFrom']: envFrom,
              [if std.length(mounts) > 0 then 'volumeMounts']:
                [{ name: cm, mountPath: mounts[cm], readOnly: true } for cm in std.objectFields(mounts)],
              resources: resources,
              readinessProbe: { httpGet: { path: probePath, port: 'http' }, periodSeconds: 10 },
              livenessProbe: {
                httpGet: { path: probePath, port: 'http' },
                initialDelaySeconds: 10,
                periodSeconds: 20,
              },
            },
          ],
          [if std.length(mounts) > 0 then 'volumes']:
            [{ name: cm, configMap: { name: cm } } for cm in std.objectFields(mounts)],
        },
      },
    },
  },

  // A ClusterIP Service in front of the pods of `name`, targeting their `http` port.
  service(name, port=80, targetPort='http', component=null):: {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: name, labels: $.labels(name, component) },
    spec: {
      type: 'ClusterIP',
      selector: $.selector(name),
      ports: [{ name: 'http', port: port, targetPort: targetPort, protocol: 'TCP' }],
    },
  },

  configMap(name, data, component=null):: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: name, labels: $.labels(name, component) },
    data: data,
  },

  // An Opaque Secret; `values` are plain strings and are base64-encoded here.
  secret(name, values, component=null):: {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: name, labels: $.labels(name, component) },
    type: 'Opaque',
    data: { [k]: std.base64(values[k]) for k in std.objectFields(values) },
  },
}
