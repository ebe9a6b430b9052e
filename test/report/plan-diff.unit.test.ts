import { describe, expect, it } from 'vitest';
import { diffPipelines } from '../../src/diff/diff';
import { diffPlans, PLAN_MEDIA_TYPE } from '../../src/diff/plan';
import { createRedactor } from '../../src/diff/redact';
import type { Artifact } from '../../src/model/types';
import { PLAN_MEDIA_TYPE as RENDERED_PLAN_MEDIA_TYPE } from '../../src/render/stack/plan';
import { basePlan, envRender, type PlanFixture, planArtifact } from './plan-fixtures';

const diff = (base: PlanFixture | undefined, head: PlanFixture | undefined) =>
  diffPlans(base ? [planArtifact(base)] : [], head ? [planArtifact(head)] : [], createRedactor()) ?? [];

/** `basePlan()` with `edit` applied to a copy. */
function edited(edit: (p: PlanFixture) => void): PlanFixture {
  const p = basePlan();
  edit(p);
  return p;
}

function component(p: PlanFixture, name: string) {
  const c = p.components.find((x) => x.name === name);
  if (!c) throw new Error(`no component ${name}`);
  return c;
}

describe('diffPlans', () => {
  it('finds plans by the media type the stack renderer writes', () => {
    expect(PLAN_MEDIA_TYPE).toBe(RENDERED_PLAN_MEDIA_TYPE);
  });

  it('is undefined when neither side has a plan, and empty when the plans mean the same', () => {
    const snippet: Artifact = {
      source: 'dashboards',
      name: 'x',
      mediaType: 'application/json',
      content: '{}',
    };
    expect(diffPlans([snippet], [snippet], createRedactor())).toBeUndefined();
    // Same plan, other formatting and key order: no change.
    const a = planArtifact(basePlan());
    const b = { ...a, content: JSON.stringify(JSON.parse(a.content)) };
    expect(diffPlans([a], [b], createRedactor())).toEqual([]);
  });

  it('reports a component newly skipped with its reason, and its parameter changes', () => {
    const head = edited((p) => {
      Object.assign(component(p, 'acm'), { status: 'skip', reason: 'requirement `acm` is off' });
      component(p, 'acm').parameters = { 'component.acm.enabled': false };
    });
    const [plan] = diff(basePlan(), head);
    expect(plan).toMatchObject({ source: 'platform', name: 'plan', change: 'changed' });
    expect(plan?.components).toEqual([
      {
        name: 'acm',
        change: 'changed',
        baseStatus: 'deploy',
        headStatus: 'skip',
        headReason: 'requirement `acm` is off',
        parameters: [{ name: 'component.acm.enabled', change: 'changed', base: 'true', head: 'false' }],
        outputs: [],
        provides: { added: [], removed: [] },
      },
    ]);
    // A skipped component keeps its place in the lifecycle order.
    expect(plan?.order).toBeUndefined();
    const reordered = edited((p) => {
      p.order = ['acm', 'ingress', 'app'];
    });
    expect(diff(basePlan(), reordered)[0]?.order).toEqual({
      base: ['ingress', 'acm', 'app'],
      head: ['acm', 'ingress', 'app'],
    });
  });

  it('lists parameters added, removed and changed by name; `"3"` and `3` differ; (redacted) stays', () => {
    const head = edited((p) => {
      component(p, 'app').parameters = {
        'component.app.replicas': 3,
        'db.password': '(redacted)',
        'app.log': { level: 'debug' },
        'app.empty': '',
      };
    });
    const [plan] = diff(basePlan(), head);
    expect(plan?.components[0]?.parameters).toEqual([
      { name: 'app.empty', change: 'added', head: '""' },
      { name: 'app.log', change: 'added', head: '{"level":"debug"}' },
      { name: 'component.app.replicas', change: 'changed', base: '"3"', head: '3' },
      { name: 'dns.domain', change: 'removed', base: 'dev.example.com' },
    ]);
  });

  it('names the stack parameter that changed, and only the keys that changed in a mapping', () => {
    const monitoring = (interval: string) => ({
      scrapeInterval: interval,
      retention: '15d',
      rules: { a: 1 },
    });
    const base = edited((p) => {
      p.parameters = { 'dns.domain': 'dev.example.com', monitoring: monitoring('30s') };
      component(p, 'app').parameters = {
        'app.monitoring': monitoring('30s'),
        'dns.domain': 'dev.example.com',
      };
    });
    const head = edited((p) => {
      p.parameters = {
        'dns.domain': 'dev.example.com',
        monitoring: { ...monitoring('15s'), rules: { a: 2 } },
      };
      component(p, 'app').parameters = {
        'app.monitoring': monitoring('15s'),
        'dns.domain': 'dev.example.com',
      };
    });
    const [plan] = diff(base, head);
    expect(plan?.parameters).toEqual([
      { name: 'monitoring.scrapeInterval', change: 'changed', base: '30s', head: '15s' },
      { name: 'monitoring.rules.a', change: 'changed', base: '1', head: '2' },
    ]);
    expect(plan?.components[0]?.parameters).toEqual([
      { name: 'app.monitoring.scrapeInterval', change: 'changed', base: '30s', head: '15s' },
    ]);
    // A string holding a YAML flow mapping (a blueprint's object import) compares key by key too.
    const flow = (interval: string) =>
      `{hostname: "a.example.com", replicas: 1, metricsInterval: "${interval}"}`;
    const [strings] = diff(
      edited((p) => {
        component(p, 'app').parameters = {
          frontend: flow('30s'),
          note: '{not: [yaml',
          alias: '{a: &x [1], b: *x}',
        };
      }),
      edited((p) => {
        component(p, 'app').parameters = {
          frontend: flow('15s'),
          note: '{not: [yaml!',
          alias: '{a: &x [2], b: *x}',
        };
      }),
    );
    expect(strings?.components[0]?.parameters).toEqual([
      // Aliases are refused (no expansion of a pull request's text): compared as the text it is.
      { name: 'alias', change: 'changed', base: '{a: &x [1], b: *x}', head: '{a: &x [2], b: *x}' },
      { name: 'frontend.metricsInterval', change: 'changed', base: '30s', head: '15s' },
      { name: 'note', change: 'changed', base: '{not: [yaml', head: '{not: [yaml!' },
    ]);
    // A plan from before stack parameters were recorded compares as before.
    expect(diff(basePlan(), basePlan())).toEqual([]);
    expect(
      diff(
        basePlan(),
        edited((p) => {
          p.parameters = { x: 1 };
        }),
      )[0]?.parameters,
    ).toEqual([{ name: 'x', change: 'added', head: '1' }]);
  });

  it('reports components added to and removed from the plan, status only, in head then base order', () => {
    const head = edited((p) => {
      p.components = p.components.filter((c) => c.name !== 'ingress');
      p.components.push({
        name: 'dns',
        status: 'fail',
        reason: 'Parameter `dns.zone` has no value nor default assigned',
      });
    });
    const [plan] = diff(basePlan(), head);
    expect(plan?.components.map((c) => [c.name, c.change, c.headStatus ?? c.baseStatus])).toEqual([
      ['dns', 'added', 'fail'],
      ['ingress', 'removed', 'deploy'],
    ]);
    // Adding and removing components is not an order change of its own.
    expect(plan?.order).toBeUndefined();
    expect(plan?.components[0]).toMatchObject({
      headReason: expect.stringContaining('dns.zone'),
      parameters: [],
    });
  });

  it('reports outputs, provides, optional and type per component, and the stack outputs and provides', () => {
    const head = edited((p) => {
      Object.assign(component(p, 'ingress'), {
        provides: ['ingress', 'tls'],
        type: 'snippet',
        optional: true,
      });
      component(p, 'app').outputs = { endpoint: 'https://app.example.com' };
      p.provides = ['ingress', 'tls'];
      p.outputs = {};
    });
    const [plan] = diff(basePlan(), head);
    expect(plan?.components).toEqual([
      expect.objectContaining({
        name: 'ingress',
        baseOptional: false,
        headOptional: true,
        baseType: 'blueprint',
        headType: 'snippet',
        provides: { added: ['tls'], removed: [] },
      }),
      expect.objectContaining({
        name: 'app',
        outputs: [
          {
            name: 'endpoint',
            change: 'changed',
            base: 'https://app.dev.example.com',
            head: 'https://app.example.com',
          },
        ],
      }),
    ]);
    expect(plan?.provides).toEqual({ added: ['tls'], removed: [] });
    expect(plan?.outputs).toEqual([
      { name: 'app.endpoint', change: 'removed', base: 'https://app.dev.example.com' },
    ]);
    expect(plan?.order).toBeUndefined();
  });

  it('lists every component of a plan on one side only, with its status', () => {
    const [added] = diff(undefined, basePlan());
    expect(added?.change).toBe('added');
    expect(added?.components.map((c) => [c.name, c.change, c.headStatus])).toEqual([
      ['ingress', 'added', 'deploy'],
      ['acm', 'added', 'deploy'],
      ['app', 'added', 'deploy'],
    ]);
    const [removed] = diff(basePlan(), undefined);
    expect(removed?.change).toBe('removed');
    expect(removed?.components.map((c) => c.baseStatus)).toEqual(['deploy', 'deploy', 'deploy']);
  });

  it('leaves a plan that does not parse to the artifact diff', () => {
    const broken: Artifact = { ...planArtifact(basePlan()), content: '' };
    expect(diffPlans([planArtifact(basePlan())], [broken], createRedactor())).toEqual([]);
    expect(diffPlans([{ ...broken, content: '[1' }], [planArtifact(basePlan())], createRedactor())).toEqual(
      [],
    );
  });

  it('reads fields of the wrong type as absent', () => {
    const weird: Artifact = {
      source: 'platform',
      name: 'plan',
      mediaType: PLAN_MEDIA_TYPE,
      content: JSON.stringify({
        order: 'a',
        components: [{ name: 'a', status: 'deploy', parameters: [1] }, 7, { status: 'skip' }],
      }),
    };
    const [plan] = diffPlans([], [weird], createRedactor()) ?? [];
    expect(plan?.components).toEqual([
      {
        name: 'a',
        change: 'added',
        headStatus: 'deploy',
        parameters: [],
        outputs: [],
        provides: { added: [], removed: [] },
      },
    ]);
  });
});

describe('plan changes in the pipeline diff', () => {
  it('are on each environment that carries a plan, and absent where none does', () => {
    const head = edited((p) => {
      component(p, 'app').parameters = { ...component(p, 'app').parameters, 'component.app.replicas': '5' };
    });
    const d = diffPipelines(
      [
        envRender('dev', [planArtifact(basePlan())]),
        envRender('prod', [planArtifact(basePlan(), 'platform', 'prod')]),
        envRender('qa', []),
      ],
      [
        envRender('dev', [planArtifact(head)]),
        envRender('prod', [planArtifact(basePlan(), 'platform', 'prod')]),
        envRender('qa', []),
      ],
    );
    const [dev, prod, qa] = d.environments;
    expect(dev?.planChanges?.[0]?.components[0]?.parameters).toEqual([
      { name: 'component.app.replicas', change: 'changed', base: '3', head: '5' },
    ]);
    // The plan artifact's own JSON diff stays with the artifacts.
    expect(dev?.artifacts?.map((a) => a.name)).toEqual(['plan']);
    expect(prod?.planChanges).toEqual([]);
    expect(qa).not.toHaveProperty('planChanges');
  });
});
