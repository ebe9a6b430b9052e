/**
 * Language items where rigging's engine follows the language as go-jsonnet and the jsonnet CLI
 * define it, beyond what the libjsonnet v0.20 built into the binding accepts: chomped text blocks,
 * the name `std.thisFile` gives, computed imports refused before evaluation.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EvalRequest, JsonnetEvalError } from '../../src/render/jsonnet/engine';
import { createRiggingEngine } from '../../src/render/jsonnet/rigging/engine';

const rigging = createRiggingEngine();

async function value(req: EvalRequest): Promise<unknown> {
  return rigging.evaluate(req);
}

// In-memory (`files`), so errors name the snippet as given rather than resolved against the cwd.
const snippet = (code: string, filename = 'x.jsonnet'): EvalRequest => ({
  snippet: { code, filename },
  files: {},
});

async function errorOf(req: EvalRequest): Promise<string> {
  try {
    await rigging.evaluate(req);
  } catch (e) {
    if (e instanceof JsonnetEvalError) return e.detail;
    throw e;
  }
  throw new Error('expected an error');
}

describe('chomped text blocks `|||-` (go-jsonnet, jsonnet ≥ 0.21)', () => {
  it('drop the final newline, and only that one', async () => {
    const code = [
      '[',
      '  |||-',
      '    a',
      '      b',
      '  |||,',
      '  |||-',
      '    kept blank line',
      '',
      '  |||,',
      '  |||-  ',
      '    trailing whitespace after the marker',
      '  |||,',
      '  |||',
      '    unchomped',
      '  |||,',
      ']',
    ].join('\n');
    expect(await value(snippet(code))).toEqual([
      'a\n  b',
      'kept blank line\n',
      'trailing whitespace after the marker',
      'unchomped\n',
    ]);
  });

  it('keep the text block rules: a new line must follow the marker', async () => {
    expect(await errorOf(snippet('|||- a\n  b\n|||'))).toMatch(
      /^STATIC ERROR: x\.jsonnet:1:1: text block syntax requires new line after \|\|\|\./,
    );
  });

  it('concatenate as strings, with no newline to join on', async () => {
    expect(await value(snippet('|||-\n  a\n||| + "b"'))).toBe('ab');
  });
});

describe('std.thisFile names the file as the user knows it', () => {
  it('a snippet by its filename, as the jsonnet CLI names `-e` code `<cmdline>`', async () => {
    expect(await value(snippet('std.thisFile', '<cmdline>'))).toBe('<cmdline>');
    expect(await value(snippet('std.thisFile', 'dir/x.jsonnet'))).toBe('dir/x.jsonnet');
  });

  it('in-memory files by their path among the files, never the internal root', async () => {
    const got = await value({
      file: 'app/main.jsonnet',
      files: {
        'app/main.jsonnet': '[std.thisFile, (import "lib/a.libsonnet").f, import "../top.libsonnet"]',
        'app/lib/a.libsonnet': '{ f: std.thisFile }',
        'top.libsonnet': 'std.thisFile',
      },
    });
    expect(got).toEqual(['app/main.jsonnet', 'app/lib/a.libsonnet', 'top.libsonnet']);
  });

  it('in-memory files by the names the request gives them (JaaS: `<namespace>/<name>/<entry>`)', async () => {
    const got = await value({
      file: '@0',
      files: { '@0': '[std.thisFile, import "@1"]', '@1': 'std.thisFile' },
      names: { '@0': 'default/s/main.jsonnet', '@1': 'kit/main.libsonnet' },
    });
    expect(got).toEqual(['default/s/main.jsonnet', 'kit/main.libsonnet']);
  });

  it('a snippet among in-memory files by its filename, its imports by their paths', async () => {
    const got = await value({
      snippet: { code: '[std.thisFile, import "b.libsonnet"]', filename: 'a.jsonnet' },
      files: { 'b.libsonnet': 'std.thisFile' },
    });
    expect(got).toEqual(['a.jsonnet', 'b.libsonnet']);
  });

  it('files on disk by the path they were read from, as the libjsonnet engine names them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigging-thisfile-'));
    try {
      writeFileSync(path.join(dir, 'main.jsonnet'), '[std.thisFile, import "lib.libsonnet"]');
      writeFileSync(path.join(dir, 'lib.libsonnet'), 'std.thisFile');
      const got = await value({ file: path.join(dir, 'main.jsonnet') });
      expect(got).toEqual([path.join(dir, 'main.jsonnet'), path.join(dir, 'lib.libsonnet')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('computed imports are refused before evaluation, where nothing evaluates them', () => {
  // The jsonnet CLI: `STATIC ERROR: f:1:22-31: computed imports are not allowed.`
  it.each([
    ['if false then import "a" + "b" else 1', '1:22-31'],
    ['local f() = importstr "a" + "b"; 1', '1:23-32'],
    ['{ a:: importbin ("a") }', '1:17-22'],
    ['local p = "a"; if false then import p else 1', '1:37'],
  ])('%s', async (code, range) => {
    expect(await errorOf(snippet(code))).toBe(
      `STATIC ERROR: x.jsonnet:${range}: computed imports are not allowed.`,
    );
  });
});
