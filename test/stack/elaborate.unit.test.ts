// Elaboration: the seed's Agile Stacks example (base `agilestacks/` and `dev/` with fromStack),
// document order, parameter merge rules, and each bad input placed at its file and line.

import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { elaboratedYaml } from '../../src/render/stack/print';
import { cleanupTempDirs, elaborate, errors, parameterValues, stackOf, warnings, writeTree } from './helpers';

cleanupTempDirs();

const agilestacks: Record<string, string> = {
  'agilestacks/hub.yaml': `version: 1
kind: stack
meta:
  name: agilestacks
  annotations: { team: infra }
components:
  - name: kubernetes
    source: { dir: components/kubernetes }
  - name: ingress
    source: { dir: components/ingress }
  - name: auth-service
    source: { dir: components/auth-service }
lifecycle:
  order: [kubernetes, ingress, auth-service]
  mandatory: [kubernetes]
  requires:
    optional: [vault, cdn:ingress]
parameters:
  - name: dns.domain
    kind: user
    fromEnv: DOMAIN
  - name: component.auth-service.authApiSecret
    kind: user
    fromEnv: AUTH_API_SECRET
  - name: component.ingress
    parameters:
      - name: ssl.enabled
        value: false
outputs:
  - name: dns.domain
`,
  'agilestacks/params.yaml': `parameters:
  - name: dns.domain
    default: base.example.com
  - name: cloud.region
    value: us-east-1
`,
  'agilestacks/components/kubernetes/hub-component.yaml': `meta:
  name: eks
provides: [kubernetes]
parameters:
  - name: cloud.region
  - name: cloud.zone
    kind: user
    value: a
`,
  // Replaced by dev's ingress: never read, so its broken YAML is no error.
  'agilestacks/components/ingress/hub-component.yaml': 'meta: [unclosed\n',
  'agilestacks/components/auth-service/hub-component.yaml': `meta:
  name: auth-service
requires: [kubernetes]
parameters:
  - name: dns.domain
  - name: component.auth-service.authApiSecret
    kind: user
  - name: component.auth-service.replicas
    value: 1
`,
  'dev/hub.yaml': `version: 1
kind: stack
meta:
  name: dev
  fromStack: ../agilestacks
  annotations: { env: dev }
components:
  - name: ingress
    source: { dir: components/ingress }
  - name: prometheus
    source: { dir: components/prometheus }
    depends: [ingress]
lifecycle:
  order: [ingress, prometheus]
  optional: [prometheus]
  requires:
    optional: ["cdn:"]
parameters:
  - name: component.prometheus.retention
    value: 7d
`,
  'dev/params.yaml': `parameters:
  - name: component.prometheus.retention
    value: 14d
  - name: cloud.zone
    value: b
`,
  'dev/params-dev.yaml': `parameters:
  - name: dns.domain
    value: dev.example.com
  - name: component.ingress.ssl.enabled
    value: true
`,
  'dev/components/ingress/hub-component.yaml': `meta:
  name: traefik
requires: [kubernetes]
provides: [ingress]
parameters:
  - name: dns.domain
  - name: component.ingress.ssl.enabled
    kind: user
    default: false
`,
  'dev/components/prometheus/hub-component.yaml': `meta:
  name: prometheus
parameters:
  - name: component.prometheus.retention
`,
};

