// A Ruby VM as it stands after boot, kept so that a later run restores it instead of booting it
// (Wizer-style pre-initialisation, done at run time: neither ruby.wasm nor @ruby/wasm-wasi offers
// one). Ruby's init and loading erb, json and runtime.rb are most of a BOSH render's fixed cost;
// restoring is copying memory.
//
// A wasm instance's state is its linear memory, its mutable globals and its tables. ruby.wasm's
// globals are its shadow-stack pointer and asyncify's state; none is exported, so the module is
// edited to export each (exportGlobals), in every run alike so that capture and restore see one
// module. Its one table is fixed in size (min = max) and filled by its element segment; C code does
// not write it. Outside the instance, node:wasi keeps the memory and nothing else for a VM that
// opened no host file (Ruby's stdlib lives in memory, in wasi-vfs), and @ruby/wasm-wasi's JS objects
// hold the host's handles to Ruby values: a restored VM starts with none, as if it had dropped them.
// A snapshot is captured between calls into the VM (no Ruby frame on the stack) and before any
// template has run, so it holds nothing a pull request put there.
//
// The file: MAGIC, the sha256 of the rest, a JSON header's length (u32 LE), the header, then the
// memory's non-zero 4 KiB chunks in order (most of the memory is zero). Anything that does not read
// back exactly (hash, key, sizes, global types) is refused, and the VM boots instead.
import { createHash } from 'node:crypto';
import { editSections, leb, readLeb, type SectionEdit, sections } from './memory';

const MAGIC = Buffer.from('rigging-rb-snap1');
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

/**
 * The edit of a data section that empties each active segment (its offset kept, its bytes gone), so
 * that a new instance's memory is all zero: a snapshot writes all of it. Passive segments stay
 * (code may name them in memory.init or data.drop), as does the segment count.
 */
export const emptyActiveData: SectionEdit = (payload) => {
  const count = readLeb(payload, 0);
  const out: number[] = [...leb(count.value)];
  let at = count.next;
  for (let i = 0; i < count.value; i++) {
    const flags = readLeb(payload, at);
    if (flags.value === 1) {
      const size = readLeb(payload, flags.next);
      const end = size.next + size.value;
      for (let j = at; j < end; j++) out.push(payload[j] as number);
      at = end;
      continue;
    }
    if (flags.value !== 0 && flags.value !== 2)
      throw new Error(`ruby.wasm has a data segment with flags ${flags.value}`);
    const exprStart = flags.value === 2 ? readLeb(payload, flags.next).next : flags.next;
    // The offset: i32.const n or global.get n, then end.
    const op = payload[exprStart];
    if (op !== 0x41 && op !== 0x23) throw new Error('ruby.wasm has a data segment at an unexpected offset');
    const arg = readLeb(payload, exprStart + 1);
    if (payload[arg.next] !== 0x0b) throw new Error('ruby.wasm has a data segment at an unexpected offset');
    for (let j = at; j <= arg.next; j++) out.push(payload[j] as number);
    out.push(0); // no bytes
    const size = readLeb(payload, arg.next + 1);
    at = size.next + size.value;
  }
  return Uint8Array.from(out);
};

type Exports = Record<string, unknown>;
// The type libraries here declare WebAssembly.Module but not these: what this file uses of them.
interface WasmGlobal {
  value: unknown;
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

/** The instance's exported globals (exportGlobals), by index. */
function globalsOf(exports: Exports): WasmGlobal[] {
  const out: WasmGlobal[] = [];
  for (let i = 0; exports[`${GLOBAL_EXPORT}${i}`] !== undefined; i++)
    out.push(exports[`${GLOBAL_EXPORT}${i}`] as WasmGlobal);
  return out;
}

/** A global's value in the header: integers as numbers, i64 as decimal text, never a lossy float. */
type GlobalValue = number | { i64: string };

interface Header {
  key: string;
  pages: number;
  globals: GlobalValue[];
  /** Runs of non-zero chunks: [first chunk, count], ascending. */
  runs: [number, number][];
}

const ZERO = new Uint8Array(CHUNK);

/**
 * The snapshot of an instance (its exports: memory and the exported globals) named by `key`, or
 * undefined when a global holds what the header cannot carry exactly.
 */
export function captureSnapshot(exports: Exports, key: string): Uint8Array | undefined {
  const globals: GlobalValue[] = [];
  for (const g of globalsOf(exports)) {
    const v: unknown = g.value;
    if (typeof v === 'bigint') globals.push({ i64: v.toString() });
    else if (typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0)) globals.push(v);
    else return undefined;
  }
  const memory = new Uint8Array((exports.memory as WasmMemory).buffer);
  const runs: [number, number][] = [];
  const zero = Buffer.from(ZERO);
  for (let c = 0; c * CHUNK < memory.length; c++) {
    if (zero.equals(memory.subarray(c * CHUNK, (c + 1) * CHUNK))) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === c) last[1]++;
    else runs.push([c, 1]);
  }
  const header = Buffer.from(
    JSON.stringify({ key, pages: memory.length / PAGE, globals, runs } satisfies Header),
    'utf8',
  );
  const bodyLength = runs.reduce((n, [, count]) => n + count * CHUNK, 0);
  const out = new Uint8Array(MAGIC.length + 32 + 4 + header.length + bodyLength);
  new DataView(out.buffer).setUint32(MAGIC.length + 32, header.length, true);
  out.set(header, MAGIC.length + 36);
  let at = MAGIC.length + 36 + header.length;
  for (const [first, count] of runs) {
    out.set(memory.subarray(first * CHUNK, (first + count) * CHUNK), at);
    at += count * CHUNK;
  }
  out.set(MAGIC, 0);
  out.set(
    createHash('sha256')
      .update(out.subarray(MAGIC.length + 32))
      .digest(),
    MAGIC.length,
  );
  return out;
}

