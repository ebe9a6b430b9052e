// `npm run corpus`: renders a rigging.yaml and prints the whole render as JSON even when some
// sources fail (the CLI prints nothing then), so the runner can count what did render.
//
//   node scripts/run-ts.mjs scripts/corpus-render.ts path/to/rigging.yaml
import { loadConfig } from '../src/config';
import { renderPipeline, sourceTypes } from '../src/render';
import { withoutSecrets } from '../src/render/pipeline';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: corpus-render.ts rigging.yaml');
  const config = await loadConfig(file, { types: sourceTypes });
  const render = await renderPipeline(config, {});
  process.stdout.write(JSON.stringify(withoutSecrets(render)), () => process.exit(0));
}

main().catch((err) => {
  process.stderr.write(`corpus-render: ${(err as Error).stack ?? err}\n`);
  process.exit(2);
});
