// A Hub component's expanded parameters reaching its implementation natively: qbec external
// variables, snippet external variables, blueprint imports (validated by their schemas) and BOSH
// properties; and how the component's output is labelled as the stack's.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cleanupTempDirs, writeTree } from '../qbec/helpers';
import {
  BOSH_MANIFEST,
  blueprint,
  boshRelease,
  expectOk,
  hubComponent,
  onlyError,
  qbecApp,
  renderAt,
  snippet,
} from './compose.helpers';

cleanupTempDirs();

describe('qbec', () => {
  it('sets the external variables qbec.yaml declares, strings as strings and other values as code', async () => {
    const root = await writeTree(qbecApp('web'));
    const r = await renderAt(root, 'web', { replicas: '3', debug: true, 'component.web.other': 'x' });
    expectOk(r);
    expect(r.render.objects[0]?.object.data).toEqual({ replicas: '3', type: 'string', debug: 'true' });
    const defaults = await renderAt(root, 'web', { unrelated: '5' });
    expect(defaults.render.objects[0]?.object.data).toEqual({
      replicas: '1',
      type: 'string',
      debug: 'false',
    });
  });

  it('gives parameters precedence over the vars.external of the rigging: key', async () => {
    const root = await writeTree({
      ...qbecApp('web'),
      'web/hub-component.yaml': hubComponent(
        'web',
        'rigging: { type: qbec, vars: { external: { replicas: 7, debug: true } } }\n',
      ),
    });
    const r = await renderAt(root, 'web', { replicas: '4' });
    expectOk(r);
    expect(r.render.objects[0]?.object.data).toEqual({ replicas: '4', type: 'string', debug: 'true' });
  });
});

describe('snippet', () => {
  it('gives every parameter, named as Hub names it, to every snippet as a string --ext-var', async () => {
    const root = await writeTree(snippet('dash'));
    const r = await renderAt(root, 'dash', { 'component.web.title': 'Hub title 4e1', replicas: 3 });
    expectOk(r);
    const rendered = r.render.artifacts.find((a) => a.name === 'web/default/dash/rendered.json');
    expect(rendered?.source).toBe('platform');
    expect(rendered?.component).toBe('web/dash');
    expect(JSON.parse(rendered?.content ?? '')).toEqual({ title: 'Hub title 4e1', replicas: '3' });
  });

  it("conflicts, as JaaS's operator does, with a snippet declaring an external variable of a parameter's name", async () => {
    const root = await writeTree({
      'dash/s.yaml': `apiVersion: jaas.metio.wtf/v1
kind: JsonnetSnippet
metadata: { name: s }
spec:
  serviceAccountName: jaas
  externalVariables: { replicas: "9" }
  files:
    main.jsonnet: "{ r: std.extVar('replicas') }"
`,
    });
    const r = await renderAt(root, 'dash', { replicas: '3' });
    const a = r.render.artifacts.find((x) => x.name === 'web/default/s/rendered.json');
    expect(a?.status?.reason).toBe('ExternalVariableConflict');
  });
});

