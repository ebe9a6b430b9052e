{
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'hello' },
  data: { greeting: std.extVar('greeting') },
}
