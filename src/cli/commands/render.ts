import path from 'node:path';
import { redactError, type TextPrinter } from '../../diff/redact';
import { hasErrors } from '../../model/diagnostic';
import type { RenderedObject } from '../../model/types';
import { verbatimParts, yamlPrinter } from '../../model/yaml-text';
import { learnSecrets, renderConfigFile, runDiagnostics } from '../../ops/render';
import { stackEnvRedactor } from '../../ops/stack-env';
import type { PipelineRender } from '../../render';
import { withoutSecrets } from '../../render/pipeline';
import type { CommonArgs, ParsedArgs } from '../args';
import { colouredIO } from '../colour';
import { type CliIO, EXIT, printDiagnostics, redactedIO, slowNotice } from '../io';
import { type OutputFile, type OutputPrinters, outputFiles } from '../output-layout';
import { outcome, plural } from './summary';

export async function renderCommand(
  io: CliIO,
  configFile: string,
  common: CommonArgs,
  args: Extract<ParsedArgs, { command: 'render' }>,
): Promise<number> {
  const { output, showSecrets } = args;
  const notice = slowNotice(io, 'rendering');
  const run = await renderConfigFile(configFile, common);
  // Taught the --stack-env values first: a stack's hub.yaml picks where they land.
  const redactor = stackEnvRedactor(common.environ);
  learnSecrets(redactor, run.render);
  // With -S the user asked for the values, on stdout. Diagnostics and notices on stderr stay
  // redacted all the same: stderr is what CI logs keep, and an error message is no way to ask for
  // a secret (a failing component quoting a password would otherwise print it).
  const coloured = colouredIO(io, common.color ?? 'auto', process.env, 'none');
  const out = redactedIO(coloured, redactor.redactText, { stdout: !showSecrets });
  const render = run.render;
  const diagnostics = runDiagnostics(run);
  notice.done(
    outcome(diagnostics, 'render failed', () => {
      const environments = render?.environments ?? [];
      const count = environments.reduce((n, e) => n + e.objects.length, 0);
      return `rendered ${plural(count, 'object')} in ${plural(environments.length, 'environment')}`;
    }),
  );

  printDiagnostics(out, diagnostics);
  if (!render) return EXIT.error;
  // As `qbec show` does, Secret values are hidden unless asked for (-S), so terminal and CI logs stay clean.
  const redact = (o: RenderedObject) => (showSecrets ? o : { ...o, object: redactor.redactObject(o.object) });
  if (args.outputDir !== undefined) {
    // As the YAML stream: nothing of a render with errors, so a directory never holds half a render.
    if (hasErrors(diagnostics)) return EXIT.error;
    const yaml = yamlPrinter();
    const documents: TextPrinter = { print: (obj) => yaml(obj), verbatimParts };
    // Each file redacted whole, as stdout is (a Secret's value quoted by another object too).
    const shown = (text: string) => (showSecrets ? text : redactor.redactText(text));
    const printers: OutputPrinters = {
      extension: output,
      object: (o) =>
        output === 'json'
          ? shown(`${JSON.stringify(redact(o).object, null, 2)}\n`)
          : showSecrets
            ? documents.print(o.object)
            : redactor.redactPrinted(o.object, documents),
      artifact: (a) => shown(a.content),
      // A file's name is output too: an object named after a password must not name its file so.
      name: shown,
    };
    const { writeOutputDir } = await import('../output-dir');
    let files: OutputFile[];
    try {
      files = outputFiles(render.environments, printers);
      await writeOutputDir(
        path.resolve(io.cwd, args.outputDir),
        render.environments.map((e) => e.name),
        files,
        args.force,
      );
    } catch (err) {
      // A refusal quotes the names as the render spells them; it goes to stderr, redacted as ever.
      throw redactError(err, redactor.redactText);
    }
    // As `jsonnet -m`: each file written, one a line, for scripts to pick up.
    for (const file of files) out.stdout(`${path.join(args.outputDir, ...file.path.split('/'))}\n`);
  } else if (output === 'json') {
    const printed: PipelineRender = {
      ...render,
      environments: render.environments.map((env) => ({ ...env, objects: env.objects.map(redact) })),
    };
    out.stdout(`${JSON.stringify(withoutSecrets(printed), null, 2)}\n`);
  } else if (!hasErrors(diagnostics)) {
    // A partial stream is never printed: `rigging render | kubectl apply -f -` must not apply half a render.
    const many = render.environments.length > 1;
    // The yaml package's output byte for byte (aliases for shared objects included), printed faster.
    const yaml = yamlPrinter();
    const documents: TextPrinter = { print: (obj) => `---\n${yaml(obj)}`, verbatimParts };
    for (const env of render.environments) {
      if (many) out.stdout(`# environment: ${env.name}\n`);
      // Each document is redacted whole by redactPrinted, as `out` would: written as it comes.
      for (const o of env.objects)
        io.stdout(showSecrets ? documents.print(o.object) : redactor.redactPrinted(o.object, documents));
    }
  }
  const secrets = render.environments.some((e) => e.objects.some((o) => o.object.kind === 'Secret'));
  if (secrets && !showSecrets)
    out.stderr('rigging: Secret values are redacted; pass --show-secrets to print them\n');
  return hasErrors(diagnostics) ? EXIT.error : EXIT.ok;
}
