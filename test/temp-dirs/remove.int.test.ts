// A temp dir's removal goes on while this thread is busy (a diff evaluates its head meanwhile).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from '../../src/temp-dirs';

/** Spins this thread until `dir` is gone or `limitMs` passed (a bound against hanging, not a speed test). */
function busyUntilGone(dir: string, limitMs: number): boolean {
  const end = Date.now() + limitMs;
  while (Date.now() < end) if (!existsSync(dir)) return true;
  return !existsSync(dir);
}

describe('removeTempDir', () => {
  it('removes the dir while this thread never yields, and resolves once it is gone', async () => {
    const dir = await makeTempDir('rigging-remove-test-');
    for (let d = 0; d < 5; d++) {
      mkdirSync(path.join(dir, `d${d}`, 'sub'), { recursive: true });
      for (let f = 0; f < 20; f++) writeFileSync(path.join(dir, `d${d}`, 'sub', `f${f}`), 'x');
    }
    const removed = removeTempDir(dir);
    expect(busyUntilGone(dir, 20_000)).toBe(true);
    await removed;
    expect(existsSync(dir)).toBe(false);
  });

  it('resolves for a dir that is gone already', async () => {
    const dir = await makeTempDir('rigging-remove-test-');
    await removeTempDir(dir);
    await removeTempDir(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
