/**
 * libjsonnet's own test suite (third_party/jsonnet/test_suite inside @hanazuki/node-jsonnet),
 * read at test time, run on rigging's engine as run_tests.sh runs it: ext vars var1/var2 (TLAs
 * for tla.* cases), output with `TRACE:` lines first, compared with the .golden (or `true`).
 * An error passes when its message matches; the trace is compared too and reported.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { codeVar, JsonnetEvalError, stringVar } from '../../src/render/jsonnet/engine';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';
import { describeWithLibjsonnet } from '../support/libjsonnet';
import { KNOWN_FAILURES } from './conformance-known';

const SUITE = path.resolve('node_modules/@hanazuki/node-jsonnet/third_party/jsonnet/test_suite');
const cases = existsSync(SUITE)
  ? readdirSync(SUITE)
      .filter((f) => f.endsWith('.jsonnet'))
      .sort()
  : [];

async function runCase(name: string): Promise<{ output: string; error: boolean }> {
  const traces: string[] = [];
  const engine = createRiggingEngine({ onTrace: (line) => traces.push(line) });
  const vars = { var1: stringVar('test'), var2: codeVar('{x:1,y:2}') };
  const tla = name.startsWith('tla.');
  let output: string;
  let error = false;
  try {
    output = (await engine.evaluate({
      file: path.join(SUITE, name),
      ...(tla ? { tlas: vars } : { extVars: vars }),
      displayRoot: SUITE,
      raw: true,
    })) as string;
  } catch (e) {
    if (!(e instanceof JsonnetEvalError)) throw e;
    output = e.detail;
    error = true;
  }
  const text = [...traces, output].join('\n').split(`${SUITE}/`).join('');
  // run_tests.sh redacts positions inside std.jsonnet; the suite's goldens carry no trailing newline.
  return { output: text.replace(/\s+$/, ''), error };
}

function expected(name: string): string {
  const golden = path.join(SUITE, `${name}.golden`);
  return existsSync(golden) ? readFileSync(golden, 'utf8').replace(/\s+$/, '') : 'true';
}

/** The message of an error text: its lines before the first trace line. */
function message(text: string): string {
  const lines = text.split('\n');
  const end = lines.findIndex((l) => l.startsWith('\t'));
  return (end < 0 ? lines : lines.slice(0, end))
    .join('\n')
    .replace(/^(STATIC ERROR: )[^:]*:[^:]*:[^:]*: /, '$1');
}

function passes(name: string, got: { output: string; error: boolean }): boolean {
  const want = expected(name);
  const wantError = name.startsWith('error.');
  if (got.error !== wantError) return false;
  if (!wantError) return got.output === want;
  return got.output === want || message(got.output) === message(want);
}

describeWithLibjsonnet('libjsonnet test suite on rigging', () => {
  for (const name of cases) {
    const known = KNOWN_FAILURES[name];
    it(`${name}${known ? ` (known: ${known})` : ''}`, async () => {
      const got = await runCase(name);
      const ok = passes(name, got);
      if (known) {
        expect(ok, `${name} passes now: remove it from conformance-known.ts`).toBe(false);
        return;
      }
      if (!ok) expect(got.output).toBe(expected(name));
    });
  }

  it('stdlib.jsonnet, its std.thisFile checks pointed at absolute paths', async () => {
    const file = path.join(SUITE, 'stdlib.jsonnet');
    const code = readFileSync(file, 'utf8')
      .replace(
        "std.assertEqual(std.thisFile, 'stdlib.jsonnet')",
        `std.assertEqual(std.thisFile, ${JSON.stringify(file)})`,
      )
      .replaceAll(
        ", 'this_file/a.libsonnet')",
        `, ${JSON.stringify(path.join(SUITE, 'this_file/a.libsonnet'))})`,
      );
    const engine = createRiggingEngine();
    const extVars = { var1: stringVar('test'), var2: codeVar('{x:1,y:2}') };
    await expect(engine.evaluate({ snippet: { code, filename: file }, extVars, raw: true })).resolves.toBe(
      'true\n',
    );
  });
});
