// One wall-clock budget for a whole run (`--timeout`): a pull request's jsonnet that loops for ever
// (a qbec component, a snippet whose evaluationTimeout is "0") cannot make `rigging render`,
// `validate` or `diff` outlast it. Past it every unfinished source fails with one RunTimeout
// error and the command completes: render and validate exit 2, diff still prints its report.
// Each test waits far longer than its budget, so a hang fails it; none measures elapsed time.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  cleanupTempDirs,
  configMap,
  type DiagnosticJson,
  qbecYaml,
  renderJson,
  run,
  writeTree,
} from '../qbec/helpers';
import { snippetYaml } from '../snippet/helpers';
import { stackFiles } from '../stack/stack-repo';

cleanupTempDirs();

const WAIT = 60_000;

/** Loops for ever in rigging's engine and libjsonnet alike (std.range is lazy in neither). */
// Runs for ever in constant memory (a tail call, forced), so only a deadline ends it: a loop that
// builds a huge range would end on its own, at the heap limit, on a machine fast enough to get there.
const LOOP = 'local spin(n) = if n < 0 then n else spin(n + 1) tailstrict; { n: spin(0) }';

/** rigging.yaml with environment dev and the given sources. */
function pipeline(sources: Record<string, unknown>[]): string {
  return `${JSON.stringify(
    {
      apiVersion: 'rigging.dev/v1alpha1',
      kind: 'Pipeline',
      metadata: { name: 't' },
      spec: { environments: { dev: {} }, sources },
    },
    null,
    2,
  )}\n`;
}

/** Two qbec apps: `good` (one ConfigMap) and `loop` (a component that never ends). */
function qbecPair(): Record<string, string> {
  return {
    'rigging.yaml': pipeline([
      { name: 'good', type: 'qbec', path: 'good' },
      { name: 'loop', type: 'qbec', path: 'loop' },
    ]),
    'good/qbec.yaml': qbecYaml({}, 'good'),
    'good/components/cfg.yaml': `${configMap('cfg', { a: '1' })}\n`,
    'loop/qbec.yaml': qbecYaml({}, 'loop'),
    'loop/components/spin.jsonnet': LOOP,
  };
}

function runTimeouts(diagnostics: readonly DiagnosticJson[]): DiagnosticJson[] {
  return diagnostics.filter((d) => d.reason === 'RunTimeout');
}

