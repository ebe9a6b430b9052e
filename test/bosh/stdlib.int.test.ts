// The Ruby a BOSH job template finds, through `rigging render`: the libraries the director's template
// process has loaded (json, yaml, erb, openssl, ipaddr and the rest of its requires), usable without
// a require as real releases use them (routing-release's gorouter validates addresses with IPAddr),
// and errors that name BOSH's scope, not an anonymous class. Expected texts were checked against
// native Ruby rendering the same templates with bosh-template's EvaluationContext.
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';
import { boshDeployment, CERT } from './deployment';

cleanupTempDirs();

// openssl x509 -noout -fingerprint -sha256
const FINGERPRINT = '06937abd5b12917168e181406a0ba00e78d549f2386a73a87b07a0f6a52849b2';

interface Env {
  artifacts: { name: string; content: string }[];
  diagnostics: { severity: string; file?: string; message: string }[];
}

/**
 * A deployment with one instance group per entry of `jobs`, named like its one job, whose one
 * template `<job>.erb` reads the properties below; rendered with `rigging render -o json`.
 */
async function render(jobs: Record<string, string>) {
  const files = boshDeployment(jobs, {
    properties: `  net: { ip: 10.0.16.4, cidr: 10.0.16.0/20, bad: 10.0.16.256 }
  tls:
    cert: |
${CERT.replace(/^/gm, '      ').trimEnd()}
`,
    specProperties: '  net.ip: {}\n  net.cidr: {}\n  net.bad: {}\n  tls.cert: {}\n',
  });
  const r = await renderJson(await writeTree(files), ['--env', 'dev']);
  const env = r.json?.environments[0] as unknown as Env;
  expect(r.stdout + r.stderr).not.toMatch(/internal error|\n\s+at /);
  return {
    ...r,
    /** The error of job `job`'s template, or its rendered file when it rendered. */
    of(job: string): string {
      const error = env.diagnostics.find((d) => d.message.includes(`for job '${job}'`));
      if (error) return error.message;
      const file = env.artifacts.find((a) => a.name === `${job}/0/${job}/config/${job}`);
      return file ? `rendered: ${file.content}` : `no result for ${job}`;
    },
  };
}

// Each library as a template uses it, with no require: IPAddr validating an address and a CIDR,
// JSON, YAML (1.1: yes is true), ERB, OpenSSL on an X.509 certificate, Base64, Digest,
// SecureRandom (its format: it differs on each render, as in BOSH), Set, Time, Date, URI, Shellwords.
const EVERY_LIBRARY = String.raw`<%-
  ip = IPAddr.new(p('net.ip'))
  cidr = IPAddr.new(p('net.cidr'))
  bad = begin
    IPAddr.new(p('net.bad'))
    'accepted'
  rescue IPAddr::InvalidAddressError => e
    "rejected (#{e.class})"
  end
  cert = OpenSSL::X509::Certificate.new(p('tls.cert'))
  san = cert.extensions.find { |x| x.oid == 'subjectAltName' }
-%>
ipaddr: <%= ip.ipv4? %> <%= cidr.include?(ip) %> <%= cidr.to_range.first %>..<%= cidr.to_range.last %> /<%= cidr.prefix %> <%= ip.private? %> <%= IPAddr.new('fd00::1/64') %> <%= bad %>
json: <%= JSON.generate(JSON.parse('{"b":[1,2],"a":null}')) %>
yaml: <%= YAML.safe_load("a: [1, 2]\nb: yes\n").to_a.flatten.inspect %> <%= YAML.dump('k' => 'v').inspect %>
erb: <%= ERB.new('port=<' + '%= port %' + '>').result_with_hash(port: 4222) %>
openssl: <%= cert.subject %> <%= san.value %> <%= cert.not_after.year %> <%= OpenSSL::Digest::SHA256.hexdigest(cert.to_der) %> <%= OpenSSL::HMAC.hexdigest('SHA256', 'key', 'data') %>
base64: <%= Base64.strict_encode64('rigging:bosh') %> <%= Base64.decode64('cmlnZ2luZw==') %> <%= Base64.urlsafe_encode64("\xff\xfe", padding: false) %>
digest: <%= Digest::SHA256.hexdigest('rigging') %> <%= Digest::SHA1.hexdigest('rigging') %> <%= Digest::MD5.base64digest('rigging') %>
securerandom: <%= SecureRandom.hex(16).match?(/\A\h{32}\z/) %> <%= SecureRandom.uuid.match?(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/) %> <%= SecureRandom.alphanumeric(12).length %>
set: <%= Set.new(%w[b a b]).sort.inspect %> <%= [1, 1, 2].to_set.size %> <%= Set[1, 2].subset?(Set[1, 2, 3]) %>
time: <%= Time.parse('2024-02-29 12:34:56 UTC').utc.iso8601 %> <%= Time.iso8601('2024-02-29T12:34:56Z').to_i %> <%= Time.at(0).utc.httpdate %> <%= Time.strptime('29/02/2024', '%d/%m/%Y').month %>
date: <%= Date.parse('2024-02-28').next_day.iso8601 %> <%= Time.at(86_400).utc.to_date %> <%= DateTime.new(2024, 2, 29, 1, 2, 3).iso8601 %>
uri: <%= URI('https://user@nats.example:4222/p?q=1').then { |u| [u.scheme, u.userinfo, u.host, u.port, u.path, u.query].join(' ') } %> <%= URI.join('http://a/b/', 'c') %> <%= URI.encode_www_form(a: 'x y', b: 1) %>
shellwords: <%= Shellwords.split(%q(a 'b c' "d")).inspect %> <%= "it's".shellescape %> <%= ['a', 'b c'].shelljoin %>
`;

