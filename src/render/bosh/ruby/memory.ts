// ruby.wasm's linear memory declares no maximum, so a template that keeps allocating grows it to
// wasm32's 4 GiB of real memory before Ruby notices. rigging rewrites the module's memory section
// with a maximum: past it, memory.grow fails, Ruby's malloc returns NULL, and the template gets a
// NoMemoryError like any other error (or, where Ruby cannot recover, its VM ends and the job fails).

/** 64 KiB wasm pages. */
const PAGE = 1 << 16;

/**
 * The Ruby VM's memory cap: Ruby itself boots in about 35 MiB and a large real job renders in a
 * few tens more; a quarter of wasm32's address space leaves room for any real job.
 */
export const MAX_MEMORY_BYTES = 1 << 30;

/** `bytes` (a wasm module) with each memory it defines limited to `maxBytes`. */
export function capMemory(bytes: Uint8Array, maxBytes: number = MAX_MEMORY_BYTES): Uint8Array {
  return editSections(bytes, { 5: memoryCap(maxBytes) });
}

/** The edit of a memory section that caps each memory at `maxBytes` (editSections). */
export function memoryCap(maxBytes: number = MAX_MEMORY_BYTES): SectionEdit {
  return (payload) => memorySection(payload, Math.floor(maxBytes / PAGE));
}

/** A section of a wasm module: its id, where it starts and ends (header included), its payload. */
export interface Section {
  id: number;
  start: number;
  end: number;
  payload: Uint8Array;
}

/** The sections of the wasm module `bytes`, in order. */
export function sections(bytes: Uint8Array): Section[] {
  const out: Section[] = [];
  let at = 8; // magic and version
  while (at < bytes.length) {
    const id = bytes[at] as number;
    const size = readLeb(bytes, at + 1);
    const end = size.next + size.value;
    if (end > bytes.length) throw new Error('truncated wasm module');
    out.push({ id, start: at, end, payload: bytes.subarray(size.next, end) });
    at = end;
  }
  return out;
}

/** A section's new payload, from its old one. */
export type SectionEdit = (payload: Uint8Array) => Uint8Array;

const SECTION_NAMES: Record<number, string> = { 5: 'memory', 7: 'export', 11: 'data' };

/**
 * `bytes` with the (non-custom) section of each id in `edits` replaced by its edit: one copy of the
 * module however many edits (ruby.wasm is 30 MB). Each edited section must be there.
 */
export function editSections(bytes: Uint8Array, edits: Partial<Record<number, SectionEdit>>): Uint8Array {
  const all = sections(bytes);
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const id of Object.keys(edits).map(Number))
    if (!all.some((s) => s.id === id))
      throw new Error(`ruby.wasm defines no ${SECTION_NAMES[id] ?? `section ${id}`} to edit`);
  for (const section of all) {
    const edit = section.id === 0 ? undefined : edits[section.id];
    if (!edit) continue;
    const payload = edit(section.payload);
    parts.push(
      bytes.subarray(at, section.start),
      Uint8Array.from([section.id, ...leb(payload.length)]),
      payload,
    );
    at = section.end;
  }
  parts.push(bytes.subarray(at));
  return concatBytes(parts);
}

/** The parts as one array (a plain Uint8Array, as WebAssembly and the callers take it). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let to = 0;
  for (const part of parts) {
    out.set(part, to);
    to += part.length;
  }
  return out;
}

function memorySection(payload: Uint8Array, maxPages: number): Uint8Array {
  const count = readLeb(payload, 0);
  let at = count.next;
  const out: number[] = [...leb(count.value)];
  for (let i = 0; i < count.value; i++) {
    const flags = payload[at] as number;
    // Shared or 64-bit memories are not what ruby.wasm defines: refuse rather than guess.
    if (flags > 1) throw new Error(`ruby.wasm's memory has limits flags ${flags}`);
    const min = readLeb(payload, at + 1);
    at = min.next;
    let max = maxPages;
    if (flags === 1) {
      const own = readLeb(payload, at);
      at = own.next;
      max = Math.min(own.value, maxPages);
    }
    out.push(1, ...leb(min.value), ...leb(Math.max(max, min.value)));
  }
  return Uint8Array.from(out);
}

/** The unsigned LEB128 number at `start` of `bytes`, and where it ends. */
export function readLeb(bytes: Uint8Array, start: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let at = start;
  for (;;) {
    const byte = bytes[at++];
    if (byte === undefined) throw new Error('truncated wasm module');
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if ((byte & 0x80) === 0) return { value, next: at };
  }
}

/** `value` as unsigned LEB128. */
export function leb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    out.push(byte);
  } while (rest > 0);
  return out;
}
