import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificates {
  /** PEM of the CA the kubeconfig trusts (certificate-authority-data). */
  ca: string;
  /** PEM of the server certificate for 127.0.0.1 and localhost, signed by the CA. */
  cert: string;
  key: string;
}

let cached: Promise<TestCertificates> | undefined;

/**
 * A throwaway CA and loopback server certificate, made with the openssl CLI at run time so no
 * private key is committed. One pair per process.
 */
export function testCertificates(): Promise<TestCertificates> {
  cached ??= generate();
  return cached;
}

async function generate(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'kube-server-tls-'));
  const p = (name: string) => join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  try {
    await run('openssl', [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      p('ca.key'),
      '-out',
      p('ca.crt'),
      '-days',
      '2',
      '-subj',
      '/CN=rigging-test-ca',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign',
    ]);
    await run('openssl', [
      'req',
      ...ec,
      '-keyout',
      p('server.key'),
      '-out',
      p('server.csr'),
      '-subj',
      '/CN=127.0.0.1',
    ]);
    await writeFile(p('ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
    await run('openssl', [
      'x509',
      '-req',
      '-in',
      p('server.csr'),
      '-CA',
      p('ca.crt'),
      '-CAkey',
      p('ca.key'),
      '-CAcreateserial',
      '-out',
      p('server.crt'),
      '-days',
      '2',
      '-extfile',
      p('ext'),
    ]);
    const [ca, cert, key] = await Promise.all(
      ['ca.crt', 'server.crt', 'server.key'].map((f) => readFile(p(f), 'utf8')),
    );
    return { ca: ca ?? '', cert: cert ?? '', key: key ?? '' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
