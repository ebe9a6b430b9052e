import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ConfigError, readLambdaConfig } from '../../../lambda/config';
import { type InvokeHandler, serveLambda } from '../../../lambda/local-invoke';
import { type CliIO, EXIT } from '../io';

// Set by the esbuild build (scripts/build.mjs).
declare const RIGGING_BUNDLED: boolean | undefined;

/** What the Lambda's entry module exports: the function AWS calls. */
interface LambdaEntry {
  handler: InvokeHandler;
}

/**
 * Serves the deploy handler behind the Lambda Invoke API until interrupted, configured exactly as
 * in AWS (RIGGING_CONFIG, AWS_ENDPOINT_URL_* for S3 and Secrets Manager), so the action can be
 * pointed at it with AWS_ENDPOINT_URL_LAMBDA.
 */
export async function serveLocally(
  io: CliIO,
  args: { port: number; host: string; functionName: string },
): Promise<number> {
  // The handler reads its configuration on the first invocation; check it now, before serving.
  try {
    readLambdaConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      io.stderr(`rigging lambda serve: ${err.message}\n`);
      return EXIT.error;
    }
    throw err;
  }
  const entry = await loadLambda();
  if (typeof entry === 'string') {
    io.stderr(`rigging lambda serve: ${entry}\n`);
    return EXIT.error;
  }
  const server = await serveLambda((event, context) => entry.handler(event, context), args);
  io.stderr(
    `rigging lambda serve: function ${args.functionName} at ${server.url} (AWS_ENDPOINT_URL_LAMBDA=${server.url})\n`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return EXIT.ok;
}

/**
 * The Lambda itself, or why it cannot be found. The built CLI does not carry the Lambda (its
 * Kubernetes and AWS clients would triple the bundle every other command loads): it runs
 * dist/lambda/index.js beside it, the very file deployed to AWS. From source, lambda/index.ts.
 */
async function loadLambda(): Promise<LambdaEntry | string> {
  if (typeof RIGGING_BUNDLED !== 'undefined' && RIGGING_BUNDLED) {
    const file = path.join(__dirname, '..', 'lambda', 'index.js');
    if (!existsSync(file)) return `the Lambda bundle ${file} is missing; it ships beside the CLI in dist/`;
    return createRequire(__filename)(file) as LambdaEntry;
  }
  // A specifier in a variable keeps the bundler from following it.
  const specifier = '../../../lambda/index';
  return (await import(specifier)) as LambdaEntry;
}
