import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Artifact } from '../../src/model/types';
import { type RenderJson as RenderJsonOf, run } from '../qbec/helpers';

type RenderJson = Omit<RenderJsonOf, 'environments'> & {
  environments: (Omit<RenderJsonOf['environments'][number], 'artifacts'> & { artifacts: Artifact[] })[];
};

/**
 * examples/minimal/: the smallest working input of each source type, as the README points new
 * users at them. Each renders through the CLI with no diagnostic, giving what its comments say.
 */
const MINIMAL = path.resolve(__dirname, '../../examples/minimal');

async function render(type: string): Promise<RenderJson> {
  const r = await run(path.join(MINIMAL, type), ['render', '-o', 'json', '-S']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).toBe('');
  const json = JSON.parse(r.stdout) as RenderJson;
  for (const env of json.environments) expect(env.diagnostics).toEqual([]);
  return json;
}

/** Per environment: `Kind/name` of each object, and the artifacts' names. */
function outline(json: RenderJson) {
  return Object.fromEntries(
    json.environments.map((e) => [
      e.name,
      {
        objects: e.objects.map((o) => `${o.object.kind}/${o.object.metadata.name}`),
        artifacts: e.artifacts.map((a) => a.name),
      },
    ]),
  );
}

describe('examples/minimal', () => {
  it('qbec: one app, one component, per environment', async () => {
    const json = await render('qbec');
    expect(outline(json)).toEqual({
      dev: { objects: ['ConfigMap/hello'], artifacts: [] },
      prod: { objects: ['ConfigMap/hello'], artifacts: [] },
    });
    expect(json.environments[1]?.objects[0]?.object.data).toEqual({ greeting: 'hello from prod' });
  });

  it('snippet: one JsonnetSnippet, its rendered.json', async () => {
    const json = await render('snippet');
    expect(outline(json)).toEqual({ dev: { objects: [], artifacts: ['default/hello/rendered.json'] } });
    expect(JSON.parse(json.environments[0]?.artifacts[0]?.content ?? '')).toEqual({
      greeting: 'hello',
      region: 'eu-west-1',
    });
  });

  it('blueprint: one deploy item and the object it deploys', async () => {
    const json = await render('blueprint');
    const each = {
      objects: ['ConfigMap/hello', 'DeployItem/hello'],
      artifacts: ['root/deployitems/hello', 'root/exports'],
    };
    expect(outline(json)).toEqual({ dev: each, prod: each });
    expect(json.environments[0]?.objects[0]?.object.data).toEqual({ greeting: 'hello from dev' });
  });

  it('bosh: one job template rendered on each instance', async () => {
    const json = await render('bosh');
    expect(outline(json).prod?.artifacts).toEqual([
      'hello/0/hello/config/hello.conf',
      'hello/1/hello/config/hello.conf',
    ]);
    expect(json.environments[1]?.artifacts[1]?.content).toBe('# instance 1\ngreeting: hi\nport: 8080\n');
  });

  it('stack: a stack parameter reaching its one component', async () => {
    const json = await render('stack');
    expect(outline(json).dev).toEqual({
      objects: ['ConfigMap/hello'],
      artifacts: ['hub.yaml.elaborate', 'plan'],
    });
    expect(json.environments.map((e) => e.objects[0]?.object.data)).toEqual([
      { greeting: 'hello' },
      { greeting: 'hello from prod' },
    ]);
  });
});
