// YAML aliases from a pull request, bounded by one limit in every reader (src/schema/yaml-bounds.ts):
// a "billion laughs" and an anchor of a large list used many times are refused naming the file,
// while a manifest that uses one anchor in many places (BOSH manifests do) still renders.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, renderFails, renderJson, writeTree } from '../qbec/helpers';
import { billionLaughs } from '../support/yaml-bomb';

cleanupTempDirs();

const T = 180_000;

/** A component or manifest value: an anchor of a 20 000-item list, then 999 aliases of it (20M values). */
function wideAnchor(indent: string): string {
  const items = Array.from({ length: 20_000 }, (_, i) => `i${i}`).join(', ');
  return `${indent}big: &big [${items}]\n${indent}copies: [${Array(999).fill('*big').join(', ')}]\n`;
}

describe('qbec', () => {
  it(
    'refuses a .yaml component whose aliases expand past the limit, naming the component',
    async () => {
      const dir = await qbecApp({
        components: {
          'wide.yaml': `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: wide }\nspec:\n${wideAnchor('  ')}`,
        },
      });
      const stderr = await renderFails(dir, ['--env', 'dev']);
      expect(stderr).toContain('app/components/wide.yaml');
      expect(stderr).toMatch(
        /Excessive alias count indicates a resource exhaustion attack \(aliases expand the document past 2000000 values\)/,
      );
      expect(stderr).not.toMatch(/internal error|\n\s+at /);
    },
    T,
  );
});

const RIGGING = JSON.stringify({
  apiVersion: 'rigging.dev/v1alpha1',
  kind: 'Pipeline',
  metadata: { name: 't' },
  spec: {
    environments: { dev: {} },
    sources: [{ name: 'd', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
  },
});

const RELEASE = {
  'releases/app/jobs/server/spec':
    'name: server\ntemplates:\n  server.conf.erb: config/server.conf\nproperties:\n  server.tags: { default: [] }\n',
  'releases/app/jobs/server/templates/server.conf.erb': "tags=<%= p('server.tags').length %>\n",
};

/** A BOSH manifest of one instance group, `extra` lines added under its server properties. */
function manifest(extra: string): string {
  return `name: demo
releases: [{ name: app, version: 1.2.3 }]
instance_groups:
  - name: web
    instances: 1
    azs: [z1]
    networks: [{ name: default }]
    jobs:
      - name: server
        release: app
        properties:
          server:
${extra}`;
}

async function renderBosh(deploy: string) {
  const dir = await writeTree({ 'rigging.yaml': RIGGING, 'deploy.yml': deploy, ...RELEASE });
  const r = await renderJson(dir, ['--env', 'dev']);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  return r;
}

describe('bosh', () => {
  it(
    'refuses a manifest that is a billion laughs, naming the file, and renders one using an anchor 299 times',
    async () => {
      const bomb = await renderBosh(manifest(`            bomb:\n${billionLaughs('              ')}`));
      expect(bomb.code).not.toBe(0);
      expect(bomb.stderr).toMatch(
        /^deploy\.yml:\d+:\d+: Excessive alias count indicates a resource exhaustion attack/m,
      );

      // One anchor, 299 aliases: past the yaml package's default of 100, as real manifests go. The
      // anchor sits inside the declared property, so no undeclared-property warning joins in.
      const tags = `            tags: [&tag shared, ${Array(299).fill('*tag').join(', ')}]\n`;
      const ok = await renderBosh(manifest(tags));
      expect(ok.json?.environments[0]?.diagnostics).toEqual([]);
      expect(ok.code).toBe(0);
      const artifacts = (ok.json?.environments[0]?.artifacts ?? []) as { name: string; content: string }[];
      const conf = artifacts.find((a) => a.name === 'web/0/server/config/server.conf');
      expect(conf?.content).toBe('tags=300\n');
    },
    T,
  );
});
