import { runSyncWithin, SyncDeadlineError } from '../../model/sync-deadline';
import { builtins } from './builtins';
import { type ExecContext, execute, type MissingKey, TemplateExecError } from './exec';
import { ExecMeter } from './limits';
import { isEmptyTree, type ListNode, parseTemplates, TemplateParseError } from './parse';
import type { FuncMap, GoValue } from './value';

export type { MissingKey } from './exec';
export { ExecMeter } from './limits';
export { type FuncMap, type GoFunc, GoInt, type GoMap, type GoValue } from './value';
export { TemplateExecError, TemplateParseError };

export interface TemplateOptions {
  /** Functions besides the builtins (Sprig's, Landscaper's); one here replaces a builtin of its name. */
  funcs?: FuncMap;
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
    const funcs = functionNames(this.opts.funcs);
    const trees = parseTemplates(name, text, {
      funcs,
      leftDelim: this.opts.leftDelim,
      rightDelim: this.opts.rightDelim,
    });
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
      funcs: this.opts.funcs ?? {},
      missingKey: this.opts.missingKey ?? 'default',
      meter: this.opts.meter ?? new ExecMeter(),
    };
    const { deadline } = ctx.meter;
    if (deadline === undefined) return execute(ctx, name, data);
    // The meter stops the walk between steps; one step that never returns (a regular expression
    // RE2 takes long over, a huge sort) is stopped a little after, from outside.
    try {
      return runSyncWithin(deadline - Date.now() + STOP_GRACE_MS, () => execute(ctx, name, data));
    } catch (err) {
      if (err instanceof SyncDeadlineError) {
        throw new TemplateExecError(
          `template: ${name}: executing ${JSON.stringify(name)}: ${ctx.meter.expired}`,
        );
      }
      throw err;
    }
  }
}

/** How long past its deadline a step may run before it is stopped from outside. */
const STOP_GRACE_MS = 1000;

// The names a parse accepts, made once per function map: a map of Sprig's is hundreds of names.
const names = new WeakMap<object, ReadonlySet<string>>();
function functionNames(funcs: FuncMap | undefined): ReadonlySet<string> {
  const key = funcs ?? builtins;
  let set = names.get(key);
  if (!set) {
    set = new Set([...Object.keys(builtins), ...Object.keys(funcs ?? {})]);
    names.set(key, set);
  }
  return set;
}
