import { createHash } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtifactStore } from '../../lambda/state/artifacts';
import { startS3, type TestS3 } from '../support/s3/server';
import { FakeClock } from './fake-clock';

const BUCKET = 'rigging-artifacts';
let server: TestS3;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3({ buckets: [BUCKET] });
  s3 = server.client();
});
afterAll(() => server.stop());

let envCount = 0;
function artifacts() {
  const clock = new FakeClock();
  const environment = `env${++envCount}`;
  return {
    clock,
    environment,
    store: new ArtifactStore({ s3, bucket: BUCKET, pipeline: 'platform', environment, clock }),
  };
}

const revisionOf = (content: string) => `sha256:${createHash('sha256').update(content).digest('hex')}`;

function dashboard(content: string, keep?: number) {
  return {
    source: 'dashboards',
    name: 'grafana/overview.json',
    content,
    mediaType: 'application/json',
    revision: revisionOf(content),
    keep,
  };
}

async function keysUnder(prefix: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('ArtifactStore', () => {
  it('puts the content under artifacts/<pipeline>/<env>/<source>/<name>/<revision hex>', async () => {
    const { clock, environment, store } = artifacts();
    const published = await store.publish(dashboard('{"v":1}'));
    const hex = revisionOf('{"v":1}').slice('sha256:'.length);
    const key = `artifacts/platform/${environment}/dashboards/grafana/overview.json/${hex}`;
    const url = `s3://${BUCKET}/${key}`;
    const at = new Date(clock.now()).toISOString();
    expect(published).toEqual({
      source: 'dashboards',
      name: 'grafana/overview.json',
      mediaType: 'application/json',
      revision: revisionOf('{"v":1}'),
      url,
      lastModified: at,
      history: [{ revision: revisionOf('{"v":1}'), url, lastModified: at }],
    });
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('application/json');
    expect(await object.Body?.transformToString()).toBe('{"v":1}');
  });

  it('keeps the newest N revisions, newest first', async () => {
    const { clock, environment, store } = artifacts();
    let last = await store.publish(dashboard('v0', 3));
    for (let i = 1; i < 6; i++) {
      clock.advance(1000);
      last = await store.publish(dashboard(`v${i}`, 3));
    }
    expect(last.history.map((h) => h.revision)).toEqual(['v5', 'v4', 'v3'].map(revisionOf));
    expect(last.history.map((h) => h.lastModified)).toEqual(
      [0, 1000, 2000].map((ago) => new Date(clock.now() - ago).toISOString()),
    );
    const prefix = `artifacts/platform/${environment}/dashboards/grafana/overview.json/`;
    expect(await keysUnder(prefix)).toEqual(
      ['v3', 'v4', 'v5'].map((v) => `${prefix}${revisionOf(v).slice(7)}`).sort(),
    );
  });

  it('orders by publish time to the millisecond, which LastModified cannot', async () => {
    const { clock, store } = artifacts();
    for (const v of ['a', 'b', 'c', 'd']) {
      clock.advance(1);
      await store.publish(dashboard(v, 2));
    }
    const { history } = await store.publish(dashboard('d', 2));
    expect(history.map((h) => h.revision)).toEqual(['d', 'c'].map(revisionOf));
  });

  it('does not upload a revision that is already stored', async () => {
    const { clock, environment, store } = artifacts();
    const first = await store.publish(dashboard('same'));
    const key = `artifacts/platform/${environment}/dashboards/grafana/overview.json/${revisionOf('same').slice(7)}`;
    const before = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    clock.advance(60_000);
    const again = await store.publish(dashboard('same'));
    const after = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(again).toEqual(first);
    expect(after.Metadata).toEqual(before.Metadata);
    expect(after.ETag).toBe(before.ETag);
  });

  it('makes a republished older revision (a rollback) the newest', async () => {
    const { clock, store } = artifacts();
    await store.publish(dashboard('old', 3));
    clock.advance(1000);
    await store.publish(dashboard('new', 3));
    clock.advance(1000);
    const rollback = await store.publish(dashboard('old', 3));
    expect(rollback.history.map((h) => h.revision)).toEqual(['old', 'new'].map(revisionOf));
    expect(rollback.lastModified).toBe(new Date(clock.now()).toISOString());

    clock.advance(1000);
    const next = await store.publish(dashboard('newest', 2));
    expect(next.history.map((h) => h.revision)).toEqual(['newest', 'old'].map(revisionOf));
  });

  it('keeps artifacts apart, including one named inside another', async () => {
    const { environment, store } = artifacts();
    await store.publish({ ...dashboard('outer'), name: 'jobs' });
    await store.publish({ ...dashboard('inner', 1), name: 'jobs/broker' });
    const { history } = await store.publish({ ...dashboard('outer2', 1), name: 'jobs' });
    expect(history.map((h) => h.revision)).toEqual([revisionOf('outer2')]);
    expect(await keysUnder(`artifacts/platform/${environment}/dashboards/jobs/broker/`)).toHaveLength(1);
  });

  it('refuses a bad revision, keep or name', async () => {
    const { store } = artifacts();
    await expect(store.publish({ ...dashboard('x'), revision: 'md5:abc' })).rejects.toThrow(
      /not sha256:<64 hex>/,
    );
    await expect(store.publish(dashboard('x', 0))).rejects.toThrow(
      /keep must be a whole number from 1 to 50/,
    );
    await expect(store.publish(dashboard('x', 51))).rejects.toThrow(RangeError);
    await expect(store.publish({ ...dashboard('x'), name: '../escape' })).rejects.toThrow(RangeError);
  });
});
