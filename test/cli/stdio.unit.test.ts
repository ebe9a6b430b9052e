// The binary writes stdout and stderr to their descriptors (src/cli/stdio.ts): every byte, in
// order, whether the descriptor blocks or not, and a reader gone is the caller's to handle.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { descriptorWriter } from '../../src/cli/stdio';

const dir = mkdtempSync(path.join(tmpdir(), 'rigging-stdio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The descriptor of a child's stdin pipe (libuv makes this end non-blocking). */
const stdinFd = (child: ChildProcess) => (child.stdin as unknown as { _handle: { fd: number } })._handle.fd;

const exited = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A writer to a regular file: writes always complete, so it never falls back to the stream. */
const fileWriter = (fd: number) =>
  descriptorWriter(
    fd,
    () => {
      throw new Error('a file never needs the stream');
    },
    () => {},
  );

describe('descriptorWriter', () => {
  it('writes every byte of each text, multi-byte characters whole', () => {
    const file = path.join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    const write = fileWriter(fd);
    const big = `${'ä€𝄞x'.repeat(200_000)}\n`;
    write('first\n');
    write(big);
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(`first\n${big}`);
  });

  it('encodes each text into one buffer kept between writes, never counting its bytes first', () => {
    const file = path.join(dir, 'reused.txt');
    const fd = openSync(file, 'w');
    const write = fileWriter(fd);
    // Buffer.from counts a text's UTF-8 bytes in a pass of its own before encoding it.
    const from = vi.spyOn(Buffer, 'from');
    // Longest first: a shorter text written next must not carry the tail of the one before.
    const texts = [`${'𝄞é'.repeat(5000)}\n`, 'short\n', '', 'ä\n', `${'x'.repeat(70_000)}\n`];
    try {
      for (const t of texts) write(t);
      expect(from).not.toHaveBeenCalled();
    } finally {
      from.mockRestore();
      closeSync(fd);
    }
    expect(readFileSync(file, 'utf8')).toBe(texts.join(''));
  });

  it('hands the rest to the stream, in order, once a non-blocking pipe is full', async () => {
    // The reader starts late: the pipe fills (EAGAIN) while it sleeps.
    const child = spawn('sh', ['-c', 'sleep 0.3; cat'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    let streamed = false;
    const write = descriptorWriter(
      stdinFd(child),
      () => {
        streamed = true;
        return child.stdin as NonNullable<typeof child.stdin>;
      },
      () => {},
    );
    const texts = ['a'.repeat(300_000), 'b'.repeat(300_000), 'c'];
    for (const t of texts) write(t);
    child.stdin?.end();
    await exited(child);
    expect(streamed).toBe(true);
    expect(Buffer.concat(chunks).toString()).toBe(texts.join(''));
  });

  it('calls onGone when the reader has gone (EPIPE)', async () => {
    // The reader closes its end of the pipe, then says so.
    const child = spawn('sh', ['-c', 'exec 0<&-; echo closed; sleep 5'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const fd = stdinFd(child);
    await new Promise((resolve) => child.stdout?.once('data', resolve));
    let gone = 0;
    const write = descriptorWriter(
      fd,
      () => child.stdin as NonNullable<typeof child.stdin>,
      () => gone++,
    );
    write('nobody reads this\n');
    child.kill();
    expect(gone).toBe(1);
  });
});
