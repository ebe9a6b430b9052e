/**
 * Sprig's crypto functions that give the same output for the same input: sha1sum, sha256sum,
 * sha512sum, adler32sum, derivePassword (Master Password: scrypt then HMAC-SHA256),
 * htpasswd with the "sha" algorithm, and decryptAES (AES-256-CBC, the IV leading the data).
 * Functions that draw random numbers (bcrypt, htpasswd with bcrypt, genPrivateKey, genCA and the
 * certificate functions, encryptAES, randBytes, uuidv4) fail with a clear error instead.
 */
import { createDecipheriv, createHash, createHmac, scryptSync } from 'node:crypto';
import type { FuncMap } from '../value';
import { bytesOf, def, NOT_DETERMINISTIC, stringOf } from './common';

const hash = (alg: string) => (s: string) => createHash(alg).update(bytesOf(s)).digest('hex');

function adler32(s: string): string {
  let a = 1;
  let b = 0;
  for (const byte of bytesOf(s)) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return String(((b << 16) | a) >>> 0);
}

const TEMPLATES: Record<string, string[]> = {
  maximum: ['anoxxxxxxxxxxxxxxxxx', 'axxxxxxxxxxxxxxxxxno'],
  long: [
    'CvcvnoCvcvCvcv',
    'CvcvCvcvnoCvcv',
    'CvcvCvcvCvcvno',
    'CvccnoCvcvCvcv',
    'CvccCvcvnoCvcv',
    'CvccCvcvCvcvno',
    'CvcvnoCvccCvcv',
    'CvcvCvccnoCvcv',
    'CvcvCvccCvcvno',
    'CvcvnoCvcvCvcc',
    'CvcvCvcvnoCvcc',
    'CvcvCvcvCvccno',
    'CvccnoCvccCvcv',
    'CvccCvccnoCvcv',
    'CvccCvccCvcvno',
    'CvcvnoCvccCvcc',
    'CvcvCvccnoCvcc',
    'CvcvCvccCvccno',
    'CvccnoCvcvCvcc',
    'CvccCvcvnoCvcc',
    'CvccCvcvCvccno',
  ],
  medium: ['CvcnoCvc', 'CvcCvcno'],
  short: ['Cvcn'],
  basic: ['aaanaaan', 'aannaaan', 'aaannaaa'],
  pin: ['nnnn'],
};

const CHARS: Record<string, string> = {
  V: 'AEIOU',
  C: 'BCDFGHJKLMNPQRSTVWXYZ',
  v: 'aeiou',
  c: 'bcdfghjklmnpqrstvwxyz',
  A: 'AEIOUBCDFGHJKLMNPQRSTVWXYZ',
  a: 'AEIOUaeiouBCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz',
  n: '0123456789',
  o: "@&%?,=[]_:-+*$#!'^~;()/.",
  x: 'AEIOUaeiouBCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz0123456789!@#$%^&*()',
};

const SEED = 'com.lyndir.masterpassword';

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

function derivePassword(counter: number, type: string, password: string, user: string, site: string): string {
  const templates = Object.hasOwn(TEMPLATES, type) ? TEMPLATES[type] : undefined;
  if (!templates) return `cannot find password template ${type}`;
  const userBytes = Buffer.from(bytesOf(user));
  const salt = Buffer.concat([Buffer.from(SEED), u32(userBytes.length), userBytes]);
  const key = scryptSync(Buffer.from(bytesOf(password)), salt, 64, {
    N: 32768,
    r: 8,
    p: 2,
    maxmem: 256 * 1024 * 1024,
  });
  const siteBytes = Buffer.from(bytesOf(site));
  const msg = Buffer.concat([Buffer.from(SEED), u32(siteBytes.length), siteBytes, u32(counter)]);
  const seed = createHmac('sha256', key).update(msg).digest();
  const temp = templates[(seed[0] as number) % templates.length] as string;
  let out = '';
  for (let i = 0; i < temp.length; i++) {
    const chars = CHARS[temp[i] as string] as string;
    out += chars[(seed[i + 1] as number) % chars.length];
  }
  return out;
}

function decryptAES(password: string, crypt64: string): string {
  if (crypt64 === '') return '';
  const key = Buffer.alloc(32);
  Buffer.from(bytesOf(password)).copy(key, 0, 0, 32);
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/.test(crypt64))
    throw new Error('illegal base64 data at input byte 0');
  const crypt = Buffer.from(crypt64, 'base64');
  if (crypt.length < 16)
    throw new Error(`runtime error: slice bounds out of range [:16] with capacity ${crypt.length}`);
  if ((crypt.length - 16) % 16 !== 0) throw new Error('crypto/cipher: input not full blocks');
  const d = createDecipheriv('aes-256-cbc', key, crypt.subarray(0, 16));
  d.setAutoPadding(false);
  const plain = Buffer.concat([d.update(crypt.subarray(16)), d.final()]);
  if (plain.length === 0) throw new Error('runtime error: index out of range [-1]');
  const pad = plain[plain.length - 1] as number;
  if (pad > plain.length)
    throw new Error(`runtime error: slice bounds out of range [:${plain.length - pad}]`);
  return stringOf(plain.subarray(0, plain.length - pad));
}

function htpasswd(user: string, password: string, alg: string): string {
  if (user.includes(':')) return `invalid username: ${user}`;
  if (alg === 'sha') {
    return `${user}:{SHA}${createHash('sha1').update(bytesOf(password)).digest('base64')}`;
  }
  throw new Error(
    'htpasswd with bcrypt is not deterministic and is not available in rigging\'s templates; use "sha"',
  );
}

export const cryptoFuncs: FuncMap = {
  sha1sum: def('sha1sum', ['string'], null, hash('sha1')),
  sha256sum: def('sha256sum', ['string'], null, hash('sha256')),
  sha512sum: def('sha512sum', ['string'], null, hash('sha512')),
  adler32sum: def('adler32sum', ['string'], null, adler32),
  derivePassword: def(
    'derivePassword',
    ['int', 'string', 'string', 'string', 'string'],
    null,
    derivePassword,
  ),
  decryptAES: def('decryptAES', ['string', 'string'], null, decryptAES),
  htpasswd: def('htpasswd', ['string', 'string', 'string'], null, htpasswd),
  bcrypt: NOT_DETERMINISTIC('bcrypt'),
  genPrivateKey: NOT_DETERMINISTIC('genPrivateKey'),
  buildCustomCert: NOT_DETERMINISTIC('buildCustomCert'),
  genCA: NOT_DETERMINISTIC('genCA'),
  genCAWithKey: NOT_DETERMINISTIC('genCAWithKey'),
  genSelfSignedCert: NOT_DETERMINISTIC('genSelfSignedCert'),
  genSelfSignedCertWithKey: NOT_DETERMINISTIC('genSelfSignedCertWithKey'),
  genSignedCert: NOT_DETERMINISTIC('genSignedCert'),
  genSignedCertWithKey: NOT_DETERMINISTIC('genSignedCertWithKey'),
  encryptAES: NOT_DETERMINISTIC('encryptAES'),
};
