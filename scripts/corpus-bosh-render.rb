# `npm run corpus` (BOSH part): renders BOSH job templates with the director's own template code
# (Bosh::Common::Template::EvaluationContext from cloudfoundry/bosh's src/bosh-common), in native
# Ruby, from the inputs rigging gave ruby.wasm (scripts/corpus-bosh.ts prints them), so the two
# renders of the same templates, spec and links can be compared file by file. The properties and
# link properties are the director's, worked out here from the sources' manifests, variables and
# job specs (DirectorProperties) when the input names those files, else rigging's.
#
#   ruby scripts/corpus-bosh-render.rb BOSH_SRC [--erb-per-instance] < jobs.json > results.json
#
# Each template's ERB is compiled once per job and rendered with a context per template, as the
# director does; --erb-per-instance compiles it again for every instance, as bosh-template's own
# renderer does (bench/bosh.ts times both).
#
# BOSH_SRC is a checkout of cloudfoundry/bosh's src/ (it needs bosh-common/lib) and Ruby's
# activesupport (apt-get install ruby-activesupport), which EvaluationContext requires.
# Output: { "results": [ per job: [ per instance: [ per template: {ok, content} | {ok, message} ] ] ],
#           "ms", "cpu_ms": the renders' wall-clock and CPU time in ms }

require 'json'
require 'yaml'
require 'erb'
require 'openssl'
require 'ipaddr'

# The director runs templates on Ruby 3.4 and later (cloudfoundry/bosh packages director-ruby-3.4
# and -4.0; src/.ruby-version says 4.0), as ruby.wasm does. Ruby 3.4 changed how a Hash prints,
# and templates print them (`"#{p('drains')}"`): on an older Ruby here, hashes print as 3.4's do.
if Gem::Version.new(RUBY_VERSION) < Gem::Version.new('3.4')
  class Hash
    # Ruby 3.4's Hash#inspect: `{"a" => 1, b: 2, "d e": 3}`: a symbol key as a label, quoted
    # unless it is a plain name.
    def inspect
      return '{...}' if Thread.current[:corpus_inspecting]&.include?(object_id)

      (Thread.current[:corpus_inspecting] ||= []) << object_id
      begin
        pairs = map do |k, v|
          key =
            if !k.is_a?(Symbol) then "#{k.inspect} => "
            elsif k.to_s.match?(/\A[A-Za-z_][A-Za-z_0-9]*[?!]?\z/) then "#{k}: "
            else "#{k.to_s.inspect}: "
            end
          key + v.inspect
        end
        "{#{pairs.join(', ')}}"
      ensure
        Thread.current[:corpus_inspecting].pop
      end
    end
    alias_method :to_s, :inspect
  end
end

bosh_src = ARGV.fetch(0)
erb_per_instance = ARGV.include?('--erb-per-instance')
$LOAD_PATH.unshift(File.join(bosh_src, 'bosh-common', 'lib'))
module Bosh; module Common; end; end
require 'bosh/common/template/evaluation_context'

# The director's own message for a template error (JobTemplateRenderer#render).
def failure(template, error)
  line = error.backtrace.to_a.find { |l| l.start_with?('(erb)') }.to_s[/\(erb\):(\d+)/, 1]
  { 'ok' => false, 'message' => "Error filling in template '#{template}' (line #{line}: #{error.message})" }
end

# rigging's link shape to the director's: instances, properties and the link's own address.
def link_spec(link)
  return nil if link.nil?

  {
    'instances' => link['instances'].map do |i|
      i.slice('name', 'index', 'id', 'az', 'address', 'bootstrap')
    end,
    'properties' => link['properties'],
    'address' => link['address'],
  }
end

