import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SecretsRequest {
  /** The operation from X-Amz-Target, e.g. GetSecretValue. */
  operation: string;
  body: Record<string, unknown>;
  /** Whether the request carried a SigV4 Authorization header. */
  signed: boolean;
}

interface StoredSecret {
  arn: string;
  name: string;
  value: string;
  versionId: string;
}

/**
 * The slice of the Secrets Manager JSON API (AWS JSON 1.1) the Lambda uses, GetSecretValue, on
 * loopback, so the real SecretsManagerClient talks to it through `endpoint` or
 * AWS_ENDPOINT_URL_SECRETS_MANAGER. Errors use the protocol's `__type` body shape.
 */
export class FakeSecretsManager {
  readonly requests: SecretsRequest[] = [];
  private readonly secrets = new Map<string, StoredSecret>();
  private server: Server | undefined;

  /** Stores a secret string under a name; returns its ARN (also accepted as SecretId). */
  put(name: string, value: string): string {
    const arn = `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}-AbCdEf`;
    this.secrets.set(name, { arn, name, value, versionId: randomUUID() });
    return arn;
  }

  /** How many requests of one operation arrived. */
  count(operation = 'GetSecretValue'): number {
    return this.requests.filter((r) => r.operation === operation).length;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    if (!this.server) throw new Error('FakeSecretsManager is not started');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private find(id: unknown): StoredSecret | undefined {
    if (typeof id !== 'string') return undefined;
    return this.secrets.get(id) ?? [...this.secrets.values()].find((s) => s.arn === id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': randomUUID(),
      });
      res.end(JSON.stringify(body));
    };
    const error = (type: string, message: string) => send(400, { __type: type, message });

    const target = String(req.headers['x-amz-target'] ?? '');
    const [prefix, operation = ''] = target.split('.');
    let body: Record<string, unknown> = {};
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return error('SerializationException', 'request body is not JSON');
    }
    const signed = String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
    this.requests.push({ operation, body, signed });

    if (req.method !== 'POST' || prefix !== 'secretsmanager') {
      return error('UnknownOperationException', `unknown operation ${target}`);
    }
    if (!signed) return error('MissingAuthenticationTokenException', 'request is not signed');
    if (operation !== 'GetSecretValue')
      return error('UnknownOperationException', `unknown operation ${target}`);

    const secret = this.find(body.SecretId);
    if (!secret) {
      return error('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    }
    send(200, {
      ARN: secret.arn,
      Name: secret.name,
      SecretString: secret.value,
      VersionId: secret.versionId,
      VersionStages: ['AWSCURRENT'],
      CreatedDate: Math.floor(Date.now() / 1000),
    });
  }
}
