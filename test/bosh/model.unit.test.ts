// The director's rules that need no Ruby: variables, properties, links and instances.
import { describe, expect, it } from 'vitest';
import { deepMerge } from '../../src/model/values';
import { markFloats, rubyJson, unmarkFloats } from '../../src/render/bosh/float';
import { dnsLabel, instancesOf, linkAddress } from '../../src/render/bosh/instances';
import { providersOf, resolveLink } from '../../src/render/bosh/links';
import { type InstanceGroup, interpolate, type JobRef, readManifest } from '../../src/render/bosh/manifest';
import type { BoshOptions } from '../../src/render/bosh/options';
import { BoshError } from '../../src/render/bosh/problems';
import { jobPropertySource, lookupProperty, resolveJobProperties } from '../../src/render/bosh/properties';
import type { JobSpec } from '../../src/render/bosh/release';
import { parseYamlFile } from '../../src/schema/parse';

const options: BoshOptions = {
  releases: 'r',
  addresses: 'quarks',
  namespace: 'messaging',
  serviceDomain: 'svc.cluster.local',
  overrides: {},
};

function spec(over: Partial<JobSpec> = {}): JobSpec {
  return {
    name: 'j',
    release: 'r',
    file: 'spec',
    templates: [],
    properties: new Map(),
    consumes: [],
    provides: [],
    ...over,
  };
}

function job(name: string, over: Partial<JobRef> = {}): JobRef {
  return { name, release: 'r', consumes: {}, provides: {}, at: [], ...over };
}

function group(name: string, jobs: JobRef[], over: Partial<InstanceGroup> = {}): InstanceGroup {
  return {
    name,
    instances: 1,
    azs: [],
    networks: [{ name: 'default', staticIps: [], default: [] }],
    jobs,
    properties: {},
    lifecycle: 'service',
    at: [],
    ...over,
  };
}

describe('variables', () => {
  it('replace a whole value with any type and embed strings, reading keys of mappings', () => {
    const missing = new Map();
    const out = interpolate(
      { a: '((n))', b: 'x-((s))-y', c: ['((cert.ca))'], d: '((/abs))' },
      { n: 3, s: 'v', cert: { ca: 'PEM' }, abs: true },
      missing,
    );
    expect(out).toEqual({ a: 3, b: 'x-v-y', c: ['PEM'], d: true });
    expect(missing.size).toBe(0);
  });

  it('never invent a value: the manifest names every unresolved variable', () => {
    const text = 'name: d\nreleases: []\ninstance_groups: []\nproperties:\n  a: ((one))\n  b: "((two))-x"\n';
    try {
      readManifest('d.yml', text, 's', { three: 1 }, 'vars.yml');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(BoshError);
      expect((err as BoshError).message).toBe("Failed to find variables 'one', 'two': not in vars.yml");
      expect((err as BoshError).place).toEqual({ file: 'd.yml', line: 5, column: 6 });
    }
  });
});

describe('properties, the director way', () => {
  const s = spec({
    properties: new Map<string, { default?: unknown }>([
      ['a.b', { default: 1 }],
      ['a.c', {}],
      ['z', { default: { y: 2, x: 1 } }],
    ]),
  });

  it('merge the global properties with the group, take declared ones or their defaults, drop the rest', () => {
    const out = resolveJobProperties(
      { a: { c: 'g', other: 1 }, undeclared: 1 },
      { a: { b: 5 } },
      job('j'),
      s,
    );
    expect(out).toEqual({ a: { b: 5, c: 'g' }, z: { x: 1, y: 2 } });
    expect(Object.keys(out.z as object)).toEqual(['x', 'y']);
  });

  it("replace them wholesale with the job's own properties", () => {
    const out = resolveJobProperties(
      { a: { c: 'g' } },
      { a: { b: 5 } },
      job('j', { properties: { a: {} } }),
      s,
    );
    expect(out).toEqual({ a: { b: 1, c: null }, z: { x: 1, y: 2 } });
  });

  it('name a value of the wrong shape as the director does', () => {
    expect(() => lookupProperty({ a: 'text' }, 'a.b')).toThrow(
      "Property 'a.b' expects a hash, but received 'String'",
    );
    expect(() => lookupProperty({ a: [1] }, 'a.b')).toThrow("but received 'Array'");
    expect(deepMerge({ a: { b: 1, c: 2 } }, { a: { c: 3 } })).toEqual({ a: { b: 1, c: 3 } });
  });
});

