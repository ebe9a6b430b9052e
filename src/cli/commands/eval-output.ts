/**
 * Where `rigging eval` writes: stdout or -o's file, and -m's files, with the jsonnet command's
 * messages (C's perror) when a file cannot be written. The names of -m's files come from the
 * program, so they are held to -m's directory: no `..`, no absolute name, no symlink out of it,
 * nothing under .git (a hook there would run code); --allow-any-path lifts this.
 */
import {
  closeSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { CliIO } from '../io';
import type { EvalArgs } from './eval-args';

/** C's strerror for the errors a file open or write meets, so messages read as perror's. */
const STRERROR: Record<string, string> = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
  EROFS: 'Read-only file system',
  ENOSPC: 'No space left on device',
  EEXIST: 'File exists',
  ELOOP: 'Too many levels of symbolic links',
  ENAMETOOLONG: 'File name too long',
  EPERM: 'Operation not permitted',
};

/** `what: file: reason` and a newline, as perror prints it. */
export function fileError(what: string, file: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  return `${what}: ${file}: ${STRERROR[code] ?? (err as Error).message}\n`;
}

export interface OutputSink {
  write(text: string): void;
  /** Whether everything was written; says why not on stderr. */
  close(): boolean;
}

/** Stdout, or `file` (relative to the working directory) opened, and truncated, now. */
export function openOutput(file: string | undefined, io: CliIO): OutputSink {
  if (file === undefined) return { write: io.stdout, close: () => true };
  const fd = openSync(path.resolve(io.cwd, file), 'w');
  let failed: unknown;
  return {
    write(text) {
      if (failed !== undefined) return;
      try {
        writeSync(fd, text);
      } catch (err) {
        failed = err;
      }
    },
    close() {
      closeSync(fd);
      if (failed === undefined) return true;
      io.stderr(fileError('Writing to output file', file, failed));
      return false;
    },
  };
}

/**
 * -m: each file's path on a line (on stdout or -o's file), then the file written unless it
 * already holds the same text (so make and friends see no change), as the jsonnet command does.
 */
export function writeMultiFiles(files: readonly [string, string][], args: EvalArgs, io: CliIO): boolean {
  const dir = args.multiDir ?? '';
  if (!args.allowAnyPath) {
    for (const [name] of files) {
      const refused = refusal(path.resolve(io.cwd, dir), name);
      if (refused) {
        io.stderr(
          `RUNTIME ERROR: multi mode: ${JSON.stringify(name)} ${refused}; --allow-any-path writes it anyway\n`,
        );
        return false;
      }
    }
  }
  let list: OutputSink;
  try {
    list = openOutput(args.outputFile, io);
  } catch (err) {
    io.stderr(fileError('Writing to output file', args.outputFile ?? '', err));
    return false;
  }
  for (const [name, text] of files) {
    const shown = dir + name;
    const file = path.resolve(io.cwd, shown);
    list.write(`${shown}\n`);
    if (sameContent(file, text)) continue;
    try {
      writeFileSync(file, text);
    } catch (err) {
      list.close();
      io.stderr(fileError('Opening output file', shown, err));
      return false;
    }
  }
  return list.close();
}

function sameContent(file: string, text: string): boolean {
  try {
    return readFileSync(file, 'utf8') === text;
  } catch {
    return false;
  }
}

/** Why `name` may not be written under `dir`, or undefined when it may. */
function refusal(dir: string, name: string): string | undefined {
  const target = path.resolve(dir, name);
  const rel = path.relative(dir, target);
  if (name.includes('\u0000')) return 'is not a valid file name';
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(name))
    return 'is outside the -m directory';
  if (rel.split(path.sep).includes('.git')) return 'is inside .git, which rigging never writes';
  // A symlink on the way (planted by the pull request) must not carry the file out of the directory.
  let real: string;
  let realDir: string;
  try {
    realDir = realpathSync(dir);
    real = realpathSync(path.dirname(target));
  } catch {
    return undefined; // a missing directory: the write fails with the jsonnet command's message
  }
  if (real !== realDir && !real.startsWith(realDir + path.sep)) return 'is outside the -m directory';
  try {
    if (lstatSync(target).isSymbolicLink()) return 'is a symbolic link';
  } catch {
    // Not there yet: it will be created.
  }
  return undefined;
}
