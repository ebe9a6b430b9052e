/** Size accounting for a report that must stay under a hard limit, measured the way the limit is. */

/**
 * `chars`: UTF-16 code units (`String#length`), never fewer than the code points GitHub counts, so
 * the comment limit holds. `utf8-bytes`: for limits in bytes, like the job summary's 1 MiB.
 */
export type Measure = 'chars' | 'utf8-bytes';

export function measureText(text: string, measure: Measure): number {
  return measure === 'utf8-bytes' ? Buffer.byteLength(text, 'utf8') : text.length;
}

const SEPARATOR = '\n\n';

/** Markdown parts joined by blank lines, ending in a newline, with the size of that string kept as parts go in. */
export class Sheet {
  private readonly parts: string[] = [];
  // Every part is charged a separator; n parts have n - 1 of them plus the final newline.
  private used = 1 - SEPARATOR.length;

  constructor(
    readonly limit: number,
    readonly measure: Measure,
  ) {}

  /** What these parts add to the sheet. */
  cost(...parts: string[]): number {
    return parts.reduce((n, p) => n + measureText(p, this.measure) + SEPARATOR.length, 0);
  }

  /** The largest part that still fits with `reserve` left over for what must come after it. */
  room(reserve = 0): number {
    return this.limit - this.used - reserve - SEPARATOR.length;
  }

  /** Adds the parts, all or none, only if `reserve` still fits after them. */
  tryAdd(parts: string[], reserve = 0): boolean {
    const cost = this.cost(...parts);
    if (this.used + cost + reserve > this.limit) return false;
    this.parts.push(...parts);
    this.used += cost;
    return true;
  }

  /** Adds a part the caller has already made to fit. */
  add(part: string): void {
    this.parts.push(part);
    this.used += this.cost(part);
  }

  toString(): string {
    return `${this.parts.join(SEPARATOR)}\n`;
  }
}

export interface FittedList {
  text: string;
  shown: number;
  omitted: number;
}

/**
 * `head` and as many `items` as fit in `room`, one a line, then `more(n)` for the n left out.
 * `more` must not shrink as n grows: the line for all items is what gets reserved.
 */
export function fitList(
  head: string,
  items: readonly string[],
  more: (omitted: number) => string,
  room: number,
  measure: Measure,
): FittedList {
  const sizes = items.map((i) => measureText(i, measure) + 1);
  let used = measureText(head, measure);
  if (used + sizes.reduce((a, b) => a + b, 0) <= room) {
    return { text: [head, ...items].join('\n'), shown: items.length, omitted: 0 };
  }
  const reserve = measureText(more(items.length), measure) + 1;
  let shown = 0;
  for (const size of sizes) {
    if (used + size + reserve > room) break;
    used += size;
    shown++;
  }
  const omitted = items.length - shown;
  return { text: [head, ...items.slice(0, shown), more(omitted)].join('\n'), shown, omitted };
}

/** The smallest `fitList` can make this list: its head and the line for all items left out. */
export function minimumList(head: string, count: number, more: (omitted: number) => string): string {
  return [head, more(count)].join('\n');
}