describe('links', () => {
  const provides = [{ name: 'db', type: 'pg', properties: ['port', 'tls.on'] }];
  const pgSpec = spec({
    provides,
    properties: new Map([
      ['port', { default: 5432 }],
      ['tls.on', { default: false }],
    ]),
  });
  const resolved = (g: InstanceGroup, j: JobRef) => jobPropertySource({}, g.properties, j);

  it("take the provider's properties from its spec's defaults overlaid with its own", () => {
    const a = group('a', [job('pg', { properties: { port: 6000 } })]);
    const [p] = providersOf([a], () => pgSpec, resolved);
    expect(p?.properties).toEqual({ port: 6000, tls: { on: false } });
  });

  it('refuse a link property the manifest does not set and the spec does not declare, as the director does', () => {
    const a = group('a', [job('pg')]);
    const undeclared = spec({
      provides: [{ name: 'db', type: 'pg', properties: ['port', 'host'] }],
      properties: pgSpec.properties,
    });
    expect(() => providersOf([a], () => undeclared, resolved)).toThrow(
      'Link property host in template pg is not defined in release spec',
    );
    const b = group('b', [job('pg', { properties: { host: 'db.internal' } })]);
    expect(providersOf([b], () => undeclared, resolved)[0]?.properties).toEqual({
      port: 5432,
      host: 'db.internal',
    });
  });

  it('resolve the one provider of the type, block with nil, rename with as, and choose with from', () => {
    const a = group('a', [job('pg')]);
    const b = group('b', [job('pg', { provides: { db: { as: 'other' } } })]);
    const providers = providersOf([a, b], () => pgSpec, resolved);
    const decl = { name: 'conn', type: 'pg', optional: false };
    expect(() => resolveLink(decl, a, job('web'), providers, {})).toThrow(
      "Multiple providers for link 'conn' of type 'pg' for job 'web' in instance group 'a': a.pg.db, b.pg.other",
    );
    expect(
      resolveLink(decl, a, job('web', { consumes: { conn: { from: 'other' } } }), providers, {})?.group.name,
    ).toBe('b');
    expect(resolveLink(decl, a, job('web', { consumes: { conn: 'nil' } }), providers, {})).toBeUndefined();
    const blockedB = group('b', [job('pg', { provides: { db: 'nil' } })]);
    expect(
      resolveLink(
        decl,
        a,
        job('web'),
        providersOf([a, blockedB], () => pgSpec, resolved),
        {},
      )?.group.name,
    ).toBe('a');
  });

  it('leave an optional link unresolved and refuse a required one', () => {
    expect(
      resolveLink({ name: 'x', type: 'none', optional: true }, group('a', []), job('w'), [], {}),
    ).toBeUndefined();
    expect(() =>
      resolveLink({ name: 'x', type: 'none', optional: false }, group('a', []), job('w'), [], {}),
    ).toThrow(
      "Can't resolve link 'x' of type 'none' for job 'w' in instance group 'a': no job provides a link of that type",
    );
  });
});

describe('instances', () => {
  it('number replicas per AZ, (az_index - 1) * replicas + ordinal, with quarks addresses', () => {
    const g = group('nats_server', [], { instances: 2, azs: ['z1', 'z2'] });
    const all = instancesOf('My_Dep', g, options);
    expect(all.map((i) => [i.index, i.az, i.bootstrap])).toEqual([
      [0, 'z1', true],
      [1, 'z1', false],
      [2, 'z2', false],
      [3, 'z2', false],
    ]);
    expect(all[3]?.address).toBe('my-dep-nats-server-3.messaging.svc.cluster.local');
    expect(all[3]?.networks.default).toEqual({ dns_record_name: '3.nats-server.default.my-dep.bosh' });
    expect(linkAddress('My_Dep', g, options)).toBe('my-dep-nats-server.messaging.svc.cluster.local');
  });

  it('use BOSH DNS in director mode, and static IPs where the manifest gives them', () => {
    const g = group('nats', [], {
      instances: 2,
      networks: [{ name: 'net', staticIps: ['10.0.0.5', '10.0.0.6'], default: [] }],
    });
    const director = { ...options, addresses: 'director' as const };
    const all = instancesOf('dep', g, director);
    expect(all.map((i) => [i.address, i.ip, i.az])).toEqual([
      ['0.nats.net.dep.bosh', '10.0.0.5', null],
      ['1.nats.net.dep.bosh', '10.0.0.6', null],
    ]);
    expect(linkAddress('dep', g, director)).toBe('q-s0.nats.net.dep.bosh');
    expect(dnsLabel('A_b.c')).toBe('a-b-c');
  });
});

describe('Floats of a spec', () => {
  const parsed = parseYamlFile('spec', 'a: { default: [1.0, 2, 0.5, { b: 3.0 }] }\n', 'bosh', {
    dialect: 'psych',
  });
  const value = (parsed.value as { a: { default: unknown } }).a.default;
  const marked = markFloats(parsed.doc.getIn(['a', 'default'], true), value, parsed.doc);

  it('reach Ruby as Floats, whole ones included', () => {
    expect(rubyJson({ x: marked })).toBe('{"x":[1.0,2,0.5,{"b":3.0}]}');
  });

  it('are plain numbers anywhere else (the resolved-properties Secret)', () => {
    expect(unmarkFloats({ x: marked })).toEqual({ x: [1, 2, 0.5, { b: 3 }] });
  });
});
