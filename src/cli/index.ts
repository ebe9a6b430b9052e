import { availableParallelism } from 'node:os';
import { removeTempDirsOnSignals } from '../temp-dirs';
import { main } from './main';

// libjsonnet evaluations run on libuv's thread pool (4 threads by default); size it to the machine.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));

// `rigging render | head` closes the pipe early; that is the reader's choice, not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw err;
});

// Ctrl-C during a diff must not leave exported trees in the temp dir.
removeTempDirsOnSignals();

const io = {
  cwd: process.cwd(),
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
  progress: process.stderr.isTTY === true,
};

main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Only rigging's own bugs get here; say so instead of dumping a trace at a user.
    process.stderr.write(`rigging: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    if (process.env.RIGGING_DEBUG) process.stderr.write(`${err instanceof Error ? err.stack : ''}\n`);
    process.exitCode = 2;
  },
);
