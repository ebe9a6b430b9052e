// Temp dirs a run makes are removed; a big tree is removed on a thread of its own, so the removal
// goes on while this thread is busy (a diff's head evaluating synchronously).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirOffThread } from '../src/temp-dirs';

function fill(dir: string): void {
  for (let i = 0; i < 50; i++) {
    mkdirSync(path.join(dir, `d${i % 5}`, `e${i}`), { recursive: true });
    writeFileSync(path.join(dir, `d${i % 5}`, `e${i}`, 'f.txt'), `${i}\n`);
  }
}

describe('removeTempDirOffThread', () => {
  it('removes the dir while this thread never yields', async () => {
    const dir = await makeTempDir('rigging-temp-test-');
    fill(dir);
    const removed = removeTempDirOffThread(dir);
    // Held synchronously: only another thread can remove anything meanwhile. The bound is only
    // there so a failure ends; the removal takes milliseconds.
    const until = Date.now() + 30_000;
    while (existsSync(dir) && Date.now() < until) {
      // busy
    }
    expect(existsSync(dir)).toBe(false);
    await removed;
  });

  it('is done when the dir is already gone', async () => {
    const dir = await makeTempDir('rigging-temp-test-');
    await removeTempDirOffThread(dir);
    await removeTempDirOffThread(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
