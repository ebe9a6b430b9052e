# The Ruby side of rigging's BOSH template runtime, written for rigging: the API a BOSH job template
# sees (p, if_p, link, if_link, spec, properties, name, index, blank?/present?) and the compile-once,
# render-per-instance driver. It is loaded once per VM, after stdlib.rb; worker.ts calls
# Rigging::Bosh.compile_job, Job#add_instances and Job#render_next with JSON strings and reads JSON
# strings back.
# Nothing here touches a file.

# ruby.wasm's `js` extension is linked in, but the host gives it nothing: every import it calls
# refuses and ends the VM (guest.ts). So that a template asking for it gets a plain LoadError
# instead, it is marked loaded (its Init never runs) and its gem's files leave the load path; a
# template that undoes this reaches the refusing imports, not JavaScript.
$LOAD_PATH.reject! { |dir| dir.include?('/js-') }
$LOADED_FEATURES << 'js.so'
module Rigging
  module NoBridge
    def self.check(feature)
      name = feature.to_s
      return unless name.match?(%r{\A(?:.*/)?js(?:\.so|\.rb)?\z|\Ajs/})
      raise LoadError, "cannot load such file -- #{name} (rigging's Ruby has no JavaScript bridge)"
    end

    # require as templates and autoloads call it (Kernel's private method) and as Kernel.require;
    # stdlib.rb's part lets ipaddr load.
    module Private
      private def require(feature)
        NoBridge.check(feature) || Stdlib.around_require(feature) { super }
      end
    end

    module Public
      def require(feature)
        NoBridge.check(feature) || Stdlib.around_require(feature) { super }
      end
    end
  end
end
Kernel.prepend(Rigging::NoBridge::Private)
Kernel.singleton_class.prepend(Rigging::NoBridge::Public)

