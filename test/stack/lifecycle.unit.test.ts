// The lifecycle driver: requires against provides, optional and mandatory components, requirement
// tuning (including the parameter form), skips that propagate, failures, outputs and stack outputs.
import { describe, expect, it } from 'vitest';
import { runStack } from '../../src/render/stack/lifecycle';
import { cleanupTempDirs, component, errors, noInputs, plan, recorder, stackOf, warnings } from './helpers';

cleanupTempDirs();

/** A hub.yaml with components under components/<name>, in that order, and extra YAML after. */
function hub(names: string[], extra = '', depends: Record<string, string[]> = {}): Record<string, string> {
  const refs = names
    .map(
      (n) =>
        `  - name: ${n}\n    source: { dir: components/${n} }\n${depends[n] ? `    depends: [${depends[n].join(', ')}]\n` : ''}`,
    )
    .join('');
  return { 'hub.yaml': `meta: { name: platform }\ncomponents:\n${refs}${extra}` };
}

const statuses = (p: Awaited<ReturnType<typeof plan>>['plan']) =>
  p.components.map((c) => [c.name, c.status, c.reason]);

describe('requires and provides', () => {
  it('meets requirements from the environment, the platform and earlier components', async () => {
    const { plan: p, calls } = await plan(
      {
        ...hub(['cluster', 'app']),
        ...component('cluster', 'requires: [aws]\nprovides: [kubernetes]\n'),
        ...component(
          'app',
          `requires: [kubernetes, vault]\nparameters:\n  - { name: hub.provides }\n  - { name: caps, value: "\${hub.provides}" }\n`,
        ),
      },
      { capabilities: ['aws'], platformProvides: ['vault'] },
    );
    expect(statuses(p)).toEqual([
      ['cluster', 'deploy', undefined],
      ['app', 'deploy', undefined],
    ]);
    expect(calls[1]?.parameters).toEqual({
      'hub.componentName': 'app',
      'hub.provides': 'aws kubernetes vault',
      caps: 'aws kubernetes vault',
    });
    expect(p.provides).toEqual(['aws', 'kubernetes', 'vault']);
    expect(p.components[0]?.provides).toEqual(['kubernetes']);
  });

  it("reports a missing hard requirement in Hub's words and stops after a mandatory component", async () => {
    const { plan: p, calls } = await plan(
      {
        ...hub(['db', 'app', 'web']),
        ...component('db', 'provides: [postgres]\n'),
        ...component('app', 'requires:\n  - postgres\n  - kubernetes\n'),
        ...component('web', ''),
      },
      { capabilities: ['aws'] },
    );
    expect(calls.map((c) => c.name)).toEqual(['db']);
    const message =
      'Component `app` requires `postgres, kubernetes` but only following provides are currently known:\n\taws => *environment*\n\tpostgres => db';
    expect(statuses(p)).toEqual([
      ['db', 'deploy', undefined],
      ['app', 'fail', message],
      ['web', 'skip', 'not deployed: mandatory component `app` failed'],
    ]);
    expect(errors(p.diagnostics)).toEqual([
      expect.objectContaining({
        file: 'components/app/hub-component.yaml',
        line: 4,
        component: 'app',
        reason: 'StackComponentFailed',
        message,
      }),
    ]);
  });

  it('adds dynamic provides from the deployment', async () => {
    const { stack } = await stackOf({
      ...hub(['a', 'b']),
      ...component('a', ''),
      ...component('b', 'requires: [istio]\n'),
    });
    const { deploy } = recorder({ a: { provides: ['istio'] } });
    const p = await runStack(stack, noInputs, deploy);
    expect(statuses(p).map(([, s]) => s)).toEqual(['deploy', 'deploy']);
    expect(p.components[0]?.provides).toEqual(['istio']);
  });
});

