// Backend settings, rendered into the guestbook-backend ConfigMap.
function(params, namespace, tracing) {
  LISTEN_ADDR: ':8080',
  LOG_LEVEL: params.logLevel,
  MAX_ENTRIES: std.toString(params.maxEntries),
  REDIS_ADDR: 'redis-0.redis.%s.svc.cluster.local:6379' % namespace,
  OTEL_SDK_DISABLED: if tracing then 'false' else 'true',
}
