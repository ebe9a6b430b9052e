// HorizontalPodAutoscalers and PodDisruptionBudgets for the stateless tiers.
// Excluded by default in qbec.yaml; prod includes it.
local k = import 'k.libsonnet';
local p = (import '../params.libsonnet').components.autoscaling;

local hpa(target, limits) = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: target, labels: k.labels(target) },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: target },
    minReplicas: limits.minReplicas,
    maxReplicas: limits.maxReplicas,
    metrics: [{
      type: 'Resource',
      resource: {
        name: 'cpu',
        target: { type: 'Utilization', averageUtilization: p.targetCPUUtilization },
      },
    }],
  },
};

local pdb(target) = {
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: target, labels: k.labels(target) },
  spec: { maxUnavailable: 1, selector: { matchLabels: k.selector(target) } },
};

{
  frontend: { hpa: hpa('guestbook-frontend', p.frontend), pdb: pdb('guestbook-frontend') },
  backend: { hpa: hpa('guestbook-backend', p.backend), pdb: pdb('guestbook-backend') },
}