describe('the Agile Stacks example', () => {
  it('reads the documents in the seed order and merges the fromStack chain', async () => {
    const { stack } = await stackOf(agilestacks, 'dev/hub.yaml', 'dev');
    expect(stack.name).toBe('dev');
    expect(stack.files).toEqual([
      'agilestacks/components/kubernetes/hub-component.yaml',
      'agilestacks/components/auth-service/hub-component.yaml',
      'dev/components/ingress/hub-component.yaml',
      'dev/components/prometheus/hub-component.yaml',
      'agilestacks/hub.yaml',
      'agilestacks/params.yaml',
      'dev/hub.yaml',
      'dev/params.yaml',
      'dev/params-dev.yaml',
    ]);
    // dev's ingress replaces the base one in place; prometheus is appended.
    expect(stack.components.map((c) => [c.name, c.path, c.manifest?.origin])).toEqual([
      ['kubernetes', 'agilestacks/components/kubernetes', 'eks'],
      ['ingress', 'dev/components/ingress', 'traefik'],
      ['auth-service', 'agilestacks/components/auth-service', 'auth-service'],
      ['prometheus', 'dev/components/prometheus', 'prometheus'],
    ]);
    expect(stack.order).toEqual(['kubernetes', 'ingress', 'auth-service', 'prometheus']);
    expect(stack.lifecycle.mandatory).toEqual(['kubernetes']);
    expect(stack.lifecycle.optional).toEqual(['prometheus']);
    // `cdn:` in dev erases the base `cdn:ingress`.
    expect(stack.lifecycle.requiresOptional).toEqual(['vault']);
    expect(stack.meta).toEqual({ name: 'dev', annotations: { team: 'infra', env: 'dev' } });
    expect(stack.components.find((c) => c.name === 'prometheus')?.depends).toEqual(['ingress']);
    expect(stack.provides).toEqual(['ingress', 'kubernetes']);
  });

  it('merges parameters as the seed lists them', async () => {
    const { stack } = await stackOf(agilestacks, 'dev/hub.yaml', 'dev');
    expect(parameterValues(stack)).toEqual({
      'cloud.region': 'us-east-1',
      'cloud.zone': 'b',
      // a component's user parameter comes to the top level qualified; the later plain one refines it
      'cloud.zone|kubernetes': 'b',
      'component.auth-service.authApiSecret': undefined,
      'component.auth-service.authApiSecret|auth-service': undefined,
      'component.ingress.ssl.enabled': true,
      'component.ingress.ssl.enabled|ingress': true,
      'component.prometheus.retention': '14d',
      'dns.domain': 'dev.example.com',
    });
    const byName = (q: string) =>
      stack.parameters.find((p) => (p.component ? `${p.name}|${p.component}` : p.name) === q);
    // The seed's hub.yaml.elaborate example: both forms carry kind user and fromEnv.
    expect(byName('component.auth-service.authApiSecret')).toMatchObject({
      kind: 'user',
      fromEnv: 'AUTH_API_SECRET',
    });
    expect(byName('component.auth-service.authApiSecret|auth-service')).toMatchObject({
      component: 'auth-service',
      kind: 'user',
      fromEnv: 'AUTH_API_SECRET',
    });
    expect(byName('dns.domain')).toMatchObject({
      kind: 'user',
      fromEnv: 'DOMAIN',
      default: 'base.example.com',
    });
    expect(byName('component.ingress.ssl.enabled|ingress')).toMatchObject({ kind: 'user', default: false });
    // component parameters that are not kind user stay in the component
    expect(byName('component.auth-service.replicas')).toBeUndefined();
    expect(stack.components.find((c) => c.name === 'auth-service')?.manifest?.parameters).toContainEqual(
      expect.objectContaining({
        name: 'component.auth-service.replicas',
        component: 'auth-service',
        value: 1,
      }),
    );
    // the place of a value is the document it came from
    expect(byName('dns.domain')?.valuePlace).toMatchObject({ file: 'dev/params-dev.yaml', line: 3 });
  });

  it('skips a params file that is missing and reads params-<environment>.yaml only for that environment', async () => {
    const { stack } = await stackOf(agilestacks, 'dev/hub.yaml', 'prod');
    expect(stack.files).not.toContain('dev/params-dev.yaml');
    expect(parameterValues(stack)['dns.domain']).toBeUndefined();
    expect(parameterValues(stack)['component.ingress.ssl.enabled']).toBe(false);
  });

  it('prints the elaborated manifest: the stack, then each component renamed', async () => {
    const { stack } = await stackOf(agilestacks, 'dev/hub.yaml', 'dev');
    const docs = parseAllDocuments(elaboratedYaml(stack)).map((d) => d.toJS());
    expect(docs).toHaveLength(5);
    expect(docs[0]).toMatchObject({
      kind: 'stack',
      meta: { name: 'dev' },
      components: [
        { name: 'kubernetes', source: { dir: '../agilestacks/components/kubernetes' } },
        { name: 'ingress', source: { dir: 'components/ingress' } },
        { name: 'auth-service' },
        { name: 'prometheus', depends: ['ingress'] },
      ],
      lifecycle: { order: ['kubernetes', 'ingress', 'auth-service', 'prometheus'] },
    });
    expect(docs[0].meta.fromStack).toBeUndefined();
    expect(docs[0].parameters).toContainEqual({
      name: 'dns.domain',
      kind: 'user',
      default: 'base.example.com',
      value: 'dev.example.com',
      fromEnv: 'DOMAIN',
    });
    expect(docs.slice(1).map((d) => [d.meta.name, d.meta.origin])).toEqual([
      ['kubernetes', 'eks'],
      ['ingress', 'traefik'],
      ['auth-service', 'auth-service'],
      ['prometheus', 'prometheus'],
    ]);
    expect(docs[1].lifecycle.verbs).toEqual(['deploy', 'undeploy']);
  });
});

