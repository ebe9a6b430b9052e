import { deepEqual } from './fieldpaths';
import {
  base64Error,
  configKey,
  dns1035Label,
  dns1123Label,
  dns1123Subdomain,
  labelValue,
  pathSegmentName,
  qualifiedName,
} from './names';
import { matchesLabels, type Requirement } from './selectors';
import type { FieldError } from './status';
import { isObj, type Obj, objAt, type ResourceType, strAt } from './types';

const RBAC = 'rbac.authorization.k8s.io';

function nameErrors(t: ResourceType, name: string): string[] {
  if (t.group === RBAC) return pathSegmentName(name);
  if (t.group === '' && t.kind === 'Namespace') return dns1123Label(name);
  if (t.group === '' && t.kind === 'Service') return dns1035Label(name);
  return dns1123Subdomain(name);
}

function metadataErrors(t: ResourceType, object: Obj): FieldError[] {
  const errs: FieldError[] = [];
  const metadata = objAt(object, 'metadata') ?? {};
  const name = metadata.name;
  if (typeof name !== 'string' || name === '') {
    errs.push({
      type: 'FieldValueRequired',
      field: 'metadata.name',
      detail: 'name or generateName is required',
    });
  } else {
    for (const detail of nameErrors(t, name))
      errs.push({ type: 'FieldValueInvalid', field: 'metadata.name', value: name, detail });
  }
  for (const which of ['labels', 'annotations'] as const) {
    const map = objAt(metadata, which) ?? {};
    for (const [key, value] of Object.entries(map)) {
      for (const detail of qualifiedName(key))
        errs.push({ type: 'FieldValueInvalid', field: `metadata.${which}`, value: key, detail });
      if (which === 'labels' && typeof value === 'string') {
        for (const detail of labelValue(value))
          errs.push({ type: 'FieldValueInvalid', field: 'metadata.labels', value, detail });
      }
    }
  }
  return errs;
}

/** A LabelSelector's matchLabels and matchExpressions as requirements. */
function selectorRequirements(selector: Obj): Requirement[] {
  const reqs: Requirement[] = Object.entries(objAt(selector, 'matchLabels') ?? {}).map(([key, v]) => ({
    key,
    op: '=' as const,
    values: [String(v)],
  }));
  const ops = { In: 'in', NotIn: 'notin', Exists: 'exists', DoesNotExist: '!' } as const;
  for (const e of Array.isArray(selector.matchExpressions) ? selector.matchExpressions : []) {
    if (!isObj(e)) continue;
    const op = ops[e.operator as keyof typeof ops];
    if (op && typeof e.key === 'string') {
      reqs.push({ key: e.key, op, values: Array.isArray(e.values) ? e.values.map(String) : [] });
    }
  }
  return reqs;
}

function podTemplateErrors(template: Obj | undefined, field: string): FieldError[] {
  if (!template) return [{ type: 'FieldValueRequired', field }];
  const containers = objAt(template, 'spec')?.containers;
  if (!Array.isArray(containers) || containers.length === 0) {
    return [{ type: 'FieldValueRequired', field: `${field}.spec.containers` }];
  }
  return containers.flatMap((c, i): FieldError[] => {
    const errs: FieldError[] = [];
    if (!isObj(c) || typeof c.name !== 'string')
      errs.push({ type: 'FieldValueRequired', field: `${field}.spec.containers[${i}].name` });
    if (!isObj(c) || typeof c.image !== 'string')
      errs.push({ type: 'FieldValueRequired', field: `${field}.spec.containers[${i}].image` });
    return errs;
  });
}

function workloadErrors(object: Obj, old: Obj | undefined): FieldError[] {
  const errs: FieldError[] = [];
  const spec = objAt(object, 'spec') ?? {};
  const selector = objAt(spec, 'selector');
  const template = objAt(spec, 'template');
  if (!selector) errs.push({ type: 'FieldValueRequired', field: 'spec.selector' });
  errs.push(...podTemplateErrors(template, 'spec.template'));
  if (selector && template) {
    const reqs = selectorRequirements(selector);
    const labels = objAt(template, 'metadata', 'labels');
    if (reqs.length === 0) {
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.selector',
        value: selector,
        detail: 'empty selector is invalid for deployment',
      });
    } else if (!matchesLabels(reqs, labels)) {
      errs.push({
        type: 'FieldValueInvalid',
        field: 'spec.template.metadata.labels',
        value: labels ?? null,
        detail: '`selector` does not match template `labels`',
      });
    }
  }
  const oldSelector = objAt(old, 'spec', 'selector');
  if (oldSelector && selector && !deepEqual(oldSelector, selector)) {
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.selector',
      value: selector,
      detail: 'field is immutable',
    });
  }
  return errs;
}

