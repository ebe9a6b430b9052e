// BOSH templates are a pull request's code: through `rigging render`, each attack on the Ruby
// sandbox fails its own template with BOSH's message and reaches no token, file, process or
// JavaScript: issue 20's JS-bridge escape, the host-touching extensions, ObjectSpace searches for
// a bridge, and output or memory big enough to end the run. The Ruby process itself is read from
// outside through /proc, as test/action/isolation.int.test.ts reads the jsonnet worker.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTempDirs, renderJson, writeTree } from '../qbec/helpers';
import { boshDeployment } from './deployment';

cleanupTempDirs();

const CANARIES: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'canary-gh-token-20101',
  ACTIONS_RUNTIME_TOKEN: 'canary-runtime-20102',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret-20103',
};
const FILE_CANARY = 'canary-outside-file-20104';
const outside = mkdtempSync(path.join(tmpdir(), 'rigging-ruby-outside-'));
const outsideFile = path.join(outside, 'secret.txt');
const saved: Record<string, string | undefined> = {};

beforeAll(() => {
  writeFileSync(outsideFile, `${FILE_CANARY}\n`);
  for (const [name, value] of Object.entries(CANARIES)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

interface Diagnostic {
  severity: string;
  file?: string;
  message: string;
}
interface Artifact {
  name: string;
  content: string;
}

/**
 * A deployment with an instance group per entry of `jobs` (one instance, or `instances`), named
 * like its one job, whose one template is `<job>.erb`; rendered with `rigging render -o json`.
 * (A group with a failed job renders no file, so each job has its own.)
 */
async function render(jobs: Record<string, string>, instances = 1) {
  const files = boshDeployment(jobs, { instances });
  const dir = await writeTree(files);
  const r = await renderJson(dir, ['--env', 'dev']);
  const env = r.json?.environments[0] as unknown as { artifacts: Artifact[]; diagnostics: Diagnostic[] };
  const output = r.stdout + r.stderr;
  for (const value of [...Object.values(CANARIES), FILE_CANARY]) expect(output).not.toContain(value);
  expect(output).not.toMatch(/internal error|Invalid string length|FATAL ERROR/);
  return {
    ...r,
    /** The error of job `job`'s template, or its rendered file on instance 0 when it rendered. */
    of(job: string): string {
      const error = env.diagnostics.find((d) => d.message.includes(`for job '${job}'`));
      if (error) return error.message;
      const file = env.artifacts.find((a) => a.name === `${job}/0/${job}/config/${job}`);
      return file ? `rendered: ${file.content}` : `no result for ${job}`;
    },
  };
}

describe('ERB templates against the Ruby sandbox', () => {
  it('gives templates no JavaScript bridge: require "js", JS.global, a bypassed require, ObjectSpace', async () => {
    const r = await render({
      // Issue 20's attack, as written.
      issue: `<%- require "js"; fs = JS.global[:process].call(:getBuiltinModule, "node:fs") -%>
<%= fs.call(:readFileSync, "/proc/self/environ", "utf8") %>
`,
      global: '<%= JS.global[:process][:env][:AWS_SECRET_ACCESS_KEY] %>',
      jsso: '<%- require "js.so" -%><%= JS.global %>',
      kernel: '<%- Kernel.require("js") -%><%= JS.eval("return process.env").to_s %>',
      // Undoes everything Ruby-side and loads the extension by the original require: the host's
      // imports are all that stand, and they refuse.
      bypass: `<%- $LOADED_FEATURES.delete("js.so")
Kernel.instance_method(:require).super_method.bind_call(self, "js.so") -%>
<%= JS.global[:process][:env][:AWS_SECRET_ACCESS_KEY] %>`,
      modules: `<%= ObjectSpace.each_object(Module).filter_map { |m| n = (m.name rescue nil); n if n&.match?(/\\AJS(::|\\z)|RbAbi|JsAbi/) }.inspect %>`,
      objects: `<%= ObjectSpace.each_object(Object).count { |o| (o.class.name rescue nil).to_s.match?(/\\AJS(::|\\z)/) } %>`,
    });
    expect(r.code).toBe(2);
    expect(r.of('issue')).toMatch(
      /Error filling in template 'issue\.erb' \(line 1: cannot load such file -- js \(rigging's Ruby has no JavaScript bridge\)\)/,
    );
    expect(r.of('global')).toMatch(
      /Error filling in template 'global\.erb' \(line 1: uninitialized constant .*JS/,
    );
    expect(r.of('jsso')).toMatch(
      /Error filling in template 'jsso\.erb' \(line 1: cannot load such file -- js\.so/,
    );
    expect(r.of('kernel')).toMatch(
      /Error filling in template 'kernel\.erb' \(line 1: cannot load such file -- js/,
    );
    expect(r.of('bypass')).toMatch(
      /Error filling in template 'bypass\.erb' \(instance 0: the Ruby VM died: the template reached for JavaScript \(ruby\.wasm's JS bridge, global-this\), which rigging's Ruby does not have\)/,
    );
    expect(r.of('modules')).toBe('rendered: []');
    expect(r.of('objects')).toBe('rendered: 0');
  });

  it('refuses the extensions and calls that touch the host: files, environment, processes, sockets', async () => {
    const r = await render({
      socket: '<%- require "socket" -%><%= TCPSocket.new("127.0.0.1", 22).read %>',
      console: '<%- require "io/console" -%><%= IO.console %>',
      fiddle: '<%- require "fiddle" -%><%= Fiddle::Handle::DEFAULT %>',
      etc: '<%- require "etc" -%><%= [Etc.getlogin, (Etc.getpwuid rescue $!), Etc.uname].inspect %>',
      environ: '<%= File.read("/proc/self/environ") %>',
      outsidefile: `<%= File.read(${JSON.stringify(outsideFile)}) %>`,
      dir: '<%= Dir.children("/").inspect %>',
      env: '<%= ENV.to_h.inspect %>',
      backticks: '<%= `cat /proc/self/environ` %>',
      system: '<%= system("cat /proc/self/environ").inspect %>',
      spawn: '<%= Process.wait(spawn("cat /proc/self/environ")).inspect %>',
      popen: '<%= IO.popen(["cat", "/proc/self/environ"]).read %>',
      open3: '<%- require "open3" -%><%= Open3.capture2("env").inspect %>',
    });
    expect(r.code).toBe(2);
    const error = (job: string, why: RegExp) =>
      expect(r.of(job)).toMatch(
        new RegExp(`Error filling in template '${job}\\.erb' \\(line 1: ${why.source}`),
      );
    error('socket', /cannot load such file -- socket/);
    error('console', /cannot load such file -- io\/console/);
    error('fiddle', /cannot load such file -- fiddle/);
    error('environ', /No such file or directory/);
    error('outsidefile', /No such file or directory/);
    error('dir', /No such file or directory/);
    error('backticks', /`\(\) is not available: rigging's Ruby runs no processes/);
    error('system', /system\(\) is not available/);
    error('spawn', /spawn\(\) is not available/);
    error('popen', /.+/);
    error('open3', /Not supported/);
    // etc loads, and knows nothing of the host: no user, and WASI for a system.
    expect(r.of('etc')).toMatch(/^rendered: \[nil, nil, \{sysname: "wasi"/);
    expect(r.of('env')).toBe('rendered: {}');
  });

  it.runIf(process.platform === 'linux')(
    'runs Ruby in a child process with no environment, under the permission model',
    async () => {
      // The VM's process lives as long as its render: the template keeps it busy a few seconds
      // while the process is looked for from outside.
      const rendering = render({
        hello: '<%- t = Time.now; nil while Time.now - t < 8 -%><%= "hello from #{spec.name}" %>',
      });
      let children = rubyProcesses(process.pid);
      for (let i = 0; i < 400 && children.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        children = rubyProcesses(process.pid);
      }
      const r = await rendering;
      expect(r.of('hello')).toBe('rendered: hello from hello-hello');
      expect(children.length, 'the Ruby process was found').toBeGreaterThan(0);
      // Closed with its render.
      expect(rubyProcesses(process.pid)).toEqual([]);
      for (const { environ, cmdline } of children) {
        // Only node's own IPC variables, which spawn adds.
        expect(environ.split('\0').filter((v) => v && !v.startsWith('NODE_CHANNEL_'))).toEqual([]);
        for (const [name, value] of Object.entries(CANARIES)) {
          expect(environ).not.toContain(value);
          expect(environ).not.toContain(`${name}=`);
        }
        expect(cmdline).toMatch(/\0--(experimental-)?permission\0/);
        expect(cmdline).toMatch(/\0--allow-wasi\0/);
        expect(cmdline).not.toMatch(/--allow-(child-process|worker|fs-write|addons)/);
        // Node options only: a V8 flag would cost node's code cache (worker-v8.ts).
        const options = cmdline.split('\0').filter((a) => a.startsWith('--'));
        expect(
          options.filter(
            (o) => !/^--(experimental-)?permission$|^--allow-(fs-read=|wasi$)|^--no-warnings$/.test(o),
          ),
        ).toEqual([]);
      }
    },
  );

  it('caps each rendered file and each job, in Ruby, before the output reaches rigging', async () => {
    const big = await render({
      big: '<%= "x" * 200_000_000 %>',
      small: 'ok',
      // Lifts Ruby's caps (a template can reach runtime.rb's objects): the process's own check holds.
      tamper: `<%- ObjectSpace.each_object(Rigging::Bosh::Job) { |j| j.instance_variable_set(:@max_file, 1 << 40); j.instance_variable_set(:@max_job, 1 << 40) } -%>
<%= "x" * 40_000_000 %>`,
    });
    expect(big.code).toBe(2);
    expect(big.of('big')).toContain(
      "Error filling in template 'big.erb' (rendered 200000000 bytes, more than rigging's limit of 4 MiB per file)",
    );
    expect(big.of('small')).toBe('rendered: ok');
    expect(big.of('tamper')).toContain(
      "Error filling in template 'tamper.erb' (instance 0: the Ruby VM died: a template got past the output cap of rigging's Ruby runtime)",
    );

    const many = await render({ many: '<%= "y" * 3_500_000 %>' }, 20);
    expect(many.code).toBe(2);
    expect(many.of('many')).toMatch(
      /Error filling in template 'many\.erb' \(the job's rendered files reach \d+ bytes, more than rigging's limit of 64 MiB per job\)/,
    );
  });

  it('fails a template that allocates without bound, and goes on with the next job', async () => {
    const r = await render({
      huge: '<%= "x" * 3_000_000_000 %>',
      grow: '<%- a = []; loop { a << "x" * 50_000_000 } -%>',
      // How far it got before Ruby's memory ran out: the VM's memory is capped at 1 GiB.
      bounded:
        '<%- a = []; begin; loop { a << "x" * 50_000_000 }; rescue NoMemoryError; end -%><%= a.size %>',
      after: 'still here',
    });
    const reached = Number(r.of('bounded').replace('rendered: ', '')) * 50_000_000;
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThanOrEqual(1 << 30);
    expect(r.code).toBe(2);
    expect(r.of('huge')).toMatch(/Error filling in template 'huge\.erb' \(line 1: .*(too big|argument)/);
    expect(r.of('grow')).toMatch(
      /Error filling in template 'grow\.erb' \((line .*: failed to allocate memory|instance 0: the Ruby VM died)/,
    );
    expect(r.of('after')).toBe('rendered: still here');
  });
});

/** The command lines and environments of `ppid`'s children that run rigging's Ruby worker. */
function rubyProcesses(ppid: number): { cmdline: string; environ: string }[] {
  const found: { cmdline: string; environ: string }[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== ppid) continue;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/ruby-worker-[0-9a-f]+\.js|ruby\/worker\.js/.test(cmdline)) continue;
      found.push({ cmdline, environ: readFileSync(`/proc/${pid}/environ`, 'utf8') });
    } catch {
      // the process ended while being read
    }
  }
  return found;
}
