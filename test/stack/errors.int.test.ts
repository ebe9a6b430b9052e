// Each bad input of a Hub stack through `rigging render`: exit code 2 and a message naming the
// file and line a user edits to fix it.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';
import { HUB, HUB_YAML, stackFiles } from './stack-repo';

cleanupTempDirs();

/** `rigging render --env dev` of the stack with `overrides`: exit 2, its stderr. */
async function fails(overrides: Record<string, string | null>): Promise<string> {
  const r = await renderJson(await writeTree(stackFiles(overrides)), ['--env', 'dev']);
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  return r.stderr;
}

const params = (body: string) => ({
  'stacks/dev/params.yaml': `parameters:\n  - name: replicas\n    value: "2"\n${body}`,
});

describe('bad stacks', () => {
  it('an unknown component in lifecycle.order, at its entry', async () => {
    const stderr = await fails({
      [HUB]: HUB_YAML.replace('order: [ingress, web,', 'order: [ingress, webb,'),
    });
    expect(stderr).toMatch(
      /^stacks\/dev\/hub\.yaml:17:\d+: Components: ingress, web, dash, nats, extra;\n\tdoes not match deployment order: ingress, webb, dash, nats, extra$/m,
    );
  });

  it('a duplicate component name, at the second one', async () => {
    const stderr = await fails({
      [HUB]: HUB_YAML.replace(
        '  - name: dash\n',
        '  - name: web\n    source: { dir: ../../components/web }\n  - name: dash\n',
      ),
    });
    expect(stderr).toMatch(/^stacks\/dev\/hub\.yaml:10:\d+: Duplicate component name `web`$/m);
  });

  it('a cycle of parameter references, naming the parameters in it', async () => {
    const stderr = await fails(params(`  - name: a\n    value: \${b}\n  - name: b\n    value: x-\${a}\n`));
    expect(stderr).toMatch(/^stacks\/dev\/params\.yaml:\d+:\d+: .*\ba\b.*\bb\b.*/m);
    expect(stderr).toMatch(/loop|cycle/i);
  });

  it('a missing requirement', async () => {
    const stderr = await fails({
      'components/dash/hub-component.yaml':
        'meta: { name: dash }\nrequires: [vault]\nparameters:\n  - name: replicas\n',
    });
    expect(stderr).toMatch(
      /^components\/dash\/hub-component\.yaml:2:\d+: Component `dash` requires `vault` but only following provides are currently known:/m,
    );
  });

  it(`an unknown \${...} reference`, async () => {
    const stderr = await fails(params(`  - name: greeting\n    value: hello-\${nobody}\n`));
    expect(stderr).toMatch(/^stacks\/dev\/params\.yaml:5:\d+: .*`nobody`/m);
  });

  it('a malformed CEL expression', async () => {
    const stderr = await fails(params('  - name: sum\n    value: "#{1 +}"\n'));
    expect(stderr).toMatch(/^stacks\/dev\/params\.yaml:5:\d+: .*CEL/m);
  });

  it('a fromStack or a component directory outside the repository is refused', async () => {
    const outside = await fails({
      [HUB]: HUB_YAML.replace('  name: demo\n', '  name: demo\n  fromStack: /etc\n'),
    });
    // The refused file is named as written relative to the pipeline, never by what it resolves to.
    expect(outside).toMatch(
      /^(\.\.\/)+etc\/hub\.yaml: .*"(\.\.\/)+etc\/hub\.yaml" is outside the repository$/m,
    );
    const dir = await fails({
      [HUB]: HUB_YAML.replace('dir: ../../components/dash', 'dir: ../../../../../../../etc'),
    });
    expect(dir).toMatch(/outside the repository/);
    expect(dir).not.toMatch(/root:x:0/);
  });
});
