import { ConfigError } from '../../../lambda/config';
import { createHandler, type DeployHandler, defaultDeps } from '../../../lambda/handler';
import { serveLambda } from '../../../lambda/local-invoke';
import { type CliIO, EXIT } from '../io';

/**
 * Serves the deploy handler behind the Lambda Invoke API until interrupted, configured exactly as
 * in AWS (RIGGING_CONFIG, AWS_ENDPOINT_URL_* for S3 and Secrets Manager), so the action can be
 * pointed at it with AWS_ENDPOINT_URL_LAMBDA.
 */
export async function serveLocally(
  io: CliIO,
  args: { port: number; host: string; functionName: string },
): Promise<number> {
  let handler: DeployHandler;
  try {
    handler = createHandler(defaultDeps(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      io.stderr(`rigging lambda serve: ${err.message}\n`);
      return EXIT.error;
    }
    throw err;
  }
  const server = await serveLambda((event, context) => handler(event, context), args);
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
