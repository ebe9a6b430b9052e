/**
 * How much work one template execution may do. Go's text/template has no such bounds (a Go
 * process that runs out of memory dies too), but here a pull request's template runs inside the
 * action: `until 200000000` or nested ranges must end in an execution error, not in V8 aborting
 * the process before the PR comment is posted.
 *
 * The limits are far above what real Landscaper templates need (a few hundred lines of YAML out,
 * ranges over a handful of imports, lists of a few hundred items) and far below what exhausts a
 * 2-4 GiB heap: a list of a million Go ints is ~40 MiB, a 16 MiB string at most 32 MiB.
 */

/** Actions, pipeline evaluations and range iterations of one execution (includes and tpl shared). */
export const MAX_STEPS = 20_000_000;
/** Characters one execution may write (its includes' output counted too). */
export const MAX_OUTPUT_LENGTH = 16 * 1024 * 1024;
/** Elements of one list a function may build (`until`, `untilStep`, `seq`, `append`, `concat`). */
export const MAX_LIST_LENGTH = 1_000_000;
/** Characters of one string a function may build (`repeat`, `indent`, `printf`, `toYaml`, `join`). */
export const MAX_STRING_LENGTH = 16 * 1024 * 1024;

/**
 * How long past its deadline one step may run before it is stopped from outside: the cooperative
 * check stops every loop in time, so only a single long library call ever reaches this.
 */
export const STOP_GRACE_MS = 1000;

/** A value a function would build past the limits; reported as that call's error. */
export class ValueTooLargeError extends Error {
  override name = 'ValueTooLargeError';
}

/** Refuses a list of `n` elements before it is allocated. */
export function checkListLength(n: number): void {
  if (n > MAX_LIST_LENGTH)
    throw new ValueTooLargeError(
      `a list of ${n} elements is more than the ${MAX_LIST_LENGTH} a template may build`,
    );
}

/** Refuses a string of `n` characters before it is allocated. */
export function checkStringLength(n: number): void {
  if (n > MAX_STRING_LENGTH)
    throw new ValueTooLargeError(
      `a string of ${n} characters is more than the ${MAX_STRING_LENGTH} a template may build`,
    );
}

/**
 * Refuses a value whose printed form (JSON, YAML, %v) would be longer than MAX_STRING_LENGTH,
 * before it is printed or copied. The count is of the value as a tree, so a list that holds
 * another list twice, nested forty times (cheap to build by sharing), counts 2^40 leaves, and a
 * map that holds itself (`set $d "x" $d`) counts for ever: both are refused once past the limit.
 * The walk is iterative and stops at the limit, so it costs at most what printing would.
 */
export function checkPrintable(v: unknown): void {
  let size = 0;
  const stack: unknown[] = [v];
  while (stack.length > 0) {
    const x = stack.pop();
    if (typeof x === 'string') size += x.length + 2;
    else if (Array.isArray(x)) {
      size += 2 + x.length;
      for (let i = x.length - 1; i >= 0; i--) stack.push(x[i]);
    } else if (x !== null && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
      const keys = Object.keys(x);
      size += 2;
      for (const k of keys) {
        size += k.length + 4;
        stack.push((x as Record<string, unknown>)[k]);
      }
    } else size += 8;
    if (size > MAX_STRING_LENGTH || stack.length > MAX_STRING_LENGTH)
      throw new ValueTooLargeError(
        `the value is too large to print or copy (more than ${MAX_STRING_LENGTH} characters)`,
      );
  }
}

/**
 * The budget of one execution and of every template it includes: a step count, an output size and
 * an optional deadline, shared so that `include` in a range cannot multiply them.
 */
export class ExecMeter {
  steps = 0;
  output = 0;
  readonly maxSteps: number;
  readonly maxOutput: number;

  constructor(
    opts: {
      maxSteps?: number;
      maxOutput?: number;
      /** Epoch milliseconds (Date.now()) past which the execution stops; none when undefined. */
      deadline?: number;
      /** What to say when the deadline passes, e.g. that the run's budget ran out. */
      expired?: string;
      /** How long past the deadline one step that never yields may run before it is stopped from outside. */
      graceMs?: number;
    } = {},
  ) {
    this.maxSteps = opts.maxSteps ?? MAX_STEPS;
    this.maxOutput = opts.maxOutput ?? MAX_OUTPUT_LENGTH;
    this.deadline = opts.deadline;
    this.expired = opts.expired ?? 'execution deadline exceeded';
    this.grace = opts.graceMs ?? STOP_GRACE_MS;
  }

  readonly deadline: number | undefined;
  /** What the execution says when its deadline passes. */
  readonly expired: string;
  /** Milliseconds past the deadline that one long step (watch.ts) may run before it is stopped. */
  readonly grace: number;

  /** A meter whose deadline is `ms` from now (none for undefined), saying `expired` past it. */
  static within(ms: number | undefined, expired?: string): ExecMeter {
    return new ExecMeter({
      ...(ms === undefined ? {} : { deadline: Date.now() + ms }),
      ...(expired ? { expired } : {}),
    });
  }

  /**
   * Counts one step; the reason to stop, if any. The clock is read every 16 steps: often enough
   * that 16 calls each building a list of a million (milliseconds apiece) overshoot the deadline by
   * little, and rarely enough to cost nothing next to a step.
   */
  step(): string | undefined {
    this.steps++;
    if (this.steps > this.maxSteps) return `exceeded maximum number of execution steps (${this.maxSteps})`;
    if ((this.steps & 15) === 0 && this.deadline !== undefined && Date.now() >= this.deadline)
      return this.expired;
    return undefined;
  }

  /** Counts `n` characters of output; the reason to stop, if any. */
  write(n: number): string | undefined {
    this.output += n;
    if (this.output > this.maxOutput) return `exceeded maximum output size (${this.maxOutput} characters)`;
    return undefined;
  }
}
