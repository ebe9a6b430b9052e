/**
 * Replacing many literal strings at once, in time linear in the text whatever their number and
 * size: an Aho–Corasick automaton (issue 21).
 *
 * Written here rather than taken from npm: the candidates (`modern-ahocorasick`,
 * `@monyone/aho-corasick`, `ahocorasick`, `aho-corasick`) keep one JavaScript object and Map per trie
 * node (a 1 MB secret's forms took 10 s and ~1 GB to build), offer no "only where it stands alone"
 * rule per string, and the one with leftmost-longest matching compares whole grapheme clusters, so a
 * secret followed by a combining mark would not be found at all. A redactor must match code units.
 *
 * Semantics (those of the regular expression it replaces, `keep|longest|...|shortest` with the `g`
 * flag): the scan goes left to right; at each position a `keep` span starting there is passed over
 * whole, else the longest needle starting there is replaced (a stand-alone needle counts only when
 * the code units around it are not ASCII word characters), else the scan moves one code unit on.
 *
 * How it stays linear: the automaton is built over the needles reversed and run backwards, so at
 * each position it yields the longest needle *starting* there (its state, or the state's nearest
 * terminal suffix). The text is taken in windows of at least the longest needle's length, each run
 * backwards from one needle length past its end, so every window costs at most twice its size.
 */

/** One string to find, and what to put in its place. */
export interface Needle {
  text: string;
  replacement: string;
  /** Only where the code units on either side are not ASCII letters, digits or `_`. */
  standAlone?: boolean;
}

const MIN_WINDOW = 1 << 16;
/**
 * Up to this many needles, a text is first searched for each with the engine's own substring search
 * (memchr and Boyer–Moore–Horspool, native): a text holding none, which is nearly every text a run
 * redacts, is then passed over without building anything. Beyond it the automaton alone is cheaper.
 */
const FILTER_NEEDLES = 24;

/** `step` bits: the code unit to the child `node + 1`, whether there is one, whether others are in the table. */
const CHAIN = 1 << 16;
const BRANCHED = 1 << 17;
/** Edge table slots: from node + 1 (0: free), code unit, child, unused (a slot is 16 bytes). */
const SLOT = 4;

/** Fibonacci hashing: the high bits of the product are the well-mixed ones. */
function slotOf(node: number, unit: number, shift: number): number {
  return Math.imul((node + 1) ^ Math.imul(unit + 1, 0x85ebca6b), 0x9e3779b1) >>> shift;
}

/** An immutable dictionary of needles; a text given twice keeps the later replacement. */
export class Dictionary {
  /** Replacement, length and stand-alone flag per needle index. */
  private readonly replacements: string[] = [];
  private readonly lengths: number[] = [];
  private readonly standAlone: boolean[] = [];
  /** Per trie node (0 is the root), while building: parent, the code unit on the edge into it, depth. */
  private parent = new Int32Array(0);
  private label = new Uint16Array(0);
  private depth = new Int32Array(0);
  /** Needle index + 1 ending at the node (in reversed text), 0 for none. */
  private terminal = new Int32Array(0);
  /** Failure link, and the nearest terminal node on the failure chain (0: none). */
  private fail = new Int32Array(0);
  private dict = new Int32Array(0);
  /** Per node: how to step on (see CHAIN and BRANCHED). */
  private step = new Int32Array(0);
  /**
   * Children that are not `node + 1` (at most one per needle: a needle's new nodes are numbered in
   * a row) and the root's other children, in an open-addressing table: from node + 1 (0 for a free
   * slot), code unit, child.
   */
  private table = new Int32Array(64 * SLOT);
  private shift = 32 - 6;
  private edges = 0;
  /** The root's ASCII children, by code unit: the state the scan falls back to most. */
  private readonly rootNext = new Int32Array(128);
  private nodes = 1;
  readonly maxLength: number;
  /** The shortest needle's length: a shorter text holds none (0 when there are no needles). */
  readonly minLength: number;
  readonly size: number;
  /** The needles' texts when there are few enough to search for one by one (FILTER_NEEDLES). */
  private readonly texts: readonly string[] | undefined;
  /**
   * A few needles until the automaton is built, on its first use: a text holding none of them
   * (nearly every text a run redacts) is answered by mayOccurIn without it, and building it is a
   * cost of a run's first redaction (code not yet compiled, kilobytes of needles). More needles
   * than FILTER_NEEDLES: built at once, as every text needs it.
   */
  private unbuilt: readonly Needle[] | undefined;

