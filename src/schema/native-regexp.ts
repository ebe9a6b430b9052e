/**
 * JavaScript's RegExp for the patterns of rigging's own schemas that linear-pattern.ts admits, in
 * validators compiled at build time (precompile.ts): re2js (some 300 kB of code, and a compile of
 * each pattern on first use) then stays unloaded for a command whose files use no other pattern,
 * as a render of one snippet. Any other pattern is refused here, so a user's pattern, or a future
 * schema's that could backtrack for ever, cannot reach the backtracking engine by mistake.
 */
import type { CodeOptions } from 'ajv';
import { nonLinearReason } from './linear-pattern';

type RegExpEngine = NonNullable<CodeOptions['regExp']>;

/** The engine for ajv's `code.regExp` option; `code` names it in validators compiled ahead of time. */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string, _flags: string) => {
    const why = nonLinearReason(pattern);
    if (why !== undefined) throw new Error(`pattern ${JSON.stringify(pattern)} may backtrack: ${why}`);
    // Sticky: tried at index 0 only (the linearity argument needs one start); `u`: code points, as RE2's runes.
    const re = new RegExp(pattern, 'uy');
    return {
      test: (s: string) => {
        re.lastIndex = 0;
        return re.test(s);
      },
      toString: () => `linear:${pattern}`,
    };
  },
  { code: 'require("./native-regexp").linearRegExp' },
);
