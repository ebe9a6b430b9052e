// A BOSH job's deadline is its own 30 s cut to what is left of the run's budget, taken when the job
// starts: a template that loops stops with the run, not 30 s later per instance group.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RepositoryBoundary } from '../../src/boundary/boundary';
import { loadConfig } from '../../src/config';
import type { BoshSourceConfig } from '../../src/render/bosh/options';
import { boshRenderer } from '../../src/render/bosh/renderer';
import { RunBudget } from '../../src/render/budget';
import { enginesFor } from '../../src/render/engines';
import { sourceTypes } from '../../src/render/registry';
import type { RenderContext, SourceRender } from '../../src/render/types';
import { cleanupTempDirs, writeTree } from '../qbec/helpers';

cleanupTempDirs();

describe('a BOSH job under the run budget', () => {
  it('stops a looping template when the run budget is spent, naming the cut deadline', async () => {
    const dir = await writeTree({
      'rigging.yaml': JSON.stringify({
        apiVersion: 'rigging.dev/v1alpha1',
        kind: 'Pipeline',
        metadata: { name: 't' },
        spec: {
          environments: { dev: {} },
          sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
        },
      }),
      'deploy.yml': `name: demo
releases: [{ name: app, version: 1.0.0 }]
instance_groups:
  - { name: web, instances: 1, networks: [{ name: default }], jobs: [{ name: spin, release: app }] }
`,
      'releases/app/jobs/spin/spec': 'name: spin\ntemplates:\n  spin.erb: config/spin\n',
      'releases/app/jobs/spin/templates/spin.erb': '<% loop {} %>',
    });
    const config = await loadConfig(path.join(dir, 'rigging.yaml'), { types: sourceTypes });
    const boundary = RepositoryBoundary.at(config.repository);
    const ctx: RenderContext = {
      pipeline: config.name,
      root: config.root,
      boundary,
      engines: enginesFor(boundary),
      // Two seconds for the whole run, far under the job's own 30 s.
      budget: new RunBudget(2000),
    };
    const source = config.sources[0] as unknown as BoshSourceConfig;
    const opened = await boshRenderer.open(source, ctx);
    const render = (await opened.render(config.environments[0] as never)) as SourceRender;
    const messages = render.diagnostics.map((d) => d.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /Error filling in template 'spin\.erb' \(instance 0: exceeded the \d+(\.\d+)?s deadline for job 'spin' and was stopped\)/,
    );
    const seconds = Number(/exceeded the ([\d.]+)s deadline/.exec(messages[0] ?? '')?.[1]);
    expect(seconds).toBeLessThanOrEqual(2);
  });
});
