import { writeSync } from 'node:fs';
import type { Writable } from 'node:stream';

/**
 * The binary's writer for stdout or stderr: write(2) on the descriptor, each write complete before
 * it returns, as process.stdout's are on Linux for files, pipes and terminals. process.stdout is a
 * stream whose creation loads some twenty of Node's modules, a good part of a quick command's own
 * time (`rigging eval -e '{}'`, `--version`). A descriptor that is not blocking (EAGAIN: a parent
 * made it so) gets `stream` from then on, which waits for it, and keeps the order of the text.
 * `onGone` handles a reader gone (EPIPE) on either path.
 */
export function descriptorWriter(
  fd: number,
  stream: () => Writable,
  onGone: () => void,
): (text: string) => void {
  let viaStream: Writable | undefined;
  const toStream = () => {
    viaStream = stream();
    viaStream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') onGone();
      else throw err;
    });
    return viaStream;
  };
  return (text) => {
    if (viaStream) {
      viaStream.write(text);
      return;
    }
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length; ) {
      try {
        at += writeSync(fd, bytes, at);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          toStream().write(bytes.subarray(at));
          return;
        }
        if (code === 'EPIPE') {
          onGone();
          return;
        }
        throw err;
      }
    }
  };
}
