import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockHeldError, LockLostError } from '../../lambda/state/errors';
import { EnvironmentLock } from '../../lambda/state/lock';
import type { LockHolder, LockRecord } from '../../lambda/state/lock-record';
import { startS3, type TestS3 } from '../support/s3/server';
import { FakeClock } from './fake-clock';

const BUCKET = 'rigging-locks';
const MINUTE = 60_000;
let server: TestS3;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3({ buckets: [BUCKET] });
  s3 = server.client();
});
afterAll(() => server.stop());

let envCount = 0;
/** Locks on one fresh environment, each with its own client, sharing one fake clock. */
function environment(clock = new FakeClock()) {
  const name = `env${++envCount}`;
  return {
    clock,
    lock: () =>
      new EnvironmentLock({
        s3: server.client(),
        bucket: BUCKET,
        pipeline: 'platform',
        environment: name,
        clock,
      }),
  };
}

function holder(commit: string): LockHolder {
  return {
    commit,
    runUrl: `https://github.com/acme/infra/actions/runs/${commit}`,
    requestId: `req-${commit}`,
  };
}

async function stored(key: string): Promise<LockRecord | undefined> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return JSON.parse((await out.Body?.transformToString()) ?? '') as LockRecord;
  } catch {
    return undefined;
  }
}