/**
 * Puts the snapshot `file` (its bytes), which must be named `key`, into `exports`: a fresh instance
 * of the module it was captured from with its active data emptied (emptyActiveData), whose memory
 * is all zero. Throws SnapshotRejected when the file is not a whole snapshot of that key; the
 * instance is then unusable.
 */
export function restoreSnapshot(exports: Exports, file: Uint8Array, key: string): void {
  const header = readHeader(file, key);
  const memory = exports.memory as WasmMemory;
  const globals = globalsOf(exports);
  if (header.globals.length !== globals.length) throw new SnapshotRejected('globals differ');
  const have = memory.buffer.byteLength / PAGE;
  if (header.pages < have) throw new SnapshotRejected('memory smaller than the module starts with');
  try {
    if (header.pages > have) memory.grow(header.pages - have);
    header.globals.forEach((v, i) => {
      (globals[i] as WasmGlobal).value = typeof v === 'number' ? v : BigInt(v.i64);
    });
  } catch (err) {
    throw new SnapshotRejected(`does not fit the module: ${(err as Error).message}`);
  }
  const view = new Uint8Array(memory.buffer);
  let at = bodyStart(file);
  for (const [first, count] of header.runs) {
    view.set(file.subarray(at, at + count * CHUNK), first * CHUNK);
    at += count * CHUNK;
  }
}

const bodyStart = (file: Uint8Array) =>
  MAGIC.length + 36 + new DataView(file.buffer, file.byteOffset).getUint32(MAGIC.length + 32, true);

function readHeader(file: Uint8Array, key: string): Header {
  const start = MAGIC.length + 36;
  if (file.length < start || !Buffer.from(file.subarray(0, MAGIC.length)).equals(MAGIC))
    throw new SnapshotRejected('not a snapshot');
  const hash = createHash('sha256')
    .update(file.subarray(MAGIC.length + 32))
    .digest();
  if (!hash.equals(file.subarray(MAGIC.length, MAGIC.length + 32)))
    throw new SnapshotRejected('its hash does not match');
  const body = bodyStart(file);
  let header: Header;
  try {
    header = JSON.parse(Buffer.from(file.subarray(start, body)).toString('utf8')) as Header;
  } catch {
    throw new SnapshotRejected('unreadable header');
  }
  if (header.key !== key) throw new SnapshotRejected('captured for another key');
  if (!Number.isSafeInteger(header.pages) || header.pages < 0 || !Array.isArray(header.globals))
    throw new SnapshotRejected('bad header');
  const valid = (v: GlobalValue) =>
    typeof v === 'number' ? Number.isFinite(v) : typeof v?.i64 === 'string' && /^-?\d+$/.test(v.i64);
  if (!header.globals.every(valid)) throw new SnapshotRejected('bad globals');
  // Runs ascending, in the memory, and exactly the body.
  let next = 0;
  let length = 0;
  const chunks = (header.pages * PAGE) / CHUNK;
  for (const run of Array.isArray(header.runs) ? header.runs : [[-1, 0]]) {
    const [first, count] = Array.isArray(run) ? run : [];
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(count)) throw new SnapshotRejected('bad runs');
    if ((first as number) < next || (count as number) < 1 || (first as number) + (count as number) > chunks)
      throw new SnapshotRejected('bad runs');
    next = (first as number) + (count as number);
    length += (count as number) * CHUNK;
  }
  if (body + length !== file.length) throw new SnapshotRejected('body length differs');
  return header;
}
