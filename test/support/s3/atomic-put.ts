import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3rverObject, S3rverStore } from 's3rver';

/**
 * s3rver's FilesystemStore.putObject answers before its write stream has flushed and writes the
 * object file in place, so a GET right after a PUT can read a short body. S3 makes a PUT visible
 * whole or not at all; this replacement writes a temp file, renames it over the object, and only
 * then records the MD5 (the ETag) and metadata.
 */
export function makePutsAtomic(store: S3rverStore): void {
  store.putObject = async (object: S3rverObject) => {
    const content = Buffer.isBuffer(object.content) ? object.content : await readAll(object.content);
    const md5 = createHash('md5').update(content).digest('hex');
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    // The suffix keeps the temp file out of listings, which only pick up names ending in `._S3rver_object`.
    const temp = `${objectPath}.${randomUUID()}.tmp`;
    try {
      await writeRetrying(objectPath, temp, content);
    } finally {
      await rm(temp, { force: true });
    }
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A DELETE of a sibling key removes directories it leaves empty; one may vanish under us, so retry. */
async function writeRetrying(objectPath: string, temp: string, content: Buffer): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(path.dirname(objectPath), { recursive: true });
      await writeFile(temp, content);
      await rename(temp, objectPath);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw err;
    }
  }
}
