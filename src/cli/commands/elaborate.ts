import { hasErrors } from '../../model/diagnostic';
import { learnSecrets, loadRun, renderLoaded, runDiagnostics } from '../../ops/render';
import { stackEnvRedactor } from '../../ops/stack-env';
import { ELABORATE_ARTIFACT } from '../../render/stack';
import type { CommonArgs } from '../args';
import { colouredIO } from '../colour';
import { type CliIO, EXIT, printDiagnostics, redactedIO } from '../io';

/**
 * `rigging render --elaborate`: each selected stack source's elaborated manifest per environment,
 * as `hub elaborate` writes hub.yaml.elaborate; a header comment names each when there are several.
 */
export async function elaborateCommand(io: CliIO, configFile: string, common: CommonArgs): Promise<number> {
  const loaded = await loadRun(configFile, common);
  const stacks = (loaded.config?.sources ?? [])
    .filter((s) => s.type === 'stack' && (common.sources.length === 0 || common.sources.includes(s.name)))
    .map((s) => s.name);
  if (loaded.config && loaded.diagnostics.length === 0 && stacks.length === 0) {
    io.stderr('rigging: render --elaborate: no stack source selected (type: stack in rigging.yaml)\n');
    return EXIT.error;
  }
  // Only the stack sources are rendered: the others are not what was asked for.
  const run = await renderLoaded(loaded, { ...common, sources: stacks });
  // Taught the --stack-env values first: a stack's hub.yaml picks where they land.
  const redactor = stackEnvRedactor(common.environ);
  learnSecrets(redactor, run.render);
  const out = redactedIO(colouredIO(io, common.color ?? 'auto', process.env, 'none'), redactor.redactText);
  const diagnostics = runDiagnostics(run);
  printDiagnostics(out, diagnostics);
  if (!run.render) return EXIT.error;
  const manifests = run.render.environments.flatMap((env) =>
    env.artifacts
      .filter((a) => a.name === ELABORATE_ARTIFACT)
      .map((a) => ({ env: env.name, source: a.source, content: a.content })),
  );
  for (const m of manifests) {
    if (manifests.length > 1) out.stdout(`# environment: ${m.env}, source: ${m.source}\n`);
    out.stdout(m.content);
  }
  return hasErrors(diagnostics) ? EXIT.error : EXIT.ok;
}
