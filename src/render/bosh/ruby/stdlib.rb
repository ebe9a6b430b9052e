# The Ruby libraries a BOSH job template finds loaded, written for rigging. The director renders
# templates in a process that has required json, yaml, erb, openssl, ipaddr, securerandom, time,
# digest/sha1, zlib and ostruct (bosh/director.rb), base64, set, date and uri (modules it loads),
# and shellwords with ActiveSupport's blank? (bosh-common's evaluation_context.rb): a template uses
# them without a require, and real ones do (routing-release's gorouter validates with IPAddr).
#
# Here they cost nothing until used: each constant is an autoload, and the methods a library adds to
# a class every template already has (Time.parse, Time#to_date, Kernel#URI) load it on first call.
# worker.ts evaluates this file before runtime.rb, whose require calls Stdlib.around_require; nothing
# in it loads a library until runtime.rb calls Stdlib.preload.
module Rigging
  module Stdlib
    # ipaddr.rb starts with require 'socket' for three constants: Socket::AF_UNSPEC, AF_INET and
    # AF_INET6 (which IPAddr#family returns). ruby.wasm has no socket extension and WASI no sockets,
    # so ipaddr gets a Socket with those constants, as Linux numbers them, and nothing else: no
    # method that could reach a network. A template's own require 'socket' still fails.
    module SocketConstants
      AF_UNSPEC = 0
      AF_INET = 2
      AF_INET6 = 10
    end

    @loading_ipaddr = false

    # Kernel#require as templates and libraries call it (runtime.rb's hook): `load` is the original.
    def self.around_require(feature)
      name = feature.to_s
      return false if name == 'socket' && @loading_ipaddr
      return yield unless name == 'ipaddr'

      unless Object.const_defined?(:Socket, false)
        Object.const_set(:Socket, Class.new { include SocketConstants })
      end
      begin
        @loading_ipaddr = true
        yield
      ensure
        @loading_ipaddr = false
      end
    end

    # Constants and the library that defines each, as the director has them loaded.
    AUTOLOADS = {
      YAML: 'yaml', Psych: 'yaml', # Psych is a tenth of a second of boot
      OpenSSL: 'openssl', IPAddr: 'ipaddr', SecureRandom: 'securerandom', Digest: 'digest',
      Base64: 'base64', Date: 'date', DateTime: 'date', URI: 'uri', Zlib: 'zlib',
    }.freeze

    # Methods a library adds to classes that exist before it loads, by library.
    ON_FIRST_CALL = {
      'time' => {
        Time.singleton_class => %i[parse strptime iso8601 xmlschema rfc2822 rfc822 httpdate zone_offset],
        Time => %i[rfc2822 rfc822 httpdate],
      },
      'date' => { Time => %i[to_date to_datetime to_time] },
      'uri' => { Kernel => %i[URI] },
    }.freeze

    def self.preload
      # Ruby 3.4 ships base64 as a bundled gem: its directory joins the path the VM runs with
      # (--disable-gems, so no gem is activated), as bundler puts it on the director's.
      require 'rbconfig'
      gems = File.join(RbConfig::CONFIG['rubylibprefix'], 'gems', RbConfig::CONFIG['ruby_version'], 'gems')
      $LOAD_PATH.concat(Dir.glob(File.join(gems, 'base64-*', 'lib')))
      require 'erb'
      require 'json'
      require 'shellwords'
      require 'stringio'
      require 'ostruct' # BOSH loads it, so templates may use OpenStruct without requiring it
      AUTOLOADS.each { |name, feature| Object.autoload(name, feature) unless Object.const_defined?(name, false) }
      # Set is autoloaded by Ruby itself. The VM starts with --disable-gems (a fast boot): a
      # template that names Gem (Gem::Version) loads rubygems then.
      Object.autoload(:Gem, 'rubygems') unless defined?(Gem)
      ON_FIRST_CALL.each do |feature, targets|
        targets.each { |target, names| target.prepend(loader(feature, names, private: target == Kernel)) }
      end
    end

    # A module whose methods load `feature`, then call what it defined (super, as it is prepended):
    # after that the call passes through, and a name the feature did not define fails as unknown.
    def self.loader(feature, names, private:)
      Module.new do
        names.each do |name|
          define_method(name) do |*args, &block|
            Kernel.require(feature)
            super(*args, &block)
          end
          ruby2_keywords(name)
          private(name) if private
        end
      end
    end
  end
end

class Object
  # Stands in until Psych loads, which defines the real one.
  def to_yaml(options = {})
    require 'yaml'
    Psych.dump(self, options)
  end
end
