// Locking top-level parameters (fromEnv, default, empty, expressions, CEL, cycles, state) and
// expanding a component's parameters (lookup order, outputs over parameters, empty: allow, trim).
import { describe, expect, it } from 'vitest';
import { evaluateCel } from '../../src/render/stack/cel';
import { Expander } from '../../src/render/stack/expressions';
import {
  type CapturedOutput,
  expandComponentParameters,
  lockParameters,
} from '../../src/render/stack/parameters';
import { Problems } from '../../src/render/stack/problems';
import { cleanupTempDirs, errors, stackOf, warnings } from './helpers';

cleanupTempDirs();

async function lock(
  parameters: string,
  env: Record<string, string | undefined> = {},
  state?: Parameters<typeof lockParameters>[1]['state'],
) {
  const { stack } = await stackOf({ 'hub.yaml': `meta: { name: "demo:1.0" }\nparameters:\n${parameters}` });
  const problems = new Problems('platform');
  const locked = lockParameters(stack, { env, ...(state ? { state } : {}) }, problems);
  const values = Object.fromEntries([...locked].map(([k, p]) => [k, p.value]));
  return { locked, values, diagnostics: problems.diagnostics };
}

describe('locking top-level parameters', () => {
  it('takes a user parameter from fromEnv, then default, then empty: allow', async () => {
    const { values, diagnostics } = await lock(
      `  - { name: a, kind: user, fromEnv: A, default: da }
  - { name: b, kind: user, fromEnv: B, default: db }
  - { name: c, kind: user, empty: allow }
  - { name: d, kind: user, fromEnv: D }
  - { name: e, kind: user, fromEnv: E, default: de }
`,
      { A: 'from-env', D: '', E: undefined },
    );
    expect(values).toMatchObject({ a: 'from-env', b: 'db', c: '', d: '', e: 'de' });
    expect(errors(diagnostics)).toEqual([]);
    expect(values['hub.stackName']).toBe('demo');
  });

  it('reports every user parameter with no value, at its line', async () => {
    const { diagnostics } = await lock(`  - { name: a, kind: user }
  - { name: b, kind: user, fromEnv: B }
  - { name: ok, kind: user, value: 1 }
`);
    expect(errors(diagnostics)).toEqual([
      expect.objectContaining({
        file: 'hub.yaml',
        line: 3,
        reason: 'StackParameterNoValue',
        message: 'Parameter `a` has no value nor default assigned',
      }),
      expect.objectContaining({ line: 4, message: 'Parameter `b` has no value nor default assigned' }),
    ]);
  });

  it('counts 0 and false as values, only null and "" as empty', async () => {
    const { values, diagnostics } = await lock(`  - { name: zero, kind: user, value: 0 }
  - { name: no, kind: user, value: false }
  - { name: dzero, kind: user, default: 0 }
  - { name: nothing, kind: user, value: "", default: x }
  - { name: nul, kind: user, value: null, default: y }
`);
    // `name: no` is a string field to Hub's yaml.v2, so it keeps its text; `default: y` is an
    // interface{}, so YAML 1.1 reads it as true.
    expect(values).toMatchObject({ zero: 0, no: false, dzero: 0, nothing: 'x', nul: true });
    expect(errors(diagnostics)).toEqual([]);
  });

  it(`expands \${...} references among top-level parameters, qualified ones first`, async () => {
    const { values, diagnostics } = await lock(`  - { name: dns.domain, value: example.com }
  - { name: url, value: "https://api.\${dns.domain}/\${hub.stackName}" }
  - { name: host, value: "\${url}" }
  - { name: port, value: 8080 }
  - { name: endpoint, value: "\${host}:\${port}" }
  - { name: name, value: plain }
  - { name: name, component: app, value: qualified }
  - { name: ref, component: app, value: "\${name}" }
`);
    expect(errors(diagnostics)).toEqual([]);
    expect(values).toMatchObject({
      url: 'https://api.example.com/demo',
      host: 'https://api.example.com/demo',
      endpoint: 'https://api.example.com/demo:8080',
      'ref|app': 'qualified',
    });
  });

  it('evaluates #{...} CEL with dotted parameter names as Hub resolves them', async () => {
    const { values, diagnostics } = await lock(`  - { name: replicas, value: 3 }
  - { name: dns.domain, value: example.com }
  - { name: component.ingress.ssl.enabled, value: "true" }
  - { name: scaled, value: "#{replicas * 2}" }
  - { name: host, value: "#{'api.' + dns.domain}" }
  - { name: scheme, value: "#{component.ingress.ssl.enabled == 'true' ? 'https' : 'http'}" }
  - { name: map, value: "#{{'a': 1}['a'] + 1}" }
  - { name: any, value: "#{[1, 2, 3].exists(replicas, replicas > 2)}" }
`);
    expect(errors(diagnostics)).toEqual([]);
    expect(values).toMatchObject({
      scaled: '6',
      host: 'api.example.com',
      scheme: 'https',
      map: '2',
      any: 'true',
    });
  });

  it(`reports an unknown \${...} reference at the line of the value`, async () => {
    const { values, diagnostics } = await lock(`  - name: a
    value: "x-\${nope}"
`);
    expect(values.a).toBe('x-(unknown)');
    expect(errors(diagnostics)).toEqual([
      expect.objectContaining({
        file: 'hub.yaml',
        line: 4,
        reason: 'StackUnknownSubstitution',
        message: `Parameter \`a\` value \`x-\${nope}\` refer to unknown substitution \`nope\``,
      }),
    ]);
  });

  it('reports malformed CEL at the line of the value, and an evaluation error naming the variable', async () => {
    const { diagnostics } = await lock(`  - { name: ok, value: 1 }
  - name: broken
    value: "#{1 +* 2}"
  - name: unknown
    value: "#{missing + 1}"
`);
    expect(errors(diagnostics)).toEqual([
      expect.objectContaining({
        line: 5,
        reason: 'StackCelError',
        message: 'Parameter `broken` CEL parse error: Unexpected token: MULTIPLY',
      }),
      expect.objectContaining({ line: 7, reason: 'StackCelError' }),
    ]);
    expect(errors(diagnostics)[1]?.message).toMatch(
      /^Parameter `unknown` CEL evaluation error `missing \+ 1`: .*missing/,
    );
  });

  it('reports a reference cycle once, naming every parameter of the loop', async () => {
    const { diagnostics } = await lock(`  - { name: a, value: "\${b}" }
  - { name: b, value: "\${c}-x" }
  - { name: c, value: "#{a + 'y'}" }
  - { name: self, value: "\${self}" }
  - { name: user, value: "\${a}" }
`);
    const cycles = errors(diagnostics).filter((d) => d.reason === 'StackParameterCycle');
    expect(cycles.map((d) => [d.line, d.message])).toEqual([
      [3, 'Parameters refer to each other in a loop: `a` -> `b` -> `c` -> `a`'],
      [6, 'Parameters refer to each other in a loop: `self` -> `self`'],
    ]);
  });

  it('collects errors and warnings together', async () => {
    const { diagnostics } = await lock(`  - { name: a, kind: user }
  - { name: b, value: "\${nope}" }
  - { name: c, kind: tech, default: unused }
`);
    expect(errors(diagnostics)).toHaveLength(2);
    expect(warnings(diagnostics).map((d) => d.message)).toContain(
      "Parameter `c` default value `unused` won't be used as parameter is not `user` kind but `tech`",
    );
  });

  it('fills only empty stack values from state, each with a warning and no value shown', async () => {
    const { values, diagnostics } = await lock(
      `  - { name: empty, kind: user, empty: allow }
  - { name: tech }
  - { name: set, value: current }
  - { name: q, component: app }
`,
      {},
      {
        stackParameters: [
          { name: 'empty', value: 'from-state' },
          { name: 'tech', value: 's3cr3t' },
          { name: 'set', value: 'old' },
          { name: 'q', component: 'app', value: 'qv' },
          { name: 'unknown', value: 'ignored' },
        ],
      },
    );
    expect(values).toMatchObject({ empty: 'from-state', tech: 's3cr3t', set: 'current', 'q|app': 'qv' });
    expect(values.unknown).toBeUndefined();
    const messages = warnings(diagnostics).map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Parameter `empty` empty value is replaced by value from state',
        'Parameter `tech` empty value is replaced by value from state',
        'Parameter `q|app` empty value is replaced by value from state',
        'Parameter `set` current value does not match value from state - keeping current value',
      ]),
    );
    expect(messages.join('\n')).not.toContain('s3cr3t');
  });

  it('masks the value of a secret-like parameter in messages', async () => {
    const { diagnostics } = await lock(`  - { name: db.password, value: "hunter2\${nope}" }\n`);
    expect(errors(diagnostics)[0]?.message).toBe(
      'Parameter `db.password` value `(masked)` refer to unknown substitution `nope`',
    );
  });
});

