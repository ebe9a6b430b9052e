import type { KubeObject } from '../../model/types';
import { positionInBlock } from '../../schema/position';
import {
  ExecMeter,
  type FuncMap,
  type GoMap,
  type GoValue,
  Template,
  TemplateExecError,
  TemplateParseError,
} from '../../template/gotemplate';
import { createSprigFuncs, cryptoRandom } from '../../template/gotemplate/sprig';
import { isGoMap } from '../../template/gotemplate/value';
import type { RunBudget } from '../budget';
import { collectSecrets } from '../secrets';
import { type Blueprint, blueprintFilePath, type TemplateExecutor } from './blueprint';
import { blueprintPath, fromYaml, landscaperFuncs } from './functions';
import { BlueprintError, type Place, placeOf } from './problems';
import { jsonValue } from './values';

/** The four places a blueprint templates (Landscaper's ExecutionTemplater methods). */
export type ExecutionKind = 'import' | 'deploy' | 'export' | 'subinstallation';

/** The template names Landscaper's errors use. */
const TEMPLATE_NAME: Record<ExecutionKind, string> = {
  import: 'import execution',
  deploy: 'deploy execution',
  export: 'export execution',
  subinstallation: 'subinstallation execution',
};

/** The state key prefix of each kind: subinstallation executions share deploy's (gotemplate.go). */
const STATE_PREFIX: Partial<Record<ExecutionKind, string>> = {
  deploy: 'deploy',
  export: 'export',
  subinstallation: 'deploy',
};

const NO_VALUE = '<no value>';

/**
 * Landscaper's Sprig (without env and expandenv), random functions included: blueprints pair them
 * with the template state, which a values file's `state:` restores so renders repeat.
 */
const sprig = createSprigFuncs({ random: cryptoRandom });

/** Template state as Landscaper's state handler keeps it: `deploy<name>` / `export<name>` -> value. */
export type TemplateState = Map<string, GoValue>;

/** What every execution of one installation shares: its blueprint and its component descriptors. */
export interface ExecutionContext {
  blueprint: Blueprint;
  /** `.cd`: used by getResource/getComponent when a call names none. */
  cd?: GoMap;
  /** Descriptors getComponent may return. */
  descriptors: readonly GoMap[];
  /** The run's budget, which each execution's deadline is cut to. */
  budget?: RunBudget;
  /**
   * Where every Secret an execution's output holds goes as soon as it is produced: a later
   * execution may fail quoting its values, and the render's redactors must know them by then.
   */
  secrets?: KubeObject[];
}

/**
 * Deadline of one template execution, with the templates it includes. Landscaper sets none (its
 * controller's reconcile has its own timeouts); real executions take milliseconds, so a minute is
 * only ever reached by a loop, and the run's budget cuts it shorter when less is left.
 */
export const EXECUTION_TIMEOUT_MS = 60_000;

/**
 * Runs one template execution as Landscaper's GoTemplate templater does: missingkey=zero, Sprig
 * (without env/expandenv) and Landscaper's functions, the state binding for deploy, export and
 * subinstallation executions, the `<no value>` check, and the output read as YAML 1.1 into JSON
 * values. Returns the output document (an empty one for empty output).
 */
export function runExecution(
  kind: ExecutionKind,
  exec: TemplateExecutor,
  values: GoMap,
  ctx: ExecutionContext,
  state?: TemplateState,
): GoMap {
  const { blueprint } = ctx;
  const execPlace = placeOf(blueprint.parsed, exec.at);
  const named = `${TEMPLATE_NAME[kind]} ${JSON.stringify(exec.name)}`;
  if (exec.type === 'Spiff') {
    throw new BlueprintError(
      `${named}: Spiff templates are not supported yet`,
      execPlace,
      'SpiffUnsupported',
    );
  }
  if (exec.type !== 'GoTemplate') {
    throw new BlueprintError(`${named}: unknown template type ${exec.type}`, execPlace);
  }
  const source = templateSource(exec, blueprint, named, execPlace);
  const prefix = STATE_PREFIX[kind];
  const bindings: GoMap = prefix ? { ...values, state: state?.get(prefix + exec.name) ?? {} } : values;

  // Sprig's map and this execution's own Landscaper functions, as Go's two Funcs calls (not copied).
  let funcs: FuncMap[] = [];
  // One meter for the execution and everything it includes: steps, output and the deadline.
  const meter = executionMeter(ctx.budget);
  const execute = (name: string, text: string, data: GoValue) =>
    Template.parse(name, text, { funcs, missingKey: 'zero', meter }).execute(data);
  funcs = [
    sprig,
    landscaperFuncs({
      files: blueprint.fs,
      execute,
      ...(ctx.cd ? { componentDescriptor: ctx.cd } : {}),
      componentDescriptors: ctx.descriptors,
    }),
  ];
  let output: string;
  try {
    output = execute('execution', source.text, bindings);
  } catch (err) {
    if (err instanceof TemplateParseError || err instanceof TemplateExecError) {
      // Go's message, then rigging's did-you-mean; the place is read from Go's part alone.
      throw new BlueprintError(
        `${named}: ${err.message}${err.hint}`,
        source.placeOf(err.message),
        'TemplateError',
      );
    }
    throw new BlueprintError(`${named}: ${(err as Error).message}`, source.placeOf(''), 'TemplateError');
  }
  if (kind !== 'import') checkNoValue(output, named, TEMPLATE_NAME[kind], source.placeOf(''));
  let parsed: GoValue;
  try {
    parsed = jsonValue(fromYaml(output));
  } catch (err) {
    throw new BlueprintError(
      `${named}: error while decoding templated execution: ${(err as Error).message}`,
      source.placeOf(''),
      'TemplateOutputInvalid',
    );
  }
  if (ctx.secrets) collectSecrets(parsed, ctx.secrets);
  if (parsed === null || parsed === undefined) return {};
  if (!isGoMap(parsed)) {
    throw new BlueprintError(
      `${named}: error while decoding templated execution: the output must be a YAML map, not ${Array.isArray(parsed) ? 'a list' : 'a scalar'}`,
      source.placeOf(''),
      'TemplateOutputInvalid',
    );
  }
  if (prefix && state && parsed.state !== undefined) state.set(prefix + exec.name, parsed.state);
  return parsed;
}

