// Issue 22, item 4: a jsonnet runtime error prints its stack trace under it, as the jsonnet CLI,
// qbec and Tanka print one: on stderr for render, validate and diff, cut as --max-trace says.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cleanupTempDirs, qbecApp, run, writeTree } from '../qbec/helpers';
import { describeWithLibjsonnet } from '../support/libjsonnet';
import { CANARY, CREDS, CREDS_LIB, expectNoCanary } from '../support/secret-canary';

cleanupTempDirs();

/** A library whose function fails, two calls below the component that uses it. */
const UTIL = `{
  port(cfg):: cfg.port,
  url(cfg):: 'http://' + cfg.host + ':' + self.port(cfg),
}
`;
const WEB = `local util = import '../lib/util.libsonnet';
{
  apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'web' },
  data: { url: util.url({ host: 'a' }) },
}
`;

async function app(): Promise<string> {
  return qbecApp({
    components: { 'web.jsonnet': WEB },
    files: { 'app/lib/util.libsonnet': UTIL },
    envs: ['dev'],
  });
}

/** The lines of stderr from the error about `message` up to the next line that is no frame. */
function traceUnder(stderr: string, message: string): string[] {
  const lines = stderr.split('\n');
  const at = lines.findIndex((l) => l.includes(message));
  expect(at, stderr).toBeGreaterThanOrEqual(0);
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.startsWith('\t')) break;
    out.push(l);
  }
  return out;
}

