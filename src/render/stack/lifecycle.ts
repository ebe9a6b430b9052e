import type { Diagnostic } from '../../model/types';
import type { ElaboratedStack, StackComponent } from './elaborate';
import type { ComponentManifest } from './manifest';
import { union } from './merge';
import { captureOutputs, type StackOutput, stackOutputs } from './outputs';
import {
  type CapturedOutput,
  expandComponentParameters,
  type LockedParameter,
  type LockedParameters,
  lockParameters,
  type ResolvedParameter,
  type StackState,
} from './parameters';
import { type Place, Problems } from './problems';
import {
  addProvides,
  checkRequires,
  falseOptionalParameters,
  initialProvides,
  isOptionalComponent,
  type Provides,
  parseRequiresTuning,
  providedNames,
} from './requirements';

/** What a deployment of the stack depends on besides its files. */
export interface StackInputs {
  /** The rigging environment (its params file was read at elaboration). */
  environment: string;
  /** Variables `fromEnv:` reads; unset ones are undefined. Never prompted for. */
  env: Record<string, string | undefined>;
  /** Capabilities the environment declares (`aws`, `kubectl`...), provided by `*environment*`. */
  capabilities: string[];
  /** Capabilities of the platform stack this one deploys onto, provided by `*platform*`. */
  platformProvides: string[];
  /** A previous deployment's state: its stack parameters fill empty values. */
  state?: StackState;
  /** The rigging source's name for diagnostics; the stack's name when absent. */
  source?: string;
}

/** One component handed to the deploy callback. */
export interface DeployRequest {
  name: string;
  /** Absolute directory of its sources. */
  dir: string;
  manifest?: ComponentManifest;
  /** Its own resolved parameters, name -> value (`hub.componentName`, `hub.provides` included). */
  parameters: Record<string, unknown>;
}

/** What deploying (rendering) a component gave. */
export interface DeployResult {
  /** Its outputs; they win over outputs its manifest declares of the same name. */
  outputs: Record<string, unknown>;
  /** Dynamic provides, added to the manifest's `provides`. */
  provides?: string[];
  ok: boolean;
  /** Why it failed, when not ok. */
  reason?: string;
}

export type DeployComponent = (component: DeployRequest) => Promise<DeployResult>;

/** One component's part in the plan. */
export interface ComponentPlan {
  name: string;
  /** deploy: deployed; skip: not invoked (optional requirement, falsy parameter, skipped dependency, an earlier mandatory failure); fail: invoked or checked and failed. */
  status: 'deploy' | 'skip' | 'fail';
  reason?: string;
  /** Whether a failure of it lets the stack go on. */
  optional: boolean;
  /** Its own resolved parameters after the lookup order, in declaration order; `kind` kept for redaction. */
  parameters: ResolvedParameter[];
  outputs: CapturedOutput[];
  /** Capabilities it provided (declared and dynamic), when deployed. */
  provides: string[];
}

/** What Hub would do with the stack, component by component. */
export interface StackPlan {
  name: string;
  order: string[];
  components: ComponentPlan[];
  /** The locked top-level parameters, sorted by qualified name; `kind` kept for redaction. */
  stackParameters: LockedParameter[];
  stackOutputs: StackOutput[];
  /**
   * Every output captured, those of a component that failed afterwards included (later components
   * still read them): for redactors only, the plan shows deployed components' outputs alone.
   */
  captured: CapturedOutput[];
  /** Capabilities known at the end (environment, platform and components), sorted. */
  provides: string[];
  /** Errors and warnings, all of them. */
  diagnostics: Diagnostic[];
}

/**
 * Runs the stack as `hub deploy` does (lifecycle.Execute), with `deploy` in place of each
 * component's implementation: top-level parameters locked once; then, in order, each component's
 * parameters expanded, optional-parameter and requirement checks made, the component deployed and
 * its outputs and provides made visible to the next. A failing optional component is a soft error;
 * a failing mandatory one stops the rest, which are reported as not deployed.
 */
export async function runStack(
  stack: ElaboratedStack,
  inputs: StackInputs,
  deploy: DeployComponent,
): Promise<StackPlan> {
  const problems = new Problems(inputs.source ?? stack.name);
  const locked = lockParameters(stack, inputs, problems);
  const plan: StackPlan = {
    name: stack.name,
    order: stack.order,
    components: [],
    stackParameters: [...locked.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p),
    stackOutputs: [],
    captured: [],
    provides: [],
    diagnostics: problems.diagnostics,
  };
  const run = new Run(stack, inputs, locked, problems, deploy);
  if (problems.hasErrors()) {
    for (const name of stack.order) {
      plan.components.push(run.planned(name, 'skip', 'not deployed: stack parameters could not be locked'));
    }
  } else {
    for (const name of stack.order) plan.components.push(await run.component(name));
  }
  const outputs = stackOutputs(stack.outputs, locked, run.outputs);
  for (const w of outputs.warnings) problems.warn(w.message, w.place);
  plan.stackOutputs = outputs.outputs;
  plan.captured = run.outputs;
  plan.provides = providedNames(run.provides);
  return plan;
}

/** The state of one run through the components. */
class Run {
  readonly outputs: CapturedOutput[] = [];
  readonly provides: Provides;
  private readonly tuning: Map<string, string[]>;
  private readonly skipped = new Map<string, string>();
  private readonly failed: string[] = [];
  private stoppedBy?: string;

  constructor(
    private readonly stack: ElaboratedStack,
    inputs: StackInputs,
    private readonly locked: LockedParameters,
    private readonly problems: Problems,
    private readonly deploy: DeployComponent,
  ) {
    this.provides = initialProvides(
      inputs.capabilities,
      union(inputs.platformProvides, stack.platformProvides),
    );
    this.tuning = parseRequiresTuning(stack.lifecycle.requiresOptional);
  }