  constructor(needles: readonly Needle[]) {
    let maxLength = 0;
    let minLength = Number.POSITIVE_INFINITY;
    for (const needle of needles) {
      if (needle.text.length === 0) throw new RangeError('an empty needle would match everywhere');
      maxLength = Math.max(maxLength, needle.text.length);
      minLength = Math.min(minLength, needle.text.length);
    }
    this.maxLength = maxLength;
    this.minLength = needles.length > 0 ? minLength : 0;
    // A text given twice is one needle (the later replacement kept, see insert).
    const texts = [...new Set(needles.map((n) => n.text))];
    this.size = texts.length;
    this.texts = this.size <= FILTER_NEEDLES ? texts : undefined;
    this.unbuilt = needles;
    if (this.texts === undefined) this.build();
  }

  /** The automaton over the needles, built once. */
  private build(): void {
    const needles = this.unbuilt;
    if (needles === undefined) return;
    this.unbuilt = undefined;
    // A node per code unit at most: sized once, so a 1 MB needle never copies its arrays.
    let units = 1;
    for (const needle of needles) units += needle.text.length;
    this.parent = new Int32Array(units);
    this.label = new Uint16Array(units);
    this.depth = new Int32Array(units);
    this.terminal = new Int32Array(units);
    this.step = new Int32Array(units);
    for (const needle of needles) this.insert(needle);
    this.link(this.maxLength);
  }

  /** False only when no needle occurs anywhere in `text` (where it stands alone or not). */
  mayOccurIn(text: string): boolean {
    if (this.size === 0 || text.length < this.minLength) return false;
    if (this.texts === undefined) return true;
    for (const needle of this.texts) if (text.includes(needle)) return true;
    return false;
  }

  private child(node: number, unit: number): number {
    if (node === 0 && unit < 128) return this.rootNext[unit] as number;
    const next = node + 1;
    const step = this.step[node] as number;
    if ((step & CHAIN) !== 0 && (step & 0xffff) === unit) return next;
    return (step & BRANCHED) !== 0 ? this.edge(node, unit) : 0;
  }

  private edge(node: number, unit: number): number {
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    for (let slot = slotOf(node, unit, this.shift); ; slot = (slot + 1) & mask) {
      const from = table[slot * SLOT] as number;
      if (from === 0) return 0;
      if (from === node + 1 && table[slot * SLOT + 1] === unit) return table[slot * SLOT + 2] as number;
    }
  }

  private addEdge(node: number, unit: number, to: number): void {
    if (2 * (this.edges + 1) > this.table.length / SLOT) {
      const old = this.table;
      this.table = new Int32Array(old.length * 2);
      this.shift--;
      this.edges = 0;
      for (let i = 0; i < old.length; i += SLOT) {
        if (old[i] !== 0) this.addEdge((old[i] as number) - 1, old[i + 1] as number, old[i + 2] as number);
      }
    }
    const table = this.table;
    const mask = (table.length >> 2) - 1;
    let slot = slotOf(node, unit, this.shift);
    while (table[slot * SLOT] !== 0) slot = (slot + 1) & mask;
    table[slot * SLOT] = node + 1;
    table[slot * SLOT + 1] = unit;
    table[slot * SLOT + 2] = to;
    this.edges++;
    this.step[node] = (this.step[node] as number) | BRANCHED;
  }

  private insert(needle: Needle): void {
    const { text } = needle;
    let node = 0;
    // Reversed: the automaton runs from the end of the text.
    for (let i = text.length - 1; i >= 0; i--) {
      const unit = text.charCodeAt(i);
      const next = this.child(node, unit);
      if (next !== 0) {
        node = next;
        continue;
      }
      const id = this.nodes++;
      this.parent[id] = node;
      this.label[id] = unit;
      this.depth[id] = (this.depth[node] as number) + 1;
      if (node === 0 && unit < 128) this.rootNext[unit] = id;
      else if (id === node + 1) this.step[node] = (this.step[node] as number) | CHAIN | unit;
      else this.addEdge(node, unit, id);
      node = id;
    }
    const existing = this.terminal[node] as number;
    const index = existing > 0 ? existing - 1 : this.replacements.length;
    this.replacements[index] = needle.replacement;
    this.lengths[index] = text.length;
    this.standAlone[index] = needle.standAlone === true;
    this.terminal[node] = index + 1;
  }

