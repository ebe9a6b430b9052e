/** rigging's runtime error traces against libjsonnet's: every frame, cut as maxTrace says. */
import { expect, it } from 'vitest';
import { type EvalRequest, type JsonnetEngine, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createLibjsonnetEngine } from '../../src/render/jsonnet/libjsonnet';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { describeWithLibjsonnet } from '../support/libjsonnet';

async function detail(engine: JsonnetEngine, req: EvalRequest): Promise<string> {
  try {
    await engine.evaluate(req);
  } catch (e) {
    if (e instanceof JsonnetEvalError) return e.detail;
    throw e;
  }
  throw new Error('expected an error');
}

// Thirty calls deep, no std in between (libjsonnet's std.jsonnet adds frames rigging has not).
const DEEP = {
  files: {
    'lib.libsonnet': '{ down(n):: if n == 0 then error "bottom" else self.down(n - 1) }',
    'main.jsonnet': 'local lib = import "lib.libsonnet";\n{ a: lib.down(30) }',
  },
  file: 'main.jsonnet',
};

describeWithLibjsonnet('traces as libjsonnet cuts them', () => {
  const rigging = createRiggingEngine();
  const libjsonnet = createLibjsonnetEngine({ concurrency: 1 });

  it.each([undefined, 0, 1, 2, 7])('maxTrace %s', async (maxTrace) => {
    const req: EvalRequest = { ...DEEP, ...(maxTrace !== undefined ? { maxTrace } : {}) };
    const want = await detail(libjsonnet, req);
    const got = await detail(rigging, req);
    expect(got).toBe(want);
    const frames = got.split('\n').filter((l) => l.startsWith('\t'));
    if (maxTrace === 0) expect(frames).toHaveLength(33);
    else expect(frames).toHaveLength((maxTrace ?? 20) + 1);
  });

  it('an engine-wide setting, when the request has none', async () => {
    const eight = await detail(createRiggingEngine({ maxTrace: 8 }), DEEP);
    expect(eight).toBe(await detail(createLibjsonnetEngine({ concurrency: 1, maxTrace: 8 }), DEEP));
    expect(eight.split('\n').filter((l) => l.startsWith('\t'))).toHaveLength(9);
  });
});
