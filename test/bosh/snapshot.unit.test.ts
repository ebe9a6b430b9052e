// The snapshot of a booted VM, on a module small enough to write by hand: an instance's memory and
// globals come back exactly in a fresh instance, and a file that is not exactly a snapshot of the
// expected key is refused. Where snapshots are kept: only in a private directory, by a key of all
// that shapes a booted VM.
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editSections, memoryCap } from '../../src/render/bosh/ruby/memory';
import {
  captureSnapshot,
  exportGlobals,
  globalExports,
  readSnapshot,
  type Snapshot,
  SnapshotRejected,
  snapshotOf,
} from '../../src/render/bosh/ruby/snapshot';
import {
  saveSnapshot,
  snapshotFile,
  snapshotKey,
  snapshotName,
} from '../../src/render/bosh/ruby/snapshot-cache';

interface Memory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface Global {
  value: number | bigint;
}
type Exports = Record<string, unknown>;
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object, imports: object) => { exports: Exports };
    };
  }
).WebAssembly;

const text = (s: string) => [s.length, ...Buffer.from(s)];
const section = (id: number, payload: number[]) => [id, payload.length, ...payload];
const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
/**
 * (memory (export "memory") 2), an i32 global 42 and an i64 global 7 (mutable, not exported),
 * "hello" written at 16 by an active data segment, and a passive segment "pass" that the exported
 * function init copies to 100 (memory.init names it by index).
 */
const tinySections = [
  section(1, [1, 0x60, 0, 0]),
  section(3, [1, 0]),
  section(5, [1, 0x00, 2]),
  section(6, [2, 0x7f, 1, 0x41, 42, 0x0b, 0x7e, 1, 0x42, 7, 0x0b]),
  section(7, [2, ...text('memory'), 2, 0, ...text('init'), 0, 0]),
  section(12, [2]),
  section(10, [1, 13, 0, 0x41, 0xe4, 0x00, 0x41, 0, 0x41, 4, 0xfc, 8, 0, 0, 0x0b]),
  section(11, [2, 1, ...text('pass'), 0, 0x41, 16, 0x0b, ...text('hello')]),
];
const tiny = Uint8Array.from([...HEADER, ...tinySections.flat()]);
const edited = exportGlobals(tiny);
const instance = (bytes: Uint8Array) => new wasm.Instance(new wasm.Module(bytes), {}).exports;
const memoryOf = (exports: Exports) => new Uint8Array((exports.memory as Memory).buffer);
/** A new instance of the snapshot's module, its memory filled as the VM's process does. */
const restore = (snapshot: Snapshot) => {
  const exports = instance(snapshot.module);
  try {
    snapshot.fill((exports.memory as Memory).buffer);
  } finally {
    snapshot.close();
  }
  return exports;
};
/** The snapshot `file` with its header replaced by `edit` of it (its hash left as it was). */
const withHeader = (file: Uint8Array, edit: (header: Record<string, unknown>) => void) => {
  const view = Buffer.from(file);
  const start = 16 + 32 + 4;
  const end = start + view.readUInt32LE(48);
  const header = JSON.parse(view.subarray(start, end).toString()) as Record<string, unknown>;
  edit(header);
  const text = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(text.length);
  return Uint8Array.from(Buffer.concat([view.subarray(0, 48), length, text, view.subarray(end)]));
};
const globalOf = (exports: Exports, i: number) => exports[`rigging:global${i}`] as Global;

/** An instance whose state differs from a fresh one's everywhere a snapshot must carry. */
function used(): Exports {
  const exports = instance(edited);
  (exports.memory as Memory).grow(1);
  const memory = memoryOf(exports);
  memory.fill(0, 16, 19); // the data segment's "hel" cleared: a fresh instance has it
  memory.set(Buffer.from('state'), 5000);
  memory.set(Buffer.from('grown'), 2 * 65536 + 100);
  globalOf(exports, 0).value = -1234;
  globalOf(exports, 1).value = 2n ** 40n;
  return exports;
}

