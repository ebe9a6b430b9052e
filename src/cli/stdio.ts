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
  let scratch: Buffer | undefined;
  return (text) => {
    if (viaStream) {
      viaStream.write(text);
      return;
    }
    const bytes = encode(text);
    for (let at = 0; at < bytes.length; ) {
      try {
        at += writeSync(fd, bytes, at);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          // A copy: the stream keeps it past this call, the scratch buffer is written again.
          toStream().write(Buffer.from(bytes.subarray(at)));
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

  /**
   * The UTF-8 bytes of `text`, in a buffer kept from call to call up to SCRATCH_MAX bytes. Sized
   * at 3 bytes per UTF-16 unit (the most one takes), it is filled in one pass: Buffer.from would
   * count the bytes first in another pass over the text (a third of writing a render's 5.7 MB).
   */
  function encode(text: string): Buffer {
    const room = 3 * text.length;
    if (room > SCRATCH_MAX) return Buffer.from(text, 'utf8');
    if (scratch === undefined || scratch.length < room)
      scratch = Buffer.allocUnsafeSlow(Math.max(room, 1024));
    return scratch.subarray(0, scratch.write(text, 'utf8'));
  }
}

/** The largest buffer a writer keeps for encoding (see encode). */
const SCRATCH_MAX = 16 * 1024 * 1024;
