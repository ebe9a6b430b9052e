// A Ruby VM as it stands after boot, kept so that a later run starts from it instead of booting
// (Wizer-style pre-initialisation, done at run time: neither ruby.wasm nor @ruby/wasm-wasi offers
// one). Ruby's init and loading erb, json and runtime.rb are most of a BOSH render's fixed cost.
//
// The snapshot is a module and a memory image: ruby.wasm with the booted instance's globals as their
// initial values, and the instance's linear memory (its non-zero 4 KiB chunks), which is read from
// the file straight into a new instance's memory before anything runs in it. A wasm instance's
// state is its linear memory, its mutable globals and its tables. The module's own data is emptied
// (the memory holds it); the globals (ruby.wasm's shadow-stack pointer and asyncify's state, read
// through the exports exportGlobals adds) become their initial values. (Wizer makes the memory data
// segments: V8 then copied 21 MB of them into the module and again into the memory, 30-60 ms.) ruby.wasm's one table is fixed in size
// (min = max) and filled by its element segment; C code does not write it. Outside the instance,
// node:wasi keeps the memory and nothing else for a VM that opened no host file (Ruby's stdlib
// lives in memory, in wasi-vfs), and @ruby/wasm-wasi's JS objects hold the host's handles to Ruby
// values: a VM started from a snapshot has none, as if it had dropped them. Such a VM runs neither
// the module's _initialize nor Ruby's init again (guest.ts, restoreWithoutBridge): they ran before
// the capture. A snapshot is captured between calls into the VM (no Ruby frame on the stack) and
// before any template has run, so it holds nothing a pull request put there.
//
// The file: MAGIC, the sha256 of the rest, a JSON header's length (u32 LE), the header (its key, the
// module's length and where each run of memory goes), the module, then the runs of memory. One that
// does not read back exactly is refused, and the VM boots instead.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { concatBytes, editSections, leb, readLeb, type SectionEdit, sections } from './memory';

const MAGIC = Buffer.from('rigging-rb-snap3');
/** Where the header's length is, and where the header starts. */
const HEADER_LENGTH_AT = MAGIC.length + 32;
const HEADER_AT = HEADER_LENGTH_AT + 4;

/**
 * sha256 of `bytes`. node:crypto is loaded on first use: a VM's process that restores a snapshot
 * known whole (its usual start) needs no hash, and loading crypto took 7 ms of its start.
 */
const sha256 = (bytes: Uint8Array): Buffer =>
  (require('node:crypto') as typeof import('node:crypto')).createHash('sha256').update(bytes).digest();
const CHUNK = 4096;
const PAGE = 1 << 16;
/** The exports exportGlobals adds: the module's own globals, by index. */
const GLOBAL_EXPORT = 'rigging:global';

/** What a snapshot cannot be read back as. */
export class SnapshotRejected extends Error {}

/**
 * The edit of the export section of the module `bytes` that exports each global it defines as
 * `rigging:global<index>` (editSections).
 */
export function globalExports(bytes: Uint8Array): SectionEdit {
  const globals = sections(bytes).find((s) => s.id === 6);
  const count = globals ? readLeb(globals.payload, 0).value : 0;
  // Index i is the module's own global i: ruby.wasm imports no global (guest.ts refuses any
  // import but a function), so its own globals start the index space.
  const added: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`${GLOBAL_EXPORT}${i}`);
    added.push(...leb(name.length), ...name, 3 /* global */, ...leb(i));
  }
  return (payload) => {
    const old = readLeb(payload, 0);
    const head = leb(old.value + count);
    const out = new Uint8Array(head.length + payload.length - old.next + added.length);
    out.set(head, 0);
    out.set(payload.subarray(old.next), head.length);
    out.set(added, out.length - added.length);
    return out;
  };
}

/** `bytes` (a wasm module) with each global it defines exported (globalExports). */
export const exportGlobals = (bytes: Uint8Array): Uint8Array =>
  editSections(bytes, { 7: globalExports(bytes) });

