// BOSH job templates through ruby.wasm: the template API, errors with lines, isolation between
// instances, the deadline and the missing filesystem. One VM for the file (it takes a second to boot).
import { afterAll, describe, expect, it } from 'vitest';
import { type InstanceData, type LinkData, startRuby, type TemplateResult } from '../../src/render/bosh/ruby';

const ruby = startRuby();
afterAll(() => ruby.close());

const peers: LinkData = {
  properties: { nats: { port: 4222, user: 'admin' } },
  address: 'q-s0.nats.default.cf.bosh',
  instances: [0, 1].map((index) => ({
    name: 'nats',
    index,
    id: `id-${index}`,
    az: 'z1',
    address: `cf-nats-${index}.ns.svc.cluster.local`,
    bootstrap: index === 0,
  })),
};

function instance(index: number, properties: Record<string, unknown> = {}, links = {}): InstanceData {
  return {
    spec: {
      name: 'nats',
      index,
      id: `id-${index}`,
      az: 'z1',
      bootstrap: index === 0,
      deployment: 'cf',
      job: { name: 'nats' },
      release: { name: 'nats', version: '1.0' },
      networks: { default: { ip: `10.0.0.${index + 10}`, dns_record_name: `${index}.nats.default.cf.bosh` } },
    },
    properties,
    links,
  };
}

/** Renders one template on the given instances; returns the result per instance. */
async function render(text: string, instances: InstanceData[] = [instance(0)]): Promise<TemplateResult[]> {
  const results = await ruby.renderJob({ name: 'nats', templates: [{ name: 't.erb', text }], instances });
  return results.map((row) => row[0] as TemplateResult);
}

async function content(text: string, instances?: InstanceData[]): Promise<string> {
  const [result] = await render(text, instances);
  if (!result?.ok) throw new Error(result?.message);
  return result.content;
}

const props = {
  nats: { port: 4222, debug: false, machines: ['a', 'b'], auth: { user: 'admin' } },
  empty: '',
};

describe('the template API', () => {
  it('reads properties with defaults, name lists, false and dotted names', async () => {
    const text = [
      "<%= p('nats.port') %> <%= p('nats.missing', 7) %> <%= p('nats.debug', true) %>",
      "<%= p(['nats.nope', 'nats.auth.user']) %> <%= p(['x', 'y'], 'dflt') %> <%= p('nats.auth')['user'] %>",
      "<%= p('nats.machines').map(&:upcase).join(',') %> <%= p('x', nil).inspect %>",
    ].join('\n');
    expect(await content(text, [instance(0, props)])).toBe('4222 7 false\nadmin dflt admin\nA,B nil');
  });

  it("fails an unknown property with BOSH's message and the template's line", async () => {
    const [result] = await render("ok\n\n<%= p('a.b') %>", [instance(0, props)]);
    expect(result).toEqual({
      ok: false,
      message: `Error filling in template 't.erb' (line 3: Can't find property '["a.b"]')`,
      line: 3,
    });
    const [listed] = await render("<%= p(['a', 'b']) %>");
    expect(listed).toMatchObject({ message: expect.stringContaining(`Can't find property '["a", "b"]'`) });
  });

  it('runs if_p, else and else_if_p', async () => {
    const text = [
      "<% if_p('nats.port', 'nats.auth.user') do |port, user| %>both <%= port %> <%= user %><% end %>",
      "<% if_p('nope') do %>never<% end.else do %>else<% end %>",
      "<% if_p('nope') do %>x<% end.else_if_p('nats.debug') do |d| %>elsif <%= d %><% end.else do %>no<% end %>",
      "<% if_p('nope') do %>x<% end.else_if_p('nope2') do %>y<% end.else do %>last<% end %>",
    ].join('\n');
    expect(await content(text, [instance(0, props)])).toBe('both 4222 admin\nelse\nelsif false\nlast');
  });

  it('reads links: instances, address, p and if_p; if_link and else; unknown links fail', async () => {
    const text = [
      "<% nats = link('peers') %><%= nats.address %> <%= nats.p('nats.port') %> <%= nats.p('x', 'd') %>",
      "<%= nats.instances.map { |i| [i.name, i.index, i.id, i.az, i.address, i.bootstrap].join('/') }.join(' ') %>",
      "<% nats.if_p('nats.user') do |u| %><%= u %><% end %> <%= nats.instances[1].p('nats.port') %>",
      "<% if_link('peers') do |l| %>has <%= l.instances.size %><% end.else do %>none<% end %>",
      "<% if_link('optional') do |l| %>has<% end.else do %>none<% end %>",
    ].join('\n');
    const links = { peers, optional: null };
    expect(await content(text, [instance(0, {}, links)])).toBe(
      [
        'q-s0.nats.default.cf.bosh 4222 d',
        'nats/0/id-0/z1/cf-nats-0.ns.svc.cluster.local/true nats/1/id-1/z1/cf-nats-1.ns.svc.cluster.local/false',
        'admin 4222',
        'has 2',
        'none',
      ].join('\n'),
    );
    const [unknown] = await render("\n<%= link('optional').address %>", [instance(0, {}, links)]);
    expect(unknown).toMatchObject({
      message: "Error filling in template 't.erb' (line 2: Can't find link 'optional')",
    });
  });

  it('gives spec, properties, name and index as objects, and blank?/present?', async () => {
    const text = [
      '<%= spec.networks.default.ip %> <%= spec.job.name %> <%= spec.release.version %> <%= spec.bootstrap %>',
      "<%= spec.index %> <%= index %> <%= name %> <%= spec['deployment'] %> <%= spec.nope.inspect %>",
      '<%= properties.nats.auth.user %> <%= spec.properties.nats.port %> <%= spec.networks.methods(false).inspect %>',
      "<%= p('empty').blank? %> <%= p('nats.machines').present? %> <%= nil.blank? %> <%= ' '.present? %>",
      // The compiler's own locals (name, text, ...) must not show through.
      '<%= defined?(text).inspect %> <%= local_variables.inspect %>',
    ].join('\n');
    expect(await content(text, [instance(1, props)])).toBe(
      '10.0.0.11 nats 1.0 false\n1 1 nats cf nil\nadmin 4222 [:default]\ntrue true true false\nnil [:_erbout]',
    );
  });

  it('runs any Ruby: JSON.dump, YAML.dump, heredocs, string methods, classes', async () => {
    const text = [
      // to_yaml before anything names YAML: Psych is loaded on first use.
      "<%= { 'tls' => false }.to_yaml -%>",
      "<%= JSON.dump(p('nats.auth')) %>",
      "<%= YAML.dump('port' => p('nats.port')) -%>",
      '<%= <<~EOS.strip.tr("a", "A")',
      '  a heredoc',
      'EOS',
      '%>',
      '<%',
      '  class Peer',
      '    def initialize(index) = @index = index',
      '    def to_s = "peer-#{@index}"',
      '  end',
      '  Limit = 3',
      '-%>',
      '<%= Peer.new(spec.index) %> <%= Limit %>',
      "<%= Gem::Version.new('1.10') > Gem::Version.new('1.9') %> <%= 'a b'.shellescape %>",
    ].join('\n');
    const results = await render(text, [instance(0, props), instance(1, props)]);
    const expected = (i: number) =>
      `---\ntls: false\n{"user":"admin"}\n---\nport: 4222\nA heredoc\npeer-${i} 3\ntrue a\\ b`;
    expect(results).toEqual([
      { ok: true, content: expected(0) },
      { ok: true, content: expected(1) },
    ]);
  });
});