describe('a snapshot', () => {
  it("exports the module's globals, which it does not export itself", () => {
    const exports = instance(edited);
    expect(globalOf(exports, 0).value).toBe(42);
    expect(globalOf(exports, 1).value).toBe(7n);
    expect(instance(tiny)['rigging:global0']).toBeUndefined();
    expect(Buffer.from(memoryOf(exports).subarray(16, 21)).toString()).toBe('hello');
  });

  it('is a module and a memory image that start an instance as the one captured', () => {
    const original = used();
    const file = captureSnapshot(original, edited, 'key-1') as Uint8Array;
    // Only the non-zero 4 KiB chunks are kept: three of 48.
    expect(file.length).toBeLessThan(4 * 4096);
    const dir = mkdtempSync(path.join(tmpdir(), 'rigging-snapshot-read-'));
    try {
      writeFileSync(path.join(dir, 'snap'), file);
      // From its bytes, and from its file: memory read straight into the instance's, hashed or not.
      for (const snapshot of [
        snapshotOf(file, 'key-1'),
        readSnapshot(path.join(dir, 'snap'), 'key-1', false),
        readSnapshot(path.join(dir, 'snap'), 'key-1', true),
      ]) {
        const restored = restore(snapshot);
        expect(Buffer.from(memoryOf(restored)).equals(memoryOf(original))).toBe(true);
        expect(Buffer.from(memoryOf(restored).subarray(16, 21)).toString('latin1')).toBe('\0\0\0lo');
        expect(globalOf(restored, 0).value).toBe(-1234);
        expect(globalOf(restored, 1).value).toBe(2n ** 40n);
        // The passive segment is still there, under its index.
        (restored.init as () => void)();
        expect(Buffer.from(memoryOf(restored).subarray(100, 104)).toString()).toBe('pass');
      }
      // The module alone holds none of the memory: an instance of it starts all zero.
      expect(memoryOf(instance(snapshotOf(file, 'key-1').module)).every((b) => b === 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused when a byte changed, it is cut short, or it was taken for another key', () => {
    const file = captureSnapshot(used(), edited, 'key-1') as Uint8Array;
    const tampered = Uint8Array.from(file);
    tampered[tampered.length - 10] = (tampered[tampered.length - 10] as number) ^ 1;
    const refused =
      (bytes: Uint8Array, key = 'key-1', checkHash = true) =>
      () =>
        restore(snapshotOf(bytes, key, checkHash));
    expect(refused(tampered)).toThrow(SnapshotRejected);
    expect(refused(tampered)).toThrow(/hash/);
    expect(refused(file.subarray(0, file.length - 100))).toThrow(/hash/);
    expect(refused(file.subarray(0, 20))).toThrow(/not a snapshot/);
    expect(refused(file, 'key-2')).toThrow(/another key/);
    // Unless the caller knows the file unchanged since it was hashed (its stamp).
    expect(refused(tampered, 'key-1', false)).not.toThrow();
    expect(refused(file)).not.toThrow();
    // Even then, one cut short, or whose header puts memory where the instance has none, is refused.
    expect(refused(file.subarray(0, file.length - 100), 'key-1', false)).toThrow(/size does not match/);
    const outside = withHeader(file, (h) => {
      (h.memory as number[][])[0] = [3 * 65536 - 4096, 8192];
    });
    expect(refused(outside, 'key-1', false)).toThrow(/does not fit/);
    const unreadable = withHeader(file, (h) => {
      h.memory = [[0, -4096]];
    });
    expect(refused(unreadable, 'key-1', false)).toThrow(/unreadable header/);
  });

  it('is not taken of a state it cannot carry, nor of a module it does not know', () => {
    const floats = exportGlobals(
      Uint8Array.from([
        ...HEADER,
        ...section(5, [1, 0x00, 1]),
        ...section(6, [1, 0x7c, 1, 0x44, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b]),
        ...section(7, [1, ...text('memory'), 2, 0]),
        ...section(12, [0]),
        ...section(11, [0]),
      ]),
    );
    expect(captureSnapshot(instance(floats), floats, 'k')).toBeUndefined();
    // Without a data count section (no bulk memory): not edited, so not taken.
    const noCount = exportGlobals(
      Uint8Array.from([
        ...HEADER,
        ...tinySections.filter((s) => ![1, 3, 10, 12].includes(s[0] as number)).flat(),
      ]),
    );
    expect(captureSnapshot(instance(edited), noCount, 'k')).toBeUndefined();
  });
});

describe('the snapshot cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const temp = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'rigging-snapshot-'));
    dirs.push(d);
    return d;
  };

  it('has a key that changes with the module, the VM script and Node', () => {
    const key = snapshotKey('wasm-a', 'script', 'v24.0.0');
    expect(snapshotKey('wasm-a', 'script', 'v24.0.0')).toBe(key);
    expect(snapshotKey('wasm-b', 'script', 'v24.0.0')).not.toBe(key);
    expect(snapshotKey('wasm-a', 'script with runtime.rb changed', 'v24.0.0')).not.toBe(key);
    expect(snapshotKey('wasm-a', 'script', 'v24.0.1')).not.toBe(key);
  });

  it('has a file named by the module and Node alone, known before the script is hashed', () => {
    const name = snapshotName('a'.repeat(64), 'v24.0.0');
    expect(name).toMatch(/^a{64}-node24\.0\.0-f\d+$/);
    expect(snapshotName('b'.repeat(64), 'v24.0.0')).not.toBe(name);
    expect(snapshotName('a'.repeat(64), 'v24.0.1')).not.toBe(name);
  });

  it('lives only in a directory no other user can write', () => {
    const dir = temp();
    chmodSync(dir, 0o700);
    expect(snapshotFile(dir, 'k')).toBe(path.join(realpathSync(dir), 'ruby-snapshot-k.bin'));
    // Named by its real path, which is all the VM's process may read it by (here, under a link).
    const link = path.join(temp(), 'link');
    symlinkSync(path.dirname(dir), link);
    const linked = path.join(link, path.basename(dir));
    expect(snapshotFile(linked, 'k')).toBe(path.join(realpathSync(dir), 'ruby-snapshot-k.bin'));
    // A link in the directory's own place is refused, as the wasm cache refuses it.
    const own = path.join(temp(), 'own');
    symlinkSync(dir, own);
    expect(snapshotFile(own, 'k')).toBeUndefined();
    chmodSync(dir, 0o777);
    expect(snapshotFile(dir, 'k')).toBeUndefined();
    chmodSync(dir, 0o770);
    expect(snapshotFile(dir, 'k')).toBeUndefined();
    expect(snapshotFile(undefined, 'k')).toBeUndefined();
    // Not a directory (a file or a symlink to one in its place) either.
    const file = path.join(dir, 'file');
    writeFileSync(file, '');
    expect(snapshotFile(file, 'k')).toBeUndefined();
  });

  it("is written private, and replaces other keys' snapshots", async () => {
    const dir = temp();
    chmodSync(dir, 0o700);
    writeFileSync(path.join(dir, 'ruby-snapshot-old.bin'), 'old');
    writeFileSync(path.join(dir, 'ruby-other.wasm'), 'kept');
    const file = snapshotFile(dir, 'new') as string;
    await saveSnapshot(file, Uint8Array.from([1, 2, 3]));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).sort()).toEqual(['ruby-other.wasm', 'ruby-snapshot-new.bin']);
    // Where it cannot be written, nothing is thrown and nothing is left.
    await saveSnapshot(path.join(dir, 'missing', 'ruby-snapshot-x.bin'), Uint8Array.from([1]));
    expect(existsSync(path.join(dir, 'missing'))).toBe(false);
  });
});

describe("ruby.wasm's edits", () => {
  it('leave a module that compiles, with its globals exported', () => {
    const bytes = readFileSync(require.resolve('@ruby/3.4-wasm-wasi/dist/ruby+stdlib.wasm'));
    const module = new wasm.Module(editSections(bytes, { 5: memoryCap(), 7: globalExports(bytes) }));
    const exports = (
      globalThis as unknown as {
        WebAssembly: { Module: { exports(m: object): { name: string; kind: string }[] } };
      }
    ).WebAssembly.Module.exports(module);
    expect(exports.filter((e) => e.kind === 'global').map((e) => e.name)).toEqual([
      'rigging:global0',
      'rigging:global1',
      'rigging:global2',
    ]);
  });
});