type Exports = Record<string, unknown>;
// The type libraries here declare WebAssembly.Module but not these: what this file uses of them.
interface WasmGlobal {
  value: unknown;
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** The instance's exported globals (exportGlobals), by index. */
function globalsOf(exports: Exports): WasmGlobal[] {
  const out: WasmGlobal[] = [];
  for (let i = 0; exports[`${GLOBAL_EXPORT}${i}`] !== undefined; i++)
    out.push(exports[`${GLOBAL_EXPORT}${i}`] as WasmGlobal);
  return out;
}

const ZERO = Buffer.alloc(CHUNK);

/**
 * The snapshot named `key` of an instance (`exports`: its memory and exported globals) of the
 * module `bytes` (with exportGlobals' edit), or undefined when its state is not one this can carry
 * (a float global, a global with an unusual initialiser).
 */
export function captureSnapshot(exports: Exports, bytes: Uint8Array, key: string): Uint8Array | undefined {
  const values = globalsOf(exports).map((g) => g.value);
  const memory = new Uint8Array((exports.memory as WasmMemory).buffer);
  const runs: [number, number][] = [];
  for (let c = 0; c * CHUNK < memory.length; c++) {
    if (ZERO.equals(memory.subarray(c * CHUNK, (c + 1) * CHUNK))) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === c) last[1]++;
    else runs.push([c, 1]);
  }
  let module: Uint8Array;
  try {
    // The data count section must be there (bulk memory): a passive segment keeps its index.
    dataCount(bytes);
    module = editSections(bytes, {
      5: (payload) => memoryWithMinimum(payload, memory.length / PAGE),
      6: (payload) => globalsWithValues(payload, values),
      11: (payload) => emptiedData(payload),
    });
  } catch {
    // A module this does not know how to edit is booted every time, never snapshotted wrongly.
    return undefined;
  }
  const layout: Layout = {
    key,
    module: module.length,
    memory: runs.map(([first, n]) => [first * CHUNK, n * CHUNK]),
  };
  const header = Buffer.from(JSON.stringify(layout), 'utf8');
  const image = runs.map(([first, n]) => memory.subarray(first * CHUNK, (first + n) * CHUNK));
  const out = concatBytes([MAGIC, new Uint8Array(36), header, module, ...image]);
  new DataView(out.buffer).setUint32(HEADER_LENGTH_AT, header.length, true);
  out.set(sha256(out.subarray(HEADER_LENGTH_AT)), MAGIC.length);
  return out;
}

/** A snapshot's header: its key, its module's length, and each run of memory (where, how long). */
interface Layout {
  key: string;
  module: number;
  memory: [at: number, length: number][];
}

/** A snapshot read back: the module to compile, and the memory its instance starts with. */
export interface Snapshot {
  module: Uint8Array;
  /**
   * Writes the captured memory into `memory`, a new instance's (all zero), before anything runs in
   * it. Throws SnapshotRejected when the memory does not fit.
   */
  fill(memory: ArrayBuffer): void;
  /** Lets go of the file (after fill, or instead of it). */
  close(): void;
}

/**
 * The snapshot `file` (its bytes), which must be named `key`. Throws SnapshotRejected when the file
 * is not a whole snapshot of that key; `checkHash` false skips its hash (the file is known
 * unchanged since it was checked: snapshot-cache.ts).
 */
export function snapshotOf(file: Uint8Array, key: string, checkHash = true): Snapshot {
  if (file.length < HEADER_AT || !Buffer.from(file.subarray(0, MAGIC.length)).equals(MAGIC))
    throw new SnapshotRejected('not a snapshot');
  if (
    checkHash &&
    !sha256(file.subarray(HEADER_LENGTH_AT)).equals(file.subarray(MAGIC.length, HEADER_LENGTH_AT))
  )
    throw new SnapshotRejected('its hash does not match');
  const { layout, moduleAt } = parseHeader(file, key, file.length);
  let at = moduleAt + layout.module;
  return {
    module: file.subarray(moduleAt, at),
    fill(memory) {
      const into = new Uint8Array(memory);
      for (const [to, length] of fitting(layout, memory)) {
        into.set(file.subarray(at, at + length), to);
        at += length;
      }
    },
    close() {},
  };
}

/**
 * The snapshot in the file `path`, as snapshotOf reads it, but with its memory read from the file
 * straight into the instance's (fill): the module alone is read before it is compiled. Hashing
 * needs the whole file: one that is to be hashed is read whole, by snapshotOf.
 */
