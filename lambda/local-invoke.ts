import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';

export type InvokeHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalLambda {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a handler behind the Lambda Invoke API (POST /2015-03-31/functions/<name>/invocations),
 * so the action's real Lambda client can be pointed at it (AWS_ENDPOINT_URL_LAMBDA) for local
 * trials and tests. Errors are reported the way Lambda reports them: 200 with X-Amz-Function-Error.
 */
export async function serveLambda(
  handler: InvokeHandler,
  opts: { functionName: string; host?: string; port?: number; timeoutMs?: number },
): Promise<LocalLambda> {
  const server: Server = createServer(async (req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(
      new URL(req.url ?? '/', 'http://x').pathname,
    );
    if (req.method !== 'POST' || !match) {
      return json(404, { message: 'Not found' }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    const name = decodeURIComponent(match[1] ?? '');
    if (name !== opts.functionName && !name.endsWith(`:function:${opts.functionName}`)) {
      return json(
        404,
        { Type: 'User', message: `Function not found: ${name}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    let event: unknown;
    try {
      event = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    } catch {
      return json(
        400,
        { Type: 'User', message: 'Could not parse request body into json' },
        { 'x-amzn-errortype': 'InvalidRequestContentException' },
      );
    }
    const requestId = randomUUID();
    const deadline = Date.now() + (opts.timeoutMs ?? 900_000);
    const context = {
      functionName: opts.functionName,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${opts.functionName}`,
      memoryLimitInMB: '1024',
      awsRequestId: requestId,
      logGroupName: `/aws/lambda/${opts.functionName}`,
      logStreamName: 'local',
      callbackWaitsForEmptyEventLoop: false,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: () => {},
      fail: () => {},
      succeed: () => {},
    } as Context;
    const headers = { 'x-amz-executed-version': '$LATEST', 'x-amzn-requestid': requestId };
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      json(202, {}, headers);
      void handler(event, context).catch(() => {});
      return;
    }
    try {
      json(200, (await handler(event, context)) ?? null, headers);
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      // Like Lambda, name the error; unlike it, no stack trace: it could show paths or values.
      json(
        200,
        { errorType: e.name, errorMessage: e.message },
        { ...headers, 'x-amz-function-error': 'Unhandled' },
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
