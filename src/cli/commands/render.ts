import { stringify } from 'yaml';
import { createRedactor } from '../../diff/redact';
import { hasErrors } from '../../model/diagnostic';
import { renderConfigFile } from '../../ops/render';
import type { JsonnetEngine, PipelineRender } from '../../render';
import type { CommonArgs } from '../args';
import { type CliIO, EXIT, printDiagnostics, slowNotice } from '../io';

export async function renderCommand(
  io: CliIO,
  configFile: string,
  common: CommonArgs,
  output: 'yaml' | 'json',
  showSecrets: boolean,
  engine: JsonnetEngine,
): Promise<number> {
  const notice = slowNotice(io, 'rendering');
  const run = await renderConfigFile(configFile, engine, common);
  const redactor = createRedactor();
  let render = run.render;
  // As `qbec show` does, Secret values are hidden unless asked for (-S), so terminal and CI logs stay clean.
  if (render && !showSecrets) {
    const redacted: PipelineRender = {
      ...render,
      environments: render.environments.map((env) => ({
        ...env,
        objects: env.objects.map((o) => ({ ...o, object: redactor.redactObject(o.object) })),
      })),
    };
    render = redacted;
  }
  const envDiagnostics = render?.environments.flatMap((e) => e.diagnostics) ?? [];
  const diagnostics = [...run.diagnostics, ...envDiagnostics];
  const count = render?.environments.reduce((n, e) => n + e.objects.length, 0) ?? 0;
  notice.done(`rendered ${count} objects in ${render?.environments.length ?? 0} environments`);

  printDiagnostics(io, diagnostics, redactor.redactText);
  if (!render) return EXIT.error;
  if (output === 'json') {
    io.stdout(`${JSON.stringify(render, null, 2)}\n`);
  } else if (!hasErrors(diagnostics)) {
    // A partial stream is never printed: `rigging render | kubectl apply -f -` must not apply half a render.
    const many = render.environments.length > 1;
    for (const env of render.environments) {
      if (many) io.stdout(`# environment: ${env.name}\n`);
      for (const o of env.objects) io.stdout(`---\n${stringify(o.object, { lineWidth: 0 })}`);
    }
  }
  const secrets = render.environments.some((e) => e.objects.some((o) => o.object.kind === 'Secret'));
  if (secrets && !showSecrets)
    io.stderr('rigging: Secret values are redacted; pass --show-secrets to print them\n');
  return hasErrors(diagnostics) ? EXIT.error : EXIT.ok;
}
