// `npm run corpus` (BOSH part): renders each bosh source of a rigging.yaml through rigging's own
// renderer and prints, as JSON on stdout, every job it handed to Ruby (templates, per-instance
// spec, properties and links) with ruby.wasm's results, so scripts/corpus-bosh-render.rb can render
// the same inputs with the director's own template code and the runner can compare them.
//
//   node scripts/run-ts.mjs scripts/corpus-bosh.ts path/to/rigging.yaml
import path from 'node:path';
import { RepositoryBoundary } from '../src/boundary/boundary';
import { loadConfig } from '../src/config';
import { expandEnv } from '../src/config/paths';
import { sourceType, sourceTypes } from '../src/render';
import type { BoshSourceConfig } from '../src/render/bosh/options';
import { type RenderJob, startRuby, type TemplateResult } from '../src/render/bosh/ruby';
import { RunBudget } from '../src/render/budget';
import type { RenderContext } from '../src/render/types';

interface Captured extends RenderJob {
  source: string;
  environment: string;
  results: TemplateResult[][] | { error: string };
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: corpus-bosh.ts rigging.yaml');
  const config = await loadConfig(file, { types: sourceTypes });
  const ruby = startRuby();
  const jobs: Captured[] = [];
  let current = { source: '', environment: '' };
  const boundary = RepositoryBoundary.at(config.repository);
  const ctx: RenderContext = {
    pipeline: config.name,
    root: config.root,
    boundary,
    engines: {
      jsonnet() {
        throw new Error('no jsonnet in a BOSH corpus run');
      },
      ruby: () => ({
        ...ruby,
        async renderJob(job, opts) {
          const entry: Captured = { ...current, ...job, results: { error: 'pending' } };
          jobs.push(entry);
          try {
            entry.results = await ruby.renderJob(job, opts);
          } catch (err) {
            entry.results = { error: (err as Error).message };
          }
          return entry.results as TemplateResult[][];
        },
      }),
      close: () => ruby.close(),
    } as RenderContext['engines'],
    budget: new RunBudget(),
  };
  const diagnostics: unknown[] = [];
  const sources: {
    name: string;
    environment: string;
    manifest: string;
    releases: string;
    variables: string | null;
  }[] = [];
  let artifacts = 0;
  try {
    for (const source of config.sources.filter((s) => s.type === 'bosh')) {
      const opened = await sourceType('bosh')?.renderer.open(source, ctx);
      for (const env of config.environments) {
        current = { source: source.name, environment: env.name };
        const bosh = source as unknown as BoshSourceConfig;
        sources.push({
          name: source.name,
          environment: env.name,
          manifest: bosh.absPath,
          releases: path.resolve(config.root, bosh.releases),
          variables: bosh.variables ? path.resolve(config.root, expandEnv(bosh.variables, env.name)) : null,
        });
        const result = await opened?.render(env);
        diagnostics.push(...(result?.diagnostics ?? []));
        artifacts += result?.artifacts.length ?? 0;
      }
    }
  } catch (err) {
    diagnostics.push({
      severity: 'error',
      source: current.source,
      message: `crashed: ${(err as Error).message}`,
    });
  }
  process.stdout.write(JSON.stringify({ jobs, sources, diagnostics, artifacts }), () => {
    // The VM's worker is ended with the process: nothing is left to wait for.
    process.exit(0);
  });
}

main().catch((err) => {
  process.stderr.write(`corpus-bosh: ${(err as Error).stack ?? err}\n`);
  process.exit(2);
});