  /** Failure and dictionary links, by increasing depth so every shallower state is linked first. */
  private link(maxDepth: number): void {
    const n = this.nodes;
    this.fail = new Int32Array(n);
    this.dict = new Int32Array(n);
    // Counting sort of the nodes by depth.
    const starts = new Int32Array(maxDepth + 2);
    for (let v = 1; v < n; v++) (starts[(this.depth[v] as number) + 1] as number)++;
    for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] as number) + (starts[d - 1] as number);
    const order = new Int32Array(n);
    for (let v = 1; v < n; v++) {
      const d = this.depth[v] as number;
      order[starts[d] as number] = v;
      starts[d] = (starts[d] as number) + 1;
    }
    for (let i = 0; i < n - 1; i++) {
      const c = order[i] as number;
      const node = this.parent[c] as number;
      if (node === 0) continue;
      const unit = this.label[c] as number;
      let f = this.fail[node] as number;
      let target = this.child(f, unit);
      while (target === 0 && f !== 0) {
        f = this.fail[f] as number;
        target = this.child(f, unit);
      }
      this.fail[c] = target;
      this.dict[c] = this.terminal[target] !== 0 ? target : (this.dict[target] as number);
    }
    // Only the search needs what is left.
    this.depth = new Int32Array(0);
    this.parent = new Int32Array(0);
    this.label = new Uint16Array(0);
  }

  /**
   * For each position in [from, to): the longest needle starting there, into `best[i - from]` (its
   * length) and `owner[i - from]` (`me` and its index) unless an earlier dictionary holds a longer one.
   * Each position newly given a needle is added to `hits` (in decreasing order).
   */
  fillLongest(
    text: Units,
    from: number,
    to: number,
    best: Int32Array,
    owner: Int32Array,
    me: number,
    hits: number[],
  ): void {
    this.build();
    const end = Math.min(text.end, to + this.maxLength - 1);
    const { units, base } = text;
    // Locals, and the transition written out (not `next`, measured slower here by bench/redact.ts):
    // this loop runs once per code unit of every text redacted.
    const { fail, terminal, dict, lengths, standAlone, rootNext, step } = this;
    let state = 0;
    for (let i = end - 1; i >= from; i--) {
      if (state === 0) {
        // Most code units lead nowhere from the root (they end no needle): pass over them.
        let j = i - base;
        for (const stop = from - base; j >= stop; j--) {
          const u = units[j] as number;
          if (u >= 128 || rootNext[u] !== 0) break;
        }
        i = j + base;
        if (i < from) break;
      }
      const unit = units[i - base] as number;
      let next = 0;
      for (;;) {
        if (state === 0 && unit < 128) {
          next = rootNext[unit] as number;
          break;
        }
        const how = step[state] as number;
        if ((how & CHAIN) !== 0 && (how & 0xffff) === unit) {
          next = state + 1;
          break;
        }
        if ((how & BRANCHED) !== 0) {
          const b = this.edge(state, unit);
          if (b !== 0) {
            next = b;
            break;
          }
        }
        if (state === 0) break;
        state = fail[state] as number;
      }
      state = next;
      if (i >= to || state === 0) continue;
      for (let o = terminal[state] !== 0 ? state : (dict[state] as number); o !== 0; o = dict[o] as number) {
        const index = (terminal[o] as number) - 1;
        const length = lengths[index] as number;
        if (!standAlone[index] || standsAlone(text, i, length)) {
          // Equal lengths: the later dictionary wins.
          const at = i - from;
          const held = owner[at] as number;
          if (held < 0) hits.push(i);
          if (held < 0 || length >= (best[at] as number)) {
            best[at] = length;
            owner[at] = me * 0x1000000 + index;
          }
          break;
        }
      }
    }
  }

  /**
   * Which needles occur anywhere in `text` (standing alone or not), by index: the needles' distinct
   * texts numbered in the order first given. One pass over the text, whatever their number.
   */
  occurring(text: string): Uint8Array {
    const found = new Uint8Array(this.size);
    if (this.size === 0 || text.length < this.minLength) return found;
    this.build();
    const { terminal, dict, rootNext } = this;
    // Windows as in replaceAll: each is read from one longest needle past its end, so a needle
    // starting in it is read whole, and no window copies more than twice its size.
    const window = Math.max(MIN_WINDOW, this.maxLength);
    for (let from = 0; from < text.length; from += window) {
      const to = Math.min(text.length, from + window);
      const { units, base } = unitsOf(text, from, Math.min(text.length, to + this.maxLength - 1));
      let state = 0;
      for (let j = units.length - 1; j >= 0; j--) {
        const unit = units[j] as number;
        // From the root, most code units end no needle: passed over without a transition.
        if (state === 0 && unit < 128 && rootNext[unit] === 0) continue;
        state = this.next(state, unit);
        if (j + base >= to) continue;
        for (let o = terminal[state] !== 0 ? state : (dict[state] as number); o !== 0; o = dict[o] as number)
          found[(terminal[o] as number) - 1] = 1;
      }
    }
    return found;
  }

  /** The state after reading `unit` in `state` (the automaton reads the text backwards). */
  private next(state: number, unit: number): number {
    const { rootNext, step, fail } = this;
    for (;;) {
      if (state === 0 && unit < 128) return rootNext[unit] as number;
      const how = step[state] as number;
      if ((how & CHAIN) !== 0 && (how & 0xffff) === unit) return state + 1;
      if ((how & BRANCHED) !== 0) {
        const b = this.edge(state, unit);
        if (b !== 0) return b;
      }
      if (state === 0) return 0;
      state = fail[state] as number;
    }
  }

  lengthOf(index: number): number {
    this.build();
    return this.lengths[index] as number;
  }

  replacementOf(index: number): string {
    this.build();
    return this.replacements[index] as string;
  }
}