describe("the Ruby BOSH's director gives templates", () => {
  it('has every library the director has loaded, and the pure-Ruby standard library, without a require', async () => {
    const r = await render({ libs: EVERY_LIBRARY });
    expect(r.of('libs')).toBe(
      [
        'rendered: ipaddr: true true 10.0.16.0..10.0.31.255 /20 true fd00:: rejected (IPAddr::InvalidAddressError)',
        'json: {"b":[1,2],"a":null}',
        'yaml: ["a", 1, 2, "b", true] "---\\nk: v\\n"',
        'erb: port=4222',
        `openssl: /O=rigging/CN=rigging.test DNS:rigging.test, IP Address:10.0.16.4 2126 ${FINGERPRINT} 5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0`,
        'base64: cmlnZ2luZzpib3No rigging __4',
        'digest: 1f1398a0bc68cb2da7e2234383f8757bba6a2debbb49a788790b9bc12e11334c 4c20fa0d56c419a39abffe9597612fb59f098374 U1U37RkT7beisNGtbPfDkw==',
        'securerandom: true true 12',
        'set: ["a", "b"] 2 true',
        'time: 2024-02-29T12:34:56Z 1709210096 Thu, 01 Jan 1970 00:00:00 GMT 2',
        'date: 2024-02-29 1970-01-02 2024-02-29T01:02:03+00:00',
        'uri: https user nats.example 4222 /p q=1 http://a/b/c a=x+y&b=1',
        `shellwords: ["a", "b c", "d"] it\\'s a b\\ c`,
        '',
      ].join('\n'),
    );
    expect(r.code).toBe(0);
  });

  it('loads them by require as well, and still has no socket: IPAddr gets its constants only', async () => {
    const r = await render({
      required: `<%- %w[ipaddr openssl base64 digest/sha2 securerandom set time date uri shellwords json yaml erb].each { |f| require f } -%>
<%= IPAddr.new('10.0.0.0/8').include?(p('net.ip')) %> <%= IPAddr.new('::1').family == Socket::AF_INET6 %>
<%= Socket.methods(false).inspect %> <%= Socket.instance_methods(false).inspect %> <%= defined?(TCPSocket).inspect %>
<%= begin; require 'socket'; rescue LoadError => e; e.message; end %>`,
    });
    expect(r.of('required')).toBe('rendered: true true\n[] [] nil\ncannot load such file -- socket');
  });

  it("names a template's unknown constant or method in BOSH's scope, not an anonymous class", async () => {
    const r = await render({
      constant: "<%= p('net.ip') %>\n<%= NoSuchHelper.new %>",
      method: "<%= p('net.ip') %>\n<%= no_such_helper(1) %>",
      scope: '<%= Module.nesting.inspect %> <%= self.class %>',
    });
    expect(r.code).toBe(2);
    expect(r.of('constant')).toContain(
      "Error filling in template 'constant.erb' (line 2: uninitialized constant Bosh::Common::Template::EvaluationContext::NoSuchHelper)",
    );
    expect(r.of('method')).toContain(
      "Error filling in template 'method.erb' (line 2: undefined method 'no_such_helper' for an instance of Bosh::Common::Template::EvaluationContext)",
    );
    expect(r.of('scope')).toBe(
      'rendered: [Bosh::Common::Template::EvaluationContext, Bosh::Common::Template, Bosh::Common] Bosh::Common::Template::EvaluationContext',
    );
  });
});