describe('errors and isolation', () => {
  it("reports a raise as BOSH's 'Error filling in template' with the template's line", async () => {
    const text = 'a\n<% def check(x) = raise("bad #{x}") -%>\nb\n<%= check(spec.index) %>';
    expect(await render(text)).toEqual([
      { ok: false, message: "Error filling in template 't.erb' (line 2: bad 0)", line: 2 },
    ]);
  });

  it('reports a syntax error with its line on every instance and renders the other templates', async () => {
    const results = await ruby.renderJob({
      name: 'nats',
      templates: [
        { name: 'bad.erb', text: 'line 1\n<% if true %>\nline 3\n<%= [1, %>\n' },
        { name: 'good.erb', text: 'fine <%= spec.index %>' },
      ],
      instances: [instance(0), instance(1)],
    });
    for (const [i, [bad, good]] of results.entries()) {
      expect(bad).toMatchObject({ ok: false, line: 4 });
      expect(bad?.ok === false && bad.message).toMatch(
        /^Error filling in template 'bad\.erb' \(line 4: syntax error, /,
      );
      expect(good).toEqual({ ok: true, content: `fine ${i}` });
    }
  });

  it('keeps instances apart: instance variables, defined methods and mutated properties', async () => {
    const text = [
      '<%= @seen.inspect %> <%= respond_to?(:helper) %> <%= p("nats.machines").size %>',
      '<% @seen = spec.index; def helper = 1; p("nats.machines") << "c" -%>',
    ].join('\n');
    const results = await render(text, [instance(0, props), instance(1, props)]);
    expect(results).toEqual([
      { ok: true, content: 'nil false 2\n' },
      { ok: true, content: 'nil false 2\n' },
    ]);
  });

  it('gives templates no host filesystem', async () => {
    const [result] = await render("<%= File.read('/etc/passwd') %>");
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining('No such file or directory'),
    });
  });

  it('stops a job past its deadline, then renders the next job on a fresh VM', async () => {
    const looping = await ruby.renderJob(
      {
        name: 'spin',
        templates: [
          { name: 'first.erb', text: 'ok' },
          { name: 'loop.erb', text: '<% loop {} %>' },
        ],
        instances: [instance(0), instance(1)],
      },
      { deadlineMs: 300 },
    );
    expect(looping[0]?.[0]).toEqual({ ok: true, content: 'ok' });
    expect(looping[0]?.[1]).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Error filling in template 'loop\.erb' .*exceeded the 0\.3s deadline/),
    });
    expect(looping[1]?.[0]).toMatchObject({ ok: false, message: expect.stringContaining('not rendered') });
    expect(await content('<%= spec.index %> again', [instance(1)])).toBe('1 again');
  });

  it('fails only the job whose VM dies, and boots another for the next', async () => {
    const [died] = await render('<% exit!(3) %>');
    expect(died).toMatchObject({ ok: false, message: expect.stringContaining('the Ruby VM died') });
    expect(await content('<%= spec.index %> after', [instance(0)])).toBe('0 after');
  });
});
