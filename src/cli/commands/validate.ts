import { hasErrors } from '../../model/diagnostic';
import { learnSecrets, renderConfigFile, runDiagnostics } from '../../ops/render';
import { stackEnvRedactor } from '../../ops/stack-env';
import type { CommonArgs } from '../args';
import { type CliIO, EXIT, printDiagnostics, redactedIO, slowNotice } from '../io';

/** Checks rigging.yaml and renders every source for every environment; prints every problem. */
export async function validateCommand(io: CliIO, configFile: string, common: CommonArgs): Promise<number> {
  const notice = slowNotice(io, 'validating');
  const run = await renderConfigFile(configFile, common);
  // Taught the --stack-env values first: a stack's hub.yaml picks where they land.
  const redactor = stackEnvRedactor(common.environ);
  learnSecrets(redactor, run.render);
  const out = redactedIO(io, redactor.redactText);
  const diagnostics = runDiagnostics(run);
  notice.done('validated');
  printDiagnostics(out, diagnostics);
  if (!run.config || !run.render || hasErrors(diagnostics)) return EXIT.error;
  const objects = run.render.environments.reduce((n, e) => n + e.objects.length, 0);
  out.stdout(
    `${run.config.name}: valid (${run.render.environments.length} environments, ${run.config.sources.length} sources, ${objects} objects)\n`,
  );
  return EXIT.ok;
}