describe('blueprint', () => {
  it('makes parameters named as data imports their values, read as YAML where the schema wants a number', async () => {
    const root = await writeTree(blueprint('bp'));
    const r = await renderAt(root, 'bp', { replicas: '3', host: 'web.example', 'component.bp.x': 'ignored' });
    expectOk(r);
    const cm = r.render.objects.find((o) => o.object.kind === 'ConfigMap');
    expect(cm?.object.data).toEqual({ replicas: '3', kind: 'float64', host: 'web.example' });
    expect(cm?.component).toBe('web/root/app');
    expect(r.exports).toEqual({ url: 'https://web.example' });
    expect(r.render.artifacts.map((a) => a.name)).toEqual(['web/root/deployitems/app', 'web/root/exports']);
  });

  it('keeps a string import a string even when it reads as a number', async () => {
    const root = await writeTree(blueprint('bp'));
    const r = await renderAt(root, 'bp', { replicas: 2, host: '8080' });
    expectOk(r);
    expect(r.exports).toEqual({ url: 'https://8080' });
  });

  it("fails a parameter the import's schema refuses, at the parameter's line in hub-component.yaml", async () => {
    const manifest = `${hubComponent('web')}  - name: host\n    value: h\n`;
    const root = await writeTree({
      ...blueprint('bp'),
      'bp/hub-component.yaml': manifest.replace(
        '  - name: replicas\n    value: "1"\n',
        '  - name: replicas\n',
      ),
    });
    const d = onlyError(await renderAt(root, 'bp', { replicas: 'three', host: 'h' }));
    expect(d).toMatchObject({
      source: 'platform',
      component: 'web/root',
      file: 'bp/hub-component.yaml',
      line: 6,
      reason: 'ImportSchemaInvalid',
    });
    expect(d.message).toBe(
      'component web: installation root: import "replicas" (Hub parameter): imported datatype does not have the expected schema: value must be integer',
    );
  });

  it('places a refused parameter where the caller says it is written, else at the import definition', async () => {
    const root = await writeTree(blueprint('bp'));
    const placed = onlyError(
      await renderAt(
        root,
        'bp',
        { replicas: '1.5', host: 'h' },
        { parameterPlaces: { replicas: { file: 'stack/params.yaml', line: 12, column: 3 } } },
      ),
    );
    expect(placed).toMatchObject({ file: 'stack/params.yaml', line: 12, column: 3 });
    const unplaced = onlyError(await renderAt(root, 'bp', { replicas: 'many', host: 'h' }));
    expect(unplaced).toMatchObject({ file: 'bp/blueprint.yaml', line: 4 });
  });

  it('reports an import the parameters do not satisfy as the blueprint does', async () => {
    const root = await writeTree(blueprint('bp'));
    const d = onlyError(await renderAt(root, 'bp', { replicas: '1' }));
    expect(d.message).toBe(
      'component web: installation root: blueprint defines import "host" of type data, which is not satisfied',
    );
  });
});

describe('bosh', () => {
  it('merges dotted parameters of a namespace the jobs declare into the global properties, values as given', async () => {
    const root = await writeTree({ 'nats/deploy.yml': BOSH_MANIFEST, ...boshRelease('nats/releases') });
    const params = {
      'app.port': '8081',
      'dns.domain': 'example.com',
      'component.nats.port': 1,
      'hub.stackName': 's',
    };
    const r = await renderAt(root, 'nats', params, {}, 'nats');
    expectOk(r);
    // A Hub string stays a String in the templates: BOSH itself never converts a property.
    expect(r.render.artifacts.find((a) => a.name === 'nats/web/0/web/config/web.conf')?.content).toBe(
      'port=8081 class=String name=web\n',
    );
    const resolved = r.render.objects.find((o) => o.object.metadata.name === 'ig-resolved.web-v1');
    expect(resolved?.component).toBe('nats/web');
    const stringData = resolved?.object.stringData as Record<string, string>;
    const jobs = parse(stringData['properties.yaml'] as string).instance_groups[0].jobs;
    expect(jobs[0].properties).toMatchObject({ app: { name: 'web', port: '8081' } });
  });

  it('merges over the overrides of the rigging: key, keeping what the parameters do not set', async () => {
    const root = await writeTree({
      'nats/hub-component.yaml': hubComponent(
        'nats',
        'rigging:\n  type: bosh\n  overrides:\n    dev: { properties: { app: { port: 1, name: from-key } } }\n',
      ),
      'nats/deploy.yml': BOSH_MANIFEST,
      ...boshRelease('nats/releases'),
    });
    const r = await renderAt(root, 'nats', { 'app.port': 9090 }, {}, 'nats');
    expectOk(r);
    expect(r.render.artifacts[0]?.content).toBe('port=9090 class=Integer name=from-key\n');
  });
});
