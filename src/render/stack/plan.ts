import { PLAN_MEDIA_TYPE } from '../../model/hub-plan';
import type { Artifact } from '../../model/types';
import type { ComponentType } from './detect';
import type { ElaboratedStack } from './elaborate';
import type { ComponentPlan, StackPlan } from './lifecycle';
import { isEmpty, isSecret, qualifiedName } from './names';
import { elaboratedYaml } from './print';

export { PLAN_MEDIA_TYPE };

const PLAN_ARTIFACT = 'plan';
/** The elaborated manifest, as Hub's `hub elaborate` writes hub.yaml.elaborate. */
export const ELABORATE_ARTIFACT = 'hub.yaml.elaborate';
const REDACTED = '(redacted)';

/** One component of the plan, as the artifact's JSON holds it (a contract of the PR comment). */
export interface PlanComponent {
  name: string;
  status: ComponentPlan['status'];
  reason?: string;
  optional: boolean;
  /** The source type that implemented it; absent when it was not rendered or is bare. */
  type?: ComponentType;
  /** Its own resolved parameters after the lookup order, secrets `(redacted)`, keys sorted. */
  parameters: Record<string, unknown>;
  outputs: Record<string, unknown>;
  provides: string[];
}

/** The plan artifact's content (a contract of the PR comment: keep this shape). */
export interface PlanDocument {
  /** The Hub stack's name (`meta.name` of the most derived hub.yaml). */
  stack: string;
  environment: string;
  /**
   * The stack's locked top-level parameters by qualified name (`name`, or `name|component` for one
   * scoped to a component), secrets `(redacted)`, keys sorted: the comment names the one a reviewer
   * changed before the component parameters derived from it.
   */
  parameters: Record<string, unknown>;
  order: string[];
  components: PlanComponent[];
  /** Capabilities known at the end: environment, platform and deployed components. */
  provides: string[];
  /** The stack's outputs, secrets `(redacted)`, keys sorted. */
  outputs: Record<string, unknown>;
}

/** A value as the plan shows it: `(redacted)` when its name or kind says secret and it is not empty. */
function shown(name: string, kind: string | undefined, value: unknown): unknown {
  return isSecret(name, kind) && !isEmpty(value) ? REDACTED : value;
}

/** name -> shown value, sorted by name so two renders of one stack compare key by key. */
function valuesOf(
  entries: readonly { name: string; kind?: string; value: unknown }[],
): Record<string, unknown> {
  const byName = new Map(entries.map((e) => [e.name, shown(e.name, e.kind, e.value)]));
  return Object.fromEntries([...byName.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The plan document of one environment; `types` names each rendered component's implementation. */
export function planDocument(
  plan: StackPlan,
  environment: string,
  types: ReadonlyMap<string, ComponentType>,
): PlanDocument {
  return {
    stack: plan.name,
    environment,
    parameters: valuesOf(
      plan.stackParameters.map((p) => ({ ...p, name: qualifiedName(p.name, p.component) })),
    ),
    order: [...plan.order],
    components: plan.components.map((c) => {
      const type = types.get(c.name);
      const out: PlanComponent = {
        name: c.name,
        status: c.status,
        ...(c.reason ? { reason: c.reason } : {}),
        optional: c.optional,
        ...(type ? { type } : {}),
        parameters: valuesOf(c.parameters),
        outputs: valuesOf(c.outputs),
        provides: [...c.provides].sort(),
      };
      return out;
    }),
    provides: [...plan.provides],
    outputs: valuesOf(plan.stackOutputs),
  };
}

/** Pretty JSON, two spaces and a trailing newline; bigints (from YAML or CEL) as numbers or strings. */
function planJson(doc: PlanDocument): string {
  const replacer = (_key: string, value: unknown) =>
    typeof value === 'bigint'
      ? Number.isSafeInteger(Number(value))
        ? Number(value)
        : value.toString()
      : value;
  return `${JSON.stringify(doc, replacer, 2)}\n`;
}

export function planArtifact(source: string, doc: PlanDocument): Artifact {
  return { source, name: PLAN_ARTIFACT, mediaType: PLAN_MEDIA_TYPE, content: planJson(doc) };
}

export function elaborateArtifact(source: string, stack: ElaboratedStack): Artifact {
  return { source, name: ELABORATE_ARTIFACT, mediaType: 'application/yaml', content: elaboratedYaml(stack) };
}
