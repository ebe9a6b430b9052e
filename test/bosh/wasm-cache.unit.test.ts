// The unpacked ruby.wasm cache: used only when it holds exactly the module the manifest names,
// written afresh otherwise, and only in a directory no other user can write.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheDir, cacheFile, type PackedWasm, unpackedWasm } from '../../src/render/bosh/ruby/wasm-cache';

// Counts the hashes the cache computes, to tell a stamped file (not hashed) from a checked one.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    createHash: (algorithm: string) => {
      hashes.count++;
      return crypto.createHash(algorithm);
    },
  };
});
/** The hashes computed while `run` ran. */
async function hashesIn(run: () => Promise<unknown>): Promise<number> {
  const start = hashes.count;
  await run();
  return hashes.count - start;
}
/**
 * Past the clock tick the stamp was written in: a file changed in that tick is not trusted by its
 * stamp (it is hashed instead), so a test that wants the stamp trusted waits one tick (a few ms).
 */
const nextTick = () => sleep(30);

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'rigging-wasm-cache-'));
  dirs.push(d);
  return d;
};

/** A module's bytes (any bytes serve: the cache never compiles them) packed as the build packs them. */
function packed(dir: string, text = 'a wasm module'): PackedWasm & { bytes: Buffer } {
  const bytes = Buffer.from(text.repeat(100));
  const file = path.join(dir, 'ruby+stdlib.wasm.br');
  writeFileSync(file, brotliCompressSync(bytes));
  return {
    packed: file,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    bytes,
  };
}

describe('the unpacked wasm cache', () => {
  it('unpacks into the cache once, then serves the file without unpacking', async () => {
    const dir = temp();
    const wasm = packed(dir);
    mkdirSync(path.join(dir, 'cache'));
    const file = cacheFile(wasm.sha256, path.join(dir, 'cache')) as string;
    expect(await unpackedWasm(wasm, file)).toEqual({ file });
    expect(readFileSync(file)).toEqual(wasm.bytes);
    rmSync(wasm.packed);
    expect(await unpackedWasm(wasm, file)).toEqual({ file });
  });

  it('writes over a cached file that is not the module, and hands the bytes over where it cannot cache', async () => {
    const dir = temp();
    const wasm = packed(dir);
    const file = path.join(dir, `ruby-${wasm.sha256}.wasm`);
    writeFileSync(file, Buffer.from('a wasm mod!le'.repeat(100)));
    expect(await unpackedWasm(wasm, file)).toEqual({ file });
    expect(readFileSync(file)).toEqual(wasm.bytes);
    expect(await unpackedWasm(wasm, undefined)).toEqual({ bytes: wasm.bytes });
    const nowhere = path.join(dir, 'missing', 'ruby.wasm');
    expect(await unpackedWasm(wasm, nowhere)).toEqual({ bytes: wasm.bytes });
    expect(existsSync(nowhere)).toBe(false);
    expect(cacheFile(wasm.sha256, path.join(dir, 'gone'))).toBeUndefined();
  });

  it('skips the hash of a cached file exactly as stamped, and hashes it again once it has changed', async () => {
    const dir = temp();
    const wasm = packed(dir);
    const file = path.join(dir, `ruby-${wasm.sha256}.wasm`);
    expect(await unpackedWasm(wasm, file)).toEqual({ file });
    await nextTick();
    await unpackedWasm(wasm, file); // hashed if written in the stamp's tick, then stamped afresh
    await nextTick();
    expect(await hashesIn(async () => expect(await unpackedWasm(wasm, file)).toEqual({ file }))).toBe(0);

    // Same size, other bytes, its mtime set back: the stamp no longer matches (ctime moved).
    const { mtime } = statSync(file);
    writeFileSync(file, Buffer.from('a wasm mod!le'.repeat(100)));
    utimesSync(file, mtime, mtime);
    expect(
      await hashesIn(async () => expect(await unpackedWasm(wasm, file)).toEqual({ file })),
    ).toBeGreaterThan(0);
    expect(readFileSync(file)).toEqual(wasm.bytes);
  });

  it('never trusts a stamp of another module, a missing one, or a file changed in its tick', async () => {
    const dir = temp();
    const wasm = packed(dir);
    const other = packed(temp(), 'a wasm modulX');
    const file = path.join(dir, `ruby-${wasm.sha256}.wasm`);
    await unpackedWasm(wasm, file);
    await nextTick();
    await unpackedWasm(wasm, file);
    await nextTick();
    // The stamp names the module hashed: a manifest naming another one hashes (and refuses) the file.
    expect(await hashesIn(() => unpackedWasm(other, file))).toBeGreaterThan(0);
    expect(readFileSync(file)).toEqual(other.bytes);
    rmSync(`${file}.stamp`, { force: true });
    writeFileSync(file, wasm.bytes);
    expect(await hashesIn(() => unpackedWasm(wasm, file))).toBeGreaterThan(0);
    // A file last changed no earlier than its stamp was written (here: the stamp's time set back
    // before it, as a change in the stamp's own clock tick looks) is hashed, not trusted.
    await nextTick();
    await unpackedWasm(wasm, file);
    await nextTick();
    expect(await hashesIn(() => unpackedWasm(wasm, file))).toBe(0);
    utimesSync(`${file}.stamp`, 0, 0);
    expect(await hashesIn(() => unpackedWasm(wasm, file))).toBeGreaterThan(0);
    // Tampered with right after it was stamped (no wait): hashed, never served as it is.
    writeFileSync(file, Buffer.from('a wasm mod!le'.repeat(100)));
    expect(await unpackedWasm(wasm, file)).toEqual({ file });
    expect(readFileSync(file)).toEqual(wasm.bytes);
  });

  it('refuses a packed file that does not unpack to the size its manifest gives', async () => {
    const dir = temp();
    const wasm = packed(dir);
    await expect(unpackedWasm({ ...wasm, size: wasm.size + 1 }, undefined)).rejects.toThrow(
      /does not unpack to the module its manifest names/,
    );
  });

  it.skipIf(process.platform === 'win32' || process.getuid?.() === undefined)(
    "lives in the user's cache directory when no other user can write it, else in a private temp one",
    () => {
      const home = temp();
      expect(cacheDir({ XDG_CACHE_HOME: home })).toBe(path.join(home, 'rigging'));
      const open = temp();
      mkdirSync(path.join(open, 'rigging'));
      chmodSync(path.join(open, 'rigging'), 0o777);
      const fallback = cacheDir({ XDG_CACHE_HOME: open });
      expect(fallback).not.toBe(path.join(open, 'rigging'));
      expect(fallback?.startsWith(tmpdir())).toBe(true);
    },
  );
});
