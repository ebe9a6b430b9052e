import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { S3rverContext, S3rverMiddleware, S3rverStore } from 's3rver';
import { KeyedMutex } from './keyed-mutex';

/**
 * Conditional writes for s3rver, which predates them. Semantics follow AWS's documentation and
 * observed behaviour (PutObject / CopyObject / CompleteMultipartUpload / DeleteObject):
 * - write + `If-None-Match: *` on an existing key: 412 PreconditionFailed (Condition If-None-Match);
 * - write + `If-Match: <etag>` on a missing key: 404 NoSuchKey; on another ETag: 412 (Condition If-Match);
 * - write + both headers, `If-None-Match` other than `*`, or `If-Match: *`: 501 NotImplemented;
 * - DELETE + `If-Match: <etag>|*`: 404 NoSuchKey when missing, 412 when the ETag differs.
 * Every request on one key runs alone (a per-key mutex held until its response is out), so two
 * racing conditional writes are decided one after the other, as S3 decides them.
 */
export function conditionalWrites(): S3rverMiddleware {
  const mutex = new KeyedMutex();
  return async (ctx, next) => {
    const target = objectTarget(ctx.path);
    if (!target) return next();

    let release: (() => void) | undefined;
    let done = false;
    const finish = () => {
      done = true;
      release?.();
    };
    // `finish` (the body is handed to the socket) rather than only `close`: a client that never
    // reads a GET body must not hold the key forever.
    ctx.res.once('finish', finish);
    ctx.res.once('close', finish);
    release = await mutex.lock(`${target.bucket}/${target.key}`);
    if (done) return release();

    const operation = conditionalOperation(ctx);
    // An unknown bucket is s3rver's to answer (NoSuchBucket), as S3 checks the bucket first.
    if (operation && (await ctx.store.getBucket(target.bucket))) {
      const failure = await evaluate(ctx, target, operation);
      if (failure) {
        await drain(ctx.req);
        respond(ctx, failure);
        return;
      }
    }
    await next();
  };
}

interface Target {
  bucket: string;
  key: string;
}

interface Failure {
  status: number;
  code: string;
  message: string;
  detail: Record<string, string>;
}

/** Path-style `/<bucket>/<key>`; service and bucket requests have no key. */
function objectTarget(pathname: string): Target | undefined {
  const match = /^\/([^/]+)\/(.+)$/.exec(pathname);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]), key: decodeURIComponent(match[2]) };
  } catch {
    return undefined;
  }
}

/** Which requests take conditional headers: object writes and deletes, not sub-resources. */
function conditionalOperation(ctx: S3rverContext): 'write' | 'delete' | undefined {
  // The JS SDK tags every request with `?x-id=<Operation>`; it names no sub-resource.
  const subresources = Object.keys(ctx.query).filter((name) => name !== 'x-id');
  if (ctx.method === 'PUT' && subresources.length === 0) return 'write';
  if (ctx.method === 'POST' && subresources.length === 1 && subresources[0] === 'uploadId') return 'write';
  if (ctx.method === 'DELETE' && subresources.length === 0) return 'delete';
  return undefined;
}

async function evaluate(
  ctx: S3rverContext,
  target: Target,
  operation: 'write' | 'delete',
): Promise<Failure | undefined> {
  const ifMatch = header(ctx, 'if-match');
  const ifNoneMatch = operation === 'write' ? header(ctx, 'if-none-match') : undefined;
  if (ifMatch === undefined && ifNoneMatch === undefined) return undefined;

  if (operation === 'write') {
    if (ifMatch !== undefined && ifNoneMatch !== undefined) {
      return notImplemented(
        'If-Match,If-None-Match',
        'Multiple conditional request headers present in the request',
      );
    }
    // S3 names If-None-Match here even when the offending header is `If-Match: *`.
    if ((ifNoneMatch !== undefined && ifNoneMatch !== '*') || ifMatch === '*') {
      return notImplemented(
        'If-None-Match',
        "We don't accept the provided value of If-None-Match header for this API",
      );
    }
  }

  const current = await currentEtag(ctx.store, target);
  if (ifNoneMatch !== undefined)
    return current === undefined ? undefined : preconditionFailed('If-None-Match');
  if (current === undefined) {
    return {
      status: 404,
      code: 'NoSuchKey',
      message: 'The specified key does not exist.',
      detail: { Key: target.key },
    };
  }
  if (ifMatch !== '*' && unquote(ifMatch ?? '') !== unquote(current)) return preconditionFailed('If-Match');
  return undefined;
}

async function currentEtag(store: S3rverStore, target: Target): Promise<string | undefined> {
  if (!(await store.existsObject(target.bucket, target.key))) return undefined;
  return (await store.getMetadata(target.bucket, target.key)).etag;
}

function header(ctx: S3rverContext, name: string): string | undefined {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** S3 accepts an ETag with or without its quotes. */
function unquote(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

function preconditionFailed(condition: string): Failure {
  return {
    status: 412,
    code: 'PreconditionFailed',
    message: 'At least one of the pre-conditions you specified did not hold',
    detail: { Condition: condition },
  };
}

function notImplemented(headerName: string, additionalMessage: string): Failure {
  return {
    status: 501,
    code: 'NotImplemented',
    message: 'A header you provided implies functionality that is not implemented',
    detail: { Header: headerName, additionalMessage },
  };
}

function respond(ctx: S3rverContext, failure: Failure): void {
  const fields = { Code: failure.code, Message: failure.message, ...failure.detail, ...requestIds() };
  const inner = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  ctx.status = failure.status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${inner}</Error>`;
}

function requestIds(): { RequestId: string; HostId: string } {
  return {
    RequestId: randomBytes(8).toString('hex').toUpperCase(),
    HostId: randomBytes(24).toString('base64'),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Read what the client sent before answering early, so it is not cut off mid-upload. */
async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await once(req, 'end');
}