describe('EnvironmentLock', () => {
  it('creates state/<pipeline>/<env>/lock.json holding the commit, run URL and lease', async () => {
    const { clock, lock } = environment();
    const a = lock();
    expect(a.key).toMatch(/^state\/platform\/env\d+\/lock\.json$/);
    const { record, broken } = await a.acquire({ holder: holder('aaa'), leaseMs: 10 * MINUTE });
    expect(broken).toEqual([]);
    expect(record).toMatchObject({
      pipeline: 'platform',
      holder: holder('aaa'),
      acquiredAt: new Date(clock.now()).toISOString(),
      expiresAt: new Date(clock.now() + 10 * MINUTE).toISOString(),
    });
    expect(await stored(a.key)).toEqual(record);
  });

  it('makes a second deploy wait, then fail with a message naming the holder', async () => {
    const { clock, lock } = environment();
    const a = lock();
    await a.acquire({ holder: holder('aaa111'), leaseMs: 10 * MINUTE });
    const since = new Date(clock.now()).toISOString();
    const until = new Date(clock.now() + 10 * MINUTE).toISOString();

    const waiting = lock().acquire({
      holder: holder('bbb222'),
      wait: { timeoutMs: 2 * MINUTE, pollMs: 30_000 },
    });
    const err = (await waiting.catch((e: unknown) => e)) as LockHeldError;
    expect(err).toBeInstanceOf(LockHeldError);
    expect(err.message).toContain('commit aaa111');
    expect(err.message).toContain('https://github.com/acme/infra/actions/runs/aaa111');
    expect(err.message).toContain(`since ${since}`);
    expect(err.message).toContain(`lease ends ${until}`);
    expect(err.message).toContain('waiting 120s');
    expect(err.current.holder).toEqual(holder('aaa111'));
    // It polled at the interval until the timeout, and no longer.
    expect(clock.sleeps).toEqual([30_000, 30_000, 30_000, 30_000]);
    expect((await stored(a.key))?.holder.commit).toBe('aaa111');
  });

  it('fails at once without a wait', async () => {
    const { clock, lock } = environment();
    await lock().acquire({ holder: holder('aaa') });
    await expect(lock().acquire({ holder: holder('bbb') })).rejects.toThrow(/being deployed by commit aaa/);
    expect(clock.sleeps).toEqual([]);
  });

  it('gets the lock once the holder releases it during the wait', async () => {
    const { clock, lock } = environment();
    const a = lock();
    await a.acquire({ holder: holder('aaa') });
    clock.onSleep = async (slept) => {
      if (slept === 20_000) expect(await a.release()).toBe(true);
    };
    const b = lock();
    const { record, broken } = await b.acquire({
      holder: holder('bbb'),
      wait: { timeoutMs: 5 * MINUTE, pollMs: 10_000 },
    });
    expect(record.holder.commit).toBe('bbb');
    expect(broken).toEqual([]);
    expect(clock.sleeps).toEqual([10_000, 10_000]);
    expect((await stored(b.key))?.holder.commit).toBe('bbb');
  });

  it('breaks a stale lease and says whose it was', async () => {
    const { clock, lock } = environment();
    const { record: old } = await lock().acquire({ holder: holder('crashed'), leaseMs: 5 * MINUTE });
    clock.advance(5 * MINUTE + 1);
    const { record, broken } = await lock().acquire({ holder: holder('next') });
    expect(broken).toEqual([old]);
    expect(record.holder.commit).toBe('next');
  });

  it('does not break a lease that has not run out', async () => {
    const { clock, lock } = environment();
    await lock().acquire({ holder: holder('live'), leaseMs: 5 * MINUTE });
    clock.advance(5 * MINUTE);
    await expect(lock().acquire({ holder: holder('next') })).rejects.toBeInstanceOf(LockHeldError);
  });

  it('renews the lease with If-Match, which keeps a waiting deploy out', async () => {
    const { clock, lock } = environment();
    const a = lock();
    await a.acquire({ holder: holder('aaa'), leaseMs: 5 * MINUTE });
    clock.advance(4 * MINUTE);
    const renewed = await a.renew();
    expect(renewed.expiresAt).toBe(new Date(clock.now() + 5 * MINUTE).toISOString());
    expect(renewed.renewedAt).toBe(new Date(clock.now()).toISOString());
    clock.advance(4 * MINUTE);
    await expect(lock().acquire({ holder: holder('bbb') })).rejects.toThrow(
      `lease ends ${renewed.expiresAt}`,
    );
    expect(await stored(a.key)).toEqual(renewed);
  });

  it('never releases or renews a lock someone else has taken since', async () => {
    const { clock, lock } = environment();
    const a = lock();
    await a.acquire({ holder: holder('slow'), leaseMs: MINUTE });
    clock.advance(2 * MINUTE);
    const b = lock();
    await b.acquire({ holder: holder('fast') });

    await expect(a.renew()).rejects.toBeInstanceOf(LockLostError);
    expect(await a.release()).toBe(false);
    expect((await stored(b.key))?.holder.commit).toBe('fast');

    expect(await b.release()).toBe(true);
    expect(await stored(b.key)).toBeUndefined();
    expect(await b.release()).toBe(false);
  });

  it('lets exactly one of many racing deploys win, and the rest name the winner', async () => {
    const { lock } = environment();
    const commits = Array.from({ length: 12 }, (_, i) => `racer${i}`);
    const outcomes = await Promise.allSettled(commits.map((c) => lock().acquire({ holder: holder(c) })));
    const winners = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.record.holder.commit] : []));
    expect(winners).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(o.reason).toBeInstanceOf(LockHeldError);
        expect((o.reason as Error).message).toContain(`commit ${winners[0]} (`);
      }
    }
  });

  it('lets exactly one of many deploys racing to break the same stale lease win', async () => {
    const { clock, lock } = environment();
    await lock().acquire({ holder: holder('crashed'), leaseMs: MINUTE });
    clock.advance(2 * MINUTE);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        lock().acquire({ holder: holder(`racer${i}`), leaseMs: 10 * MINUTE }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      outcomes.filter((o) => o.status === 'rejected').every((o) => o.reason instanceof LockHeldError),
    ).toBe(true);
  });

  it('dates an unreadable lock by its LastModified so it can still expire', async () => {
    // LastModified comes from the server's real clock, so the fake one starts from it.
    const { clock, lock } = environment(new FakeClock(Date.now()));
    const a = lock();
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: a.key, Body: 'not json' }));
    await expect(a.acquire({ holder: holder('x'), leaseMs: MINUTE })).rejects.toThrow(
      /unknown \(unreadable lock\.json\)/,
    );
    clock.advance(60 * MINUTE);
    const { broken } = await a.acquire({ holder: holder('x'), leaseMs: MINUTE });
    expect(broken).toHaveLength(1);
  });
});
