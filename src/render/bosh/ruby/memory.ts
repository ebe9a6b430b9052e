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
  const maxPages = Math.floor(maxBytes / PAGE);
  let at = 8; // magic and version
  while (at < bytes.length) {
    const id = bytes[at] as number;
    const size = readLeb(bytes, at + 1);
    const payloadStart = size.next;
    const payloadEnd = payloadStart + size.value;
    if (id === 5) {
      const payload = memorySection(bytes.subarray(payloadStart, payloadEnd), maxPages);
      const header = [5, ...leb(payload.length)];
      const out = new Uint8Array(at + header.length + payload.length + (bytes.length - payloadEnd));
      out.set(bytes.subarray(0, at), 0);
      out.set(header, at);
      out.set(payload, at + header.length);
      out.set(bytes.subarray(payloadEnd), at + header.length + payload.length);
      return out;
    }
    at = payloadEnd;
  }
  throw new Error('ruby.wasm defines no memory to cap');
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

function readLeb(bytes: Uint8Array, start: number): { value: number; next: number } {
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

function leb(value: number): number[] {
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
