import { hasErrors } from '../../model/diagnostic';
import { learnSecrets, renderConfigFile, runDiagnostics } from '../../ops/render';
import { stackEnvRedactor } from '../../ops/stack-env';
import type { CommonArgs } from '../args';
import { colouredIO } from '../colour';
import { type CliIO, EXIT, printDiagnostics, redactedIO, slowNotice } from '../io';
import { outcome, plural } from './summary';

/** Checks rigging.yaml and renders every source for every environment; prints every problem. */
export async function validateCommand(io: CliIO, configFile: string, common: CommonArgs): Promise<number> {
  const notice = slowNotice(io, 'validating');
  const run = await renderConfigFile(configFile, common);
  // Taught the --stack-env values first: a stack's hub.yaml picks where they land.
  const redactor = stackEnvRedactor(common.environ);
  learnSecrets(redactor, run.render);
  const out = redactedIO(colouredIO(io, common.color ?? 'auto', process.env, 'none'), redactor.redactText);
  const diagnostics = runDiagnostics(run);
  notice.done(outcome(diagnostics, 'validation failed', () => 'validated'));
  printDiagnostics(out, diagnostics);
  if (!run.config || !run.render || hasErrors(diagnostics)) return EXIT.error;
  const { environments } = run.render;
  const objects = environments.reduce((n, e) => n + e.objects.length, 0);
  // The sources rendered: those -s named (each once), or all.
  const sources = run.config.sources.filter(
    (s) => common.sources.length === 0 || common.sources.includes(s.name),
  );
  const counts = [
    plural(environments.length, 'environment'),
    plural(sources.length, 'source'),
    plural(objects, 'object'),
  ];
  out.stdout(`${run.config.name}: valid (${counts.join(', ')})\n`);
  return EXIT.ok;
}
