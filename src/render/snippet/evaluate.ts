import { type JsonnetEngine, JsonnetEvalError, type JsonnetVar } from '../jsonnet/engine';
import { formatGoDuration } from './duration';
import { type Library, stageEvaluation, type Unit, writtenColumn } from './importer';
import type { FileOrigin } from './sources';
import { NotReady } from './status';

export interface Evaluation {
  /** The JSON text as the engine manifests it (what rendered.json holds). */
  rendered: string;
}

export interface EvaluationInputs {
  engine: JsonnetEngine;
  /** `<namespace>/<name>/<entryFile>`: the name JaaS gives the anonymous entry snippet. */
  entryName: string;
  entryFile: string;
  self: { files: ReadonlyMap<string, string>; origins: ReadonlyMap<string, FileOrigin> };
  libraries: readonly Library[];
  /** Bound as JaaS binds them (variables.ts): strings, or jsonnet code. */
  tlas: Readonly<Record<string, JsonnetVar>>;
  extVars: Readonly<Record<string, JsonnetVar>>;
  timeoutMs: number;
}

/** Where an evaluation error points once staged names are mapped back to the snippet's files. */
export interface ErrorSite {
  unit?: Unit;
  line?: number;
  column?: number;
}

/** A failed evaluation: JaaS's reason and message, and where in which file it points. */
export class EvaluationError extends NotReady {
  constructor(
    reason: 'EvaluationFailed' | 'EvaluationTimeout',
    /** The whole jsonnet error, trace included: the condition's message, as JaaS sets it. */
    message: string,
    readonly site: ErrorSite,
    /** Its first line, for a one-line diagnostic. */
    readonly summary: string = message,
    /** Its stack trace (JsonnetEvalError.trace), files named as JaaS names them. */
    readonly trace = '',
  ) {
    super(reason, message);
  }
}

/**
 * Evaluates one snippet as JaaS does (SnippetReconciler.evaluate): the entry file as an anonymous
 * snippet named `<ns>/<name>/<entry>`, imports by JaaS's importer, the bound TLAs and external
 * variables, and a deadline.
 */
export async function evaluateSnippet(inputs: EvaluationInputs): Promise<Evaluation> {
  const code = inputs.self.files.get(inputs.entryFile) ?? '';
  const origin = inputs.self.origins.get(inputs.entryFile);
  const entry: Unit = {
    root: '',
    path: inputs.entryFile,
    code,
    display: inputs.entryName,
    ...(origin ? { origin } : {}),
  };
  const staged = stageEvaluation(entry, inputs.self, inputs.libraries);
  try {
    const rendered = (await inputs.engine.evaluate({
      file: staged.entry,
      files: staged.files,
      // std.thisFile as JaaS's go-jsonnet gives it: the snippet's name, and each import's foundAt.
      names: Object.fromEntries([...staged.units].map(([name, unit]) => [name, unit.display])),
      tlas: inputs.tlas,
      extVars: inputs.extVars,
      raw: true,
      ...(inputs.timeoutMs > 0 ? { deadlineMs: inputs.timeoutMs } : {}),
    })) as string;
    return { rendered };
  } catch (err) {
    if (!(err instanceof JsonnetEvalError)) throw err;
    if (err.reason === 'Deadline') {
      throw new EvaluationError(
        'EvaluationTimeout',
        `evaluation exceeded ${formatGoDuration(inputs.timeoutMs)}`,
        {},
      );
    }
    // Staged names (`@3`) read as the files they hold, as JaaS's importer names them.
    const named = (text: string) =>
      text
        .replace(
          /(@\d+):(\d+):(\d+)(?:-(\d+))?/g,
          (_, name: string, line: string, col: string, end?: string) => {
            const l = Number(line);
            const start = writtenColumn(staged, name, l, Number(col));
            const stop = end === undefined ? '' : `-${writtenColumn(staged, name, l, Number(end), true)}`;
            return `${name}:${line}:${start}${stop}`;
          },
        )
        .replace(/@\d+(?=:|\b)/g, (name) => staged.units.get(name)?.display ?? name)
        .replaceAll('\u0000', '');
    const unit = err.file ? staged.units.get(err.file) : undefined;
    const column =
      err.file && err.line !== undefined && err.column !== undefined
        ? writtenColumn(staged, err.file, err.line, err.column)
        : err.column;
    const site: ErrorSite = {
      ...(unit ? { unit } : {}),
      ...(err.line !== undefined ? { line: err.line } : {}),
      ...(column !== undefined ? { column } : {}),
    };
    throw new EvaluationError(
      'EvaluationFailed',
      named(err.detail || err.message),
      site,
      // The did-you-mean is rigging's, in the diagnostic only: the status says what JaaS says.
      `${named(err.message)}${err.hint}`,
      named(err.trace),
    );
  }
}