for (const engine of ['rigging', 'libjsonnet'] as const) {
  const suite = engine === 'libjsonnet' ? describeWithLibjsonnet : describe;
  suite(`a runtime error in a shared library (${engine})`, () => {
    it('render prints the error at the library line, then every caller down to the component', async () => {
      const dir = await app();
      const r = await run(dir, ['render', '--jsonnet-engine', engine]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('app/lib/util.libsonnet:2:15: RUNTIME ERROR: field does not exist: port\n');
      const trace = traceUnder(r.stderr, 'field does not exist: port');
      // Innermost first, each `\t<file:line:col>\t<name>`, paths relative to the repository.
      expect(trace[0]).toBe('\tapp/lib/util.libsonnet:2:15-23\tfunction <anonymous>');
      expect(trace).toContain('\tapp/lib/util.libsonnet:3:43-57\tfunction <anonymous>');
      expect(trace).toContain('\tapp/components/web.jsonnet:4:16-39\tobject <anonymous>');
      expect(trace.at(-1)).toBe('\tDuring manifestation');
      expect(r.stderr).not.toMatch(/__rigging_jsonnet_memory__|\/tmp\/|\n\s+at /);
    });

    it('--max-trace N keeps the innermost and outermost frames, `\\t...` between; 0 keeps all', async () => {
      const dir = await app();
      const all = traceUnder(
        (await run(dir, ['render', '--jsonnet-engine', engine, '--max-trace', '0'])).stderr,
        'field does not exist',
      );
      expect(all.length).toBeGreaterThan(3);
      expect(all).not.toContain('\t...');
      const cut = traceUnder(
        (await run(dir, ['render', '--jsonnet-engine', engine, '--max-trace', '3'])).stderr,
        'field does not exist',
      );
      expect(cut).toEqual([all[0], '\t...', ...all.slice(-2)]);
      const byDefault = traceUnder(
        (await run(dir, ['render', '--jsonnet-engine', engine])).stderr,
        'field does not exist',
      );
      expect(byDefault).toEqual(all.length > 20 ? [...all.slice(0, 10), '\t...', ...all.slice(-10)] : all);
    });

    it('validate prints it too', async () => {
      const dir = await app();
      const r = await run(dir, ['validate', '--jsonnet-engine', engine, '--max-trace', '1']);
      expect(r.code).toBe(2);
      expect(traceUnder(r.stderr, 'field does not exist: port')).toEqual(['\t...', '\tDuring manifestation']);
    });
  });
}

describe('--max-trace', () => {
  it('takes a number of lines', async () => {
    const dir = await app();
    for (const bad of ['-1', 'x', '1.5']) {
      const r = await run(dir, ['render', `--max-trace=${bad}`]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--max-trace: "${bad}" is not a number of lines`);
    }
  });
});

describe('render -o json', () => {
  it('gives each diagnostic its trace', async () => {
    const dir = await app();
    const r = await run(dir, ['render', '-o', 'json']);
    const diag = JSON.parse(r.stdout).environments[0].diagnostics[0];
    expect(diag.message).toBe('RUNTIME ERROR: field does not exist: port');
    expect(diag.trace.split('\n')[0]).toBe('\tapp/lib/util.libsonnet:2:15-23\tfunction <anonymous>');
  });
});

describe('a trace that names a Secret value (a file named after it)', () => {
  // The library's own name is the value: the message and every frame in it quote it.
  const FAILING = `local s = import '../lib/creds.libsonnet';
local check = import '../lib/${CANARY}.libsonnet';
check(s.stringData.password)
`;
  const CHECKER = `function(pw) if std.length(pw) < 40 then error 'password too short: ' + pw else {}\n`;

  function git(cwd: string, ...args: string[]): void {
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
      cwd,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
  }

  it('is redacted on stderr and in the markdown report, where it shows collapsed', async () => {
    const dir = await qbecApp({
      components: { 'creds.jsonnet': CREDS },
      files: { 'app/lib/creds.libsonnet': CREDS_LIB, [`app/lib/${CANARY}.libsonnet`]: CHECKER },
      envs: ['dev'],
    });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    await writeTree({ 'app/components/check.jsonnet': FAILING }, dir);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'head');

    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    const trace = traceUnder(r.stderr, 'password too short');
    expect(trace[0]).toMatch(/^\tapp\/lib\/redacted\.[0-9a-f]{16}\.libsonnet:1:42-75\tfunction <check>$/);
    expectNoCanary({ stdout: r.stdout, stderr: r.stderr });

    const d = await run(dir, ['diff', '--base', 'HEAD~1', '--head', 'HEAD', '-o', 'markdown']);
    expect(d.code).toBe(2);
    expect(d.stdout).toContain('<details><summary>Stack trace</summary>');
    expect(d.stdout).toMatch(/app\/lib\/redacted\.[0-9a-f]{16}\.libsonnet:1:42-75 {2}function <check>/);
    expect(traceUnder(d.stderr, 'password too short').length).toBeGreaterThan(0);
    expectNoCanary({ stdout: d.stdout, stderr: d.stderr });
  });
});

describe('a failing post-processor', () => {
  it("shows the post-processor's frames, none of the snippet rigging calls it from", async () => {
    const pp = `local check = import 'lib/check.libsonnet';\nfunction(object) check(object)\n`;
    const lib = `function(o) if o.kind == 'ConfigMap' then error 'no ConfigMaps: ' + o.metadata.name else o\n`;
    const dir = await qbecApp({
      components: { 'web.jsonnet': WEB },
      files: {
        'app/lib/util.libsonnet': "{ url(cfg):: 'http://' + cfg.host }\n",
        'app/pp.jsonnet': pp,
        'app/lib/check.libsonnet': lib,
      },
      spec: { postProcessor: 'pp.jsonnet' },
      envs: ['dev'],
    });
    const r = await run(dir, ['render']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('RUNTIME ERROR: no ConfigMaps: web\n');
    const trace = traceUnder(r.stderr, 'no ConfigMaps: web');
    expect(trace[0]).toMatch(/^\tapp\/lib\/check\.libsonnet:1:\d+-\d+\tfunction <check>$/);
    expect(trace).toContainEqual(expect.stringMatching(/^\tapp\/pp\.jsonnet:2:\d+-\d+\tfunction <\w+>$/));
    expect(r.stderr).not.toContain('<post-processor>');
  });
});
