import type { KubeObject } from '../../model/types';

export interface QbecAttrs {
  app: string;
  environment: string;
  tag: string;
  component: string;
  addComponentLabel: boolean;
}

/** qbec's AssertMetadataValid: labels and annotations must map strings to strings (null allowed). */
export function metadataProblem(obj: KubeObject): string | undefined {
  for (const field of ['labels', 'annotations'] as const) {
    const map = obj.metadata[field] as unknown;
    if (map === undefined || map === null) continue;
    if (typeof map !== 'object' || Array.isArray(map)) return `.metadata.${field} must be a map of strings`;
    for (const [k, v] of Object.entries(map)) {
      if (v !== null && typeof v !== 'string')
        return `.metadata.${field}["${k}"] must be a string, got ${JSON.stringify(v)}`;
    }
  }
  return undefined;
}

/** The labels and annotation qbec puts on every object; qbec's keys win over the component's own. */
export function withQbecMetadata(obj: KubeObject, attrs: QbecAttrs): KubeObject {
  const labels: Record<string, string> = { ...(obj.metadata.labels ?? {}) };
  labels['qbec.io/application'] = attrs.app;
  labels['qbec.io/environment'] = attrs.environment;
  if (attrs.tag) labels['qbec.io/tag'] = attrs.tag;
  if (attrs.addComponentLabel) labels['qbec.io/component'] = attrs.component;
  const annotations: Record<string, string> = {
    ...(obj.metadata.annotations ?? {}),
    'qbec.io/component': attrs.component,
  };
  const metadata: KubeObject['metadata'] = { ...obj.metadata, labels, annotations };
  // With both set, qbec keeps name and drops generateName.
  if (metadata.name && metadata.generateName) delete metadata.generateName;
  return { ...obj, metadata };
}
