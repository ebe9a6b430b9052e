// A qbec component: an object, an array or a `kind: List` of Kubernetes objects.
// std.extVar('qbec.io/env') names the environment being rendered, as qbec sets it.
{
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'hello' },
  data: { greeting: 'hello from ' + std.extVar('qbec.io/env') },
}