// A budget of 10s where a sibling source must still render in it on a busy machine.
describe('--timeout', () => {
  it(
    'stops a looping qbec component with one RunTimeout error; the sibling source still renders',
    async () => {
      const dir = await writeTree(qbecPair());
      const r = await renderJson(dir, ['--timeout', '10s']);
      expect(r.code, r.stderr).toBe(2);
      const env = r.json?.environments[0];
      expect(runTimeouts(env?.diagnostics ?? [])).toEqual([
        {
          severity: 'error',
          source: 'loop',
          file: 'loop',
          message: "the run's 10s budget (--timeout) ran out before source loop finished",
          reason: 'RunTimeout',
        },
      ]);
      // One clear diagnostic for the source, not a unit's deadline besides.
      expect(env?.diagnostics.filter((d) => d.source === 'loop')).toHaveLength(1);
      expect(env?.objects.map((o) => `${o.source}/${o.object.kind}/${o.object.metadata.name}`)).toEqual([
        'good/ConfigMap/cfg',
      ]);
      expect(r.stderr).toContain(
        "loop: the run's 10s budget (--timeout) ran out before source loop finished",
      );
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    },
    WAIT,
  );

  it(
    'holds libjsonnet to the budget too',
    async () => {
      const dir = await writeTree(qbecPair());
      const r = await renderJson(dir, ['--timeout', '10s', '--jsonnet-engine', 'libjsonnet']);
      expect(r.code, r.stderr).toBe(2);
      expect(runTimeouts(r.json?.environments[0]?.diagnostics ?? []).map((d) => d.source)).toEqual(['loop']);
    },
    WAIT,
  );

  it(
    'stops a looping snippet whose evaluationTimeout is "0" (no deadline of its own)',
    async () => {
      const dir = await writeTree({
        'rigging.yaml': pipeline([
          {
            name: 'dash',
            type: 'snippet',
            path: 'snippets',
            defaultServiceAccount: 'jaas',
            evaluationTimeout: '0',
          },
        ]),
        'snippets/spin.yaml': snippetYaml({ name: 'spin', files: { 'main.jsonnet': LOOP } }),
      });
      const r = await renderJson(dir, ['--timeout', '2s']);
      expect(r.code, r.stderr).toBe(2);
      const diagnostics = r.json?.environments[0]?.diagnostics ?? [];
      expect(diagnostics.map((d) => [d.source, d.reason])).toEqual([['dash', 'RunTimeout']]);
      expect(r.stderr).toContain(
        "snippets: the run's 2s budget (--timeout) ran out before source dash finished",
      );
    },
    WAIT,
  );

  it(
    'stops a Hub stack whose component loops, with one RunTimeout error for the stack',
    async () => {
      const dir = await writeTree(stackFiles({ 'components/web/components/web.jsonnet': LOOP }));
      const r = await renderJson(dir, ['--env', 'dev', '--timeout', '3s']);
      expect(r.code, r.stderr).toBe(2);
      const diagnostics = r.json?.environments[0]?.diagnostics ?? [];
      expect(diagnostics.filter((d) => d.severity === 'error').map((d) => [d.source, d.reason])).toEqual([
        ['platform', 'RunTimeout'],
      ]);
      expect(r.stderr).toContain(
        "stacks/dev/hub.yaml: the run's 3s budget (--timeout) ran out before source platform finished",
      );
    },
    WAIT,
  );

  it(
    'validate reports the timed-out source and exits 2',
    async () => {
      const dir = await writeTree(qbecPair());
      const r = await run(dir, ['validate', '--timeout', '10s']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        "loop: the run's 10s budget (--timeout) ran out before source loop finished",
      );
      expect(r.stdout).not.toContain('valid');
    },
    WAIT,
  );

  it(
    'diff spends one budget on both revisions and still prints its report',
    async () => {
      const dir = await writeTree({
        'rigging.yaml': pipeline([
          { name: 'good', type: 'qbec', path: 'good' },
          { name: 'loop', type: 'qbec', path: 'loop' },
        ]),
        'good/qbec.yaml': qbecYaml({}, 'good'),
        'good/components/cfg.yaml': `${configMap('cfg', { a: '1' })}\n`,
        'loop/qbec.yaml': qbecYaml({}, 'loop'),
        'loop/components/web.yaml': `${configMap('web')}\n`,
      });
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: dir,
          env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
        });
      git('init', '-q');
      git('add', '-A');
      git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-q', '-m', 'base');
      // The work tree (the head) changes cfg and adds a component that never ends. 20s: the base's
      // export and render and the head's good source must fit in it on a busy machine.
      await writeTree(
        {
          'good/components/cfg.yaml': `${configMap('cfg', { a: '2' })}\n`,
          'loop/components/spin.jsonnet': LOOP,
        },
        dir,
      );
      const r = await run(dir, ['diff', '--base', 'HEAD', '-o', 'json', '--timeout', '20s']);
      expect(r.code, r.stderr).toBe(2);
      const report = JSON.parse(r.stdout) as {
        environments: { changes: { source: string; change: string }[]; diagnostics: DiagnosticJson[] }[];
      };
      const env = report.environments[0];
      expect(env?.changes.map((c) => `${c.source} ${c.change}`)).toEqual(['good changed']);
      expect(runTimeouts(env?.diagnostics ?? []).map((d) => d.source)).toEqual(['loop']);
      expect(r.stderr).toContain("the run's 20s budget (--timeout) ran out before source loop finished");

      const text = await run(dir, ['diff', '--base', 'HEAD', '--timeout', '20s']);
      expect(text.code).toBe(2);
      expect(text.stdout).toMatch(/^dev: 0 added, 1 changed, 0 removed/m);
    },
    3 * WAIT,
  );

  it('refuses a budget that is zero, negative or not a duration', async () => {
    const dir = await writeTree(qbecPair());
    for (const [value, why] of [
      ['0', 'is not a positive duration'],
      ['-5s', 'is not a positive duration'],
      ['ten', 'is not a duration such as 90s, 10m or 1h30m'],
      ['10', 'is not a duration such as 90s, 10m or 1h30m'],
      ['1000h', 'is longer than the most a run may take'],
    ]) {
      const r = await run(dir, ['render', `--timeout=${value}`]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`rigging: --timeout: "${value}" ${why}`);
    }
  });

  it('is accepted by render, diff and validate only', async () => {
    const r = await run(await writeTree({}), ['template', 'x.tpl', '--timeout', '1m']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('template: --timeout does not apply here');
  });
});
