/**
 * Evaluator semantics where rigging once differed from the jsonnet CLI: the expected texts are
 * what `jsonnet` (libjsonnet) prints for the same program, and libjsonnet's source for the
 * bitwise range check (core/vm.cpp safeDoubleToInt64), which v0.18's CLI predates.
 */
import { describe, expect, it } from 'vitest';
import { JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';

const rigging = createRiggingEngine();

/** The output, or the error with its trace (as the jsonnet CLI prints it, less trailing tabs). */
async function run(code: string): Promise<string> {
  try {
    return (await rigging.evaluate({
      snippet: { code, filename: 'x.jsonnet' },
      displayRoot: process.cwd(),
      raw: true,
    })) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    return e.detail;
  }
}

const trace = (...lines: string[]) => lines.join('\n');

describe('tailstrict', () => {
  it('forces default arguments too, in the called function', async () => {
    expect(await run("local f(x, y=error 'd') = x; f(1) tailstrict")).toBe(
      trace(
        'RUNTIME ERROR: d',
        '\tx.jsonnet:1:14-23\tthunk <y>',
        '\tx.jsonnet:1:30-34\tfunction <f>',
        '\tx.jsonnet:1:30-34',
      ),
    );
    // Without tailstrict an unused default is never evaluated.
    expect(await run("local f(x, y=error 'd') = x; f(1)")).toBe('1\n');
    // A default given by the call is not the default: nothing to force.
    expect(await run("local f(x, y=error 'd') = x + y; f(1, 2) tailstrict")).toBe('3\n');
    expect(await run('local f(x, y=x * 2) = y; f(4) tailstrict')).toBe('8\n');
  });
});

describe('object assertions', () => {
  it('run before a missing field is reported', async () => {
    expect(await run("{assert false: 'x'}.y")).toBe(
      trace('RUNTIME ERROR: x', '\tx.jsonnet:1:16-19\tthunk <object_assert>', '\tx.jsonnet:1:1-22'),
    );
  });

  it('run before the index is evaluated', async () => {
    expect(await run("{assert false: 'a'}[error 'b']")).toBe(
      trace('RUNTIME ERROR: a', '\tx.jsonnet:1:16-19\tthunk <object_assert>', '\tx.jsonnet:1:1-31'),
    );
  });

  it('of the right operand of + run first', async () => {
    expect(await run("({assert false: 'a'} + {assert false: 'b'}).x")).toBe(
      trace('RUNTIME ERROR: b', '\tx.jsonnet:1:39-42\tthunk <object_assert>', '\tx.jsonnet:1:1-46'),
    );
    expect(await run("({x: 1, assert false: 'a'} + {assert false: 'b'}).x")).toBe(
      trace('RUNTIME ERROR: b', '\tx.jsonnet:1:45-48\tthunk <object_assert>', '\tx.jsonnet:1:1-52'),
    );
    expect(await run("({assert false: 'a'} + {assert true: 'b'}).x")).toBe(
      trace('RUNTIME ERROR: a', '\tx.jsonnet:1:17-20\tthunk <object_assert>', '\tx.jsonnet:1:1-45'),
    );
  });

  it('that hold let the field through, and may read the object', async () => {
    expect(await run("local o = {assert self.x == 1 : 'bad', x: 1, y: self.x}; o.y")).toBe('1\n');
  });
});

describe('bitwise operators', () => {
  const RANGE = 'RUNTIME ERROR: numeric value outside safe integer range for bitwise operation.';

  it('refuse numbers a double does not hold exactly', async () => {
    for (const code of [
      '1e30 & 42',
      '42 | 1e30',
      '9007199254740992 ^ 0',
      '-9007199254740992 & 1',
      '1e20 >> 1',
      '1 << 1e20',
    ]) {
      expect((await run(code)).split('\n')[0], code).toBe(RANGE);
    }
  });

  it('refuse a left shift into the sign bit', async () => {
    expect((await run('1 << 63')).split('\n')[0]).toBe(RANGE);
    expect((await run('-4 << 61')).split('\n')[0]).toBe(RANGE);
    expect(await run('1 << 62')).toBe('4611686018427387904\n');
  });

  it('truncate other numbers to integers, as libjsonnet and go-jsonnet do', async () => {
    expect(
      await run(
        'std.join(" ", [std.toString(x) for x in [1.5 & 1, 6 & 3, 6 | 3, 6 ^ 3, 1 << 3, 255 >> 2, 1 << 70, -8 >> 1, 1 >> 64, 9007199254740991 | 0, -9007199254740991 & -1]])',
      ),
    ).toBe('"1 2 7 5 8 63 64 -4 1 9007199254740991 -9007199254740991"\n');
  });

  it('refuse a negative shift', async () => {
    expect((await run('1 << -1')).split('\n')[0]).toBe('RUNTIME ERROR: shift by negative exponent.');
    expect((await run('1e30 >> -1')).split('\n')[0]).toBe('RUNTIME ERROR: shift by negative exponent.');
  });
});

describe('the evaluated value', () => {
  it('is the data the printed JSON parses to, without printing it', async () => {
    const code = `{ "__proto__": { a: 1 }, b: [1, 0.1, -0, 1e20, 1/3, "é😀\\u0000"], "10": 1, "2": 2, h:: 3, n: null, o: {} }`;
    const value = await rigging.evaluate({ snippet: { code, filename: 'x.jsonnet' } });
    const printed = JSON.parse(
      (await rigging.evaluate({ snippet: { code, filename: 'x.jsonnet' }, raw: true })) as string,
    );
    expect(value).toStrictEqual(printed);
    expect(Object.keys(value as object)).toEqual(Object.keys(printed));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value as object, '__proto__')).toBe(true);
    expect(Object.is((value as { b: number[] }).b[2], -0)).toBe(true);
  });
});
