/**
 * Lexical environments: a chain of small frames (names and thunks side by side), with the
 * object context (`self`, the layer `super` starts below, `$`) carried by every frame so a
 * lookup of `self` costs nothing.
 */
import type { JObject } from './objects';
import type { Thunk } from './value';

export interface ObjectContext {
  self: JObject;
  /** `super` is `self` seen through the layers below this index. */
  layer: number;
  dollar: JObject;
}

/** The (never changed) binding lists of a frame that only sets the object context. */
const NO_NAMES: string[] = [];
const NO_VALS: Thunk[] = [];

export class Env {
  constructor(
    readonly parent: Env | null,
    readonly names: string[],
    readonly vals: Thunk[],
    readonly ctx: ObjectContext | null,
  ) {}

  lookup(name: string): Thunk | undefined {
    for (let e: Env | null = this; e !== null; e = e.parent) {
      const names = e.names;
      for (let i = names.length - 1; i >= 0; i--) if (names[i] === name) return e.vals[i];
    }
    return undefined;
  }

  extend(names: string[], vals: Thunk[]): Env {
    return new Env(this, names, vals, this.ctx);
  }

  withContext(ctx: ObjectContext): Env {
    return new Env(this, NO_NAMES, NO_VALS, ctx);
  }
}
