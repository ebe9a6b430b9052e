# `npm run corpus` (BOSH part): renders BOSH job templates with the director's own template code
# (Bosh::Common::Template::EvaluationContext from cloudfoundry/bosh's src/bosh-common), in native
# Ruby, from the inputs rigging gave ruby.wasm (scripts/corpus-bosh.ts prints them), so the two
# renders of the same templates, spec, properties and links can be compared file by file.
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

input = JSON.parse($stdin.read)
started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
cpu_started = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
results = input.fetch('jobs').map do |job|
  compile = -> { job['templates'].map { |t| [t['name'], ERB.new(t['text'], trim_mode: '-')] } }
  templates = compile.call unless erb_per_instance
  job['instances'].map do |instance|
    spec = instance['spec'].dup
    spec['properties'] = instance['properties'] unless spec.key?('properties')
    spec['links'] = instance['links'].to_h { |name, l| [name, link_spec(l)] }.compact
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