const STATEFULSET_MUTABLE = [
  'replicas',
  'ordinals',
  'template',
  'updateStrategy',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
];

function statefulSetUpdateErrors(object: Obj, old: Obj | undefined): FieldError[] {
  if (!old) return [];
  const strip = (o: Obj): Obj => {
    const spec = { ...(objAt(o, 'spec') ?? {}) };
    for (const key of STATEFULSET_MUTABLE) delete spec[key];
    return spec;
  };
  if (deepEqual(strip(old), strip(object))) return [];
  return [
    {
      type: 'FieldValueForbidden',
      field: 'spec',
      detail:
        "updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden",
    },
  ];
}

function jobErrors(object: Obj, old: Obj | undefined, base = 'spec.template'): FieldError[] {
  const template = objAt(object, ...base.split('.'));
  const errs = podTemplateErrors(template, base);
  const policy = strAt(template, 'spec', 'restartPolicy');
  if (template && policy !== 'OnFailure' && policy !== 'Never') {
    errs.push(
      policy === undefined
        ? {
            type: 'FieldValueRequired',
            field: `${base}.spec.restartPolicy`,
            detail: 'valid values: "OnFailure", "Never"',
          }
        : {
            type: 'FieldValueNotSupported',
            field: `${base}.spec.restartPolicy`,
            value: policy,
            detail: 'supported values: "OnFailure", "Never"',
          },
    );
  }
  const oldTemplate = old ? objAt(old, ...base.split('.')) : undefined;
  if (oldTemplate && base === 'spec.template' && !deepEqual(oldTemplate, template)) {
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.template',
      value: template ?? null,
      detail: 'field is immutable',
    });
  }
  return errs;
}

function serviceErrors(object: Obj, old: Obj | undefined): FieldError[] {
  const errs: FieldError[] = [];
  const spec = objAt(object, 'spec') ?? {};
  const ports = Array.isArray(spec.ports) ? spec.ports : [];
  const headless = spec.clusterIP === 'None' || spec.type === 'ExternalName';
  if (ports.length === 0 && !headless) errs.push({ type: 'FieldValueRequired', field: 'spec.ports' });
  ports.forEach((p, i) => {
    const field = `spec.ports[${i}]`;
    if (!isObj(p)) return;
    if (ports.length > 1 && typeof p.name !== 'string')
      errs.push({ type: 'FieldValueRequired', field: `${field}.name` });
    if (typeof p.port !== 'number' || !Number.isInteger(p.port)) {
      errs.push({
        type: 'FieldValueInvalid',
        field: `${field}.port`,
        value: p.port ?? null,
        detail: 'must be an integer',
      });
    } else if (p.port < 1 || p.port > 65535) {
      errs.push({
        type: 'FieldValueInvalid',
        field: `${field}.port`,
        value: p.port,
        detail: 'must be between 1 and 65535, inclusive',
      });
    }
    if (p.protocol !== undefined && !['TCP', 'UDP', 'SCTP'].includes(String(p.protocol))) {
      errs.push({
        type: 'FieldValueNotSupported',
        field: `${field}.protocol`,
        value: p.protocol,
        detail: 'supported values: "SCTP", "TCP", "UDP"',
      });
    }
  });
  const oldIp = strAt(old, 'spec', 'clusterIP');
  const ip = strAt(spec, 'clusterIP');
  if (oldIp && ip && oldIp !== ip)
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.clusterIP',
      value: ip,
      detail: 'field is immutable',
    });
  return errs;
}

function dataKeyErrors(map: Obj, field: string): FieldError[] {
  return Object.keys(map).flatMap((key) =>
    configKey(key).map((detail): FieldError => ({ type: 'FieldValueInvalid', field, value: key, detail })),
  );
}

function immutableDataErrors(object: Obj, old: Obj | undefined, fields: string[]): FieldError[] {
  if (old?.immutable !== true) return [];
  return fields
    .filter((f) => !deepEqual(old[f], object[f]))
    .map((f) => ({
      type: 'FieldValueForbidden',
      field: f,
      detail: 'field is immutable when `immutable` is set',
    }));
}

