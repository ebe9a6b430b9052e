// Backend settings, rendered into the guestbook-backend ConfigMap. An empty
// metricsInterval or publicUrl (qbec.yaml's defaults) leaves that setting out.
function(params, namespace, tracing, metricsInterval='', publicUrl='') {
  LISTEN_ADDR: ':8080',
  LOG_LEVEL: params.logLevel,
  MAX_ENTRIES: std.toString(params.maxEntries),
  REDIS_ADDR: 'redis-0.redis.%s.svc.cluster.local:6379' % namespace,
  OTEL_SDK_DISABLED: if tracing then 'false' else 'true',
  [if metricsInterval != '' then 'METRICS_INTERVAL']: metricsInterval,
  [if publicUrl != '' then 'PUBLIC_URL']: publicUrl,
}