describe('fromStack', () => {
  const base = (name: string, from?: string) =>
    `meta:\n  name: ${name}\n${from ? `  fromStack: ${from}\n` : ''}components: []\n`;

  it('accepts a directory or a hub.yaml file, and chains of any depth', async () => {
    const { stack } = await stackOf(
      {
        'a/hub.yaml': `meta: { name: a }\nparameters:\n  - { name: x, value: a }\n  - { name: y, value: a }\n  - { name: z, value: a }\n`,
        'b/stack.yaml': `meta: { name: b, fromStack: ../a }\nparameters:\n  - { name: y, value: b }\n  - { name: z, value: b }\n`,
        'c/hub.yaml': `meta: { name: c, fromStack: ../b/stack.yaml }\nparameters:\n  - { name: z, value: c }\n`,
      },
      'c/hub.yaml',
    );
    expect(parameterValues(stack)).toEqual({ x: 'a', y: 'b', z: 'c' });
    expect(stack.files).toEqual(['a/hub.yaml', 'b/stack.yaml', 'c/hub.yaml']);
  });

  it('reports a missing fromStack at the line naming it', async () => {
    const root = await writeTree({ 'dev/hub.yaml': base('dev', '../nowhere') });
    const result = await elaborate(root, 'dev/hub.yaml');
    expect(result.stack).toBeUndefined();
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({
        file: 'dev/hub.yaml',
        line: 3,
        message: 'fromStack nowhere/hub.yaml not found',
      }),
    ]);
  });

  it('reports a cycle, naming every stack of it', async () => {
    const root = await writeTree({
      'a/hub.yaml': base('a', '../b'),
      'b/hub.yaml': base('b', '../c'),
      'c/hub.yaml': base('c', '../a'),
    });
    const result = await elaborate(root, 'a/hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({
        file: 'c/hub.yaml',
        line: 3,
        reason: 'StackFromStackCycle',
        message: 'fromStack cycle: a/hub.yaml -> b/hub.yaml -> c/hub.yaml -> a/hub.yaml',
      }),
    ]);
  });

  it("interleaves the child's order with the parent's around the components it redeclares", async () => {
    const dirs = (names: string[]) =>
      names.map((n) => `  - { name: ${n}, source: { dir: ${n} } }`).join('\n');
    const { stack } = await stackOf(
      {
        'p/hub.yaml': `meta: { name: p }\ncomponents:\n${dirs(['a', 'b', 'c', 'd'])}\n`,
        'c/hub.yaml': `meta: { name: c, fromStack: ../p }\ncomponents:\n${dirs(['x', 'b', 'y', 'd', 'z'])}\nlifecycle:\n  order: [x, b, y, d, z]\n`,
      },
      'c/hub.yaml',
    );
    expect(stack.order).toEqual(['a', 'x', 'b', 'c', 'y', 'd', 'z']);
    expect(stack.components.map((c) => c.name)).toEqual(['a', 'b', 'c', 'd', 'x', 'y', 'z']);
    expect(stack.components.find((c) => c.name === 'b')?.path).toBe('c/b');
    expect(stack.components.find((c) => c.name === 'a')?.path).toBe('p/a');
  });

  it('refuses a child order that reverses the parent order of redeclared components', async () => {
    const root = await writeTree({
      'p/hub.yaml': `meta: { name: p }\ncomponents:\n  - { name: a, source: { dir: a } }\n  - { name: b, source: { dir: b } }\n`,
      'c/hub.yaml': `meta: { name: c, fromStack: ../p }\ncomponents:\n  - { name: b, source: { dir: b } }\n  - { name: a, source: { dir: a } }\nlifecycle:\n  order: [b, a]\n`,
    });
    const result = await elaborate(root, 'c/hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({ file: 'c/hub.yaml', line: 6, reason: 'StackOrder' }),
    ]);
    expect(errors(result.diagnostics)[0]?.message).toMatch(
      /must come after `a` in child stack `lifecycle.order`/,
    );
  });
});