describe('expanding component parameters', () => {
  async function expand(
    componentBody: string,
    stackParameters: string,
    outputs: CapturedOutput[] = [],
    depends = '',
  ) {
    const { stack } = await stackOf({
      'hub.yaml': `meta: { name: s }\ncomponents:\n  - { name: db, source: { dir: db } }\n  - { name: cache, source: { dir: cache } }\n  - name: app\n    source: { dir: app }\n${depends}parameters:\n${stackParameters}`,
      'app/hub-component.yaml': `meta: { name: app-kind }\n${componentBody}`,
    });
    const problems = new Problems('platform');
    const locked = lockParameters(stack, { env: {} }, problems);
    const component = stack.components[2] as (typeof stack.components)[0];
    const result = expandComponentParameters(
      component,
      locked,
      outputs,
      ['ingress', 'kubernetes'],
      problems,
      'error',
    );
    return {
      ...result,
      values: Object.fromEntries(result.parameters.map((p) => [p.name, p.value])),
      diagnostics: problems.diagnostics,
    };
  }

  const output = (
    component: string,
    name: string,
    value: unknown,
    componentKind?: string,
  ): CapturedOutput => ({
    component,
    name,
    value,
    ...(componentKind ? { componentKind } : {}),
  });

  it('looks up name|component, then each depends qualifier, then the plain name', async () => {
    const { values, parameters } = await expand(
      `parameters:
  - { name: q }
  - { name: d }
  - { name: p }
`,
      `  - { name: q, value: plain-q }
  - { name: q, component: app, value: qualified-q }
  - { name: d, value: plain-d }
  - { name: p, value: plain-p }
`,
      [output('db', 'd', 'db-output'), output('cache', 'd', 'cache-output')],
      '    depends: [db, cache]\n',
    );
    // the plain output `d` (last captured: cache) beats the plain parameter, but db comes first in depends
    expect(values).toMatchObject({ q: 'qualified-q', d: 'db-output', p: 'plain-p' });
    expect(parameters[0]).toEqual({ name: 'hub.componentName', value: 'app' });
    expect(parameters.at(-1)).toEqual({
      name: 'hub.provides',
      value: 'ingress kubernetes',
      env: 'HUB_PROVIDES',
    });
  });

  it('prefers outputs of earlier components over parameters, and hides outputs of its own kind', async () => {
    const { values } = await expand(
      `parameters:
  - { name: endpoint }
  - { name: url, value: "\${db:endpoint}/x" }
  - { name: same }
`,
      `  - { name: endpoint, value: from-parameter }
  - { name: same, value: from-parameter }
`,
      [output('db', 'endpoint', 'from-output'), output('twin', 'same', 'hidden', 'app-kind')],
    );
    expect(values).toMatchObject({ endpoint: 'from-output', url: 'from-output/x', same: 'from-parameter' });
  });

  it('lets parameters refer to earlier ones top to bottom, uses value then default, trims spaces', async () => {
    const { values, failed } = await expand(
      `parameters:
  - { name: component.app.name, value: "  \${hub.componentName}  " }
  - { name: component.app.url, value: "http://\${hub.componentName}.\${dns.domain}" }
  - { name: component.app.replicas, default: 2 }
  - { name: component.app.blank, value: " " }
  - { name: component.app.zero, value: 0 }
`,
      '  - { name: dns.domain, value: example.com }\n',
    );
    expect(failed).toBe(false);
    expect(values).toMatchObject({
      'component.app.name': 'app',
      'component.app.url': 'http://app.example.com',
      'component.app.replicas': 2,
      'component.app.blank': '',
      'component.app.zero': 0,
    });
  });

  it('allows an empty parameter with empty: allow, and reports one without it at its line', async () => {
    const { values, failed, diagnostics } = await expand(
      `parameters:
  - { name: optional, empty: allow }
  - { name: required }
  - { name: captured }
`,
      '  - { name: captured, value: "" }\n',
    );
    expect(values).toMatchObject({ optional: '', required: '(unknown)', captured: '' });
    expect(failed).toBe(true);
    expect(errors(diagnostics)).toEqual([
      expect.objectContaining({
        file: 'app/hub-component.yaml',
        line: 4,
        component: 'app',
        reason: 'StackParameterNoValue',
        message: 'Parameter `required|app` value cannot be derived from stack parameters nor outputs',
      }),
    ]);
  });

  it('expands a link parameter once the output it names exists', async () => {
    const { values, failed } = await expand(
      'parameters:\n  - { name: api }\n',
      `  - { name: api, kind: link, value: "\${db:endpoint}" }\n`,
      [output('db', 'endpoint', 'db.svc:5432')],
    );
    expect(failed).toBe(false);
    expect(values.api).toBe('db.svc:5432');
  });
});

