import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isNotFound } from '../../src/model/contract';

export interface StoredText {
  text: string;
  etag: string;
  lastModified?: Date;
}

/** The object's text and ETag (from the same response, so they belong together), or undefined. */
export async function getText(s3: S3Client, bucket: string, key: string): Promise<StoredText | undefined> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const text = (await out.Body?.transformToString('utf8')) ?? '';
    if (!out.ETag) throw new Error(`s3://${bucket}/${key}: the response carries no ETag`);
    return { text, etag: out.ETag, lastModified: out.LastModified };
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/**
 * A conditional JSON PUT: create-only when `etag` is undefined (If-None-Match: *), else replace
 * only that version (If-Match). Returns the new ETag.
 */
export async function putJson(
  s3: S3Client,
  bucket: string,
  key: string,
  value: unknown,
  etag?: string,
): Promise<string> {
  const out = await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: `${JSON.stringify(value, null, 2)}\n`,
      ContentType: 'application/json',
      ...(etag === undefined ? { IfNoneMatch: '*' } : { IfMatch: etag }),
    }),
  );
  if (!out.ETag) throw new Error(`s3://${bucket}/${key}: the PUT response carries no ETag`);
  return out.ETag;
}
