import type { ElaboratedStack, StackComponent } from './elaborate';
import { Expander, type ExpressionProblem, requiresExpansion } from './expressions';
import type { Parameter } from './manifest';
import {
  isEmpty,
  isSecret,
  maskedValue,
  outputQualifiedName,
  plainName,
  qualifiedName,
  valueString,
} from './names';
import type { Place, Problems } from './problems';

/** A top-level parameter with the value it is locked to for the whole deployment. */
export interface LockedParameter {
  name: string;
  component?: string;
  value: unknown;
  /** `kind:` as declared (`user`, `tech`, `link`, `secret`...): a redactor masks `secret` ones. */
  kind?: string;
  env?: string;
  /** Where its value (or else its declaration) is written. */
  place?: Place;
}

/** Top-level parameters keyed by qualified name (`name` or `name|component`). */
export type LockedParameters = Map<string, LockedParameter>;

/** A parameter as a Hub state file records it (`stackParameters`, a component's `parameters`). */
export interface StateParameter {
  name: string;
  component?: string;
  value: unknown;
  env?: string;
}

/** What rigging takes from a previous deployment's state: Hub's state file shape, the parts it reads. */
export interface StackState {
  stackParameters?: StateParameter[];
  /** Per component, the parameters it was deployed with (informational, as in Hub). */
  components?: Record<string, { parameters?: StateParameter[] } | undefined>;
}

/** An output a component produced, visible to later components as `${component:name}` and `${name}`. */
export interface CapturedOutput {
  component: string;
  name: string;
  value: unknown;
  kind?: string;
  brief?: string;
  /** The producing component's manifest kind: outputs are hidden from components of the same kind. */
  componentKind?: string;
}

/** A component's parameter after lookup and expansion: what the component is deployed with. */
export interface ResolvedParameter {
  name: string;
  value: unknown;
  kind?: string;
  env?: string;
}

/** The automatic parameters Hub adds. */
const hubStackName = 'hub.stackName';
const hubComponentName = 'hub.componentName';
const hubProvides = 'hub.provides';

/**
 * Locks the stack's top-level parameters (parameters.LockParameters with lifecycle.AskParameter):
 * a `kind: user` parameter without value takes its `fromEnv` variable, else its default, else ""
 * when `empty: allow`, else it is an error (rigging never prompts). Expressions are expanded, each
 * parameter seeing the others; every problem is reported, not the first only. Then values from a
 * previous state fill parameters that are still empty, each with a warning.
 */
export function lockParameters(
  stack: ElaboratedStack,
  inputs: { env: Record<string, string | undefined>; state?: StackState },
  problems: Problems,
): LockedParameters {
  const parameters = stack.parameters.map((p) => ({ ...p }));
  for (const p of parameters) {
    if (!isEmpty(p.default) && p.kind !== 'user') {
      problems.warn(
        `Parameter \`${p.name}\` default value \`${maskedValue(p.name, p.kind, valueString(p.default))}\` won't be used as parameter is not \`user\` kind${p.kind ? ` but \`${p.kind}\`` : ''}`,
        p.place,
      );
    }
  }
  for (const p of parameters) {
    if (isEmpty(p.value) && p.kind === 'user') p.value = askParameter(p, inputs.env, problems);
  }
  const kv = new Map<string, unknown>([[hubStackName, plainName(stack.name)]]);
  for (const p of parameters) kv.set(qualifiedName(p.name, p.component), p.value);
  const expander = new Expander(kv);
  const cycles = new Set<string>();
  const locked: LockedParameters = new Map();
  for (const p of parameters) {
    const qName = qualifiedName(p.name, p.component);
    // `kind: link` values refer to outputs: they are expanded per component, once those exist.
    if (requiresExpansion(p.value) && p.kind !== 'link') {
      const expanded = expander.expand(qName, p.value, expansionScope(p), {
        chain: [qName],
        secret: isSecret(p.name, p.kind),
      });
      reportExpression(expanded.problems, p.valuePlace ?? p.place, 'error', problems, cycles);
      p.value = expanded.value;
      kv.set(qName, p.value);
    }
    locked.set(qName, lockedOf(p));
  }
  const stackName = locked.get(hubStackName);
  if (!stackName || isEmpty(stackName.value)) {
    locked.set(hubStackName, {
      name: hubStackName,
      value: plainName(stack.name),
      env: stackName?.env || 'STACK_NAME',
    });
  }
  if (inputs.state) fillFromState(locked, inputs.state, problems);
  return locked;
}

function expansionScope(p: Parameter) {
  return p.component ? { component: p.component } : {};
}

function lockedOf(p: Parameter): LockedParameter {
  const locked: LockedParameter = { name: p.name, value: p.value ?? null };
  if (p.component) locked.component = p.component;
  if (p.kind) locked.kind = p.kind;
  if (p.env) locked.env = p.env;
  const place = p.valuePlace ?? p.place;
  if (place) locked.place = place;
  return locked;
}

/** lifecycle.AskParameter without the terminal and the Hub API: environment, default, `empty: allow`. */
function askParameter(p: Parameter, env: Record<string, string | undefined>, problems: Problems): unknown {
  const qName = qualifiedName(p.name, p.component);
  if (p.fromEnv && env[p.fromEnv] !== undefined) return env[p.fromEnv];
  if (p.fromFile) {
    problems.warn(`Parameter \`${qName}\` \`fromFile: ${p.fromFile}\` is not read by rigging`, p.place);
  }
  if (!isEmpty(p.default)) return p.default;
  if (p.env && !p.fromEnv) {
    problems.warn(
      `Parameter \`${qName}\` has \`env = ${p.env}\` assigned. Did you mean \`fromEnv\`?`,
      p.place,
    );
  }
  if (p.empty === 'allow') return '';
  problems.error(
    `Parameter \`${qName}\` has no value nor default assigned`,
    p.place,
    'StackParameterNoValue',
  );
  return '(unknown)';
}

