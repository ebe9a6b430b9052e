import path from 'node:path';
import { stringify } from 'yaml';
import type { ElaboratedStack } from './elaborate';
import type { ComponentRef, Lifecycle, Output, Parameter } from './manifest';

/**
 * The elaborated stack as Hub writes hub.yaml.elaborate: the stack document first, then each
 * component's manifest renamed to its name in the stack. Component `source.dir` is written
 * relative to the most derived hub.yaml, so the file reads correctly next to it.
 */
export function elaboratedYaml(stack: ElaboratedStack): string {
  const documents: unknown[] = [stackDocument(stack, stack.dir)];
  for (const c of stack.components) {
    const m = c.manifest;
    if (!m) continue;
    documents.push(
      compact({
        version: m.document.version,
        kind: m.document.kind,
        meta: m.meta,
        requires: m.requires,
        provides: m.provides,
        lifecycle: lifecycleDocument(m.lifecycle),
        outputs: m.outputs.map(outputDocument),
        parameters: m.parameters.map(parameterDocument),
        templates: m.templates,
      }),
    );
  }
  return documents.map((d) => `---\n${stringify(d, { lineWidth: 0 })}`).join('');
}

function stackDocument(stack: ElaboratedStack, leafDir: string): unknown {
  return compact({
    version: stack.version,
    kind: stack.kind,
    meta: stack.meta,
    components: stack.components.map((c) => refDocument(c.ref, c.dir, leafDir)),
    requires: stack.requires,
    provides: stack.provides,
    platform: stack.platformProvides.length > 0 ? { provides: stack.platformProvides } : undefined,
    lifecycle: lifecycleDocument({ ...stack.lifecycle, order: stack.order }),
    outputs: stack.outputs.map(outputDocument),
    parameters: stack.parameters.map(parameterDocument),
    templates: stack.templates,
  });
}

function refDocument(ref: ComponentRef, dir: string, leafDir: string): unknown {
  const source = ref.source.dir
    ? { ...ref.source, dir: path.relative(leafDir, dir).split(path.sep).join('/') || '.' }
    : ref.source;
  return compact({ name: ref.name, source, depends: ref.depends, annotations: ref.annotations });
}

function lifecycleDocument(l: Lifecycle): unknown {
  return compact({
    bare: l.bare,
    verbs: l.verbs,
    order: l.order,
    mandatory: l.mandatory,
    optional: l.optional,
    requires: l.requiresOptional.length > 0 ? { optional: l.requiresOptional } : undefined,
    readyConditions: l.readyConditions,
    options: l.options,
  });
}

function outputDocument(o: Output): unknown {
  return compact({
    name: o.name,
    brief: o.brief,
    description: o.description,
    value: o.value,
    fromTfVar: o.fromTfVar,
    kind: o.kind,
  });
}

function parameterDocument(p: Parameter): unknown {
  return compact({
    name: p.name,
    component: p.component,
    kind: p.kind,
    brief: p.brief,
    description: p.description,
    default: p.default,
    value: p.value,
    empty: p.empty,
    fromEnv: p.fromEnv,
    fromFile: p.fromFile,
    env: p.env,
  });
}

/** Drops absent and empty fields, as Hub's `omitempty` does. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0) continue;
    out[k] = v;
  }
  return out;
}
