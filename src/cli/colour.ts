import { isatty } from 'node:tty';
import type { CliIO } from './io';

/** `--color`: as git's `--color[=WHEN]` and tk's `--color`. */
export type ColourWhen = 'auto' | 'always' | 'never';

export const COLOUR_WHEN: readonly ColourWhen[] = ['auto', 'always', 'never'];

/**
 * Whether a stream gets colour. `auto`: only a terminal, and never when NO_COLOR is set to
 * anything but '' (no-color.org); FORCE_COLOR set to anything but '' or '0' colours a pipe too,
 * as Node's own tools and most CLIs read it. `always` and `never` are what they say.
 */
export function wantsColour(
  when: ColourWhen,
  terminal: () => boolean,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (when !== 'auto') return when === 'always';
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return terminal();
}

/** Whether descriptor `fd` is a terminal: node:tty's check, without process.stdout's stream. */
export function isTerminal(fd: 1 | 2): boolean {
  return isatty(fd);
}

const SGR = { bold: '1', red: '31', green: '32', yellow: '33', cyan: '36' } as const;
const paint = (code: string, text: string) => (text === '' ? text : `\x1b[${code}m${text}\x1b[0m`);

/** Each line of `text` through `line`; line ends stay outside the colour. */
function byLine(text: string, line: (l: string) => string): string {
  return text
    .split('\n')
    .map((l) => line(l))
    .join('\n');
}

/** A unified diff as git colours it: headers bold, hunks cyan, removals red, additions green. */
export function colourDiff(text: string): string {
  return byLine(text, (l) => {
    if (l.startsWith('# ') || l.startsWith('+++ ') || l.startsWith('--- ')) return paint(SGR.bold, l);
    if (l.startsWith('@@')) return paint(SGR.cyan, l);
    if (l.startsWith('+')) return paint(SGR.green, l);
    if (l.startsWith('-')) return paint(SGR.red, l);
    return l;
  });
}

/** `file:line:col: ` and the diagnostic's first line: the place bold, the message red, `warning:` yellow. */
const DIAGNOSTIC = /^((?:[^\s:]+(?::\d+){1,2}|[^\s:]+): )(warning: )?(.*)$/;

/**
 * Diagnostics as a compiler colours them: the place bold, `warning:` yellow, an error's
 * message red. Stack trace lines (tab-indented) and rigging's own notices stay plain.
 */
export function colourDiagnostics(text: string): string {
  return byLine(text, (l) => {
    if (l.startsWith('\t') || l.startsWith('rigging: ')) return l;
    const m = DIAGNOSTIC.exec(l);
    if (!m) return l;
    const [, place = '', warning, message = ''] = m;
    if (warning) return `${paint(SGR.bold, place)}${paint(`${SGR.bold};${SGR.yellow}`, warning)}${message}`;
    return `${paint(SGR.bold, place)}${paint(SGR.red, message)}`;
  });
}

/**
 * `io` with colour added to what it writes, after redaction (pass the result to redactedIO):
 * codes never split a value the redactor is to find. `stdout` colours a diff, or nothing.
 */
export function colouredIO(
  io: CliIO,
  when: ColourWhen,
  env: Readonly<Record<string, string | undefined>>,
  stdout: 'diff' | 'none',
): CliIO {
  const terminal = io.terminal ?? isTerminal;
  const onStdout = stdout === 'diff' && wantsColour(when, () => terminal(1), env);
  const onStderr = wantsColour(when, () => terminal(2), env);
  if (!onStdout && !onStderr) return io;
  return {
    cwd: io.cwd,
    get progress() {
      return io.progress;
    },
    stdout: onStdout ? (text) => io.stdout(colourDiff(text)) : io.stdout,
    stderr: onStderr ? (text) => io.stderr(colourDiagnostics(text)) : io.stderr,
  };
}
