import path from 'node:path';
import { JsonnetEvalError } from './engine';

interface Location {
  file: string;
  line: number;
  column: number;
}

// libjsonnet writes locations as `file:3:5`, `file:3:5-9` or `file:(3:5)-(4:2)`.
const LOCATION = /^(.*?):(?:(\d+):(\d+)(?:-\d+)?|\((\d+):(\d+)\)-\(\d+:\d+\))$/;

function parseLocation(text: string): Location | undefined {
  const m = LOCATION.exec(text.trim());
  if (!m?.[1]) return undefined;
  const line = Number(m[2] ?? m[4]);
  const column = Number(m[3] ?? m[5]);
  return { file: m[1], line, column };
}

/**
 * Frames that point into jsonnet itself (libjsonnet's standard library is `std.jsonnet`, never a
 * path: user files reach it absolute) or into generated code are no place to send a user.
 */
function isUserFile(file: string): boolean {
  return !file.startsWith('<') && file !== '(snippet)' && file !== 'std.jsonnet';
}

/**
 * Turns libjsonnet's error text into a positioned error. A static error carries its location in
 * the first line; a runtime error has a trace, innermost frame first, one `\t<location>\t<name>` per line.
 */
export function parseJsonnetError(raw: string, relativize: (file: string) => string): JsonnetEvalError {
  const text = raw.replace(/\s+$/, '');
  const lines = text.split('\n');
  const first = lines[0] ?? '';

  const staticMatch = /^STATIC ERROR: (.*?:(?:\d+:\d+(?:-\d+)?|\(\d+:\d+\)-\(\d+:\d+\))): (.*)$/.exec(first);
  if (staticMatch?.[1] && staticMatch[2] !== undefined) {
    const loc = parseLocation(staticMatch[1]);
    const file = loc ? relativize(loc.file) : undefined;
    const message = `STATIC ERROR: ${staticMatch[2]}`;
    return new JsonnetEvalError(
      message,
      file,
      loc?.line,
      loc?.column,
      'JsonnetStaticError',
      relativizeAll(text, relativize),
    );
  }

  const messageLines: string[] = [];
  const frames: Location[] = [];
  for (const line of lines) {
    if (line.startsWith('\t')) {
      const loc = parseLocation(line.slice(1).split('\t')[0] ?? '');
      if (loc) frames.push(loc);
    } else if (frames.length === 0) {
      messageLines.push(line);
    }
  }
  const at = frames.find((f) => isUserFile(f.file)) ?? frames[0];
  const message = messageLines.join('\n').trim() || first;
  const reason = message.startsWith('RUNTIME ERROR') ? 'JsonnetRuntimeError' : 'JsonnetError';
  return new JsonnetEvalError(
    relativizeAll(message, relativize),
    at ? relativize(at.file) : undefined,
    at?.line,
    at?.column,
    reason,
    relativizeAll(text, relativize),
  );
}

/**
 * A trace (JsonnetEvalError.trace) without the frames in files named `name`: code rigging wrote
 * around the user's (a snippet calling their post-processor) is no place to send them.
 */
export function withoutFrames(trace: string, name: string): string {
  return trace
    .split('\n')
    .filter((line) => {
      const loc = parseLocation(line.slice(1).split('\t')[0] ?? '');
      return !loc || path.basename(loc.file) !== name;
    })
    .join('\n');
}

function relativizeAll(text: string, relativize: (file: string) => string): string {
  return text.replace(/(\/[^\s:()"']+)/g, (p) => relativize(p));
}

/**
 * Shows a file as jsonnet errors should: relative to the staging dir (in-memory files) or to the
 * display root, else as given.
 */
export function makeRelativizer(
  stagingDir: string | undefined,
  displayRoot: string | undefined,
): (file: string) => string {
  return (file) => {
    if (stagingDir && (file === stagingDir || file.startsWith(stagingDir + path.sep))) {
      return path.relative(stagingDir, file);
    }
    if (displayRoot && path.isAbsolute(file) && file.startsWith(displayRoot + path.sep)) {
      return path.relative(displayRoot, file);
    }
    return file;
  };
}
