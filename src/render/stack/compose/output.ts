import { parseDocument } from 'yaml';
import type { Diagnostic } from '../../../model/types';
import { isRecord } from '../../../model/values';
import { boundedToJS } from '../../../schema/yaml-bounds';
import type { SourceRender } from '../../types';

/**
 * A component's render as part of the stack source: `source` is the stack's name, and every
 * object component, artifact name and diagnostic is prefixed with the Hub component's name
 * (`nats/broker`, `nats/broker/0/nats/config/nats.conf`) so two components never collide and a
 * reader sees which component each came from. Files and lines stay as the type reported them.
 */
export function asStackRender(render: SourceRender, stack: string, component: string): SourceRender {
  const inner = (name: string | undefined) => (name ? `${component}/${name}` : component);
  const out: SourceRender = {
    objects: render.objects.map((o) => ({ ...o, source: stack, component: inner(o.component) })),
    artifacts: render.artifacts.map((a) => ({
      ...a,
      source: stack,
      name: `${component}/${a.name}`,
      component: inner(a.component),
    })),
    diagnostics: render.diagnostics.map((d) => markDiagnostic(d, stack, component)),
  };
  if (render.secrets) out.secrets = render.secrets;
  return out;
}

/** A diagnostic of the component (its type's or composition's own), marked with the Hub component. */
export function markDiagnostic(d: Diagnostic, stack: string, component: string): Diagnostic {
  return {
    ...d,
    source: stack,
    component: d.component ? `${component}/${d.component}` : component,
    message: `component ${component}: ${d.message}`,
  };
}

/**
 * A blueprint's exports: the root installation's `<root>/exports` artifact (the renderer writes
 * one per installation; the root is the one whose path has no `/`), as data. {} when absent.
 */
export function blueprintExports(render: SourceRender): Record<string, unknown> {
  const root = render.artifacts.find(
    (a) => a.component !== undefined && !a.component.includes('/') && a.name === `${a.component}/exports`,
  );
  if (!root) return {};
  try {
    const value: unknown = boundedToJS(parseDocument(root.content));
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}
