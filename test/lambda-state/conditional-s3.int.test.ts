import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../support/s3/server';

// The test server's conditional writes, checked through the SDK the Lambda uses.
const BUCKET = 'conditional';
let server: TestS3;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3({ buckets: [BUCKET] });
  s3 = server.client();
});
afterAll(() => server.stop());

const put = (Key: string, Body: string, conditions: { IfMatch?: string; IfNoneMatch?: string } = {}) =>
  s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body, ...conditions }));

async function failure(promise: Promise<unknown>): Promise<{ name: string; status?: number }> {
  try {
    await promise;
  } catch (err) {
    const e = err as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode };
  }
  throw new Error('expected the request to fail');
}

async function body(Key: string): Promise<{ text: string; etag?: string }> {
  const out = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
  return { text: (await out.Body?.transformToString()) ?? '', etag: out.ETag };
}

describe('PUT with If-None-Match: *', () => {
  it('creates a missing key and refuses an existing one with 412 PreconditionFailed', async () => {
    const created = await put('inm/a', 'first', { IfNoneMatch: '*' });
    expect(created.ETag).toMatch(/^"[0-9a-f]{32}"$/);

    expect(await failure(put('inm/a', 'second', { IfNoneMatch: '*' }))).toEqual({
      name: 'PreconditionFailed',
      status: 412,
    });
    expect(await body('inm/a')).toEqual({ text: 'first', etag: created.ETag });
  });

  it('answers with the S3 XML error body', async () => {
    await put('inm/xml', 'x');
    const res = await fetch(`${server.endpoint}/${BUCKET}/inm/xml`, {
      method: 'PUT',
      headers: { 'If-None-Match': '*' },
      body: 'y',
    });
    expect(res.status).toBe(412);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(
      '<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition>',
    );
    expect(xml).toMatch(/<RequestId>[^<]+<\/RequestId><HostId>[^<]+<\/HostId><\/Error>$/);
  });

  it('lets exactly one of many racing creates win', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => `writer-${i}`);
    const outcomes = await Promise.allSettled(bodies.map((b) => put('inm/race', b, { IfNoneMatch: '*' })));
    const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [{ i, etag: o.value.ETag }] : []));
    expect(winners).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        expect(o.reason).toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
    }
    const winner = winners[0] as { i: number; etag: string };
    expect(await body('inm/race')).toEqual({ text: bodies[winner.i], etag: winner.etag });
  });

  it('refuses other values of If-None-Match, and both headers at once, as not implemented', async () => {
    const { ETag } = await put('inm/other', 'x');
    expect(await failure(put('inm/other', 'y', { IfNoneMatch: ETag }))).toEqual({
      name: 'NotImplemented',
      status: 501,
    });
    expect(await failure(put('inm/other', 'y', { IfNoneMatch: '*', IfMatch: ETag }))).toEqual({
      name: 'NotImplemented',
      status: 501,
    });
    expect((await body('inm/other')).text).toBe('x');
  });
});

describe('PUT with If-Match', () => {
  it('replaces the version it names and returns the ETag GET and HEAD then report', async () => {
    const v1 = await put('im/a', 'one');
    const v2 = await put('im/a', 'two', { IfMatch: v1.ETag });
    expect(v2.ETag).not.toBe(v1.ETag);
    expect(await body('im/a')).toEqual({ text: 'two', etag: v2.ETag });
    expect((await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'im/a' }))).ETag).toBe(v2.ETag);
  });

  it('accepts the ETag without its quotes', async () => {
    const v1 = await put('im/unquoted', 'one');
    await put('im/unquoted', 'two', { IfMatch: v1.ETag?.replaceAll('"', '') });
    expect((await body('im/unquoted')).text).toBe('two');
  });

  it('refuses a stale ETag with 412 and leaves the object alone', async () => {
    const v1 = await put('im/stale', 'one');
    await put('im/stale', 'two', { IfMatch: v1.ETag });
    expect(await failure(put('im/stale', 'three', { IfMatch: v1.ETag }))).toEqual({
      name: 'PreconditionFailed',
      status: 412,
    });
    expect((await body('im/stale')).text).toBe('two');
  });

  it('answers 404 NoSuchKey for a missing key, as S3 does', async () => {
    expect(await failure(put('im/missing', 'x', { IfMatch: '"0123456789abcdef0123456789abcdef"' }))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    });
    expect(
      await failure(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'im/missing' }))),
    ).toMatchObject({
      status: 404,
    });
  });

  it('lets exactly one of many racing swaps from the same version win', async () => {
    const base = await put('im/race', 'base');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => put('im/race', `swap-${i}`, { IfMatch: base.ETag })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(19);
  });
});

describe('DELETE with If-Match', () => {
  const del = (Key: string, IfMatch?: string) =>
    s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key, IfMatch }));

  it('deletes only the version it names', async () => {
    const v1 = await put('del/a', 'one');
    const v2 = await put('del/a', 'two');
    expect(await failure(del('del/a', v1.ETag))).toEqual({ name: 'PreconditionFailed', status: 412 });
    expect((await body('del/a')).text).toBe('two');
    await del('del/a', v2.ETag);
    expect(await failure(body('del/a'))).toEqual({ name: 'NoSuchKey', status: 404 });
  });

  it('answers 404 NoSuchKey for a missing key; If-Match: * deletes whatever is there', async () => {
    expect(await failure(del('del/missing', '"0123456789abcdef0123456789abcdef"'))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    });
    await put('del/star', 'x');
    await del('del/star', '*');
    expect(await failure(body('del/star'))).toEqual({ name: 'NoSuchKey', status: 404 });
  });

  it('still deletes unconditionally without the header', async () => {
    await put('del/plain', 'x');
    await del('del/plain');
    await del('del/plain');
    expect(await failure(body('del/plain'))).toEqual({ name: 'NoSuchKey', status: 404 });
  });
});

it('leaves unknown buckets to s3rver (NoSuchBucket)', async () => {
  const err = await failure(
    s3.send(new PutObjectCommand({ Bucket: 'nope', Key: 'k', Body: 'x', IfNoneMatch: '*' })),
  );
  expect(err).toEqual({ name: 'NoSuchBucket', status: 404 });
});