function isWordUnit(unit: number): boolean {
  return (
    (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit === 95
  );
}

function standsAlone(text: Units, start: number, length: number): boolean {
  const { units, base, end } = text;
  return (
    (start === 0 || !isWordUnit(units[start - 1 - base] as number)) &&
    (start + length >= end || !isWordUnit(units[start + length - base] as number))
  );
}

/**
 * Code units `base` to `base + units.length` of a text `end` long. The scan reads a typed array, not
 * `charCodeAt`: texts arrive as every kind of V8 string (flat, cons, sliced, one- or two-byte), and
 * `charCodeAt` at a call site that sees them all is several times slower than the rest of the loop.
 */
interface Units {
  units: Uint16Array;
  base: number;
  end: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function unitsOf(text: string, base: number, to: number): Units {
  const part = text.slice(base, to);
  let units: Uint16Array;
  if (LITTLE_ENDIAN) {
    const bytes = Buffer.from(part, 'utf16le');
    units =
      bytes.byteOffset % 2 === 0
        ? new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1)
        : new Uint16Array(new Uint8Array(bytes).buffer);
  } else {
    units = new Uint16Array(part.length);
    for (let i = 0; i < part.length; i++) units[i] = part.charCodeAt(i);
  }
  return { units, base, end: text.length };
}

/**
 * `text` with every needle of `dictionaries` replaced, leftmost first and longest first; where
 * dictionaries hold needles of the same length at one position, the later dictionary wins. `keep`
 * (a global regular expression whose matches never overlap) marks spans left as they are when the
 * scan reaches their start. Returns `text` itself when nothing was replaced.
 */
export function replaceAll(text: string, dictionaries: readonly Dictionary[], keep?: RegExp): string {
  const used = dictionaries.filter((d) => d.mayOccurIn(text));
  if (used.length === 0 || text.length === 0) return text;
  const maxLength = Math.max(...used.map((d) => d.maxLength));
  const window = Math.max(MIN_WINDOW, maxLength);
  const size = Math.min(window, text.length);
  // Per position of a window: the length of the needle chosen there (0: none), and which one; only
  // the positions in `hits` are ever set, and they are reset after their window.
  const best = new Int32Array(size);
  const owner = new Int32Array(size).fill(-1);
  const hits: number[] = [];
  const kept = keep ? [...text.matchAll(keep)].map((m) => [m.index, m.index + m[0].length] as const) : [];
  let k = 0;
  let nextKept = kept.length > 0 ? (kept[0] as readonly [number, number])[0] : -1;
  const parts: string[] = [];
  let copied = 0;
  let pos = 0;
  while (pos < text.length) {
    const from = pos;
    const to = Math.min(text.length, from + window);
    const units = unitsOf(text, Math.max(0, from - 1), Math.min(text.length, to + maxLength));
    hits.length = 0;
    for (let j = 0; j < used.length; j++)
      (used[j] as Dictionary).fillLongest(units, from, to, best, owner, j, hits);
    // Increasing positions: one dictionary found them in decreasing order.
    if (used.length === 1) hits.reverse();
    else hits.sort((a, b) => a - b);
    // The scan moves one code unit at a time past every position that starts neither a kept span
    // nor a needle, so it jumps from one such position to the next.
    let i = from;
    let h = 0;
    for (;;) {
      const hit = h < hits.length ? (hits[h] as number) : to;
      const span = nextKept >= 0 && nextKept < to ? nextKept : to;
      const at = Math.min(hit, span);
      if (at >= to) break;
      if (at === span) {
        // A span the scan reaches at its start is passed over whole; one it is past is dropped.
        if (at >= i) i = (kept[k] as readonly [number, number])[1];
        k++;
        nextKept = k < kept.length ? (kept[k] as readonly [number, number])[0] : -1;
        continue;
      }
      h++;
      if (at < i) continue;
      const o = owner[at - from] as number;
      const d = used[Math.floor(o / 0x1000000)] as Dictionary;
      parts.push(text.slice(copied, at), d.replacementOf(o % 0x1000000));
      i = at + (best[at - from] as number);
      copied = i;
    }
    for (const at of hits) {
      best[at - from] = 0;
      owner[at - from] = -1;
    }
    pos = Math.max(i, to);
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}