export function readSnapshot(path: string, key: string, checkHash: boolean): Snapshot {
  if (checkHash) return snapshotOf(readFileSync(path), key, true);
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = (at: number, length: number) => {
      const bytes = new Uint8Array(length);
      if (readSync(fd, bytes, 0, length, at) !== length) throw new SnapshotRejected('cut short');
      return bytes;
    };
    if (size < HEADER_AT) throw new SnapshotRejected('not a snapshot');
    const head = read(0, HEADER_AT);
    if (!Buffer.from(head.subarray(0, MAGIC.length)).equals(MAGIC))
      throw new SnapshotRejected('not a snapshot');
    const headerLength = new DataView(head.buffer).getUint32(HEADER_LENGTH_AT, true);
    if (headerLength > size - HEADER_AT) throw new SnapshotRejected('cut short');
    const prefix = concatBytes([head, read(HEADER_AT, headerLength)]);
    const { layout, moduleAt } = parseHeader(prefix, key, size);
    const module = read(moduleAt, layout.module);
    let at = moduleAt + layout.module;
    return {
      module,
      fill(memory) {
        for (const [to, length] of fitting(layout, memory)) {
          if (readSync(fd, new Uint8Array(memory, to, length), 0, length, at) !== length)
            throw new SnapshotRejected('cut short');
          at += length;
        }
      },
      close: () => closeSync(fd),
    };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** The header of a snapshot file of `size` bytes that starts with `prefix`, which must be named `key`. */
function parseHeader(prefix: Uint8Array, key: string, size: number): { layout: Layout; moduleAt: number } {
  const moduleAt =
    HEADER_AT + new DataView(prefix.buffer, prefix.byteOffset).getUint32(HEADER_LENGTH_AT, true);
  let layout: Layout;
  try {
    layout = JSON.parse(Buffer.from(prefix.subarray(HEADER_AT, moduleAt)).toString('utf8')) as Layout;
  } catch {
    throw new SnapshotRejected('unreadable header');
  }
  if (layout?.key !== key) throw new SnapshotRejected('captured for another key');
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  const runs: unknown = layout.memory;
  if (
    !count(layout.module) ||
    !Array.isArray(runs) ||
    !runs.every((r) => Array.isArray(r) && r.length === 2 && r.every(count))
  )
    throw new SnapshotRejected('unreadable header');
  if (moduleAt + layout.module + layout.memory.reduce((n, [, length]) => n + length, 0) !== size)
    throw new SnapshotRejected('its size does not match its header');
  return { layout, moduleAt };
}

/** The layout's runs of memory, each checked to fall inside `memory`. */
function fitting(layout: Layout, memory: ArrayBuffer): Layout['memory'] {
  for (const [to, length] of layout.memory)
    if (to + length > memory.byteLength) throw new SnapshotRejected('its memory does not fit the instance');
  return layout.memory;
}

/** A memory section (one memory, as ruby.wasm's) whose minimum is `pages`, its maximum kept. */
function memoryWithMinimum(payload: Uint8Array, pages: number): Uint8Array {
  const count = readLeb(payload, 0);
  const flags = payload[count.next];
  if (count.value !== 1 || (flags !== 0 && flags !== 1)) throw new SnapshotRejected('unexpected memory');
  const min = readLeb(payload, count.next + 1);
  const max = flags === 1 ? readLeb(payload, min.next).value : undefined;
  if (max !== undefined && max < pages) throw new SnapshotRejected('memory past its maximum');
  return Uint8Array.from([1, flags, ...leb(pages), ...(max === undefined ? [] : leb(max))]);
}

/** A global section whose globals start at `values` (integers only: i32.const or i64.const). */
function globalsWithValues(payload: Uint8Array, values: unknown[]): Uint8Array {
  const count = readLeb(payload, 0);
  if (count.value !== values.length) throw new SnapshotRejected('globals differ');
  const out: number[] = [...leb(count.value)];
  let at = count.next;
  for (const value of values) {
    const type = payload[at] as number;
    const mutable = payload[at + 1] as number;
    // The initialiser replaced: a constant then end.
    const op = payload[at + 2];
    if (op !== 0x41 && op !== 0x42 && op !== 0x23) throw new SnapshotRejected('unexpected global');
    const arg = readLeb(payload, at + 3);
    if (payload[arg.next] !== 0x0b) throw new SnapshotRejected('unexpected global');
    at = arg.next + 1;
    if (type === 0x7f && typeof value === 'number' && Number.isInteger(value))
      out.push(type, mutable, 0x41, ...sleb(BigInt(value)), 0x0b);
    else if (type === 0x7e && typeof value === 'bigint') out.push(type, mutable, 0x42, ...sleb(value), 0x0b);
    else throw new SnapshotRejected('a global this cannot carry');
  }
  return Uint8Array.from(out);
}

/**
 * A data section: each of the module's own segments, active ones emptied (their indexes kept, so
 * code that names a passive one in memory.init or data.drop still finds it): the captured memory
 * holds what they wrote.
 */
function emptiedData(payload: Uint8Array): Uint8Array {
  const count = readLeb(payload, 0);
  const parts: Uint8Array[] = [];
  const push = (bytes: number[] | Uint8Array) =>
    parts.push(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  push(leb(count.value));
  let at = count.next;
  for (let i = 0; i < count.value; i++) {
    const flags = readLeb(payload, at);
    if (flags.value === 1) {
      const size = readLeb(payload, flags.next);
      push(payload.subarray(at, size.next + size.value));
      at = size.next + size.value;
      continue;
    }
    if (flags.value !== 0 && flags.value !== 2) throw new SnapshotRejected('unexpected data segment');
    const expr = flags.value === 2 ? readLeb(payload, flags.next).next : flags.next;
    const op = payload[expr];
    const arg = readLeb(payload, expr + 1);
    if ((op !== 0x41 && op !== 0x23) || payload[arg.next] !== 0x0b)
      throw new SnapshotRejected('unexpected data segment');
    push(payload.subarray(at, arg.next + 1));
    push([0]); // no bytes
    const size = readLeb(payload, arg.next + 1);
    at = size.next + size.value;
  }
  return concatBytes(parts);
}

/** The module's data segment count (its data count section, which a snapshot keeps equal). */
function dataCount(bytes: Uint8Array): number {
  const section = sections(bytes).find((s) => s.id === 12);
  if (!section) throw new SnapshotRejected('no data count section');
  return readLeb(section.payload, 0).value;
}

/** `value` as signed LEB128. */
function sleb(value: bigint): number[] {
  const out: number[] = [];
  let rest = value;
  for (;;) {
    const byte = Number(rest & 0x7fn);
    rest >>= 7n;
    const done = (rest === 0n && (byte & 0x40) === 0) || (rest === -1n && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}
