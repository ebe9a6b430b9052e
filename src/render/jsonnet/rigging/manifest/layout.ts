/**
 * The text layout of a std manifester (manifestJsonEx, manifestYamlDoc), apart from what it walks:
 * plain data here (writePlain), or evaluated values forced as they are reached (manifest-values.ts),
 * so the two cannot print differently.
 */
import { type JsonObject, type JsonValue, ManifestError, quoteJsonStd, sortedKeys } from './common';

/** What a child is, as far as its parent's layout cares (std.jsonnet's YAML tests these). */
export type Shape = typeof OTHER | typeof FILLED_ARRAY | typeof FILLED_OBJECT;
export const OTHER = 0;
/** A non-empty array. */
export const FILLED_ARRAY = 1;
/** An object with a visible field. */
export const FILLED_OBJECT = 2;

/**
 * A manifester's text, written as a walk reaches each part. Indentation is a level (the layout
 * knows its unit), so the indent strings are made once per depth. A walk announces a container,
 * then each child before walking it (the layout answers the child's level), then its end.
 */
export abstract class Layout {
  private text = '';
  /** The indentation of each level, made on first use. */
  private readonly pads: string[] = [''];
  /**
   * The first error of the printing itself (a NUL character std.jsonnet cannot escape), thrown
   * when the walk is done: an evaluation error later in the value comes first, as when the whole
   * value was made plain data before any of it was printed.
   */
  private failure: ManifestError | undefined;

  constructor(private readonly unit: string) {}

  write(s: string): void {
    this.text += s;
  }

  /** The indentation of `level`. */
  pad(level: number): string {
    const pads = this.pads;
    while (pads.length <= level) pads.push(pads[pads.length - 1] + this.unit);
    return pads[level] as string;
  }

  /** A double-quoted string as std.escapeStringJson writes it (see failure for a NUL). */
  quote(s: string): string {
    try {
      return quoteJsonStd(s);
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      this.failure ??= e;
      return '';
    }
  }

  /** The text written, or the printing's failure. */
  done(): string {
    if (this.failure) throw this.failure;
    return this.text;
  }

  abstract scalar(v: null | boolean | number | string, level: number): void;
  abstract openArray(length: number, level: number): void;
  /** Before element `i`: answers the level the element is written at. */
  abstract element(i: number, shape: Shape, level: number): number;
  abstract closeArray(length: number, level: number): void;
  abstract openObject(size: number, level: number): void;
  /** Before field `i`: answers the level the value is written at. */
  abstract field(i: number, key: string, shape: Shape, level: number): number;
  abstract closeObject(size: number, level: number): void;
}

/** The shape of plain data. */
function plainShape(v: JsonValue): Shape {
  if (v === null || typeof v !== 'object') return OTHER;
  if (Array.isArray(v)) return v.length > 0 ? FILLED_ARRAY : OTHER;
  for (const _ in v) return FILLED_OBJECT;
  return OTHER;
}

/** Writes plain data through a layout. */
export function writePlain(v: JsonValue, layout: Layout, level: number): void {
  if (v === null || typeof v !== 'object') {
    layout.scalar(v, level);
    return;
  }
  if (Array.isArray(v)) {
    const n = v.length;
    layout.openArray(n, level);
    for (let i = 0; i < n; i++) {
      const e = v[i] as JsonValue;
      writePlain(e, layout, layout.element(i, plainShape(e), level));
    }
    layout.closeArray(n, level);
    return;
  }
  const keys = sortedKeys(v);
  const n = keys.length;
  layout.openObject(n, level);
  for (let i = 0; i < n; i++) {
    const k = keys[i] as string;
    const e = (v as JsonObject)[k] as JsonValue;
    writePlain(e, layout, layout.field(i, k, plainShape(e), level));
  }
  layout.closeObject(n, level);
}