# The director's properties, worked out here from each source's manifest, variables and job specs
# rather than taken from rigging, so that how rigging picks, orders and defaults properties is
# compared too: Job#bind_properties (each declared property in the spec's order, its value's hashes
# sorted, set at its dotted name) and LinkHelpers#process_link_properties (each property a link
# provides, from the provider's manifest properties as written, else its spec default), with
# bosh-common's PropertyHelper as the director uses it. The manifest is read by Psych; the bosh
# CLI's yaml.v2 round trip before the director (a manifest's 1.0 becomes 1, `on` true) is not
# reproduced, nor are rigging's environment overrides: the corpus manifests hold none of these.
class DirectorProperties
  include Bosh::Common::Template::PropertyHelper

  VARIABLE = /\(\(([^()]+)\)\)/

  def initialize(source)
    @variables = source['variables'] ? YAML.load_file(source['variables'], aliases: true) : {}
    @manifest = interpolate(YAML.load_file(source['manifest'], aliases: true))
    @releases = source['releases']
    @specs = {}
  end

  # [properties, { link name => properties }] of a job on an instance of a group, nil when the
  # manifest has no such job.
  def for_job(group_name, job_name, consumed_links)
    group = @manifest.fetch('instance_groups', []).find { |g| g['name'] == group_name }
    job = group && group.fetch('jobs', []).find { |j| j['name'] == job_name }
    return nil unless job

    spec = spec_of(job)
    links = consumed_links.to_h do |name, link|
      decl = spec.fetch('consumes', []).find { |c| c['name'] == name }
      [name, decl && link_properties(link, decl['type'])]
    end
    [bind(source_of(group, job), spec), links.compact]
  end

  private

  # A ((name)) or ((name.key)) variable as the config server gives it: the value itself when it is
  # the whole string, else its text.
  def interpolate(value)
    case value
    when Hash then value.transform_values { |v| interpolate(v) }
    when Array then value.map { |v| interpolate(v) }
    when String
      whole = value.match(/\A#{VARIABLE}\z/)
      whole ? variable(whole[1]) : value.gsub(VARIABLE) { variable(::Regexp.last_match(1)).to_s }
    else value
    end
  end

  def variable(name)
    name.split('.').reduce(@variables) { |v, key| v.fetch(key) }
  end

  def spec_of(job)
    @specs[[job['release'], job['name']]] ||= begin
      dir = File.join(@releases, job['release'], 'jobs', job['name'])
      file = File.exist?(File.join(dir, 'spec')) ? File.join(dir, 'spec') : File.join(dir, 'job.MF')
      YAML.load_file(file, aliases: true)
    end
  end

  # InstanceGroupSpecParser: the job's own properties, else the global ones merged with the group's.
  def source_of(group, job)
    return job['properties'] if job.key?('properties')

    merge(@manifest.fetch('properties', {}), group.fetch('properties', {}))
  end

  def merge(base, over)
    base.merge(over) { |_k, a, b| a.is_a?(Hash) && b.is_a?(Hash) ? merge(a, b) : b }
  end

  # Job#bind_properties.
  def bind(source, spec)
    bound = {}
    (spec['properties'] || {}).each_pair do |name, definition|
      validate_properties_format(source, name)
      value = lookup_property(source, name)
      value = (definition || {})['default'] if value.nil?
      set_property(bound, name, sort_property(Marshal.load(Marshal.dump(value))))
    end
    bound
  end

  # LinkHelpers#process_link_properties for the provider of `link` (its instances name the group
  # and job) and the link of `type` it provides.
  def link_properties(link, type)
    first = link['instances'].first or return nil
    job_name = first['id'].split('-').last
    group_name = first['id'].delete_suffix("-#{first['index']}-#{job_name}")
    group = @manifest['instance_groups'].find { |g| g['name'] == group_name }
    job = group && group['jobs'].find { |j| j['name'] == job_name }
    return nil unless job

    spec = spec_of(job)
    provided = spec.fetch('provides', []).find { |p| p['type'] == type } or return nil
    source = Marshal.load(Marshal.dump(source_of(group, job)))
    (provided['properties'] || []).each_with_object({}) do |name, mapped|
      keys = name.split('.')
      found = keys.reduce([true, source]) { |(ok, at), k| ok && at.is_a?(Hash) && at.key?(k) ? [true, at[k]] : [false, nil] }
      value = found[0] ? found[1] : (spec['properties'][name] || {})['default']
      at = keys[0..-2].reduce(mapped) { |node, k| node.key?(k) ? node[k] : (node[k] = {}) }
      at[keys[-1]] = value
    end
  end
end

input = JSON.parse($stdin.read)
directors = (input['sources'] || []).to_h { |s| [[s['name'], s['environment']], DirectorProperties.new(s)] }

# Each instance's spec, with the director's properties where its source's files are given: worked
# out before the clock starts, so that bench/bosh.ts times the renders alone.
specs = input.fetch('jobs').map do |job|
  director = directors[[job['source'], job['environment']]]
  job['instances'].map do |instance|
    spec = instance['spec'].dup
    spec['properties'] = instance['properties'] unless spec.key?('properties')
    links = instance['links'].to_h { |name, l| [name, link_spec(l)] }.compact
    # rigging's instance ids are <group>-<index>-<job>.
    group = spec['id'].to_s.delete_suffix("-#{spec['index']}-#{job['name']}")
    properties, link_properties = director&.for_job(group, job['name'], links)
    if properties
      spec['properties'] = properties
      link_properties.each { |name, props| links[name] = links[name].merge('properties' => props) }
    end
    spec.merge('links' => links)
  end
end

started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
cpu_started = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
results = input.fetch('jobs').each_with_index.map do |job, j|
  compile = -> { job['templates'].map { |t| [t['name'], ERB.new(t['text'], trim_mode: '-')] } }
  templates = compile.call unless erb_per_instance
  specs[j].map do |spec|
    (erb_per_instance ? compile.call : templates).map do |name, erb|
      context = Bosh::Common::Template::EvaluationContext.new(spec, nil)
      { 'ok' => true, 'content' => erb.result(context.get_binding) }
    rescue Exception => e # rubocop:disable Lint/RescueException -- the director rescues Exception too
      failure(name, e)
    end
  end
end
ms = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - started) * 1000
cpu_ms = (Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - cpu_started) * 1000
$stdout.write(JSON.generate('results' => results, 'ms' => ms.round(2), 'cpu_ms' => cpu_ms.round(2)))
