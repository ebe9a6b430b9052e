// A temp dir's removal goes on while this thread is busy (a diff evaluates its head meanwhile).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
    const removed = removeTempDir(dir, { offThread: true });
    expect(busyUntilGone(dir, 20_000)).toBe(true);
    await removed;
    expect(existsSync(dir)).toBe(false);
  });

  it('starts no thread for a small dir unless asked (a thread costs more than the removal)', async () => {
    const dir = await makeTempDir('rigging-remove-test-');
    writeFileSync(path.join(dir, 'f'), 'x');
    const load = vi.spyOn(process, 'getBuiltinModule');
    try {
      await removeTempDir(dir);
      expect(load.mock.calls.filter(([m]) => m === 'node:worker_threads')).toHaveLength(0);
      expect(existsSync(dir)).toBe(false);
    } finally {
      load.mockRestore();
    }
  });

  it('resolves for a dir that is gone already', async () => {
    const dir = await makeTempDir('rigging-remove-test-');
    await removeTempDir(dir);
    await removeTempDir(dir);
    expect(existsSync(dir)).toBe(false);
  });
});
