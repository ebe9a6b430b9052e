import { it } from 'vitest';
import { cleanupTempDirs, configMap, qbecApp, renderJson } from './helpers';
cleanupTempDirs();
const show = async (label: string, opts: Parameters<typeof qbecApp>[0], args: string[] = ['--env', 'dev']) => {
  const dir = await qbecApp(opts);
  const r = await renderJson(dir, args);
  console.log(`==== ${label}: code ${r.code}\nSTDERR: ${r.stderr}\nOBJ: ${JSON.stringify(r.json?.environments[0]?.objects.map((o) => o.object), null, 0)?.slice(0, 1500)}`);
};
it('probe', async () => {
  await show('yaml types', { components: { 'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  t: 12:30\n  d: 2001-12-14\n  y: yes\n  o: 0o17\n' } });
  await show('native yaml types', { components: { 'a.jsonnet': "local d = std.native('parseYaml')(importstr 'x.yaml'); {apiVersion: 'v1', kind: 'ConfigMap', metadata: {name: 'a'}, data: {j: std.manifestJson(d)}}", 'x.yaml': 't: 12:30\nd: 2001-12-14\n---\n---\n# c\n---\nb: yes\n' } });
  await show('runtime error batch', { components: { 'a.jsonnet': configMap('a'), 'b.jsonnet': '{\n  x: error "boom",\n}\n', 'c.jsonnet': configMap('c') } });
  await show('syntax error', { components: { 'a.jsonnet': configMap('a'), 'b.jsonnet': '{\n  x: ,\n}\n' } });
  await show('missing import', { components: { 'a.jsonnet': configMap('a'), 'b.jsonnet': '\n\nlocal x = import "nope.libsonnet";\nx\n' } });
  await show('yaml syntax', { components: { 'b.yaml': 'a: b\n  c: [\n' } });
  await show('json trailing', { components: { 'b.json': configMap('b') + '\n{}' } });
  await show('bad qbec key', { spec: { componentDir: 'x' } });
  await show('bad leaf', { components: { 'b.jsonnet': '[{foo: "bar"}]' } });
  await show('no name', { components: { 'b.jsonnet': '{apiVersion: "v1", kind: "List", items: [{apiVersion: "v1", kind: "ConfigMap", metadata: {}}]}' } });
  await show('pp nonobject', { components: { 'b.jsonnet': configMap('b') }, files: { 'app/pp.jsonnet': 'function(object) "boo"' }, spec: { postProcessor: 'pp.jsonnet' } });
  await show('pp error', { components: { 'b.jsonnet': configMap('b') }, files: { 'app/pp.jsonnet': 'function(object)\n  error "ppboom"' }, spec: { postProcessor: 'pp.jsonnet' } });
  await show('dup', { components: { 'a.jsonnet': configMap('x'), 'b.yaml': configMap('x') } });
  await show('dup comp', { components: { 'a.json': configMap('x'), 'a.yaml': configMap('y') } });
  await show('unknown env', { components: { 'a.json': configMap('x') }, source: { environments: { dev: 'staging' } } });
  await show('tla', { components: { 'a.jsonnet': 'function(s="d1", n=1, o={}) {apiVersion: "v1", kind: "ConfigMap", metadata: {name: "a"}, data: {s: std.toString(s), n: std.toString(n), o: std.toString(o)}}', 'b.jsonnet': 'function(s="d2") {apiVersion: "v1", kind: "ConfigMap", metadata: {name: "b"}, data: {s: s}}' }, spec: { vars: { topLevel: [{ name: 's', components: ['a'] }, { name: 'n', components: ['a'] }, { name: 'o', components: ['a', 'b'] }] } }, source: { topLevel: { s: 'q"\\uZ\n', n: 5 } } });
});
