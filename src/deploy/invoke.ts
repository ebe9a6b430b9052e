import { randomUUID } from 'node:crypto';
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  countsOf,
  type DeployEvent,
  type DeployResult,
  type DeployState,
  isFinished,
  isNotFound,
} from '../model/contract';
import { UserError } from '../model/errors';

export class DeployError extends UserError {
  override name = 'DeployError';
}

export interface InvokeOptions {
  functionName: string;
  /** Give up on the synchronous answer after this long and follow the state object instead. */
  syncTimeoutMs: number;
  /** The whole deploy may take this long, polling included. */
  deployTimeoutMs: number;
  pollMs?: number;
  /** Where the Lambda records state, to follow a deploy that outlives the synchronous invoke. */
  state?: { s3: S3Client; bucket: string; key: string };
}

/**
 * Invokes the deploy Lambda and returns its result. A deploy that takes longer than a synchronous
 * invoke allows is followed through its state object until it finishes or the deploy timeout runs
 * out; the event carries a run id (made here unless the caller gave one), and only the state of
 * that run counts, never an earlier run of the same bundle.
 */
export async function invokeDeploy(
  lambda: LambdaClient,
  request: DeployEvent,
  opts: InvokeOptions,
): Promise<DeployResult> {
  const event: DeployEvent = { ...request, runId: request.runId ?? randomUUID() };
  const started = Date.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), opts.syncTimeoutMs);
  try {
    const out = await lambda.send(
      new InvokeCommand({
        FunctionName: opts.functionName,
        InvocationType: 'RequestResponse',
        Payload: Buffer.from(JSON.stringify(event)),
      }),
      { abortSignal: abort.signal },
    );
    const text = out.Payload ? Buffer.from(out.Payload).toString('utf8') : '';
    if (out.FunctionError) {
      let message = text;
      try {
        const parsed = JSON.parse(text) as { errorMessage?: string; errorType?: string };
        message = `${parsed.errorType ?? 'Error'}: ${parsed.errorMessage ?? text}`;
      } catch {
        // not JSON: keep the text
      }
      throw new DeployError(`the deploy function failed (${out.FunctionError}): ${message}`);
    }
    return JSON.parse(text) as DeployResult;
  } catch (err) {
    if (!abort.signal.aborted || !opts.state) throw err;
    return pollState(event, opts, started);
  } finally {
    clearTimeout(timer);
  }
}

async function pollState(event: DeployEvent, opts: InvokeOptions, started: number): Promise<DeployResult> {
  const state = opts.state;
  if (!state) throw new DeployError('no state location to follow the deploy');
  const pollMs = opts.pollMs ?? 5000;
  while (Date.now() - started < opts.deployTimeoutMs) {
    await new Promise((r) => setTimeout(r, pollMs));
    const current = await readFinishedState(state.s3, state.bucket, state.key);
    if (current && current.runId === event.runId) {
      return resultFromState(event, current);
    }
  }
  throw new DeployError(
    `the deploy of ${event.environment} did not finish within ${Math.round(opts.deployTimeoutMs / 1000)} s; it may still be running (see s3://${state.bucket}/${state.key})`,
  );
}

/** The state once a deploy has finished, or undefined while there is none or it is running. */
async function readFinishedState(
  s3: S3Client,
  bucket: string,
  key: string,
): Promise<DeployState | undefined> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const state = JSON.parse((await out.Body?.transformToString()) ?? '{}') as DeployState;
    return isFinished(state) ? state : undefined;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

function resultFromState(event: DeployEvent, state: DeployState): DeployResult {
  return {
    environment: event.environment,
    action: event.action,
    status: state.status === 'succeeded' ? 'succeeded' : 'failed',
    commit: state.commit,
    bundleDigest: state.bundleDigest,
    ...(state.runId ? { runId: state.runId } : {}),
    ...(state.message ? { message: state.message } : {}),
    ...(state.warnings ? { warnings: state.warnings } : {}),
    counts: countsOf(state.results),
    results: state.results,
    startedAt: state.startedAt,
    finishedAt: state.finishedAt ?? state.startedAt,
  };
}
