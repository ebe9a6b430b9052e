import { SyncDeadlineError } from '../../model/sync-deadline';
import { builtins } from './builtins';
import { type ExecContext, execute, type MissingKey, TemplateExecError } from './exec';
import { ExecMeter } from './limits';
import { isEmptyTree, type ListNode, parseTemplates, TemplateParseError } from './parse';
import type { FuncMap, GoFunc, GoValue } from './value';
import { SMALL_TEXT, stepWithin } from './watch';

export type { MissingKey } from './exec';
export { ExecMeter } from './limits';
export { type FuncMap, type GoFunc, GoInt, type GoMap, type GoValue } from './value';
export { TemplateExecError, TemplateParseError };

export interface TemplateOptions {
  /**
   * Functions besides the builtins (Sprig's, Landscaper's); one here replaces a builtin of its name.
   * Several maps are Go's repeated Funcs calls: a later map's function replaces an earlier one's,
   * and nothing is copied (an execution adding its own few functions to Sprig's 200 pays for few).
   */
  funcs?: FuncMap | readonly FuncMap[];
  /** Go's Option("missingkey=..."): default prints `<no value>`, zero gives nil, error fails. */
  missingKey?: MissingKey;
  leftDelim?: string;
  rightDelim?: string;
  /**
   * The budget of steps, output and time this execution spends; pass one meter to the templates
   * an execution includes so they share it. Without one, each execute() has the default limits
   * and no deadline.
   */
  meter?: ExecMeter;
}

/**
 * A Go text/template: parsed once, executed many times. It knows nothing of Landscaper or Helm;
 * their functions come in through `funcs`.
 */
export class Template {
  private readonly templates = new Map<string, ListNode>();
  private readonly texts = new Map<string, { parseName: string; text: string }>();

  private constructor(
    readonly name: string,
    private readonly opts: TemplateOptions,
  ) {}

  /** Parses `text` as template `name` (and the templates it defines); throws TemplateParseError. */
  static parse(name: string, text: string, opts: TemplateOptions = {}): Template {
    return new Template(name, opts).parse(name, text);
  }

  /** Adds another text's templates to this set (ParseFiles/ParseGlob in Go): later definitions win. */
  parse(name: string, text: string): this {
    const trees = parsedTrees(name, text, this.opts);
    for (const [n, tree] of trees) {
      if (this.templates.has(n) && isEmptyTree(tree)) continue;
      this.templates.set(n, tree);
      this.texts.set(n, { parseName: name, text });
    }
    return this;
  }

  /** Executes the template named `name` (this one by default) with `data` as dot; throws TemplateExecError. */
  execute(data: GoValue, name = this.name): string {
    const ctx: ExecContext = {
      templates: this.templates,
      texts: this.texts,
      funcs: funcLookup(this.opts.funcs),
      missingKey: this.opts.missingKey ?? 'default',
      meter: this.opts.meter ?? new ExecMeter(),
    };
    // No watchdog for the whole execution: the meter stops it between steps, and the one step that
    // could run long (a library call over a large input) runs under its own (watch.ts).
    return execute(ctx, name, data);
  }
}

/**
 * Parsed trees by function map, then by text. Landscaper parses an included file again on every
 * include; trees are never changed once parsed, so an include in a range (the same text, name and
 * delimiters with the same functions) is parsed once. A text is kept from its second parse on:
 * keeping every text's trees costs more (in garbage collection) than parsing once-used texts.
 * Bounded, as a long-lived function map (sprigFuncs) may see any number of texts.
 */
interface Parsed {
  key: string;
  trees: Map<string, ListNode> | undefined;
}
const parsed = new WeakMap<object, Map<string, Parsed>>();
const MAX_PARSED_PER_FUNCS = 64;

function parsedTrees(name: string, text: string, opts: TemplateOptions): Map<string, ListNode> {
  const owner = opts.funcs ?? builtins;
  const lookup = funcLookup(opts.funcs);
  const key = `${opts.leftDelim ?? ''} ${opts.rightDelim ?? ''} ${name}`;
  let cache = parsed.get(owner);
  const seen = cache?.get(text);
  if (seen?.trees && seen.key === key) return seen.trees;
  const trees = parseWithin(opts.meter, text, name, () =>
    parseTemplates(name, text, {
      // A function map's own names and the builtins (no set of them built per map: one per render).
      funcs: {
        has: (n) => Object.hasOwn(builtins, n) || lookup(n) !== undefined,
        names: () => funcNames(opts.funcs),
      },
      leftDelim: opts.leftDelim,
      rightDelim: opts.rightDelim,
    }),
  );
  if (!cache) {
    cache = new Map();
    parsed.set(owner, cache);
  }
  if (cache.size >= MAX_PARSED_PER_FUNCS) cache.clear();
  cache.set(text, { key, trees: seen?.key === key ? trees : undefined });
  return trees;
}

/** Parses `text` with `parse`, under the watchdog when the text is large; a stop is an execution error. */
function parseWithin<T>(meter: ExecMeter | undefined, text: string, name: string, parse: () => T): T {
  if (!meter) return parse();
  try {
    return stepWithin(meter, text.length > SMALL_TEXT, parse);
  } catch (err) {
    if (err instanceof SyncDeadlineError) throw new TemplateExecError(`template: ${name}: ${meter.expired}`);
    throw err;
  }
}

/** Every callable name, builtins first: the candidates of an unknown function's did-you-mean. */
function* funcNames(funcs: FuncMap | readonly FuncMap[] | undefined): Iterable<string> {
  yield* Object.keys(builtins);
  const maps: readonly FuncMap[] =
    funcs === undefined ? [] : Array.isArray(funcs) ? funcs : [funcs as FuncMap];
  for (const map of maps) yield* Object.keys(map);
}

/** A function by name from one map or several (the last that has it); only own properties count. */
function funcLookup(funcs: FuncMap | readonly FuncMap[] | undefined): (name: string) => GoFunc | undefined {
  if (funcs === undefined) return () => undefined;
  if (!Array.isArray(funcs)) {
    const map = funcs as FuncMap;
    return (name) => (Object.hasOwn(map, name) ? map[name] : undefined);
  }
  const maps = funcs as readonly FuncMap[];
  return (name) => {
    for (let i = maps.length - 1; i >= 0; i--) {
      const map = maps[i] as FuncMap;
      if (Object.hasOwn(map, name)) return map[name];
    }
    return undefined;
  };
}
