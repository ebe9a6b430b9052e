# The Ruby libraries a BOSH job template finds loaded, written for rigging. The director renders
# templates in a process that has required json, yaml, erb, openssl, ipaddr, securerandom, time,
# digest/sha1, zlib and ostruct (bosh/director.rb), base64, set, date and uri (modules it loads),
# and shellwords with ActiveSupport's blank? (bosh-common's evaluation_context.rb): a template uses
# them without a require, and real ones do (routing-release's gorouter validates with IPAddr).
#
# Here they cost nothing until used: each constant is an autoload, and the methods a library adds to
# a class every template already has (Time.parse, Time#to_date, Kernel#URI) load it on first call.
# worker.ts evaluates this file before runtime.rb, whose require calls Stdlib.around_require; it
# loads no library itself until runtime.rb calls Stdlib.preload.
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

    # Kernel#require as templates, autoloads and libraries call it (runtime.rb's hook); the block is
    # the original require.
    def self.around_require(feature)
      name = feature.to_s
      return false if name == 'socket' && @loading_ipaddr
      add_base64_path if name == 'base64'
      return yield unless name == 'ipaddr'

      Object.const_set(:Socket, Class.new { include SocketConstants }) unless Object.const_defined?(:Socket, false)
      begin
        @loading_ipaddr = true
        yield
      ensure
        @loading_ipaddr = false
      end
    end

    # Ruby 3.4 ships base64 as a bundled gem, outside the path of a VM run with --disable-gems (no
    # gem is activated): its lib directory joins the path on first use, as bundler puts it on the
    # director's. The standard library's directory (…/lib/ruby/3.4.0) says where gems are.
    def self.add_base64_path
      return if @base64_path

      @base64_path = true
      erb = $LOADED_FEATURES.find { |f| f.end_with?('/erb.rb') } or return
      stdlib = File.dirname(erb)
      gems = File.join(File.dirname(stdlib), 'gems', File.basename(stdlib), 'gems')
      $LOAD_PATH.concat(Dir.glob(File.join(gems, 'base64-*', 'lib')))
    end

    # Constants and the library that defines each, as the director has them loaded.
    AUTOLOADS = {
      YAML: 'yaml', Psych: 'yaml', # Psych is a tenth of a second of boot
      OpenSSL: 'openssl', IPAddr: 'ipaddr', SecureRandom: 'securerandom', Digest: 'digest',
      Base64: 'base64', Date: 'date', DateTime: 'date', URI: 'uri', Zlib: 'zlib',
      # BOSH loads these two, so templates may use them without a require; loading them at boot
      # was a tenth of a second of ruby.wasm's.
      OpenStruct: 'ostruct', Shellwords: 'shellwords',
    }.freeze

    def self.preload
      require 'erb'
      require 'json'
      require 'stringio'
      AUTOLOADS.each { |name, feature| Object.autoload(name, feature) unless Object.const_defined?(name, false) }
      # Set is autoloaded by Ruby itself. The VM starts with --disable-gems (a fast boot): a
      # template that names Gem (Gem::Version) loads rubygems then.
      Object.autoload(:Gem, 'rubygems') unless defined?(Gem)
    end

    # What a stand-in below does when called: loads `feature`, which replaces the stand-in, and calls
    # what it defined. A feature already loaded that left the stand-in in place did not define it.
    def self.load_and_call(receiver, name, feature, args, block)
      unless Kernel.require(feature)
        raise NoMethodError.new("undefined method '#{name}' for #{receiver.inspect}", name, receiver: receiver)
      end

      receiver.__send__(name, *args, &block)
    end
  end
end

# Methods that time.rb and date.rb add to Time, uri.rb to Kernel and shellwords.rb to String and
# Array, which exist before they load: stand-ins that the library replaces on first call.
class Time
  class << self
    %i[parse strptime iso8601 xmlschema rfc2822 rfc822 httpdate zone_offset].each do |name|
      define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'time', args, block) }
    end
  end

  %i[rfc2822 rfc822 httpdate].each do |name|
    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'time', args, block) }
  end

  %i[to_date to_datetime to_time].each do |name|
    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'date', args, block) }
  end
end

module Kernel
  private def URI(*args, &block) = Rigging::Stdlib.load_and_call(self, :URI, 'uri', args, block)
end

class String
  %i[shellescape shellsplit].each do |name|
    define_method(name) { |*args, &block| Rigging::Stdlib.load_and_call(self, name, 'shellwords', args, block) }
  end
end

class Array
  define_method(:shelljoin) { |*args, &block| Rigging::Stdlib.load_and_call(self, :shelljoin, 'shellwords', args, block) }
end

class Object
  # Stands in until Psych loads, which defines the real one.
  def to_yaml(options = {})
    require 'yaml'
    Psych.dump(self, options)
  end
end