describe('parameter merge rules', () => {
  const stack = (params: string, extra: Record<string, string> = {}) =>
    stackOf({
      'hub.yaml': `meta: { name: s }\ncomponents:\n  - { name: app, source: { dir: app } }\n  - { name: db, source: { dir: db } }\n`,
      'app/hub-component.yaml':
        'meta: { name: app }\nparameters:\n  - { name: p, kind: user }\n  - { name: t }\n',
      'db/hub-component.yaml': 'meta: { name: db }\nparameters:\n  - { name: p, kind: user, value: db }\n',
      'params.yaml': params,
      ...extra,
    });

  it('gives kind user priority over tech and never downgrades it', async () => {
    const { stack: s } = await stackOf({
      'hub.yaml':
        'meta: { name: s }\nparameters:\n  - { name: a, kind: tech, value: 1 }\n  - { name: b, kind: user, value: 1 }\n',
      'params.yaml': 'parameters:\n  - { name: a, kind: user }\n  - { name: b, kind: tech }\n',
    });
    expect(s.parameters.map((p) => [p.name, p.kind, p.value])).toEqual([
      ['a', 'user', 1],
      ['b', 'user', 1],
    ]);
  });

  it('overwrites value, default, fromEnv, env and brief, and keeps what a later document leaves out', async () => {
    const { stack: s, diagnostics } = await stackOf({
      'hub.yaml':
        'meta: { name: s }\nparameters:\n  - { name: a, value: 1, default: d1, fromEnv: A1, env: E1, brief: b1, description: long }\n',
      'params.yaml':
        'parameters:\n  - { name: a, value: 0, default: d2, fromEnv: A2, env: E2, brief: b2 }\n  - { name: a, value: "" }\n',
    });
    // env on hub.yaml / params.yaml level is dropped, with Hub's warning
    expect(s.parameters).toEqual([
      expect.objectContaining({
        name: 'a',
        value: 0,
        default: 'd2',
        fromEnv: 'A2',
        brief: 'b2',
        description: 'long',
      }),
    ]);
    expect(s.parameters[0]?.env).toBeUndefined();
    expect(warnings(diagnostics).map((d) => d.message)).toContain(
      'Parameter `a` specify `env: E1` on hub.yaml / params.yaml level',
    );
  });

  it('merges an unqualified parameter into every earlier qualified one of its name', async () => {
    const { stack: s, diagnostics } = await stack('parameters:\n  - { name: p, value: top }\n');
    expect(parameterValues(s)).toEqual({ p: 'top', 'p|app': 'top', 'p|db': 'top' });
    expect(warnings(diagnostics).map((d) => d.message)).toContain(
      'Parameter `p|db` value `db` overwritten by a less specific parameter `p` value `top`',
    );
  });

  it('lets a qualified parameter refine only its component', async () => {
    const { stack: s } = await stack('parameters:\n  - { name: p, component: app, value: only-app }\n');
    expect(parameterValues(s)).toEqual({ 'p|app': 'only-app', 'p|db': 'db' });
  });

  it('makes a fromEnv parameter kind user', async () => {
    const { stack: s } = await stackOf({
      'hub.yaml': 'meta: { name: s }\nparameters:\n  - { name: a, fromEnv: A }\n',
    });
    expect(s.parameters[0]?.kind).toBe('user');
  });

  it('allows a component with no hub-component.yaml', async () => {
    const { stack: s } = await stackOf({
      'hub.yaml': 'meta: { name: s }\ncomponents:\n  - { name: bare, source: { dir: bare } }\n',
    });
    expect(s.components[0]).toMatchObject({ name: 'bare', path: 'bare' });
    expect(s.components[0]?.manifest).toBeUndefined();
  });
});