/** The budget of one execution: its own minute, or what is left of the run when that is less. */
function executionMeter(budget: RunBudget | undefined): ExecMeter {
  const own = `execution deadline of ${EXECUTION_TIMEOUT_MS / 1000}s exceeded`;
  if (!budget) return ExecMeter.within(EXECUTION_TIMEOUT_MS, own);
  const ms = budget.unitMs(EXECUTION_TIMEOUT_MS);
  return ExecMeter.within(ms, ms < EXECUTION_TIMEOUT_MS ? budget.exceededMessage() : own);
}

interface TemplateSource {
  text: string;
  /** Where a template error message's `name:line:col` is in the repository. */
  placeOf(message: string): Place;
}

function templateSource(
  exec: TemplateExecutor,
  blueprint: Blueprint,
  named: string,
  execPlace: Place,
): TemplateSource {
  const lineOf = (message: string) => {
    const m = /^template: [^:\n]*:(\d+)(?::(\d+))?:/.exec(message);
    return m ? { line: Number(m[1]), column: m[2] === undefined ? undefined : Number(m[2]) } : {};
  };
  if (exec.template !== undefined) {
    if (typeof exec.template !== 'string') {
      throw new BlueprintError(
        `${named}: json: cannot unmarshal ${Array.isArray(exec.template) ? 'array' : typeof exec.template === 'object' ? 'object' : typeof exec.template} into Go value of type string`,
        placeOf(blueprint.parsed, [...exec.at, 'template']),
      );
    }
    const at = [...exec.at, 'template'];
    return {
      text: exec.template,
      placeOf: (message) => {
        const { line, column } = lineOf(message);
        return {
          file: blueprint.parsed.file,
          ...positionInBlock(blueprint.parsed, blueprint.text, at, line, column),
        };
      },
    };
  }
  if (exec.file !== undefined) {
    let text: string | undefined;
    try {
      text = blueprint.fs.read(blueprintPath('open', exec.file));
    } catch (err) {
      throw new BlueprintError(
        `${named}: ${(err as Error).message}`,
        placeOf(blueprint.parsed, [...exec.at, 'file']),
      );
    }
    if (text === undefined) {
      throw new BlueprintError(
        `${named}: open ${exec.file}: file does not exist`,
        placeOf(blueprint.parsed, [...exec.at, 'file']),
        'MissingFile',
      );
    }
    const file = blueprintFilePath(blueprint.fs, blueprintPath('open', exec.file));
    return {
      text,
      placeOf: (message) => {
        const { line, column } = lineOf(message);
        return { file, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) };
      },
    };
  }
  throw new BlueprintError(`${named}: no template found`, execPlace);
}

/**
 * Landscaper's CreateErrorIfContainsNoValue: a missing value must not reach a deploy item unnoticed.
 * Unlike Landscaper, the output line is not quoted: it may hold a Secret's value next to the gap.
 * The key the gap is the value of is named when the line shows one.
 */
function checkNoValue(output: string, named: string, templateName: string, place: Place): void {
  if (!output.includes(NO_VALUE)) return;
  const at = output
    .split('\n')
    .map((text, i) => ({ text, line: i + 1, column: text.indexOf(NO_VALUE) }))
    .filter((l) => l.column >= 0)
    .map((l) => {
      const key = /([A-Za-z_][\w.-]*):\s*["']?$/.exec(l.text.slice(0, l.column))?.[1];
      return `line ${l.line}:${l.column}${key ? ` (${key})` : ''}`;
    });
  throw new BlueprintError(
    `${named}: template ${JSON.stringify(templateName)} contains fields with "no value" (output ${at.join('; ')})`,
    place,
    'NoValue',
  );
}
