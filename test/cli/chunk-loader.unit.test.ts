// The loader of the CLI's chunks (src/cli/chunk-loader.ts) on packs written here: a pack is one file
// defining several chunks' module functions, compiled as one Script, and each chunk still runs only
// when it is first required, in the order of the requires.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLoader } from '../../src/cli/chunk-loader';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rigging-chunk-loader-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pack file as scripts/build.mjs writes it: a module function per chunk, by name. */
function writePack(file: string, chunks: Record<string, string>): void {
  const body = Object.entries(chunks)
    .map(
      ([name, code]) =>
        `${JSON.stringify(name)}: function (exports, require, module, __filename, __dirname) {\n${code}\n},\n`,
    )
    .join('');
  writeFileSync(path.join(dir, file), `({\n${body}})\n`);
}

const loader = () => chunkLoader(dir, createRequire(path.join(dir, 'index.js')), undefined, 'test');

describe('chunkLoader', () => {
  it("runs each chunk of a pack when first required, once, and finds a chunk's pack through packs.json", () => {
    writePack('main.js', {
      'main.js': 'globalThis.__order.push("main"); exports.b = () => require("./chunk-b.js").value;',
      'chunk-a.js': 'globalThis.__order.push("a"); exports.value = 1;',
      'chunk-b.js': 'globalThis.__order.push("b"); exports.value = require("./chunk-a.js").value + 1;',
    });
    writePack('chunk-c.js', { 'chunk-c.js': 'globalThis.__order.push("c"); exports.dir = __dirname;' });
    writeFileSync(
      path.join(dir, 'packs.json'),
      JSON.stringify({ 'chunk-a.js': 'main.js', 'chunk-b.js': 'main.js' }),
    );
    const order: string[] = [];
    Object.assign(globalThis, { __order: order });
    try {
      const load = loader();
      const main = load('./main.js') as { b: () => number };
      // Defined with main.js, not run: nothing required them yet.
      expect(order).toEqual(['main']);
      expect(main.b()).toBe(2);
      expect(order).toEqual(['main', 'b', 'a']);
      expect(main.b()).toBe(2);
      expect((load('./chunk-c.js') as { dir: string }).dir).toBe(dir);
      expect(order).toEqual(['main', 'b', 'a', 'c']);
    } finally {
      Reflect.deleteProperty(globalThis, '__order');
    }
  });

  it('finds a chunk packed elsewhere even when it is required before its pack named after another chunk', () => {
    writePack('chunk-x.js', { 'chunk-x.js': 'exports.x = 1;', 'chunk-y.js': 'exports.y = 2;' });
    writeFileSync(path.join(dir, 'packs.json'), JSON.stringify({ 'chunk-y.js': 'chunk-x.js' }));
    const load = loader();
    expect(load('./chunk-y.js')).toMatchObject({ y: 2 });
    expect(load('./chunk-x.js')).toMatchObject({ x: 1 });
  });

  it('says which pack lacks a chunk packs.json puts there, and never reads a pack outside its directory', () => {
    writePack('main.js', { 'main.js': 'exports.ok = true;' });
    writeFileSync(path.join(dir, 'packs.json'), JSON.stringify({ 'chunk-z.js': 'main.js' }));
    expect(() => loader()('./chunk-z.js')).toThrow('chunk-z.js is not in main.js');
    writeFileSync(path.join(dir, 'packs.json'), JSON.stringify({ 'chunk-z.js': '../elsewhere.js' }));
    expect(() => loader()).toThrow("packs.json: ../elsewhere.js is not a chunk's name");
  });

  it('loads afresh a chunk whose code threw, as Node does', () => {
    writePack('main.js', {
      'main.js':
        'exports.n = (globalThis.__runs = (globalThis.__runs ?? 0) + 1); if (exports.n === 1) throw new Error("first");',
    });
    try {
      const load = loader();
      expect(() => load('./main.js')).toThrow('first');
      expect(load('./main.js')).toMatchObject({ n: 2 });
    } finally {
      Reflect.deleteProperty(globalThis, '__runs');
    }
  });
});
