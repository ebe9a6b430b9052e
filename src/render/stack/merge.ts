import type { ComponentManifest, ComponentRef, Lifecycle, Output, Parameter } from './manifest';
import { isEmpty, maskedValue, qualifiedName, valueString } from './names';
import type { Place, Problems } from './problems';

/** One document's parameters in elaboration order; component manifests come first. */
export interface ParameterDocument {
  parameters: Parameter[];
  /** A hub-component.yaml: only its `kind: user` parameters reach the stack. */
  isComponent: boolean;
}

/**
 * Hub's parameter merge (compose.mergeParameters): documents in order, later ones refining earlier
 * ones; a parameter without a qualifier also refines every earlier `name|component` of its name.
 * Returns the stack's parameters sorted by qualified name, as the elaborated manifest lists them.
 */
export function mergeParameters(
  documents: ParameterDocument[],
  componentNames: string[],
  problems: Problems,
): Parameter[] {
  const kv = new Map<string, Parameter>();
  const envWarned = new Set<string>();
  for (const doc of documents) {
    for (const declared of doc.parameters) {
      const parameter = kindFromEnvOrFile(declared, doc.isComponent, problems);
      const qName = qualifiedName(parameter.name, parameter.component);
      if (doc.isComponent) {
        if (parameter.kind === 'link') {
          problems.warn(
            `Parameter \`${qName}\` specify \`kind: link\` on hub-component.yaml level - this is not supported`,
            parameter.place,
          );
        }
        if (parameter.kind !== 'user' && isEmpty(parameter.value) && !isEmpty(parameter.default)) {
          problems.warn(
            `Parameter \`${qName}\` specify \`default:\` on hub-component.yaml level - use \`value:\` instead`,
            parameter.place,
          );
        }
        // Only `kind: user` parameters of a component reach the stack; the rest stay in the component.
        if (parameter.kind !== 'user') continue;
      }
      if (parameter.env) {
        if (!doc.isComponent && !envWarned.has(qName)) {
          envWarned.add(qName);
          problems.warn(
            `Parameter \`${qName}\` specify \`env: ${parameter.env}\` on hub.yaml / params.yaml level`,
            parameter.place,
          );
        }
        delete parameter.env;
      }
      if (parameter.component) {
        const existing = kv.get(qName);
        kv.set(qName, existing ? mergeParameter(existing, parameter) : parameter);
        continue;
      }
      const existingPlain = kv.get(parameter.name);
      kv.set(parameter.name, existingPlain ? mergeParameter(existingPlain, parameter) : parameter);
      for (const component of componentNames) {
        const q = qualifiedName(parameter.name, component);
        const existing = kv.get(q);
        if (!existing) continue;
        const current = valueString(existing.value);
        const next = valueString(parameter.value);
        if (next !== '' && current !== '' && next !== current) {
          problems.warn(
            `Parameter \`${q}\` value \`${maskedValue(q, existing.kind, current)}\` overwritten by a less specific parameter \`${parameter.name}\` value \`${maskedValue(q, parameter.kind, next)}\``,
            parameter.place,
          );
        }
        kv.set(q, mergeParameter(existing, parameter));
      }
    }
  }
  return [...kv.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p);
}

/** A `fromEnv:`/`fromFile:` parameter is a user parameter unless told otherwise (compose.updateKindIfFrom). */
function kindFromEnvOrFile(declared: Parameter, isComponent: boolean, problems: Problems): Parameter {
  const parameter = { ...declared };
  const qName = qualifiedName(parameter.name, parameter.component);
  for (const [field, from] of [
    ['fromEnv', parameter.fromEnv],
    ['fromFile', parameter.fromFile],
  ] as const) {
    if (!from) continue;
    if (!parameter.kind) parameter.kind = 'user';
    if (isComponent) {
      problems.warn(
        `Parameter \`${qName}\` specify \`${field}: ${from}\` on hub-component.yaml level`,
        parameter.place,
      );
    }
  }
  return parameter;
}

/**
 * One parameter refined by a later declaration (compose.mergeParameter): `kind: user` beats `tech`
 * and is never downgraded; value, default, fromEnv, env, brief... are overwritten when given.
 */
export function mergeParameter(base: Parameter, over: Parameter): Parameter {
  let kind = base.kind;
  if (over.kind && (!kind || (kind === 'tech' && over.kind === 'user'))) kind = over.kind;
  const overValue = !isEmpty(over.value);
  const merged: Parameter = {
    name: over.name,
    place: over.place,
  };
  const field = <K extends keyof Parameter>(key: K, value: Parameter[K] | undefined) => {
    if (value !== undefined && value !== '') merged[key] = value;
  };
  field('component', base.component);
  field('kind', kind);
  field('brief', over.brief || base.brief);
  field('description', over.description || base.description);
  if (!isEmpty(over.default)) merged.default = over.default;
  else if (base.default !== undefined) merged.default = base.default;
  if (overValue) {
    merged.value = over.value;
    if (over.valuePlace) merged.valuePlace = over.valuePlace;
  } else if (base.value !== undefined) {
    merged.value = base.value;
    if (base.valuePlace) merged.valuePlace = base.valuePlace;
  }
  field('empty', isEmpty(merged.value) ? over.empty || base.empty : undefined);
  field('fromEnv', over.fromEnv || base.fromEnv);
  field('fromFile', over.fromFile || base.fromFile);
  field('env', over.env || base.env);
  return merged;
}

