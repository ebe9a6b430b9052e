// How an instance's data reaches its templates: each distinct properties or links object crosses to
// the VM once per job, each render parses its own copy of what it reads, and the spec's views are
// made as they are read. What a template sees must not change for it.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { type InstanceData, instanceTexts, type LinkData, startRuby } from '../../src/render/bosh/ruby';
import { WASM_FLAGS } from '../../src/render/bosh/ruby/worker-v8';

const ruby = startRuby();
afterAll(() => ruby.close());

const peers: LinkData = {
  properties: { port: 4222 },
  address: 'q-s0.nats.bosh',
  instances: [0, 1, 2].map((index) => ({
    name: 'nats',
    index,
    id: `id-${index}`,
    az: 'z1',
    address: `nats-${index}.bosh`,
    bootstrap: index === 0,
  })),
};
const properties = { nats: { port: 4222, machines: ['a', 'b'] }, hash: 'h' };
const links = { peers };
const instance = (index: number): InstanceData => ({
  spec: {
    name: 'nats',
    index,
    id: `id-${index}`,
    networks: { default: { ip: `10.0.0.${index}`, display: 'shown' } },
    job: { name: 'nats' },
    properties,
  },
  properties,
  links,
});

describe('instance data', () => {
  it('sends each shared properties and links object once, and a spec without its properties', () => {
    const { texts, instances } = instanceTexts([instance(0), instance(1), instance(2)]);
    expect(texts).toEqual([JSON.stringify(properties), JSON.stringify(links)]);
    expect(instances.map((i) => [i.properties, i.links, i.specProperties])).toEqual([
      [0, 1, 0],
      [0, 1, 0],
      [0, 1, 0],
    ]);
    expect(JSON.parse(instances[1]?.spec ?? '')).toEqual({ ...instance(1).spec, properties: undefined });
    // A spec without properties shares the instance's (-1); its own distinct ones are a text of their own.
    const bare = instanceTexts([{ spec: { name: 'x' }, properties: {}, links: {} }]);
    expect(bare.instances[0]?.specProperties).toBe(-1);
    const own = instanceTexts([{ spec: { properties: { a: 1 } }, properties: { b: 2 }, links: {} }]);
    expect(own.texts).toEqual(['{"b":2}', '{}', '{"a":1}']);
    expect(own.instances[0]?.specProperties).toBe(2);
  });

  it('gives templates the spec as views: nested reads, writes, to_h, methods, each_pair, JSON', async () => {
    const text = [
      "<%= spec.networks.default.ip %>|<%= spec['networks']['default']['ip'] %>|<%= spec.dig('networks', 'default', 'ip') %>",
      '<%= spec.job.name %>|<%= spec.job.inspect %>|<%= spec.networks.default.display %>',
      '<%= spec.to_h.keys.inspect %>|<%= spec.to_h[:networks].inspect %>',
      '<%= spec.methods(false).sort.inspect %>',
      "<% spec.networks.default.ip = 'x' %><%= spec.networks.default.ip %>|<%= spec.to_h[:networks]['default']['ip'] %>",
      "<% spec.extra = { 'a' => 1 } %><%= spec.extra.inspect %>|<%= spec['extra'].is_a?(Hash) %>",
      '<%= spec.properties.nats.port %>|<%= spec.properties.nats.machines.inspect %>|<%= spec.properties.hash %>',
      "<% spec.properties.nats.machines << 'c' %><%= p('nats.machines').inspect %>|<%= properties.nats.machines.inspect %>",
      '<%= spec == spec %>|<%= spec.job.to_json %>',
      '<% spec.each_pair do |k, v| %><%= k.inspect %>=<%= v.respond_to?(:each_pair) %>;<% end %>',
      '<%= spec.inspect %>',
    ].join('\n');
    const results = await ruby.renderJob({
      name: 'nats',
      templates: [{ name: 't.erb', text }],
      instances: [instance(0), instance(1)],
    });
    const lines = (i: number) => {
      const r = results[i]?.[0];
      if (!r?.ok) throw new Error(r?.message);
      return r.content.split('\n');
    };
    expect(lines(1)).toEqual([
      '10.0.0.1|10.0.0.1|10.0.0.1',
      'nats|#<OpenStruct name="nats">|shown',
      // OpenStruct#to_h keeps the nested views (the director names their class BackCompatOpenStruct).
      '[:name, :index, :id, :networks, :job, :properties]|#<OpenStruct default=#<OpenStruct ip="10.0.0.1", display="shown">>',
      '[:id, :index, :job, :name, :networks, :properties]',
      'x|x',
      '{"a" => 1}|true',
      '4222|["a", "b"]|h',
      '["a", "b"]|["a", "b"]',
      'true|{"name":"nats"}',
      ':name=false;:index=false;:id=false;:networks=true;:job=true;:properties=true;:extra=true;',
      '#<OpenStruct name="nats", index=1, id="id-1", networks=#<OpenStruct default=#<OpenStruct ip="x", display="shown">>, job=#<OpenStruct name="nats">, properties=#<OpenStruct nats=#<OpenStruct port=4222, machines=["a", "b", "c"]>, hash="h">, extra={"a" => 1}>',
    ]);
    // Instance 0 renders first and alike: no write above reached instance 1.
    expect(lines(0)[0]).toBe('10.0.0.0|10.0.0.0|10.0.0.0');
  });

  it("gives OpenStruct's marshal_dump and to_h: symbol keys, nested views, to_h's block", async () => {
    // How capi-release's templates find the instance's IP: the network marked default, else the first.
    const text = [
      '<% nets = spec.networks.marshal_dump %><%= nets.keys.inspect %>|<%= nets[:default].class == spec.networks.default.class %>',
      '<% _, net = nets.find { |_name, n| n.default } || nets.first %><%= net.ip %>|<%= net.display %>',
      '<%= spec.networks.to_h { |k, v| [k.to_s, v.ip] }.inspect %>|<%= properties.nats.marshal_dump[:port] %>',
    ].join('\n');
    const results = await ruby.renderJob({
      name: 'nats',
      templates: [{ name: 't.erb', text }],
      instances: [instance(1)],
    });
    expect(results).toEqual([
      [{ ok: true, content: '[:default]|true\n10.0.0.1|shown\n{"default" => "10.0.0.1"}|4222' }],
    ]);
  });

  it("gives each render its own copy of a link's data", async () => {
    const addresses = "<%= link('peers').instances.map(&:address).join(',') %>";
    const results = await ruby.renderJob({
      name: 'nats',
      templates: [
        { name: 'a.erb', text: `<% link('peers').instances.first.address << '!' %>${addresses}` },
        { name: 'b.erb', text: `${addresses} <%= link('peers').p('port') %>` },
      ],
      instances: [instance(0), instance(1)],
    });
    const row = [
      { ok: true, content: 'nats-0.bosh!,nats-1.bosh,nats-2.bosh' },
      { ok: true, content: 'nats-0.bosh,nats-1.bosh,nats-2.bosh 4222' },
    ];
    expect(results).toEqual([row, row]);
  });
});

