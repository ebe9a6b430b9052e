import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type Bundle, bundleKey, encodeBundle, isNotFound } from '../model/contract';

export interface UploadedBundle {
  bucket: string;
  key: string;
  sha256: string;
  bytes: number;
  objects: number;
}

/** Puts a bundle at `bundles/<pipeline>/<env>/<sha256>.json.gz`; a bundle already there is not sent again. */
export async function uploadBundle(s3: S3Client, bucket: string, bundle: Bundle): Promise<UploadedBundle> {
  const encoded = encodeBundle(bundle);
  const key = bundleKey(bundle.pipeline, bundle.environment, encoded.sha256);
  const uploaded = {
    bucket,
    key,
    sha256: encoded.sha256,
    bytes: encoded.bytes.length,
    objects: bundle.objects.length,
  };
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return uploaded;
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: encoded.bytes,
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
      Metadata: { sha256: encoded.sha256 },
    }),
  );
  return uploaded;
}
