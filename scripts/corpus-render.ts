// `npm run corpus`: renders a rigging.yaml and prints the whole render as JSON even when some
// sources fail (the CLI prints nothing then), so the runner can count what did render.
//
//   node scripts/run-ts.mjs scripts/corpus-render.ts path/to/rigging.yaml [--each-source]
//
// --each-source renders every source on its own, as its own project would, and prints the renders
// concatenated per environment: independent examples that each create, say, a `default-deploy-item`
// are then not duplicates of one another.
import { loadConfig } from '../src/config';
import { renderPipeline, sourceTypes } from '../src/render';
import { type PipelineRender, withoutSecrets } from '../src/render/pipeline';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: corpus-render.ts rigging.yaml [--each-source]');
  const config = await loadConfig(file, { types: sourceTypes });
  let render: PipelineRender;
  if (process.argv.includes('--each-source')) {
    render = { pipeline: config.name, commit: null, environments: [] };
    for (const source of config.sources) {
      const one = await renderPipeline(config, { sources: [source.name] });
      for (const env of one.environments) {
        const into = render.environments.find((e) => e.name === env.name);
        if (into === undefined) render.environments.push(env);
        else
          for (const key of ['objects', 'artifacts', 'diagnostics', 'secrets'] as const)
            (into[key] as unknown[]).push(...env[key]);
      }
    }
  } else {
    render = await renderPipeline(config, {});
  }
  process.stdout.write(JSON.stringify(withoutSecrets(render)), () => process.exit(0));
}

main().catch((err) => {
  process.stderr.write(`corpus-render: ${(err as Error).stack ?? err}\n`);
  process.exit(2);
});
