import { expandEnv } from '../../config/paths';
import type { EnvironmentConfig } from '../../config/types';
import type { Diagnostic, KubeObject } from '../../model/types';
import type { RenderContext, Renderer, SourceRender } from '../types';
import { renderComponent } from './compose';
import type { ComponentType } from './detect';
import { type ElaboratedStack, elaborateStack } from './elaborate';
import { type DeployComponent, runStack, type StackInputs } from './lifecycle';
import { relativeTo } from './manifest';
import { isEmpty, isSecret, qualifiedName } from './names';
import type { StackSourceConfig } from './options';
import { elaborateArtifact, planArtifact, planDocument } from './plan';
import { isOptionalComponent } from './requirements';
import { readStateFile } from './state-file';

/**
 * Hub stacks: per environment, the stack elaborated (its params-<env>.yaml included), parameters
 * locked with the edge's environment for `fromEnv`, and the lifecycle run with each component
 * rendered by the source type implementing it. Everything depends on the environment, so `open`
 * reads nothing.
 */
export const stackRenderer: Renderer<StackSourceConfig> = {
  async open(source, ctx) {
    return { render: (environment) => renderStack(source, ctx, environment) };
  },
};

async function renderStack(
  source: StackSourceConfig,
  ctx: RenderContext,
  environment: EnvironmentConfig,
): Promise<SourceRender> {
  const secrets: KubeObject[] = [];
  const out: SourceRender & { secrets: KubeObject[] } = {
    objects: [],
    artifacts: [],
    diagnostics: [],
    secrets,
  };
  const elaboration = await elaborateStack({
    hubFile: source.absPath,
    root: ctx.root,
    // Every file of the stack, fromStack parents and component manifests alike, goes through the wall.
    readFile: (abs) => ctx.boundary.readText(abs, relativeTo(ctx.root, abs)),
    environment: environment.name,
    source: source.name,
  });
  out.diagnostics.push(...elaboration.diagnostics);
  const stack = elaboration.stack;
  if (!stack) return out;
  out.artifacts.push(elaborateArtifact(source.name, stack));
  const learned = new SecretValues();
  // The elaborated manifest quotes the files' values, the component manifests' own included:
  // secret ones are learned before anything returns.
  const manifests = stack.components.flatMap((c) => (c.manifest ? [c.manifest] : []));
  for (const p of [...stack.parameters, ...manifests.flatMap((m) => m.parameters)]) {
    learned.add(p.name, p.kind, p.value);
    learned.add(p.name, p.kind, p.default);
  }
  for (const o of [...stack.outputs, ...manifests.flatMap((m) => m.outputs)])
    learned.add(o.name, o.kind, o.value);
  secrets.push(learned.secret);

  const given = await outsideInputs(source, ctx, environment.name);
  out.diagnostics.push(...given.diagnostics);
  if (!given.inputs) return out;
  const inputs = given.inputs;
  learnFromEnv(learned, stack, inputs.env);

  const types = new Map<string, ComponentType>();
  const rendered: SourceRender[] = [];
  const deploy: DeployComponent = async (request) => {
    const component = await renderComponent(
      {
        stack: source.name,
        name: request.name,
        dir: request.dir,
        bare: request.manifest?.lifecycle.bare === 'allow',
        parameters: request.parameters,
      },
      ctx,
      environment,
    );
    if (component.type) types.set(request.name, component.type);
    const render = component.render;
    secrets.push(...(render.secrets ?? []));
    const errors = render.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors === 0) {
      rendered.push(render);
      return { outputs: component.exports, ok: true };
    }
    // A failed component deploys nothing; a failed optional one is Hub's soft error.
    const optional = isOptionalComponent(stack.lifecycle, request.name);
    const diagnostics = optional ? render.diagnostics.map(asWarning) : render.diagnostics;
    rendered.push({ objects: [], artifacts: [], diagnostics });
    return { outputs: {}, ok: false, reason: `its render has ${errors} error${errors === 1 ? '' : 's'}` };
  };
  const plan = await runStack(stack, inputs, deploy);
  // What the plan shows `(redacted)` is hidden wherever else a component put it.
  for (const p of plan.stackParameters) learned.add(p.name, p.kind, p.value);
  for (const c of plan.components) {
    for (const p of [...c.parameters, ...c.outputs]) learned.add(p.name, p.kind, p.value);
  }
  // A component that failed after its outputs were captured shows none, but later ones read them.
  for (const o of plan.captured) learned.add(o.name, o.kind, o.value);
  for (const o of plan.stackOutputs) learned.add(o.name, o.kind, o.value);

  out.diagnostics.push(...plan.diagnostics);
  out.artifacts.push(planArtifact(source.name, planDocument(plan, environment.name, types)));
  for (const r of rendered) {
    out.objects.push(...r.objects);
    out.artifacts.push(...r.artifacts);
    out.diagnostics.push(...r.diagnostics);
  }
  return out;
}

function asWarning(d: Diagnostic): Diagnostic {
  return d.severity === 'error' ? { ...d, severity: 'warning' } : d;
}

/**
 * What Hub learns from outside the stack's files for one environment: its declared capabilities,
 * the platform stack's provides and a previous state, each read from a state file through the
 * repository boundary; `fromEnv` variables as the edge gave them.
 */
async function outsideInputs(
  source: StackSourceConfig,
  ctx: RenderContext,
  environment: string,
): Promise<{ inputs?: StackInputs; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const inputs: StackInputs = {
    environment,
    env: { ...(ctx.environ ?? {}) },
    capabilities: [...(source.capabilities[environment] ?? [])],
    platformProvides: [],
    source: source.name,
  };
  let failed = false;
  if (source.platform) {
    const platform = await readStateFile(expandEnv(source.platform, environment), ctx, source.name);
    diagnostics.push(...platform.diagnostics);
    if (platform.read) inputs.platformProvides = platform.read.provides;
    else failed = true;
  }
  if (source.state) {
    const state = await readStateFile(expandEnv(source.state, environment), ctx, source.name);
    diagnostics.push(...state.diagnostics);
    if (state.read) inputs.state = state.read.state;
    else failed = true;
  }
  return failed ? { diagnostics } : { inputs, diagnostics };
}

/**
 * Values of secret parameters and outputs (kind secret, or named like one) as one Secret that is
 * never output, only learned by the redactors, so no log, comment or diff shows them.
 */
class SecretValues {
  readonly secret: KubeObject & { stringData: Record<string, string> } = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name: 'hub-stack-secrets' },
    stringData: {},
  };
  private count = 0;

  add(name: string, kind: string | undefined, value: unknown): void {
    if (!isSecret(name, kind) || isEmpty(value)) return;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return;
    this.secret.stringData[`${this.count++}.${name}`] = String(value);
  }
}

/** The values `fromEnv` gives secret parameters: read from the edge's environment, never in a file. */
function learnFromEnv(learned: SecretValues, stack: ElaboratedStack, env: StackInputs['env']): void {
  for (const p of stack.parameters) {
    // The model reads `fromEnv` only for an empty value; learning more than it reads costs nothing.
    if (!isEmpty(p.value) || !p.fromEnv) continue;
    learned.add(qualifiedName(p.name, p.component), p.kind, env[p.fromEnv]);
  }
}
