import type { EnvRender } from '../../src/diff/diff';
import { PLAN_MEDIA_TYPE } from '../../src/diff/plan';
import type { Artifact, RenderedObject } from '../../src/model/types';

/** One component of a stack plan as the stack renderer emits it (issue 14's contract). */
export interface PlanComponentFixture {
  name: string;
  status: 'deploy' | 'skip' | 'fail';
  reason?: string;
  optional?: boolean;
  type?: string;
  parameters?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  provides?: string[];
}

export interface PlanFixture {
  /** The stack's own parameters; left out of the artifact when absent, as older plans did. */
  parameters?: Record<string, unknown>;
  order?: string[];
  components: PlanComponentFixture[];
  provides?: string[];
  outputs?: Record<string, unknown>;
}

/** The plan artifact of stack source `source` in environment `env`. */
export function planArtifact(plan: PlanFixture, source = 'platform', env = 'dev'): Artifact {
  const content = {
    stack: env,
    environment: env,
    ...(plan.parameters ? { parameters: plan.parameters } : {}),
    order: plan.order ?? plan.components.map((c) => c.name),
    components: plan.components.map((c) => ({
      optional: false,
      parameters: {},
      outputs: {},
      provides: [],
      ...c,
    })),
    provides: plan.provides ?? [],
    outputs: plan.outputs ?? {},
  };
  return {
    source,
    name: 'plan',
    mediaType: PLAN_MEDIA_TYPE,
    content: `${JSON.stringify(content, null, 2)}\n`,
  };
}

/** The example shape: ingress, dns, an optional acm, and an app that uses the domain. */
export function basePlan(): PlanFixture {
  return {
    components: [
      {
        name: 'ingress',
        status: 'deploy',
        type: 'blueprint',
        parameters: { 'dns.domain': 'dev.example.com' },
        provides: ['ingress'],
      },
      {
        name: 'acm',
        status: 'deploy',
        optional: true,
        type: 'qbec',
        parameters: { 'component.acm.enabled': true },
      },
      {
        name: 'app',
        status: 'deploy',
        type: 'qbec',
        parameters: {
          'component.app.replicas': '3',
          'dns.domain': 'dev.example.com',
          'db.password': '(redacted)',
        },
        outputs: { endpoint: 'https://app.dev.example.com' },
      },
    ],
    provides: ['ingress'],
    outputs: { 'app.endpoint': 'https://app.dev.example.com' },
  };
}

export function deployment(replicas: number, source = 'platform', component = 'app'): RenderedObject {
  return {
    source,
    component,
    object: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: component, namespace: 'dev' },
      spec: { replicas },
    },
  };
}

export function envRender(name: string, artifacts: Artifact[], objects: RenderedObject[] = []): EnvRender {
  return { name, objects, artifacts, diagnostics: [] };
}