/** Outputs merged by name, a later declaration's fields winning (compose.mergeOutputs). */
export function mergeOutputs(parent: Output[], child: Output[]): Output[] {
  const outputs = parent.map((o) => ({ ...o }));
  for (const output of child) {
    const i = outputs.findIndex((o) => o.name === output.name);
    const exist = outputs[i];
    if (!exist) {
      outputs.push(output);
      continue;
    }
    const merged: Output = { name: output.name, place: output.place };
    const value = isEmpty(output.value) ? exist.value : output.value;
    if (value !== undefined) merged.value = value;
    for (const key of ['fromTfVar', 'kind', 'brief', 'description'] as const) {
      const v = output[key] || exist[key];
      if (v) merged[key] = v;
    }
    outputs[i] = merged;
  }
  return outputs;
}

/**
 * The derived stack's component refs over its parent's (compose.mergeComponentsRefs): a ref of the
 * same name replaces the parent's in place, others are appended. Each ref keeps the directory of
 * the hub.yaml that declared it, so `source.dir` stays relative to that file.
 */
export function mergeComponentRefs(parent: ComponentRef[], child: ComponentRef[]): ComponentRef[] {
  const refs = [...parent];
  for (const ref of child) {
    const i = refs.findIndex((r) => r.name === ref.name);
    if (i >= 0) refs[i] = ref;
    else refs.push(ref);
  }
  return refs;
}

/** Component manifests merged the same way as refs (compose.mergeComponentsManifests). */
export function mergeComponentManifests(
  parent: Map<string, ComponentManifest | undefined>,
  child: Map<string, ComponentManifest | undefined>,
): Map<string, ComponentManifest | undefined> {
  const merged = new Map(parent);
  for (const [name, manifest] of child) merged.set(name, manifest);
  return merged;
}

/**
 * A derived stack's lifecycle over its parent's (compose.mergeLifecycle): `bare` from the parent
 * when it sets one, order interleaved, verbs/mandatory/optional unioned, requirement tuning merged.
 */
export function mergeLifecycle(parent: Lifecycle, child: Lifecycle, problems: Problems): Lifecycle {
  const merged: Lifecycle = {
    verbs: union(parent.verbs, child.verbs),
    order: mergeOrder(parent.order, child.order, child.places.order ?? {}, problems),
    mandatory: union(parent.mandatory, child.mandatory),
    optional: union(parent.optional, child.optional),
    requiresOptional: mergeRequiresTuning(parent.requiresOptional, child.requiresOptional),
    readyConditions: [...parent.readyConditions, ...child.readyConditions],
    places: { ...parent.places, ...child.places },
  };
  const bare = parent.bare || child.bare;
  if (bare) merged.bare = bare;
  return merged;
}

/** The values of every list, each once, in first-seen order (Hub's util.MergeUnique). */
export function union(...lists: string[][]): string[] {
  const out: string[] = [];
  for (const list of lists) for (const v of list) if (!out.includes(v)) out.push(v);
  return out;
}

/**
 * The parent's deployment order with the child's interleaved (compose.mergeOrder). A child entry
 * naming a parent component is an anchor: the child's entries up to it take the parent entry's
 * place; child entries after the last anchor follow the rest of the parent's order. Anchors must
 * keep the parent's relative order.
 */
export function mergeOrder(parent: string[], child: string[], place: Place, problems: Problems): string[] {
  const anchors: { child: number; parent: number }[] = [];
  let previous = 0;
  for (const [i, name] of child.entries()) {
    const j = parent.indexOf(name);
    if (j < 0) continue;
    if (j < previous) {
      problems.error(
        `Component \`${parent[previous]}\` must come after \`${name}\` in child stack \`lifecycle.order\` - as defined by parent stack (fromStack)`,
        place,
        'StackOrder',
      );
      return [...parent, ...child.filter((c) => !parent.includes(c))];
    }
    previous = j;
    anchors.push({ child: i, parent: j });
  }
  if (anchors.length === 0) return [...parent, ...child];
  const order: string[] = [];
  let p = 0;
  let c = 0;
  for (const anchor of anchors) {
    order.push(...parent.slice(p, anchor.parent), ...child.slice(c, anchor.child + 1));
    p = anchor.parent + 1;
    c = anchor.child + 1;
  }
  order.push(...parent.slice(p), ...child.slice(c));
  return order;
}

/**
 * Requirement tuning of a base stack and a derived one (compose.mergeRequiresTuning), newest
 * entries first: `req` supersedes older `req:component`; `req:component` supersedes older `req`
 * for that component; `:` erases everything older; `req:` erases older tuning of `req`;
 * `:component` erases older tuning for `component`; anything else is appended.
 */
export function mergeRequiresTuning(parent: string[], child: string[]): string[] {
  const newestFirst = union([...child].reverse(), [...parent].reverse());
  const kept: string[] = [];
  const erasedRequirements: string[] = [];
  const erasedComponents: string[] = [];
  for (const entry of newestFirst) {
    const colon = entry.indexOf(':');
    if (colon === -1) {
      if (erasedRequirements.includes(entry)) continue;
      // a newer `entry:component` already narrows this requirement
      if (kept.some((seen) => seen.startsWith(`${entry}:`))) continue;
      kept.push(entry);
      continue;
    }
    if (entry === ':') break;
    const requirement = entry.slice(0, colon);
    const component = entry.slice(colon + 1);
    if (requirement === '') {
      erasedComponents.push(component);
      continue;
    }
    if (component === '') {
      erasedRequirements.push(requirement);
      continue;
    }
    if (
      erasedComponents.includes(component) ||
      erasedRequirements.includes(requirement) ||
      kept.includes(requirement)
    ) {
      continue;
    }
    kept.push(entry);
  }
  return kept.reverse();
}