# WASI has no processes: ruby.wasm's system returns true and spawn a pid without running anything.
# A template that asks for one is told so rather than handed a made-up success.
module Rigging
  module NoProcess
    %i[system spawn ` exec fork].each do |name|
      define_method(name) do |*|
        raise NotImplementedError, "#{name}() is not available: rigging's Ruby runs no processes"
      end
      private name
    end
  end
end
Kernel.prepend(Rigging::NoProcess)
Process.singleton_class.prepend(Module.new do
  %i[spawn exec fork].each do |name|
    define_method(name) { |*| raise NotImplementedError, "Process.#{name} is not available: rigging's Ruby runs no processes" }
  end
end)

Rigging::Stdlib.preload

# Output of a template's puts/warn has nowhere to go: the VM's stdio is /dev/null and so are these.
$stdout = StringIO.new
$stderr = StringIO.new

# blank?/present?/presence as ActiveSupport defines them (BOSH's templates get them from it).
class Object
  def blank? = respond_to?(:empty?) ? !!empty? : !self
  def present? = !blank?
  def presence = (self if present?)
end

class NilClass
  def blank? = true
end

class FalseClass
  def blank? = true
end

class TrueClass
  def blank? = false
end

class Numeric
  def blank? = false
end

class String
  def blank? = empty? || match?(/\A[[:space:]]*\z/)
end

module Rigging
  module Bosh
    class UnknownProperty < StandardError
      def initialize(names)
        # Array#to_s is inspect: the message reads Can't find property '["a.b"]' as BOSH's does.
        super("Can't find property '#{names}'")
      end
    end

    class UnknownLink < StandardError
      def initialize(name)
        super("Can't find link '#{name}'")
      end
    end

    # A dotted name ('a.b.c') through nested hashes; nil when any step is missing or not a hash.
    #
    # The hot paths here loop with `while` and return from the method itself: a `return` or `break`
    # out of a block that a C method yields to (each, reduce, map) unwinds the C stack, which
    # ruby.wasm does by unwinding and rewinding the whole wasm stack (Asyncify), about a third of a
    # millisecond each; p() in a loop over a link's instances spent most of a render there.
    def self.lookup(hash, name)
      keys = name.to_s.split('.')
      ref = hash
      i = 0
      while i < keys.length
        return nil unless ref.is_a?(Hash)
        ref = ref[keys[i]]
        i += 1
      end
      ref
    end

    # p(name), p(name, default), p([names]), p([names], default): the first set value (false is set).
    module Properties
      def p(*args)
        names = Array(args[0])
        i = 0
        while i < names.length
          value = Bosh.lookup(__properties_hash, names[i])
          return value unless value.nil?
          i += 1
        end
        return args[1] if args.length == 2
        raise UnknownProperty.new(names)
      end

      # Yields the values when every name is set; else the returned object's else/else_if_p run.
      def if_p(*names)
        values = []
        i = 0
        while i < names.length
          value = Bosh.lookup(__properties_hash, names[i])
          return ElseBlock.new(self) if value.nil?
          values << value
          i += 1
        end
        yield(*values)
        NoElse::INSTANCE
      end
    end

    # What if_p/if_link return when their block did not run.
    class ElseBlock
      def initialize(owner)
        @owner = owner
      end

      def else
        yield
      end

      def else_if_p(*names, &block)
        @owner.if_p(*names, &block)
      end

      def else_if_link(name, &block)
        @owner.if_link(name, &block)
      end
    end

    # What they return when their block ran: every else is skipped.
    class NoElse
      INSTANCE = new

      def else; end

      def else_if_p(*) = self

      def else_if_link(*) = self
    end

    # spec and properties as objects: spec.networks.default.ip, properties.nats.port, spec['job'].
    # Like OpenStruct, an unknown member reads as nil; methods(false) lists the keys, as BOSH's does.
    class View
      def self.wrap(value)
        case value
        when Hash then new(value.to_h { |k, v| [k.to_s, wrap(v)] })
        when Array then value.map { |item| wrap(item) }
        else value
        end
      end

      # Keys that must stay methods of the view even when a hash has them.
      KEPT = %i[class send __send__ object_id respond_to? is_a? kind_of? instance_of? nil? equal? == != !
                method methods public_send instance_variable_get instance_variables freeze frozen? dup clone
                inspect to_s to_h to_hash eql? each_pair dig [] []=].freeze

      def initialize(table)
        @table = table
        # A key named like a public Object method (hash, display, ...) reads the key, as OpenStruct does.
        # Most keys are no method of Object: that is asked first, of the string (no symbol made).
        table.each_key do |key|
          next unless Object.public_method_defined?(key)
          sym = key.to_sym
          next if KEPT.include?(sym) || key.end_with?('!', '?', '=')
          define_singleton_method(sym) { __read(key) }
        end
      end

      def [](key) = __read(key.to_s)

      def []=(key, value)
        @table[key.to_s] = value
      end

      def dig(key, *rest)
        value = self[key]
        rest.empty? || value.nil? ? value : value.dig(*rest)
      end

      def each_pair(&) = __table.transform_keys(&:to_sym).each_pair(&)

      # OpenStruct's table: symbol keys, each value as the view shows it (a nested view, not a Hash).
      # capi-release's templates find the default network with spec.networks.marshal_dump.
      def marshal_dump = __table.transform_keys(&:to_sym)

      # As OpenStruct's: the table's copy, or what a block makes of each (key, value) pair.
      def to_h(&) = marshal_dump.to_h(&)

      def methods(regular = true) = regular ? super : @table.keys.map(&:to_sym)

      def respond_to_missing?(name, include_private = false)
        @table.key?(name.to_s.delete_suffix('=')) || super
      end

      def method_missing(name, *args)
        key = name.to_s
        if key.end_with?('=') && args.length == 1
          @table[key.delete_suffix('=')] = args[0]
        elsif args.empty? && !key.end_with?('!')
          __read(key)
        else
          super
        end
      end

      def ==(other) = other.is_a?(View) && to_h == other.to_h

      def to_json(*args) = View.unwrap(self).to_json(*args)

      def inspect = "#<OpenStruct #{__table.map { |k, v| "#{k}=#{v.inspect}" }.join(', ')}>"

      alias to_s inspect

      def self.unwrap(value)
        case value
        when View then value.__table.transform_values { |v| unwrap(v) }
        when Array then value.map { |v| unwrap(v) }
        else value
        end
      end

      # Every key with its value as the view gives it.
      def __table = @table

      private def __read(key) = @table[key]
    end

    # The view of the spec, whose hashes are this render's own copy (parsed for the spec alone), so
    # that each nested hash can become a view when first read instead of all at once: making a view
    # costs a tenth of a millisecond in ruby.wasm, a spec holds a dozen (networks, job, release,
    # properties), and a template reads one or two. What it shows is what View.wrap would.
    class LazyView < View
      def self.of(value)
        case value
        when Hash then new(value)
        when Array then value.map { |item| of(item) }
        else value
        end
      end

      def initialize(table)
        super
        @read = {}
      end

      def []=(key, value)
        @read[key.to_s] = true
        super
      end

      def method_missing(name, *args)
        key = name.to_s
        @read[key.delete_suffix('=')] = true if key.end_with?('=') && args.length == 1
        super
      end

      def __table
        @table.each_key { |key| __read(key) }
        @table
      end

      private def __read(key)
        unless @read[key]
          @read[key] = true
          value = @table[key]
          @table[key] = LazyView.of(value) if value.is_a?(Hash) || value.is_a?(Array)
        end
        @table[key]
      end
    end

    # One instance of a consumed link.
    class LinkInstance
      include Properties
      attr_reader :name, :index, :id, :az, :address, :bootstrap, :properties

      def initialize(data, properties)
        @name = data['name']
        @index = data['index']
        @id = data['id']
        @az = data['az']
        @address = data['address']
        @bootstrap = data['bootstrap']
        @properties = properties
      end

      private def __properties_hash = @properties
    end

    # A consumed link: its provider's properties, its instances and its group address.
    class Link
      include Properties
      attr_reader :instances, :properties

      def initialize(data)
        @properties = data['properties'] || {}
        @address = data['address']
        @instances = (data['instances'] || []).map { |instance| LinkInstance.new(instance, @properties) }
      end

      def address(_criteria = {}) = @address

      private def __properties_hash = @properties
    end

    # What a template's code runs as (self): one per instance and template, so instance variables,
    # methods a template defines and mutated values never reach another render.
    #
    # Each render parses its own copy of the instance's data from JSON (BOSH deep-copies the context
    # for each template too), and only the parts the template reads: the properties on the first
    # p(), the links on the first link(). JSON.parse is C and several times faster here than
    # Marshal.load; a link to twenty instances is most of an instance's data, and most templates
    # never read it.
    class Context
      include Properties
      attr_reader :name, :index

      # The instance's JSON texts: its spec (with no properties key when `spec_properties` is given),
      # properties, links, and the spec's properties (nil: the spec shares the properties).
      def initialize(spec, properties, links, spec_properties)
        @raw = JSON.parse(spec) || {}
        @__json = [properties, links, spec_properties]
        @name = @raw['name']
        @index = @raw['index']
      end

      def raw_properties = @raw_properties ||= JSON.parse(@__json[0]) || {}

      # Made on first use: many templates only call p(). BOSH's spec carries the properties too
      # (spec.properties.x).
      def spec
        @spec ||= begin
          unless @raw.key?('properties')
            own = @__json[2]
            # Properties shared with p() are wrapped now, as they are when the spec is read.
            @raw['properties'] = own ? JSON.parse(own) : View.wrap(raw_properties)
          end
          LazyView.of(@raw)
        end
      end

      def properties = @properties ||= View.wrap(raw_properties)

      def link(name)
        data = __links[name]
        raise UnknownLink.new(name) if data.nil?
        Link.new(data)
      end

      def if_link(name)
        data = __links[name]
        return ElseBlock.new(self) if data.nil?
        yield Link.new(data)
        NoElse::INSTANCE
      end

      private def __links = @links ||= JSON.parse(@__json[1]) || {}

      private def __properties_hash = raw_properties
    end

    # A template compiled to a proc (once per job) and run per instance with instance_exec. A proc,
    # not a method: a template may define classes, which Ruby allows in a block but not in a method.
    Template = Struct.new(:name, :code, :error)

    # The templates of one job: compiled once, rendered per instance.
    class Job
      def initialize(templates, holder, max_file, max_job)
        # The job's own class is the constant scope of its templates and the class they run as: a
        # class a template defines lands there, and is removed after each render so the next
        # instance defines it afresh.
        @holder = holder
        @templates = templates.map { |t| Job.compile(holder, t['name'], t['text']) }
        @instances = []
        @next = 0
        # Output caps (index.ts says why), checked here so an oversized string never leaves the VM.
        @max_file = max_file
        @max_job = max_job
        @total = 0
      end

      def self.compile(holder, name, text)
        src = ERB.new(text, trim_mode: '-').src
        # ERB's first line is a coding comment (line 0 when ERB evaluates it): the proc opens there, so
        # template line N is line N of the compiled code, named after the template for backtraces.
        code = src.start_with?('#coding:') ? src.sub(/\A[^\n]*/, 'proc {') : "proc {#{src}"
        Template.new(name, Bosh.evaluate(holder, "#{code}\n}", name), nil)
      rescue SyntaxError => e
        Template.new(name, nil, Bosh.syntax_failure(name, e))
      rescue Exception => e # rubocop:disable Lint/RescueException
        Template.new(name, nil, Bosh.failure(name, e))
      end

      def compile_errors = @templates.map(&:error)

      # The job's instances, from one JSON text (one call into the VM, not one per instance):
      # {"texts": [...], "instances": [[spec, properties, links, spec_properties], ...]}. The texts
      # are JSON, each once: instances of a job share their properties and links. An instance is
      # its spec's JSON and the indexes of its properties, links and spec properties (-1: none) in
      # the texts. Each stays JSON until a render parses its own copy (Context).
      def add_instances(json)
        data = JSON.parse(json.to_s)
        texts = data.fetch('texts')
        data.fetch('instances').each do |spec, properties, links, spec_properties|
          @instances << [spec, texts.fetch(properties), texts.fetch(links),
                         spec_properties.negative? ? nil : texts.fetch(spec_properties)]
        end
        @instances.length
      end

      # The next render in order, each instance's templates in turn: the worker calls this once per
      # render, with no argument to make in the VM.
      def render_next
        instance, template = @next.divmod(@templates.length)
        @next += 1
        render(instance, template)
      end

      def render(instance, template)
        t = @templates[template]
        return JSON.generate(t.error) if t.error
        before = @holder.constants(false)
        begin
          context = @holder.new(*@instances[instance])
          content = context.instance_exec(&t.code).to_s
          too_big = oversize(content.bytesize)
          return JSON.generate(Bosh.refusal(t.name, too_big)) if too_big
          JSON.generate({ 'ok' => true, 'content' => content })
        rescue Exception => e # rubocop:disable Lint/RescueException
          JSON.generate(Bosh.failure(t.name, e))
        ensure
          (@holder.constants(false) - before).each { |c| @holder.send(:remove_const, c) }
        end
      end

      # Why a rendered file of `size` bytes may not leave the VM, or nil when it may.
      private def oversize(size)
        if size > @max_file
          return "rendered #{size} bytes, more than rigging's limit of #{Bosh.mib(@max_file)} per file"
        end
        @total += size
        return nil if @total <= @max_job
        "the job's rendered files reach #{@total} bytes, more than rigging's limit of " \
          "#{Bosh.mib(@max_job)} per job"
      end
    end


    # Run by worker.ts just before it captures a booted VM (snapshot.ts), after the preloads: what
    # boot made lives for every run started from the capture.
    #
    # First malloc's heap is grown by 24 MiB that is freed again (an unused string's buffer, so its
    # pages stay zero, and a snapshot keeps only non-zero pages): a job's allocations then come from
    # that free space instead of growing the wasm memory 64 KiB at a time (a 20-instance job's work
    # went from 140 to 120 ms of CPU). Then four full collections age boot's objects into the old
    # generation (an object is old after surviving three): a run's minor collections skip them, and
    # their count sets the old-object limit, so a job of many instances no longer triggers a major
    # collection that marks all of boot's heap again.
    def self.settle_before_capture
      String.new(capacity: 24 << 20)
      4.times { GC.start(full_mark: true, immediate_sweep: true) }
      nil
    end

    def self.mib(bytes) = (bytes % (1 << 20)).zero? ? "#{bytes >> 20} MiB" : "#{bytes} bytes"

    # Evaluates a compiled template in a scope with no local variables: a string class_eval sees
    # the caller's locals, and a template must not (its `name` is the spec's name, not ours).
    def self.evaluate(holder, code, name)
      @evaluating = [holder, code, name]
      ::Bosh::Common::Template.evaluate_clean
    ensure
      @evaluating = nil
    end

    class << self
      attr_reader :evaluating
    end

    # Error filling in template '<name>' (line N: <message>), N from the innermost backtrace entry
    # of the template's own code.
    def self.failure(name, error)
      entry = (error.backtrace || []).find { |l| l.start_with?("#{name}:") }
      line = entry && entry[name.length + 1..][/\A\d+/]&.to_i
      message = "Error filling in template '#{name}' (line #{line || '(unknown)'}: #{brief(error.message)})"
      { 'ok' => false, 'message' => message, 'line' => line }.compact
    end

    # A template that failed for what it made, not for an error of its own code.
    def self.refusal(name, why) = { 'ok' => false, 'message' => "Error filling in template '#{name}' (#{why})" }

    # An exception's message as a diagnostic holds it: a template chooses it, and may make it huge.
    def self.brief(text)
      text = text.to_s
      text.length > 2000 ? "#{text[0, 2000]}... (#{text.length - 2000} more characters)" : text
    end

    # A syntax error names its line in the message ("<name>:N: syntax errors found" and a snippet
    # with "^ reason" marks): reported as one line with the reasons.
    def self.syntax_failure(name, error)
      text = error.message
      line = text[/(?:\A|\n)#{Regexp.escape(name)}:(\d+):/, 1]&.to_i
      reasons = text.scan(/\^+ ([^\n]+)/).flatten.uniq
      reasons = [text.lines.first.to_s.sub(/\A.*?#{Regexp.escape(name)}:\d+:\s*/, '').strip] if reasons.empty?
      message = "Error filling in template '#{name}' (line #{line || '(unknown)'}: syntax error, " \
                "#{reasons.first(3).join('; ')})"
      { 'ok' => false, 'message' => message, 'line' => line }.compact
    end

    # A job from JSON [{name, text}, ...]. Its class is new, so jobs never share constants.
    def self.compile_job(json, max_file, max_job)
      Job.new(JSON.parse(json.to_s), context_class, max_file, max_job)
    end

    # A job's class is named as the class BOSH renders in, so an error names it as BOSH's does
    # ("uninitialized constant Bosh::Common::Template::EvaluationContext::IPAddr", "undefined
    # method 'x' for an instance of Bosh::Common::Template::EvaluationContext"): a class takes the
    # name of the first constant it is assigned to, and keeps it when the next job's class replaces it.
    def self.context_class
      scope = ::Bosh::Common::Template
      scope.send(:remove_const, :EvaluationContext) if scope.const_defined?(:EvaluationContext, false)
      scope.const_set(:EvaluationContext, Class.new(Context))
    end
  end
end

module Bosh
  module Common
  end
end

# Where a template's code is compiled: its lexical scope is then BOSH's (Module.nesting is the job's
# class, Bosh::Common::Template, Bosh::Common), so its constants resolve as they do in the director.
module Bosh::Common # rubocop:disable Style/ClassAndModuleChildren
  module Template
    # No local variable here either: the template's code would see it.
    def self.evaluate_clean
      Rigging::Bosh.evaluating[0].class_eval(Rigging::Bosh.evaluating[1], Rigging::Bosh.evaluating[2], 0)
    end
  end
end
