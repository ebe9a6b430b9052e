// Hub reads hub.yaml, params files and hub-component.yaml with gopkg.in/yaml.v2 into interface{}
// values: YAML 1.1 booleans and 0o octal are what Hub sees.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, writeTree } from '../qbec/helpers';
import { artifact, HUB, HUB_YAML, objectOf, renderEnv, stackFiles } from './stack-repo';

cleanupTempDirs();

describe('a Hub stack reads YAML as Hub does (go-yaml v2)', () => {
  it('reads a params file value 0o10 as 8, `on` in hub.yaml as true, and keeps a name `no` as text', async () => {
    const dir = await writeTree(
      stackFiles({
        [HUB]: `${HUB_YAML}  - name: tls.enabled\n    value: on\n  - name: no\n    value: off\n`,
        'stacks/dev/params.yaml': 'parameters:\n  - name: replicas\n    value: 0o10\n',
      }),
    );
    const dev = await renderEnv(dir, 'dev');
    expect(dev.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(objectOf(dev, 'dash', 'ConfigMap', 'dash').data.replicas).toBe('8');
    expect(artifact(dev, 'nats/web/0/web/config/web.conf').content).toContain('name=nats-x8');
    const elaborate = artifact(dev, 'hub.yaml.elaborate').content;
    expect(elaborate).toMatch(/name: tls\.enabled\n\s+value: true\n/);
    // A name is a Go string field, which yaml.v2 sets to the scalar's text: "no", not false.
    expect(elaborate).toMatch(/name: "?no"?\n\s+value: false\n/);
  });
});
