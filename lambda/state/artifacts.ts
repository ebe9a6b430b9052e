import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  type ArtifactRecord,
  type ArtifactRevision,
  artifactPrefix,
  type EnvironmentRef,
  isNotFound,
  isPreconditionFailed,
  s3Url,
} from '../../src/model/contract';
import { compareStrings } from '../../src/model/values';
import { type Clock, systemClock } from './clock';

export interface ArtifactStoreOptions extends EnvironmentRef {
  s3: S3Client;
  bucket: string;
  clock?: Clock;
}

export interface PublishRequest {
  source: string;
  name: string;
  content: string | Uint8Array;
  mediaType: string;
  /** `sha256:<hex>` of the content, JaaS style; the object is named by the hex. */
  revision: string;
  /** Revisions kept per artifact, the new one included (JaaS `history`: 1 to 50). */
  keep?: number;
}

const REVISION = /^sha256:([0-9a-f]{64})$/;
/** Lower-cased by S3; millisecond publish time, because LastModified only has whole seconds. */
const PUBLISHED_AT = 'published-at';
const MAX_KEEP = 50;

interface Stored {
  key: string;
  revision: string;
  publishedAt: number;
}

/**
 * Artifacts under `artifacts/<pipeline>/<env>/<source>/<name>/<revision hex>`, the newest `keep`
 * revisions kept per artifact. Publishing a revision that is already stored uploads nothing.
 */
export class ArtifactStore {
  private readonly s3: S3Client;
  private readonly bucket: string;
  private readonly ref: EnvironmentRef;
  private readonly clock: Clock;

  constructor({ s3, bucket, pipeline, environment, clock }: ArtifactStoreOptions) {
    this.s3 = s3;
    this.bucket = bucket;
    this.ref = { pipeline, environment };
    this.clock = clock ?? systemClock;
  }

  async publish({
    source,
    name,
    content,
    mediaType,
    revision,
    keep = 10,
  }: PublishRequest): Promise<ArtifactRecord> {
    const hex = REVISION.exec(revision)?.[1];
    if (!hex) {
      throw new RangeError(
        `artifact ${source}/${name}: revision ${JSON.stringify(revision)} is not sha256:<64 hex>`,
      );
    }
    if (!Number.isInteger(keep) || keep < 1 || keep > MAX_KEEP) {
      throw new RangeError(
        `artifact ${source}/${name}: keep must be a whole number from 1 to ${MAX_KEEP}, not ${keep}`,
      );
    }
    const prefix = artifactPrefix(this.ref, source, name);
    const key = `${prefix}${hex}`;
    const now = this.clock.now();

    const existed = await this.publishedAt(key);
    if (existed === undefined) await this.put(key, content, mediaType, now);

    const ordered = (await this.list(prefix, key)).sort(
      (a, b) => b.publishedAt - a.publishedAt || compareStrings(a.key, b.key),
    );
    let publishedAt = existed ?? now;
    // Publishing an older revision again (a rollback) makes it the newest, as JaaS's history does.
    if (existed !== undefined && ordered.some((s) => s.publishedAt >= existed)) {
      await this.touch(key, mediaType, now);
      publishedAt = now;
    }

    const kept = [{ key, revision, publishedAt }, ...ordered.slice(0, keep - 1)];
    for (const stale of ordered.slice(keep - 1)) await this.delete(stale.key);

    const history: ArtifactRevision[] = kept.map((s) => ({
      revision: s.revision,
      url: s3Url(this.bucket, s.key),
      lastModified: new Date(s.publishedAt).toISOString(),
    }));
    return { source, name, mediaType, ...(history[0] as ArtifactRevision), history };
  }

  private async put(
    key: string,
    content: string | Uint8Array,
    mediaType: string,
    now: number,
  ): Promise<void> {
    try {
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: content,
          ContentType: mediaType,
          Metadata: { [PUBLISHED_AT]: new Date(now).toISOString() },
          // Same name, same content: if another publisher got there first, its object is ours too.
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      if (!isPreconditionFailed(err)) throw err;
    }
  }

  /** Re-stamps the publish time without sending the content again (a copy onto itself). */
  private async touch(key: string, mediaType: string, now: number): Promise<void> {
    await this.s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: key,
        CopySource: `${this.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'REPLACE',
        ContentType: mediaType,
        Metadata: { [PUBLISHED_AT]: new Date(now).toISOString() },
      }),
    );
  }

  private async publishedAt(key: string): Promise<number | undefined> {
    try {
      const head = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const stamped = Date.parse(head.Metadata?.[PUBLISHED_AT] ?? '');
      return Number.isNaN(stamped) ? (head.LastModified?.getTime() ?? 0) : stamped;
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /** The revisions stored directly under `prefix` (not those of artifacts named below it), but `except`. */
  private async list(prefix: string, except: string): Promise<Stored[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        if (key && key !== except && /^[0-9a-f]{64}$/.test(key.slice(prefix.length))) keys.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);

    const stored = await Promise.all(
      keys.map(async (key) => {
        const publishedAt = await this.publishedAt(key);
        return publishedAt === undefined
          ? undefined
          : { key, revision: `sha256:${key.slice(prefix.length)}`, publishedAt };
      }),
    );
    return stored.filter((s): s is Stored => s !== undefined);
  }

  private async delete(key: string): Promise<void> {
    try {
      await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
}
