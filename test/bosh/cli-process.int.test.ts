// `rigging render` of a BOSH deployment run as its own process, as a user and the action run it (the
// other tests call the CLI's main inside vitest, whose own handles keep the process alive). The
// command's last step stops the Ruby VM: the process must wait for that, then print. The second
// job is a router-like one, written for this test after routing-release's gorouter: it validates its
// debug address with IPAddr and its certificate's subjectAltName with OpenSSL, and fails whole
// without them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT } from './deployment';

const root = path.resolve(__dirname, '../..');
const cli = path.join(root, '.test-out', `cli-bosh-${process.pid}.cjs`);
const dir = mkdtempSync(path.join(tmpdir(), 'rigging-bosh-cli-'));
const PIPELINE = JSON.stringify({
  apiVersion: 'rigging.dev/v1alpha1',
  kind: 'Pipeline',
  metadata: { name: 't' },
  spec: {
    environments: { dev: {} },
    sources: [{ name: 'cf', type: 'bosh', path: 'deploy.yml', releases: 'releases' }],
  },
});

const TEMPLATE = `<% require "openssl" %>---
<%=
def parse_ip(ip, var_name)
  unless ip.empty?
    ip = ip.split(":")[0]
    begin
      IPAddr.new ip
    rescue => e
      raise "Invalid #{var_name} '#{ip}': #{e}"
    end
  end
end

parse_ip(p('router.debug_address'), 'router.debug_address')
cert = OpenSSL::X509::Certificate.new p('router.tls.cert')
has_san = cert.extensions.map { |ext| ext.oid == "subjectAltName" }.reduce(:|)
raise "router.tls.cert must include a subjectAltName extension" unless has_san

{
  'index' => spec.index,
  'debug_addr' => p('router.debug_address'),
  'tls' => { 'subject' => cert.subject.to_s },
}.to_yaml[4..]
%>`;

function write(files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/cli/index.ts'],
    outfile: cli,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  write({
    'router/rigging.yaml': PIPELINE,
    'router/deploy.yml': `name: cf
releases: [{ name: routing, version: 1.0.0 }]
instance_groups:
  - name: router
    instances: 2
    networks: [{ name: default }]
    jobs:
      - name: router
        release: routing
        properties:
          router:
            debug_address: 10.0.16.4:17002
            tls:
              cert: |
${CERT.replace(/^/gm, '                ').trimEnd()}
`,
    'router/releases/routing/jobs/router/spec': `name: router
templates:
  router.yml.erb: config/router.yml
properties:
  router.debug_address: { default: "127.0.0.1:17002" }
  router.tls.cert: {}
`,
    'router/releases/routing/jobs/router/templates/router.yml.erb': TEMPLATE,
    'plain/rigging.yaml': PIPELINE,
    'plain/deploy.yml': `name: cf
releases: [{ name: app, version: 1.0.0 }]
instance_groups:
  - { name: web, instances: 1, networks: [{ name: default }], jobs: [{ name: web, release: app }] }
`,
    'plain/releases/app/jobs/web/spec': 'name: web\ntemplates:\n  web.erb: config/web\n',
    'plain/releases/app/jobs/web/templates/web.erb': 'index=<%= spec.index %>\n',
  });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cli, { force: true });
});

function render(project: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cli, 'render', '-o', 'json', '--env', 'dev'], {
    cwd: path.join(dir, project),
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The rendered files of the one environment of a `render -o json` output, by name. */
function files(stdout: string): Record<string, string> {
  const json = JSON.parse(stdout) as { environments: { artifacts: { name: string; content: string }[] }[] };
  return Object.fromEntries(json.environments[0]?.artifacts.map((a) => [a.name, a.content]) ?? []);
}

describe('rigging render of a BOSH deployment, as its own process', () => {
  it('prints what it rendered: the process waits for its Ruby VM to stop', async () => {
    const r = await render('plain');
    expect(r.code, r.stderr).toBe(0);
    expect(files(r.stdout)).toEqual({ 'web/0/web/config/web': 'index=0\n' });
  });

  it('renders a router-like job that validates with IPAddr and OpenSSL, prints it and exits 0', async () => {
    const r = await render('router');
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code, r.stderr).toBe(0);
    const rendered = files(r.stdout);
    for (const index of [0, 1]) {
      expect(rendered[`router/${index}/router/config/router.yml`]).toBe(
        `---\nindex: ${index}\ndebug_addr: 10.0.16.4:17002\ntls:\n  subject: "/O=rigging/CN=rigging.test"\n`,
      );
    }
  });
});