describe('the Ruby VM boot', () => {
  it('starts when prepared, before the first job, with ostruct and shellwords loaded on first use', async () => {
    const early = startRuby();
    try {
      early.prepare();
      for (let i = 0; i < 600 && early.bootMs === undefined; i++) await new Promise((r) => setTimeout(r, 50));
      expect(early.bootMs).toBeGreaterThan(0);
      const [[result]] = (await early.renderJob({
        name: 'j',
        templates: [
          {
            name: 't.erb',
            text: "<%= $LOADED_FEATURES.grep(/ostruct|shellwords/).size %> <%= OpenStruct.new(a: 2).a %> <%= 'a b'.shellescape %> <%= %w[c d].shelljoin %>",
          },
        ],
        instances: [instance(0)],
      })) as [[unknown]];
      expect(result).toEqual({ ok: true, content: '0 2 a\\ b c d' });
    } finally {
      await early.close();
    }
  });

  it("has boot's objects in the old generation, so a job of many instances runs no major GC", async () => {
    const ruby = startRuby();
    try {
      const rows = await ruby.renderJob({
        name: 'j',
        templates: [
          {
            name: 't.erb',
            text: '<%= (1..3000).map { |i| { \'k\' => "v#{i}" } }.size %> <%= GC.stat(:major_gc_count) %>',
          },
        ],
        instances: Array.from({ length: 20 }, (_, i) => instance(i)),
      });
      const majors = rows.map(([r]) => (r as { content: string }).content.split(' ')[1]);
      expect(new Set(majors).size).toBe(1);
    } finally {
      await ruby.close();
    }
  });

  it('ends a prepared boot that no job wants when closed, without waiting for it', async () => {
    const unused = startRuby();
    unused.prepare();
    await unused.close();
    expect(unused.bootMs).toBeUndefined();
    // Closed, it still renders: the next job boots a VM of its own.
    const [[result]] = (await unused.renderJob({
      name: 'j',
      templates: [{ name: 't.erb', text: '<%= 3 %>' }],
      instances: [instance(0)],
    })) as [[unknown]];
    expect(result).toEqual({ ok: true, content: '3' });
    await unused.close();
  });

  it('runs on V8 flags that this node accepts', () => {
    const set = `for (const f of ${JSON.stringify(WASM_FLAGS)}) require('node:v8').setFlagsFromString(f)`;
    const r = spawnSync(process.execPath, ['-e', set], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
