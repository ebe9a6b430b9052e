// The second wall: even jsonnet that got past the repository boundary runs in a worker process
// whose environment holds none of the runner's tokens.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeVar,
  createIsolatedEngine,
  createLibjsonnetEngine,
  type IsolatedEngine,
  JsonnetEvalError,
  standardNatives,
  stringVar,
  workerEnvironment,
} from '../../../src/render/jsonnet';
import { buildJsonnetWorker } from '../../support/jsonnet-worker';
import { describeWithLibjsonnet } from '../../support/libjsonnet';

/** What a runner's environment holds when the action starts (canary values). */
const RUNNER_ENV = {
  'INPUT_GITHUB-TOKEN': 'ghs_canaryInputToken0001',
  ACTIONS_RUNTIME_TOKEN: 'canary-runtime-token-0002',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'canary-oidc-request-0003',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://canary.invalid/oidc',
  AWS_SECRET_ACCESS_KEY: 'canary-aws-secret-0004',
  GITHUB_TOKEN: 'ghs_canaryGithubToken0005',
  NODE_OPTIONS: '--require /canary/hook.js',
  TMPDIR: tmpdir(),
  LANG: 'C.UTF-8',
};

let engine: IsolatedEngine;
const dir = mkdtempSync(path.join(tmpdir(), 'rigging-isolated-'));

beforeAll(async () => {
  engine = createIsolatedEngine({ command: await buildJsonnetWorker(), env: RUNNER_ENV });
});
afterAll(() => {
  engine.close();
  rmSync(dir, { recursive: true, force: true });
});

describeWithLibjsonnet('the isolated jsonnet engine', () => {
  it('gives jsonnet that reads /proc/self/environ none of the runner tokens', async () => {
    const environ = (await engine.evaluate({
      snippet: { code: "importstr '/proc/self/environ'", filename: path.join(dir, 'attack.jsonnet') },
    })) as string;
    const seen = Object.fromEntries(
      environ
        .split('\0')
        .filter((kv) => kv.includes('='))
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    expect(Object.keys(seen).sort()).toEqual(['LANG', 'TMPDIR']);
    for (const value of Object.values(RUNNER_ENV).filter((v) => v.includes('canary'))) {
      expect(environ).not.toContain(value);
    }
  });

  it('evaluates files with ext vars, TLAs, library paths and the standard natives as in-process', async () => {
    writeFileSync(path.join(dir, 'lib.libsonnet'), '{ twice(x): x * 2 }\n');
    writeFileSync(
      path.join(dir, 'main.jsonnet'),
      "local lib = import 'lib.libsonnet';\nfunction(n) { n: lib.twice(n), s: std.extVar('s'), y: std.native('parseYaml')('a: 1') }\n",
    );
    const req = {
      file: path.join(dir, 'main.jsonnet'),
      extVars: { s: stringVar('x') },
      tlas: { n: codeVar('21') },
      natives: standardNatives,
    };
    const isolated = await engine.evaluate(req);
    expect(isolated).toEqual({ n: 42, s: 'x', y: [{ a: 1 }] });
    expect(isolated).toEqual(await createLibjsonnetEngine().evaluate(req));
  });

  it('brings jsonnet errors back with their file, line and column', async () => {
    writeFileSync(path.join(dir, 'bad.jsonnet'), "{\n  a: error 'no good',\n}\n");
    const err = await engine
      .evaluate({ file: path.join(dir, 'bad.jsonnet'), displayRoot: dir })
      .catch((e) => e);
    expect(err).toBeInstanceOf(JsonnetEvalError);
    expect(err).toMatchObject({ file: 'bad.jsonnet', line: 2, message: expect.stringContaining('no good') });
  });

  it("brings the trace back whole, cut at the request's maxTrace", async () => {
    writeFileSync(
      path.join(dir, 'deep.jsonnet'),
      'local f(n) = if n == 0 then error "bottom" else f(n - 1);\nf(5)\n',
    );
    const trace = async (maxTrace?: number) => {
      const req = {
        file: path.join(dir, 'deep.jsonnet'),
        displayRoot: dir,
        ...(maxTrace !== undefined ? { maxTrace } : {}),
      };
      const err = await engine.evaluate(req).catch((e) => e);
      expect(err).toBeInstanceOf(JsonnetEvalError);
      return (err as JsonnetEvalError).trace.split('\n');
    };
    const all = await trace();
    expect(all[0]).toBe('\tdeep.jsonnet:1:29-43\tfunction <f>');
    expect(all).toHaveLength(7);
    expect(await trace(2)).toEqual([all[0], '\t...', all.at(-1)]);
  });

  it('refuses native functions it cannot carry across, and starts a new worker after one dies', async () => {
    const custom = { hello: { params: [], fn: () => 'hi' } };
    await expect(engine.evaluate({ snippet: { code: '1', filename: 'x' }, natives: custom })).rejects.toThrow(
      'cannot run in the jsonnet worker',
    );
    engine.close();
    expect(await engine.evaluate({ snippet: { code: '1 + 1', filename: path.join(dir, 'x') } })).toBe(2);
  });

  it('kills a worker whose evaluation it abandoned at the deadline, and goes on in a new one', async () => {
    // The worker's pid: libjsonnet cannot stop a loop, so only killing its process ends it.
    const stat = (await engine.evaluate({
      snippet: { code: "importstr '/proc/self/stat'", filename: path.join(dir, 'pid.jsonnet') },
    })) as string;
    const pid = Number(stat.split(' ')[0]);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive()).toBe(true);
    const loop = 'std.foldl(function(acc, i) acc + i, std.range(1, 1e15), 0)';
    const err = await engine
      .evaluate({ snippet: { code: loop, filename: path.join(dir, 'loop.jsonnet') }, deadlineMs: 300 })
      .catch((e) => e);
    expect(err).toMatchObject({ reason: 'Deadline' });
    await expect.poll(alive, { timeout: 10_000 }).toBe(false);
    expect(await engine.evaluate({ snippet: { code: '2 + 2', filename: path.join(dir, 'x') } })).toBe(4);
  }, 30_000);
});

describe('workerEnvironment', () => {
  it('passes only the allow-listed variables', () => {
    expect(
      workerEnvironment({ ...RUNNER_ENV, UV_THREADPOOL_SIZE: '8', PATH: '/usr/bin', HOME: '/root' }),
    ).toEqual({
      TMPDIR: tmpdir(),
      LANG: 'C.UTF-8',
      UV_THREADPOOL_SIZE: '8',
    });
  });
});
