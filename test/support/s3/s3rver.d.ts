// s3rver ships no types; this declares the slice the test server uses.
declare module 's3rver' {
  import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
  import type { Readable } from 'node:stream';

  export interface S3rverObject {
    bucket: string;
    key: string;
    content: Readable | Buffer;
    metadata: Record<string, string>;
  }

  /** The FilesystemStore behind s3rver (lib/stores/filesystem.js). */
  export interface S3rverStore {
    getBucket(bucket: string): Promise<unknown>;
    existsObject(bucket: string, key: string): Promise<boolean>;
    getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  }

  /** The Koa context as s3rver's middleware sees it. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    headers: IncomingHttpHeaders;
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    type: string;
    body: unknown;
    store: S3rverStore;
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware stack; composed when the server starts listening. */
    middleware: S3rverMiddleware[];
    store: S3rverStore;
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