/**
 * State values fill only empty stack values (state.mergeStateParameter); a different value in
 * the state is reported and the stack's kept. Values are never printed: they may be secrets.
 */
function fillFromState(locked: LockedParameters, state: StackState, problems: Problems): void {
  for (const add of state.stackParameters ?? []) {
    const qName = qualifiedName(add.name, add.component);
    const current = locked.get(qName);
    if (!current || valueString(current.value) === valueString(add.value)) continue;
    if (isEmpty(current.value)) {
      problems.warn(`Parameter \`${qName}\` empty value is replaced by value from state`, current.place);
      locked.set(qName, { ...current, value: add.value });
    } else {
      problems.warn(
        `Parameter \`${qName}\` current value does not match value from state - keeping current value`,
        current.place,
      );
    }
  }
}

/**
 * Reports expression problems at `place`; a loop once, however many of its parameters found it.
 */
function reportExpression(
  found: ExpressionProblem[],
  place: Place,
  severity: 'error' | 'warning',
  problems: Problems,
  cycles: Set<string>,
  component?: string,
): void {
  for (const problem of found) {
    if (problem.cycle) {
      const key = [...problem.cycle].sort().join('\n');
      if (cycles.has(key)) continue;
      cycles.add(key);
    }
    const reason =
      problem.kind === 'cycle' || problem.kind === 'depth'
        ? 'StackParameterCycle'
        : problem.kind === 'cel'
          ? 'StackCelError'
          : problem.kind === 'size'
            ? 'StackParameterTooLarge'
            : 'StackUnknownSubstitution';
    problems.report(severity, problem.message, place, reason, component);
  }
}

/**
 * A component's parameters (parameters.ExpandParameters): each looked up as `name|component`,
 * then `component:name` for each `depends`, then plain `name` among the locked stack parameters
 * and the outputs of earlier components (outputs win over parameters of the same plain name);
 * not found, its own value or default, else "" when `empty: allow`, else an error. Earlier
 * parameters of the component are visible to later ones. `hub.componentName` comes first and
 * `hub.provides` (capabilities known so far, sorted) last; string values are trimmed of spaces.
 */
export function expandComponentParameters(
  component: StackComponent,
  stackParameters: LockedParameters,
  outputs: CapturedOutput[],
  provides: string[],
  problems: Problems,
  severity: 'error' | 'warning',
): { parameters: ResolvedParameter[]; failed: boolean } {
  const kv = new Map<string, unknown>();
  for (const [qName, p] of stackParameters) kv.set(qName, p.value);
  const ownKind = component.manifest?.kind;
  for (const o of outputs) {
    if (ownKind && o.componentKind === ownKind) continue;
    kv.set(outputQualifiedName(o.name, o.component), o.value);
    kv.set(o.name, o.value);
  }
  kv.set(hubComponentName, component.name);
  // Hub adds hub.provides only after expansion; rigging lets a component declare or refer to it too.
  const providesValue = provides.join(' ');
  kv.set(hubProvides, providesValue);
  const expander = new Expander(kv);
  const scope = { component: component.name, depends: component.depends };
  const expanded: ResolvedParameter[] = [{ name: hubComponentName, value: component.name }];
  const cycles = new Set<string>();
  let failed = false;
  for (const p of component.manifest?.parameters ?? []) {
    const qName = qualifiedName(p.name, component.name);
    const key = expander.find(p.name, scope);
    let value: unknown;
    let place = p.valuePlace ?? p.place;
    if (key !== undefined) {
      value = kv.get(key);
      place = stackParameters.get(key)?.place ?? place;
      if (requiresExpansion(value)) {
        const result = expander.expand(qName, value, scope, {
          chain: [key],
          secret: isSecret(p.name, p.kind),
        });
        reportExpression(result.problems, place, severity, problems, cycles, component.name);
        failed ||= result.problems.length > 0;
        value = result.value;
      }
    } else {
      if (p.kind === 'user') {
        problems.warn(
          `Component \`${component.name}\` user-level parameter \`${qName}\` must be propagated to stack level parameter`,
          p.place,
          'StackWarning',
          component.name,
        );
      }
      value = isEmpty(p.value) && !isEmpty(p.default) ? p.default : p.value;
      if (isEmpty(value)) {
        if (p.empty === 'allow') {
          value = '';
        } else {
          problems.report(
            severity,
            `Parameter \`${qName}\` value cannot be derived from stack parameters nor outputs`,
            p.place,
            'StackParameterNoValue',
            component.name,
          );
          value = '(unknown)';
          failed = true;
        }
      } else if (requiresExpansion(value)) {
        const result = expander.expand(qName, value, scope, { secret: isSecret(p.name, p.kind) });
        reportExpression(result.problems, place, severity, problems, cycles, component.name);
        failed ||= result.problems.length > 0;
        value = result.value;
      }
    }
    const resolved: ResolvedParameter = { name: p.name, value };
    if (p.kind) resolved.kind = p.kind;
    if (p.env) resolved.env = p.env;
    expanded.push(resolved);
    kv.set(p.name, value);
  }
  const existing = expanded.find((p) => p.name === hubProvides);
  if (existing) {
    if (isEmpty(existing.value)) existing.value = providesValue;
  } else {
    expanded.push({ name: hubProvides, value: providesValue, env: 'HUB_PROVIDES' });
  }
  // Hub trims values where it uses them (templates, the process environment).
  for (const p of expanded) if (typeof p.value === 'string') p.value = p.value.trim();
  return { parameters: expanded, failed };
}