describe('bad input', () => {
  it('reports a duplicate component name at its line', async () => {
    const root = await writeTree({
      'hub.yaml':
        'meta: { name: s }\ncomponents:\n  - name: a\n    source: { dir: a }\n  - name: a\n    source: { dir: b }\n',
    });
    const result = await elaborate(root, 'hub.yaml');
    expect(result.stack).toBeUndefined();
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({
        source: 'platform',
        file: 'hub.yaml',
        line: 5,
        reason: 'StackDuplicateComponent',
        message: 'Duplicate component name `a`',
      }),
    ]);
  });

  it('reports an unknown component in lifecycle.order at its line, naming both lists', async () => {
    const root = await writeTree({
      'hub.yaml':
        'meta: { name: s }\ncomponents:\n  - { name: a, source: { dir: a } }\n  - { name: b, source: { dir: b } }\nlifecycle:\n  order:\n    - a\n    - c\n',
    });
    const result = await elaborate(root, 'hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({
        file: 'hub.yaml',
        line: 8,
        reason: 'StackOrder',
        message: 'Components: a, b;\n\tdoes not match deployment order: a, c',
      }),
    ]);
  });

  it('reports an order that leaves out a component at lifecycle.order', async () => {
    const root = await writeTree({
      'hub.yaml':
        'meta: { name: s }\ncomponents:\n  - { name: a, source: { dir: a } }\n  - { name: b, source: { dir: b } }\nlifecycle:\n  order: [b]\n',
    });
    const result = await elaborate(root, 'hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({
        file: 'hub.yaml',
        line: 6,
        message: 'Components: a, b;\n\tdoes not match deployment order: b',
      }),
    ]);
  });

  it('reports YAML syntax errors with their file and line', async () => {
    const root = await writeTree({
      'hub.yaml': 'meta: { name: s }\ncomponents:\n  - { name: a, source: { dir: a } }\n',
      'a/hub-component.yaml': 'meta:\n  name: a\nparameters:\n  - name: [oops\n',
    });
    const result = await elaborate(root, 'hub.yaml');
    expect(result.stack).toBeUndefined();
    expect(errors(result.diagnostics)[0]).toMatchObject({
      file: 'a/hub-component.yaml',
      line: 5,
      reason: 'YamlSyntax',
    });
  });

  it('reports a missing hub.yaml', async () => {
    const root = await writeTree({ 'x.txt': '' });
    const result = await elaborate(root, 'hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({ file: 'hub.yaml', message: 'Stack manifest hub.yaml not found' }),
    ]);
  });

  it('reports lifecycle lists and depends that name no component', async () => {
    const root = await writeTree({
      'hub.yaml': `meta: { name: s }
components:
  - name: a
    source: { dir: a }
    depends: [ghost]
lifecycle:
  optional: [nope]
  requires:
    optional: ["vault:nobody"]
`,
    });
    const result = await elaborate(root, 'hub.yaml');
    expect(errors(result.diagnostics).map((d) => [d.line, d.reason])).toEqual([
      [7, 'StackLifecycle'],
      [9, 'StackLifecycle'],
      [3, 'StackDepends'],
    ]);
  });

  it('reports a field of the wrong type at its line', async () => {
    const root = await writeTree({ 'hub.yaml': 'meta: { name: s }\ncomponents: {}\n' });
    const result = await elaborate(root, 'hub.yaml');
    expect(errors(result.diagnostics)).toEqual([
      expect.objectContaining({ line: 2, reason: 'StackSchema', message: '`components` must be a list' }),
    ]);
  });
});