describe('optional and mandatory components', () => {
  it('lets the stack go on after an optional component fails, failing what depends on it', async () => {
    const { stack } = await stackOf({
      ...hub(['s3', 'uses-s3', 'app'], 'lifecycle:\n  optional: [s3, uses-s3]\n', { 'uses-s3': ['s3'] }),
      ...component('s3', ''),
      ...component('uses-s3', ''),
      ...component('app', ''),
    });
    const { deploy, calls } = recorder({ s3: { ok: false, reason: 'bucket exists' } });
    const p = await runStack(stack, noInputs, deploy);
    expect(calls.map((c) => c.name)).toEqual(['s3', 'app']);
    expect(statuses(p)).toEqual([
      ['s3', 'fail', 'Component `s3` failed to deploy: bucket exists'],
      ['uses-s3', 'fail', 'Component `uses-s3` failed to deploy: depends on failed optional component `s3`'],
      ['app', 'deploy', undefined],
    ]);
    expect(errors(p.diagnostics)).toEqual([]);
    expect(warnings(p.diagnostics).map((d) => d.reason)).toEqual([
      'StackComponentFailed',
      'StackComponentFailed',
    ]);
    expect(p.components.map((c) => c.optional)).toEqual([true, true, false]);
  });

  it('makes every component not listed as mandatory optional', async () => {
    const { stack } = await stackOf({
      ...hub(['k8s', 'extra', 'last'], 'lifecycle:\n  mandatory: [k8s]\n'),
      ...component('k8s', ''),
      ...component('extra', 'requires: [gpu]\n'),
      ...component('last', ''),
    });
    const p = await runStack(stack, noInputs, recorder().deploy);
    expect(statuses(p).map(([n, s]) => `${n}:${s}`)).toEqual(['k8s:deploy', 'extra:fail', 'last:deploy']);
    expect(p.components.map((c) => c.optional)).toEqual([false, true, true]);
  });

  it('stops at a failed mandatory component, reporting the rest as not deployed', async () => {
    const { stack } = await stackOf({
      ...hub(['a', 'b', 'c']),
      ...component('a', ''),
      ...component('b', ''),
      ...component('c', ''),
    });
    const { deploy } = recorder({ b: { ok: false, reason: 'boom' } });
    const p = await runStack(stack, noInputs, deploy);
    expect(statuses(p)).toEqual([
      ['a', 'deploy', undefined],
      ['b', 'fail', 'Component `b` failed to deploy: boom'],
      ['c', 'skip', 'not deployed: mandatory component `b` failed'],
    ]);
    expect(errors(p.diagnostics)).toEqual([
      expect.objectContaining({ file: 'hub.yaml', line: 5, message: 'Component `b` failed to deploy: boom' }),
    ]);
  });

  it('deploys nothing when the stack parameters cannot be locked', async () => {
    const { stack } = await stackOf({
      ...hub(['a'], 'parameters:\n  - { name: token, kind: user }\n'),
      ...component('a', ''),
    });
    const { deploy, calls } = recorder();
    const p = await runStack(stack, noInputs, deploy);
    expect(calls).toEqual([]);
    expect(statuses(p)).toEqual([['a', 'skip', 'not deployed: stack parameters could not be locked']]);
    expect(errors(p.diagnostics)[0]?.message).toBe('Parameter `token` has no value nor default assigned');
  });

  it('takes the components order without lifecycle.order, and lifecycle.order when given', async () => {
    const files = { ...component('a', ''), ...component('b', '') };
    const unordered = await plan({ ...hub(['b', 'a']), ...files });
    expect(unordered.plan.order).toEqual(['b', 'a']);
    const ordered = await plan({ ...hub(['b', 'a'], 'lifecycle:\n  order: [a, b]\n'), ...files });
    expect(ordered.calls.map((c) => c.name)).toEqual(['a', 'b']);
  });
});

describe('requirement tuning', () => {
  it('skips a component whose optional requirement is not provided, for everyone or one component', async () => {
    const { plan: p } = await plan({
      ...hub(
        ['secrets', 'cdn-user', 'cdn-strict'],
        'lifecycle:\n  requires:\n    optional: [vault, "cdn:cdn-user"]\n  optional: [cdn-strict]\n',
      ),
      ...component('secrets', 'requires: [vault]\n'),
      ...component('cdn-user', 'requires: [cdn]\n'),
      ...component('cdn-strict', 'requires: [cdn]\n'),
    });
    expect(statuses(p)).toEqual([
      ['secrets', 'skip', 'unsatisfied optional requirements [vault]'],
      ['cdn-user', 'skip', 'unsatisfied optional requirements [cdn]'],
      [
        'cdn-strict',
        'fail',
        expect.stringMatching(/^Component `cdn-strict` requires `cdn` but only following/),
      ],
    ]);
  });

  it('deploys a component named by a parameter entry only when the parameter is truthy', async () => {
    const run = async (value: string) =>
      (
        await plan({
          ...hub(
            ['ingress', 'acm'],
            `lifecycle:\n  requires:\n    optional: ["component.ingress.ssl.enabled:acm"]\nparameters:\n  - { name: component.ingress.ssl.enabled, value: ${value} }\n`,
          ),
          ...component('ingress', ''),
          ...component('acm', ''),
        })
      ).plan.components[1];
    for (const falsy of ['false', '""', '0', '"(unknown)"']) {
      expect(await run(falsy)).toMatchObject({
        status: 'skip',
        reason: 'optional parameter [component.ingress.ssl.enabled] evaluated to false',
      });
    }
    for (const truthy of ['true', '"yes"', '"no"', '1', 'acm']) {
      expect((await run(truthy))?.status).toBe('deploy');
    }
  });

  it('skips the named component when the parameter does not exist', async () => {
    const { plan: p } = await plan({
      ...hub(['acm'], 'lifecycle:\n  requires:\n    optional: ["component.ingress.ssl.enabled:acm"]\n'),
      ...component('acm', ''),
    });
    expect(statuses(p)).toEqual([
      ['acm', 'skip', 'optional parameter [component.ingress.ssl.enabled] evaluated to false'],
    ]);
  });
});