  planned(
    name: string,
    status: ComponentPlan['status'],
    reason?: string,
    parameters: ResolvedParameter[] = [],
  ): ComponentPlan {
    const plan: ComponentPlan = {
      name,
      status,
      optional: isOptionalComponent(this.stack.lifecycle, name),
      parameters,
      outputs: [],
      provides: [],
    };
    if (reason) plan.reason = reason;
    return plan;
  }

  async component(name: string): Promise<ComponentPlan> {
    const component = this.stack.components.find((c) => c.name === name) as StackComponent;
    const optional = isOptionalComponent(this.stack.lifecycle, name);
    if (this.stoppedBy) {
      return this.planned(name, 'skip', `not deployed: mandatory component \`${this.stoppedBy}\` failed`);
    }
    const place = component.ref.place;
    const skip = (reason: string, parameters: ResolvedParameter[] = []) => {
      this.skipped.set(name, reason);
      if (!optional) {
        this.problems.warn(
          `Mandatory component \`${name}\` is skipped: ${reason}`,
          place,
          'StackSkipped',
          name,
        );
      }
      return this.planned(name, 'skip', reason, parameters);
    };
    const fail = (message: string, at: Place = place, parameters: ResolvedParameter[] = []) => {
      this.failed.push(name);
      this.problems.report(optional ? 'warning' : 'error', message, at, 'StackComponentFailed', name);
      if (!optional) this.stoppedBy = name;
      return this.planned(name, 'fail', message, parameters);
    };

    const skippedDeps = component.depends.filter((d) => this.skipped.has(d));
    if (skippedDeps.length > 0) return skip(`depends on skipped component \`${skippedDeps.join(', ')}\``);
    const failedDeps = component.depends.filter((d) => this.failed.includes(d));
    if (failedDeps.length > 0) {
      return fail(
        `Component \`${name}\` failed to deploy: depends on failed optional component \`${failedDeps.join(', ')}\``,
      );
    }

    const expanded = expandComponentParameters(
      component,
      this.locked,
      this.outputs,
      providedNames(this.provides),
      this.problems,
      optional ? 'warning' : 'error',
    );
    const { parameters } = expanded;
    const falseParameters = falseOptionalParameters(name, this.visibleParameters(parameters), this.tuning);
    if (falseParameters.length > 0) {
      return skip(`optional parameter [${falseParameters.join(' ')}] evaluated to false`, parameters);
    }
    if (expanded.failed) return fail(`Component \`${name}\` parameters expansion failed`, place, parameters);

    const manifest = component.manifest;
    const requires = checkRequires(name, manifest?.requires ?? [], this.provides, this.tuning);
    if (requires.error) {
      const providers = this.skippedProviders(requires.missing);
      if (providers) {
        return skip(
          `requires \`${requires.missing.join(', ')}\` that only skipped component \`${providers.join(', ')}\` provides`,
          parameters,
        );
      }
      return fail(requires.error, manifest?.requiresPlace ?? place, parameters);
    }
    if (requires.optionalNotProvided.length > 0) {
      return skip(
        `unsatisfied optional requirements [${requires.optionalNotProvided.join(' ')}]`,
        parameters,
      );
    }

    let result: DeployResult;
    try {
      result = await this.deploy({
        name,
        dir: component.dir,
        ...(manifest ? { manifest } : {}),
        parameters: Object.fromEntries(parameters.map((p) => [p.name, p.value])),
      });
    } catch (err) {
      result = { outputs: {}, ok: false, reason: (err as Error).message };
    }
    if (!result.ok) {
      return fail(
        `Component \`${name}\` failed to deploy: ${result.reason ?? 'unknown reason'}`,
        place,
        parameters,
      );
    }
    const captured = captureOutputs(
      { name, ...(manifest ? { kind: manifest.kind } : {}) },
      manifest?.outputs ?? [],
      parameters,
      result.outputs,
    );
    for (const p of captured.problems) {
      this.problems.report(optional ? 'warning' : 'error', p.message, p.place, 'StackOutputs', name);
    }
    for (const o of captured.outputs) {
      const i = this.outputs.findIndex((x) => x.component === o.component && x.name === o.name);
      if (i >= 0) this.outputs[i] = o;
      else this.outputs.push(o);
    }
    if (captured.problems.length > 0) {
      return fail(`Component \`${name}\` outputs capture failed`, place, parameters);
    }
    const provided = union(manifest?.provides ?? [], result.provides ?? []);
    addProvides(this.provides, name, provided);
    return {
      ...this.planned(name, 'deploy', undefined, parameters),
      outputs: captured.outputs,
      provides: provided,
    };
  }

  /** The stack's parameters without unexpanded links, with the component's own over them (lifecycle.Execute's allParameters). */
  private visibleParameters(own: ResolvedParameter[]) {
    const all = new Map<string, { name: string; component?: string; value: unknown }>();
    for (const [qName, p] of this.locked) {
      if (typeof p.value === 'string' && (p.value.includes('${') || p.value.includes('#{'))) continue;
      all.set(qName, p);
    }
    for (const p of own) all.set(p.name, p);
    return [...all.values()];
  }

  /**
   * The skipped components that declare `capabilities`, when each of them is declared by one: the
   * requirements only skipped components would have met. Undefined when one has no such provider.
   */
  private skippedProviders(capabilities: string[]): string[] | undefined {
    const providers = new Set<string>();
    for (const capability of capabilities) {
      const by = [...this.skipped.keys()].filter((s) =>
        (this.stack.components.find((c) => c.name === s)?.manifest?.provides ?? []).includes(capability),
      );
      if (by.length === 0) return undefined;
      for (const b of by) providers.add(b);
    }
    return [...providers];
  }
}