describe('CEL', () => {
  const resolve = (vars: Record<string, unknown>) => (name: string) =>
    Object.hasOwn(vars, name) ? { found: true as const, value: vars[name] } : { found: false as const };

  it('prefers the longest dotted name, then selects fields of a shorter one', () => {
    expect(evaluateCel('a.b.c', resolve({ 'a.b.c': 'long', a: { b: { c: 'short' } } }))).toEqual({
      value: 'long',
    });
    expect(evaluateCel('a.b.c', resolve({ a: { b: { c: 'short' } } }))).toEqual({ value: 'short' });
    expect(evaluateCel('has(m.k) && !has(m.z)', resolve({ m: { k: 1 } }))).toEqual({ value: 'true' });
  });

  it('prints results as Hub does', () => {
    expect(evaluateCel('1 + 2', resolve({}))).toEqual({ value: '3' });
    expect(evaluateCel('1.5 * 2.0', resolve({}))).toEqual({ value: '3' });
    expect(evaluateCel('[1, 2]', resolve({}))).toEqual({ value: '[1 2]' });
    expect(evaluateCel('n > 1', resolve({ n: 2 }))).toEqual({ value: 'true' });
  });

  it("runs matches on Go's RE2, linear in the input, in the member and the global form", () => {
    const s = `${'a'.repeat(40)}!`;
    expect(evaluateCel('s.matches("^(a+)+$")', resolve({ s }))).toEqual({ value: 'false' });
    expect(evaluateCel('matches(s, "(a|aa)+!$")', resolve({ s }))).toEqual({ value: 'true' });
    expect(evaluateCel('(( s )) . // why\n matches ( "^(a+)+$" )', resolve({ s }))).toEqual({
      value: 'false',
    });
    expect(evaluateCel('[s, "b"].exists(x, x.matches("^(a|a)+$"))', resolve({ s }))).toEqual({
      value: 'false',
    });
  }, 60_000);

  it("reads RE2 syntax and gives Go's error for a pattern Go refuses", () => {
    expect(evaluateCel('"ABC".matches("(?i)^abc$")', resolve({}))).toEqual({ value: 'true' });
    expect(evaluateCel('"héllo".matches("^\\\\pL+$")', resolve({}))).toEqual({ value: 'true' });
    expect(evaluateCel('"aa".matches("(a)\\\\1")', resolve({}))).toEqual({
      error:
        'CEL evaluation error `"aa".matches("(a)\\\\1")`: error parsing regexp: invalid escape sequence: `\\1`',
    });
    expect(evaluateCel('n.matches("1")', resolve({ n: 1 }))).toEqual({
      error: 'CEL evaluation error `n.matches("1")`: found no matching overload for \'int.matches(string)\'',
    });
  });

  it('expands a CEL result that holds an expression', () => {
    const expander = new Expander(new Map<string, unknown>([['x', 'ok']]));
    expect(expander.expand('p', "#{'$' + '{x}'}", {})).toEqual({ value: 'ok', problems: [] });
  });
});