function secretErrors(object: Obj, old: Obj | undefined): FieldError[] {
  const data = objAt(object, 'data') ?? {};
  const errs = dataKeyErrors(data, 'data');
  for (const [key, value] of Object.entries(data)) {
    const at = typeof value === 'string' ? base64Error(value) : 0;
    // The value is a secret: the message names the key and the offset, never the contents.
    if (at !== undefined) {
      errs.push({
        type: 'FieldValueInvalid',
        field: `data[${key}]`,
        value: '<secret contents redacted>',
        detail: `illegal base64 data at input byte ${at}`,
      });
    }
  }
  if (old && old.type !== object.type)
    errs.push({
      type: 'FieldValueInvalid',
      field: 'type',
      value: object.type ?? '',
      detail: 'field is immutable',
    });
  return [...errs, ...immutableDataErrors(object, old, ['data'])];
}

function crdErrors(object: Obj): FieldError[] {
  const errs: FieldError[] = [];
  const spec = objAt(object, 'spec') ?? {};
  const group = strAt(spec, 'group');
  const plural = strAt(spec, 'names', 'plural');
  if (!group) errs.push({ type: 'FieldValueRequired', field: 'spec.group' });
  if (!plural) errs.push({ type: 'FieldValueRequired', field: 'spec.names.plural' });
  if (!strAt(spec, 'names', 'kind')) errs.push({ type: 'FieldValueRequired', field: 'spec.names.kind' });
  if (!['Namespaced', 'Cluster'].includes(String(spec.scope))) {
    errs.push({
      type: 'FieldValueNotSupported',
      field: 'spec.scope',
      value: spec.scope ?? '',
      detail: 'supported values: "Cluster", "Namespaced"',
    });
  }
  const versions = Array.isArray(spec.versions) ? spec.versions.filter(isObj) : [];
  if (versions.length === 0)
    errs.push({
      type: 'FieldValueRequired',
      field: 'spec.versions',
      detail: 'must have exactly one version marked as storage version',
    });
  else if (versions.filter((v) => v.storage === true).length !== 1) {
    errs.push({
      type: 'FieldValueInvalid',
      field: 'spec.versions',
      value: versions.map((v) => v.name),
      detail: 'must have exactly one version marked as storage version',
    });
  }
  const name = strAt(object, 'metadata', 'name');
  if (group && plural && name && name !== `${plural}.${group}`) {
    errs.push({
      type: 'FieldValueInvalid',
      field: 'metadata.name',
      value: name,
      detail: 'must be spec.names.plural+"."+spec.group',
    });
  }
  return errs;
}

/** The validation the real API server does that rigging's tests rely on; a non-empty list is a 422. */
export function validate(t: ResourceType, object: Obj, old: Obj | undefined): FieldError[] {
  const errs = metadataErrors(t, object);
  const key = `${t.group}/${t.kind}`;
  switch (key) {
    case 'apps/Deployment':
    case 'apps/ReplicaSet':
    case 'apps/DaemonSet':
      errs.push(...workloadErrors(object, old));
      break;
    case 'apps/StatefulSet':
      errs.push(...workloadErrors(object, old), ...statefulSetUpdateErrors(object, old));
      break;
    case 'batch/Job':
      errs.push(...jobErrors(object, old));
      break;
    case 'batch/CronJob':
      if (!strAt(object, 'spec', 'schedule'))
        errs.push({ type: 'FieldValueRequired', field: 'spec.schedule' });
      errs.push(...jobErrors(object, undefined, 'spec.jobTemplate.spec.template'));
      break;
    case '/Service':
      errs.push(...serviceErrors(object, old));
      break;
    case '/Secret':
      errs.push(...secretErrors(object, old));
      break;
    case '/ConfigMap':
      errs.push(
        ...dataKeyErrors(objAt(object, 'data') ?? {}, 'data'),
        ...dataKeyErrors(objAt(object, 'binaryData') ?? {}, 'binaryData'),
      );
      errs.push(...immutableDataErrors(object, old, ['data', 'binaryData']));
      break;
    case '/Pod':
      errs.push(...podTemplateErrors(object, '').map((e) => ({ ...e, field: e.field.replace(/^\./, '') })));
      break;
    case 'apiextensions.k8s.io/CustomResourceDefinition':
      errs.push(...crdErrors(object));
      break;
  }
  return errs;
}
