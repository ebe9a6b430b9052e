// qbec post-processor: called once per object, before qbec adds its own
// qbec.io/* labels and annotations. The object arrives as the top-level
// argument `object`; the result must be a single Kubernetes object.
local team = std.extVar('qbec.io/envProperties').team;

function(object) object {
  metadata+: {
    labels+: {
      'app.kubernetes.io/part-of': 'guestbook',
      'example.com/team': team,
    },
    annotations+: {
      'example.com/source': 'github.com/example/platform//apps/guestbook',
    },
  },
}
