import type { KubeObject } from '../../src/model/types';

/** Labels rigging puts on everything it applies; prune deletes only objects that still carry both. */
export const PIPELINE_LABEL = 'rigging.dev/pipeline';
export const ENVIRONMENT_LABEL = 'rigging.dev/environment';

export interface Owner {
  pipeline: string;
  environment: string;
}

export function withOwnership(obj: KubeObject, owner: Owner): KubeObject {
  return {
    ...obj,
    metadata: {
      ...obj.metadata,
      labels: {
        ...(obj.metadata.labels ?? {}),
        [PIPELINE_LABEL]: owner.pipeline,
        [ENVIRONMENT_LABEL]: owner.environment,
      },
    },
  };
}

/**
 * Ours to delete: labelled for this pipeline and environment, and not made by a controller.
 * `labelled`: it carries the labels (controller or not), i.e. rigging applied it for this owner.
 */
export function ownedBy(live: KubeObject, owner: Owner): { owned: boolean; labelled: boolean; why?: string } {
  const labels = live.metadata.labels ?? {};
  if (labels[PIPELINE_LABEL] !== owner.pipeline || labels[ENVIRONMENT_LABEL] !== owner.environment) {
    return {
      owned: false,
      labelled: false,
      why: `it does not carry ${PIPELINE_LABEL}=${owner.pipeline}, ${ENVIRONMENT_LABEL}=${owner.environment}`,
    };
  }
  const refs = (live.metadata.ownerReferences ?? []) as {
    controller?: boolean;
    kind?: string;
    name?: string;
  }[];
  const controller = refs.find((r) => r.controller);
  if (controller)
    return { owned: false, labelled: true, why: `it is controlled by ${controller.kind}/${controller.name}` };
  return { owned: true, labelled: true };
}