describe('skips propagate', () => {
  it('skips what depends on a skipped component, or requires what only it provides', async () => {
    const { plan: p, calls } = await plan({
      ...hub(
        ['vault', 'by-depends', 'by-requires', 'independent'],
        'lifecycle:\n  optional: [vault, by-depends, by-requires]\n  requires:\n    optional: [aws]\n',
        { 'by-depends': ['vault'] },
      ),
      ...component('vault', 'requires: [aws]\nprovides: [vault]\n'),
      ...component('by-depends', ''),
      ...component('by-requires', 'requires: [vault]\n'),
      ...component('independent', ''),
    });
    expect(calls.map((c) => c.name)).toEqual(['independent']);
    expect(statuses(p)).toEqual([
      ['vault', 'skip', 'unsatisfied optional requirements [aws]'],
      ['by-depends', 'skip', 'depends on skipped component `vault`'],
      ['by-requires', 'skip', 'requires `vault` that only skipped component `vault` provides'],
      ['independent', 'deploy', undefined],
    ]);
  });

  it('warns when a mandatory component is skipped', async () => {
    const { plan: p } = await plan({
      ...hub(['vault', 'app'], 'lifecycle:\n  optional: [vault]\n  requires:\n    optional: [aws]\n', {
        app: ['vault'],
      }),
      ...component('vault', 'requires: [aws]\n'),
      ...component('app', ''),
    });
    expect(p.components[1]).toMatchObject({ status: 'skip', optional: false });
    expect(warnings(p.diagnostics).map((d) => d.message)).toContain(
      'Mandatory component `app` is skipped: depends on skipped component `vault`',
    );
  });
});

describe('outputs', () => {
  it('evaluates declared outputs over the parameters, lets the deployment win, and shows them to later components', async () => {
    const { stack } = await stackOf({
      ...hub(
        ['db', 'app'],
        `parameters:
  - { name: dns.domain, value: example.com }
outputs:
  - name: db:endpoint
  - name: url
    value: "https://\${app:host}/\${dns.domain}"
  - name: missing
    value: "\${nothing}"
  - name: dns.domain
`,
        { app: ['db'] },
      ),
      ...component(
        'db',
        `parameters:
  - { name: dns.domain }
  - { name: component.db.port, value: 5432 }
outputs:
  - name: endpoint
    value: "db.\${dns.domain}:\${component.db.port}"
  - name: component.db.port
  - name: overridden
    value: declared
  - name: raw
    fromTfVar: raw_value/base64
  - name: db.password
`,
      ),
      ...component(
        'app',
        `parameters:
  - { name: component.app.db, value: "\${db:endpoint}" }
  - { name: endpoint }
  - { name: overridden }
outputs:
  - { name: host, value: app.example.com }
`,
      ),
    });
    const { deploy, calls } = recorder({
      db: {
        outputs: {
          overridden: 'from-deploy',
          raw_value: Buffer.from('decoded').toString('base64'),
          'db.password': 'pw',
        },
      },
    });
    const p = await runStack(stack, noInputs, deploy);
    expect(errors(p.diagnostics)).toEqual([]);
    expect(p.components[0]?.outputs.map((o) => [o.name, o.value, o.kind])).toEqual([
      ['endpoint', 'db.example.com:5432', undefined],
      // a value expanded from `${name}` is a string, as in Hub
      ['component.db.port', '5432', undefined],
      ['overridden', 'from-deploy', undefined],
      ['raw', 'decoded', undefined],
      ['db.password', 'pw', 'secret'],
      ['raw_value', 'ZGVjb2RlZA==', undefined],
    ]);
    expect(calls[1]?.parameters).toMatchObject({
      'component.app.db': 'db.example.com:5432',
      endpoint: 'db.example.com:5432',
      overridden: 'from-deploy',
    });
    expect(p.stackOutputs).toEqual([
      { name: 'db:endpoint', value: 'db.example.com:5432' },
      { name: 'url', value: 'https://app.example.com/example.com' },
      { name: 'dns.domain', value: 'example.com' },
    ]);
  });

  it('fails a component whose declared output refers to nothing', async () => {
    const { plan: p } = await plan({
      ...hub(['a']),
      ...component('a', `outputs:\n  - name: x\n    value: "\${nope}"\n`),
    });
    expect(p.components[0]).toMatchObject({ status: 'fail', reason: 'Component `a` outputs capture failed' });
    expect(errors(p.diagnostics)[0]).toMatchObject({
      file: 'components/a/hub-component.yaml',
      line: 4,
      message: `Component \`a\` output \`x = \${nope}\` refer to unknown substitution \`nope\``,
    });
  });

  it('keeps each parameter kind in the plan, for redaction', async () => {
    const { plan: p } = await plan({
      ...hub(['a'], 'parameters:\n  - { name: api.token, kind: secret, value: t0k3n }\n'),
      ...component('a', 'parameters:\n  - { name: api.token, kind: secret }\n'),
    });
    expect(p.components[0]?.parameters).toContainEqual({ name: 'api.token', value: 't0k3n', kind: 'secret' });
    expect(p.stackParameters).toContainEqual(expect.objectContaining({ name: 'api.token', kind: 'secret' }));
  });
});
