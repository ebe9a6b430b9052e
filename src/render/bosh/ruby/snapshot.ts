// A Ruby VM as it stands after boot, kept so that a later run starts from it instead of booting
// (Wizer-style pre-initialisation, done at run time: neither ruby.wasm nor @ruby/wasm-wasi offers
// one). Ruby's init and loading erb, json and runtime.rb are most of a BOSH render's fixed cost.
//
// As Wizer does, the snapshot is a module: ruby.wasm with the booted instance's state as its
// initial state. A wasm instance's state is its linear memory, its mutable globals and its
// tables. The memory becomes data segments (its non-zero 4 KiB chunks) and the module's own data is
// emptied; the globals (ruby.wasm's shadow-stack pointer and asyncify's state, read through the
// exports exportGlobals adds) become their initial values. ruby.wasm's one table is fixed in size
// (min = max) and filled by its element segment; C code does not write it. Outside the instance,
// node:wasi keeps the memory and nothing else for a VM that opened no host file (Ruby's stdlib
// lives in memory, in wasi-vfs), and @ruby/wasm-wasi's JS objects hold the host's handles to Ruby
// values: a VM started from a snapshot has none, as if it had dropped them. Such a VM runs neither
// the module's _initialize nor Ruby's init again (guest.ts, restoreWithoutBridge): they ran before
// the capture. A snapshot is captured between calls into the VM (no Ruby frame on the stack) and
// before any template has run, so it holds nothing a pull request put there.
//
// The file: MAGIC, the sha256 of the rest, a JSON header's length (u32 LE), the header (its key),
// then the module. One that does not read back exactly is refused, and the VM boots instead.
import { concatBytes, editSections, leb, readLeb, type SectionEdit, sections } from './memory';

const MAGIC = Buffer.from('rigging-rb-snap2');

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
    module = editSections(bytes, {
      5: (payload) => memoryWithMinimum(payload, memory.length / PAGE),
      6: (payload) => globalsWithValues(payload, values),
      11: (payload) => dataOf(payload, memory, runs),
      12: () => Uint8Array.from(leb(dataCount(bytes) + runs.length)),
    });
  } catch {
    // A module this does not know how to edit is booted every time, never snapshotted wrongly.
    return undefined;
  }
  const header = Buffer.from(JSON.stringify({ key }), 'utf8');
  const out = new Uint8Array(MAGIC.length + 36 + header.length + module.length);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(MAGIC.length + 32, header.length, true);
  out.set(header, MAGIC.length + 36);
  out.set(module, MAGIC.length + 36 + header.length);
  out.set(sha256(out.subarray(MAGIC.length + 32)), MAGIC.length);
  return out;
}

/**
 * The module of the snapshot `file` (its bytes), which must be named `key`. Throws SnapshotRejected
 * when the file is not a whole snapshot of that key; `checkHash` false skips its hash (the file is
 * known unchanged since it was checked: snapshot-cache.ts).
 */
export function snapshotModule(file: Uint8Array, key: string, checkHash = true): Uint8Array {
  const start = MAGIC.length + 36;
  if (file.length < start || !Buffer.from(file.subarray(0, MAGIC.length)).equals(MAGIC))
    throw new SnapshotRejected('not a snapshot');
  if (
    checkHash &&
    !sha256(file.subarray(MAGIC.length + 32)).equals(file.subarray(MAGIC.length, MAGIC.length + 32))
  )
    throw new SnapshotRejected('its hash does not match');
  const end = start + new DataView(file.buffer, file.byteOffset).getUint32(MAGIC.length + 32, true);
  let header: { key?: unknown };
  try {
    header = JSON.parse(Buffer.from(file.subarray(start, end)).toString('utf8')) as { key?: unknown };
  } catch {
    throw new SnapshotRejected('unreadable header');
  }
  if (header?.key !== key) throw new SnapshotRejected('captured for another key');
  return file.subarray(end);
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
 * code that names a passive one in memory.init or data.drop still finds it), then a segment per
 * run of `memory`'s non-zero chunks.
 */
function dataOf(payload: Uint8Array, memory: Uint8Array, runs: [number, number][]): Uint8Array {
  const count = readLeb(payload, 0);
  const parts: Uint8Array[] = [];
  const push = (bytes: number[] | Uint8Array) =>
    parts.push(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  push(leb(count.value + runs.length));
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
  for (const [first, n] of runs) {
    push([0, 0x41, ...sleb(BigInt(first * CHUNK)), 0x0b, ...leb(n * CHUNK)]);
    push(memory.subarray(first * CHUNK, (first + n) * CHUNK));
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
