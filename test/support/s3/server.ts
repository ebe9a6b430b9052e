import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { makePutsAtomic } from './atomic-put';
import { conditionalWrites } from './conditional';

export interface TestS3 {
  /** `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  /** A fresh client for the server; every client made here is destroyed by `stop()`. */
  client(): S3Client;
  stop(): Promise<void>;
}

/** Access key and secret s3rver accepts; signatures are checked, so they must be these. */
export const TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on loopback with a random port and its own temp directory,
 * extended with conditional writes (./conditional) and atomic PUTs (./atomic-put).
 */
export async function startS3({ buckets }: { buckets: string[] }): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rigging-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  makePutsAtomic(server.store);
  // First in the stack: the preconditions must be decided before s3rver touches the object.
  server.middleware.unshift(conditionalWrites());
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (err) {
    await rm(directory, { recursive: true, force: true });
    throw err;
  }

  const endpoint = `http://127.0.0.1:${port}`;
  const clients: S3Client[] = [];
  return {
    endpoint,
    client() {
      const client = new S3Client({
        endpoint,
        forcePathStyle: true,
        region: 'us-east-1',
        credentials: TEST_CREDENTIALS,
      });
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients.splice(0)) client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
