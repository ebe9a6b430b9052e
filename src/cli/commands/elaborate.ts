import { createRedactor } from '../../diff/redact';
import { hasErrors } from '../../model/diagnostic';
import { learnSecrets, renderConfigFile, runDiagnostics } from '../../ops/render';
import { ELABORATE_ARTIFACT } from '../../render/stack';
import type { CommonArgs } from '../args';
import { type CliIO, EXIT, printDiagnostics, redactedIO } from '../io';

/**
 * `rigging render --elaborate`: each selected stack source's elaborated manifest per environment,
 * as `hub elaborate` writes hub.yaml.elaborate; a header comment names each when there are several.
 */
export async function elaborateCommand(io: CliIO, configFile: string, common: CommonArgs): Promise<number> {
  const run = await renderConfigFile(configFile, common);
  const redactor = createRedactor();
  learnSecrets(redactor, run.render);
  const out = redactedIO(io, redactor.redactText);
  const stacks = new Set(
    (run.config?.sources ?? [])
      .filter((s) => s.type === 'stack' && (common.sources.length === 0 || common.sources.includes(s.name)))
      .map((s) => s.name),
  );
  // Only the stacks' problems: the other sources were rendered but are not what was asked for.
  const diagnostics = [
    ...run.diagnostics,
    ...runDiagnostics({ diagnostics: [], ...(run.render ? { render: run.render } : {}) }).filter((d) =>
      stacks.has(d.source),
    ),
  ];
  printDiagnostics(out, diagnostics);
  if (!run.render) return EXIT.error;
  if (stacks.size === 0) {
    out.stderr('rigging: render --elaborate: no stack source selected (type: stack in rigging.yaml)\n');
    return EXIT.error;
  }
  const manifests = run.render.environments.flatMap((env) =>
    env.artifacts
      .filter((a) => a.name === ELABORATE_ARTIFACT && stacks.has(a.source))
      .map((a) => ({ env: env.name, source: a.source, content: a.content })),
  );
  for (const m of manifests) {
    if (manifests.length > 1) out.stdout(`# environment: ${m.env}, source: ${m.source}\n`);
    out.stdout(m.content);
  }
  return hasErrors(diagnostics) ? EXIT.error : EXIT.ok;
}
